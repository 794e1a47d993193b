// Lazy Theta* over the planner's lattice (planner.hpp; Nash, Koenig and Tovey, "Lazy Theta*: Any-Angle
// Path Planning and Path Length Analysis in 3D", 2010): a point reached from an expanded point takes that
// point's parent as its own when that is no longer (the line between them is assumed clear); the line is
// checked once, when the point is taken from the open list, and a point whose line is not clear takes its
// best expanded neighbour instead and goes back into the list if that costs more. Every relaxation of the
// grid search is made too (the cheaper of the two is kept), so the route is never longer than the grid's.
#include <algorithm>
#include <cmath>
#include <limits>

#include "moves.hpp"
#include "sidestep/route/planner.hpp"

namespace sidestep {

using namespace route;

double RoutePlanner::guideAnyAngle(uint32_t node) const { return distance(at(node), to_); }

bool RoutePlanner::inView(int32_t parent, uint32_t node) {
    if (parent == kFromStart) return startLink(node) != nullptr || clear(from_, at(node), startRadius_);
    const int32_t pi = parent % nx_, pj = parent / nx_;
    const int32_t di = int32_t(node % uint32_t(nx_)) - pi, dj = int32_t(node / uint32_t(nx_)) - pj;
    if (di >= -1 && di <= 1 && dj >= -1 && dj <= 1) {  // a neighbour: the cache of edges knows
        for (uint32_t d = 0; d < 8; ++d) {
            if (kMoves[d].dx == di && kMoves[d].dy == dj) return ((edgesOf(uint32_t(parent)) >> d) & 1u) != 0;
        }
    }
    return clear(at(uint32_t(parent)), at(node), radius_);
}

bool RoutePlanner::settle(uint32_t node) {
    if (inView(parent_[node], node)) return true;
    // Not in view of its parent: the cheapest expanded neighbour (or the start, when it is one of its links).
    const double before = cost_[node];
    double best = std::numeric_limits<double>::infinity();
    int32_t by = kNoParent;
    if (const Link* link = startLink(node)) best = link->cost, by = kFromStart;
    const uint8_t mask = edgesOf(node);
    const int32_t i = int32_t(node % uint32_t(nx_)), j = int32_t(node / uint32_t(nx_));
    const double straight = double(step_), diagonal = double(step_) * kDiagonal;
    for (uint32_t d = 0; d < 8; ++d) {
        if (((mask >> d) & 1u) == 0) continue;
        const uint32_t next = uint32_t(j + kMoves[d].dy) * uint32_t(nx_) + uint32_t(i + kMoves[d].dx);
        if (closed_[next] != generation_) continue;
        const double cost = cost_[next] + (d < 4 ? straight : diagonal);
        if (cost < best) best = cost, by = int32_t(next);
    }
    cost_[node] = best;
    parent_[node] = by;
    return !(best > before);
}

bool RoutePlanner::settleGoal() {
    if (goalInView_) return true;
    const int32_t p = goalParent_;
    const float radius = std::min(goalRadius_, p == kFromStart ? startRadius_ : radius_);
    if ((p >= 0 && goalLink(uint32_t(p))) || clear(parentAt(p), to_, radius)) return goalInView_ = true;
    double best = std::numeric_limits<double>::infinity();
    int32_t by = kNoParent;
    for (uint32_t k = 0; k < goalLinkCount_; ++k) {
        const Link& link = goalLinks_[k];
        if (closed_[link.node] != generation_) continue;
        const double cost = cost_[link.node] + link.cost;
        if (cost < best) best = cost, by = int32_t(link.node);
    }
    goalCost_ = best;
    goalParent_ = by;
    goalInView_ = true;
    return false;
}

bool RoutePlanner::searchAnyAngle() {
    startSearch(true);
    const double straight = double(step_), diagonal = double(step_) * kDiagonal;
    OpenEntry top;
    while (pop(top)) {
        if (top.node == goalNode()) {
            if (top.cost != goalCost_) continue;  // stale: the goal's cost changed after this entry
            if (settleGoal()) return true;
            push(goalNode(), goalCost_, 0.0);  // its line was not clear: again, at the cost it has now
            continue;
        }
        const uint32_t node = top.node;
        if (closed_[node] == generation_ || top.cost != cost_[node]) continue;  // stale
        if (!settle(node)) {
            if (parent_[node] != kNoParent) push(node, cost_[node], guideAnyAngle(node));
            continue;
        }
        closed_[node] = generation_;
        ++expanded_;
        const int32_t parent = parent_[node];
        const Vec2 from = parentAt(parent);
        const double base = parentCost(parent);
        const uint8_t mask = edgesOf(node);
        const int32_t i = int32_t(node % uint32_t(nx_)), j = int32_t(node / uint32_t(nx_));
        for (uint32_t d = 0; d < 8; ++d) {
            if (((mask >> d) & 1u) == 0) continue;
            const uint32_t next = uint32_t(j + kMoves[d].dy) * uint32_t(nx_) + uint32_t(i + kMoves[d].dx);
            if (closed_[next] == generation_) continue;
            const double along = cost_[node] + (d < 4 ? straight : diagonal);
            const double through = base + distance(from, at(next));
            const bool skip = through <= along;
            const double cost = skip ? through : along;
            if (seen_[next] == generation_ && !(cost < cost_[next])) continue;
            seen_[next] = generation_;
            cost_[next] = cost;
            parent_[next] = skip ? parent : int32_t(node);
            push(next, cost, guideAnyAngle(next));
        }
        relaxGoal(node, true);
    }
    return false;
}

}  // namespace sidestep
