#include "sidestep/geometry/pattern.hpp"

#include <algorithm>
#include <vector>

#include "sidestep/world/random.hpp"

namespace sidestep {

namespace {

const char* const kNames[kGridPatternCount] = {"maze", "rooms"};

/// A uniform integer in [0, n), n > 0.
int32_t below(Random& r, int32_t n) { return int32_t(r.next() % uint64_t(n)); }

/// A perfect maze by depth-first search with an explicit stack: the cells at odd (x, y) are rooms of the
/// maze, the cells between two of them are walls knocked through when the search passes.
void maze(Grid& g, Random& r) {
    const int32_t w = g.width(), h = g.height();
    for (int32_t y = 0; y < h; ++y) {
        for (int32_t x = 0; x < w; ++x) g.set(x, y, true);
    }
    const int32_t cw = (w - 1) / 2, ch = (h - 1) / 2;  // rooms across and down
    if (cw < 1 || ch < 1) {
        g.clear();
        return;
    }
    std::vector<uint8_t> seen(size_t(cw) * size_t(ch), 0);
    std::vector<int32_t> stack;
    const int32_t start = below(r, cw * ch);
    stack.push_back(start);
    seen[size_t(start)] = 1;
    g.set(2 * (start % cw) + 1, 2 * (start / cw) + 1, false);
    static constexpr int32_t kDx[4] = {0, 0, -1, 1}, kDy[4] = {-1, 1, 0, 0};
    while (!stack.empty()) {
        const int32_t c = stack.back(), cx = c % cw, cy = c / cw;
        int32_t options[4], n = 0;
        for (int32_t d = 0; d < 4; ++d) {
            const int32_t nx = cx + kDx[d], ny = cy + kDy[d];
            if (nx >= 0 && ny >= 0 && nx < cw && ny < ch && !seen[size_t(ny * cw + nx)]) options[n++] = d;
        }
        if (n == 0) {
            stack.pop_back();
            continue;
        }
        const int32_t d = options[below(r, n)];
        const int32_t nx = cx + kDx[d], ny = cy + kDy[d];
        seen[size_t(ny * cw + nx)] = 1;
        g.set(2 * cx + 1 + kDx[d], 2 * cy + 1 + kDy[d], false);  // the wall between
        g.set(2 * nx + 1, 2 * ny + 1, false);
        stack.push_back(ny * cw + nx);
    }
}

/// Rooms by recursive division: split the area with a wall at a random line, leave a door two cells wide,
/// and divide each side again until rooms are small.
void rooms(Grid& g, Random& r) {
    g.clear();
    constexpr int32_t kMinRoom = 4;  // cells across the smallest room
    struct Area {
        int32_t x0, y0, x1, y1;
    };  // inclusive bounds of free floor
    std::vector<Area> pending{{0, 0, g.width() - 1, g.height() - 1}};
    while (!pending.empty()) {
        const Area a = pending.back();
        pending.pop_back();
        const int32_t w = a.x1 - a.x0 + 1, h = a.y1 - a.y0 + 1;
        const bool canV = w >= 2 * kMinRoom + 1, canH = h >= 2 * kMinRoom + 1;
        if (!canV && !canH) continue;
        const bool vertical = canV && (!canH || (w > h) || (w == h && (r.next() & 1)));
        if (vertical) {
            const int32_t x = a.x0 + kMinRoom + below(r, w - 2 * kMinRoom);
            const int32_t door = a.y0 + below(r, std::max(1, h - 1));
            for (int32_t y = a.y0; y <= a.y1; ++y) g.set(x, y, !(y == door || y == door + 1));
            pending.push_back({a.x0, a.y0, x - 1, a.y1});
            pending.push_back({x + 1, a.y0, a.x1, a.y1});
        } else {
            const int32_t y = a.y0 + kMinRoom + below(r, h - 2 * kMinRoom);
            const int32_t door = a.x0 + below(r, std::max(1, w - 1));
            for (int32_t x = a.x0; x <= a.x1; ++x) g.set(x, y, !(x == door || x == door + 1));
            pending.push_back({a.x0, a.y0, a.x1, y - 1});
            pending.push_back({a.x0, y + 1, a.x1, a.y1});
        }
    }
}

}  // namespace

const char* gridPatternName(GridPattern p) { return uint32_t(p) < kGridPatternCount ? kNames[uint32_t(p)] : "?"; }

bool parseGridPattern(std::string_view name, GridPattern& out) {
    for (uint32_t k = 0; k < kGridPatternCount; ++k) {
        if (name == kNames[k]) {
            out = GridPattern(k);
            return true;
        }
    }
    return false;
}

void joinFreeRegions(Grid& g) {
    const int32_t w = g.width(), h = g.height();
    const size_t n = size_t(w) * size_t(h);
    std::vector<int32_t> region(n, -1);
    std::vector<int32_t> queue;
    queue.reserve(n);
    static constexpr int32_t kDx[4] = {0, 0, -1, 1}, kDy[4] = {-1, 1, 0, 0};
    // Label the free regions; the largest (the first of equals) is the one the others join.
    int32_t regions = 0, largest = -1;
    size_t largestSize = 0;
    for (size_t start = 0; start < n; ++start) {
        if (region[start] >= 0 || g.blocked(int32_t(start % size_t(w)), int32_t(start / size_t(w)))) continue;
        queue.clear();
        queue.push_back(int32_t(start));
        region[start] = regions;
        for (size_t q = 0; q < queue.size(); ++q) {
            const int32_t c = queue[q], cx = c % w, cy = c / w;
            for (int32_t d = 0; d < 4; ++d) {
                const int32_t nx = cx + kDx[d], ny = cy + kDy[d];
                if (g.blocked(nx, ny) || region[size_t(ny * w + nx)] >= 0) continue;
                region[size_t(ny * w + nx)] = regions;
                queue.push_back(ny * w + nx);
            }
        }
        if (queue.size() > largestSize) largestSize = queue.size(), largest = regions;
        ++regions;
    }
    // Each other region: a breadth-first search through any cells from all of its cells to the nearest cell
    // of the largest region, and free the way back.
    std::vector<int32_t> from(n, -1);
    for (int32_t r = 0; r < regions; ++r) {
        if (r == largest) continue;
        std::fill(from.begin(), from.end(), -1);
        queue.clear();
        for (size_t c = 0; c < n; ++c) {
            if (region[c] == r) queue.push_back(int32_t(c)), from[c] = int32_t(c);
        }
        int32_t found = -1;
        for (size_t q = 0; q < queue.size() && found < 0; ++q) {
            const int32_t c = queue[q], cx = c % w, cy = c / w;
            for (int32_t d = 0; d < 4 && found < 0; ++d) {
                const int32_t nx = cx + kDx[d], ny = cy + kDy[d];
                if (!g.contains(nx, ny) || from[size_t(ny * w + nx)] >= 0) continue;
                from[size_t(ny * w + nx)] = c;
                if (region[size_t(ny * w + nx)] == largest)
                    found = ny * w + nx;
                else
                    queue.push_back(ny * w + nx);
            }
        }
        for (int32_t c = found >= 0 ? from[size_t(found)] : -1; c >= 0 && region[size_t(c)] != r; c = from[size_t(c)]) {
            g.set(c % w, c / w, false);
            region[size_t(c)] = largest;
        }
        for (size_t c = 0; c < n; ++c) {
            if (region[c] == r) region[c] = largest;  // joined
        }
    }
}

void drawPattern(Grid& grid, GridPattern pattern, uint64_t seed) {
    Random r(seed ^ 0x5eed5eed5eed5eedull);
    if (pattern == GridPattern::Maze)
        maze(grid, r);
    else
        rooms(grid, r);
}

}  // namespace sidestep
