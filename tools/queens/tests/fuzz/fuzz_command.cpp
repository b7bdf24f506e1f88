// libFuzzer target: the `queens` command's whole argument vector, as a user could type it.
//
// The input is split into arguments at NUL bytes, the one byte no argument can hold (at most 12
// arguments, each at most 4,000 bytes), so arguments carry newlines, terminal escapes, bytes
// outside ASCII and long runs of text. Boards are kept small, so that every run takes
// milliseconds: an input that names a number from 6 to 10^10 − 1 anywhere, or asks for --force,
// is passed over (larger numbers are still fuzzed: the command refuses them before anything
// runs). For every other input the command must return one of its documented statuses, and keep
// its promises about the two streams:
//   - bad input (2) and no solution (1): nothing on stdout, exactly one line on stderr, which
//     starts "queens: ", holds no control character but its newline, and quotes input cut short
//     (at most 400 bytes in all);
//   - done (0): stderr empty unless --stats asked for the work there;
//   - a failed check (3) or a run that failed (4) is a bug in the book: the fuzzer stops.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "command.hpp"

namespace {

bool takes_long(std::string_view argument) {
    if (argument.starts_with("--force")) {
        return true;
    }
    std::string_view digits = argument;
    while (!digits.empty() && digits.front() == '0') {
        digits.remove_prefix(1);
    }
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos ||
        argument.find_first_not_of("0123456789") != std::string_view::npos) {
        return false;
    }
    return digits.size() <= 10 && (digits.size() > 1 || digits.front() >= '6');
}

/// One line, "queens: …\n", short, with no control character but its newline.
bool is_one_safe_line(const std::string& text) {
    return text.starts_with("queens: ") && text.ends_with('\n') && text.size() <= 400 &&
           std::none_of(text.begin(), text.end() - 1,
                        [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; });
}

void fail(const char* why, const std::vector<std::string>& arguments, const std::string& err) {
    std::fprintf(stderr, "fuzz_command: %s\nqueens", why);
    for (const std::string& argument : arguments) {
        std::fprintf(stderr, " %s", queens::quoted_safely(argument).c_str());
    }
    std::fprintf(stderr, "\nstderr: %s\n", err.c_str());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> arguments;
    std::size_t start = 0;
    while (start <= input.size()) {
        const std::size_t end = std::min(input.find('\0', start), input.size());
        arguments.emplace_back(input.substr(start, end - start));
        if (arguments.size() > 12 || arguments.back().size() > 4000 ||
            takes_long(arguments.back())) {
            return -1;
        }
        start = end + 1;
    }

    std::ostringstream out;
    std::ostringstream err;
    queens::command::Environment environment;
    environment.memory_bytes = 1e9L;
    const int status = queens::command::run(arguments, out, err, environment);
    bool stats = false;
    for (const std::string& argument : arguments) {
        stats = stats || argument == "--stats";
    }
    switch (status) {
    case queens::ok:
        if (!stats && !err.str().empty()) {
            fail("status 0 with something on stderr", arguments, err.str());
        }
        break;
    case queens::no_solution:
    case queens::bad_input:
        if (!out.str().empty() || !is_one_safe_line(err.str())) {
            fail("a refusal that is not one safe line on stderr alone", arguments, err.str());
        }
        break;
    default:
        fail("an undocumented status, a failed check or a failed run", arguments, err.str());
    }
    return 0;
}
