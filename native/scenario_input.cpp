#include "scenario_input.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "cli_common.hpp"
#include "deflate.hpp"

namespace sidestep::cli {

namespace {

/// Reads at most kMaxScenarioBytes + 1 bytes, so a huge file is refused without reading it all: in blocks of
/// 1 MiB, into a string that grows with what came (a file: sized to it first). It was sized to the limit
/// (64 MiB, zero-filled) before every read: 1.1 s of page faults and memset for any file.
bool readBounded(std::istream& in, std::string& out, size_t expected = 0) {
    constexpr size_t kBlock = size_t(1) << 20;
    out.clear();
    out.reserve(std::min(expected, kMaxScenarioBytes) + 1);
    std::string block(kBlock, '\0');
    while (out.size() <= kMaxScenarioBytes) {
        in.read(block.data(), std::streamsize(kBlock));
        const size_t got = size_t(in.gcount());
        out.append(block, 0, got);
        if (got < kBlock) break;
    }
    return out.size() <= kMaxScenarioBytes;
}

}  // namespace

bool looksLikeLink(const std::string& s) {
    if (s.find("#s=") != std::string::npos) return true;
    if (s.empty()) return false;
    for (char c : s) {
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '=')) return false;
    }
    return true;
}

Input readInput(const std::string& arg) {
    Input input;
    std::string content;
    if (arg == "-") {
        if (!readBounded(std::cin, content))
            return {"", "input: more than " + std::to_string(kMaxScenarioBytes) + " bytes"};
    } else {
        std::ifstream file(arg, std::ios::binary);
        if (file) {
            std::error_code sizeError;
            const auto expected = std::filesystem::file_size(arg, sizeError);
            if (!readBounded(file, content, sizeError ? 0 : size_t(expected))) {
                std::error_code error;
                const auto size = std::filesystem::file_size(arg, error);
                return {"", arg + ": " +
                                (error ? "more than" : std::to_string(size) + " bytes is more than the limit of") +
                                " " + std::to_string(kMaxScenarioBytes) + " bytes (64 MiB, the scenario size limit)"};
            }
        } else if (looksLikeLink(arg)) {
            content = arg;
        } else {
            return {"", arg + ": no such file, and not a share link"};
        }
    }
    // A UTF-8 byte order mark (Windows Notepad writes one) is dropped, as the page's text decoder drops it.
    if (content.compare(0, 3, "\xEF\xBB\xBF") == 0) content.erase(0, 3);
    size_t first = content.find_first_not_of(" \t\r\n");
    if (first != std::string::npos && (content[first] == '{' || content[first] == '[')) return {content, ""};
    if (first == std::string::npos) return {"", "input: empty"};
    const size_t last = content.find_last_not_of(" \t\r\n");
    if (!looksLikeLink(content.substr(first, last - first + 1))) {
        const std::string source = arg == "-" ? "input" : arg;
        const bool map = content.compare(first, 5, "type ") == 0 || content.compare(first, 8, "version ") == 0;
        return {"", source + ": neither a scenario file (JSON, starting with {) nor a share link" +
                        (map ? std::string("; a Moving AI map or scen opens with `sidestep import MAP [SCEN --row N]`")
                             : "")};
    }
    const Inflate decoded = decodeLink(content);
    if (!decoded.ok()) return {"", decoded.error};
    return {decoded.text, ""};
}

ScenarioLoad loadScenario(const std::string& arg) {
    ScenarioLoad out;
    const Input input = readInput(arg);
    if (!input.error.empty()) {
        out.errors.push_back(input.error);
        return out;
    }
    ScenarioParse parsed = parseScenario(input.text);
    if (!parsed.ok()) {
        out.errors = std::move(parsed.errors);
        return out;
    }
    out.scenario = std::move(parsed.scenario);
    return out;
}

bool load(const std::string& arg, Scenario& scenario, int& exitCode) {
    ScenarioLoad loaded = loadScenario(arg);
    if (!loaded.ok()) {
        exitCode = printErrors(loaded.errors);
        return false;
    }
    scenario = std::move(loaded.scenario);
    return true;
}

}  // namespace sidestep::cli
