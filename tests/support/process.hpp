#pragma once

// Programs run by a test: started with arguments and extra environment, their two output
// streams read to the end, their exit status kept. For the tests that run a chapter's program
// as a user would, beside the ones that call its library.

#include <string>
#include <vector>

#include <sys/types.h>

namespace queens::support {

/// How a program ended and what it wrote.
struct Outcome {
    int status = -1; ///< its exit status, or 128 + the signal that killed it
    std::string out; ///< what it wrote on stdout
    std::string err; ///< what it wrote on stderr
};

/// A program running beside the test. Its stdout and stderr go to pipes that `wait` reads; a
/// program still running when the object is destroyed is killed.
class Child {
public:
    /// Starts `arguments` (the program first, found on PATH when it has no slash) with
    /// `environment`, "NAME=value" each, added to this process's own. Throws
    /// std::system_error when it cannot be started.
    explicit Child(const std::vector<std::string>& arguments,
                   const std::vector<std::string>& environment = {});
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;
    ~Child();

    [[nodiscard]] pid_t pid() const { return pid_; }
    /// Reads both streams to their end, waits for the program and says how it ended.
    Outcome wait();

private:
    pid_t pid_ = -1;
    int out_ = -1;
    int err_ = -1;
};

/// Runs a program to its end: `Child(arguments, environment).wait()`.
Outcome run(const std::vector<std::string>& arguments,
            const std::vector<std::string>& environment = {});

} // namespace queens::support
