#include "command.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <limits>
#include <new>
#include <optional>
#include <ostream>

#include <unistd.h>

#include "queens/ch00/process.hpp"
#include "queens/ch00/registry.hpp"

namespace queens::command {

namespace {

/// "chapters 8 and 9", "chapter 10", "chapters 1, 2 and 3": the chapters with a solver that
/// `does`, for hints that send the user elsewhere.
template <typename Does>
std::string chapters_that(Does does) {
    std::vector<int> numbers;
    for (const Solver& solver : registry()) {
        if (std::invoke(does, solver) &&
            std::find(numbers.begin(), numbers.end(), solver.chapter.number) == numbers.end()) {
            numbers.push_back(solver.chapter.number);
        }
    }
    if (numbers.empty()) {
        return "no chapter of this build";
    }
    std::string text = numbers.size() == 1 ? "chapter " : "chapters ";
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        text += (i == 0                    ? ""
                 : i + 1 == numbers.size() ? " and "
                                           : ", ") +
                std::to_string(numbers[i]);
    }
    return text;
}

/// n as the user typed it, in an int: digits alone, at most the largest board any solver holds.
/// Which boards a chapter takes is its solver's to say (`Solver::check`).
int parse_board_size(const std::string& text) {
    const std::optional<std::uint64_t> value = read_whole_number(text);
    const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
    if (!value && !digits) {
        throw Refused("n must be a whole number from 1 up, not " + quoted_safely(text));
    }
    const auto largest = std::max_element(
        registry().begin(), registry().end(), [](const Solver& a, const Solver& b) {
            return a.limits.representable < b.limits.representable;
        });
    if (!value || largest == registry().end() ||
        *value > static_cast<std::uint64_t>(largest->limits.representable)) {
        throw Refused("n = " + quoted_safely(text) + " is far too large for any chapter");
    }
    return static_cast<int>(*value);
}

const Solver& choose_solver(const std::string& chapter, const std::optional<std::string>& given) {
    if (given && given->empty()) {
        throw Refused("--variant takes the name of a variant, not ''");
    }
    const std::span<const Solver> solvers = solvers_of(registry(), chapter);
    if (solvers.empty()) {
        throw Refused("unknown chapter " + quoted_safely(chapter) + " (queens list shows them)");
    }
    return variant_of(solvers, given.value_or(""));
}

/// The memory of this machine, in bytes.
long double physical_memory() {
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long page_size = sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || page_size <= 0) {
        return std::numeric_limits<long double>::infinity();
    }
    return static_cast<long double>(pages) * static_cast<long double>(page_size);
}

/// A size in memory as a reader takes it in: "5.1 GB", "750 MB".
std::string in_bytes(long double bytes) {
    char text[32];
    if (bytes >= 1e9L) {
        std::snprintf(text, sizeof text, "%.1Lf GB", bytes / 1e9L);
    } else if (bytes >= 1e6L) {
        std::snprintf(text, sizeof text, "%.0Lf MB", bytes / 1e6L);
    } else {
        std::snprintf(text, sizeof text, "%.0Lf bytes", bytes);
    }
    return text;
}

/// Refuses an n that the chapter cannot represent, that the machine has no memory for, or that
/// would take too long without --force.
void check_size(const Solver& solver, int n, bool force, const Environment& environment) {
    solver.check(n);
    if (solver.memory) {
        const long double needed = solver.memory(n) + checker_memory(static_cast<std::size_t>(n));
        const long double available =
            environment.memory_bytes > 0 ? environment.memory_bytes : physical_memory();
        if (needed > available) {
            throw Refused(label(solver) + " at n = " + std::to_string(n) + " needs about " +
                          in_bytes(needed) + " of memory with the check, and this machine has " +
                          in_bytes(available));
        }
    }
    if (n > solver.limits.command && !force) {
        const std::string work =
            solver.workload ? " would examine " + in_words(solver.workload(n)) : " could take long";
        throw Refused(label(solver) + " at n = " + std::to_string(n) + work +
                      "; it runs up to n = " + std::to_string(solver.limits.command) +
                      " unless you add --force");
    }
}

