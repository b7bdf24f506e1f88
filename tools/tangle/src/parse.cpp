#include "tangle/tangle.hpp"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <optional>
#include <system_error>

namespace tangle {

std::string Diagnostic::to_string() const {
    return path + ':' + std::to_string(line) + ": error: " + message;
}

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) {
            lines.push_back(text.substr(start));
            break;
        }
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

std::string_view trim(std::string_view text) {
    const auto blank = [](char c) { return c == ' ' || c == '\t'; };
    while (!text.empty() && blank(text.front())) {
        text.remove_prefix(1);
    }
    while (!text.empty() && blank(text.back())) {
        text.remove_suffix(1);
    }
    return text;
}

std::optional<Reference> as_reference(std::string_view line) {
    std::string_view text = trim(line);
    if (text.size() < 4 || !text.starts_with("<<") || !text.ends_with(">>")) {
        return std::nullopt;
    }
    std::string_view name = text.substr(2, text.size() - 4);
    if (name.find("<<") != std::string_view::npos || name.find(">>") != std::string_view::npos) {
        return std::nullopt;
    }
    return Reference{line.substr(0, line.find_first_not_of(" \t")), name};
}

const Chunk* Web::find(std::string_view name) const {
    auto found = index.find(name);
    return found == index.end() ? nullptr : &chunks[found->second];
}

namespace {

/// The line (1-based) of the first byte that breaks UTF-8, or nothing when the text is valid.
std::optional<int> first_invalid_utf8_line(std::string_view text) {
    int line = 1;
    std::size_t i = 0;
    while (i < text.size()) {
        auto byte = static_cast<unsigned char>(text[i]);
        if (byte == '\n') {
            ++line;
        }
        std::size_t length = 0;
        char32_t smallest = 0;
        if (byte < 0x80) {
            ++i;
            continue;
        } else if ((byte & 0xE0) == 0xC0) {
            length = 2;
            smallest = 0x80;
        } else if ((byte & 0xF0) == 0xE0) {
            length = 3;
            smallest = 0x800;
        } else if ((byte & 0xF8) == 0xF0) {
            length = 4;
            smallest = 0x10000;
        } else {
            return line;
        }
        if (i + length > text.size()) {
            return line;
        }
        char32_t code_point = byte & (0x7F >> length);
        for (std::size_t k = 1; k < length; ++k) {
            auto continuation = static_cast<unsigned char>(text[i + k]);
            if ((continuation & 0xC0) != 0x80) {
                return line;
            }
            code_point = (code_point << 6) | (continuation & 0x3F);
        }
        if (code_point < smallest || code_point > 0x10FFFF ||
            (code_point >= 0xD800 && code_point <= 0xDFFF)) {
            return line;
        }
        i += length;
    }
    return std::nullopt;
}

std::size_t leading_spaces(std::string_view line) {
    std::size_t count = 0;
    while (count < line.size() && line[count] == ' ') {
        ++count;
    }
    return count;
}

/// An open code fence, as CommonMark reads it.
struct Fence {
    char marker = '`';
    std::size_t length = 0;
    std::size_t indent = 0;
    std::string_view info;
};

/// Whether a fence's info string holds the word `lab` after its language (`cpp lab`): the block
/// is part of the chapter's lab, which a student edition leaves for the student to write.
bool marks_a_lab(std::string_view info) {
    bool language = true;
    while (!(info = trim(info)).empty()) {
        const std::size_t end = std::min(info.find_first_of(" \t"), info.size());
        if (!language && info.substr(0, end) == "lab") {
            return true;
        }
        language = false;
        info.remove_prefix(end);
    }
    return false;
}

std::optional<Fence> opening_fence(std::string_view line) {
    std::size_t indent = leading_spaces(line);
    if (indent > 3 || indent == line.size()) {
        return std::nullopt;
    }
    char marker = line[indent];
    if (marker != '`' && marker != '~') {
        return std::nullopt;
    }
    std::size_t length = 0;
    while (indent + length < line.size() && line[indent + length] == marker) {
        ++length;
    }
    if (length < 3) {
        return std::nullopt;
    }
    if (marker == '`' && line.substr(indent + length).find('`') != std::string_view::npos) {
        return std::nullopt;
    }
    return Fence{marker, length, indent, line.substr(indent + length)};
}

bool closes(const Fence& fence, std::string_view line) {
    std::size_t indent = leading_spaces(line);
    if (indent > 3) {
        return false;
    }
    std::size_t length = 0;
    while (indent + length < line.size() && line[indent + length] == fence.marker) {
        ++length;
    }
    return length >= fence.length && trim(line.substr(indent + length)).empty();
}

/// Removes up to `indent` leading spaces, as CommonMark does inside an indented fence.
std::string_view unindent(std::string_view line, std::size_t indent) {
    std::size_t drop = std::min(indent, leading_spaces(line));
    return line.substr(drop);
}

/// The name in a definition header `<<name>>=`, or nothing when the line is not one.
std::optional<std::string_view> definition_name(std::string_view line) {
    std::string_view text = trim(line);
    if (text.size() < 5 || !text.starts_with("<<") || !text.ends_with(">>=")) {
        return std::nullopt;
    }
    return text.substr(2, text.size() - 5);
}

void add_definition(Web& web, std::string_view name, Definition definition) {
    auto found = web.index.find(name);
    if (found == web.index.end()) {
        web.index.emplace(std::string(name), web.chunks.size());
        web.chunks.push_back(Chunk{std::string(name), {}});
        found = web.index.find(name);
    }
    web.chunks[found->second].definitions.push_back(std::move(definition));
}

void parse_one(const Source& source, Web& web, std::vector<Diagnostic>& diagnostics) {
    std::vector<std::string_view> lines = split_lines(source.text);
    std::optional<Fence> fence;
    int fence_line = 0;
    std::vector<SourceLine> block;

    const auto finish_block = [&] {
        if (block.empty()) {
            return;
        }
        auto name = definition_name(block.front().text);
        if (!name) {
            web.illustrations.push_back({source.path, block.front().line, std::move(block)});
            return;
        }
        if (trim(*name).empty()) {
            diagnostics.push_back({source.path, block.front().line, "empty chunk name"});
            return;
        }
        Definition definition{source.path, block.front().line, {}, marks_a_lab(fence->info)};
        definition.lines.assign(std::make_move_iterator(block.begin() + 1),
                                std::make_move_iterator(block.end()));
        add_definition(web, *name, std::move(definition));
    };

    for (std::size_t i = 0; i < lines.size(); ++i) {
        int line_number = static_cast<int>(i) + 1;
        std::string_view line = lines[i];
        if (!fence) {
            fence = opening_fence(line);
            fence_line = line_number;
            block.clear();
        } else if (closes(*fence, line)) {
            finish_block();
            fence.reset();
        } else {
            block.push_back({std::string(unindent(line, fence->indent)), line_number});
        }
    }
    if (fence) {
        diagnostics.push_back({source.path, fence_line, "unterminated code fence"});
    }
}

} // namespace

