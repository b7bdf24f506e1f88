// queens_pictures OUTPUT_DIR: draws the book's pictures from the solvers' own output.
//
// Every picture is computed here, at build time, by the code the chapters describe; none is
// drawn by hand or kept in git. docs/README.md lists the files and how a chapter shows them.
// Besides the pictures, solvers.json describes every solver in the registry for the site's
// table of chapters.

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "pictures_chapters.hpp"
#include "queens/ch00/board.hpp"
#include "queens/ch00/registry.hpp"
#include "queens/ch00/solver.hpp"
#include "support/json.hpp"
#include "support/oracle.hpp"
#include "svg.hpp"

namespace {

namespace fs = std::filesystem;
using pictures::Board;
using queens::Placement;

// OEIS A000170: the number of solutions, for checking what the solver returns.
std::uint64_t known_count(int n) { return queens::oracle::known_total(n).value(); }

void write(const fs::path& path, const std::string& text) {
    std::ofstream file(path, std::ios::binary);
    file << text;
    if (!file) {
        throw std::runtime_error("cannot write " + path.string());
    }
}

std::string columns_of(const Placement& placement) { return queens::format_columns(placement); }

/// The enumerating solver that goes furthest in the shared suite, if any reaches n.
const queens::Solver* enumerator_for(int n) {
    const queens::Solver* best = nullptr;
    for (const queens::Solver& solver : queens::registry()) {
        if (!solver.enumerates() || solver.limits.enumerate_in_suite < n) {
            continue;
        }
        if (best == nullptr || solver.limits.enumerate_in_suite > best->limits.enumerate_in_suite) {
            best = &solver;
        }
    }
    return best;
}

std::vector<Placement> all_solutions(const queens::Solver& solver, int n) {
    const std::vector<Placement> solutions = queens::sorted_solutions(solver, n);
    const auto expected = known_count(n);
    if (solutions.size() != expected) {
        throw std::runtime_error(
            queens::label(solver) + " found " + std::to_string(solutions.size()) +
            " solutions for n = " + std::to_string(n) + ", not " + std::to_string(expected));
    }
    for (const Placement& solution : solutions) {
        if (!queens::is_solution(solution)) {
            throw std::runtime_error(
                queens::label(solver) +
                " returned a board that is no solution: " + columns_of(solution));
        }
    }
    return solutions;
}

void draw_solutions(const fs::path& out, int n) {
    const queens::Solver* solver = enumerator_for(n);
    if (solver == nullptr) {
        std::cout << "queens_pictures: no chapter enumerates n = " << n << " yet; skipped\n";
        return;
    }
    const std::vector<Placement> solutions = all_solutions(*solver, n);
    std::vector<Board> boards;
    for (const Placement& solution : solutions) {
        boards.push_back({n, solution, 0, columns_of(solution)});
    }
    const int square = n >= 8 ? 14 : 20;
    const std::string name = "solutions-" + std::to_string(n) + ".svg";
    write(out / name,
          pictures::board_grid(boards, n >= 8 ? 8 : 5, square,
                               "The " + std::to_string(solutions.size()) + " solutions of the " +
                                   std::to_string(n) + " × " + std::to_string(n) + " board"));
    if (!solutions.empty()) {
        const Board first{n, solutions.front(), 0, columns_of(solutions.front())};
        write(out / ("solution-" + std::to_string(n) + ".svg"),
              pictures::board_grid(std::span(&first, 1), 1, 36,
                                   "A solution of the " + std::to_string(n) + " × " +
                                       std::to_string(n) + " board: " + first.label));
    }
}

#if QUEENS_PICTURES_FUNDAMENTAL && QUEENS_PICTURES_IMAGES
/// The distinct images of a placement under the symmetries of the square: its class.
std::set<Placement> symmetry_class(const Placement& columns) {
    const std::vector<Placement> images = pictures::supplied::images_of(columns);
    return {images.begin(), images.end()};
}

void draw_fundamental(const fs::path& out, int n) {
    std::vector<Placement> fundamental = pictures::supplied::fundamental_solutions(n);
    std::sort(fundamental.begin(), fundamental.end());
    std::vector<Board> boards;
    std::uint64_t covered = 0;
    for (const Placement& solution : fundamental) {
        if (!queens::is_solution(solution)) {
            throw std::runtime_error(
                "fundamental_solutions(" + std::to_string(n) +
                ") returned a board that is no solution: " + columns_of(solution));
        }
        const std::size_t images = symmetry_class(solution).size();
        covered += images;
        boards.push_back(
            {n, solution, 0, columns_of(solution) + "  (×" + std::to_string(images) + ")"});
    }
    if (covered != known_count(n)) {
        throw std::runtime_error("the images of fundamental_solutions(" + std::to_string(n) +
                                 ") cover " + std::to_string(covered) + " boards, not " +
                                 std::to_string(known_count(n)));
    }
    write(out / ("fundamental-" + std::to_string(n) + ".svg"),
          pictures::board_grid(boards, n >= 8 ? 6 : 4, n >= 8 ? 16 : 20,
                               "The " + std::to_string(fundamental.size()) +
                                   " fundamental solutions of the " + std::to_string(n) + " × " +
                                   std::to_string(n) + " board, each with the size of its class"));
}
#endif

#if QUEENS_PICTURES_THREAT_MASKS
std::string hex(std::uint64_t value) {
    char text[24];
    std::snprintf(text, sizeof text, "0x%016llx", static_cast<unsigned long long>(value));
    return text;
}

Board threat_board(int row, int column) {
    Placement queen(8, -1);
    queen[static_cast<std::size_t>(row)] = column;
    const std::uint64_t mask = pictures::supplied::threat_mask(row, column);
    const std::uint64_t own_square = std::uint64_t{1} << (8 * row + column);
    return {8, queen, mask & ~own_square,
            "threat_mask(" + std::to_string(row) + ", " + std::to_string(column) + ")\n" +
                hex(mask)};
}

void draw_threat_masks(const fs::path& out) {
    for (int row = 0; row < 8; ++row) {
        for (int column = 0; column < 8; ++column) {
            const Board board = threat_board(row, column);
            write(out / ("threat-mask-" + std::to_string(row) + "-" + std::to_string(column) +
                         ".svg"),
                  pictures::board_grid(std::span(&board, 1), 1, 26,
                                       "The squares a queen on row " + std::to_string(row) +
                                           ", column " + std::to_string(column) + " attacks"));
        }
    }
    const std::vector<Board> examples = {threat_board(0, 0), threat_board(3, 4), threat_board(0, 5),
                                         threat_board(6, 1)};
    write(out / "threat-masks.svg",
          pictures::board_grid(examples, 4, 20,
                               "The threat masks of four squares: the queen's row, column "
                               "and diagonals, shaded"));
}
#endif

#if QUEENS_PICTURES_SEARCH_TREE
void draw_search_trees(const fs::path& out) {
    for (int n : {4, 5}) {
        write(out / ("search-tree-" + std::to_string(n) + ".dot"),
              pictures::supplied::search_tree_dot(n));
    }
}
#endif

/// The first figure of the work a run at n did, in words ("2,057 nodes"), when the shared suite
/// runs that n (and so it is quick); empty otherwise.
std::string measured_work(const queens::Solver& solver, int n) {
    queens::Work work;
    if (solver.finds()) {
        if (n > solver.limits.command) {
            return "";
        }
        work = solver.find(n).work;
    } else {
        if (n > solver.limits.count_in_suite) {
            return "";
        }
        work = solver.count(n).work;
    }
    if (work.empty()) {
        return "";
    }
    return queens::approximately(static_cast<long double>(work.front().count)) + " " +
           std::string(work.front().unit);
}

/// What the site's table of chapters says about each solver, from the solvers themselves.
std::string solvers_json() {
    std::ostringstream json;
    json << "[\n";
    bool first = true;
    for (const queens::Solver& solver : queens::registry()) {
        const std::string workload_8 =
            solver.workload && solver.limits.representable >= 8 ? in_words(solver.workload(8)) : "";
        json << (first ? "" : ",\n") << "  {" << queens::support::solver_members(solver)
             << ", \"workload_8\": " << queens::support::json_string(workload_8)
             << ", \"work_8\": " << queens::support::json_string(measured_work(solver, 8)) << "}";
        first = false;
    }
    json << "\n]\n";
    return json.str();
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: queens_pictures OUTPUT_DIR\n";
        return 2;
    }
    try {
        const fs::path out = argv[1];
        fs::create_directories(out);
        write(out / "solvers.json", solvers_json());
        for (int n = 4; n <= 8; ++n) {
            draw_solutions(out, n);
        }
#if QUEENS_PICTURES_FUNDAMENTAL && QUEENS_PICTURES_IMAGES
        for (int n = 4; n <= 8; ++n) {
            draw_fundamental(out, n);
        }
#endif
#if QUEENS_PICTURES_THREAT_MASKS
        draw_threat_masks(out);
#endif
#if QUEENS_PICTURES_SEARCH_TREE
        draw_search_trees(out);
#endif
    } catch (const std::exception& error) {
        std::cerr << "queens_pictures: " << error.what() << '\n';
        return 1;
    }
    return 0;
}
