#include "sidestep/geometry/terrain.hpp"
#include "sidestep/geometry/fill.hpp"

#include <algorithm>
#include <cmath>

namespace sidestep {

const char* terrainBrushName(TerrainBrush brush) {
    static const char* names[kTerrainBrushCount] = {"raise", "lower", "flatten"};
    return uint32_t(brush) < kTerrainBrushCount ? names[uint32_t(brush)] : "?";
}

float Terrain::vertex(int32_t x, int32_t y) const {
    if (flat()) return 0.0f;
    x = std::clamp(x, 0, width_);
    y = std::clamp(y, 0, height_);
    return heights_[size_t(y) * size_t(stride()) + size_t(x)];
}

namespace {

/// The cell that holds p's coordinate c: floor, kept within [0, side - 1] so that points on or past the
/// far edge use the last cell (its bilinear patch reaches the edge).
int32_t cellOf(float c, int32_t side) {
    const float f = std::floor(c);
    if (!(f >= 0.0f)) return 0;
    return f >= float(side) ? side - 1 : int32_t(f);
}

}  // namespace

float Terrain::height(Vec2 p) const {
    if (flat()) return 0.0f;
    const float x = std::clamp(p.x, 0.0f, float(width_));
    const float y = std::clamp(p.y, 0.0f, float(height_));
    const int32_t cx = cellOf(x, width_), cy = cellOf(y, height_);
    const float u = x - float(cx), v = y - float(cy);
    const float h00 = vertex(cx, cy), h10 = vertex(cx + 1, cy), h01 = vertex(cx, cy + 1), h11 = vertex(cx + 1, cy + 1);
    const float a = h10 - h00, b = h01 - h00, k = h00 - h10 - h01 + h11;
    return h00 + a * u + b * v + k * u * v;
}

Vec2 Terrain::gradient(Vec2 p) const {
    if (flat()) return Vec2(0.0f);
    // Off the grid the ground is level across the edge: no slope along the clamped axis.
    const bool inX = p.x >= 0.0f && p.x < float(width_), inY = p.y >= 0.0f && p.y < float(height_);
    const float x = std::clamp(p.x, 0.0f, float(width_));
    const float y = std::clamp(p.y, 0.0f, float(height_));
    const int32_t cx = cellOf(x, width_), cy = cellOf(y, height_);
    const float u = x - float(cx), v = y - float(cy);
    const float h00 = vertex(cx, cy), h10 = vertex(cx + 1, cy), h01 = vertex(cx, cy + 1), h11 = vertex(cx + 1, cy + 1);
    const float a = h10 - h00, b = h01 - h00, k = h00 - h10 - h01 + h11;
    return {inX ? a + k * v : 0.0f, inY ? b + k * u : 0.0f};
}

Vec3 Terrain::normal(Vec2 p) const {
    const Vec2 g = gradient(p);
    // 0 - g, not -g: flat ground gives +0, so that a dot product with it is +0 too.
    const Vec3 n{0.0f - g.x, 0.0f - g.y, 1.0f};
    return n / std::sqrt(n.x * n.x + n.y * n.y + n.z * n.z);
}

void Terrain::assign(const std::vector<float>& heights) {
    heights_ = heights;
    heights_.resize(size_t(stride()) * size_t(height_ + 1), 0.0f);
    for (float& h : heights_) {
        if (h == 0.0f) h = 0.0f;  // -0 as +0
    }
    recount();
    if (flat()) heights_ = {};
}

void Terrain::recount() {
    nonzero_ = size_t(std::count_if(heights_.begin(), heights_.end(), [](float h) { return h != 0.0f; }));
}

void Terrain::resize(int32_t width, int32_t height) {
    if (!heights_.empty()) {
        std::vector<float> next(size_t(width + 1) * size_t(height + 1), 0.0f);
        for (int32_t y = 0; y <= std::min(height, height_); ++y) {
            for (int32_t x = 0; x <= std::min(width, width_); ++x) {
                next[size_t(y) * size_t(width + 1) + size_t(x)] = heights_[size_t(y) * size_t(stride()) + size_t(x)];
            }
        }
        heights_ = std::move(next);
    }
    width_ = width;
    height_ = height;
    recount();
    if (flat()) heights_ = {};
}

uint32_t Terrain::brush(TerrainBrush mode, Vec2 center, float radius, float strength, float level) {
    const int32_t x0 = std::max(0, int32_t(std::ceil(center.x - radius))),
                  x1 = std::min(width_, int32_t(std::floor(center.x + radius)));
    const int32_t y0 = std::max(0, int32_t(std::ceil(center.y - radius))),
                  y1 = std::min(height_, int32_t(std::floor(center.y + radius)));
    if (x0 > x1 || y0 > y1) return 0;
    if (heights_.empty()) assignFilled(heights_, size_t(stride()) * size_t(height_ + 1), 0.0f);
    uint32_t changed = 0;
    const float r2 = radius * radius;
    for (int32_t y = y0; y <= y1; ++y) {
        for (int32_t x = x0; x <= x1; ++x) {
            const float dx = float(x) - center.x, dy = float(y) - center.y;
            const float d2 = dx * dx + dy * dy;
            if (!(d2 < r2)) continue;
            const float w = (1.0f - d2 / r2) * (1.0f - d2 / r2);
            float& h = heights_[size_t(y) * size_t(stride()) + size_t(x)];
            float next = h;
            switch (mode) {
                case TerrainBrush::Raise:
                    next = h + strength * w;
                    break;
                case TerrainBrush::Lower:
                    next = h - strength * w;
                    break;
                case TerrainBrush::Flatten:
                    next = h + std::clamp(level - h, -strength * w, strength * w);
                    break;
            }
            // Kept to whole hundredths (the nearest float to k / 100, halves away from 0), within the limits.
            next = std::clamp(std::round(next * 100.0f) / 100.0f, -kMaxTerrainHeight, kMaxTerrainHeight);
            if (next == 0.0f) next = 0.0f;  // never -0: equal states have equal bytes (the hash reads them)
            if (next != h) ++changed;
            nonzero_ += size_t(next != 0.0f) - size_t(h != 0.0f);
            h = next;
        }
    }
    return changed;
}

float Terrain::firstBelowInCell(int32_t cx, int32_t cy, Vec2 o, Vec2 d, float z0, float rise, float clearance,
                                float from, float to) const {
    // Along the ray within the cell, s = from + t: u = ua + dx t, v = va + dy t, and the bilinear ground
    // h = h00 + a u + b v + k u v is C + B t + A t^2. The gap q(t) = h + clearance - z(s) is <= 0 while
    // the line is above; it enters where q crosses 0 upward.
    const float h00 = vertex(cx, cy), h10 = vertex(cx + 1, cy), h01 = vertex(cx, cy + 1), h11 = vertex(cx + 1, cy + 1);
    // Off the grid the patch is the clamped edge's: level across the edge.
    const float a = h10 - h00, b = h01 - h00, k = h00 - h10 - h01 + h11;
    const float ua = o.x + d.x * from - float(cx), va = o.y + d.y * from - float(cy);
    const float A = k * d.x * d.y;
    const float B = a * d.x + b * d.y + k * (ua * d.y + va * d.x);
    const float C = h00 + a * ua + b * va + k * ua * va;
    const float q0 = C + clearance - (z0 + rise * from);
    if (q0 > 0.0f) return from;    // already below (only at the start of the segment)
    const float slope = B - rise;  // q'(0)
    float t = -1.0f;
    if (A == 0.0f) {
        if (slope > 0.0f) t = -q0 / slope;
    } else {
        const float disc = slope * slope - 4.0f * A * q0;
        if (disc > 0.0f) {
            // The root where q rises through 0 is (-slope + sqrt(disc)) / (2A) whatever A's sign; written
            // without cancellation.
            const float root = std::sqrt(disc);
            t = slope > 0.0f ? (-2.0f * q0) / (slope + root) : (root - slope) / (2.0f * A);
        }
    }
    if (!(t >= 0.0f) || from + t > to) return -1.0f;
    return from + t;
}

float Terrain::firstBelow(Vec2 o, Vec2 d, float z0, float rise, float clearance, float from, float to) const {
    if (!(from <= to)) return -1.0f;
    if (flat()) {  // level ground at 0: the line alone decides
        const float q0 = clearance - (z0 + rise * from);
        if (q0 > 0.0f) return from;
        if (!(rise < 0.0f)) return -1.0f;
        const float s = from + q0 / rise;
        return s <= to ? s : -1.0f;
    }
    // Walk the cells the ray crosses between from and to (unbounded cell coordinates: off the grid the
    // vertices clamp), each a quadratic.
    const Vec2 p = o + d * from;
    int32_t cx = int32_t(std::floor(p.x)), cy = int32_t(std::floor(p.y));
    // A start on a cell's edge belongs to the cell the ray goes into.
    if (d.x < 0.0f && float(cx) == p.x) --cx;
    if (d.y < 0.0f && float(cy) == p.y) --cy;
    const int32_t stepX = d.x > 0.0f ? 1 : -1, stepY = d.y > 0.0f ? 1 : -1;
    auto boundary = [](float origin, float dir, int32_t cell, int32_t step) {
        if (dir == 0.0f) return std::numeric_limits<float>::infinity();
        return (float(step > 0 ? cell + 1 : cell) - origin) / dir;
    };
    float s = from;
    for (int guard = 0; guard < 4 * (kMaxGridSide + 8); ++guard) {
        const float nextX = boundary(o.x, d.x, cx, stepX), nextY = boundary(o.y, d.y, cy, stepY);
        const float exit = std::min(std::min(nextX, nextY), to);
        const float hit = firstBelowInCell(cx, cy, o, d, z0, rise, clearance, s, maxf(s, exit));
        if (hit >= 0.0f) return hit;
        if (exit >= to) return -1.0f;
        s = maxf(s, exit);
        if (nextX <= nextY) cx += stepX;
        if (nextY <= nextX) cy += stepY;
    }
    return -1.0f;
}

}  // namespace sidestep