void report_work(const Work& work, std::ostream& err) {
    for (const Tally& tally : work) {
        err << tally.count << ' ' << tally.unit << '\n';
    }
}

bool stopped(const Environment& environment) {
    return environment.stop != nullptr && environment.stop->load();
}

/// Says in one line why the run stopped, and returns the status that says it too.
int stopped_status(std::ostream& err, const Environment& environment) {
    const int signal = environment.stop_signal != nullptr ? environment.stop_signal->load() : 0;
    const queens::Stopped stopped = queens::stopped_by(signal);
    err << "queens: " << stopped.words << '\n';
    return stopped.status;
}

struct Request {
    std::string command;
    std::string chapter;
    std::string n;
    std::optional<std::string> variant;
    bool force = false;
    bool stats = false;
    bool boards = false;
    bool unique = false;
    bool quiet = false;
    std::optional<std::string> threads;
    std::optional<std::string> seed;
};

/// The options of a run, from the request, each checked where it enters.
Options options_of(const Request& request, const Solver& solver, const Environment& environment) {
    Options options;
    if (request.threads) {
        if (!solver.threaded) {
            throw Refused(label(solver) + " runs on one thread; --threads is for " +
                          chapters_that(&Solver::threaded));
        }
        options.threads =
            static_cast<unsigned>(read_number_for("--threads", *request.threads, 0, most_threads));
    }
    if (request.seed) {
        if (!solver.seeded) {
            throw Refused(label(solver) + " makes no random choices; --seed is for " +
                          chapters_that(&Solver::seeded));
        }
        options.seed =
            read_number_for("--seed", *request.seed, 0, std::numeric_limits<std::uint64_t>::max());
    }
    options.progress = environment.progress;
    options.stop = environment.stop;
    return options;
}

/// What a subcommand runs: the solver a request names and the size of the board.
struct Task {
    const Solver& solver;
    int n;
};

/// The task a request asks `subcommand` to run, refused as bad input unless the solver does what
/// the subcommand asks of it (`able`; the refusal says what it does not do, `unable`, and which
/// subcommand to try instead), counts fundamental solutions if --unique asks for them, and can
/// take the board (see check_size).
Task task_of(const Request& request, std::string_view subcommand, bool (Solver::*able)() const,
             std::string_view unable, const Environment& environment) {
    const int n = parse_board_size(request.n);
    const Solver& solver = choose_solver(request.chapter, request.variant);
    if (!(solver.*able)()) {
        throw Refused(label(solver) + " " + std::string(unable) + "; try `queens " +
                      (solver.finds() ? "find " : "count ") +
                      std::to_string(solver.chapter.number) + " " + std::to_string(n) + "` (" +
                      std::string(subcommand) + " is for " + chapters_that(able) + ")");
    }
    if (request.unique && !solver.fundamental) {
        throw Refused(label(solver) + " does not count fundamental solutions; " +
                      chapters_that(&Solver::fundamental) + " do");
    }
    check_size(solver, n, request.force, environment);
    return {solver, n};
}

int list_chapters(std::ostream& out) {
    for (const Solver& solver : registry()) {
        out << solver.chapter.id.substr(2) << ' ' << solver.chapter.name;
        if (!solver.variant.empty()) {
            out << " --variant " << solver.variant;
        }
        out << "  " << solver.chapter.title << " [" << solver.space << "]\n";
    }
    return ok;
}

