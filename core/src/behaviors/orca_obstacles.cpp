// ORCA's half-planes from the outline edges of blocked cells (docs/algorithms/orca.md: an obstacle does not move,
// so A takes the whole change u). An edge swept by A's radius is a capsule C; its velocity obstacle for
// horizon tau is every velocity v with s v in C for some s in (0, tau]: the cone from the origin spanned by
// C, cut off by C / tau. Its boundary is made of the cone's two legs (from their tangent points with C / tau
// outward), the side of C / tau that faces the origin, and the arcs of C / tau round the edge's ends that
// face the origin. The nearest boundary point to v is the nearest of the nearest points on each piece.
#include <cmath>

#include "sidestep/behaviors/orca_half_planes.hpp"

namespace sidestep {

namespace {

float det(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }

/// The two tangent directions from the origin to the disc (x, r), as in discHalfPlane(): left turned toward
/// positive det, right the other way.
void tangents(Vec2 x, float r, Vec2& left, Vec2& right) {
    const float xx = glm::dot(x, x);
    const float l = std::sqrt(maxf(0.0f, xx - r * r));
    left = Vec2(x.x * l - x.y * r, x.x * r + x.y * l) / xx;
    right = Vec2(x.x * l + x.y * r, -x.x * r + x.y * l) / xx;
}

/// The nearest boundary point found so far, with its outward normal.
struct Nearest {
    float distance2 = INFINITY;
    Vec2 point{0.0f, 0.0f};
    Vec2 normal{0.0f, 0.0f};
    OrcaRegion region = OrcaRegion::Cutoff;
    void consider(Vec2 v, Vec2 x, Vec2 n, OrcaRegion r) {
        const Vec2 d = x - v;
        const float d2 = glm::dot(d, d);
        if (d2 < distance2) distance2 = d2, point = x, normal = n, region = r;
    }
};

}  // namespace

bool edgeHalfPlane(const MovingDisc& a, Vec2 from, Vec2 to, Vec2 m, float tau, float dt, OrcaLine& out) {
    const Vec2 A = from - a.position, B = to - a.position;
    const float r = a.radius;
    if (!(glm::dot(A, m) < 0.0f)) return false;  // the centre is not on the free side: the edge faces away
    const Vec2 e = B - A;
    const float t = minf(1.0f, maxf(0.0f, -glm::dot(A, e) / glm::dot(e, e)));
    const Vec2 q = A + e * t;  // the edge's point nearest the centre, relative to it
    if (glm::dot(q, q) < r * r) {
        // The body overlaps the edge: part from its nearest point within one step, as from a static disc.
        out = discHalfPlane(a, MovingDisc{a.position + q, Vec2(0.0f), 0.0f}, tau, dt, 1.0f);
        return true;
    }
    const Vec2 v = a.velocity;
    const float it = 1.0f / tau;
    Nearest best;
    // The legs: of the two end discs' tangents, the outermost on each side.
    Vec2 leftA, rightA, leftB, rightB;
    tangents(A, r, leftA, rightA);
    tangents(B, r, leftB, rightB);
    const bool leftFromB = det(leftA, leftB) > 0.0f, rightFromB = det(rightA, rightB) < 0.0f;
    const Vec2 left = leftFromB ? leftB : leftA, right = rightFromB ? rightB : rightA;
    // Each leg starts at its tangent point with C / tau: the end disc's centre projected on it, scaled.
    const float leftStart = glm::dot(leftFromB ? B : A, left) * it;
    const float rightStart = glm::dot(rightFromB ? B : A, right) * it;
    best.consider(v, left * maxf(glm::dot(v, left), leftStart), Vec2(-left.y, left.x), OrcaRegion::LeftLeg);
    best.consider(v, right * maxf(glm::dot(v, right), rightStart), Vec2(right.y, -right.x), OrcaRegion::RightLeg);
    // The cutoff side facing the origin (all of it faces it, or none: seen end-on, only an arc does).
    const Vec2 sideA = A * it + m * (r * it), sideB = B * it + m * (r * it);
    if (glm::dot(sideA, m) < 0.0f) {
        const Vec2 s = sideB - sideA;
        const float k = minf(1.0f, maxf(0.0f, glm::dot(v - sideA, s) / glm::dot(s, s)));
        best.consider(v, sideA + s * k, m, OrcaRegion::Cutoff);
    }
    // The cutoff arcs round each end: the outer half of the end disc, where it faces the origin. Where v's
    // direction from the centre falls outside that arc, its nearest point is an end of the arc, which is a
    // leg's start or an end of the side, both considered above.
    for (int end = 0; end < 2; ++end) {
        const Vec2 X = end == 0 ? A : B, Y = end == 0 ? B : A;
        const Vec2 c = X * it;
        const float rho = r * it;
        const Vec2 k = v - c;
        const float size = glm::length(k);
        if (!(size > 1e-9f)) continue;
        const Vec2 nv = k / size;
        if (glm::dot(nv, X - Y) >= 0.0f && glm::dot(nv, c) <= -rho)
            best.consider(v, c + nv * rho, nv, OrcaRegion::Cutoff);
    }
    out = OrcaLine{};
    out.point = best.point;  // v + u: the obstacle takes no share
    out.direction = Vec2(best.normal.y, -best.normal.x);
    out.region = best.region;
    out.share = 1.0f;
    return true;
}

OrcaLine escapeHalfPlane(const MovingDisc& a, Vec2 normal, float depth, float dt) {
    OrcaLine line;
    line.point = normal * ((depth + a.radius) / dt);
    line.direction = Vec2(normal.y, -normal.x);
    line.region = OrcaRegion::Overlap;
    line.share = 1.0f;
    return line;
}

}  // namespace sidestep
