#pragma once

// Text cut into lines, for what reads a command's output, a label or a page line by line: the
// command's tests, the book's tests and the pictures.

#include <string>
#include <vector>

namespace queens::support {

/// The lines of `text` without their line ends; a last line without one is a line too.
[[nodiscard]] std::vector<std::string> lines_of(const std::string& text);

} // namespace queens::support
