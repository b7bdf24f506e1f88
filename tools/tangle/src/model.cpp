// The book's model: what every chapter is, read once from the chapters themselves, for every
// tool that needs it (CMake, the site, the tests). tools/tangle/README.md describes the JSON.

#include "tangle/tangle.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <system_error>

#include <nlohmann/json.hpp>

namespace tangle {

namespace {

using Json = nlohmann::ordered_json;

constexpr std::string_view chapters_folder = "chapters";

/// The name of a chapter's appendix, beside its README.md: what a maintainer needs and a student
/// does not, tangled with the chapter into the same program.
constexpr std::string_view appendix_name = "APPENDIX.md";

/// The number that two digits make: "05" is 5.
int number_of(std::string_view digits) { return (digits[0] - '0') * 10 + (digits[1] - '0'); }

bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

/// The chapter folders below `book/chapters`: `NN-name`, each a folder, in order.
std::vector<std::string> chapter_folders(const std::filesystem::path& book) {
    std::vector<std::string> folders;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(book / chapters_folder, error)) {
        std::string name = entry.path().filename().string();
        bool numbered =
            name.size() >= 3 && is_digit(name[0]) && is_digit(name[1]) && name[2] == '-';
        if (numbered && entry.is_directory(error)) {
            folders.push_back(name);
        }
    }
    std::sort(folders.begin(), folders.end());
    return folders;
}

/// `# 5. Backtracking: …` gives 5 and the title without its emphasis, `Backtracking: …`.
std::optional<std::pair<int, std::string>> heading(std::string_view line) {
    if (!line.starts_with("# ")) {
        return std::nullopt;
    }
    line.remove_prefix(2);
    int number = 0;
    auto [end, error] = std::from_chars(line.data(), line.data() + line.size(), number);
    std::string_view rest = line.substr(static_cast<std::size_t>(end - line.data()));
    if (error != std::errc{} || !rest.starts_with(". ") || trim(rest.substr(2)).empty()) {
        return std::nullopt;
    }
    std::string title(trim(rest.substr(2)));
    std::erase(title, '*');
    return std::pair{number, title};
}

/// A chapter that opens a part says so on the first line after its heading that is not blank:
/// `<!-- Part II: One solution for a huge board -->`, a comment that GitHub and the site hide.
/// Gives the part's title and that line's number, or nothing.
std::optional<std::pair<std::string, int>> part_opened(const std::vector<std::string_view>& lines) {
    for (std::size_t i = 1; i < lines.size(); ++i) {
        std::string_view line = trim(lines[i]);
        if (line.empty()) {
            continue;
        }
        if (line.starts_with("<!--") && line.ends_with("-->") && line.size() >= 7) {
            std::string_view inner = trim(line.substr(4, line.size() - 7));
            if (inner.starts_with("Part ")) {
                return std::pair{std::string(inner), static_cast<int>(i) + 1};
            }
        }
        break;
    }
    return std::nullopt;
}

/// The chapter whose header a chunk line includes, `#include "queens/ch05/…"`: its id, `ch05`.
std::optional<std::string> included_chapter(std::string_view line) {
    line = trim(line);
    constexpr std::string_view include = "#include \"queens/";
    if (!line.starts_with(include)) {
        return std::nullopt;
    }
    std::string_view id = line.substr(include.size(), 5);
    if (id.size() != 5 || !id.starts_with("ch") || !is_digit(id[2]) || !is_digit(id[3]) ||
        id[4] != '/') {
        return std::nullopt;
    }
    return std::string(id.substr(0, 4));
}

/// One chapter, or nothing (with the reasons) when it cannot be described.
std::optional<Json> describe_chapter(const std::filesystem::path& book, const std::string& folder,
                                     const std::vector<int>& numbers,
                                     std::vector<Diagnostic>& diagnostics) {
    const std::string markdown = std::string(chapters_folder) + "/" + folder + "/README.md";
    const std::string path = (book / markdown).lexically_normal().generic_string();
    const std::string appendix =
        std::string(chapters_folder) + "/" + folder + "/" + std::string(appendix_name);
    const std::string appendix_path = (book / appendix).lexically_normal().generic_string();
    std::error_code error;
    const bool has_appendix = std::filesystem::exists(book / appendix, error);
    const std::size_t reported = diagnostics.size();
    std::vector<Source> sources = {read_source(path, diagnostics)};
    if (has_appendix) {
        sources.push_back(read_source(appendix_path, diagnostics));
    }
    if (diagnostics.size() != reported) {
        return std::nullopt;
    }
    const Source& source = sources.front();
    // Each definition, use and mention names the Markdown it is in, relative to the book.
    const auto relative = [&](const std::string& read) {
        return read == path ? markdown : appendix;
    };
    const int number = number_of(folder);
    const std::string id = "ch" + folder.substr(0, 2);
    const std::string slug = folder.substr(3);
    const auto complain = [&](int line, std::string message) {
        diagnostics.push_back({path, line, std::move(message)});
    };
    if (slug.empty()) {
        complain(1, "the chapter's folder '" + folder + "' has no name after its number");
    }
    if (std::count(numbers.begin(), numbers.end(), number) > 1) {
        complain(1, "two chapter folders are numbered " + folder.substr(0, 2));
    }
    std::vector<std::string_view> lines = split_lines(source.text);
    auto head = lines.empty() ? std::nullopt : heading(lines.front());
    if (!head) {
        complain(1, "the chapter does not begin with a heading '# N. Title'");
    } else if (head->first != number) {
        complain(1, "the chapter is headed " + std::to_string(head->first) +
                        ", but its folder says " + folder.substr(0, 2));
    }

    std::optional<std::string> appendix_title;
    if (has_appendix) {
        std::vector<std::string_view> appendix_lines = split_lines(sources.back().text);
        std::string_view first = appendix_lines.empty() ? "" : appendix_lines.front();
        if (!first.starts_with("# ") || trim(first.substr(2)).empty()) {
            diagnostics.push_back(
                {appendix_path, 1, "the appendix does not begin with a heading '# Title'"});
        } else {
            appendix_title = std::string(trim(first.substr(2)));
            std::erase(*appendix_title, '*');
        }
    }

    Web web = parse(sources, diagnostics);
    std::vector<std::string> roots = tangle::roots(web, diagnostics);
    if (diagnostics.size() != reported) {
        return std::nullopt;
    }

    Json includes = Json::array();
    std::map<std::string, Json> uses;
    for (const Chunk& chunk : web.chunks) {
        for (const Definition& definition : chunk.definitions) {
            for (const SourceLine& line : definition.lines) {
                if (auto reference = as_reference(line.text)) {
                    uses[std::string(reference->name)].push_back(
                        {{"line", line.line},
                         {"markdown", relative(definition.path)},
                         {"in", chunk.name}});
                }
                std::optional<std::string> used = included_chapter(line.text);
                if (!used || *used == id) {
                    continue;
                }
                const int used_number = number_of(used->substr(2));
                if (used_number > number ||
                    std::find(numbers.begin(), numbers.end(), used_number) == numbers.end()) {
                    diagnostics.push_back({definition.path, line.line,
                                           "the chapter includes " + *used +
                                               "'s headers, which is not an earlier chapter"});
                } else if (std::find(includes.begin(), includes.end(), *used) == includes.end()) {
                    includes.push_back(*used);
                }
            }
        }
    }
    if (diagnostics.size() != reported) {
        return std::nullopt;
    }

    // A name the chapter uses but does not define (an error when the chapter is tangled) is
    // listed too, without definitions, so that every reference line is in the model.
    std::vector<Chunk> undefined;
    for (const auto& [name, where] : uses) {
        if (!web.find(name)) {
            undefined.push_back({name, {}});
        }
    }
    Json chunks = Json::array();
    for (const std::vector<Chunk>* list : {&web.chunks, &undefined}) {
        for (const Chunk& chunk : *list) {
            Json definitions = Json::array();
            for (const Definition& definition : chunk.definitions) {
                definitions.push_back(
                    {{"line", definition.header_line},
                     {"end", definition.lines.empty() ? definition.header_line
                                                      : definition.lines.back().line},
                     {"markdown", relative(definition.path)},
                     {"lab", definition.lab}});
            }
            auto used = uses.find(chunk.name);
            Json file = nullptr;
            if (chunk.name.starts_with(root_prefix)) {
                file = std::filesystem::path(chunk.name.substr(root_prefix.size()))
                           .lexically_normal()
                           .generic_string();
            }
            chunks.push_back({{"name", chunk.name},
                              {"file", file},
                              {"definitions", definitions},
                              {"uses", used == uses.end() ? Json::array() : used->second}});
        }
    }
    Json mentions = Json::array();
    for (const Definition& illustration : web.illustrations) {
        for (const SourceLine& line : illustration.lines) {
            if (auto reference = as_reference(line.text)) {
                mentions.push_back({{"line", line.line},
                                    {"markdown", relative(illustration.path)},
                                    {"name", std::string(reference->name)}});
            }
        }
    }

    std::string header = slug;
    std::replace(header.begin(), header.end(), '-', '_');
    header += ".hpp";
    auto part = part_opened(lines);
    const std::string drawing = std::string(chapters_folder) + "/" + folder + "/pictures.cpp";
    return Json{
        {"number", number},
        {"id", id},
        {"folder", folder},
        {"slug", slug},
        {"markdown", markdown},
        {"appendix", appendix_title ? Json({{"markdown", appendix}, {"title", *appendix_title}})
                                    : Json(nullptr)},
        {"title", head->second},
        {"part", nullptr},
        {"namespace", number == 0 ? "queens" : "queens::" + id},
        {"entry_header", std::find(roots.begin(), roots.end(), header) != roots.end()
                             ? Json("queens/" + id + "/" + header)
                             : Json(nullptr)},
        {"roots", roots},
        {"includes", includes},
        {"chunks", chunks},
        {"mentions", mentions},
        {"pictures_code",
         std::filesystem::is_regular_file(book / drawing, error) ? Json(drawing) : Json(nullptr)},
        {"opens", part ? Json({{"title", part->first}, {"line", part->second}}) : Json(nullptr)},
    };
}

} // namespace

