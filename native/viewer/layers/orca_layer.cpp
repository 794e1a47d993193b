// ORCA, drawn from the core's OrcaRecord of the selected orca agent, as the page's web/draw/orca.js: in the
// world, a line to each neighbour and the walls and circles its half-planes came from (the binding one in
// amber, numbered #k as in the panel's table) and the preferred (green, dotted) and chosen (amber)
// velocities as one second's travel; in an inset at the view's lower left, its velocity space: each
// half-plane's forbidden side shaded (agents' indigo, obstacles' grey), the max-speed circle, the
// boundaries (binding amber, violated red), the current, preferred and chosen velocities.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "../layers.hpp"

namespace sidestep::viewer {

namespace {

/// The selected agent's record, if it is a moving orca agent with one; else nullptr.
const OrcaRecord* selectedRecord(const Frame& f) {
    if (!f.overlays.has("orca")) return nullptr;
    const int32_t i = f.selected;
    const auto& agents = f.world.agents();
    if (i < 0 || size_t(i) >= agents.size() || size_t(i) >= f.world.orcaRecords().size()) return nullptr;
    const Agent& a = agents[size_t(i)];
    if (a.behavior != Behavior::Orca || !a.moving()) return nullptr;
    return &f.world.orcaRecords()[size_t(i)];
}

/// "#k", the half-plane's number in the panel's table.
const char* lineLabel(uint32_t k) {
    static char labels[kMaxOrcaLines][8];
    if (labels[0][0] == 0) {
        for (size_t j = 0; j < kMaxOrcaLines; ++j) std::snprintf(labels[j], sizeof labels[j], "#%zu", j);
    }
    return labels[std::min<size_t>(k, kMaxOrcaLines - 1)];
}

/// Text on a small box in the halo colour: readable over bodies, walls and shading.
void haloText(Canvas& c, Vec2 at, const char* text, float size, Rgba ink, Rgba halo) {
    const float w = c.measure(text, Face::SansBold, size), h = c.lineHeight(Face::SansBold, size);
    c.fillRoundRect({at.x - 2, at.y - 1, w + 4, h + 2}, 3, halo);
    c.text(at, text, Face::SansBold, size, ink);
}

/// A dotted arrow: dashes along the shaft, a solid head.
void dottedArrow(Canvas& c, Vec2 a, Vec2 b, Rgba color) {
    const Vec2 d = b - a;
    const float length = std::sqrt(d.x * d.x + d.y * d.y);
    if (length < 2) return;
    const Vec2 u = d / length;
    const float head = std::min(length * 0.4f, 8.0f);
    c.dashedLine(a, b - u * head, 2.25f, color, 3, 3);
    c.arrow(b - u * std::min(length, head * 1.2f), b, color);
}

void drawOrcaWorld(Canvas& c, const Frame& f) {
    const OrcaRecord* r = selectedRecord(f);
    if (!r) return;
    const auto& p = f.palette.orca;
    const auto& agents = f.world.agents();
    const Agent& me = agents[size_t(f.selected)];
    const Vec2 at = f.screen(me.position);
    const uint32_t count = std::min<uint32_t>(r->lineCount, kMaxOrcaLines);
    for (uint32_t k = 0; k < count; ++k) {
        const OrcaLine& l = r->lines[k];
        const bool key = int32_t(k) == r->binding || int32_t(k) == r->bindingAlso;
        const Rgba color = key ? p.binding : l.source == OrcaSource::Agent ? p.agent : p.obstacle;
        Vec2 labelAt = at;
        if (l.source == OrcaSource::Agent && l.index >= 0 && size_t(l.index) < agents.size()) {
            labelAt = f.screen(agents[size_t(l.index)].position);
            c.dashedLine(at, labelAt, key ? 3.0f : 1.5f, color, 4, 3);
        } else if (l.source == OrcaSource::Circle && l.index >= 0 && size_t(l.index) < f.world.circles().size()) {
            const Circle& o = f.world.circles()[size_t(l.index)];
            labelAt = f.screen(o.center);
            c.strokeCircle(labelAt, f.pixels(o.radius) + 2, key ? 3.0f : 1.5f, color);
        } else if (l.source == OrcaSource::Wall && l.index >= 0 && size_t(l.index) < f.world.outline().edges().size()) {
            const OutlineEdge& e = f.world.outline().edges()[size_t(l.index)];
            c.line(f.screen(e.a), f.screen(e.b), key ? 5.0f : 3.5f, color);
            // The label at the edge's point nearest the agent.
            const Vec2 d = e.b - e.a;
            const float t = std::clamp(((me.position.x - e.a.x) * d.x + (me.position.y - e.a.y) * d.y) /
                                           std::max(1e-9f, d.x * d.x + d.y * d.y),
                                       0.0f, 1.0f);
            labelAt = f.screen(e.a + d * t);
        }
        haloText(c, labelAt + Vec2(6, -16), lineLabel(k), 11, color, p.halo);
    }
    dottedArrow(c, at, f.screen(me.position + r->preferred), p.preferred);
    c.arrow(at, f.screen(me.position + r->chosen), p.chosen);
}

/// The square [-w, w]^2 clipped to the forbidden side of line l ((v - point) . n < 0, n its left normal):
/// up to 5 corners into `out`; returns how many.
int forbiddenPart(const OrcaLine& l, float w, Vec2 out[8]) {
    const Vec2 square[4] = {{-w, -w}, {w, -w}, {w, w}, {-w, w}};
    const Vec2 n(-l.direction.y, l.direction.x);
    auto depth = [&](Vec2 v) { return -((v.x - l.point.x) * n.x + (v.y - l.point.y) * n.y); };  // > 0: forbidden
    int m = 0;
    for (int q = 0; q < 4; ++q) {
        const Vec2 a = square[q], b = square[(q + 1) % 4];
        const float da = depth(a), db = depth(b);
        if (da >= 0) out[m++] = a;
        if ((da >= 0) != (db >= 0)) out[m++] = a + (b - a) * (da / (da - db));
    }
    return m;
}

/// Where line l crosses the square [-w, w]^2: the span [t0, t1] along its direction from its point.
bool clipToSquare(const OrcaLine& l, float w, float& t0, float& t1) {
    t0 = -1e30f;
    t1 = 1e30f;
    for (int axis = 0; axis < 2; ++axis) {
        const float p = axis ? l.point.y : l.point.x, d = axis ? l.direction.y : l.direction.x;
        if (std::fabs(d) < 1e-12f) {
            if (p < -w || p > w) return false;
            continue;
        }
        const float a = (-w - p) / d, b = (w - p) / d;
        t0 = std::max(t0, std::min(a, b));
        t1 = std::min(t1, std::max(a, b));
    }
    return t0 <= t1;
}

void drawOrcaInset(Canvas& c, const Frame& f) {
    const OrcaRecord* r = selectedRecord(f);
    if (!r) return;
    const auto& p = f.palette.orca;
    const Rect& viewport = f.view.viewport();
    const float size = std::round(std::max(90.0f, std::min(230.0f, 0.36f * std::min(viewport.w, viewport.h))));
    const Rect box{viewport.x + 10, viewport.y + viewport.h - size - 10, size, size};
    const Vec2 centre(box.x + size / 2, box.y + size / 2);
    const auto length = [](Vec2 v) { return std::sqrt(v.x * v.x + v.y * v.y); };
    // The window: a little beyond max speed (and the preferred and chosen velocities), so all of them fit.
    const float w = 1.25f * std::max({r->maxSpeed, length(r->preferred), length(r->chosen), 1e-3f});
    const float k = size / 2 / w;                            // pixels per u/s
    const auto at = [&](Vec2 v) { return centre + v * k; };  // y down, as in the world

    c.fillRect(box, p.inset);
    c.strokeRect(box, 1, p.insetEdge);
    c.clip(&box);
    const uint32_t count = std::min<uint32_t>(r->lineCount, kMaxOrcaLines);
    for (uint32_t j = 0; j < count; ++j) {  // forbidden sides, shaded
        Vec2 part[8];
        const int m = forbiddenPart(r->lines[j], w, part);
        if (m < 3) continue;
        for (int q = 0; q < m; ++q) part[q] = at(part[q]);
        c.fillConvex(part, size_t(m), j < r->obstacleLineCount ? p.obstacleFill : p.agentFill);
    }
    c.line({box.x, centre.y}, {box.x + size, centre.y}, 1, p.axes);
    c.line({centre.x, box.y}, {centre.x, box.y + size}, 1, p.axes);
    c.strokeCircle(centre, r->maxSpeed * k, 1, p.maxSpeed, 4);
    for (uint32_t j = 0; j < count; ++j) {  // boundaries: binding amber, violated (a fallback) red and dashed
        const OrcaLine& l = r->lines[j];
        float t0, t1;
        if (!clipToSquare(l, w, t0, t1)) continue;
        const bool key = int32_t(j) == r->binding || int32_t(j) == r->bindingAlso, violated = l.slack < -1e-3f;
        const Rgba color = key ? p.binding : violated ? p.violated : j < r->obstacleLineCount ? p.obstacle : p.agent;
        const Vec2 a = at(l.point + l.direction * t0), b = at(l.point + l.direction * t1);
        if (violated && !key)
            c.dashedLine(a, b, 1.25f, color, 4, 3);
        else
            c.line(a, b, key ? 2.5f : 1.25f, color);
        // The label near where the boundary leaves the window, on its allowed side.
        const float t = j < r->obstacleLineCount ? t0 + 0.12f * (t1 - t0) : t1 - 0.12f * (t1 - t0);
        const Vec2 s = at(l.point + l.direction * t);
        haloText(c, {s.x - l.direction.y * 9 - 6, s.y + l.direction.x * 9 - 7}, lineLabel(j), 10, color, p.halo);
    }
    const Agent& me = f.world.agents()[size_t(f.selected)];
    c.fillCircle(at(me.velocity), 2.5f, p.current);
    dottedArrow(c, centre, at(r->preferred), p.preferred);
    c.arrow(centre, at(r->chosen), p.chosen);
    c.fillCircle(at(r->chosen), 3, p.chosen);
    c.clip(&viewport);  // back to the view's (drawLayers lifts it after the last layer)

    // The caption, and how the velocity was chosen (the core's word for it; red when a half-plane gave way).
    char caption[64];
    std::snprintf(caption, sizeof caption, size < 160 ? "±%.1f u/s" : "velocity space (ORCA), ±%.2f u/s", double(w));
    c.text({box.x + 5, box.y + 4}, caption, Face::Sans, 11, p.text);
    // On a small inset (a phone) only when a half-plane gave way, as the page.
    const bool gaveWay = r->outcome == OrcaOutcome::Fallback || r->outcome == OrcaOutcome::Squeezed;
    const float lh = c.lineHeight(Face::Sans, 11);
    if (size >= 160 || gaveWay)
        c.text({box.x + 5, box.y + size - 4 - lh}, orcaOutcomeName(r->outcome), Face::Sans, 11,
               gaveWay ? p.violated : p.muted);
}

// The links under the forces (after the agents, as the page); the inset over everything in the world.
const LayerRegistration orcaWorldLayer(125, "orca links", drawOrcaWorld);
const LayerRegistration orcaInsetLayer(170, "orca velocity space", drawOrcaInset);

}  // namespace

}  // namespace sidestep::viewer
