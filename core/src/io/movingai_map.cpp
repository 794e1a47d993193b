// Moving AI `.map` files: the header (type, height, width, map), then the rows.
#include <cstring>

#include "sidestep/io/movingai.hpp"
#include "text_lines.hpp"

namespace sidestep {

namespace {

using text::quoted;

/// "(free: . G S; blocked: @ O T W)"
std::string cellRule() {
    const auto spaced = [](const char* cells) {
        std::string out;
        for (const char* c = cells; *c; ++c) out += std::string(out.empty() ? "" : " ") + *c;
        return out;
    };
    return "(free: " + spaced(kMovingAiFreeCells) + "; blocked: " + spaced(kMovingAiBlockedCells) + ")";
}

/// 0 free, 1 blocked, -1 not a map character.
int cellKind(char c) {
    if (c != '\0' && std::strchr(kMovingAiFreeCells, c)) return 0;
    if (c != '\0' && std::strchr(kMovingAiBlockedCells, c)) return 1;
    return -1;
}

/// What the header lines said; a side stays 0 until a valid value is read.
struct Header {
    bool type = false, height = false, width = false, map = false;
    int32_t h = 0, w = 0;
};

std::string sideRule(const char* name, std::string_view got) {
    return std::string(name) + " must be an integer 1.." + std::to_string(kMaxGridSide) + ", got " + text::shown(got);
}

/// Reads header lines up to and including `map`. Returns false when the rows cannot be read.
bool readHeader(text::LineReader& lines, Header& h, text::ErrorList& errors) {
    std::string_view line;
    while (!h.map && !errors.full()) {
        if (!lines.next(line)) {
            std::string missing;
            for (auto [seen, name] : {std::pair{h.type, "type octile"}, {h.height, "height H"}, {h.width, "width W"}}) {
                if (!seen) missing += std::string(missing.empty() ? "" : ", ") + "'" + name + "'";
            }
            errors.add(lines.number() + 1, "the file ends before the 'map' line" +
                                               (missing.empty() ? std::string() : " (missing " + missing + ")"));
            return false;
        }
        const auto f = text::fields(line, 2);
        const std::string_view key = f.empty() ? std::string_view() : f[0];
        const std::string_view value = f.size() > 1 ? f[1] : std::string_view();
        const int32_t n = lines.number();
        // Everything after the key, for messages ("height 50 50" -> "50 50").
        const std::string_view rest =
            f.empty() ? std::string_view() : text::trimmed(line.substr(size_t(key.data() - line.data()) + key.size()));
        if (key == "type") {
            if (h.type) errors.add(n, "a second 'type' line");
            h.type = true;
            if (value != "octile" || f.size() != 2) errors.add(n, "type must be 'octile', got " + text::shown(rest));
        } else if (key == "height" || key == "width") {
            const bool isHeight = key == "height";
            if (isHeight ? h.height : h.width) errors.add(n, "a second '" + std::string(key) + "' line");
            (isHeight ? h.height : h.width) = true;
            int64_t v = 0;
            if (f.size() != 2 || !text::parseInteger(value, 1, kMaxGridSide, v)) {
                errors.add(n, sideRule(isHeight ? "height" : "width", rest));
            } else {
                (isHeight ? h.h : h.w) = int32_t(v);
            }
        } else if (key == "map" && f.size() == 1) {
            h.map = true;
            if (!h.type) errors.add(n, "'map' before the 'type octile' line");
            if (!h.height) errors.add(n, "'map' before the 'height H' line");
            if (!h.width) errors.add(n, "'map' before the 'width W' line");
        } else {
            errors.add(n, std::string(n == 1 ? "expected 'type octile'"
                                             : "expected a header line (type octile, height H, width W, map)") +
                              ", got " + quoted(line));
            return false;  // not a map file, or a broken header: the rows cannot be found
        }
    }
    return h.map && h.h > 0 && h.w > 0 && !errors.full();
}

/// Reads the H rows into the map's grid (already sized W x H), counting swamp and water, then checks
/// nothing but blank lines follow.
void readRows(text::LineReader& lines, MapParse& map, text::ErrorList& errors) {
    Grid& grid = map.grid;
    const int32_t w = grid.width(), h = grid.height();
    std::string_view line;
    for (int32_t y = 0; y < h && !errors.full(); ++y) {
        if (!lines.next(line)) {
            errors.add(lines.number() + 1,
                       "the file ends after " + std::to_string(y) + " rows, height says " + std::to_string(h));
            return;
        }
        const int32_t n = lines.number();
        if (line.size() != size_t(w)) {
            errors.add(n, "row has " + std::to_string(line.size()) + " characters, width says " + std::to_string(w));
        }
        const size_t cells = line.size() < size_t(w) ? line.size() : size_t(w);
        for (size_t x = 0; x < cells; ++x) {
            const int kind = cellKind(line[x]);
            if (kind < 0) {
                errors.add(n, "unknown character " + quoted(line.substr(x, 1)) + " at column " + std::to_string(x + 1) +
                                  " " + cellRule());
                break;  // one per row is enough to find it
            }
            if (kind == 1) grid.set(int32_t(x), y, true);
            map.swamp += line[x] == 'S';
            map.water += line[x] == 'W';
        }
    }
    while (!errors.full() && lines.next(line)) {
        if (!text::blank(line)) {
            errors.add(lines.number(), "more rows than height says (" + std::to_string(h) + ")");
            return;
        }
    }
}

}  // namespace

MapParse parseMovingAiMap(std::string_view input) {
    MapParse out;
    text::ErrorList errors(out.errors, kMaxMovingAiErrors);
    if (input.size() > kMaxMovingAiBytes) {
        errors.add(1, "the file has " + std::to_string(input.size()) + " bytes, more than the limit of " +
                          std::to_string(kMaxMovingAiBytes));
        return out;
    }
    if (input.find_first_not_of(" \t\r\n\v\f") == std::string_view::npos) {
        errors.add(1, "empty file (a .map starts with 'type octile')");
        return out;
    }
    text::LineReader lines(input);
    Header header;
    if (!readHeader(lines, header, errors)) return out;
    out.grid = Grid(header.w, header.h);  // the only allocation sized by the input, after validation
    readRows(lines, out, errors);
    if (!out.ok()) {
        out.grid = Grid(1, 1);
        out.swamp = out.water = 0;
    }
    return out;
}

}  // namespace sidestep
