// The Timeline's crowd regions: which edit at step 0 turns which regions into explicit agents.
#include <algorithm>

#include "sidestep/world/timeline.hpp"

namespace sidestep {

namespace {

/// Whether the box [lo, hi] meets the inside of `a` (the bodies lie inside it: touching its edge changes nothing).
bool meets(const Area& a, Vec2 lo, Vec2 hi) { return lo.x < a.hi.x && hi.x > a.lo.x && lo.y < a.hi.y && hi.y > a.lo.y; }

/// Whether an obstacle within [lo, hi] could change where region r places its starts or drawn goals.
bool inAreas(const CrowdRegion& r, Vec2 lo, Vec2 hi) {
    return meets(r.start, lo, hi) || (r.goalRule == GoalRule::Area && meets(r.goal, lo, hi));
}

}  // namespace

int32_t Timeline::regionsTouched(const World& before, const Edit& e) const {
    int32_t first = -1;
    auto touch = [&](Vec2 lo, Vec2 hi) {
        for (size_t k = 0; k < regions_.size() && (first < 0 || int32_t(k) < first); ++k) {
            if (inAreas(regions_[k], lo, hi)) first = int32_t(k);
        }
    };
    auto circle = [&](int32_t i) {
        if (i < 0 || size_t(i) >= before.circles().size()) return;
        const Circle& c = before.circles()[size_t(i)];
        touch({c.center.x - c.radius, c.center.y - c.radius}, {c.center.x + c.radius, c.center.y + c.radius});
    };
    switch (e.kind) {
        case EditKind::SetAgentPath:
        case EditKind::RemoveAgent:
        case EditKind::SetAgentParam:
        case EditKind::SetAvoidAgents:
        case EditKind::SetAvoidanceParam:
        case EditKind::SetAgentStart:
        case EditKind::SetAgentGoal:
        case EditKind::SetDrive:
        case EditKind::SetDriveInput:
        case EditKind::SetAgentName:
        case EditKind::SetAgentBody:
        case EditKind::SetAgentBehavior:
            return regionOfAgent(regions_, e.index);
        case EditKind::ResizeGrid:
        case EditKind::ClearGrid:
        case EditKind::DrawPattern:
        case EditKind::Clear:
            return 0;
        case EditKind::SetCell:
            touch({float(e.x), float(e.y)}, {float(e.x + 1), float(e.y + 1)});
            return first;
        case EditKind::SetCells:
            for (const Vec2 p : e.points) touch(p, {p.x + 1.0f, p.y + 1.0f});
            return first;
        case EditKind::AddCircle:
            touch({e.point.x - e.radius, e.point.y - e.radius}, {e.point.x + e.radius, e.point.y + e.radius});
            return first;
        case EditKind::MoveCircle:
        case EditKind::ResizeCircle: {
            circle(e.index);
            if (e.index < 0 || size_t(e.index) >= before.circles().size()) return first;
            const Circle& c = before.circles()[size_t(e.index)];
            const Vec2 at = e.kind == EditKind::MoveCircle ? e.point : c.center;
            const float r = e.kind == EditKind::ResizeCircle ? e.radius : c.radius;
            touch({at.x - r, at.y - r}, {at.x + r, at.y + r});
            return first;
        }
        case EditKind::RemoveCircle:
            circle(e.index);
            return first;
        case EditKind::RemovePath:  // the agents that follow a later path follow it under a new number
            for (size_t k = 0; k < regions_.size(); ++k) {
                if (regions_[k].agent.path >= e.index) return int32_t(k);
            }
            return -1;
        default:
            return -1;
    }
}

}  // namespace sidestep
