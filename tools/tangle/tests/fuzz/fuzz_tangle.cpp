// The tangler's fuzz target: any bytes as a Markdown file. Whatever the input, the tangler must
// not crash, hang or leak, and what it does must hold together:
//
// - reading the file and tangling it twice gives the same result (determinism);
// - the output with #line directives, less its directives, is the output without them;
// - every diagnostic is one line that names the input and a line number within it;
// - every file it would write has a relative path that stays inside the output folder;
// - the roots of the web (what the book's model lists) are exactly those files when the tangle
//   succeeds;
// - writing them into a fresh folder puts exactly those files there, with exactly that text,
//   touches nothing beside that folder, and leaves no temporary file; a second write rewrites
//   nothing; a failed write leaves no file at all.
//
// Built with -fsanitize=fuzzer by run.sh, or with a small main of its own (replay.cpp) that runs
// the seed corpus as an ordinary test.

#include "tangle/tangle.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

namespace fs = std::filesystem;

/// Stops the run, so that the fuzzer records the input as a finding.
[[noreturn]] void broken(const std::string& what) {
    std::fprintf(stderr, "tangle fuzz invariant broken: %s\n", what.c_str());
    std::abort();
}

void require(bool condition, const std::string& what) {
    if (!condition) {
        broken(what);
    }
}

/// A folder of this process's own under the temporary folder, removed at exit.
const fs::path& scratch() {
    static const fs::path folder = [] {
        fs::path path = fs::temp_directory_path() / ("tangle-fuzz-" + std::to_string(::getpid()));
        fs::remove_all(path);
        fs::create_directories(path);
        std::atexit([] {
            std::error_code ignored;
            fs::remove_all(
                fs::temp_directory_path() / ("tangle-fuzz-" + std::to_string(::getpid())), ignored);
        });
        return path;
    }();
    return folder;
}

std::string read_all(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

/// Every entry below `folder`: a file's text, or "<folder>" / "<other>".
std::map<std::string, std::string> tree(const fs::path& folder) {
    std::map<std::string, std::string> entries;
    std::error_code error;
    if (!fs::exists(folder, error)) {
        return entries;
    }
    for (auto entry = fs::recursive_directory_iterator(folder, error);
         !error && entry != fs::recursive_directory_iterator(); entry.increment(error)) {
        std::string name = entry->path().lexically_relative(folder).generic_string();
        entries[name] = entry->is_symlink()        ? "<other>"
                        : entry->is_directory()    ? "<folder>"
                        : entry->is_regular_file() ? read_all(entry->path())
                                                   : "<other>";
    }
    require(!error, "cannot walk " + folder.string() + ": " + error.message());
    return entries;
}

std::string without_directives(const std::string& text) {
    std::string kept;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        if (line.starts_with("#line ")) {
            continue;
        }
        kept += line;
        kept += '\n';
    }
    return kept;
}

void check_diagnostics(const std::vector<tangle::Diagnostic>& diagnostics, const std::string& path,
                       int lines) {
    for (const auto& diagnostic : diagnostics) {
        require(diagnostic.path == path, "a diagnostic names another file: " + diagnostic.path);
        require(diagnostic.line >= 1 && diagnostic.line <= std::max(lines, 1),
                "a diagnostic's line is outside the file: " + diagnostic.to_string());
        require(!diagnostic.message.empty(), "an empty diagnostic");
        require(diagnostic.message.find('\n') == std::string::npos,
                "a diagnostic spans lines: " + diagnostic.to_string());
    }
}

void check_paths(const std::vector<tangle::OutputFile>& files) {
    std::set<std::string> seen;
    for (const auto& file : files) {
        fs::path path(file.path);
        require(!file.path.empty() && path.is_relative(), "an output path is not relative");
        require(path.lexically_normal().generic_string() == file.path,
                "an output path is not in normal form: " + file.path);
        require(file.path != ".." && !file.path.starts_with("../"),
                "an output path climbs out: " + file.path);
        require(seen.insert(file.path).second, "two outputs share a path: " + file.path);
    }
}

