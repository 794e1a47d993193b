#include "palette.hpp"

#include <cstdlib>
#include <stdexcept>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/io/json.hpp"

namespace sidestep::viewer {

namespace {

int hexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/// Reads colours out of the palette document, remembering the first entry that is missing or malformed.
struct Reader {
    const Json& root;
    std::string error;

    const Json* at(const char* group, const char* name) {
        const Json* g = root.find(group);
        const Json* v = g && g->isObject() ? g->find(name) : nullptr;
        if (!v && error.empty()) error = std::string(group) + "." + name + ": missing";
        return v;
    }
    void color(const Json* v, const std::string& where, Rgba& out) {
        if (!v) return;
        if (!v->isString() || !parseColor(v->asString(), out)) {
            if (error.empty()) error = where + ": not a colour (#rrggbb, #rrggbbaa or rgba(r, g, b, a))";
        }
    }
    void color(const char* group, const char* name, Rgba& out) {
        color(at(group, name), std::string(group) + "." + name, out);
    }
    template <size_t N>
    void list(const Json* v, const std::string& where, std::array<Rgba, N>& out) {
        if (!v || !v->isArray() || v->items().size() != N) {
            if (error.empty()) error = where + ": must be a list of " + std::to_string(N) + " colours";
            return;
        }
        for (size_t k = 0; k < N; ++k) color(&v->items()[k], where + "[" + std::to_string(k) + "]", out[k]);
    }
};

}  // namespace

namespace detail {
extern const char* const kPaletteText;  // palette_data.cpp, generated from web/draw/palette.json
}
using detail::kPaletteText;

bool parseColor(std::string_view s, Rgba& out) {
    if (!s.empty() && s[0] == '#' && (s.size() == 7 || s.size() == 9)) {
        uint8_t bytes[4] = {0, 0, 0, 255};
        for (size_t k = 0; k + 1 < s.size(); k += 2) {
            const int hi = hexDigit(s[k + 1]), lo = hexDigit(s[k + 2]);
            if (hi < 0 || lo < 0) return false;
            bytes[k / 2] = uint8_t(hi * 16 + lo);
        }
        out = {bytes[0], bytes[1], bytes[2], bytes[3]};
        return true;
    }
    if (s.substr(0, 5) == "rgba(" && s.back() == ')') {
        const std::string body(s.substr(5, s.size() - 6));
        double v[4];
        const char* p = body.c_str();
        for (int k = 0; k < 4; ++k) {
            char* end = nullptr;
            v[k] = std::strtod(p, &end);
            if (end == p) return false;
            p = end;
            while (*p == ' ') ++p;
            if (k < 3 && *p++ != ',') return false;
        }
        if (*p != '\0') return false;
        for (int k = 0; k < 3; ++k) {
            if (!(v[k] >= 0 && v[k] <= 255)) return false;
        }
        if (!(v[3] >= 0 && v[3] <= 1)) return false;
        out = {uint8_t(v[0]), uint8_t(v[1]), uint8_t(v[2]), uint8_t(v[3] * 255 + 0.5)};
        return true;
    }
    return false;
}

std::string cssColor(Rgba c) {
    static const char digits[] = "0123456789abcdef";
    const uint8_t channels[4] = {c.r, c.g, c.b, c.a};
    std::string out = "#";
    for (int k = 0; k < (c.a == 255 ? 3 : 4); ++k) {
        out += digits[channels[k] >> 4];
        out += digits[channels[k] & 15];
    }
    return out;
}

namespace {

/// The world's, the agents' and the labels' colours.
void readWorldColors(Reader& r, Palette& p) {
    auto& w = p.world;
    for (auto [name, slot] : {std::pair<const char*, Rgba*>{"backdrop", &w.backdrop},
                              {"floor", &w.floor},
                              {"gridLine", &w.gridLine},
                              {"wall", &w.wall},
                              {"circle", &w.circle},
                              {"circleEdge", &w.circleEdge},
                              {"collision", &w.collision},
                              {"selection", &w.selection},
                              {"heading", &w.heading},
                              {"text", &w.text},
                              {"path", &w.path},
                              {"pathPoint", &w.pathPoint},
                              {"target", &w.target}}) {
        r.color("world", name, *slot);
    }
    auto& a = p.agent;
    for (auto [name, slot] : {std::pair<const char*, Rgba*>{"outline", &a.outline},
                              {"selectedGlow", &a.selectedGlow},
                              {"reachedBadge", &a.reachedBadge},
                              {"failedBadge", &a.failedBadge},
                              {"badgeText", &a.badgeText}}) {
        r.color("agent", name, *slot);
    }
    auto& l = p.labels;
    for (auto [name, slot] : {std::pair<const char*, Rgba*>{"chosen", &l.chosen},
                              {"other", &l.other},
                              {"text", &l.text},
                              {"chosenText", &l.chosenText},
                              {"fieldValue", &l.fieldValue}}) {
        r.color("labels", name, *slot);
    }
}

/// The overlays' colours: rays, forces, context maps, ORCA.
void readOverlayColors(Reader& r, Palette& p) {
    auto& y = p.rays;
    for (auto [name, slot] : {std::pair<const char*, Rgba*>{"clear", &y.clear},
                              {"detect", &y.detect},
                              {"collide", &y.collide},
                              {"boxClear", &y.boxClear},
                              {"boxDetect", &y.boxDetect},
                              {"boxCollide", &y.boxCollide},
                              {"contextDanger", &y.contextDanger},
                              {"contextClear", &y.contextClear}}) {
        r.color("rays", name, *slot);
    }
    auto& f = p.forces;
    for (auto [name, slot] : {std::pair<const char*, Rgba*>{"base", &f.base},
                              {"steer", &f.steer},
                              {"brake", &f.brake},
                              {"avoid", &f.avoid},
                              {"limit", &f.limit},
                              {"total", &f.total},
                              {"prediction", &f.prediction}}) {
        r.color("forces", name, *slot);
    }
    auto& c = p.context;
    for (auto [name, slot] : {std::pair<const char*, Rgba*>{"disc", &c.disc},
                              {"rim", &c.rim},
                              {"interest", &c.interest},
                              {"interestLost", &c.interestLost},
                              {"danger", &c.danger},
                              {"desired", &c.desired},
                              {"chosen", &c.chosen},
                              {"allMasked", &c.allMasked}}) {
        r.color("context", name, *slot);
    }
    auto& o = p.orca;
    for (auto [name, slot] : {std::pair<const char*, Rgba*>{"agent", &o.agent},
                              {"agentFill", &o.agentFill},
                              {"obstacle", &o.obstacle},
                              {"obstacleFill", &o.obstacleFill},
                              {"binding", &o.binding},
                              {"violated", &o.violated},
                              {"preferred", &o.preferred},
                              {"chosen", &o.chosen},
                              {"inset", &o.inset},
                              {"insetEdge", &o.insetEdge},
                              {"axes", &o.axes},
                              {"maxSpeed", &o.maxSpeed},
                              {"current", &o.current},
                              {"text", &o.text},
                              {"muted", &o.muted},
                              {"halo", &o.halo}}) {
        r.color("orca", name, *slot);
    }
}

/// The fields', events', terrain's and panel's colours.
void readPanelColors(Reader& r, const Json& doc, Palette& p) {
    if (const Json* fields = doc.find("fields")) {
        r.list(fields->find("heatmap"), "fields.heatmap", p.fields.heatmap);
        const Json* alpha = fields->find("heatmapAlpha");
        if (alpha && alpha->isNumber() && alpha->asNumber() >= 0 && alpha->asNumber() <= 1)
            p.fields.heatmapAlpha = float(alpha->asNumber());
        else if (r.error.empty())
            r.error = "fields.heatmapAlpha: must be a number 0..1";
    }
    r.color("fields", "reach", p.fields.reach);
    r.color("fields", "returnMarker", p.fields.returnMarker);
    auto& e = p.events;
    for (auto [name, slot] : {std::pair<const char*, Rgba*>{"collision", &e.collision},
                              {"contact", &e.contact},
                              {"return", &e.returned},
                              {"stop", &e.stop},
                              {"lap", &e.lap}}) {
        r.color("events", name, *slot);
    }
    auto& t = p.terrain;
    for (auto [name, slot] : {std::pair<const char*, Rgba*>{"high", &t.high},
                              {"low", &t.low},
                              {"contour", &t.contour},
                              {"contourMajor", &t.contourMajor},
                              {"lowObstacle", &t.lowObstacle}}) {
        r.color("terrain", name, *slot);
    }
    auto& q = p.panel;
    for (auto [name, slot] : {std::pair<const char*, Rgba*>{"bg", &q.bg},
                              {"bar", &q.bar},
                              {"panel", &q.panel},
                              {"line", &q.line},
                              {"text", &q.text},
                              {"muted", &q.muted},
                              {"accent", &q.accent},
                              {"warn", &q.warn},
                              {"bad", &q.bad},
                              {"good", &q.good},
                              {"explanation", &q.explanation},
                              {"warnText", &q.warnText},
                              {"tagMoving", &q.tagMoving},
                              {"tagMovingText", &q.tagMovingText},
                              {"tagReached", &q.tagReached},
                              {"tagReachedText", &q.tagReachedText},
                              {"tagStopped", &q.tagStopped},
                              {"tagStoppedText", &q.tagStoppedText}}) {
        r.color("panel", name, *slot);
    }
}

}  // namespace

bool parsePalette(std::string_view json, Palette& p, std::string& error) {
    const JsonParse parsed = parseJson(json);
    if (!parsed.ok()) {
        error = parsed.error;
        return false;
    }
    Reader r{parsed.value, {}};
    r.list(parsed.value.find("agents"), "agents", p.agents);
    for (uint32_t b = 0; b < kBehaviorCount; ++b) {  // one colour per behaviour of the core, by its name
        const char* name = behaviorName(Behavior(b));
        if (!r.at("behaviors", name) && r.error.empty())
            r.error = std::string("behaviors.") + name + ": missing (every behaviour of the core has its own colour)";
        r.color("behaviors", name, p.behaviors[b]);
    }
    readWorldColors(r, p);
    readOverlayColors(r, p);
    readPanelColors(r, parsed.value, p);
    error = r.error;
    return error.empty();
}

std::string_view paletteJson() { return kPaletteText; }

const Palette& palette() {
    static const Palette built = [] {
        Palette p;
        std::string error;
        if (!parsePalette(kPaletteText, p, error)) throw std::runtime_error("web/draw/palette.json: " + error);
        return p;
    }();
    return built;
}

}  // namespace sidestep::viewer
