#pragma once
/// The route planner: deterministic shortest routes for a disc among the blocked cells and circles.
///
/// Both kinds search one lattice of points: (0.5 + i s, 0.5 + j s) for a spacing s of one cell for bodies
/// of radius under half a cell (the points are the cell centres: every corridor a body that small fits
/// through has one down its middle) and half a cell for larger ones (the middle line of any gap between
/// walls, an odd or an even number of cells wide, is on the lattice). A point is a node when the disc of
/// the body's radius there is clear (clearance.hpp); two of the 8 nearest points are joined when the body
/// swept from one to the other is clear, which also forbids cutting a corner. The start and the goal join
/// corners of the lattice square round each that are in view (the body clear along the line; when none is,
/// the ring of 12 points round that square), or each other directly.
///  - Grid (A*): the shortest route along the lattice's edges, guided by the octile distance (less a
///    quarter of a spacing, so that it never overestimates the last line to the goal). With no circles
///    and a radius under half a cell, its length is the Moving AI benchmark's octile optimum.
///  - Any-angle (Lazy Theta*, Nash, Koenig and Tovey 2010): the same search, but a point's parent may be
///    any earlier point in view, not only a neighbour; the line of sight is checked once, when the point is
///    taken from the open list, and a point whose line fails is given its best expanded neighbour instead
///    and put back. Its routes are never longer than the grid route (every grid relaxation is also made).
///
/// Ties are broken by a fixed order (estimate, then the longer cost so far, then the point's index), and
/// costs are doubles, so the same query gives the same route on every platform and thread.
///
/// One planner per thread. Its scratch (per lattice point: cost, parent, marks, a cache of which edges are
/// clear) is kept between plans: once it has grown to the largest lattice, a plan allocates nothing. The
/// cache of edges is dropped when the obstacles' version, the radius or the spacing changes.
#include <array>
#include <cstdint>
#include <vector>

#include "sidestep/geometry/obstacles.hpp"
#include "sidestep/route/route.hpp"

namespace sidestep {

/// Most lattice points one plan may search (a 1024 x 1024 grid at half-cell spacing has about 4.2 million).
inline constexpr uint32_t kMaxLatticeNodes = 1u << 22;

/// The lattice spacing for a body of this radius, world units: 1 below half a cell, else 0.5.
float latticeStep(float radius);

class RoutePlanner {
public:
    /// Drops the cache of clear edges (the next plan starts cold), as after a change of the obstacles: for a
    /// world copied over another, whose obstacle version may repeat a different history's.
    void forget() { version_ = ~uint64_t(0); }
    /// Plans a route of `kind` (Grid or AnyAngle; None clears `out`) for a disc of `radius` (> 0) from
    /// `from` to `to`, into `out`. `obstaclesVersion` names the state of the obstacles: pass a new value
    /// whenever a cell or a circle changed, so the planner drops what it cached about them.
    void plan(const Obstacles& obstacles, uint64_t obstaclesVersion, RouteKind kind, Vec2 from, Vec2 to, float radius,
              Route& out);

    /// Bytes of scratch held.
    size_t bytes() const;

    /// The length of the line from a to b, world units, in double (as every cost of a route).
    static double distance(Vec2 a, Vec2 b);

    /// An entry of the open list (public for its order, a free function).
    struct OpenEntry {
        double estimate;  ///< cost so far + the guide
        double cost;      ///< cost so far
        uint32_t node;    ///< a lattice point, or goalNode() for the goal
    };

private:
    /// A lattice point joined to the start or the goal by a clear line: its index and the line's length.
    struct Link {
        uint32_t node;
        double cost;
    };

    void prepare(const Obstacles& o, uint64_t version, float radius);
    Vec2 at(uint32_t node) const;
    uint32_t goalNode() const { return uint32_t(nx_) * uint32_t(ny_); }
    bool clear(Vec2 a, Vec2 b, float radius);
    uint8_t edgesOf(uint32_t node);
    uint32_t linksNear(Vec2 p, float radius, std::array<Link, 16>& links);
    const Link* goalLink(uint32_t node) const;
    const Link* startLink(uint32_t node) const;
    void push(uint32_t node, double cost, double guide);
    bool pop(OpenEntry& top);
    RouteStatus endpoints(Vec2 from, Vec2 to, Route& out);
    void startSearch(bool anyAngle);
    bool searchGrid();
    bool searchAnyAngle();
    Vec2 parentAt(int32_t parent) const { return parent < 0 ? from_ : at(uint32_t(parent)); }
    double parentCost(int32_t parent) const { return parent < 0 ? 0.0 : cost_[size_t(parent)]; }
    bool inView(int32_t parent, uint32_t node);
    bool settle(uint32_t node);
    bool settleGoal();
    void relaxGoal(uint32_t node, bool anyAngle);
    void traceBack(RouteKind kind, Route& out);
    double guideGrid(uint32_t node) const;
    double guideAnyAngle(uint32_t node) const;

    // The lattice and its cache.
    const Obstacles* obstacles_ = nullptr;
    float step_ = 1.0f;
    float radius_ = 0.0f;
    int32_t nx_ = 0, ny_ = 0;
    uint64_t version_ = ~uint64_t(0);
    uint32_t cacheStamp_ = 0;
    std::vector<uint8_t> edges_;        // per point: bit d set when the edge toward kMoves[d] is clear
    std::vector<uint32_t> edgesStamp_;  // per point: edges_ is valid when this equals cacheStamp_
    // The search.
    uint32_t generation_ = 0;
    std::vector<uint32_t> seen_;    // per point: the generation that reached it
    std::vector<uint32_t> closed_;  // per point: the generation that expanded it
    std::vector<double> cost_;
    std::vector<int32_t> parent_;  // a point, or kFromStart: the start itself
    std::vector<OpenEntry> open_;
    std::array<Link, 16> startLinks_{}, goalLinks_{};
    uint32_t startLinkCount_ = 0, goalLinkCount_ = 0;
    Vec2 from_{0.0f, 0.0f}, to_{0.0f, 0.0f};
    float startRadius_ = 0.0f, goalRadius_ = 0.0f;  // the radius of the lines from the start / to the goal
    double goalCost_ = 0.0;                         // the goal is a node of its own, past the lattice
    int32_t goalParent_ = -2;
    bool goalInView_ = false;  // the goal's parent is known to see it (a link of the goal's)
    uint32_t tests_ = 0, expanded_ = 0;
    std::vector<uint32_t> trace_;
};

}  // namespace sidestep
