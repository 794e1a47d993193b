// World's scene edits: cells (one, many at once, a seeded maze or rooms), the grid's size, circles, paths
// and targets. Each checks its input first, names the field and the rule when it refuses, and leaves the
// world unchanged on error.
#include <cmath>
#include <cstdio>

#include "edit_checks.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

using edit_check::agentOutside;
using edit_check::checkRange;
using edit_check::refused;

namespace {

/// "(x, y) is outside the W x H grid" (invalid-cell-outside), its path given by the caller.
Message cellOutside(int32_t x, int32_t y, const Grid& grid) {
    return Message("invalid-cell-outside")
        .text("x", std::to_string(x))
        .text("y", std::to_string(y))
        .text("width", std::to_string(grid.width()))
        .text("height", std::to_string(grid.height()));
}

}  // namespace

EditResult World::setCells(const std::vector<Cell>& cells, bool blocked) {
    for (size_t k = 0; k < cells.size(); ++k) {
        if (!grid_.contains(cells[k].x, cells[k].y)) {
            return refused("cells[" + std::to_string(k) + "]", cellOutside(cells[k].x, cells[k].y, grid_));
        }
    }
    for (const Cell c : cells) grid_.set(c.x, c.y, blocked);
    gridEdited();
    return {};
}

EditResult World::drawGridPattern(GridPattern pattern, uint64_t seed) {
    if (uint32_t(pattern) >= kGridPatternCount)
        return refused("pattern", Message("invalid-or").text("a", "maze").text("b", "rooms"));
    drawPattern(grid_, pattern, seed);
    // Keep every agent's ground: the cells of its start and goal (a continuous agent's whole body there).
    for (const Agent& a : agents_) {
        for (const Vec2 p : {a.start, a.goal}) {
            if (a.kind == AgentKind::Grid) {
                grid_.set(int32_t(p.x), int32_t(p.y), false);
                continue;
            }
            const int32_t x0 = int32_t(std::floor(p.x - a.radius)), x1 = int32_t(std::floor(p.x + a.radius));
            const int32_t y0 = int32_t(std::floor(p.y - a.radius)), y1 = int32_t(std::floor(p.y + a.radius));
            for (int32_t y = y0; y <= y1; ++y) {
                for (int32_t x = x0; x <= x1; ++x) grid_.set(x, y, false);
            }
        }
    }
    joinFreeRegions(grid_);  // a cell freed for an agent inside a wall joins the rest
    gridEdited();
    return {};
}

EditResult World::setCell(int32_t x, int32_t y, bool blocked) {
    if (!grid_.contains(x, y)) {
        return refused("cell", cellOutside(x, y, grid_));
    }
    grid_.set(x, y, blocked);
    gridEdited();
    return {};
}

EditResult World::resizeGrid(int32_t width, int32_t height) {
    if (width < 1 || width > kMaxGridSide) {
        return refused("width", Message("invalid-integer")
                                    .text("lo", "1")
                                    .text("hi", std::to_string(kMaxGridSide))
                                    .text("got", std::to_string(width)));
    }
    if (height < 1 || height > kMaxGridSide) {
        return refused("height", Message("invalid-integer")
                                     .text("lo", "1")
                                     .text("hi", std::to_string(kMaxGridSide))
                                     .text("got", std::to_string(height)));
    }
    // Every agent's start, goal and position must stay inside (a file of the scene would not validate again).
    if (EditResult outside = agentOutside(agents_, width, height); !outside.ok()) return outside;
    grid_.resize(width, height);
    terrain_.resize(width, height);
    ++terrainRevision_;
    gridEdited();
    circlesEdited();
    reliefEdited();
    return {};
}

EditResult World::addCircle(Vec2 center, float radius) {
    if (circles_.size() >= size_t(kMaxCircles)) {
        return refused("circles", Message("invalid-max-circles").count("max", double(kMaxCircles)));
    }
    if (!isFinite(center)) return refused("circle.center", Message("invalid-finite"));
    if (auto e = checkRange("circle.radius", radius, kMinCircleRadius, float(kMaxGridSide)); !e.ok()) return e;
    circles_.push_back({center, radius});
    circlesEdited();
    return {int32_t(circles_.size() - 1), {}};
}

EditResult World::moveCircle(int32_t index, Vec2 center) {
    if (auto e = checkIndex("circle", index, circles_.size()); !e.ok()) return e;
    if (!isFinite(center)) return refused("circle.center", Message("invalid-finite"));
    circles_[size_t(index)].center = center;
    circlesEdited();
    return {index, {}};
}

EditResult World::resizeCircle(int32_t index, float radius) {
    if (auto e = checkIndex("circle", index, circles_.size()); !e.ok()) return e;
    if (auto e = checkRange("circle.radius", radius, kMinCircleRadius, float(kMaxGridSide)); !e.ok()) return e;
    circles_[size_t(index)].radius = radius;
    circlesEdited();
    return {index, {}};
}

EditResult World::removeCircle(int32_t index) {
    if (auto e = checkIndex("circle", index, circles_.size()); !e.ok()) return e;
    if (!std::isinf(circles_[size_t(index)].height)) --lowCircles_;
    circles_.erase(circles_.begin() + index);
    episodes_.circleRemoved(index);
    circlesEdited();
    reliefEdited();
    return {index, {}};
}

EditResult World::checkPoints(const char* field, const std::vector<Vec2>& points, size_t minCount,
                              size_t maxCount) const {
    if (points.size() < minCount || points.size() > maxCount) {
        return refused(field, Message("invalid-point-count")
                                  .text("min", std::to_string(minCount))
                                  .text("max", std::to_string(maxCount))
                                  .text("got", std::to_string(points.size())));
    }
    for (const Vec2 p : points) {
        if (!isFinite(p) || std::fabs(p.x) > 2.0f * kMaxGridSide || std::fabs(p.y) > 2.0f * kMaxGridSide) {
            return refused(field, Message("invalid-points-far").text("max", std::to_string(2 * kMaxGridSide)));
        }
    }
    return {};
}

EditResult World::addPath(const std::vector<Vec2>& points, bool closed) {
    if (paths_.size() >= size_t(kMaxPaths))
        return refused("paths", Message("invalid-max-paths").count("max", double(kMaxPaths)));
    if (auto e = checkPoints("path.points", points, 2, size_t(kMaxPathPoints)); !e.ok()) return e;
    paths_.push_back({points, closed});
    edited();
    return {int32_t(paths_.size() - 1), {}};
}

EditResult World::setPath(int32_t index, const std::vector<Vec2>& points, bool closed) {
    if (auto e = checkIndex("path", index, paths_.size()); !e.ok()) return e;
    if (auto e = checkPoints("path.points", points, 2, size_t(kMaxPathPoints)); !e.ok()) return e;
    paths_[size_t(index)] = {points, closed};
    edited();
    return {index, {}};
}

EditResult World::removePath(int32_t index) {
    if (auto e = checkIndex("path", index, paths_.size()); !e.ok()) return e;
    paths_.erase(paths_.begin() + index);
    for (Agent& a : agents_) {
        if (a.path == index)
            a.path = -1;
        else if (a.path > index)
            --a.path;
    }
    edited();
    return {index, {}};
}

EditResult World::setTargets(const std::vector<Vec2>& targets) {
    if (auto e = checkPoints("targets", targets, 0, 64); !e.ok()) return e;
    targets_ = targets;
    edited();
    return {};
}

}  // namespace sidestep
