#include "command.hpp"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <functional>
#include <limits>
#include <new>
#include <optional>
#include <ostream>

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

/// n as the user typed it: a whole number from 1 up, in an int.
int parse_board_size(const std::string& text) {
    const std::optional<std::uint64_t> value = read_whole_number(text);
    const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
    if (!value && !digits) {
        throw BadInput{"n must be a whole number from 1 up, not " + quoted_safely(text)};
    }
    if (!value || *value > 2'000'000'000U) {
        throw BadInput{"n = " + quoted_safely(text) + " is far too large for any chapter"};
    }
    if (*value < 1) {
        throw BadInput{"n must be at least 1, got " + quoted_safely(text)};
    }
    return static_cast<int>(*value);
}

const Solver& choose_solver(const std::string& chapter, const std::optional<std::string>& given) {
    if (given && given->empty()) {
        throw BadInput{"--variant takes the name of a variant, not ''"};
    }
    const std::string variant = given.value_or("");
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
            "chapter " + std::to_string(main->chapter.number) + " has no variant " +
            quoted_safely(variant) +
            (known.empty() ? std::string(" (it has none)") : " (it has: " + known + ")")};
    }
    throw BadInput{"unknown chapter " + quoted_safely(chapter) + " (queens list shows them)"};
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
        err << tally.count << ' ' << tally.unit << '\n';
    }
}

bool stopped(const Environment& environment) {
    return environment.stop != nullptr && environment.stop->load();
}

