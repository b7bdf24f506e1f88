// Chapter 05's pictures: the search trees of the 4 × 4 and 5 × 5 boards, which the chapter's
// search_tree_dot writes for Graphviz. Not tangled: this is the code that draws the chapter's
// figures (docs/README.md).

#include <string>

#include "canvas.hpp"
#include "queens/ch05/backtracking.hpp"

namespace queens::ch05 {

void draw_pictures(pictures::Canvas& canvas) {
    for (int n : {4, 5}) {
        canvas.write("search-tree-" + std::to_string(n) + ".dot", search_tree_dot(n));
    }
}

} // namespace queens::ch05
