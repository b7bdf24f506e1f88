#include "tangle/tangle.hpp"

#include <algorithm>
#include <optional>

namespace tangle {

namespace {

/// A line that is nothing but `<<name>>` (blanks around it allowed) is a reference.
struct Reference {
    std::string_view indent;
    std::string_view name;
};

std::optional<Reference> as_reference(std::string_view line) {
    std::size_t start = line.find_first_not_of(" \t");
    if (start == std::string_view::npos) {
        return std::nullopt;
    }
    std::size_t end = line.find_last_not_of(" \t") + 1;
    std::string_view text = line.substr(start, end - start);
    if (text.size() < 4 || !text.starts_with("<<") || !text.ends_with(">>")) {
        return std::nullopt;
    }
    std::string_view name = text.substr(2, text.size() - 4);
    if (name.find("<<") != std::string_view::npos || name.find(">>") != std::string_view::npos) {
        return std::nullopt;
    }
    return Reference{line.substr(0, start), name};
}

bool is_root(std::string_view name) { return name.starts_with(root_prefix); }

/// Writes lines into one file, adding `#line` where the source mapping jumps.
class Writer {
public:
    explicit Writer(bool line_directives) : line_directives_(line_directives) {}

    void emit(const std::string& indent, const std::string& text, const std::string& path,
              int line) {
        if (line_directives_ && (path != path_ || line != next_line_)) {
            out_ += "#line " + std::to_string(line) + " \"" + path + "\"\n";
        }
        path_ = path;
        next_line_ = line + 1;
        if (!text.empty()) {
            out_ += indent;
        }
        out_ += text;
        out_ += '\n';
    }

    std::string take() { return std::move(out_); }

private:
    bool line_directives_;
    std::string out_;
    std::string path_;
    int next_line_ = 0;
};

/// A chunk being expanded: where we are in it and the indentation of its reference.
struct Frame {
    std::size_t chunk = 0;
    std::size_t definition = 0;
    std::size_t line = 0;
    std::string indent;
};

class Expander {
public:
    Expander(const Web& web, const Options& options, std::vector<Diagnostic>& diagnostics)
        : web_(web), options_(options), diagnostics_(diagnostics),
          used_(web.chunks.size(), false), active_(web.chunks.size(), false) {}

    std::string expand(std::size_t root) {
        Writer writer(options_.line_directives);
        std::vector<Frame> stack{{root, 0, 0, ""}};
        active_[root] = true;
        used_[root] = true;
        while (!stack.empty()) {
            Frame& frame = stack.back();
            const Chunk& chunk = web_.chunks[frame.chunk];
            if (frame.definition == chunk.definitions.size()) {
                active_[frame.chunk] = false;
                stack.pop_back();
                continue;
            }
            const Definition& definition = chunk.definitions[frame.definition];
            if (frame.line == definition.lines.size()) {
                ++frame.definition;
                frame.line = 0;
                continue;
            }
            const SourceLine& line = definition.lines[frame.line++];
            auto reference = as_reference(line.text);
            if (!reference) {
                writer.emit(frame.indent, line.text, definition.path, line.line);
                continue;
            }
            if (std::string_view(reference->name).find_first_not_of(" \t") ==
                std::string_view::npos) {
                report(definition.path, line.line, "empty chunk name");
                continue;
            }
            auto found = web_.index.find(reference->name);
            if (found == web_.index.end()) {
                report(definition.path, line.line,
                       "undefined chunk <<" + std::string(reference->name) + ">>");
                continue;
            }
            std::size_t target = found->second;
            used_[target] = true;
            if (active_[target]) {
                report(definition.path, line.line, "reference cycle: " + cycle(stack, target));
                continue;
            }
            active_[target] = true;
            std::string indent = frame.indent + std::string(reference->indent);
            stack.push_back({target, 0, 0, std::move(indent)});
        }
        return writer.take();
    }

