// Moving AI `.map` files: the header (type, height, width, map), then the rows.
#include <cstring>

#include "sidestep/io/movingai.hpp"
#include "text_lines.hpp"

namespace sidestep {

namespace {

using text::quoted;

/// The cells of a list, spaced (". G S").
std::string spaced(const char* cells) {
    std::string out;
    for (const char* c = cells; *c; ++c) out += std::string(out.empty() ? "" : " ") + *c;
    return out;
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

Message sideRule(const char* name, std::string_view got) {
    return Message("invalid-map-side")
        .text("key", name)
        .text("max", std::to_string(kMaxGridSide))
        .text("got", text::shown(got));
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
            errors.add(lines.number() + 1,
                       missing.empty() ? Message("invalid-map-ends-before-map")
                                       : Message("invalid-map-ends-before-map-missing").text("missing", missing));
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
            if (h.type) errors.add(n, Message("invalid-map-second-line").text("key", "type"));
            h.type = true;
            if (value != "octile" || f.size() != 2)
                errors.add(n, Message("invalid-map-type").text("got", text::shown(rest)));
        } else if (key == "height" || key == "width") {
            const bool isHeight = key == "height";
            if (isHeight ? h.height : h.width)
                errors.add(n, Message("invalid-map-second-line").text("key", std::string(key)));
            (isHeight ? h.height : h.width) = true;
            int64_t v = 0;
            if (f.size() != 2 || !text::parseInteger(value, 1, kMaxGridSide, v)) {
                errors.add(n, sideRule(isHeight ? "height" : "width", rest));
            } else {
                (isHeight ? h.h : h.w) = int32_t(v);
            }
        } else if (key == "map" && f.size() == 1) {
            h.map = true;
            if (!h.type) errors.add(n, Message("invalid-map-before").text("header", "type octile"));
            if (!h.height) errors.add(n, Message("invalid-map-before").text("header", "height H"));
            if (!h.width) errors.add(n, Message("invalid-map-before").text("header", "width W"));
        } else {
            errors.add(n, Message(n == 1 ? "invalid-map-expected-type" : "invalid-map-expected-header")
                              .text("got", quoted(line)));
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
            errors.add(
                lines.number() + 1,
                Message("invalid-map-ends-after").text("rows", std::to_string(y)).text("height", std::to_string(h)));
            return;
        }
        const int32_t n = lines.number();
        if (line.size() != size_t(w)) {
            errors.add(n, Message("invalid-map-row-width")
                              .text("chars", std::to_string(line.size()))
                              .text("width", std::to_string(w)));
        }
        const size_t cells = line.size() < size_t(w) ? line.size() : size_t(w);
        for (size_t x = 0; x < cells; ++x) {
            const int kind = cellKind(line[x]);
            if (kind < 0) {
                errors.add(n, Message("invalid-map-character")
                                  .text("char", quoted(line.substr(x, 1)))
                                  .text("column", std::to_string(x + 1))
                                  .text("free", spaced(kMovingAiFreeCells))
                                  .text("blocked", spaced(kMovingAiBlockedCells)));
                break;  // one per row is enough to find it
            }
            if (kind == 1) grid.set(int32_t(x), y, true);
            map.swamp += line[x] == 'S';
            map.water += line[x] == 'W';
        }
    }
    while (!errors.full() && lines.next(line)) {
        if (!text::blank(line)) {
            errors.add(lines.number(), Message("invalid-map-more-rows").text("height", std::to_string(h)));
            return;
        }
    }
}

}  // namespace

MapParse parseMovingAiMap(std::string_view input) {
    MapParse out;
    text::ErrorList errors(out.errors, kMaxMovingAiErrors, &out.messages);
    if (input.size() > kMaxMovingAiBytes) {
        errors.add(1, Message("invalid-movingai-too-large")
                          .text("bytes", std::to_string(input.size()))
                          .text("max", std::to_string(kMaxMovingAiBytes)));
        return out;
    }
    if (input.find_first_not_of(" \t\r\n\v\f") == std::string_view::npos) {
        errors.add(1, Message("invalid-map-empty"));
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
