// ORCA's half-plane between two discs (docs/algorithms/orca.md): the velocity obstacle of B for A is the cone from
// the origin tangent to the disc D(p / tau, R / tau), cut off by that disc.
#include <cmath>

#include "sidestep/behaviors/orca_half_planes.hpp"

namespace sidestep {

namespace {

float det(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }

}  // namespace

OrcaLine discHalfPlane(const MovingDisc& a, const MovingDisc& b, float tau, float dt, float share) {
    const Vec2 p = b.position - a.position;
    const Vec2 v = a.velocity - b.velocity;
    const float R = a.radius + b.radius;
    const float pp = glm::dot(p, p);
    OrcaLine line;
    Vec2 u(0.0f), n(0.0f);
    if (pp > R * R) {
        const Vec2 w = v - p / tau;
        const float wp = glm::dot(w, p), ww = glm::dot(w, w);
        if (wp < 0.0f && wp * wp > R * R * ww) {
            // Nearest to the cutoff circle (w is not zero here: w . p < 0).
            const float size = std::sqrt(ww);
            n = w / size;
            u = n * (R / tau - size);
            line.region = OrcaRegion::Cutoff;
        } else {
            // Nearest to a leg: the cone's side, p turned by the angle whose sine is R / |p|.
            const float l = std::sqrt(pp - R * R);
            if (det(p, w) > 0.0f) {
                const Vec2 d = Vec2(p.x * l - p.y * R, p.x * R + p.y * l) / pp;
                n = Vec2(-d.y, d.x);  // outward: the side away from the cone's inside
                u = d * glm::dot(v, d) - v;
                line.region = OrcaRegion::LeftLeg;
            } else {
                const Vec2 d = Vec2(p.x * l + p.y * R, -p.x * R + p.y * l) / pp;
                n = Vec2(d.y, -d.x);
                u = d * glm::dot(v, d) - v;
                line.region = OrcaRegion::RightLeg;
            }
        }
    } else {
        // Already overlapping: the cutoff circle of one step, so that they are apart after it.
        const Vec2 w = v - p / dt;
        const float size = glm::length(w);
        if (size > 1e-6f) {
            n = w / size;
        } else {
            // Exactly the separating velocity of one step: straight apart (or, on the same spot, along +x).
            const float d = std::sqrt(pp);
            n = d > 0.0f ? -p / d : Vec2(1.0f, 0.0f);
        }
        u = n * (R / dt - size);
        line.region = OrcaRegion::Overlap;
    }
    line.point = a.velocity + u * share;
    line.direction = Vec2(n.y, -n.x);  // so that n = (-direction.y, direction.x) points into the allowed side
    line.share = share;
    return line;
}

}  // namespace sidestep
