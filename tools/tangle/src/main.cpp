#include "tangle/tangle.hpp"

#include <iostream>

int main(int argc, char** argv) {
    std::vector<std::string> arguments(argv + 1, argv + argc);
    return tangle::run(arguments, std::cout, std::cerr);
}
