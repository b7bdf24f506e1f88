#pragma once

/// @file
/// The tangler: reads literate Markdown, assembles chunks, writes source files.

#include <cstddef>
#include <filesystem>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tangle {

/// One complaint about the input, printed as `path:line: error: message`.
struct Diagnostic {
    std::string path;
    int line = 0;
    std::string message;

    [[nodiscard]] std::string to_string() const;
    friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

/// A Markdown file's name and text, as given on the command line.
struct Source {
    std::string path;
    std::string text;
};

/// One line of a chunk, with the place it came from.
struct SourceLine {
    std::string text;
    int line = 0;
};

/// One fenced block that defines (or appends to) a chunk.
struct Definition {
    std::string path;
    int header_line = 0;
    std::vector<SourceLine> lines;
    /// Whether the block's fence marks it as part of the chapter's lab (```` ```cpp lab ````).
    bool lab = false;
};

/// A named chunk: every definition of the name, in the order they appear.
struct Chunk {
    std::string name;
    std::vector<Definition> definitions;
};

/// All chunks of a set of Markdown files, in the order of their first definition.
struct Web {
    std::vector<Chunk> chunks;
    std::map<std::string, std::size_t, std::less<>> index;
    /// The fenced blocks that define no chunk (illustrations), each with its lines; the
    /// header line is the block's first line. They are never tangled; the book's model lists
    /// the chunk names they mention.
    std::vector<Definition> illustrations;

    [[nodiscard]] const Chunk* find(std::string_view name) const;
};

/// A generated source file: its path below the output folder and its text.
struct OutputFile {
    std::string path;
    std::string text;
    friend bool operator==(const OutputFile&, const OutputFile&) = default;
};

/// How to tangle.
struct Options {
    /// Emit `#line N "path"` directives where the mapping to the Markdown jumps.
    bool line_directives = true;
    /// Write each chunk's name as a comment above its code (`// <<name>>`), in the files whose
    /// language has a line comment the tangler knows (C and C++: .cpp, .hpp, .cu, …).
    bool chunk_names = true;
    /// The most chunk lines one tangle may visit (a line copied or a reference followed),
    /// over all its files: a guard against chunks used exponentially often.
    std::size_t max_lines = 10'000'000;
    /// The most bytes one tangle may produce, over all its files.
    std::size_t max_bytes = std::size_t{1} << 30;
};

/// The outcome of tangling: the files, or the reasons there are none.
struct Result {
    std::vector<OutputFile> files;
    std::vector<Diagnostic> diagnostics;

    [[nodiscard]] bool ok() const { return diagnostics.empty(); }
};

/// The prefix that marks a chunk as a file root: `<<file:path>>=`.
inline constexpr std::string_view root_prefix = "file:";

/// A line whose only non-blank text is `<<name>>`, with no `<<` or `>>` inside the name, is a
/// reference to the chunk `name`; `indent` is the blanks before it.
struct Reference {
    std::string_view indent;
    std::string_view name;
};

/// The lines of a text, without their line ends.
[[nodiscard]] std::vector<std::string_view> split_lines(std::string_view text);

/// The text without the blanks (spaces and tabs) at either end.
[[nodiscard]] std::string_view trim(std::string_view text);

/// The reference on this line, or nothing when the line is code.
[[nodiscard]] std::optional<Reference> as_reference(std::string_view line);

/// Reads a file from disk, checking that it exists and is UTF-8.
/// A byte-order mark is dropped and CRLF line ends become LF.
[[nodiscard]] Source read_source(const std::string& path, std::vector<Diagnostic>& diagnostics);

/// Collects the chunk definitions of the given Markdown files into one web.
[[nodiscard]] Web parse(const std::vector<Source>& sources, std::vector<Diagnostic>& diagnostics);

/// The root paths of a web, in the order they are first defined.
[[nodiscard]] std::vector<std::string> roots(const Web& web, std::vector<Diagnostic>& diagnostics);

/// Expands every root of the web into the text of its file.
[[nodiscard]] Result tangle(const Web& web, const Options& options);

/// Parses and tangles in one step.
[[nodiscard]] Result tangle(const std::vector<Source>& sources, const Options& options);

/// Writes the files under `directory`, each only when its text differs from what is
/// there, and each atomically (a temporary file, then a rename).
/// Returns the paths it rewrote; a failure is reported as a diagnostic.
std::vector<std::string> write_files(const std::filesystem::path& directory,
                                     const std::vector<OutputFile>& files,
                                     std::vector<Diagnostic>& diagnostics);

/// The book's model, as JSON: every chapter under `book/chapters/` (each folder
/// `NN-name/README.md`), with its number, id, folder, title, part, roots, the earlier chapters
/// whose headers it includes, its chunks (where each is defined and used) and its pictures,
/// and the parts with their chapters. Paths in it are relative to `book`. Returns nothing,
/// with the reasons, when a chapter cannot be described.
[[nodiscard]] std::optional<std::string> describe_book(const std::filesystem::path& book,
                                                       std::vector<Diagnostic>& diagnostics);

/// The command line: `tangle [--no-line] [--no-names] [-o DIR] FILE.md...`, `--model BOOK`.
/// Returns the exit status (0 done, 1 diagnostics, 2 usage).
int run(const std::vector<std::string>& arguments, std::ostream& out, std::ostream& err);

} // namespace tangle
