#include "command.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <functional>
#include <limits>
#include <new>
#include <optional>
#include <ostream>
#include <sstream>

#include <CLI/CLI.hpp>
#include <unistd.h>

#include "queens/ch00/registry.hpp"

namespace queens::command {

namespace {

/// Bad input, found where it enters: one line for stderr, and exit status 2.
struct BadInput {
    std::string message;
};

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

std::optional<int> parse_whole_number(std::string_view text) {
    int value = 0;
    const char* end = text.data() + text.size();
    auto [stop, error] = std::from_chars(text.data(), end, value);
    if (error != std::errc{} || stop != end) {
        return std::nullopt;
    }
    return value;
}

/// n as the user typed it: a whole number from 1 up, in an int.
int parse_board_size(const std::string& text) {
    long long value = 0;
    const char* end = text.data() + text.size();
    auto [stop, error] = std::from_chars(text.data(), end, value);
    if (error == std::errc::result_out_of_range ||
        (error == std::errc{} && stop == end && value > 2'000'000'000LL)) {
        throw BadInput{"n = " + text + " is far too large for any chapter"};
    }
    if (error != std::errc{} || stop != end || text.empty()) {
        throw BadInput{"n must be a whole number, got '" + text + "'"};
    }
    if (value < 1) {
        throw BadInput{"n must be at least 1, got " + text};
    }
    return static_cast<int>(value);
}

const Solver& choose_solver(const std::string& chapter, const std::string& variant) {
    std::span<const Solver> solvers = registry();
    if (const Solver* found = find_solver(solvers, chapter, variant)) {
        return *found;
    }
    if (const Solver* main = find_solver(solvers, chapter, "")) {
        std::string known;
        for (const Solver& solver : solvers) {
            if (solver.chapter.number == main->chapter.number && !solver.variant.empty()) {
                known += (known.empty() ? "" : ", ") + std::string(solver.variant);
            }
        }
        throw BadInput{
            "chapter " + std::to_string(main->chapter.number) + " has no variant '" + variant +
            "'" + (known.empty() ? std::string(" (it has none)") : " (it has: " + known + ")")};
    }
    throw BadInput{"unknown chapter '" + chapter + "' (queens list shows them)"};
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

/// What chapter 00's checker takes to check a board of n queens: three arrays of 2n flags.
long double checker_memory(int n) { return 6.0L * n / 8.0L; }

/// Refuses an n that the chapter cannot represent, that the machine has no memory for, or that
/// would take too long without --force.
void check_size(const Solver& solver, int n, bool force, const Environment& environment) {
    solver.check(n);
    if (solver.memory) {
        const long double needed = solver.memory(n) + checker_memory(n);
        const long double available =
            environment.memory_bytes > 0 ? environment.memory_bytes : physical_memory();
        if (needed > available) {
            throw BadInput{label(solver) + " at n = " + std::to_string(n) + " needs about " +
                           in_bytes(needed) + " of memory with the check, and this machine has " +
                           in_bytes(available)};
        }
    }
    if (n > solver.limits.command && !force) {
        const std::string work =
            solver.workload ? " would examine " + in_words(solver.workload(n)) : " could take long";
        throw BadInput{label(solver) + " at n = " + std::to_string(n) + work +
                       "; it runs up to n = " + std::to_string(solver.limits.command) +
                       " unless you add --force"};
    }
}

void report_work(const Work& work, std::ostream& err) {
    for (const Tally& tally : work) {
        err << "examined " << tally.count << ' ' << tally.unit << '\n';
    }
}

bool stopped(const Environment& environment) {
    return environment.stop != nullptr && environment.stop->load();
}

int interrupted_status(std::ostream& err) {
    err << "queens: interrupted\n";
    return interrupted;
}

struct Request {
    std::string chapter;
    std::string n;
    std::string variant;
    bool force = false;
    bool stats = false;
    bool boards = false;
    bool unique = false;
    bool quiet = false;
    std::optional<std::string> threads;
    std::optional<std::string> seed;
};

/// The most threads `--threads` takes: far more than any machine the book runs on has cores,
/// and few enough that asking for them is never a mistake that takes the machine down.
constexpr unsigned most_threads = 1024;

/// A whole number the user typed for `option`, from `least` to `most`; anything else, a sign,
/// a fraction or a number that does not fit, is bad input.
std::uint64_t parse_option(const std::string& option, const std::string& text, std::uint64_t least,
                           std::uint64_t most) {
    std::uint64_t value = 0;
    const char* end = text.data() + text.size();
    auto [stop, error] = std::from_chars(text.data(), end, value);
    const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
    if (!digits || error != std::errc{} || stop != end || value < least || value > most) {
        throw BadInput{option + " takes a whole number from " + std::to_string(least) + " to " +
                       std::to_string(most) + ", not '" + text + "'"};
    }
    return value;
}

/// The options of a run, from the request, each checked where it enters.
Options options_of(const Request& request, const Solver& solver, const Environment& environment) {
    Options options;
    if (request.threads) {
        if (!solver.threaded) {
            throw BadInput{label(solver) + " runs on one thread; --threads is for " +
                           chapters_that(&Solver::threaded)};
        }
        options.threads =
            static_cast<unsigned>(parse_option("--threads", *request.threads, 0, most_threads));
    } else if (solver.threaded) {
        options.threads = 0;
    }
    if (request.seed) {
        options.seed =
            parse_option("--seed", *request.seed, 0, std::numeric_limits<std::uint64_t>::max());
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
    const Solver& solver = choose_solver(request.chapter, request.variant);
    if (!(solver.*able)()) {
        throw BadInput{label(solver) + " " + std::string(unable) + "; try `queens " +
                       (solver.finds() ? "find " : "count ") + request.chapter + " " + request.n +
                       "` (" + std::string(subcommand) + " is for " + chapters_that(able) + ")"};
    }
    if (request.unique && !solver.fundamental) {
        throw BadInput{label(solver) + " does not count fundamental solutions; " +
                       chapters_that(&Solver::fundamental) + " do"};
    }
    const int n = parse_board_size(request.n);
    check_size(solver, n, request.force, environment);
    return {solver, n};
}

int list_chapters(std::ostream& out) {
    for (const Solver& solver : registry()) {
        out << (solver.chapter.number < 10 ? "0" : "") << solver.chapter.number << ' '
            << solver.chapter.name;
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
        return interrupted_status(err);
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
        if (request.boards) {
            out << (i == 0 ? "" : "\n") << format_columns(solutions[i]) << '\n'
                << draw_board(solutions[i]);
        } else {
            out << format_columns(solutions[i]) << '\n';
        }
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
        return interrupted_status(err);
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
        return interrupted_status(err);
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
        out << format_columns(*found.solution) << '\n';
    }
    if (request.stats) {
        report_work(found.work, err);
    }
    return ok;
}

std::string usage_footer() {
    return "Exit status: 0 done; 1 the board has no solution (find); 2 bad input (or a board\n"
           "this machine has no memory for); 3 a result failed the checker; 4 the run failed\n"
           "(an error no input explains); 5 the output could not be written (a full disk, a\n"
           "closed file); 130 interrupted. A reader that stops early, as `| head` does, ends the\n"
           "run quietly.\n";
}

} // namespace

const Solver* find_solver(std::span<const Solver> solvers, std::string_view chapter,
                          std::string_view variant) {
    std::optional<int> number = parse_whole_number(chapter);
    for (const Solver& solver : solvers) {
        bool named = number ? solver.chapter.number == *number : solver.chapter.name == chapter;
        if (named && solver.variant == variant) {
            return &solver;
        }
    }
    return nullptr;
}

int run(const std::vector<std::string>& arguments, std::ostream& out, std::ostream& err,
        const Environment& environment) {
    CLI::App app{"Queens, chapter by chapter: run any chapter's solver.", "queens"};
    app.footer(usage_footer());
    app.require_subcommand(1);
    Request request;

    app.add_subcommand("list", "List the chapters: number, name, title, what each searches");

    const auto board_arguments = [&](CLI::App* command) {
        command->add_option("chapter", request.chapter, "Chapter number (5, 05) or name")
            ->required();
        command->add_option("n", request.n, "Board size")->required();
        command->add_option("--variant", request.variant, "One of the chapter's variants");
        command->add_flag("--force", request.force, "Run beyond the chapter's reasonable n");
        command->add_flag("--stats", request.stats, "Print the work done on stderr");
    };
    CLI::App* solve_command =
        app.add_subcommand("solve", "Print every solution, sorted, one per line");
    board_arguments(solve_command);
    solve_command->add_flag("--boards", request.boards, "Draw each board too");

    CLI::App* count_command = app.add_subcommand("count", "Print the number of solutions");
    board_arguments(count_command);
    count_command->add_flag("--unique", request.unique,
                            "Count fundamental solutions (up to the 8 symmetries)");
    std::string threads;
    CLI::Option* threads_option = count_command->add_option(
        "--threads", threads,
        "Threads of a threaded solver: 0 (the default) one per core, else 1 to " +
            std::to_string(most_threads) + "; never more than the parts of the work");

    CLI::App* find_command = app.add_subcommand("find", "Print one solution");
    board_arguments(find_command);
    std::string seed;
    CLI::Option* seed_option = find_command->add_option(
        "--seed", seed, "Seed of the random choices: 0 to 18446744073709551615 (default 1)");
    find_command->add_flag("--quiet", request.quiet,
                           "Print the time, the work and 'verified' instead of the columns");

    const auto known_command = [&](const std::string& name) {
        const auto commands = app.get_subcommands([](const CLI::App*) { return true; });
        return std::any_of(commands.begin(), commands.end(),
                           [&](const CLI::App* command) { return command->get_name() == name; });
    };
    if (!arguments.empty() && !arguments.front().starts_with("-") &&
        !known_command(arguments.front())) {
        err << "queens: unknown command '" << arguments.front()
            << "' (the commands are list, solve, count and find)\n";
        return bad_input;
    }
    std::vector<std::string> reversed(arguments.rbegin(), arguments.rend());
    try {
        app.parse(reversed);
    } catch (const CLI::CallForHelp&) {
        out << app.help();
        return ok;
    } catch (const CLI::ParseError& error) {
        std::string message = error.what();
        std::replace(message.begin(), message.end(), '\n', ' ');
        err << "queens: " << message << " (queens --help shows the usage)\n";
        return bad_input;
    }

    if (threads_option->count() > 0) {
        request.threads = threads;
    }
    if (seed_option->count() > 0) {
        request.seed = seed;
    }
    try {
        if (app.got_subcommand("list")) {
            return list_chapters(out);
        }
        if (app.got_subcommand(solve_command)) {
            return solve(request, out, err, environment);
        }
        if (app.got_subcommand(count_command)) {
            return count(request, out, err, environment);
        }
        return find(request, out, err, environment);
    } catch (const BadInput& bad) {
        err << "queens: " << bad.message << '\n';
        return bad_input;
    } catch (const Refused& refused) {
        err << "queens: " << refused.what() << '\n';
        return bad_input;
    } catch (const std::bad_alloc&) {
        err << "queens: the machine ran out of memory for n = " << request.n << '\n';
        return bad_input;
    } catch (const std::exception& error) {
        err << "queens: the run failed: " << error.what() << '\n';
        return failed;
    } catch (...) {
        err << "queens: the run failed with an unknown error\n";
        return failed;
    }
}

} // namespace queens::command
