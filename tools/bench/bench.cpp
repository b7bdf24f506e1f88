// The benchmarks: every solver in the registry, timed over the board sizes it declares.
//
// The cases come from the registry, so a new chapter is timed without a change here. Each
// solver's `limits.bench` says how far it is timed; what it offers says what is timed: counting for
// the chapters that enumerate or count, the time to a first solution for the chapters that
// find one. The work a run reports (placements, boards, nodes) becomes user counters, so the
// JSON holds everything the book's tables and figure need. The program also replaces the global
// `operator new` and `operator delete` to keep a tally of the heap in use, so every case reports
// the most heap one call held at once. See README.md in this folder.

#include <benchmark/benchmark.h>
#include <malloc.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <map>
#include <new>
#include <streambuf>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "queens/ch00/registry.hpp"
#include "support/json.hpp"
#include "support/oracle.hpp"

namespace {

// The heap in use, in bytes as the allocator hands them out, and the most of it seen since the
// last reset. Every allocation of the program passes through the operators at the end of this
// file.
std::atomic<std::int64_t> heap_in_use{0};
std::atomic<std::int64_t> heap_peak{0};

void count_allocation(void* block) {
    if (block == nullptr) {
        return;
    }
    const auto size = static_cast<std::int64_t>(malloc_usable_size(block));
    const std::int64_t now = heap_in_use.fetch_add(size, std::memory_order_relaxed) + size;
    std::int64_t peak = heap_peak.load(std::memory_order_relaxed);
    while (now > peak && !heap_peak.compare_exchange_weak(peak, now, std::memory_order_relaxed)) {
    }
}

// Inlined into `operator delete`, the `free` below looks to GCC like the release of a block
// from `operator new` by the wrong function; it is the right one, since the `operator new` at
// the end of this file takes its blocks from `malloc`.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
void release(void* block) noexcept {
    if (block != nullptr) {
        heap_in_use.fetch_sub(static_cast<std::int64_t>(malloc_usable_size(block)),
                              std::memory_order_relaxed);
        std::free(block);
    }
}
#pragma GCC diagnostic pop

// The most heap one call holds at once, above what was in use before it: the largest over
// every call of the case.
class HeapPeak {
public:
    void start() {
        baseline_ = heap_in_use.load(std::memory_order_relaxed);
        heap_peak.store(baseline_, std::memory_order_relaxed);
    }
    void stop() { most_ = std::max(most_, heap_peak.load(std::memory_order_relaxed) - baseline_); }
    void report(benchmark::State& state) const {
        state.counters["peak_heap_bytes"] = static_cast<double>(most_);
    }

private:
    std::int64_t baseline_ = 0;
    std::int64_t most_ = 0;
};

using queens::Solver;

// How much of each range a run times. `full` is what the book reports; `quick` drops the two
// largest boards of every exhaustive range and the largest of every finder's (each step in n
// costs five to ten times the one before, so they are most of the time); `smoke` times one
// small board per solver, a few milliseconds, so that CI can check the code still runs.
enum class Mode { full, quick, smoke };

// A solver that spreads its work over threads (its description says `threaded`) is timed with
// each of these.
constexpr std::array<unsigned, 2> thread_counts{1, 2};

// The smallest board an exhaustive range starts from, and a finder's smallest, 10^3. A finder
// that cannot reach 10^3 queens is a search for a first solution, timed on every board from 8.
constexpr int smallest_exhaustive = 4;
constexpr int smallest_found = 1000;
constexpr int smallest_searched = 8;

std::atomic<int> failures{0};

std::string case_name(const Solver& solver, std::string_view operation, unsigned threads,
                      bool show_threads, int n) {
    std::string name(solver.chapter.id);
    if (!solver.variant.empty()) {
        name += '.';
        name += solver.variant;
    }
    name += '/';
    name += operation;
    if (show_threads) {
        name += "/threads:" + std::to_string(threads);
    }
    name += "/n:" + std::to_string(n);
    return name;
}

// The work of every iteration, added up unit by unit. The first unit a solver reports is its
// headline figure (placements, boards, nodes); it also names the case's label, which is how the
// scripts know which of the units to put in the book's tables.
class WorkTotals {
public:
    void add(const queens::Work& work) {
        if (headline_.empty() && !work.empty()) {
            headline_ = work.front().unit;
        }
        for (const queens::Tally& tally : work) {
            totals_[std::string(tally.unit)] += tally.count;
        }
    }