int solve(const Request& request, std::ostream& out, std::ostream& err,
          const Environment& environment) {
    const auto [solver, n] =
        task_of(request, "solve", &Solver::enumerates, "does not list solutions", environment);
    std::vector<Placement> solutions;
    Work work = solver.solve(n, [&](std::span<const int> columns) {
        solutions.emplace_back(columns.begin(), columns.end());
    });
    if (stopped(environment)) {
        return stopped_status(err, environment);
    }
    std::sort(solutions.begin(), solutions.end());
    for (const Placement& solution : solutions) {
        if (!is_solution(solution)) {
            err << "queens: " << label(solver) << " produced " << format_columns(solution)
                << ", which is not a solution\n";
            return failed_check;
        }
    }
    for (std::size_t i = 0; i < solutions.size(); ++i) {
        out << (request.boards && i > 0 ? "\n" : "");
        write_columns(solutions[i], out);
        out << '\n' << (request.boards ? draw_board(solutions[i]) : "");
    }
    if (request.stats) {
        report_work(work, err);
    }
    return ok;
}

int count(const Request& request, std::ostream& out, std::ostream& err,
          const Environment& environment) {
    const auto [solver, n] = task_of(request, "count", &Solver::counts,
                                     "finds one solution but does not count them", environment);
    const Options options = options_of(request, solver, environment);
    Count result = solver.count(n, options);
    if (stopped(environment)) {
        return stopped_status(err, environment);
    }
    out << (request.unique ? result.unique.value_or(0) : result.total) << '\n';
    if (request.stats) {
        report_work(result.work, err);
    }
    return ok;
}

int find(const Request& request, std::ostream& out, std::ostream& err,
         const Environment& environment) {
    const auto [solver, n] =
        task_of(request, "find", &Solver::finds, "does not find single solutions", environment);
    const auto start = std::chrono::steady_clock::now();
    const Options options = options_of(request, solver, environment);
    Found found = solver.find(n, options);
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    if (stopped(environment)) {
        return stopped_status(err, environment);
    }
    if (!found.solution) {
        err << "queens: the " << n << " × " << n << " board has no solution\n";
        return no_solution;
    }
    if (environment.phase) {
        environment.phase("checking the solution");
    }
    if (!is_solution(*found.solution) || found.solution->size() != static_cast<std::size_t>(n)) {
        err << "queens: " << label(solver) << " produced a board that is not a solution\n";
        return failed_check;
    }
    if (request.quiet) {
        out << "n = " << n << ": found in " << elapsed.count() << " s\n";
        for (const Tally& tally : found.work) {
            out << tally.count << ' ' << tally.unit << '\n';
        }
        out << "verified\n";
    } else {
        write_columns(*found.solution, out);
        out << '\n';
    }
    if (request.stats) {
        report_work(found.work, err);
    }
    return ok;
}

constexpr Subcommand subcommands[] = {
    {"list", "", "the chapters: number, name, title, what each searches"},
    {"solve", "CHAPTER N", "every solution, sorted, one per line"},
    {"count", "CHAPTER N", "the number of solutions"},
    {"find", "CHAPTER N", "one solution"},
};

const std::string seed_does = "seed of a random search: 0 to " +
                              std::to_string(std::numeric_limits<std::uint64_t>::max()) +
                              " (default " + std::to_string(Options{}.seed) + ")";

const std::string threads_does =
    "threads of a threaded solver: 0 (the default) one per core, else 1 to " +
    std::to_string(most_threads);

const OptionSpec option_specs[] = {
    {"--variant", "NAME", "solve, count, find", "one of the chapter's variants (queens list)"},
    {"--force", "", "solve, count, find", "run beyond the chapter's reasonable n"},
    {"--stats", "", "solve, count, find", "print the work done on stderr"},
    {"--boards", "", "solve", "draw each board after its line"},
    {"--unique", "", "count", "count the fundamental solutions (up to the 8 symmetries)"},
    {"--threads", "T", "count", threads_does},
    {"--seed", "S", "find", seed_does},
    {"--quiet", "", "find", "print the time, the work and 'verified' instead of the columns"},
};

const Usage usage{"queens", subcommands, option_specs};

