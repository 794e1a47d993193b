#include "sidestep/behaviors/feelers_slope.hpp"

#include <algorithm>
#include <cmath>

#include "sidestep/geometry/raycast.hpp"

namespace sidestep {

const char* slopeKindName(SlopeKind kind) {
    static const char* names[] = {"level", "incline", "decline", "across"};
    return uint32_t(kind) < 4 ? names[uint32_t(kind)] : "level";
}

SlopeReading readSlope(const Terrain& t, Vec2 p, Vec2 f, const FeelerParams& q) {
    SlopeReading r;
    r.normal = t.normal(p);                       // where the down ray lands: straight under the agent
    r.dot = r.normal.x * f.x + r.normal.y * f.y;  // the heading is horizontal: its z is 0
    // -Sign(dot): the article's Sign(dot) would lower the ends going uphill (see the header).
    r.sign = r.dot < 0.0f ? 1.0f : r.dot > 0.0f ? -1.0f : 0.0f;
    r.size = std::fabs(r.normal.z);  // |normal . (0, 0, -1)|
    r.target = std::clamp(r.sign * (1.0f - r.size) * q.slopeGain, -q.maxOffset, q.maxOffset);
    r.kind = r.sign > 0.0f   ? SlopeKind::Incline
             : r.sign < 0.0f ? SlopeKind::Decline
             : r.size < 1.0f ? SlopeKind::Across
                             : SlopeKind::Level;
    return r;
}

float easeOffset(float current, float target, float rate, float dt) {
    const float next = current + (target - current) * minf(1.0f, rate * dt);
    return std::fabs(next) < kOffsetSnap ? 0.0f : next;
}

void senseFeelersInRelief(const Agent& a, const FeelerParams& p, const Obstacles& o, const Relief& relief,
                          const Vec2 (&dirs)[3], float length, float dt, SteeringRecord& r, SlopeRecord& s) {
    const Terrain& t = relief.terrain;
    const SlopeReading slope = readSlope(t, a.position, dirs[1], p);
    s.active = 1;
    s.compensate = p.slope ? 1u : 0u;
    s.ground = t.height(a.position);
    s.startZ = s.ground + p.feelerHeight;
    s.normalX = slope.normal.x, s.normalY = slope.normal.y, s.normalZ = slope.normal.z;
    s.dot = slope.dot, s.sign = slope.sign, s.size = slope.size, s.target = slope.target;
    s.kind = uint32_t(slope.kind);
    s.offset = p.slope ? easeOffset(a.memory.feelers.endOffset, slope.target, p.offsetSmoothing, dt) : 0.0f;
    s.profileTo = maxf(p.maxLength, p.minLength) + 1.0f;
    s.groundHits = 0;
    // Level ground with level feelers: they cannot go under it, so the ground is not consulted.
    const bool ground = !t.flat() || s.offset != 0.0f;
    const float rise = length > 0.0f ? s.offset / length : 0.0f;
    const Escape from = escape(o, a.position);
    for (uint32_t k = 0; k < 3; ++k) {
        const float reach = rayReach(a, a.position, dirs[k], length);
        const Segment3 segment{a.position, dirs[k], reach, s.startZ, rise};
        const SegmentHit h = castSegment(o, t, relief.wallHeight, segment, from, ground);
        RayRecord& ray = r.rays[k];
        ray.start = a.position;
        ray.end = a.position + dirs[k] * reach;
        ray.length = reach;
        ray.hit = h.hit() ? 1u : 0u;
        ray.distance = h.hit() ? h.distance : reach;
        ray.hitPoint = h.point;
        ray.normal = h.normal;
        ray.fromInside = from.inside ? 1u : 0u;
        FeelerProfile& f = s.feelers[k];
        f.length = reach;
        f.endZ = s.startZ + rise * reach;
        f.hit = uint32_t(h.kind);
        f.hitDistance = ray.distance;
        f.hitZ = h.hit() ? h.z : f.endZ;
        f.obstacleKind = uint32_t(h.obstacleKind);
        f.obstacleFrom = h.obstacleFrom;
        f.obstacleTo = h.obstacleTo;
        f.obstacleTop = h.obstacleTop;
        f.obstacleHeight = h.obstacleHeight;
        f.passedOver = h.passedOver() ? 1u : 0u;
        if (h.kind == SegmentHitKind::Ground) ++s.groundHits;
    }
}

void sampleFeelerGround(const Terrain& t, Vec2 position, const Vec2 (&dirs)[3], float profileTo, FeelerGround& out) {
    const float step = (profileTo - kProfileBehind) / float(kProfileSamples - 1);
    for (uint32_t k = 0; k < 3; ++k) {
        for (uint32_t j = 0; j < kProfileSamples; ++j) {
            out.heights[k * kProfileSamples + j] = t.height(position + dirs[k] * (kProfileBehind + step * float(j)));
        }
    }
}

}  // namespace sidestep
