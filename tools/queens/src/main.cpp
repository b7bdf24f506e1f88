// The process around the command: Ctrl-C, the progress line and the two output streams, which
// only a real process has.
//
// Both streams write to their file descriptors through `Descriptor`, which erases the progress
// line before it writes anything, so that an answer or an error never shares a line with it,
// and which remembers why a write failed. A write to stdout that fails (a full disk, a closed
// file) is reported in one line with the status `unwritten`; a reader that stops early (`| head`)
// ends the run quietly, as SIGPIPE does for any Unix tool.
//
// Ctrl-C, SIGTERM and SIGHUP set a flag that asks the running solver to stop (Options::stop),
// note which signal it was, and start a two-second alarm. A solver that polls the flag returns
// within moments and the command exits with the signal's status and its one line (`stopped_by`),
// with nothing on stdout; one that does not is cut short by the alarm, which exits the same way.
// Both handlers do only what a signal handler may: set atomics, write(2), alarm(2), _exit(2).
//
// Memory that runs out anywhere, in the command or here, ends the run with one line and the status
// `bad_input`, never with a partial answer: the answer is written as it is formatted, through a
// fixed buffer, so writing it needs no memory that could run out.

#include <array>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <mutex>
#include <new>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

#include <unistd.h>

#include "command.hpp"

namespace {

std::atomic<bool> stop_requested{false};
std::atomic<int> stop_signal{0};
std::atomic<bool> progress_shown{false};
std::mutex progress_mutex;
queens::ProgressPace progress_pace;

void write_to_stderr(const char* text, std::size_t length) {
    [[maybe_unused]] ssize_t written = write(STDERR_FILENO, text, length);
}

void clear_progress_line() {
    if (progress_shown.exchange(false)) {
        write_to_stderr(queens::erase_line, sizeof queens::erase_line - 1);
    }
}

extern "C" void on_stop_signal(int signal) {
    int none = 0;
    stop_signal.compare_exchange_strong(none, signal);
    stop_requested = true;
    alarm(2);
}

extern "C" void on_alarm(int) {
    clear_progress_line();
    const queens::command::Stopped stopped = queens::command::stopped_by(stop_signal.load());
    write_to_stderr(stopped.line, std::strlen(stopped.line));
    _exit(stopped.status);
}

using Clock = std::chrono::steady_clock;
const Clock::time_point started = Clock::now();

double seconds_since_start() {
    return std::chrono::duration<double>(Clock::now() - started).count();
}

// The progress line of a long run, at chapter 00's pace: how much of the work is done (the
// solver's own units, as a share), the time so far and the time left at the same pace.
void draw_progress(std::uint64_t done, std::uint64_t total) {
    const std::lock_guard lock(progress_mutex);
    const double elapsed = seconds_since_start();
    if (total == 0 || !progress_pace.due(elapsed, done >= total)) {
        return;
    }
    const double share = static_cast<double>(done) / static_cast<double>(total);
    const double remaining = done == 0 ? 0.0 : elapsed * (1.0 - share) / share;
    std::fprintf(stderr, "%s%.0f%% done, %.0f s elapsed, about %.0f s left", queens::erase_line,
                 100.0 * share, elapsed, remaining);
    std::fflush(stderr);
    progress_shown = true;
}

// What a long run does after its progress reaches the end, such as checking a large solution.
void draw_phase(std::string_view what) {
    const std::lock_guard lock(progress_mutex);
    const double elapsed = seconds_since_start();
    if (!progress_pace.due(elapsed, true)) {
        return;
    }
    std::fprintf(stderr, "%s%.*s, %.0f s elapsed", queens::erase_line,
                 static_cast<int>(what.size()), what.data(), elapsed);
    std::fflush(stderr);
    progress_shown = true;
}

// An output stream's buffer over a file descriptor: it erases the progress line before each
// write and keeps the errno of the first write that failed (0 while none has).
class Descriptor : public std::streambuf {
public:
    explicit Descriptor(int descriptor) : descriptor_(descriptor) {
        setp(buffer_.data(), buffer_.data() + buffer_.size());
    }
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    ~Descriptor() override { sync(); }

    [[nodiscard]] int error() const { return error_; }

protected:
    int_type overflow(int_type character) override {
        if (sync() != 0) {
            return traits_type::eof();
        }
        if (!traits_type::eq_int_type(character, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(character);
            pbump(1);
        }
        return traits_type::not_eof(character);
    }

    int sync() override {
        const char* next = pbase();
        const char* end = pptr();
        if (next != end && error_ == 0) {
            const std::lock_guard lock(progress_mutex);
            clear_progress_line();
        }
        while (next != end && error_ == 0) {
            const ssize_t written = write(descriptor_, next, static_cast<std::size_t>(end - next));
            if (written < 0 && errno == EINTR) {
                continue;
            }
            if (written <= 0) {
                error_ = written < 0 ? errno : EIO;
                break;
            }
            next += written;
        }
        setp(buffer_.data(), buffer_.data() + buffer_.size());
        return error_ == 0 ? 0 : -1;
    }

private:
    int descriptor_;
    int error_ = 0;
    std::array<char, 1 << 16> buffer_{};
};

/// Runs the command on the process's arguments and streams; returns the exit status.
int run_process(int argc, char** argv) {
    queens::command::Environment environment;
    environment.stop = &stop_requested;
    environment.stop_signal = &stop_signal;
    if (isatty(STDERR_FILENO) != 0) {
        environment.progress = draw_progress;
        environment.phase = draw_phase;
    }
    Descriptor out_buffer(STDOUT_FILENO);
    Descriptor err_buffer(STDERR_FILENO);
    std::ostream out(&out_buffer);
    std::ostream err(&err_buffer);
    const std::vector<std::string> arguments(argv + 1, argv + argc);
    int status = queens::command::run(arguments, out, err, environment);
    out.flush();
    {
        const std::lock_guard lock(progress_mutex);
        clear_progress_line();
    }
    if (out_buffer.error() == EPIPE) {
        return queens::pipe_closed;
    }
    if (out_buffer.error() != 0) {
        err << "queens: cannot write the output: " << std::strerror(out_buffer.error()) << '\n';
        status = queens::unwritten;
    }
    err.flush();
    return status;
}

} // namespace

int main(int argc, char** argv) {
    for (const int signal : {SIGINT, SIGTERM, SIGHUP}) {
        std::signal(signal, on_stop_signal);
    }
    std::signal(SIGALRM, on_alarm);
    try {
        return run_process(argc, argv);
    } catch (const std::bad_alloc&) {
        constexpr const char* message = queens::command::out_of_memory_line;
        write_to_stderr(message, sizeof queens::command::out_of_memory_line - 1);
        return queens::bad_input;
    }
}