void check_writing(const std::vector<tangle::OutputFile>& files) {
    static unsigned long long run = 0;
    fs::path room = scratch() / ("run-" + std::to_string(run++));
    fs::path out = room / "out";
    fs::create_directories(room);
    std::ofstream(room / "beside.txt") << "must stay\n";

    std::vector<tangle::Diagnostic> diagnostics;
    std::vector<std::string> written = tangle::write_files(out, files, diagnostics);

    auto around = tree(room);
    require(around.at("beside.txt") == "must stay\n", "a file beside the output folder changed");
    for (const auto& [name, text] : around) {
        require(name == "beside.txt" || name == "out" || name.starts_with("out/"),
                "something was written outside the output folder: " + name);
    }
    auto inside = tree(out);
    if (!diagnostics.empty()) {
        require(written.empty(), "a failed write reports files as written");
        for (const auto& [name, text] : inside) {
            require(text == "<folder>", "a failed write left a file: " + name);
        }
    } else {
        require(written.size() == files.size(), "a write into an empty folder skipped a file");
        std::map<std::string, std::string> expected;
        for (const auto& file : files) {
            expected[file.path] = file.text;
        }
        for (const auto& [name, text] : inside) {
            if (text == "<folder>") {
                continue;
            }
            auto file = expected.find(name);
            require(file != expected.end(), "an unexpected file was left: " + name);
            require(file->second == text, "a file was written wrongly: " + name);
            expected.erase(file);
        }
        require(expected.empty(), "a file is missing after a successful write");
        require(tangle::write_files(out, files, diagnostics).empty() && diagnostics.empty(),
                "a second write rewrote files");
    }
    fs::remove_all(room);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    const fs::path input = scratch() / "input.md";
    {
        std::ofstream file(input, std::ios::binary | std::ios::trunc);
        file.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    }
    const std::string path = input.string();
    const int lines = static_cast<int>(std::count(bytes.begin(), bytes.end(), '\n')) + 1;

    tangle::Options with_lines;
    with_lines.max_lines = 20'000;
    with_lines.max_bytes = std::size_t{1} << 20;
    tangle::Options without_lines = with_lines;
    without_lines.line_directives = false;

    // The parser must cope with any bytes, even those read_source would refuse.
    {
        std::vector<tangle::Diagnostic> diagnostics;
        tangle::Web web = tangle::parse({{path, bytes}}, diagnostics);
        (void)tangle::roots(web, diagnostics);
        tangle::Result raw = tangle::tangle(web, without_lines);
        check_diagnostics(diagnostics, path, lines);
        check_diagnostics(raw.diagnostics, path, lines);
    }

    std::vector<tangle::Diagnostic> read_problems;
    tangle::Source source = tangle::read_source(path, read_problems);
    check_diagnostics(read_problems, path, lines);
    if (!read_problems.empty()) {
        require(source.text.empty(), "a refused file still has text");
        return 0;
    }

    tangle::Result first = tangle::tangle({source}, with_lines);
    tangle::Result again = tangle::tangle({source}, with_lines);
    tangle::Result plain = tangle::tangle({source}, without_lines);
    require(first.files == again.files && first.diagnostics == again.diagnostics,
            "two tangles of one input differ");
    check_diagnostics(first.diagnostics, path, lines);
    require(first.ok() == plain.ok(), "#line directives change whether a tangle succeeds");
    require(first.ok() || first.files.empty(), "a failed tangle still has files");
    if (!first.ok()) {
        return 0;
    }
    check_paths(first.files);
    require(first.files.size() == plain.files.size(), "#line directives change the files");
    for (std::size_t i = 0; i < first.files.size(); ++i) {
        require(first.files[i].path == plain.files[i].path, "#line directives change a path");
        require(without_directives(first.files[i].text) == without_directives(plain.files[i].text),
                "the output less its #line directives is not the --no-line output: " +
                    first.files[i].path);
    }

    std::vector<tangle::Diagnostic> list_problems;
    tangle::Web web = tangle::parse({source}, list_problems);
    std::vector<std::string> listed = tangle::roots(web, list_problems);
    require(list_problems.empty(), "the roots fail where the tangle succeeds");
    require(listed.size() == first.files.size(), "the roots and the tangle disagree");
    for (std::size_t i = 0; i < listed.size(); ++i) {
        require(listed[i] == first.files[i].path, "a root names another file: " + listed[i]);
    }

    check_writing(first.files);
    return 0;
}
