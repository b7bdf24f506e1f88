#pragma once

// What the chapters' pictures share: the folder they are written to, boards with room for notes,
// and the solutions the build's chapters find. A chapter draws its pictures in its own
// `pictures.cpp`, as `queens::chNN::draw_pictures(pictures::Canvas&)`; docs/README.md says how the
// build finds it.

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "queens/ch00/solver.hpp"
#include "svg.hpp"

namespace pictures {

/// The folder the pictures go to.
class Canvas {
public:
    explicit Canvas(std::filesystem::path folder);

    /// Writes `text` as the file `name` in the folder: an SVG picture, or a Graphviz graph
    /// (`.dot`) that the site's build draws as `name` with `.svg`. Throws when it cannot.
    void write(const std::string& name, const std::string& text) const;

private:
    std::filesystem::path folder_;
};

/// A board of `rows` rows (0: all n) with room for a colour and a text on every square.
[[nodiscard]] Board annotated_board(int n, int rows = 0);

/// The entry for `row`, `column` of a board of n columns in `per_square` (its tints or texts).
[[nodiscard]] std::string& square_of(std::vector<std::string>& per_square, int n, int row,
                                     int column);

/// The columns of a placement as the book writes them, "3 1 6 2 5 7 4 0".
[[nodiscard]] std::string columns_of(const queens::Placement& placement);

/// OEIS A000170: the number of solutions of the n × n board, for checking what a solver returns.
[[nodiscard]] std::uint64_t known_count(int n);

/// The enumerating solver of the build that the shared suite runs furthest, when one reaches n.
[[nodiscard]] const queens::Solver* enumerator_for(int n);

/// Every solution of the n × n board from `solver`, sorted; throws unless there are A000170's
/// number of them and each is a solution.
[[nodiscard]] std::vector<queens::Placement> all_solutions(const queens::Solver& solver, int n);

/// Every solution of the n × n board from enumerator_for(n), checked as all_solutions checks
/// them; throws when no chapter of the build enumerates n.
[[nodiscard]] std::vector<queens::Placement> solutions_of(int n);

/// Chapter 00's solution of the 8 × 8 board, which chapters 06, 12 and 13 take apart; checked
/// to be among solutions_of(8).
[[nodiscard]] queens::Placement chapter_00_solution();

/// A Graphviz graph in the book's look (sans-serif type, boxes the colour of the boards' light
/// squares): the digraph `name` with `statements` (each on a line of its own, the first after a
/// line break), `rank_gap` inches between ranks and `margin` ("x,y" inches) inside each box.
[[nodiscard]] std::string digraph(const std::string& name, const std::string& rank_gap,
                                  const std::string& margin, const std::string& statements);

/// Calls every chapter's `queens::chNN::draw_pictures(Canvas&)`, in chapter order: defined in
/// the source that tools/pictures/CMakeLists.txt generates from the chapters with a pictures.cpp.
void draw_chapters(Canvas& canvas);

} // namespace pictures