    void report_unused() {
        for (std::size_t i = 0; i < web_.chunks.size(); ++i) {
            const Chunk& chunk = web_.chunks[i];
            if (!used_[i] && !is_root(chunk.name)) {
                const Definition& first = chunk.definitions.front();
                report(first.path, first.header_line,
                       "chunk <<" + chunk.name + ">> is defined but never used");
            }
        }
    }

private:
    std::string cycle(const std::vector<Frame>& stack, std::size_t target) const {
        auto start = std::find_if(stack.begin(), stack.end(),
                                  [&](const Frame& frame) { return frame.chunk == target; });
        std::string path;
        for (auto frame = start; frame != stack.end(); ++frame) {
            path += web_.chunks[frame->chunk].name + " -> ";
        }
        return path + web_.chunks[target].name;
    }

    void report(const std::string& path, int line, std::string message) {
        Diagnostic diagnostic{path, line, std::move(message)};
        if (std::find(diagnostics_.begin(), diagnostics_.end(), diagnostic) ==
            diagnostics_.end()) {
            diagnostics_.push_back(std::move(diagnostic));
        }
    }

    const Web& web_;
    const Options& options_;
    std::vector<Diagnostic>& diagnostics_;
    std::vector<bool> used_;
    std::vector<bool> active_;
};

} // namespace

std::vector<std::string> roots(const Web& web, std::vector<Diagnostic>& diagnostics) {
    std::vector<std::string> paths;
    std::vector<std::pair<std::string, const Definition*>> seen;
    for (const Chunk& chunk : web.chunks) {
        if (!is_root(chunk.name)) {
            continue;
        }
        const Definition& where = chunk.definitions.front();
        std::string path = chunk.name.substr(root_prefix.size());
        std::filesystem::path as_path(path);
        std::string normal = as_path.lexically_normal().generic_string();
        if (path.empty()) {
            diagnostics.push_back({where.path, where.header_line, "empty file name in root"});
            continue;
        }
        if (as_path.is_absolute() || as_path.has_root_name() || path.front() == '/') {
            diagnostics.push_back(
                {where.path, where.header_line, "root path '" + path + "' is absolute"});
            continue;
        }
        if (normal == ".." || normal.starts_with("../") || normal == "." || normal.ends_with("/")) {
            diagnostics.push_back({where.path, where.header_line,
                                   "root path '" + path + "' climbs out of the output folder"});
            continue;
        }
        auto twin = std::find_if(seen.begin(), seen.end(),
                                 [&](const auto& entry) { return entry.first == normal; });
        if (twin != seen.end()) {
            diagnostics.push_back({where.path, where.header_line,
                                   "two roots for one file '" + normal + "' (the other is at " +
                                       twin->second->path + ":" +
                                       std::to_string(twin->second->header_line) + ")"});
            continue;
        }
        seen.emplace_back(normal, &where);
        paths.push_back(normal);
    }
    return paths;
}

Result tangle(const Web& web, const Options& options) {
    Result result;
    std::vector<std::string> paths = roots(web, result.diagnostics);
    Expander expander(web, options, result.diagnostics);
    std::size_t next_path = 0;
    for (std::size_t i = 0; i < web.chunks.size(); ++i) {
        if (!is_root(web.chunks[i].name)) {
            continue;
        }
        std::string text = expander.expand(i);
        std::string normal = std::filesystem::path(web.chunks[i].name.substr(root_prefix.size()))
                                 .lexically_normal()
                                 .generic_string();
        if (next_path < paths.size() && paths[next_path] == normal) {
            result.files.push_back({normal, std::move(text)});
            ++next_path;
        }
    }
    expander.report_unused();
    if (!result.ok()) {
        result.files.clear();
    }
    return result;
}

Result tangle(const std::vector<Source>& sources, const Options& options) {
    std::vector<Diagnostic> diagnostics;
    Web web = parse(sources, diagnostics);
    Result result = tangle(web, options);
    diagnostics.insert(diagnostics.end(), result.diagnostics.begin(), result.diagnostics.end());
    result.diagnostics = std::move(diagnostics);
    if (!result.ok()) {
        result.files.clear();
    }
    return result;
}

} // namespace tangle