Source read_source(const std::string& path, std::vector<Diagnostic>& diagnostics) {
    std::error_code error;
    auto status = std::filesystem::status(path, error);
    if (status.type() == std::filesystem::file_type::not_found) {
        diagnostics.push_back({path, 1, "no such file"});
        return {path, {}};
    }
    if (status.type() == std::filesystem::file_type::directory) {
        diagnostics.push_back({path, 1, "is a folder, not a Markdown file"});
        return {path, {}};
    }
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        diagnostics.push_back({path, 1, "cannot read file"});
        return {path, {}};
    }
    std::string raw{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
    if (file.bad()) {
        diagnostics.push_back({path, 1, "cannot read file"});
        return {path, {}};
    }
    if (auto bad_line = first_invalid_utf8_line(raw)) {
        diagnostics.push_back({path, *bad_line, "file is not valid UTF-8"});
        return {path, {}};
    }
    constexpr std::string_view byte_order_mark = "\xEF\xBB\xBF";
    std::string_view rest = raw;
    if (rest.starts_with(byte_order_mark)) {
        rest.remove_prefix(byte_order_mark.size());
    }
    std::string text;
    text.reserve(rest.size());
    for (std::size_t i = 0; i < rest.size(); ++i) {
        if (rest[i] == '\r' && i + 1 < rest.size() && rest[i + 1] == '\n') {
            continue;
        }
        text.push_back(rest[i]);
    }
    return {path, std::move(text)};
}

Web parse(const std::vector<Source>& sources, std::vector<Diagnostic>& diagnostics) {
    Web web;
    for (const Source& source : sources) {
        parse_one(source, web, diagnostics);
    }
    return web;
}

} // namespace tangle
