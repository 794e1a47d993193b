// World edits of the relief: the terrain's heights (all at once, a brush stroke, level again) and the heights
// of obstacles (a circle's, the walls'). Each checks its input first and names the field.
#include <cmath>
#include <string>

#include "edit_checks.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

using edit_check::checkRange;
using edit_check::refused;

namespace {

/// "field: must be ..., got v" for an obstacle height: kTall (written as null or left out) or a number.
EditResult checkObstacleHeight(const char* field, float height) {
    if (std::isinf(height) && height > 0.0f) return {};
    return checkRange(field, height, kMinObstacleHeight, kMaxObstacleHeight);
}

}  // namespace

void World::reliefEdited() {
    relief_ = !terrain_.flat() || !std::isinf(wallHeight_) || lowCircles_ > 0;
    edited();
}

EditResult World::setCircleHeight(int32_t index, float height) {
    if (auto e = checkIndex("circle", index, circles_.size()); !e.ok()) return e;
    if (auto e = checkObstacleHeight("circle.height", height); !e.ok()) return e;
    float& h = circles_[size_t(index)].height;
    lowCircles_ += uint32_t(!std::isinf(height)) - uint32_t(!std::isinf(h));
    h = height;
    reliefEdited();
    return {index, {}};
}

EditResult World::setWallHeight(float height) {
    if (auto e = checkObstacleHeight("wallHeight", height); !e.ok()) return e;
    wallHeight_ = height;
    reliefEdited();
    return {};
}

EditResult World::setTerrain(const std::vector<float>& heights) {
    const size_t count = size_t(grid_.width() + 1) * size_t(grid_.height() + 1);
    if (heights.size() != count) {
        return refused(
            "terrain.heights",
            Message("invalid-terrain-count").count("count", double(count)).count("got", double(heights.size())));
    }
    for (size_t k = 0; k < heights.size(); ++k) {
        if (auto e = checkRange("terrain.heights", heights[k], -kMaxTerrainHeight, kMaxTerrainHeight); !e.ok()) {
            const size_t row = k / size_t(grid_.width() + 1), column = k % size_t(grid_.width() + 1);
            const std::string path = "terrain.heights[" + std::to_string(row) + "][" + std::to_string(column) + "]";
            return checkRange(path.c_str(), heights[k], -kMaxTerrainHeight, kMaxTerrainHeight);
        }
    }
    terrain_.assign(heights);
    ++terrainRevision_;
    reliefEdited();
    return {};
}

EditResult World::shapeTerrain(TerrainBrush mode, Vec2 center, float radius, float strength, float level) {
    if (uint32_t(mode) >= kTerrainBrushCount)
        return refused("brush", Message("invalid-or3").text("a", "raise").text("b", "lower").text("c", "flatten"));
    if (!isFinite(center) || std::fabs(center.x) > 2.0f * kMaxGridSide || std::fabs(center.y) > 2.0f * kMaxGridSide) {
        return refused("brush.at", Message("invalid-finite-within").count("max", double(2 * kMaxGridSide)));
    }
    if (auto e = checkRange("brush.radius", radius, kMinBrushRadius, kMaxBrushRadius); !e.ok()) return e;
    if (auto e = checkRange("brush.strength", strength, kMinBrushStrength, kMaxBrushStrength); !e.ok()) return e;
    if (auto e = checkRange("brush.level", level, -kMaxTerrainHeight, kMaxTerrainHeight); !e.ok()) return e;
    const uint32_t changed = terrain_.brush(mode, center, radius, strength, level);
    if (changed > 0) ++terrainRevision_;
    reliefEdited();
    return {int32_t(changed), {}};
}

void World::clearTerrain() {
    terrain_.clear();
    ++terrainRevision_;
    reliefEdited();
}

}  // namespace sidestep
