#pragma once

// What the chapters' pictures share: the folders they are written to, boards with room for notes,
// and the solutions the build's chapters find. A chapter draws its pictures in its own
// `pictures.cpp`, as `queens::chNN::draw_pictures(pictures::Canvas&)`; docs/README.md says how the
// build finds it.

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "queens/ch00/solver.hpp"
#include "svg.hpp"

namespace pictures {

/// A folder the pictures go to. The book's own go to the top of the output folder; a chapter's
/// go to `chapters/NN-name/pictures/` below it, the folder its Markdown finds them in as
/// `pictures/NAME` (and the one they are committed to: tools/pictures/draw.py).
class Canvas {
public:
    /// The top of the output folder `root`, given the folder of each chapter of the book's model
    /// by number ("05-backtracking").
    Canvas(std::filesystem::path root, std::map<int, std::string> chapter_folders);

    /// The canvas of chapter `number`'s pictures. A chapter draws on its own canvas, and takes an
    /// earlier chapter's only for a picture that chapter shows but cannot compute yet (chapter 08
    /// shows the bounds of chapter 09's families). Throws when the book has no such chapter.
    [[nodiscard]] Canvas chapter(int number) const;

    /// Writes `text` as the file `name` in the folder, made when first written to: an SVG
    /// picture, or a Graphviz graph (`.dot`) that `dot -Tsvg` draws as `name` with `.svg`.
    /// Throws when it cannot.
    void write(const std::string& name, const std::string& text) const;

private:
    Canvas(std::filesystem::path root, std::shared_ptr<const std::map<int, std::string>> chapters,
           std::filesystem::path folder);

    std::filesystem::path root_;
    std::shared_ptr<const std::map<int, std::string>> chapters_;
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

/// The folder of each chapter of the book's model, by number: defined in the source that
/// tools/pictures/CMakeLists.txt generates from the model.
[[nodiscard]] std::map<int, std::string> chapter_folders();

/// Calls every chapter's `queens::chNN::draw_pictures(Canvas&)` with `book.chapter(NN)`, in
/// chapter order: defined in the same generated source, for the chapters with a pictures.cpp.
void draw_chapters(const Canvas& book);

} // namespace pictures
