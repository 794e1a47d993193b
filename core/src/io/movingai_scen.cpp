// Moving AI `.scen` files: the version line, one problem a line, and the check against a map.
#include "sidestep/io/json.hpp"
#include "sidestep/io/movingai.hpp"
#include "text_lines.hpp"

namespace sidestep {

namespace {

constexpr int64_t kMaxBucket = 1000000;
constexpr size_t kMaxMapNameLength = 1024;

/// Reads one integer field into out; on failure adds "NAME must be an integer LO..HI[ (map SIDE N)], got X" (the
/// column's name and `side` message ids the catalogue words, invalid-scen-col-*; `side` and `size` when the line
/// states the map's size, else size 0).
bool readInteger(std::string_view field, const char* column, int64_t lo, int64_t hi, const char* side, int32_t size,
                 int32_t line, text::ErrorList& errors, int32_t& out) {
    int64_t v = 0;
    if (text::parseInteger(field, lo, hi, v)) {
        out = int32_t(v);
        return true;
    }
    Message rule = Message(size > 0 ? "invalid-scen-integer-in" : "invalid-scen-integer")
                       .word("column", column)
                       .text("lo", std::to_string(lo))
                       .text("hi", std::to_string(hi));
    if (size > 0) rule.word("side", side).text("size", std::to_string(size));
    errors.add(line, std::move(rule.text("got", text::shown(field))));
    return false;
}

/// Parses one problem line (already split into 9 fields). False when any field is wrong.
bool readProblem(const std::vector<std::string_view>& f, int32_t line, text::ErrorList& errors, ScenProblem& p) {
    p.line = line;
    bool ok = readInteger(f[0], "invalid-scen-col-bucket", 0, kMaxBucket, "", 0, line, errors, p.bucket);
    if (f[1].size() > kMaxMapNameLength) {
        errors.add(line, Message("invalid-scen-map-name").text("max", std::to_string(kMaxMapNameLength)));
        ok = false;
    }
    p.map = std::string(f[1].substr(0, kMaxMapNameLength));
    ok = readInteger(f[2], "invalid-scen-col-map-width", 1, kMaxGridSide, "", 0, line, errors, p.mapWidth) && ok;
    ok = readInteger(f[3], "invalid-scen-col-map-height", 1, kMaxGridSide, "", 0, line, errors, p.mapHeight) && ok;
    // Coordinates lie inside the size this line states (or the largest grid when that is wrong).
    const int32_t w = p.mapWidth > 0 ? p.mapWidth : kMaxGridSide, h = p.mapHeight > 0 ? p.mapHeight : kMaxGridSide;
    const int32_t inW = p.mapWidth > 0 ? w : 0, inH = p.mapHeight > 0 ? h : 0;
    ok = readInteger(f[4], "invalid-scen-col-start-x", 0, w - 1, "invalid-scen-col-map-width", inW, line, errors,
                     p.start.x) &&
         ok;
    ok = readInteger(f[5], "invalid-scen-col-start-y", 0, h - 1, "invalid-scen-col-map-height", inH, line, errors,
                     p.start.y) &&
         ok;
    ok = readInteger(f[6], "invalid-scen-col-goal-x", 0, w - 1, "invalid-scen-col-map-width", inW, line, errors,
                     p.goal.x) &&
         ok;
    ok = readInteger(f[7], "invalid-scen-col-goal-y", 0, h - 1, "invalid-scen-col-map-height", inH, line, errors,
                     p.goal.y) &&
         ok;
    if (!text::parseNumber(f[8], 0.0, kMaxScenOptimal, p.optimal)) {
        errors.add(
            line,
            Message("invalid-scen-optimal").text("max", formatNumber(kMaxScenOptimal)).text("got", text::shown(f[8])));
        ok = false;
    }
    return ok;
}

}  // namespace

ScenParse parseMovingAiScen(std::string_view input) {
    ScenParse out;
    text::ErrorList errors(out.errors, kMaxMovingAiErrors, &out.messages);
    if (input.size() > kMaxMovingAiBytes) {
        errors.add(1, Message("invalid-movingai-too-large")
                          .text("bytes", std::to_string(input.size()))
                          .text("max", std::to_string(kMaxMovingAiBytes)));
        return out;
    }
    text::LineReader lines(input);
    std::string_view line;
    if (input.find_first_not_of(" \t\r\n\v\f") == std::string_view::npos || !lines.next(line)) {
        errors.add(1, Message("invalid-scen-empty"));
        return out;
    }
    const auto version = text::fields(line, 2);
    if (version.size() != 2 || version[0] != "version" || (version[1] != "1" && version[1] != "1.0")) {
        errors.add(1, Message("invalid-scen-version").text("got", text::quoted(line)));
        return out;
    }
    while (!errors.full() && lines.next(line)) {
        if (text::blank(line)) continue;
        const int32_t n = lines.number();
        if (out.problems.size() == kMaxScenProblems) {
            errors.add(n, Message("invalid-scen-too-many").text("max", std::to_string(kMaxScenProblems)));
            break;
        }
        const auto f = text::fields(line, 9);
        if (f.size() != 9) {
            errors.add(n, f.size() > 9 ? Message("invalid-scen-fields-more")
                                       : Message("invalid-scen-fields").text("got", std::to_string(f.size())));
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
                                             std::string_view mapPath, std::vector<Message>* messages) {
    std::vector<std::string> out;
    text::ErrorList errors(out, kMaxMovingAiErrors, messages);
    const std::string_view mapName = baseName(mapPath);
    // A file for another map would repeat the same complaint on every line: each is said once.
    std::string_view lastWrongName;
    int32_t lastWrongSize[2] = {0, 0};
    for (const ScenProblem& p : problems) {
        if (errors.full()) break;
        const std::string_view name = baseName(p.map);
        if (name != mapName) {
            if (name != lastWrongName)
                errors.add(p.line, Message("invalid-scen-other-map")
                                       .text("name", text::quoted(name))
                                       .text("map", text::quoted(mapName)));
            lastWrongName = name;
            continue;
        }
        if (p.mapWidth != grid.width() || p.mapHeight != grid.height()) {
            if (p.mapWidth != lastWrongSize[0] || p.mapHeight != lastWrongSize[1]) {
                errors.add(p.line, Message("invalid-scen-size")
                                       .text("w", std::to_string(p.mapWidth))
                                       .text("h", std::to_string(p.mapHeight))
                                       .text("width", std::to_string(grid.width()))
                                       .text("height", std::to_string(grid.height())));
            }
            lastWrongSize[0] = p.mapWidth;
            lastWrongSize[1] = p.mapHeight;
            continue;
        }
        for (auto [cell, name] :
             {std::pair{p.start, "invalid-scen-blocked-start"}, {p.goal, "invalid-scen-blocked-goal"}}) {
            if (grid.blocked(cell)) {
                errors.add(p.line, Message(name).text("x", std::to_string(cell.x)).text("y", std::to_string(cell.y)));
            }
        }
    }
    return out;
}

}  // namespace sidestep