std::optional<std::string> describe_book(const std::filesystem::path& book,
                                         std::vector<Diagnostic>& diagnostics) {
    const std::size_t reported = diagnostics.size();
    std::vector<std::string> folders = chapter_folders(book);
    if (folders.empty()) {
        diagnostics.push_back({(book / chapters_folder).lexically_normal().generic_string(), 1,
                               "no chapter folders (NN-name/README.md) here"});
        return std::nullopt;
    }
    std::vector<int> numbers;
    for (const std::string& folder : folders) {
        numbers.push_back(number_of(folder));
    }
    Json chapters = Json::array();
    Json parts = Json::array();
    for (const std::string& folder : folders) {
        std::optional<Json> chapter = describe_chapter(book, folder, numbers, diagnostics);
        if (!chapter) {
            continue;
        }
        // A chapter belongs to the part the nearest chapter before it (or itself) opened.
        Json opens = (*chapter)["opens"];
        chapter->erase("opens");
        if (!opens.is_null()) {
            for (const Json& part : parts) {
                if (part["title"] == opens["title"]) {
                    diagnostics.push_back(
                        {(book / (*chapter)["markdown"].get<std::string>())
                             .lexically_normal()
                             .generic_string(),
                         opens["line"].get<int>(),
                         "a second chapter opens '" + opens["title"].get<std::string>() + "'"});
                }
            }
            parts.push_back({{"title", opens["title"]}, {"chapters", Json::array()}});
        }
        if (parts.empty()) {
            (*chapter)["part"] = nullptr;
        } else {
            (*chapter)["part"] = parts.back()["title"];
            parts.back()["chapters"].push_back((*chapter)["id"]);
        }
        chapters.push_back(std::move(*chapter));
    }
    if (diagnostics.size() != reported) {
        return std::nullopt;
    }
    Json model = {{"chapters", chapters}, {"parts", parts}};
    return model.dump(1) + "\n";
}

} // namespace tangle
