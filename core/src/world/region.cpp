// Crowd regions: expansion into agents, in a fixed order, from each region's seeded Random.
#include "sidestep/world/region.hpp"

#include <algorithm>
#include <cmath>

#include "sidestep/geometry/circle_index.hpp"
#include "sidestep/geometry/collision.hpp"
#include "sidestep/world/random.hpp"

namespace sidestep {

const char* goalRuleName(GoalRule rule) {
    switch (rule) {
        case GoalRule::Area:
            return "area";
        case GoalRule::Opposite:
            return "opposite";
        case GoalRule::SameArea:
            return "same-area";
    }
    return "area";
}

namespace {

/// The placed bodies in buckets of side >= the widest pair of radii, so a new body meets only the 3 x 3
/// buckets around it. Linked lists in two flat arrays: no allocation per agent.
class PlacedBodies {
public:
    PlacedBodies(float width, float height, float widestPair) {
        size_ = std::max({widestPair, width / 2048.0f, height / 2048.0f, 0.01f});
        cols_ = int32_t(std::ceil(width / size_)) + 1;
        rows_ = int32_t(std::ceil(height / size_)) + 1;
        head_.assign(size_t(cols_) * size_t(rows_), -1);
    }
    bool free(Vec2 p, float radius) const {
        const int32_t cx = column(p.x), cy = row(p.y);
        for (int32_t y = std::max(0, cy - 1); y <= std::min(rows_ - 1, cy + 1); ++y) {
            for (int32_t x = std::max(0, cx - 1); x <= std::min(cols_ - 1, cx + 1); ++x) {
                for (int32_t i = head_[size_t(y) * size_t(cols_) + size_t(x)]; i >= 0; i = next_[size_t(i)]) {
                    const Vec2 d{p.x - bodies_[size_t(i)].center.x, p.y - bodies_[size_t(i)].center.y};
                    const float reach = radius + bodies_[size_t(i)].radius;
                    if (d.x * d.x + d.y * d.y < reach * reach) return false;
                }
            }
        }
        return true;
    }
    void add(Vec2 p, float radius) {
        const size_t b = size_t(row(p.y)) * size_t(cols_) + size_t(column(p.x));
        next_.push_back(head_[b]);
        head_[b] = int32_t(bodies_.size());
        bodies_.push_back({p, radius});
    }
    void reserve(size_t n) {
        next_.reserve(n);
        bodies_.reserve(n);
    }

private:
    int32_t column(float x) const { return std::clamp(int32_t(x / size_), 0, cols_ - 1); }
    int32_t row(float y) const { return std::clamp(int32_t(y / size_), 0, rows_ - 1); }
    float size_ = 1.0f;
    int32_t cols_ = 1, rows_ = 1;
    std::vector<int32_t> head_, next_;
    std::vector<Circle> bodies_;
};

/// A point of `area` at which a body of `radius` lies wholly inside it.
Vec2 draw(Random& random, const Area& area, float radius) {
    const float x = random.uniform(area.lo.x + radius, area.hi.x - radius);
    const float y = random.uniform(area.lo.y + radius, area.hi.y - radius);
    return {x, y};
}

}  // namespace

uint32_t regionAgentCount(const std::vector<CrowdRegion>& regions) {
    uint32_t n = 0;
    for (const CrowdRegion& r : regions) n += r.count;
    return n;
}

int32_t regionOfAgent(const std::vector<CrowdRegion>& regions, int32_t index) {
    int64_t first = 0;
    for (size_t k = 0; k < regions.size(); ++k) {
        if (index >= first && index < first + int64_t(regions[k].count)) return int32_t(k);
        first += regions[k].count;
    }
    return -1;
}

RegionShortfall expandRegions(const Grid& grid, const std::vector<Circle>& circles,
                              const std::vector<CrowdRegion>& regions, std::vector<AgentDef>& out) {
    const float w = float(grid.width()), h = float(grid.height());
    CircleIndex index;
    index.build(circles, grid.width(), grid.height());
    const Obstacles obstacles{grid, circles, &index};
    float widest = 0.0f;
    for (const CrowdRegion& r : regions) widest = std::max(widest, 2.0f * r.agent.radius);
    PlacedBodies placed(w, h, widest);
    placed.reserve(regionAgentCount(regions));
    out.reserve(out.size() + regionAgentCount(regions));
    for (size_t k = 0; k < regions.size(); ++k) {
        const CrowdRegion& region = regions[k];
        const float r = region.agent.radius;
        Random random(region.seed);
        for (uint32_t j = 0; j < region.count; ++j) {
            AgentDef def = region.agent;
            def.name = region.name + " " + std::to_string(j + 1);
            bool found = false;
            for (uint32_t t = 0; t < kPlacementTries && !found; ++t) {
                def.start = draw(random, region.start, r);
                found = placed.free(def.start, r) && !overlaps(obstacles, def.start, r);
            }
            if (!found) return {int32_t(k), false, j, j};
            if (region.goalRule == GoalRule::Opposite) {
                def.goal = {w - def.start.x, h - def.start.y};
            } else {
                const Area& area = region.goalRule == GoalRule::Area ? region.goal : region.start;
                found = false;
                for (uint32_t t = 0; t < kPlacementTries && !found; ++t) {
                    def.goal = draw(random, area, r);
                    found = !overlaps(obstacles, def.goal, r);
                }
                if (!found) return {int32_t(k), true, j, j};
            }
            placed.add(def.start, r);
            out.push_back(std::move(def));
        }
    }
    return {};
}

}  // namespace sidestep