    // Each unit per run (`placements`), and the headline also per second (`placements/s`).
    void report(benchmark::State& state) const {
        for (const auto& [unit, total] : totals_) {
            const auto value = static_cast<double>(total);
            state.counters[unit] = benchmark::Counter(value, benchmark::Counter::kAvgIterations);
            if (unit == headline_) {
                state.counters[unit + "/s"] =
                    benchmark::Counter(value, benchmark::Counter::kIsRate);
            }
        }
        state.SetLabel(headline_);
    }

private:
    std::map<std::string, std::uint64_t> totals_;
    std::string headline_;
};

void fail(benchmark::State& state, const std::string& why) {
    ++failures;
    state.SkipWithError(why.c_str());
}

void time_count(benchmark::State& state, const Solver& solver, unsigned threads, int n) {
    queens::Options options;
    options.threads = threads;
    WorkTotals work;
    HeapPeak heap;
    queens::Count count;
    for (auto _ : state) {
        heap.start();
        count = solver.count(n, options);
        heap.stop();
        benchmark::DoNotOptimize(count.total);
        work.add(count.work);
    }
    if (state.error_occurred()) {
        return;
    }
    // A timing of a wrong answer means nothing, so every count is checked against the OEIS.
    const auto known_total = queens::oracle::known_total(n);
    if (known_total && count.total != *known_total) {
        fail(state, "counted " + std::to_string(count.total) + " solutions, not " +
                        std::to_string(*known_total));
        return;
    }
    const auto known_unique = queens::oracle::known_unique(n);
    if (solver.fundamental && known_unique && count.unique != known_unique) {
        fail(state, "counted " + std::to_string(count.unique.value_or(0)) +
                        " fundamental solutions, not " + std::to_string(*known_unique));
        return;
    }
    work.report(state);
    heap.report(state);
    state.counters["solutions"] = static_cast<double>(count.total);
}

// Time to a first solution. Each iteration takes the next seed, so a long run averages over
// seeds instead of timing one lucky or unlucky start again and again; the check of the answer
// is not timed.
void time_find(benchmark::State& state, const Solver& solver, int n) {
    queens::Options options;
    WorkTotals work;
    HeapPeak heap;
    std::uint64_t seed = 1;
    for (auto _ : state) {
        options.seed = seed++;
        heap.start();
        queens::Found found = solver.find(n, options);
        heap.stop();
        benchmark::DoNotOptimize(found.solution);
        state.PauseTiming();
        const bool right = found.solution && queens::is_solution(*found.solution) &&
                           found.solution->size() == static_cast<std::size_t>(n);
        work.add(found.work);
        state.ResumeTiming();
        if (!right) {
            fail(state, "seed " + std::to_string(options.seed) + " gave no valid solution");
            break;
        }
    }
    if (!state.error_occurred()) {
        work.report(state);
        heap.report(state);
    }
}

// Every board from `first` to `largest`, the quick run without the two largest.
std::vector<int> every_board(int first, int largest, Mode mode) {
    const int last = mode == Mode::quick ? std::max(first, largest - 2) : largest;
    std::vector<int> sizes;
    for (int n = first; n <= last; ++n) {
        sizes.push_back(n);
    }
    return sizes;
}

std::vector<int> exhaustive_sizes(const Solver& solver, Mode mode) {
    const int largest = solver.limits.bench;
    if (largest < 1) {
        return {};
    }
    if (mode == Mode::smoke) {
        return {largest >= 6 ? 6 : std::min(largest, smallest_exhaustive)};
    }
    return every_board(std::min(smallest_exhaustive, largest), largest, mode);
}

std::vector<int> found_sizes(const Solver& solver, Mode mode) {
    const int largest = solver.limits.bench;
    if (largest < 1) {
        return {};
    }
    if (largest < smallest_found) {
        const int first = std::min(smallest_searched, largest);
        return mode == Mode::smoke ? std::vector<int>{first} : every_board(first, largest, mode);
    }
    if (mode == Mode::smoke) {
        return {smallest_found};
    }
    const int last = mode == Mode::quick ? std::max(smallest_found, largest / 10) : largest;
    std::vector<int> sizes;
    for (long long n = smallest_found; n <= last; n *= 10) {
        sizes.push_back(static_cast<int>(n));
    }
    return sizes;
}

void register_solver(const Solver& solver, Mode mode) {
    const bool finds = solver.finds();
    const std::vector<int> sizes =
        finds ? found_sizes(solver, mode) : exhaustive_sizes(solver, mode);
    // A solver that needs what this machine lacks (chapter 15's GPU variant, where no GPU can
    // count) refuses the smallest board; it is left out, with its reason.
    if (!finds && !sizes.empty()) {
        try {
            (void)solver.count(sizes.front(), {});
        } catch (const queens::Refused& refused) {
            std::fprintf(stderr, "queens_bench: %s is not timed here: %s\n",
                         queens::label(solver).c_str(), refused.what());
            return;
        }
    }
    const bool threaded = solver.threaded;
    std::vector<unsigned> threads{1};
    if (threaded) {
        threads.assign(thread_counts.begin(), thread_counts.end());
    }
    for (unsigned thread_count : threads) {
        for (int n : sizes) {
            const std::string name =
                case_name(solver, finds ? "find" : "count", thread_count, threaded, n);
            benchmark::internal::Benchmark* timed =
                finds ? benchmark::RegisterBenchmark(
                            name.c_str(),
                            [&solver, n](benchmark::State& state) { time_find(state, solver, n); })
                      : benchmark::RegisterBenchmark(
                            name.c_str(), [&solver, thread_count, n](benchmark::State& state) {
                                time_count(state, solver, thread_count, n);
                            });
            // The console's unit only; the JSON records it, and the scripts convert. The CPU
            // column is the whole process's processor time, every thread's, user and system,
            // so that a case disturbed by other work on the machine shows itself beside its
            // wall time.
            const bool small = finds ? n <= 10'000 : n < 10;
            timed->UseRealTime()->MeasureProcessCPUTime()->Unit(small ? benchmark::kMicrosecond
                                                                      : benchmark::kMillisecond);
        }
    }
}

// Writing the answer of `queens find`: the columns of a solution of n queens, formatted as the
// command prints them, into a stream that keeps nothing, so that the case times the formatting
// and the stream, not a disk. The solution comes from the finder that reaches the largest boards
// (chapter 11's construction), found once, before the timing. The names, `answer/write/n:N`, are
// not a chapter's, so the scripts that draw the chapters' tables pass them by.
class Discard : public std::streambuf {
public:
    [[nodiscard]] std::uint64_t bytes() const { return bytes_; }

protected:
    std::streamsize xsputn(const char*, std::streamsize count) override {
        bytes_ += static_cast<std::uint64_t>(count);
        return count;
    }
    int_type overflow(int_type character) override {
        ++bytes_;
        return traits_type::not_eof(character);
    }

private:
    std::uint64_t bytes_ = 0;
};

void time_write(benchmark::State& state, int n) {
    const Solver* finder = nullptr;
    for (const Solver& solver : queens::registry()) {
        if (solver.finds() && (finder == nullptr || solver.limits.bench > finder->limits.bench)) {
            finder = &solver;
        }
    }
    const queens::Found found = finder != nullptr && finder->limits.representable >= n
                                    ? finder->find(n, {})
                                    : queens::Found{};
    if (!found.solution) {
        fail(state, "no chapter found a solution of " + std::to_string(n) + " queens to write");
        return;
    }
    Discard discard;
    std::ostream out(&discard);
    for (auto _ : state) {
        queens::write_columns(*found.solution, out);
        out << '\n';
    }
    const auto bytes = static_cast<double>(discard.bytes());
    state.counters["bytes"] = benchmark::Counter(bytes, benchmark::Counter::kAvgIterations);
    state.counters["bytes/s"] = benchmark::Counter(bytes, benchmark::Counter::kIsRate);
    state.counters["queens/s"] =
        benchmark::Counter(static_cast<double>(n) * static_cast<double>(state.iterations()),
                           benchmark::Counter::kIsRate);
}

void register_writing(Mode mode) {
    const std::vector<int> sizes = mode == Mode::smoke ? std::vector<int>{1'000}
                                   : mode == Mode::quick
                                       ? std::vector<int>{1'000'000, 10'000'000}
                                       : std::vector<int>{1'000'000, 10'000'000, 100'000'000};
    for (const int n : sizes) {
        benchmark::RegisterBenchmark(("answer/write/n:" + std::to_string(n)).c_str(),
                                     [n](benchmark::State& state) { time_write(state, n); })
            ->UseRealTime()
            ->Unit(benchmark::kMillisecond);
    }
}

// What the registry says of every solver, for the scripts that draw the tables, and the
// solver's own estimate of the work of the boards it is not timed on (n = 8 for the
// progression, up to the largest board whose count is known, for the fastest chapters), from
// which the tables extrapolate: `"workload": {"9": 1.5e17}`, in the solver's `unit`.
nlohmann::ordered_json describe_solvers() {
    int largest_known = 1;
    while (queens::oracle::known_total(largest_known + 1)) {
        ++largest_known;
    }
    auto described = nlohmann::ordered_json::array();
    for (const Solver& solver : queens::registry()) {
        nlohmann::ordered_json solver_json = queens::support::describe(solver);
        auto& workload = solver_json["workload"] = nlohmann::ordered_json::object();
        if (solver.workload && !solver.finds()) {
            for (int n = solver.limits.bench + 1;
                 n <= std::min(largest_known, solver.limits.representable); ++n) {
                workload[std::to_string(n)] = static_cast<double>(solver.workload(n).count);
            }
        }
        described.push_back(std::move(solver_json));
    }
    return described;
}

// Google Benchmark's JSON file gets one member more in its context: `queens_solvers`, the
// description above, as JSON (the library's own context holds only text). It goes in as text,
// after the line that opens the context: a case's figure can be NaN, which Google Benchmark
// writes and JSON parsers refuse, so the file is never parsed here.
bool add_solvers(const std::string& path) {
    std::ifstream file(path);
    std::string text{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
    const std::string_view opening = "\"context\": {";
    const auto context = text.find(opening);
    if (!file || context == std::string::npos) {
        std::fprintf(stderr, "queens_bench: %s has no context to describe the solvers in\n",
                     path.c_str());
        return false;
    }
    text.insert(context + opening.size(),
                "\n    \"queens_solvers\": " + describe_solvers().dump() + ",");
    return static_cast<bool>(std::ofstream(path) << text);
}

// The processor's model name, without the marks "(R)" and "(TM)" and a last word "Processor":
// "Intel(R) Xeon(R) Processor" is "Intel Xeon".
std::string processor_name() {
    std::ifstream cpuinfo("/proc/cpuinfo");
    std::string line;
    while (std::getline(cpuinfo, line)) {
        if (line.rfind("model name", 0) == 0) {
            const auto colon = line.find(':');
            if (colon == std::string::npos) {
                continue;
            }
            std::string name = line.substr(line.find_first_not_of(" \t", colon + 1));
            for (const std::string_view mark : {"(R)", "(TM)"}) {
                for (auto at = name.find(mark); at != std::string::npos; at = name.find(mark)) {
                    name.erase(at, mark.size());
                }
            }
            constexpr std::string_view last = " Processor";
            if (name.size() > last.size() && name.ends_with(last)) {
                name.erase(name.size() - last.size());
            }
            return name;
        }
    }
    return "unknown processor";
}

struct Settings {
    Mode mode = Mode::full;
    std::string machine;
    std::string json_file; // the file --benchmark_out names, when it is JSON (the default)
};

constexpr std::string_view mode_flag = "--queens_mode=";
constexpr std::string_view machine_flag = "--queens_machine=";

// Reads and removes this program's own flags; Google Benchmark's flags are left for it. A
// minimum time per case is added from the mode unless the command line gives one.
bool read_settings(std::vector<char*>& args, Settings& settings, std::string& min_time) {
    bool has_min_time = false;
    bool has_other_format = false;
    std::vector<char*> kept;
    for (char* arg : args) {
        const std::string_view text = arg;
        if (text.rfind(mode_flag, 0) == 0) {
            const std::string_view value = text.substr(mode_flag.size());
            if (value == "full") {
                settings.mode = Mode::full;
            } else if (value == "quick") {
                settings.mode = Mode::quick;
            } else if (value == "smoke") {
                settings.mode = Mode::smoke;
            } else {
                std::fprintf(stderr, "queens_bench: --queens_mode is full, quick or smoke\n");
                return false;
            }
            continue;
        }
        if (text.rfind(machine_flag, 0) == 0) {
            settings.machine = text.substr(machine_flag.size());
            continue;
        }
        has_min_time = has_min_time || text.rfind("--benchmark_min_time", 0) == 0;
        if (text.rfind("--benchmark_out=", 0) == 0) {
            settings.json_file = text.substr(std::string_view("--benchmark_out=").size());
        }
        if (text.rfind("--benchmark_out_format=", 0) == 0 &&
            text != "--benchmark_out_format=json") {
            has_other_format = true;
        }
        kept.push_back(arg);
    }
    if (!has_min_time) {
        min_time = settings.mode == Mode::full    ? "--benchmark_min_time=0.5"
                   : settings.mode == Mode::quick ? "--benchmark_min_time=0.1"
                                                  : "--benchmark_min_time=0.001";
        kept.insert(kept.begin() + (kept.empty() ? 0 : 1), min_time.data());
    }
    if (has_other_format) {
        settings.json_file.clear();
    }
    args = kept;
    return true;
}

// The ways of computing that the chapters' environment variables choose on this processor, as
// the variables name them, each chapter's once: `ch13: QUEENS_POPCOUNT=nibbles QUEENS_JOIN=...`.
// Throws `Refused` for a value a chapter refuses.
std::string ways_chosen() {
    std::string ways;
    std::string_view last_chapter;
    for (const Solver& solver : queens::registry()) {
        if (solver.read_environment && solver.chapter.id != last_chapter) {
            last_chapter = solver.chapter.id;
            ways += (ways.empty() ? "" : "; ") + std::string(solver.chapter.id) + ": " +
                    solver.read_environment();
        }
    }
    return ways;
}

} // namespace

int main(int argc, char** argv) {
    std::vector<char*> args(argv, argv + argc);
    Settings settings;
    std::string min_time;
    if (!read_settings(args, settings, min_time)) {
        return 2;
    }
    std::string ways;
    try {
        ways = ways_chosen();
    } catch (const queens::Refused& refused) {
        std::fprintf(stderr, "queens_bench: %s\n", refused.what());
        return 2;
    }
    int count = static_cast<int>(args.size());
    args.push_back(nullptr);
    benchmark::Initialize(&count, args.data());
    if (benchmark::ReportUnrecognizedArguments(count, args.data())) {
        return 2;
    }

    for (const Solver& solver : queens::registry()) {
        register_solver(solver, settings.mode);
    }
    register_writing(settings.mode);

    const std::string processor = processor_name();
    const unsigned hardware_threads = std::thread::hardware_concurrency();
    benchmark::AddCustomContext("queens_mode", settings.mode == Mode::full    ? "full"
                                               : settings.mode == Mode::quick ? "quick"
                                                                              : "smoke");
    benchmark::AddCustomContext("queens_processor", processor);
    benchmark::AddCustomContext("queens_machine", settings.machine.empty()
                                                      ? processor + ", " +
                                                            std::to_string(hardware_threads) +
                                                            " hardware threads"
                                                      : settings.machine);
    benchmark::AddCustomContext("queens_compiler", QUEENS_BENCH_COMPILER);
    benchmark::AddCustomContext("queens_build", QUEENS_BENCH_BUILD);
    benchmark::AddCustomContext("queens_ways", ways);

    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    if (!settings.json_file.empty() && !add_solvers(settings.json_file)) {
        return 1;
    }
    if (failures > 0) {
        std::fprintf(stderr, "queens_bench: %d case(s) gave a wrong answer\n", failures.load());
        return 1;
    }
    return 0;
}

// Every allocation and release of the program, counted. The array and nothrow forms of `new` and
// `delete` forward to these in the standard library.
void* operator new(std::size_t size) {
    void* block = std::malloc(size == 0 ? 1 : size);
    if (block == nullptr) {
        throw std::bad_alloc();
    }
    count_allocation(block);
    return block;
}

void* operator new(std::size_t size, std::align_val_t alignment) {
    const auto align = static_cast<std::size_t>(alignment);
    void* block = std::aligned_alloc(align, (size + align - 1) / align * align);
    if (block == nullptr) {
        throw std::bad_alloc();
    }
    count_allocation(block);
    return block;
}

void operator delete(void* block) noexcept { release(block); }

void operator delete(void* block, std::align_val_t) noexcept { release(block); }

void operator delete(void* block, std::size_t) noexcept { release(block); }

void operator delete(void* block, std::size_t, std::align_val_t) noexcept { release(block); }
