// The ground, as the page draws it (web/draw/terrain.js): a tint by height with hill shading from one pixel
// per grid vertex, filtered linearly and drawn half a cell out so that the filtering interpolates between
// vertices as the core's bilinear ground does; contour lines at a round interval (every fourth major); and
// the rim of obstacles of limited height, with their height when zoomed in. A picture of the core's
// heights only: nothing here decides anything.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "../layers.hpp"

namespace sidestep::viewer {

namespace {

/// The image slot of the ground (0: cells, 1: heat map, 2: reach).
constexpr int kGroundSlot = 3;
/// Contour lines are skipped for terrains of more cells than this (as the page).
constexpr int64_t kMaxContourCells = 262144;

/// Changes when the heights may have: a new world (load, seek back) or a terrain edit.
uint64_t groundKey(const Frame& f) { return (f.sceneKey & ~uint64_t(0xffffffffu)) | f.world.terrainRevision(); }

Rect worldRect(const Frame& f) {
    const Vec2 a = f.screen({0, 0});
    return {a.x, a.y, f.pixels(float(f.world.grid().width())), f.pixels(float(f.world.grid().height()))};
}

/// A round contour interval giving at most 10 levels over `range` (as the page's contourInterval).
float contourInterval(float range) {
    for (const float s : {0.05f, 0.1f, 0.25f, 0.5f, 1.0f, 2.0f, 2.5f, 5.0f, 10.0f}) {
        if (range / s <= 10.0f) return s;
    }
    return 10.0f;
}

void heightRange(const Terrain& t, float& low, float& high) {
    low = high = 0.0f;
    const size_t n = size_t(t.stride()) * size_t(t.height() + 1);
    for (size_t k = 0; k < n; ++k) low = std::min(low, t.data()[k]), high = std::max(high, t.data()[k]);
}

void drawGround(Canvas& c, const Frame& f) {
    const Terrain& t = f.world.terrain();
    if (t.flat()) return;
    const int cols = t.stride(), rows = t.height() + 1;
    float low = 0.0f, high = 0.0f;
    heightRange(t, low, high);
    const Rgba floor = f.palette.world.floor, up = f.palette.terrain.high, down = f.palette.terrain.low;
    SDL_Texture* image = f.images.get(kGroundSlot, cols, rows, groundKey(f), [&](uint32_t* pixels) {
        auto at = [&](int x, int y) { return t.vertex(x, y); };  // off the edge: the edge's
        for (int y = 0; y < rows; ++y) {
            for (int x = 0; x < cols; ++x) {
                const float h = at(x, y);
                const float k = h > 0 ? h / std::max(high, 1e-6f) : h < 0 ? h / std::min(low, -1e-6f) : 0.0f;
                const Rgba tint = h >= 0 ? up : down;
                // Lit from the upper left: a face rising toward the lower right is brighter.
                const float dx = (at(x + 1, y) - at(x - 1, y)) / 2, dy = (at(x, y + 1) - at(x, y - 1)) / 2;
                const float light = std::clamp((dx + dy) * 0.25f, -0.18f, 0.18f);
                auto mix = [&](uint8_t a, uint8_t b) {
                    const float v = (float(a) + (float(b) - float(a)) * std::min(1.0f, k)) * (1.0f + light);
                    return uint8_t(std::clamp(v, 0.0f, 255.0f));
                };
                pixels[size_t(y) * size_t(cols) + size_t(x)] =
                    pixelWord({mix(floor.r, tint.r), mix(floor.g, tint.g), mix(floor.b, tint.b), 255});
            }
        }
    });
    if (!image) return;
    SDL_SetTextureScaleMode(image, SDL_ScaleModeLinear);  // between vertices, as the core interpolates
    const Rect world = worldRect(f), viewport = f.view.viewport();
    const Rect shown{std::max(world.x, viewport.x), std::max(world.y, viewport.y), 0, 0};
    const Rect clip{shown.x, shown.y, std::min(world.x + world.w, viewport.x + viewport.w) - shown.x,
                    std::min(world.y + world.h, viewport.y + viewport.h) - shown.y};
    c.clip(&clip);
    const Vec2 a = f.screen({-0.5f, -0.5f});
    c.image(image, {a.x, a.y, f.pixels(float(cols)), f.pixels(float(rows))});
    c.clip(&viewport);
}

/// The contour segments of the ground in world units (x0, y0, x1, y1, major), kept while the heights are.
struct Contours {
    uint64_t key = ~uint64_t(0);
    std::vector<float> segments;
};

void buildContours(const Terrain& t, Contours& out) {
    out.segments.clear();
    const int cols = t.stride(), rows = t.height() + 1;
    if (int64_t(cols - 1) * int64_t(rows - 1) > kMaxContourCells) return;
    float low = 0.0f, high = 0.0f;
    heightRange(t, low, high);
    const float interval = contourInterval(high - low);
    const int first = int(std::ceil(low / interval)), last = int(std::floor(high / interval));
    for (int n = first; n <= last; ++n) {
        if (n == 0) continue;
        const float level = float(n) * interval;
        const float major = n % 4 == 0 ? 1.0f : 0.0f;
        for (int y = 0; y < rows - 1; ++y) {
            for (int x = 0; x < cols - 1; ++x) {
                const float a = t.vertex(x, y), b = t.vertex(x + 1, y), d = t.vertex(x, y + 1),
                            cc = t.vertex(x + 1, y + 1);
                const int code = (a > level) | (b > level) << 1 | (cc > level) << 2 | (d > level) << 3;
                if (code == 0 || code == 15) continue;
                // Crossings on the top, right, bottom and left edges: exact, the ground is linear along an edge.
                const Vec2 top{float(x) + (level - a) / (b - a), float(y)},
                    right{float(x + 1), float(y) + (level - b) / (cc - b)};
                const Vec2 bottom{float(x) + (level - d) / (cc - d), float(y + 1)},
                    left{float(x), float(y) + (level - a) / (d - a)};
                auto seg = [&](Vec2 p, Vec2 q) {
                    out.segments.insert(out.segments.end(), {p.x, p.y, q.x, q.y, major});
                };
                switch (code) {
                    case 1:
                    case 14:
                        seg(top, left);
                        break;
                    case 2:
                    case 13:
                        seg(top, right);
                        break;
                    case 3:
                    case 12:
                        seg(left, right);
                        break;
                    case 4:
                    case 11:
                        seg(right, bottom);
                        break;
                    case 6:
                    case 9:
                        seg(top, bottom);
                        break;
                    case 7:
                    case 8:
                        seg(left, bottom);
                        break;
                    case 5:
                    case 10: {
                        const bool centreHigh = (a + b + cc + d) / 4 > level;  // a saddle: split by the centre
                        if ((code == 5) == centreHigh)
                            seg(top, right), seg(left, bottom);
                        else
                            seg(top, left), seg(right, bottom);
                        break;
                    }
                    default:
                        break;
                }
            }
        }
    }
}

void drawContours(Canvas& c, const Frame& f) {
    const Terrain& t = f.world.terrain();
    if (t.flat()) return;
    static Contours contours;
    if (contours.key != groundKey(f)) {
        buildContours(t, contours);
        contours.key = groundKey(f);
    }
    const std::vector<float>& s = contours.segments;
    for (size_t k = 0; k + 5 <= s.size(); k += 5) {
        if (!f.view.sees((s[k] + s[k + 2]) / 2, (s[k + 1] + s[k + 3]) / 2, 1.0f)) continue;
        const bool major = s[k + 4] != 0.0f;
        c.line(f.screen({s[k], s[k + 1]}), f.screen({s[k + 2], s[k + 3]}), major ? 1.5f : 1.0f,
               major ? f.palette.terrain.contourMajor : f.palette.terrain.contour);
    }
}

void drawLowObstacles(Canvas& c, const Frame& f) {
    for (const Circle& k : f.world.circles()) {
        if (std::isinf(k.height) || !f.view.sees(k.center.x, k.center.y, k.radius)) continue;
        const float r = f.pixels(k.radius);
        c.strokeCircle(f.screen(k.center), std::max(r - 3.0f, r * 0.6f), 1.25f, f.palette.terrain.lowObstacle, 3.0f);
        if (f.view.scale() < 28 || r < 12) continue;
        char text[32];
        std::snprintf(text, sizeof text, "%g u", std::round(double(k.height) * 100.0) / 100.0);
        const Vec2 at = f.screen(k.center);
        c.text({at.x, at.y - 6.0f}, text, Face::SansBold, 10, f.palette.world.text, Align::Center);
    }
}

const LayerRegistration groundLayer(15, "ground", drawGround);
const LayerRegistration contourLayer(16, "contour lines", drawContours);
const LayerRegistration lowObstaclesLayer(75, "obstacle heights", drawLowObstacles);

}  // namespace

}  // namespace sidestep::viewer
