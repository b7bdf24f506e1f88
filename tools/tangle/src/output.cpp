#include "tangle/tangle.hpp"

#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <system_error>

namespace tangle {

namespace {

std::optional<std::string> read_existing(const std::filesystem::path& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        return std::nullopt;
    }
    return std::string{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

/// Writes `text` next to `target` under a temporary name; the caller renames it into place.
bool write_temporary(const std::filesystem::path& target, const std::string& text,
                     std::filesystem::path& temporary, std::string& failure) {
    std::error_code error;
    std::filesystem::create_directories(target.parent_path(), error);
    if (error) {
        failure = "cannot create folder '" + target.parent_path().string() + "': " + error.message();
        return false;
    }
    temporary = target;
    temporary += ".tangle-tmp";
    std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
    file << text;
    file.flush();
    if (!file) {
        failure = "cannot write '" + temporary.string() + "'";
        file.close();
        std::filesystem::remove(temporary, error);
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
    std::vector<Pending> pending;
    std::error_code error;
    const auto abandon = [&](const std::filesystem::path& where, const std::string& failure) {
        for (const Pending& file : pending) {
            std::filesystem::remove(file.temporary, error);
        }
        diagnostics.push_back({where.string(), 1, failure});
        return std::vector<std::string>{};
    };
    for (const OutputFile& file : files) {
        std::filesystem::path target = directory / file.path;
        if (read_existing(target) == file.text) {
            continue;
        }
        std::filesystem::path temporary;
        std::string failure;
        if (!write_temporary(target, file.text, temporary, failure)) {
            return abandon(target, failure);
        }
        pending.push_back({temporary, target, file.path});
    }
    std::vector<std::string> written;
    for (const Pending& file : pending) {
        std::filesystem::rename(file.temporary, file.target, error);
        if (error) {
            return abandon(file.target, "cannot replace it: " + error.message());
        }
        written.push_back(file.path);
    }
    return written;
}

std::vector<std::string> stale_files(const std::filesystem::path& directory,
                                     const std::vector<OutputFile>& files) {
    std::vector<std::string> stale;
    for (const OutputFile& file : files) {
        if (read_existing(directory / file.path) != file.text) {
            stale.push_back(file.path);
        }
    }
    return stale;
}

namespace {

constexpr std::string_view usage =
    "usage: tangle [--no-line] [-o DIR] FILE.md...\n"
    "       tangle --list FILE.md...\n"
    "       tangle --check [--no-line] -o DIR FILE.md...\n";

enum class Mode { write, list, check };

} // namespace

int run(const std::vector<std::string>& arguments, std::ostream& out, std::ostream& err) {
    Mode mode = Mode::write;
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
        } else if (argument == "--list") {
            mode = Mode::list;
        } else if (argument == "--check") {
            mode = Mode::check;
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
    std::vector<Source> sources;
    for (const std::string& input : inputs) {
        sources.push_back(read_source(input, diagnostics));
    }
    const auto fail = [&](const std::vector<Diagnostic>& found) {
        for (const Diagnostic& diagnostic : found) {
            err << diagnostic.to_string() << '\n';
        }
        return 1;
    };
    if (!diagnostics.empty()) {
        return fail(diagnostics);
    }

    if (mode == Mode::list) {
        Web web = parse(sources, diagnostics);
        std::vector<std::string> paths = roots(web, diagnostics);
        if (!diagnostics.empty()) {
            return fail(diagnostics);
        }
        for (const std::string& path : paths) {
            out << path << '\n';
        }
        return 0;
    }

    Result result = tangle(sources, options);
    if (!result.ok()) {
        return fail(result.diagnostics);
    }
    if (mode == Mode::check) {
        std::vector<std::string> stale = stale_files(directory, result.files);
        for (const std::string& path : stale) {
            err << (directory / path).string() << ": differs from its Markdown\n";
        }
        return stale.empty() ? 0 : 1;
    }
    write_files(directory, result.files, diagnostics);
    return diagnostics.empty() ? 0 : fail(diagnostics);
}

} // namespace tangle
