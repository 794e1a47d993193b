#include "panel.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "app.hpp"
#include "sidestep/world/hash.hpp"
#include "sidestep/world/run_totals.hpp"

namespace sidestep::viewer {

namespace {

constexpr float kPad = 14;

std::string fixed(double v, int digits) {
    char b[64];
    std::snprintf(b, sizeof b, "%.*f", digits, v);
    return b;
}

/// Writes the panel top to bottom; `y` is where the next thing goes.
struct Writer {
    Canvas& c;
    const Palette& p;
    float x, width, y;

    void heading(const char* text) {
        c.text({x, y}, text, Face::SansBold, 11, p.panel.muted);
        y += 18;
    }
    void rule() {
        y += 6;
        c.fillRect({x, y, width, 1}, p.panel.line);
        y += 10;
    }
    /// Plain text wrapped to the width; at most `maxLines` lines (the last ends in "…" when cut).
    void paragraph(const std::string& text, Face face, float size, Rgba color, int maxLines = 1000) {
        auto placed = wrapSpans(c, {{text, false, {}}}, face, size, width);
        const float lh = c.lineHeight(face, size) * 1.15f;
        const bool cut = !placed.empty() && placed.back().line >= maxLines;
        if (cut)
            placed =
                wrapSpans(c, {{text, false, {}}}, face, size, width - c.measure(" …", face, size));  // room for the "…"
        size_t lastShown = 0;
        for (size_t k = 0; k < placed.size() && placed[k].line < maxLines; ++k) lastShown = k;
        int lines = 0;
        for (size_t k = 0; k < placed.size() && placed[k].line < maxLines; ++k) {
            const PlacedText& t = placed[k];
            c.text({x + t.x, y + float(t.line) * lh}, cut && k == lastShown ? t.text + " …" : t.text, face, size,
                   color);
            lines = std::max(lines, t.line + 1);
        }
        y += float(lines) * lh;
    }
    void pair(const std::string& label, const std::string& value, float labelWidth) {
        c.text({x, y}, label, Face::Sans, 12.5f, p.panel.muted);
        const auto placed = wrapSpans(c, {{value, false, {}}}, Face::Mono, 12, width - labelWidth);
        float lines = 1;
        for (const PlacedText& t : placed) {
            c.text({x + labelWidth + t.x, y + 1 + float(t.line) * 16}, t.text, Face::Mono, 12, p.panel.text);
            lines = std::max(lines, float(t.line + 1));
        }
        y += 16 * lines + 3;
    }
};

/// The explanation in its box, as the page's `.why`: heading, sentences with the chosen value amber and
/// bold, the rays, the context slots as a table, warnings in red.
void explanation(Writer& w, const Explanation& e) {
    Canvas& c = w.c;
    const Palette& p = w.p;
    const float pad = 8, inner = w.width - 2 * pad, lh = 18;
    // Measure first (a dry run), then draw the box and the text over it.
    auto layout = [&](bool draw, float top) {
        float y = top + pad;
        for (const ExplainLine& line : e.lines) {
            if (line.style == LineStyle::Head) {  // small capitals, as the page's CSS shows it
                std::string head = line.text();
                for (char& ch : head) ch = char(std::toupper(static_cast<unsigned char>(ch)));
                if (draw) c.text({w.x + pad, y}, head, Face::Sans, 11, p.panel.muted);
                y += 16;
                continue;
            }
            if (line.style == LineStyle::Table) {
                const size_t columns = e.table.header.size();
                if (columns == 0) continue;
                // Each column as wide as its widest cell (a source name like "wall edge 16" is wider
                // than a number), the room left shared out; right-aligned in its column.
                float widths[16] = {};
                const size_t used = std::min<size_t>(columns, 16);
                auto widen = [&](const std::vector<std::string>& cells, Face face) {
                    for (size_t k = 0; k < cells.size() && k < used; ++k)
                        widths[k] = std::max(widths[k], c.measure(cells[k], face, 11.5f) + 10);
                };
                widen(e.table.header, Face::Sans);
                for (const ExplainRow& r : e.table.rows) widen(r.cells, Face::MonoBold);
                float total = 0;
                for (size_t k = 0; k < used; ++k) total += widths[k];
                const float spare = std::max(0.0f, inner - total) / float(used);
                auto row = [&](const std::vector<std::string>& cells, Face face, Rgba color) {
                    float right = w.x + pad;
                    for (size_t k = 0; k < cells.size() && k < used; ++k) {
                        right += widths[k] + spare;
                        if (draw) c.text({right - 6, y}, cells[k], face, 11.5f, color, Align::Right);
                    }
                    y += 15;
                };
                y += 4;
                if (draw) c.fillRect({w.x + pad, y - 1, inner, 16}, p.panel.bar);
                row(e.table.header, Face::Sans, p.panel.muted);
                for (const ExplainRow& r : e.table.rows) {
                    const bool best = r.mark == RowMark::Best, danger = r.mark == RowMark::Danger;
                    row(r.cells, best ? Face::MonoBold : Face::Mono,
                        best     ? p.panel.warn
                        : danger ? p.panel.warnText
                                 : p.panel.text);
                }
                y += 4;
                continue;
            }
            const Rgba ink = line.chosen                      ? p.panel.warn
                             : line.style == LineStyle::Warn  ? p.panel.warnText
                             : line.style == LineStyle::Muted ? p.panel.muted
                                                              : p.panel.text;
            const Face face = line.chosen ? Face::MonoBold : Face::Mono;
            if (line.style == LineStyle::Warn) y += 4;
            const auto placed = wrapSpans(c, line.spans, face, 12, inner);
            int lines = 1;
            for (const PlacedText& t : placed) {
                if (draw) {
                    c.text({w.x + pad + t.x, y + float(t.line) * lh}, t.text, t.chosen ? Face::MonoBold : face, 12,
                           t.chosen ? p.panel.warn : ink);
                }
                lines = std::max(lines, t.line + 1);
            }
            y += float(lines) * lh;
        }
        return y + pad - top;
    };
    const float height = layout(false, w.y);
    c.fillRoundRect({w.x, w.y, w.width, height}, 6, p.panel.line);
    c.fillRoundRect({w.x + 1, w.y + 1, w.width - 2, height - 2}, 5, p.panel.explanation);
    layout(true, w.y);
    w.y += height + 6;
}

void selection(Writer& w, const App& app) {
    const World& world = app.world();
    const int32_t i = app.selected();
    const Palette& p = w.p;
    if (i < 0 || size_t(i) >= world.agents().size()) {
        w.paragraph("Click an agent to see its numbers and the reason for its next move.", Face::Sans, 13,
                    p.panel.muted);
        return;
    }
    const Agent& a = world.agents()[size_t(i)];
    const Rgba swatch = app.overlays().has("byBehavior")
                            ? p.behaviors[std::min<size_t>(uint32_t(a.behavior), p.behaviors.size() - 1)]
                            : p.agents[size_t(i) % 8];
    w.c.fillCircle({w.x + 5, w.y + 8}, 5, swatch);
    const std::string name = world.agentNames()[size_t(i)] + " · " + behaviorName(a.behavior);
    const float nameWidth = w.c.text({w.x + 16, w.y}, name, Face::SansBold, 13.5f, p.panel.text);
    const std::string stop = stopReasonName(a.stop);
    const float tagWidth = w.c.measure(stop, Face::SansBold, 11.5f) + 14;
    // The page's state tag: moving, reached, or stopped for another reason.
    const Rgba tag = a.moving()                      ? p.panel.tagMoving
                     : a.stop == StopReason::Reached ? p.panel.tagReached
                                                     : p.panel.tagStopped;
    const Rgba tagInk = a.moving()                      ? p.panel.tagMovingText
                        : a.stop == StopReason::Reached ? p.panel.tagReachedText
                                                        : p.panel.tagStoppedText;
    const float tx = w.x + 24 + nameWidth;
    w.c.fillRoundRect({tx, w.y, tagWidth, 18}, 9, tag);
    w.c.text({tx + 7, w.y + 1}, stop, Face::SansBold, 11.5f, tagInk);
    w.y += 24;
    for (const AgentFact& f : agentFacts(world, size_t(i))) w.pair(f.label, f.value, 108);
    w.y += 4;
    explanation(w, explainAgent(world, size_t(i)));
}

}  // namespace

std::vector<PlacedText> wrapSpans(Canvas& c, const std::vector<ExplainSpan>& spans, Face face, float size,
                                  float width) {
    std::vector<PlacedText> out;
    float x = 0;
    int line = 0;
    for (const ExplainSpan& span : spans) {
        const Face f = span.chosen && face == Face::Mono ? Face::MonoBold : face;
        size_t i = 0;
        const std::string& s = span.text;
        while (i < s.size()) {
            // The next word and the spaces after it.
            size_t end = s.find(' ', i);
            end = end == std::string::npos ? s.size() : end + 1;
            std::string word = s.substr(i, end - i);
            float w = c.measure(word, f, size);
            std::string trimmed = word;
            while (!trimmed.empty() && trimmed.back() == ' ') trimmed.pop_back();
            if (x > 0 && x + c.measure(trimmed, f, size) > width) {
                ++line;
                x = 0;
            }
            if (w > width && x == 0) {  // a word wider than the line: cut it where it fills the line
                size_t cut = word.size();
                while (cut > 1 && c.measure(word.substr(0, cut), f, size) > width) --cut;
                while (cut > 1 && (static_cast<unsigned char>(word[cut]) & 0xC0) == 0x80) --cut;  // whole characters
                end = i + cut;
                word = word.substr(0, cut);
                w = c.measure(word, f, size);
            }
            if (!out.empty() && out.back().line == line && out.back().chosen == span.chosen &&
                out.back().x + c.measure(out.back().text, f, size) == x) {
                out.back().text += word;
            } else {
                out.push_back({word, span.chosen, x, line});
            }
            x += w;
            i = end;
        }
    }
    return out;
}

void drawPanel(Canvas& c, const App& app) {
    const Palette& p = palette();
    const Rect area = app.panelArea();
    c.fillRect(area, p.panel.panel);
    c.fillRect({area.x, area.y, 1, area.h}, p.panel.line);
    c.clip(&area);
    Writer w{c, p, area.x + kPad, area.w - 2 * kPad, area.y + 12 - app.panelScroll()};
    const World& world = app.world();

    w.heading("SCENE");
    w.paragraph(app.title().empty() ? "Untitled scene" : app.title(), Face::SansBold, 15, p.panel.text);
    w.y += 2;
    if (!app.description().empty()) w.paragraph(app.description(), Face::Sans, 12.5f, p.panel.muted, 3);
    w.rule();

    w.heading("RUN");
    const RunTotals totals = runTotals(world);
    const uint32_t moving = totals.moving, reached = totals.reached, collisions = totals.collisions,
                   contacts = totals.agentContacts;  // each pair's contact once
    const auto& config = world.config();
    const std::string state = app.playing() ? "playing" : world.finished() ? "finished" : "paused";
    w.pair("step",
           std::to_string(world.stepCount()) + " / " + std::to_string(config.maxSteps) + " (" +
               fixed(double(world.stepCount()) * double(config.dt), 2) + " s)",
           108);
    w.pair("state", state + ", pace " + (app.pace() == 0 ? std::string("max") : fixed(double(app.pace()), 0) + " /s"),
           108);
    w.pair("agents",
           std::to_string(world.agents().size()) + " (" + std::to_string(moving) + " moving, " +
               std::to_string(reached) + " arrived)",
           108);
    w.pair("collisions", std::to_string(collisions) + ", agent contacts " + std::to_string(contacts), 108);
    w.pair("hash", toHex(world.hash()), 108);
    w.pair("tool", std::string(toolName(app.tool())) + " (keys 1 to 4)", 108);
    if (!app.messages().empty()) {
        w.y += 4;
        for (const std::string& m : app.messages()) w.paragraph(m, Face::Mono, 12, p.panel.warnText, 4);
    }
    w.rule();

    w.heading("SELECTED");
    selection(w, app);
    w.rule();

    w.heading("OVERLAYS (KEY TOGGLES)");
    const float column = w.width / 2;
    int k = 0;
    const float top = w.y;
    for (const OverlayKey& o : overlayKeys()) {
        const bool on = app.overlays().has(o.name);
        const float ox = w.x + column * float(k % 2), oy = top + 17 * float(k / 2);
        c.text({ox, oy}, std::string(1, o.key), Face::MonoBold, 12, on ? p.panel.accent : p.panel.muted);
        c.text({ox + 14, oy}, o.label, Face::Sans, 12, on ? p.panel.text : p.panel.muted);
        ++k;
    }
    w.y = top + 17 * float((k + 1) / 2);
    w.rule();

    w.heading("KEYS");
    w.paragraph(
        "Space play/pause · → step · ← step back (Shift: 10) · Home/End · R reset · +/− pace · M examples · "
        "F fit · wheel zoom · drag empty space or middle-drag to pan · drag agents, goals, circles · "
        "Del remove · drop a file or paste a link (Ctrl+V)",
        Face::Sans, 12, p.panel.muted);
    c.clip(nullptr);
}

void drawMenu(Canvas& c, const App& app) {
    const Palette& p = palette();
    const Rect m = app.menuArea();
    c.fillRoundRect({m.x - 1, m.y - 1, m.w + 2, m.h + 2}, 10, p.panel.line);
    c.fillRoundRect(m, 9, p.panel.bar);
    c.clip(&m);
    c.text({m.x + 14, m.y + 10}, "Examples (↑ ↓ Enter, Esc closes)", Face::SansBold, 13, p.panel.text);
    const auto& gallery = app.gallery();
    for (size_t k = 0; k < gallery.size(); ++k) {
        const float y = m.y + 36 + 26 * float(k);
        if (int(k) == app.menuChoice()) c.fillRect({m.x + 6, y - 3, m.w - 12, 24}, p.panel.line);
        c.text({m.x + 14, y}, gallery[k].title, Face::Sans, 13,
               int(k) == app.menuChoice() ? p.panel.accent : p.panel.text);
    }
    c.clip(nullptr);
}

}  // namespace sidestep::viewer
