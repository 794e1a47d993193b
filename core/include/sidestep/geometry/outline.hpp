#pragma once
/// The outlines of a grid's blocked regions (blocked cells and the space off the grid) as closed polygons
/// with integer vertices, collinear runs merged into one edge: what ORCA's obstacle half-planes are built
/// from (docs/algorithms/orca.md). Each edge knows the side free space is on. Built once per change of the grid
/// (never per step); queries go through a bucket index and allocate nothing.
///
/// Where two blocked cells touch only at a corner (a saddle), the outline keeps them apart: each loop
/// turns round its own cell there, so blocked regions are 4-connected.
#include <cstdint>
#include <vector>

#include "sidestep/geometry/grid.hpp"
#include "sidestep/geometry/types.hpp"

namespace sidestep {

/// One straight piece of an outline, from a to b (grid corners, world units).
struct OutlineEdge {
    Vec2 a{0.0f, 0.0f};
    Vec2 b{0.0f, 0.0f};
    Vec2 normal{0.0f, 0.0f};  ///< unit, axis-aligned, pointing into free space
    int32_t polygon = 0;      ///< the loop it belongs to
};

class Outline {
public:
    /// Traces every boundary between a free and a blocked cell (off the grid counts as blocked).
    void build(const Grid& grid);

    /// Edges, polygon by polygon, each polygon's edges in order (a of one is b of the one before).
    const std::vector<OutlineEdge>& edges() const { return edges_; }
    /// Polygon p's edges are edges()[polygonStart()[p] .. polygonStart()[p + 1]).
    const std::vector<int32_t>& polygonStart() const { return polygonStart_; }
    size_t polygonCount() const { return polygonStart_.empty() ? 0 : polygonStart_.size() - 1; }
    /// Bytes of storage held.
    size_t bytes() const;

    /// Calls visit(e) once for every edge whose bounding box meets [lo, hi] (and perhaps a few more near it).
    template <class Visit>
    void forEachNear(Vec2 lo, Vec2 hi, Visit visit) const;

    /// Side of one bucket of the index, world units.
    static constexpr int32_t kBucket = 8;

private:
    int32_t bucketOf(float v, int32_t count) const;
    void index();

    std::vector<OutlineEdge> edges_;
    std::vector<int32_t> polygonStart_;
    int32_t cols_ = 0, rows_ = 0;
    std::vector<int32_t> start_;  // per bucket: first slot in items_ (cols * rows + 1 entries)
    std::vector<int32_t> items_;  // edge indices, ascending within each bucket
    std::vector<uint8_t> seen_;   // scratch of build(): unit boundary pieces already traced
    std::vector<int32_t> fill_;   // scratch of build(): next free slot per bucket
};

template <class Visit>
void Outline::forEachNear(Vec2 lo, Vec2 hi, Visit visit) const {
    if (cols_ == 0) return;
    const int32_t x0 = bucketOf(lo.x, cols_), x1 = bucketOf(hi.x, cols_);
    const int32_t y0 = bucketOf(lo.y, rows_), y1 = bucketOf(hi.y, rows_);
    for (int32_t y = y0; y <= y1; ++y) {
        for (int32_t x = x0; x <= x1; ++x) {
            const size_t b = size_t(y) * size_t(cols_) + size_t(x);
            for (int32_t k = start_[b]; k < start_[b + 1]; ++k) {
                // An edge in several buckets is visited in the first of them that the query covers.
                const OutlineEdge& e = edges_[size_t(items_[size_t(k)])];
                const int32_t ex = bucketOf(minf(e.a.x, e.b.x), cols_), ey = bucketOf(minf(e.a.y, e.b.y), rows_);
                if ((ex > x0 ? ex : x0) == x && (ey > y0 ? ey : y0) == y) visit(items_[size_t(k)]);
            }
        }
    }
}

}  // namespace sidestep
