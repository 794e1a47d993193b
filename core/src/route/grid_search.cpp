// A* over the planner's lattice (planner.hpp): the start's links first, then points in the order of the
// open list, each relaxing its clear edges and, when it is one of the goal's links, the goal.
#include <cmath>
#include <limits>

#include "moves.hpp"
#include "sidestep/route/planner.hpp"

namespace sidestep {

using namespace route;

double RoutePlanner::guideGrid(uint32_t node) const {
    // The octile distance to the goal, less a quarter of a spacing: the last line, from one of the goal's
    // links (at most 2 spacings away on each axis), is straight, and the octile distance overestimates a
    // straight line by at most 8.3 % of it (at 22.5 degrees), which is less than a quarter of a spacing there.
    const Vec2 p = at(node);
    const double dx = std::fabs(double(to_.x) - double(p.x)), dy = std::fabs(double(to_.y) - double(p.y));
    const double octile = (dx > dy ? dx : dy) + (kDiagonal - 1.0) * (dx > dy ? dy : dx);
    const double guide = octile - 0.25 * double(step_);
    return guide > 0.0 ? guide : 0.0;
}

void RoutePlanner::startSearch(bool anyAngle) {
    goalCost_ = std::numeric_limits<double>::infinity();
    goalParent_ = kNoParent;
    goalInView_ = false;
    for (uint32_t k = 0; k < startLinkCount_; ++k) {
        const Link& link = startLinks_[k];
        seen_[link.node] = generation_;
        cost_[link.node] = link.cost;
        parent_[link.node] = kFromStart;
        push(link.node, link.cost, anyAngle ? guideAnyAngle(link.node) : guideGrid(link.node));
    }
}

void RoutePlanner::relaxGoal(uint32_t node, bool anyAngle) {
    const Link* link = goalLink(node);
    if (!link) return;
    double cost = cost_[node] + link->cost;
    int32_t parent = int32_t(node);
    bool inView = true;
    if (anyAngle) {  // straight from this point's parent, if it sees the goal (checked when the goal is taken)
        const int32_t p = parent_[node];
        const double through = parentCost(p) + distance(parentAt(p), to_);
        if (through <= cost) cost = through, parent = p, inView = false;
    }
    if (cost < goalCost_) {
        goalCost_ = cost;
        goalParent_ = parent;
        goalInView_ = inView;
        push(goalNode(), cost, 0.0);
    }
}

bool RoutePlanner::searchGrid() {
    startSearch(false);
    const double straight = double(step_), diagonal = double(step_) * kDiagonal;
    OpenEntry top;
    while (pop(top)) {
        if (top.node == goalNode()) return true;  // the cheapest way to the goal: the guide never overestimates
        const uint32_t node = top.node;
        if (closed_[node] == generation_) continue;  // a stale entry: it was expanded at a lower cost
        closed_[node] = generation_;
        ++expanded_;
        const uint8_t mask = edgesOf(node);
        const int32_t i = int32_t(node % uint32_t(nx_)), j = int32_t(node / uint32_t(nx_));
        for (uint32_t d = 0; d < 8; ++d) {
            if (((mask >> d) & 1u) == 0) continue;
            const uint32_t next = uint32_t(j + kMoves[d].dy) * uint32_t(nx_) + uint32_t(i + kMoves[d].dx);
            if (closed_[next] == generation_) continue;
            const double cost = cost_[node] + (d < 4 ? straight : diagonal);
            if (seen_[next] == generation_ && !(cost < cost_[next])) continue;
            seen_[next] = generation_;
            cost_[next] = cost;
            parent_[next] = int32_t(node);
            push(next, cost, guideGrid(next));
        }
        relaxGoal(node, false);
    }
    return false;
}

}  // namespace sidestep
