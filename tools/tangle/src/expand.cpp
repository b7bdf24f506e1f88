#include "tangle/tangle.hpp"

#include <algorithm>
#include <optional>
#include <set>
#include <utility>

namespace tangle {

namespace {

bool is_root(std::string_view name) { return name.starts_with(root_prefix); }

/// A path as a C string literal's contents, for a `#line` directive.
std::string escaped(std::string_view path) {
    std::string text;
    for (char c : path) {
        auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            text += '\\';
            text += c;
        } else if (byte < 0x20 || byte == 0x7F) {
            constexpr std::string_view digits = "01234567";
            text += '\\';
            text += digits[(byte >> 6) & 7];
            text += digits[(byte >> 3) & 7];
            text += digits[byte & 7];
        } else {
            text += c;
        }
    }
    return text;
}

/// True when a line ends in a backslash (blanks after it allowed, as compilers allow them):
/// the compiler splices the next line onto it, so no directive may come between them.
bool continues(std::string_view line) {
    std::size_t end = line.find_last_not_of(" \t");
    return end != std::string_view::npos && line[end] == '\\';
}

/// Writes lines into one file, adding `#line` where the source mapping jumps. It keeps track
/// of the place the compiler believes the next line comes from, and writes a directive only
/// when that belief would be wrong.
class Writer {
public:
    Writer(bool line_directives, std::string_view comment)
        : line_directives_(line_directives), comment_(comment) {}

    void emit(const std::string& indent, const std::string& text, const std::string& path,
              int line) {
        sync(path, line);
        if (!text.empty() || first_of_reference_) {
            out_ += indent;
        }
        first_of_reference_ = false;
        out_ += text;
        out_ += '\n';
        ++line_;
        ++lines_;
        continued_ = continues(text);
    }

    /// The chunk's name as a comment, `// <<name>>`, above its code. It stands where the
    /// Markdown has the header `<<name>>=`, the line before the code, so the code follows it
    /// without a directive. Left out after a line that continues (a comment would end a macro)
    /// and in files without a known comment syntax.
    void name(const std::string& indent, const std::string& name, const std::string& path,
              int header_line) {
        if (comment_.empty() || continued_) {
            return;
        }
        sync(path, header_line);
        out_ += indent;
        out_ += comment_;
        out_ += "<<" + name + ">>\n";
        ++line_;
    }

    /// The next line is the first of a reference: it gets the reference's indentation even
    /// when it is empty, as in noweb, where those blanks are text on the reference's line.
    void start_reference() { first_of_reference_ = true; }

    [[nodiscard]] std::size_t size() const { return out_.size(); }
    [[nodiscard]] std::size_t lines() const { return lines_; }
    std::string take() { return std::move(out_); }

private:
    /// Writes a directive when the next line is not where the compiler believes it is.
    void sync(const std::string& path, int line) {
        if (line_directives_ && !continued_ && (!synced_ || path != path_ || line != line_)) {
            out_ += "#line " + std::to_string(line) + " \"" + escaped(path) + "\"\n";
            synced_ = true;
            path_ = path;
            line_ = line;
        }
    }

    bool line_directives_;
    std::string_view comment_;
    std::string out_;
    bool synced_ = false;
    bool continued_ = false;
    bool first_of_reference_ = false;
    std::string path_;
    int line_ = 0;
    std::size_t lines_ = 0;
};

/// A chunk being expanded: where we are in it, the indentation of its reference, and where
/// that reference is. As in noweb, a reference whose chunk produces no line at all still
/// leaves its own line, holding the indentation.
struct Frame {
    std::size_t chunk = 0;
    std::size_t definition = 0;
    std::size_t line = 0;
    std::string indent;
    std::size_t lines_before = 0;
    const std::string* path = nullptr;
    int reference_line = 0;
    bool named = false;
};

/// How a line comment starts in the file `path`, or nothing where the tangler knows none.
std::string_view line_comment(std::string_view path) {
    constexpr std::string_view c_family[] = {".c",   ".h",   ".cc",  ".hh",  ".cpp", ".hpp",
                                             ".cxx", ".hxx", ".c++", ".h++", ".cu",  ".cuh"};
    std::string extension = std::filesystem::path(path).extension().string();
    return std::find(std::begin(c_family), std::end(c_family), extension) != std::end(c_family)
               ? "// "
               : "";
}

class Expander {
public:
    Expander(const Web& web, const Options& options, std::vector<Diagnostic>& diagnostics)
        : web_(web), options_(options), diagnostics_(diagnostics), used_(web.chunks.size(), false),
          active_(web.chunks.size(), false) {}

