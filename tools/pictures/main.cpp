// queens_pictures OUTPUT_DIR: draws the book's pictures from the solvers' own output.
//
// Every picture of a board is computed by the code the chapters describe; none is drawn by hand.
// Each chapter draws its own in its folder's pictures.cpp (the build calls them all, in chapter
// order, through draw_chapters), into OUTPUT_DIR/chapters/NN-name/pictures/; this file draws the
// book's own into OUTPUT_DIR itself, for the site alone: the solutions of the small boards, from
// whichever chapter enumerates them. Besides the pictures, solvers.json describes every solver in
// the registry for the site's table of chapters. docs/README.md says how a chapter declares and
// shows its pictures, and how they are committed.

#include <exception>
#include <iostream>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "canvas.hpp"
#include "queens/ch00/registry.hpp"
#include "queens/ch00/solver.hpp"
#include "support/json.hpp"

namespace {

using pictures::Board;
using pictures::columns_of;
using queens::Placement;

void draw_solutions(const pictures::Canvas& canvas, int n) {
    const queens::Solver* solver = pictures::enumerator_for(n);
    if (solver == nullptr) {
        std::cout << "queens_pictures: no chapter enumerates n = " << n << " yet; skipped\n";
        return;
    }
    const std::vector<Placement> solutions = pictures::all_solutions(*solver, n);
    std::vector<Board> boards;
    for (const Placement& solution : solutions) {
        boards.push_back({n, solution, 0, columns_of(solution)});
    }
    const int square = n >= 8 ? 14 : 20;
    const std::string name = "solutions-" + std::to_string(n) + ".svg";
    canvas.write(name, pictures::board_grid(boards, n >= 8 ? 8 : 5, square,
                                            "The " + std::to_string(solutions.size()) +
                                                " solutions of the " + std::to_string(n) + " × " +
                                                std::to_string(n) + " board"));
    if (!solutions.empty()) {
        const Board first{n, solutions.front(), 0, columns_of(solutions.front())};
        canvas.write("solution-" + std::to_string(n) + ".svg",
                     pictures::board_grid(std::span(&first, 1), 1, 36,
                                          "A solution of the " + std::to_string(n) + " × " +
                                              std::to_string(n) + " board: " + first.label));
    }
}

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

/// What the site's table of chapters says about each solver, from the solvers themselves: what
/// each says of itself (tests/support/json.hpp), with the work it names for n = 8 estimated and
/// measured.
nlohmann::ordered_json solvers_json() {
    nlohmann::ordered_json solvers = nlohmann::ordered_json::array();
    for (const queens::Solver& solver : queens::registry()) {
        nlohmann::ordered_json entry = queens::support::describe(solver);
        entry["workload_8"] =
            solver.workload && solver.limits.representable >= 8 ? in_words(solver.workload(8)) : "";
        entry["work_8"] = measured_work(solver, 8);
        solvers.push_back(std::move(entry));
    }
    return solvers;
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: queens_pictures OUTPUT_DIR\n";
        return 2;
    }
    try {
        const pictures::Canvas book(argv[1], pictures::chapter_folders());
        book.write("solvers.json", solvers_json().dump(2) + "\n");
        for (int n = 4; n <= 8; ++n) {
            draw_solutions(book, n);
        }
        pictures::draw_chapters(book);
    } catch (const std::exception& error) {
        std::cerr << "queens_pictures: " << error.what() << '\n';
        return 1;
    }
    return 0;
}
