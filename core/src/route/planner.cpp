// The planner's lattice, its cache of clear edges, the start's and the goal's links to it, the open list
// and the route read back from the parents. The two searches are in grid_search.cpp and any_angle_search.cpp.
#include "sidestep/route/planner.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "moves.hpp"
#include "sidestep/route/clearance.hpp"

namespace sidestep {

using namespace route;

float latticeStep(float radius) { return radius < 0.5f ? 1.0f : 0.5f; }

size_t RoutePlanner::bytes() const {
    return edges_.capacity() + (edgesStamp_.capacity() + seen_.capacity() + closed_.capacity()) * sizeof(uint32_t) +
           cost_.capacity() * sizeof(double) + parent_.capacity() * sizeof(int32_t) +
           open_.capacity() * sizeof(OpenEntry) + trace_.capacity() * sizeof(uint32_t);
}

void RoutePlanner::prepare(const Obstacles& o, uint64_t version, float radius) {
    const float step = latticeStep(radius);
    const int32_t nx = int32_t(float(o.grid.width() - 1) / step) + 1;
    const int32_t ny = int32_t(float(o.grid.height() - 1) / step) + 1;
    const size_t n = size_t(nx) * size_t(ny);
    obstacles_ = &o;
    if (version != version_ || radius != radius_ || step != step_ || nx != nx_ || ny != ny_) {
        version_ = version;
        radius_ = radius;
        step_ = step;
        nx_ = nx;
        ny_ = ny;
        if (++cacheStamp_ == 0) {  // after 2^32 changes the stamps wrap: start them again
            std::fill(edgesStamp_.begin(), edgesStamp_.end(), 0u);
            cacheStamp_ = 1;
        }
    }
    if (seen_.size() < n) {
        // Grown once to the largest lattice; the stamps of the new points are 0, never a live stamp.
        edges_.resize(n);
        edgesStamp_.resize(n, 0u);
        seen_.resize(n, 0u);
        closed_.resize(n, 0u);
        cost_.resize(n);
        parent_.resize(n);
    }
    if (++generation_ == 0) {
        std::fill(seen_.begin(), seen_.end(), 0u);
        std::fill(closed_.begin(), closed_.end(), 0u);
        generation_ = 1;
    }
    open_.clear();
    tests_ = 0;
    expanded_ = 0;
}

Vec2 RoutePlanner::at(uint32_t node) const {
    const uint32_t i = node % uint32_t(nx_), j = node / uint32_t(nx_);
    return Vec2(0.5f + float(i) * step_, 0.5f + float(j) * step_);
}

bool RoutePlanner::clear(Vec2 a, Vec2 b, float radius) {
    ++tests_;
    return capsuleClear(*obstacles_, a, b, radius);
}

uint8_t RoutePlanner::edgesOf(uint32_t node) {
    if (edgesStamp_[node] == cacheStamp_) return edges_[node];
    uint8_t mask = 0;
    const Vec2 p = at(node);
    if (clear(p, p, radius_)) {
        const int32_t i = int32_t(node % uint32_t(nx_)), j = int32_t(node / uint32_t(nx_));
        for (uint32_t d = 0; d < 8; ++d) {
            const int32_t ni = i + kMoves[d].dx, nj = j + kMoves[d].dy;
            if (ni < 0 || nj < 0 || ni >= nx_ || nj >= ny_) continue;
            const uint32_t next = uint32_t(nj) * uint32_t(nx_) + uint32_t(ni);
            // The same edge seen from the other end, when that end is already known; else tested from the lower
            // index to the higher, so that both ends would find the same.
            const bool open = edgesStamp_[next] == cacheStamp_ ? ((edges_[next] >> kOpposite[d]) & 1u) != 0
                              : node < next                    ? clear(p, at(next), radius_)
                                                               : clear(at(next), p, radius_);
            if (open) mask = uint8_t(mask | (1u << d));
        }
    }
    edges_[node] = mask;
    edgesStamp_[node] = cacheStamp_;
    return mask;
}

uint32_t RoutePlanner::linksNear(Vec2 p, float radius, std::array<Link, 16>& links) {
    const int32_t i0 = int32_t(std::floor((p.x - 0.5f) / step_)), j0 = int32_t(std::floor((p.y - 0.5f) / step_));
    uint32_t count = 0;
    // The corners of the lattice square p is in (a point on the lattice is one of them, and the others are its
    // neighbours: no line shorter than the lattice's own edges); only when none is in view, the ring round them.
    for (int32_t ring = 0; ring <= 1 && count == 0; ++ring) {
        for (int32_t j = j0 - ring; j <= j0 + 1 + ring; ++j) {
            for (int32_t i = i0 - ring; i <= i0 + 1 + ring; ++i) {
                if (i < 0 || j < 0 || i >= nx_ || j >= ny_) continue;
                if (ring == 1 && i >= i0 && i <= i0 + 1 && j >= j0 && j <= j0 + 1) continue;  // tried already
                const uint32_t node = uint32_t(j) * uint32_t(nx_) + uint32_t(i);
                const Vec2 q = at(node);
                if (!clear(p, q, radius)) continue;
                links[count++] = {node, distance(p, q)};
            }
        }
    }
    return count;
}

double RoutePlanner::distance(Vec2 a, Vec2 b) {
    const double dx = double(b.x) - double(a.x), dy = double(b.y) - double(a.y);
    return std::sqrt(dx * dx + dy * dy);
}

const RoutePlanner::Link* RoutePlanner::goalLink(uint32_t node) const {
    for (uint32_t k = 0; k < goalLinkCount_; ++k) {
        if (goalLinks_[k].node == node) return &goalLinks_[k];
    }
    return nullptr;
}

const RoutePlanner::Link* RoutePlanner::startLink(uint32_t node) const {
    for (uint32_t k = 0; k < startLinkCount_; ++k) {
        if (startLinks_[k].node == node) return &startLinks_[k];
    }
    return nullptr;
}

namespace {

/// The open list's order: a min-heap on the estimate; equal estimates take the longer cost so far first (it
/// is nearer the goal), then the lower index, so the search order is the same on every run.
bool later(const RoutePlanner::OpenEntry& a, const RoutePlanner::OpenEntry& b) {
    if (a.estimate != b.estimate) return a.estimate > b.estimate;
    if (a.cost != b.cost) return a.cost < b.cost;
    return a.node > b.node;
}

}  // namespace

void RoutePlanner::push(uint32_t node, double cost, double guide) {
    open_.push_back({cost + guide, cost, node});
    std::push_heap(open_.begin(), open_.end(), later);
}

bool RoutePlanner::pop(OpenEntry& top) {
    if (open_.empty()) return false;
    std::pop_heap(open_.begin(), open_.end(), later);
    top = open_.back();
    open_.pop_back();
    return true;
}

RouteStatus RoutePlanner::endpoints(Vec2 from, Vec2 to, Route& out) {
    from_ = from;
    to_ = to;
    // A body already touching an obstacle plans its first (or last) line with what room it has there.
    const float startRoom = pointClearance(*obstacles_, from, radius_);
    const float goalRoom = pointClearance(*obstacles_, to, radius_);
    if (!(startRoom > 0.0f)) return RouteStatus::StartBlocked;
    if (!(goalRoom > 0.0f)) return RouteStatus::GoalBlocked;
    startRadius_ = startRoom >= radius_ ? radius_ : 0.999f * startRoom;
    goalRadius_ = goalRoom >= radius_ ? radius_ : 0.999f * goalRoom;
    if (clear(from, to, std::min(startRadius_, goalRadius_))) {
        out.waypoints.push_back(to);
        out.length = distance(from, to);
        return RouteStatus::Found;
    }
    startLinkCount_ = linksNear(from, startRadius_, startLinks_);
    goalLinkCount_ = linksNear(to, goalRadius_, goalLinks_);
    if (startLinkCount_ == 0) return RouteStatus::StartBlocked;
    if (goalLinkCount_ == 0) return RouteStatus::GoalBlocked;
    return RouteStatus::Unreachable;  // not decided yet: the search says
}

void RoutePlanner::plan(const Obstacles& o, uint64_t version, RouteKind kind, Vec2 from, Vec2 to, float radius,
                        Route& out) {
    out.kind = kind;
    out.waypoints.clear();
    out.length = 0.0;
    out.expanded = 0;
    out.clearanceTests = 0;
    out.step = latticeStep(radius);
    if (kind == RouteKind::None) {  // the goal itself, straight on, unchecked: what the articles do
        out.status = RouteStatus::Found;
        out.waypoints.push_back(to);
        out.length = distance(from, to);
        return;
    }
    const float step = latticeStep(radius);
    const double nodes = (double(int32_t(float(o.grid.width() - 1) / step)) + 1.0) *
                         (double(int32_t(float(o.grid.height() - 1) / step)) + 1.0);
    if (nodes > double(kMaxLatticeNodes)) {
        out.status = RouteStatus::TooLarge;
        return;
    }
    prepare(o, version, radius);
    RouteStatus status = endpoints(from, to, out);
    if (status == RouteStatus::Unreachable) {
        const bool found = kind == RouteKind::Grid ? searchGrid() : searchAnyAngle();
        if (found) {
            traceBack(kind, out);
            status = RouteStatus::Found;
        }
    }
    out.status = status;
    out.expanded = expanded_;
    out.clearanceTests = tests_;
}

void RoutePlanner::traceBack(RouteKind kind, Route& out) {
    trace_.clear();
    for (int32_t node = goalParent_; node >= 0; node = parent_[size_t(node)]) trace_.push_back(uint32_t(node));
    std::reverse(trace_.begin(), trace_.end());
    for (size_t k = 0; k < trace_.size(); ++k) {
        // Along the grid, a point where the route goes straight on is no waypoint (the length is the same).
        if (kind == RouteKind::Grid && k > 0 && k + 1 < trace_.size()) {
            const Vec2 in = at(trace_[k]) - at(trace_[k - 1]), on = at(trace_[k + 1]) - at(trace_[k]);
            if (in == on) continue;
        }
        out.waypoints.push_back(at(trace_[k]));
    }
    out.waypoints.push_back(to_);
    out.length = goalCost_;
}

const char* routeKindName(RouteKind kind) {
    switch (kind) {
        case RouteKind::Grid:
            return "grid";
        case RouteKind::AnyAngle:
            return "any-angle";
        case RouteKind::None:
            break;
    }
    return "none";
}

bool parseRouteKind(const char* name, RouteKind& out) {
    for (uint32_t k = 0; k < kRouteKindCount; ++k) {
        if (std::strcmp(name, routeKindName(RouteKind(k))) == 0) {
            out = RouteKind(k);
            return true;
        }
    }
    return false;
}

const char* routeStatusName(RouteStatus status) {
    static const char* names[] = {"found", "unreachable", "start blocked", "goal blocked", "too large"};
    return uint32_t(status) < kRouteStatusCount ? names[uint32_t(status)] : "unreachable";
}

const char* routeReasonName(RouteReason reason) {
    static const char* names[] = {"none", "start", "blocked", "pushed off", "edited"};
    return uint32_t(reason) < kRouteReasonCount ? names[uint32_t(reason)] : "none";
}

double polylineLength(Vec2 start, const std::vector<Vec2>& waypoints) {
    double length = 0.0;
    Vec2 at = start;
    for (const Vec2 w : waypoints) {
        length += RoutePlanner::distance(at, w);
        at = w;
    }
    return length;
}

}  // namespace sidestep
