#pragma once

// What the tangler's tests share: a scratch folder that cleans up after itself, reading and
// writing whole files, and running the command line as `main` would.

#include "tangle/tangle.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <unistd.h>

namespace tangle::testing {

namespace fs = std::filesystem;

/// A fresh folder under the system's temporary folder, removed with everything in it.
class ScratchFolder {
public:
    ScratchFolder() {
        static std::atomic<int> counter{0};
        const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
        std::string name = "tangle-test-" + std::to_string(::getpid()) + "-" +
                           std::to_string(counter++) + "-" +
                           (test != nullptr ? std::string(test->name()) : std::string("none"));
        path_ = fs::temp_directory_path() / name;
        fs::remove_all(path_);
        fs::create_directories(path_);
    }
    ScratchFolder(const ScratchFolder&) = delete;
    ScratchFolder& operator=(const ScratchFolder&) = delete;
    ~ScratchFolder() {
        std::error_code ignored;
        fs::remove_all(path_, ignored);
    }

    [[nodiscard]] const fs::path& path() const { return path_; }
    [[nodiscard]] fs::path operator/(const std::string& name) const { return path_ / name; }

private:
    fs::path path_;
};

inline void write_file(const fs::path& path, const std::string& text) {
    if (path.has_parent_path()) {
        fs::create_directories(path.parent_path());
    }
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file << text;
}

inline std::string read_file(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

/// Every entry below `folder`, by relative path: a file's text, or "<folder>".
inline std::map<std::string, std::string> snapshot(const fs::path& folder) {
    std::map<std::string, std::string> entries;
    if (!fs::exists(folder)) {
        return entries;
    }
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        std::string name = fs::relative(entry.path(), folder).generic_string();
        entries[name] = entry.is_directory() ? std::string("<folder>") : read_file(entry.path());
    }
    return entries;
}

/// What one run of the command line did.
struct Outcome {
    int status = -1;
    std::string out;
    std::string err;
};

inline Outcome run_tangle(const std::vector<std::string>& arguments) {
    std::ostringstream out;
    std::ostringstream err;
    const int status = tangle::run(arguments, out, err);
    return {status, out.str(), err.str()};
}

/// Tangles Markdown held in memory, as if it came from a file called `path`. The names of the
/// chunks are left out (as `--no-names` does), so that the output is noweb's; the tests of
/// the names ask for them.
inline Result tangle_text(const std::string& text, bool line_directives = false,
                          const std::string& path = "book.md", bool chunk_names = false) {
    Options options;
    options.line_directives = line_directives;
    options.chunk_names = chunk_names;
    return tangle::tangle(std::vector<Source>{{path, text}}, options);
}

/// The diagnostics of a tangle, one `path:line: error: message` per line.
inline std::string messages(const std::vector<Diagnostic>& diagnostics) {
    std::string text;
    for (const Diagnostic& diagnostic : diagnostics) {
        text += diagnostic.to_string() + "\n";
    }
    return text;
}

/// The one file a tangle produced, or a failure naming its diagnostics.
inline std::string only_file(const Result& result) {
    EXPECT_TRUE(result.ok()) << messages(result.diagnostics);
    EXPECT_EQ(result.files.size(), 1U);
    return result.files.empty() ? std::string("<no file>") : result.files.front().text;
}

/// The one file that tangling Markdown held in memory gives (see tangle_text and only_file).
inline std::string tangled(const std::string& text, bool line_directives = false,
                           const std::string& path = "book.md") {
    return only_file(tangle_text(text, line_directives, path));
}

/// Every file a tangle produced, in order: its path and its text.
using Files = std::vector<std::pair<std::string, std::string>>;

/// The files a tangle produced, or a failure naming its diagnostics.
inline Files files_of(const Result& result) {
    EXPECT_TRUE(result.ok()) << messages(result.diagnostics);
    Files files;
    for (const auto& file : result.files) {
        files.emplace_back(file.path, file.text);
    }
    return files;
}

inline fs::file_time_type modified(const fs::path& path) { return fs::last_write_time(path); }

} // namespace tangle::testing