std::string help_text() {
    std::vector<Status> statuses;
    for (const StatusMeaning& status : status_meanings) {
        statuses.push_back(status.status);
    }
    return QUEENS_TITLE ": run any chapter's solver.\n\n" + usage_help(usage) +
           "\n"
           "CHAPTER is a number (5, 05) or a name (backtracking). N and every number an option\n"
           "takes are decimal digits alone: leading zeros are read (08 is 8); a sign, a point, a\n"
           "space or an exponent is refused. An option takes its value as --seed 5 or "
           "--seed=5.\n\n" +
           exit_statuses_help(statuses) +
           "A board this machine has no memory for, memory that ran out, and a thread that could "
           "not be\nstarted are bad input too. Every status but 0 and " +
           std::to_string(pipe_closed) + " comes with one line on stderr. On stdout, " +
           std::to_string(unwritten) + "\nmay leave part of the answer; a signal (" +
           std::to_string(hung_up) + ", " + std::to_string(interrupted) + ", " +
           std::to_string(terminated) + ") or a reader that closed stdout early (" +
           std::to_string(pipe_closed) +
           ")\nthe lines of the answer written before it, each whole but perhaps the last when "
           "a slow reader held\nthem back; the other statuses leave nothing.\n";
}

/// The request a command line makes, as chapter 00's reader read it.
Request request_of(const CommandLine& line) {
    Request request{.command = line.command};
    if (line.arguments.size() == 2) {
        request.chapter = line.arguments[0];
        request.n = line.arguments[1];
    }
    request.variant = line.value("--variant");
    request.force = line.has("--force");
    request.stats = line.has("--stats");
    request.boards = line.has("--boards");
    request.unique = line.has("--unique");
    request.quiet = line.has("--quiet");
    request.threads = line.value("--threads");
    request.seed = line.value("--seed");
    return request;
}

/// Runs a request read from the arguments.
int run_request(const Request& request, std::ostream& out, std::ostream& err,
                const Environment& environment) {
    if (request.command == "list") {
        return list_chapters(out);
    }
    if (request.command == "solve") {
        return solve(request, out, err, environment);
    }
    if (request.command == "count") {
        return count(request, out, err, environment);
    }
    return find(request, out, err, environment);
}

} // namespace

std::span<const Solver> solvers_of(std::span<const Solver> solvers, std::string_view chapter) {
    const std::optional<std::uint64_t> number = read_whole_number(chapter);
    const auto named = [&](const Solver& solver) {
        return number ? static_cast<std::uint64_t>(solver.chapter.number) == *number
                      : solver.chapter.name == chapter;
    };
    const auto first = std::find_if(solvers.begin(), solvers.end(), named);
    return {first, std::find_if_not(first, solvers.end(), named)};
}

int run(const std::vector<std::string>& arguments, std::ostream& out, std::ostream& err,
        const Environment& environment) {
    try {
        const CommandLine line = read_command_line(arguments, usage);
        if (line.help) {
            out << help_text();
            return ok;
        }
        // Every chapter's environment variables, read here, on the thread that catches a
        // refusal, before a count reads them on threads of its own.
        for (const Solver& solver : registry()) {
            if (solver.read_environment) {
                static_cast<void>(solver.read_environment());
            }
        }
        return run_request(request_of(line), out, err, environment);
    } catch (const Refused& refused) {
        err << "queens: " << refused.what() << '\n';
        return bad_input;
    } catch (const std::bad_alloc&) {
        err << out_of_memory_line;
        return bad_input;
    } catch (const std::system_error& error) {
        if (no_thread_started(error)) {
            err << "queens: " << no_thread_line << '\n';
            return bad_input;
        }
        err << "queens: the run failed: " << error.what() << '\n';
        return failed;
    } catch (const std::exception& error) {
        err << "queens: the run failed: " << error.what() << '\n';
        return failed;
    } catch (...) {
        err << "queens: the run failed with an unknown error\n";
        return failed;
    }
}

} // namespace queens::command
