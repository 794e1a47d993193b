// Whole-grid fields of the selected grid agent, from the core's FieldOverlay: the P-proxy heat map (warm
// near the target, cool far), the cells within P steps, and the P-proxy written in each cell when cells
// are big enough to read, but under an agent's body (as the page).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "../layers.hpp"
#include "bodies.hpp"

namespace sidestep::viewer {

namespace {

bool ready(const Frame& f) {
    const Grid& g = f.world.grid();
    return f.field && f.field->proxy().size() == size_t(g.width()) * size_t(g.height()) && !f.field->proxy().empty();
}

Rect worldRect(const Frame& f) {
    const Vec2 a = f.screen({0, 0});
    return {a.x, a.y, f.pixels(float(f.world.grid().width())), f.pixels(float(f.world.grid().height()))};
}

/// The heat map's colour at t in [0, 1] along the palette's ramp.
Rgba ramp(const Palette& p, float t) {
    const auto& stops = p.fields.heatmap;
    const float x = std::clamp(t, 0.0f, 1.0f) * float(stops.size() - 1);
    const size_t i = std::min(stops.size() - 2, size_t(x));
    const float k = x - float(i);
    auto mix = [&](uint8_t a, uint8_t b) { return uint8_t(std::lround(float(a) + (float(b) - float(a)) * k)); };
    return {mix(stops[i].r, stops[i + 1].r), mix(stops[i].g, stops[i + 1].g), mix(stops[i].b, stops[i + 1].b),
            uint8_t(std::lround(p.fields.heatmapAlpha * 255))};
}

void drawHeatmap(Canvas& c, const Frame& f) {
    if (!f.overlays.has("heatmap") || !ready(f)) return;
    const Grid& g = f.world.grid();
    const auto& proxy = f.field->proxy();
    const float big = f.field->big();
    SDL_Texture* image = f.images.get(1, g.width(), g.height(), f.field->fieldVersion(), [&](uint32_t* pixels) {
        float most = 0;
        for (float v : proxy) {
            if (v < big) most = std::max(most, v);
        }
        for (size_t i = 0; i < proxy.size(); ++i) {
            if (g.data()[i] || proxy[i] >= big) continue;
            pixels[i] = pixelWord(ramp(f.palette, most > 0 ? proxy[i] / most : 0));
        }
    });
    if (image) c.image(image, worldRect(f));
}

void drawReach(Canvas& c, const Frame& f) {
    if (!f.overlays.has("reach") || !ready(f)) return;
    const Grid& g = f.world.grid();
    const auto& reach = f.field->reach();
    const uint32_t within = pixelWord(f.palette.fields.reach);
    SDL_Texture* image = f.images.get(2, g.width(), g.height(), f.field->reachVersion(), [&](uint32_t* pixels) {
        for (size_t i = 0; i < reach.size(); ++i) {
            if (reach[i]) pixels[i] = within;
        }
    });
    if (image) c.image(image, worldRect(f));
}

/// Marks the cells of the window [x0, x1) x [y0, y1) (row by row in `under`) that an agent's body covers, as
/// the agents are drawn: a grid agent's square in its cell, a continuous agent's disc of its radius.
void markUnderBodies(const Frame& f, int x0, int y0, int x1, int y1, std::vector<uint8_t>& under) {
    const int w = x1 - x0;
    for (const Agent& a : f.world.agents()) {
        const Vec2 at = bodyCentre(a);
        const bool grid = a.kind == AgentKind::Grid;
        const float r = grid ? kGridBody : a.radius;
        if (!(at.x + r > float(x0) && at.x - r < float(x1) && at.y + r > float(y0) && at.y - r < float(y1)))
            continue;  // (also NaN)
        for (int y = std::max(y0, int(std::floor(at.y - r))); y < std::min(y1, int(std::floor(at.y + r)) + 1); ++y) {
            for (int x = std::max(x0, int(std::floor(at.x - r))); x < std::min(x1, int(std::floor(at.x + r)) + 1);
                 ++x) {
                // the cell's point nearest the centre within the body (a square's always is)
                const float dx = at.x - std::min(std::max(at.x, float(x)), float(x + 1));
                const float dy = at.y - std::min(std::max(at.y, float(y)), float(y + 1));
                if (!grid && dx * dx + dy * dy >= r * r) continue;
                under[size_t(y - y0) * size_t(w) + size_t(x - x0)] = 1;
            }
        }
    }
}

void drawFieldValues(Canvas& c, const Frame& f) {
    if (!f.overlays.has("heatmap") || !ready(f) || f.view.scale() < 30) return;
    const Grid& g = f.world.grid();
    const auto& proxy = f.field->proxy();
    const float size = std::min(12.0f, f.view.scale() * 0.3f);
    const float lineHeight = c.lineHeight(Face::Mono, size);
    const int y0 = std::max(0, int(std::floor(f.view.top()))),
              y1 = std::min(g.height(), int(std::ceil(f.view.bottom())));
    const int x0 = std::max(0, int(std::floor(f.view.left()))),
              x1 = std::min(g.width(), int(std::ceil(f.view.right())));
    if (x1 <= x0 || y1 <= y0) return;
    // Drawn after the agents, a number would cover a body: the cells under one are left without.
    static thread_local std::vector<uint8_t> under;
    under.assign(size_t(x1 - x0) * size_t(y1 - y0), 0);
    markUnderBodies(f, x0, y0, x1, y1, under);
    char text[32];
    for (int y = y0; y < y1; ++y) {
        for (int x = x0; x < x1; ++x) {
            const size_t i = size_t(y) * size_t(g.width()) + size_t(x);
            if (g.data()[i] || proxy[i] >= f.field->big()) continue;
            if (under[size_t(y - y0) * size_t(x1 - x0) + size_t(x - x0)]) continue;
            std::snprintf(text, sizeof text, "%.1f", double(proxy[i]));
            const Vec2 at = f.screen({float(x) + 0.5f, float(y) + 0.5f});
            c.text({at.x, at.y + f.view.scale() * 0.28f - lineHeight / 2}, text, Face::Mono, size,
                   f.palette.labels.fieldValue, Align::Center);
        }
    }
}

const LayerRegistration heatmapLayer(20, "heat map", drawHeatmap);
const LayerRegistration reachLayer(40, "cells within P steps", drawReach);
const LayerRegistration valuesLayer(150, "heat map values", drawFieldValues);

}  // namespace

}  // namespace sidestep::viewer