    /// The text of one root, or nothing when the tangle grew past its limits (reported).
    std::optional<std::string> expand(std::size_t root) {
        const std::string& root_name = web_.chunks[root].name;
        Writer writer(options_.line_directives,
                      options_.chunk_names ? line_comment(root_name.substr(root_prefix.size()))
                                           : "");
        const Definition& header = web_.chunks[root].definitions.front();
        std::vector<Frame> stack;
        stack.push_back({root, 0, 0, "", 0, &header.path, header.header_line, false});
        active_[root] = true;
        used_[root] = true;
        while (!stack.empty()) {
            Frame& frame = stack.back();
            const Chunk& chunk = web_.chunks[frame.chunk];
            if (frame.definition == chunk.definitions.size()) {
                active_[frame.chunk] = false;
                if (writer.lines() == frame.lines_before) {
                    writer.emit("", frame.indent, *frame.path, frame.reference_line);
                }
                stack.pop_back();
                continue;
            }
            const Definition& definition = chunk.definitions[frame.definition];
            if (!frame.named && stack.size() > 1) {
                writer.name(frame.indent, chunk.name, definition.path, definition.header_line);
                frame.named = true;
            }
            if (frame.line == definition.lines.size()) {
                ++frame.definition;
                frame.line = 0;
                frame.named = false;
                continue;
            }
            if (++lines_ > options_.max_lines || bytes_ + writer.size() > options_.max_bytes) {
                too_large(root);
                return std::nullopt;
            }
            const SourceLine& line = definition.lines[frame.line++];
            auto reference = as_reference(line.text);
            if (!reference) {
                writer.emit(frame.indent, line.text, definition.path, line.line);
                continue;
            }
            if (reference->name.find_first_not_of(" \t") == std::string_view::npos) {
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
                if (cycles_.emplace(definition.path, line.line).second) {
                    report(definition.path, line.line, "reference cycle: " + cycle(stack, target));
                }
                continue;
            }
            active_[target] = true;
            std::string indent = frame.indent + std::string(reference->indent);
            stack.push_back({target, 0, 0, std::move(indent), writer.lines(), &definition.path,
                             line.line, false});
            writer.start_reference();
        }
        if (bytes_ + writer.size() > options_.max_bytes) {
            too_large(root);
            return std::nullopt;
        }
        bytes_ += writer.size();
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

    void too_large(std::size_t root) {
        const Definition& where = web_.chunks[root].definitions.front();
        std::string limit = lines_ > options_.max_lines
                                ? std::to_string(options_.max_lines) + " chunk lines"
                                : std::to_string(options_.max_bytes) + " bytes";
        report(where.path, where.header_line,
               "<<" + web_.chunks[root].name + ">> grows past " + limit +
                   " (is a chunk used exponentially often?)");
    }

    void report(const std::string& path, int line, std::string message) {
        Diagnostic diagnostic{path, line, std::move(message)};
        if (reported_.insert(diagnostic.to_string()).second) {
            diagnostics_.push_back(std::move(diagnostic));
        }
    }

    const Web& web_;
    const Options& options_;
    std::vector<Diagnostic>& diagnostics_;
    std::vector<bool> used_;
    std::vector<bool> active_;
    std::set<std::string> reported_;
    std::set<std::pair<std::string, int>> cycles_;
    std::size_t lines_ = 0;
    std::size_t bytes_ = 0;
};

bool is_control(char c) {
    auto byte = static_cast<unsigned char>(c);
    return byte < 0x20 || byte == 0x7F;
}

} // namespace

std::vector<std::string> roots(const Web& web, std::vector<Diagnostic>& diagnostics) {
    std::vector<std::string> paths;
    std::map<std::string, const Definition*, std::less<>> seen;
    for (const Chunk& chunk : web.chunks) {
        if (!is_root(chunk.name)) {
            continue;
        }
        const Definition& where = chunk.definitions.front();
        const auto complain = [&](std::string message) {
            diagnostics.push_back({where.path, where.header_line, std::move(message)});
        };
        std::string path = chunk.name.substr(root_prefix.size());
        if (path.empty()) {
            complain("empty file name in root");
            continue;
        }
        if (auto bad = std::find_if(path.begin(), path.end(), is_control); bad != path.end()) {
            constexpr std::string_view hex = "0123456789ABCDEF";
            auto byte = static_cast<unsigned char>(*bad);
            complain(std::string("root path contains the control character 0x") + hex[byte >> 4] +
                     hex[byte & 15]);
            continue;
        }
        if (path.front() == ' ' || path.back() == ' ') {
            complain("root path '" + path + "' begins or ends with a blank");
            continue;
        }
        std::filesystem::path as_path(path);
        if (as_path.is_absolute() || as_path.has_root_name() || path.front() == '/') {
            complain("root path '" + path + "' is absolute");
            continue;
        }
        std::string normal = as_path.lexically_normal().generic_string();
        if (normal == ".." || normal.starts_with("../")) {
            complain("root path '" + path + "' climbs out of the output folder");
            continue;
        }
        if (normal == "." || normal.ends_with("/")) {
            complain("root path '" + path + "' does not name a file");
            continue;
        }
        if (auto twin = seen.find(normal); twin != seen.end()) {
            complain("two roots for one file '" + normal + "' (the other is at " +
                     twin->second->path + ":" + std::to_string(twin->second->header_line) + ")");
            continue;
        }
        seen.emplace(normal, &where);
        paths.push_back(normal);
    }
    // A root `a` and a root `a/b` cannot both be written: `a` would be a file and a folder.
    std::vector<std::string> kept;
    for (const std::string& path : paths) {
        bool clash = false;
        for (std::size_t slash = path.find('/'); slash != std::string::npos;
             slash = path.find('/', slash + 1)) {
            auto file = seen.find(std::string_view(path).substr(0, slash));
            if (file != seen.end()) {
                const Definition& where = *seen.at(path);
                diagnostics.push_back({where.path, where.header_line,
                                       "root path '" + path + "' needs '" + file->first +
                                           "' to be a folder, but it is a file (root at " +
                                           file->second->path + ":" +
                                           std::to_string(file->second->header_line) + ")"});
                clash = true;
                break;
            }
        }
        if (!clash) {
            kept.push_back(path);
        }
    }
    return kept;
}

Result tangle(const Web& web, const Options& options) {
    Result result;
    std::vector<std::string> paths = roots(web, result.diagnostics);
    Expander expander(web, options, result.diagnostics);
    for (std::size_t i = 0; i < web.chunks.size(); ++i) {
        if (!is_root(web.chunks[i].name)) {
            continue;
        }
        std::optional<std::string> text = expander.expand(i);
        if (!text) {
            result.files.clear();
            return result;
        }
        std::string normal = std::filesystem::path(web.chunks[i].name.substr(root_prefix.size()))
                                 .lexically_normal()
                                 .generic_string();
        if (std::find(paths.begin(), paths.end(), normal) != paths.end()) {
            result.files.push_back({normal, std::move(*text)});
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
