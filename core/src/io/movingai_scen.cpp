// Moving AI `.scen` files: the version line, one problem a line, and the check against a map.
#include "sidestep/io/json.hpp"
#include "sidestep/io/movingai.hpp"
#include "text_lines.hpp"

namespace sidestep {

namespace {

constexpr int64_t kMaxBucket = 1000000;
constexpr size_t kMaxMapNameLength = 1024;

/// Reads one integer field into out; on failure adds "NAME must be an integer LO..HI[ (why)], got X".
bool readInteger(std::string_view field, const char* name, int64_t lo, int64_t hi, const std::string& why, int32_t line,
                 text::ErrorList& errors, int32_t& out) {
    int64_t v = 0;
    if (text::parseInteger(field, lo, hi, v)) {
        out = int32_t(v);
        return true;
    }
    errors.add(line, std::string(name) + " must be an integer " + std::to_string(lo) + ".." + std::to_string(hi) + why +
                         ", got " + text::shown(field));
    return false;
}

/// Parses one problem line (already split into 9 fields). False when any field is wrong.
bool readProblem(const std::vector<std::string_view>& f, int32_t line, text::ErrorList& errors, ScenProblem& p) {
    p.line = line;
    bool ok = readInteger(f[0], "bucket", 0, kMaxBucket, "", line, errors, p.bucket);
    if (f[1].size() > kMaxMapNameLength) {
        errors.add(line, "map name longer than " + std::to_string(kMaxMapNameLength) + " characters");
        ok = false;
    }
    p.map = std::string(f[1].substr(0, kMaxMapNameLength));
    ok = readInteger(f[2], "map width", 1, kMaxGridSide, "", line, errors, p.mapWidth) && ok;
    ok = readInteger(f[3], "map height", 1, kMaxGridSide, "", line, errors, p.mapHeight) && ok;
    // Coordinates lie inside the size this line states (or the largest grid when that is wrong).
    const int32_t w = p.mapWidth > 0 ? p.mapWidth : kMaxGridSide, h = p.mapHeight > 0 ? p.mapHeight : kMaxGridSide;
    const std::string inW = p.mapWidth > 0 ? " (map width " + std::to_string(w) + ")" : "";
    const std::string inH = p.mapHeight > 0 ? " (map height " + std::to_string(h) + ")" : "";
    ok = readInteger(f[4], "start x", 0, w - 1, inW, line, errors, p.start.x) && ok;
    ok = readInteger(f[5], "start y", 0, h - 1, inH, line, errors, p.start.y) && ok;
    ok = readInteger(f[6], "goal x", 0, w - 1, inW, line, errors, p.goal.x) && ok;
    ok = readInteger(f[7], "goal y", 0, h - 1, inH, line, errors, p.goal.y) && ok;
    if (!text::parseNumber(f[8], 0.0, kMaxScenOptimal, p.optimal)) {
        errors.add(
            line, "optimal length must be a number 0.." + formatNumber(kMaxScenOptimal) + ", got " + text::shown(f[8]));
        ok = false;
    }
    return ok;
}

}  // namespace

ScenParse parseMovingAiScen(std::string_view input) {
    ScenParse out;
    text::ErrorList errors(out.errors, kMaxMovingAiErrors);
    if (input.size() > kMaxMovingAiBytes) {
        errors.add(1, "the file has " + std::to_string(input.size()) + " bytes, more than the limit of " +
                          std::to_string(kMaxMovingAiBytes));
        return out;
    }
    text::LineReader lines(input);
    std::string_view line;
    if (input.find_first_not_of(" \t\r\n\v\f") == std::string_view::npos || !lines.next(line)) {
        errors.add(1, "empty file (a .scen starts with 'version 1')");
        return out;
    }
    const auto version = text::fields(line, 2);
    if (version.size() != 2 || version[0] != "version" || (version[1] != "1" && version[1] != "1.0")) {
        errors.add(1, "expected 'version 1', got " + text::quoted(line));
        return out;
    }
    while (!errors.full() && lines.next(line)) {
        if (text::blank(line)) continue;
        const int32_t n = lines.number();
        if (out.problems.size() == kMaxScenProblems) {
            errors.add(n, "more than " + std::to_string(kMaxScenProblems) + " problems (the limit)");
            break;
        }
        const auto f = text::fields(line, 9);
        if (f.size() != 9) {
            errors.add(n,
                       "expected 9 fields (bucket, map, map width, map height, start x, start y, goal x, goal y, "
                       "optimal length), got " +
                           std::string(f.size() > 9 ? "more" : std::to_string(f.size())));
            continue;
        }
        ScenProblem p;
        if (readProblem(f, n, errors, p)) out.problems.push_back(std::move(p));
    }
    if (!out.ok()) out.problems.clear();
    return out;
}

std::string_view baseName(std::string_view path) {
    const size_t slash = path.find_last_of("/\\");
    return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

std::vector<std::string> checkScenAgainstMap(const std::vector<ScenProblem>& problems, const Grid& grid,
                                             std::string_view mapPath) {
    std::vector<std::string> out;
    text::ErrorList errors(out, kMaxMovingAiErrors);
    const std::string_view mapName = baseName(mapPath);
    // A file for another map would repeat the same complaint on every line: each is said once.
    std::string_view lastWrongName;
    int32_t lastWrongSize[2] = {0, 0};
    for (const ScenProblem& p : problems) {
        if (errors.full()) break;
        const std::string_view name = baseName(p.map);
        if (name != mapName) {
            if (name != lastWrongName)
                errors.add(p.line, "the problem is for map " + text::quoted(name) + ", not " + text::quoted(mapName));
            lastWrongName = name;
            continue;
        }
        if (p.mapWidth != grid.width() || p.mapHeight != grid.height()) {
            if (p.mapWidth != lastWrongSize[0] || p.mapHeight != lastWrongSize[1]) {
                errors.add(p.line, "the problem says the map is " + std::to_string(p.mapWidth) + " x " +
                                       std::to_string(p.mapHeight) + ", the map is " + std::to_string(grid.width()) +
                                       " x " + std::to_string(grid.height()));
            }
            lastWrongSize[0] = p.mapWidth;
            lastWrongSize[1] = p.mapHeight;
            continue;
        }
        for (auto [cell, name] : {std::pair{p.start, "start"}, {p.goal, "goal"}}) {
            if (grid.blocked(cell)) {
                errors.add(p.line, std::string(name) + " (" + std::to_string(cell.x) + ", " + std::to_string(cell.y) +
                                       ") is a blocked cell");
            }
        }
    }
    return out;
}

}  // namespace sidestep
