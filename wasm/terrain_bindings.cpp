// embind registration of the relief for the page: a zero-copy view of the terrain's heights, the feelers'
// 3D records and the ground sampled under one agent's feelers (with their layout: strides and word offsets), and the
// limits the brush and the panel use.
// Free functions over a World handle; no algorithm code here (the ground's height at a point is the core's).
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cmath>
#include <cstddef>

#include "sidestep/behaviors/feelers_slope.hpp"
#include "sidestep/world/world.hpp"
#include "views.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

/// The heights ((width + 1) x (height + 1), row-major) as a Float32Array over the heap, or an empty one
/// while the ground is flat. Detaches when the heap grows: take it again after any call that may allocate.
val terrainView(const World& w) {
    const Terrain& t = w.terrain();
    const float* data = t.data();
    const size_t count = data ? size_t(t.stride()) * size_t(t.height() + 1) : 0;
    return val(typed_memory_view(count, data ? data : reinterpret_cast<const float*>(&w)));
}

/// The ground's height at a world point (bilinear; off the grid, the nearest edge point's).
float terrainHeightAt(const World& w, float x, float y) { return w.terrain().height({x, y}); }

/// An obstacle height for JS: a number, or null for tall.
val heightValue(float h) { return std::isinf(h) ? val::null() : val(h); }

val wallHeight(const World& w) { return heightValue(w.wallHeight()); }
val circleHeight(const World& w, int i) {
    return i >= 0 && size_t(i) < w.circles().size() ? heightValue(w.circles()[size_t(i)].height) : val::null();
}

val slopeView(const World& w) { return bind::wordsView(w.slopes()); }

/// Samples the ground under agent i's feelers into `g` (the page keeps one per run); false (g.agent -1) unless
/// it is a moving feelers agent sensing in 3D with fresh decisions.
bool sampleGround(const World& w, int agent, FeelerGround& g) { return w.sampleFeelerGround(agent, g); }

/// A FeelerGround (its `agent` word, then the heights) as a Float32Array. Detaches when the heap grows.
val feelerGroundView(const FeelerGround& g) {
    return val(typed_memory_view(sizeof(FeelerGround) / 4, reinterpret_cast<const float*>(&g)));
}

val slopeLayout() {
    val o = bind::layoutOf(fields::kSlope, sizeof(SlopeRecord));
    o.set("feelerStride", int(sizeof(FeelerProfile) / 4));
    o.set("profileSamples", int(kProfileSamples));
    o.set("profileFrom", kProfileBehind);
    for (const RecordField& f : fields::kFeelerGround) o.set(f.name, int(f.word));  // groundAgent, groundHeights
    o.set("feeler", bind::layoutOf(fields::kFeelerProfile, sizeof(FeelerProfile)));
    return o;
}

val terrainLimits() {
    val o = val::object();
    o.set("maxHeight", kMaxTerrainHeight);
    o.set("step", kTerrainStep);
    o.set("minRadius", kMinBrushRadius);
    o.set("maxRadius", kMaxBrushRadius);
    o.set("minStrength", kMinBrushStrength);
    o.set("maxStrength", kMaxBrushStrength);
    o.set("minObstacleHeight", kMinObstacleHeight);
    o.set("maxObstacleHeight", kMaxObstacleHeight);
    return o;
}

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_terrain) {
    function("terrainView", &terrainView);
    function(
        "terrainFlat", +[](const World& w) { return w.terrain().flat(); });
    function(
        "terrainRevision", +[](const World& w) { return w.terrainRevision(); });
    function("terrainHeightAt", &terrainHeightAt);
    function(
        "hasRelief", +[](const World& w) { return w.hasRelief(); });
    function("wallHeight", &wallHeight);
    function("circleHeight", &circleHeight);
    function("slopeView", &slopeView);
    function("slopeLayout", &slopeLayout);
    class_<FeelerGround>("FeelerGround").constructor<>();
    function("sampleFeelerGround", &sampleGround);
    function("feelerGroundView", &feelerGroundView);
    function(
        "slopeKindNames", +[]() { return bind::names([](unsigned k) { return slopeKindName(SlopeKind(k)); }, 4); });
    function("terrainLimits", &terrainLimits);
    function(
        "segmentHitNames",
        +[]() { return bind::names([](unsigned k) { return segmentHitName(SegmentHitKind(k)); }, 4); });
    function(
        "terrainBrushNames", +[]() {
            return bind::names([](unsigned k) { return terrainBrushName(TerrainBrush(k)); }, kTerrainBrushCount);
        });
}
