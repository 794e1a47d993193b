// The world itself: the floor, the blocked cells (one image of a pixel per cell), grid lines when cells
// are big enough, circle obstacles (the selected one ringed, with its resize handle) and the border.
#include <cmath>

#include "../layers.hpp"

namespace sidestep::viewer {

namespace {

Rect worldRect(const Frame& f) {
    const Vec2 a = f.screen({0, 0});
    return {a.x, a.y, f.pixels(float(f.world.grid().width())), f.pixels(float(f.world.grid().height()))};
}

void drawFloor(Canvas& c, const Frame& f) {
    c.fillRect(f.view.viewport(), f.palette.world.backdrop);
    c.fillRect(worldRect(f), f.palette.world.floor);
}

void drawCells(Canvas& c, const Frame& f) {
    const Grid& g = f.world.grid();
    const uint32_t wall = pixelWord(f.palette.world.wall);
    SDL_Texture* image = f.images.get(0, g.width(), g.height(), f.sceneKey, [&](uint32_t* pixels) {
        const size_t n = size_t(g.width()) * size_t(g.height());
        for (size_t i = 0; i < n; ++i) {
            if (g.data()[i]) pixels[i] = wall;
        }
    });
    if (image) c.image(image, worldRect(f));
}

void drawGridLines(Canvas& c, const Frame& f) {
    if (f.view.scale() < 6) return;
    const Grid& g = f.world.grid();
    const float top = std::max(0.0f, f.view.top()), bottom = std::min(float(g.height()), f.view.bottom());
    const float left = std::max(0.0f, f.view.left()), right = std::min(float(g.width()), f.view.right());
    const int x0 = std::max(1, int(std::floor(f.view.left()))),
              x1 = std::min(g.width() - 1, int(std::ceil(f.view.right())));
    const int y0 = std::max(1, int(std::floor(f.view.top()))),
              y1 = std::min(g.height() - 1, int(std::ceil(f.view.bottom())));
    for (int x = x0; x <= x1; ++x)
        c.line(f.screen({float(x), top}), f.screen({float(x), bottom}), 1, f.palette.world.gridLine);
    for (int y = y0; y <= y1; ++y)
        c.line(f.screen({left, float(y)}), f.screen({right, float(y)}), 1, f.palette.world.gridLine);
}

void drawCircles(Canvas& c, const Frame& f) {
    const auto& circles = f.world.circles();
    const bool rims = f.view.scale() * 0.3f >= 1;
    for (const Circle& k : circles) {
        if (!f.view.sees(k.center.x, k.center.y, k.radius)) continue;
        const Vec2 centre = f.screen(k.center);
        const float r = f.pixels(k.radius);
        c.fillCircle(centre, r, f.palette.world.circle);
        if (rims) c.strokeCircle(centre, r, 1.5f, f.palette.world.circleEdge);
    }
    if (f.selectedCircle < 0 || size_t(f.selectedCircle) >= circles.size()) return;
    const Circle& k = circles[size_t(f.selectedCircle)];
    c.strokeCircle(f.screen(k.center), f.pixels(k.radius), 3, f.palette.world.selection);
    c.fillCircle(f.screen(k.center + Vec2(k.radius, 0)), 5, f.palette.world.selection);  // the resize handle
}

void drawBorder(Canvas& c, const Frame& f) { c.strokeRect(worldRect(f), 2, f.palette.world.wall); }

const LayerRegistration floorLayer(10, "floor", drawFloor);
const LayerRegistration cellsLayer(30, "cells", drawCells);
const LayerRegistration gridLayer(50, "grid lines", drawGridLines);
const LayerRegistration circlesLayer(70, "circles", drawCircles);
const LayerRegistration borderLayer(140, "border", drawBorder);

}  // namespace

}  // namespace sidestep::viewer
