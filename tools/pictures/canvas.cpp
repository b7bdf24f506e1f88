#include "canvas.hpp"

#include <algorithm>
#include <fstream>
#include <stdexcept>
#include <string>
#include <utility>

#include "queens/ch00/board.hpp"
#include "queens/ch00/registry.hpp"
#include "support/oracle.hpp"

namespace pictures {

using queens::Placement;

Canvas::Canvas(std::filesystem::path root, std::map<int, std::string> chapter_folders)
    : Canvas(root, std::make_shared<const std::map<int, std::string>>(std::move(chapter_folders)),
             root) {}

Canvas::Canvas(std::filesystem::path root,
               std::shared_ptr<const std::map<int, std::string>> chapters,
               std::filesystem::path folder)
    : root_(std::move(root)), chapters_(std::move(chapters)), folder_(std::move(folder)) {}

Canvas Canvas::chapter(int number) const {
    const auto found = chapters_->find(number);
    if (found == chapters_->end()) {
        throw std::runtime_error("the book has no chapter " + std::to_string(number));
    }
    return {root_, chapters_, root_ / "chapters" / found->second / "pictures"};
}

void Canvas::write(const std::string& name, const std::string& text) const {
    std::filesystem::create_directories(folder_);
    const std::filesystem::path path = folder_ / name;
    std::ofstream file(path, std::ios::binary);
    file << text;
    if (!file) {
        throw std::runtime_error("cannot write " + path.string());
    }
}

Board annotated_board(int n, int rows) {
    Board board;
    board.size = n;
    board.rows = rows;
    const auto squares = static_cast<std::size_t>(n * (rows > 0 ? rows : n));
    board.tints.assign(squares, "");
    board.texts.assign(squares, "");
    return board;
}

std::string& square_of(std::vector<std::string>& per_square, int n, int row, int column) {
    return per_square.at(static_cast<std::size_t>(row * n + column));
}

std::string columns_of(const Placement& placement) { return queens::format_columns(placement); }

std::uint64_t known_count(int n) { return queens::oracle::known_total(n).value(); }

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

std::vector<Placement> solutions_of(int n) {
    const queens::Solver* solver = enumerator_for(n);
    if (solver == nullptr) {
        throw std::runtime_error("no chapter enumerates n = " + std::to_string(n));
    }
    return all_solutions(*solver, n);
}

std::string digraph(const std::string& name, const std::string& rank_gap, const std::string& margin,
                    const std::string& statements) {
    std::string graph = "digraph " + name + " {\n";
    graph += "  graph [fontname=\"sans-serif\", fontsize=13, nodesep=0.15, ranksep=" + rank_gap;
    graph += "];\n  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f0d9b5\", ";
    graph += "fontname=\"sans-serif\", fontsize=13, margin=\"" + margin + "\"];\n";
    graph += "  edge [fontname=\"sans-serif\", fontsize=12];";
    return graph + statements + "}\n";
}

Placement chapter_00_solution() {
    const Placement solution = {3, 1, 6, 2, 5, 7, 4, 0};
    const std::vector<Placement> solutions = solutions_of(8);
    if (!std::binary_search(solutions.begin(), solutions.end(), solution)) {
        throw std::runtime_error("the enumerating chapter does not find " + columns_of(solution));
    }
    return solution;
}

} // namespace pictures
