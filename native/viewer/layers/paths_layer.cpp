// Paths as dashed lines with an arrowhead mid-segment in the direction of travel, and the world's
// targets (for context agents with targetFalloff) as small four-pointed stars.
#include <cmath>

#include "../layers.hpp"

namespace sidestep::viewer {

namespace {

void drawPaths(Canvas& c, const Frame& f) {
    if (!f.overlays.has("paths")) return;
    const Rgba color = f.palette.world.path;
    for (const Path& path : f.world.paths()) {
        const auto& pts = path.points;
        if (pts.size() < 2) continue;
        const size_t segments = path.closed ? pts.size() : pts.size() - 1;
        for (size_t k = 0; k < segments; ++k) {
            const Vec2 a = f.screen(pts[k]), b = f.screen(pts[(k + 1) % pts.size()]);
            c.dashedLine(a, b, 2, color, 8, 5);
            const Vec2 d = b - a;
            const float length = std::sqrt(d.x * d.x + d.y * d.y);
            if (length < 12) continue;
            const Vec2 u = d / length, m = (a + b) * 0.5f, side(-u.y, u.x);
            const float h = 6;
            const Vec2 head[3] = {m + u * h, m - u * h + side * (h * 0.7f), m - u * h - side * (h * 0.7f)};
            c.fillConvex(head, 3, color);
        }
    }
    for (const Vec2 t : f.world.targets()) {
        const float r = std::max(f.pixels(0.25f), 7.0f);
        const Vec2 centre = f.screen(t);
        Vec2 star[8];
        for (int k = 0; k < 8; ++k) {
            const float a = float(k) * 3.14159265f / 4, rr = k % 2 ? r * 0.4f : r;
            star[k] = centre + Vec2(std::cos(a), std::sin(a)) * rr;
        }
        for (int k = 0; k < 8; ++k) {  // star-shaped around its centre: a fan of triangles
            const Vec2 tri[3] = {centre, star[k], star[(k + 1) % 8]};
            c.fillConvex(tri, 3, f.palette.world.target);
        }
    }
}

const LayerRegistration pathsLayer(80, "paths and targets", drawPaths);

}  // namespace

}  // namespace sidestep::viewer
