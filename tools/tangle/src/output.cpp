#include "tangle/tangle.hpp"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <system_error>

namespace tangle {

namespace {

/// The text of a regular file, or nothing when there is none (a folder is not a file).
std::optional<std::string> read_existing(const std::filesystem::path& path) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(path, error)) {
        return std::nullopt;
    }
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        return std::nullopt;
    }
    std::string text{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
    if (file.bad()) {
        return std::nullopt;
    }
    return text;
}

/// Files and folders this run has created, removed again when it gives up.
class Scratch {
public:
    /// Creates the folders above `target`, remembering the topmost one that was new.
    bool make_parents(const std::filesystem::path& target, std::string& failure) {
        std::filesystem::path parent = target.parent_path();
        if (parent.empty()) {
            return true;
        }
        std::error_code error;
        std::filesystem::path topmost;
        for (std::filesystem::path folder = parent; !folder.empty();
             folder = folder.parent_path()) {
            if (std::filesystem::exists(std::filesystem::symlink_status(folder, error))) {
                break;
            }
            topmost = folder;
            if (folder == folder.parent_path()) {
                break;
            }
        }
        std::filesystem::create_directories(parent, error);
        std::error_code ignored;
        if (!topmost.empty() && std::filesystem::exists(topmost, ignored)) {
            folders_.push_back(topmost);
        }
        if (error || !std::filesystem::is_directory(parent, error)) {
            failure = "cannot create folder '" + parent.string() + "'" +
                      (error ? ": " + error.message() : std::string(": not a folder"));
            return false;
        }
        return true;
    }

    /// A name beside `target` that nothing else uses: not on disk, not one of the outputs.
    std::filesystem::path temporary_for(const std::filesystem::path& target,
                                        const std::vector<std::filesystem::path>& outputs) {
        for (int attempt = 0;; ++attempt) {
            std::filesystem::path name = target;
            name += ".tangle-tmp";
            if (attempt > 0) {
                name += std::to_string(attempt);
            }
            std::error_code error;
            bool taken = std::filesystem::exists(std::filesystem::symlink_status(name, error)) ||
                         std::find(outputs.begin(), outputs.end(), name) != outputs.end() ||
                         std::find(files_.begin(), files_.end(), name) != files_.end();
            if (!taken) {
                files_.push_back(name);
                return name;
            }
        }
    }

    void forget_file(const std::filesystem::path& file) {
        files_.erase(std::remove(files_.begin(), files_.end(), file), files_.end());
    }

    /// Removes every temporary file and, while no file has been put in place yet, every
    /// folder this run created.
    void clean(bool folders) {
        std::error_code error;
        for (const auto& file : files_) {
            std::filesystem::remove(file, error);
        }
        for (auto folder = folders_.rbegin(); folders && folder != folders_.rend(); ++folder) {
            std::filesystem::remove_all(*folder, error);
        }
        files_.clear();
        folders_.clear();
    }

private:
    std::vector<std::filesystem::path> files_;
    std::vector<std::filesystem::path> folders_;
};

bool write_text(const std::filesystem::path& path, const std::string& text, std::string& failure) {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    if (!file) {
        failure = "cannot create '" + path.string() + "'";
        return false;
    }
    file.write(text.data(), static_cast<std::streamsize>(text.size()));
    file.close();
    if (!file) {
        failure = "cannot write '" + path.string() + "'";
        return false;
    }
    return true;
}

} // namespace

std::vector<std::string> write_files(const std::filesystem::path& directory,
                                     const std::vector<OutputFile>& files,
                                     std::vector<Diagnostic>& diagnostics) {
    struct Pending {
        std::filesystem::path temporary;
        std::filesystem::path target;
        std::string path;
    };
    std::vector<std::filesystem::path> targets;
    for (const OutputFile& file : files) {
        targets.push_back((directory / file.path).lexically_normal());
    }
    Scratch scratch;
    std::vector<Pending> pending;
    bool placed = false;
    const auto abandon = [&](const std::filesystem::path& where, const std::string& failure) {
        scratch.clean(!placed);
        diagnostics.push_back({where.string(), 1, failure});
        return std::vector<std::string>{};
    };
    for (std::size_t i = 0; i < files.size(); ++i) {
        const std::filesystem::path& target = targets[i];
        if (read_existing(target) == files[i].text) {
            continue;
        }
        std::error_code error;
        if (std::filesystem::is_directory(target, error)) {
            return abandon(target, "cannot write the file: a folder is in the way");
        }
        std::string failure;
        if (!scratch.make_parents(target, failure)) {
            return abandon(target, failure);
        }
        std::filesystem::path temporary = scratch.temporary_for(target, targets);
        if (!write_text(temporary, files[i].text, failure)) {
            return abandon(target, failure);
        }
        pending.push_back({temporary, target, files[i].path});
    }
    std::vector<std::string> written;
    for (const Pending& file : pending) {
        std::error_code error;
        std::filesystem::rename(file.temporary, file.target, error);
        if (error) {
            return abandon(file.target, "cannot replace the file: " + error.message());
        }
        placed = true;
        scratch.forget_file(file.temporary);
        written.push_back(file.path);
    }
    return written;
}

namespace {

constexpr std::string_view usage = "usage: tangle [--no-line] [--no-names] [-o DIR] FILE.md...\n"
                                   "       tangle --model BOOK\n";

} // namespace

int run(const std::vector<std::string>& arguments, std::ostream& out, std::ostream& err) {
    bool model = false;
    Options options;
    std::filesystem::path directory = ".";
    std::vector<std::string> inputs;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& argument = arguments[i];
        if (argument == "--help" || argument == "-h") {
            out << usage;
            return 0;
        } else if (argument == "--no-line") {
            options.line_directives = false;
        } else if (argument == "--no-names") {
            options.chunk_names = false;
        } else if (argument == "--model") {
            model = true;
        } else if (argument == "-o" || argument == "--output") {
            if (i + 1 == arguments.size()) {
                err << "tangle: " << argument << " needs a folder\n" << usage;
                return 2;
            }
            directory = arguments[++i];
        } else if (argument.starts_with("-") && argument != "-") {
            err << "tangle: unknown option '" << argument << "'\n" << usage;
            return 2;
        } else {
            inputs.push_back(argument);
        }
    }
    if (inputs.empty()) {
        err << "tangle: no input files\n" << usage;
        return 2;
    }

    std::vector<Diagnostic> diagnostics;
    const auto fail = [&](const std::vector<Diagnostic>& found) {
        for (const Diagnostic& diagnostic : found) {
            err << diagnostic.to_string() << '\n';
        }
        return 1;
    };
    if (model) {
        if (inputs.size() != 1) {
            err << "tangle: --model reads one book, the folder that holds chapters/\n" << usage;
            return 2;
        }
        std::optional<std::string> described = describe_book(inputs.front(), diagnostics);
        if (!described) {
            return fail(diagnostics);
        }
        out << *described;
        return 0;
    }
    std::vector<Source> sources;
    for (const std::string& input : inputs) {
        sources.push_back(read_source(input, diagnostics));
    }
    if (!diagnostics.empty()) {
        return fail(diagnostics);
    }

    Result result = tangle(sources, options);
    if (!result.ok()) {
        return fail(result.diagnostics);
    }
    write_files(directory, result.files, diagnostics);
    return diagnostics.empty() ? 0 : fail(diagnostics);
}

} // namespace tangle