/// Says in one line why the run stopped, and returns the status that says it too.
int stopped_status(std::ostream& err, const Environment& environment) {
    const int signal = environment.stop_signal != nullptr ? environment.stop_signal->load() : 0;
    const Stopped stopped = stopped_by(signal == 0 ? SIGINT : signal);
    err << stopped.line;
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

/// The most threads `--threads` takes: far more than any machine the book runs on has cores,
/// and few enough that asking for them is never a mistake that takes the machine down.
constexpr unsigned most_threads = 1024;

/// A whole number the user typed for `option`, from `least` to `most`; anything else, a sign,
/// a fraction or a number that does not fit, is bad input.
std::uint64_t parse_option(const std::string& option, const std::string& text, std::uint64_t least,
                           std::uint64_t most) {
    const std::optional<std::uint64_t> value = read_whole_number(text);
    if (!value || *value < least || *value > most) {
        throw BadInput{option + " takes a whole number from " + std::to_string(least) + " to " +
                       std::to_string(most) + ", not " + quoted_safely(text)};
    }
    return *value;
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
        if (!solver.seeded) {
            throw BadInput{label(solver) + " makes no random choices; --seed is for " +
                           chapters_that(&Solver::seeded)};
        }
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
    const int n = parse_board_size(request.n);
    const Solver& solver = choose_solver(request.chapter, request.variant);
    if (!(solver.*able)()) {
        throw BadInput{label(solver) + " " + std::string(unable) + "; try `queens " +
                       (solver.finds() ? "find " : "count ") +
                       std::to_string(solver.chapter.number) + " " + std::to_string(n) + "` (" +
                       std::string(subcommand) + " is for " + chapters_that(able) + ")"};
    }
    if (request.unique && !solver.fundamental) {
        throw BadInput{label(solver) + " does not count fundamental solutions; " +
                       chapters_that(&Solver::fundamental) + " do"};
    }
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

/// A subcommand: its name, the arguments it takes, and what it prints.
struct Subcommand {
    std::string_view name;
    std::string_view arguments;
    std::string_view does;
};

constexpr Subcommand subcommands[] = {
    {"list", "", "the chapters: number, name, title, what each searches"},
    {"solve", "CHAPTER N", "every solution, sorted, one per line"},
    {"count", "CHAPTER N", "the number of solutions"},
    {"find", "CHAPTER N", "one solution"},
};

/// An option: its name, the subcommands that take it, and where its flag or its value goes.
struct OptionSpec {
    std::string_view name;
    std::string_view value; ///< what its value is called, "" for a flag
    std::string_view takes; ///< the subcommands that take it, as "count, find"
    std::string_view does;
    bool Request::*flag = nullptr;
    std::optional<std::string> Request::*text = nullptr;
};

const OptionSpec option_specs[] = {
    {"--variant",
     "NAME",
     "solve, count, find",
     "one of the chapter's variants (queens list)",
     {},
     &Request::variant},
    {"--force", "", "solve, count, find", "run beyond the chapter's reasonable n", &Request::force},
    {"--stats", "", "solve, count, find", "print the work done on stderr", &Request::stats},
    {"--boards", "", "solve", "draw each board after its line", &Request::boards},
    {"--unique", "", "count", "count the fundamental solutions (up to the 8 symmetries)",
     &Request::unique},
    {"--threads",
     "T",
     "count",
     "threads of a threaded solver: 0 (the default) one per core, else 1 to 1024",
     {},
     &Request::threads},
    {"--seed",
     "S",
     "find",
     "seed of a random search: 0 to 18446744073709551615 (default 1)",
     {},
     &Request::seed},
    {"--quiet", "", "find", "print the time, the work and 'verified' instead of the columns",
     &Request::quiet},
};

std::string help_text() {
    std::string text = "Queens, chapter by chapter: run any chapter's solver.\n\nUsage:\n";
    for (const Subcommand& subcommand : subcommands) {
        std::string line = "  queens " + std::string(subcommand.name) + " " +
                           std::string(subcommand.arguments) +
                           (subcommand.arguments.empty() ? "" : " [OPTIONS]");
        line.resize(std::max<std::size_t>(line.size() + 2, 36), ' ');
        text += line + std::string(subcommand.does) + "\n";
    }
    text += "\nOptions:\n";
    for (const OptionSpec& option : option_specs) {
        std::string line = "  ";
        line += option.name;
        if (!option.value.empty()) {
            line += ' ';
            line += option.value;
        }
        line.resize(std::max<std::size_t>(line.size() + 1, 17), ' ');
        text += line + "(" + std::string(option.takes) + ") " + std::string(option.does) + "\n";
    }
    text +=
        "  --help         this text\n\n"
        "CHAPTER is a number (5, 05) or a name (backtracking). N and every number an option\n"
        "takes are decimal digits alone: leading zeros are read (08 is 8); a sign, a point, a\n"
        "space or an exponent is refused. An option takes its value as --seed 5 or --seed=5.\n\n"
        "Exit status: 0 done, the whole answer written; 1 the board has no solution (find);\n"
        "2 bad input, or a board this machine has no memory for, or memory that ran out;\n"
        "3 a result failed the checker; 4 the run failed (an error no input explains);\n"
        "5 the output could not be written (a full disk, a closed file); 129 hung up\n"
        "(SIGHUP); 130 interrupted (Ctrl-C); 141 the reader closed the output early, as\n"
        "`| head` does; 143 terminated (SIGTERM). Every status but 0 comes with nothing on\n"
        "stdout, or only what a reader that closed it early took, and, except 141, one line\n"
        "on stderr.\n";
    return text;
}

bool starts_option(std::string_view argument) {
    // "-1" is a number the user typed (and refused as n), not an option.
    return argument.size() > 1 && argument.front() == '-' &&
           !(argument[1] >= '0' && argument[1] <= '9');
}

/// Reads the arguments into a request: the subcommand, its chapter and n, and its options, each
/// taken once, by the subcommand it belongs to. Anything else is bad input.
Request read_arguments(const std::vector<std::string>& arguments) {
    Request request;
    if (arguments.empty()) {
        throw BadInput{"a command is required: list, solve, count or find (queens --help shows "
                       "the usage)"};
    }
    const std::string& command = arguments.front();
    const auto named = std::find_if(std::begin(subcommands), std::end(subcommands),
                                    [&](const Subcommand& known) { return known.name == command; });
    if (named == std::end(subcommands)) {
        throw BadInput{(starts_option(command) ? "unknown option " : "unknown command ") +
                       quoted_safely(command) +
                       " before the command (the commands are list, solve, count and find)"};
    }
    request.command = command;
    std::vector<std::string> positional;
    for (std::size_t i = 1; i < arguments.size(); ++i) {
        const std::string& argument = arguments[i];
        if (!starts_option(argument)) {
            positional.push_back(argument);
            continue;
        }
        const std::size_t equals = argument.find('=');
        const std::string_view name = std::string_view(argument).substr(0, equals);
        const auto option =
            std::find_if(std::begin(option_specs), std::end(option_specs),
                         [&](const OptionSpec& known) { return known.name == name; });
        if (option == std::end(option_specs)) {
            throw BadInput{"unknown option " + quoted_safely(argument) +
                           " (queens --help lists the options)"};
        }
        const std::string option_name(option->name);
        if (option->takes.find(command) == std::string_view::npos) {
            throw BadInput{option_name + " is not an option of " + command + "; it is for " +
                           std::string(option->takes)};
        }
        if (option->flag != nullptr) {
            if (equals != std::string::npos) {
                throw BadInput{option_name + " takes no value, not " +
                               quoted_safely(argument.substr(equals + 1))};
            }
            if (request.*option->flag) {
                throw BadInput{option_name + " is given twice"};
            }
            request.*option->flag = true;
            continue;
        }
        if ((request.*option->text).has_value()) {
            throw BadInput{option_name + " is given twice"};
        }
        if (equals != std::string::npos) {
            request.*option->text = argument.substr(equals + 1);
        } else if (i + 1 < arguments.size()) {
            request.*option->text = arguments[++i];
        } else {
            throw BadInput{option_name + " needs a value: " + option_name + " " +
                           std::string(option->value)};
        }
    }
    if (named->arguments.empty()) {
        if (!positional.empty()) {
            throw BadInput{command + " takes no arguments, not " + quoted_safely(positional[0])};
        }
        return request;
    }
    if (positional.size() < 2) {
        throw BadInput{command + " needs " + (positional.empty() ? "a chapter and n" : "n") +
                       ": queens " + command + " CHAPTER N"};
    }
    if (positional.size() > 2) {
        throw BadInput{"unexpected argument " + quoted_safely(positional[2]) + " after " + command +
                       "'s chapter and n"};
    }
    request.chapter = positional[0];
    request.n = positional[1];
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

Stopped stopped_by(int signal) noexcept {
    switch (signal) {
    case SIGTERM:
        return {"queens: terminated\n", terminated};
    case SIGHUP:
        return {"queens: hung up\n", hung_up};
    default:
        return {"queens: interrupted\n", interrupted};
    }
}

const Solver* find_solver(std::span<const Solver> solvers, std::string_view chapter,
                          std::string_view variant) {
    const std::optional<std::uint64_t> number = read_whole_number(chapter);
    for (const Solver& solver : solvers) {
        const bool named = number ? static_cast<std::uint64_t>(solver.chapter.number) == *number
                                  : solver.chapter.name == chapter;
        if (named && solver.variant == variant) {
            return &solver;
        }
    }
    return nullptr;
}

int run(const std::vector<std::string>& arguments, std::ostream& out, std::ostream& err,
        const Environment& environment) {
    try {
        if (std::any_of(arguments.begin(), arguments.end(), [](const std::string& argument) {
                return argument == "--help" || argument == "-h";
            })) {
            out << help_text();
            return ok;
        }
        return run_request(read_arguments(arguments), out, err, environment);
    } catch (const BadInput& bad) {
        err << "queens: " << bad.message << '\n';
        return bad_input;
    } catch (const Refused& refused) {
        err << "queens: " << refused.what() << '\n';
        return bad_input;
    } catch (const std::bad_alloc&) {
        err << "queens: this machine ran out of memory for the run\n";
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
