// The `orca` behaviour: preferred velocity, half-planes from obstacles and neighbours, the linear program,
// and the record of it all (see orca.hpp for the rules).
#include "sidestep/behaviors/orca.hpp"

#include <cmath>

#include "sidestep/behaviors/orca_half_planes.hpp"
#include "sidestep/behaviors/orca_program.hpp"
#include "sidestep/geometry/collision.hpp"
#include "sidestep/geometry/outline.hpp"
#include "sidestep/geometry/trig.hpp"
#include "sidestep/world/random.hpp"

namespace sidestep {

const char* orcaOutcomeName(OrcaOutcome o) {
    static const char* names[] = {"preferred", "constrained", "fallback", "squeezed"};
    return uint32_t(o) < 4 ? names[uint32_t(o)] : "preferred";
}

Vec2 orcaPreferredVelocity(const Agent& a, const OrcaParams& p, float dt) {
    if (a.driven) {
        const float length = glm::length(a.driveInput);
        return length > 0.0f ? a.driveInput * (p.preferredSpeed / maxf(1.0f, length)) : Vec2(0.0f);
    }
    const Vec2 to = aimOf(a) - a.position;
    const float distance = glm::length(to);
    if (!(distance > 0.0f)) return Vec2(0.0f);
    // Full speed, slower inside the last unit (RVO2's examples), and never past the goal in one step; a
    // waypoint of its route before the goal at full speed.
    const float slow = aimsPastWaypoint(a) ? 1.0f : minf(1.0f, distance);
    const float speed = minf(p.preferredSpeed * slow, distance / dt);
    return to * (speed / distance);
}

namespace {

float det(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }

/// Distance from p to the segment [a, b].
float segmentDistance(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 e = b - a;
    const float t = minf(1.0f, maxf(0.0f, glm::dot(p - a, e) / glm::dot(e, e)));
    return glm::length(a + e * t - p);
}

/// The nearest static obstacles within reach, at most kMaxOrcaObstacles, nearest first (ties: circles before
/// walls, then by index). Counts the ones left out.
class NearestObstacles {
public:
    void offer(float distance, OrcaSource source, int32_t index) {
        uint32_t k = count_;
        auto before = [&](const Item& x) {
            return distance < x.distance || (distance == x.distance && (uint32_t(source) < uint32_t(x.source) ||
                                                                        (source == x.source && index < x.index)));
        };
        while (k > 0 && before(items_[k - 1])) --k;
        if (k >= kMaxOrcaObstacles) {
            ++leftOut_;
            return;
        }
        if (count_ == kMaxOrcaObstacles) ++leftOut_;  // the farthest drops out
        for (uint32_t m = count_ < kMaxOrcaObstacles ? count_ : kMaxOrcaObstacles - 1; m > k; --m)
            items_[m] = items_[m - 1];
        items_[k] = {distance, source, index};
        if (count_ < kMaxOrcaObstacles) ++count_;
    }
    struct Item {
        float distance;
        OrcaSource source;
        int32_t index;
    };
    uint32_t count() const { return count_; }
    const Item& operator[](uint32_t k) const { return items_[k]; }
    uint32_t leftOut() const { return leftOut_; }

private:
    std::array<Item, kMaxOrcaObstacles> items_{};
    uint32_t count_ = 0, leftOut_ = 0;
};

/// Obstacle half-planes into the record: an escape when the centre is inside a blocked cell, else the
/// outline edges that face the agent and the circles, within tauObst x maxSpeed + radius.
void obstacleLines(const Obstacles& o, const MovingDisc& self, const OrcaParams& p, float maxSpeed, float dt,
                   OrcaRecord& rec) {
    const Vec2 at = self.position;
    if (o.grid.blocked(int32_t(std::floor(at.x)), int32_t(std::floor(at.y)))) {
        const FreePoint out = nearestFree(o.grid, at);
        if (out.found) {
            OrcaLine line = escapeHalfPlane(self, out.direction, out.distance, dt);
            line.source = OrcaSource::Wall;
            line.index = -1;
            rec.lines[rec.lineCount++] = line;
        }
    }
    const float reach = p.timeHorizonObst * maxSpeed + self.radius;
    NearestObstacles near;
    if (o.outline) {
        const std::vector<OutlineEdge>& edges = o.outline->edges();
        o.outline->forEachNear(at - Vec2(reach), at + Vec2(reach), [&](int32_t k) {
            const OutlineEdge& e = edges[size_t(k)];
            if (!(glm::dot(e.a - at, e.normal) < 0.0f)) return;  // faces away
            const float d = segmentDistance(at, e.a, e.b);
            if (d <= reach) near.offer(d, OrcaSource::Wall, k);
        });
    }
    forEachCircleNear(
        o, at - Vec2(reach), at + Vec2(reach), [](int32_t) { return true; },
        [&](int32_t k) {
            const Circle& c = o.circles[size_t(k)];
            const float d = glm::length(c.center - at) - c.radius;
            if (d <= reach) near.offer(maxf(0.0f, d), OrcaSource::Circle, k);
        });
    uint32_t k = 0;
    for (; k < near.count() && rec.lineCount < kMaxOrcaObstacles; ++k) {
        const auto& item = near[k];
        OrcaLine line;
        if (item.source == OrcaSource::Circle) {
            const Circle& c = o.circles[size_t(item.index)];
            line = discHalfPlane(self, MovingDisc{c.center, Vec2(0.0f), c.radius}, p.timeHorizonObst, dt, 1.0f);
        } else {
            const OutlineEdge& e = o.outline->edges()[size_t(item.index)];
            if (!edgeHalfPlane(self, e.a, e.b, e.normal, p.timeHorizonObst, dt, line)) continue;
        }
        line.source = item.source;
        line.index = item.index;
        rec.lines[rec.lineCount++] = line;
    }
    rec.obstaclesLeftOut = near.leftOut() + (near.count() - k);  // (an escape took a place)
    rec.obstacleLineCount = rec.lineCount;
}

/// The nearest maxNeighbors agents within neighborDist (distance, then index) into the record, and a
/// half-plane for each.
void agentLines(const Surroundings& w, size_t i, const MovingDisc& self, const OrcaParams& p, float dt,
                OrcaRecord& rec) {
    std::array<float, kMaxOrcaNeighbors> distance2{};
    const float range2 = p.neighborDist * p.neighborDist;
    uint32_t count = 0;
    if (p.maxNeighbors > 0) {
        w.index.forEachNearAt(self.position, p.neighborDist, [&](int32_t j, Vec2 at) {
            if (size_t(j) == i) return;
            const Vec2 d = at - self.position;
            const float d2 = glm::dot(d, d);
            if (!(d2 < range2)) return;
            uint32_t k = count;
            while (k > 0 && (d2 < distance2[k - 1] || (d2 == distance2[k - 1] && j < rec.neighbors[k - 1]))) --k;
            if (k >= p.maxNeighbors) return;
            const uint32_t last = count < p.maxNeighbors ? count : p.maxNeighbors - 1;
            for (uint32_t m = last; m > k; --m)
                distance2[m] = distance2[m - 1], rec.neighbors[m] = rec.neighbors[m - 1];
            distance2[k] = d2;
            rec.neighbors[k] = j;
            if (count < p.maxNeighbors) ++count;
        });
    }
    rec.neighborCount = count;
    for (uint32_t k = 0; k < count; ++k) {
        const Agent& o = w.agents[size_t(rec.neighbors[k])];
        // A moving orca agent does its half, and so does one giving way at its goal (an arrived agent is a
        // neighbour only while the world keeps arrived agents); anyone else (stopped, another behaviour,
        // driven without the assist) keeps its velocity, so this agent takes all of the change.
        const bool reciprocates =
            o.behavior == Behavior::Orca && (o.moving() || o.stop == StopReason::Reached) && !(o.driven && !o.assist);
        // With the pass-side convention an exact tie between the legs (a perfectly symmetric meeting) passes
        // on the right too.
        OrcaLine line = discHalfPlane(self, MovingDisc{o.position, o.velocity, o.radius}, p.timeHorizon, dt,
                                      reciprocates ? 0.5f : 1.0f, p.passRight > 0.0f);
        line.source = OrcaSource::Agent;
        line.index = rec.neighbors[k];
        rec.lines[rec.lineCount++] = line;
    }
}

/// The pass-side convention (passRight): while another agent is in the way, i.e. the preferred velocity is
/// outside one of the agents' half-planes, the preferred velocity turns toward the agent's right-hand side
/// ((-y, x) of its direction, as everywhere in the core: clockwise on the screen, y down) by `share` of its
/// length, keeping its length. Every agent turning the same way breaks the symmetry of a head-on pair or a ring.
void passOnTheRight(OrcaRecord& rec, float share) {
    bool inTheWay = false;
    for (uint32_t k = rec.obstacleLineCount; k < rec.lineCount && !inTheWay; ++k)
        inTheWay = det(rec.lines[k].direction, rec.preferred - rec.lines[k].point) < 0.0f;
    if (!inTheWay || !(glm::dot(rec.preferred, rec.preferred) > 0.0f)) return;
    const Vec2 f = rec.preferred;
    rec.preferred = (f + Vec2(-f.y, f.x) * share) / std::sqrt(1.0f + share * share);
    rec.passRight = 1;
}

/// Whether the agent is stalled: no velocity its half-planes allow takes it toward its goal faster than
/// kStallProgress of its preferred speed. Only looked into when the chosen velocity makes no such progress.
void checkStall(const Agent& a, float maxSpeed, OrcaRecord& rec) {
    const Vec2 to = aimOf(a) - a.position;
    const float distance = glm::length(to);
    const float wanted = kStallProgress * glm::length(rec.preferred);
    if (a.driven || !(distance > kArriveDistance) || !(wanted > 0.0f)) return;
    const Vec2 toward = to / distance;
    if (glm::dot(rec.chosen, toward) > wanted) return;
    if (rec.outcome == OrcaOutcome::Fallback || rec.outcome == OrcaOutcome::Squeezed) {
        rec.stalled = 1;  // nothing is allowed: the least violating velocity goes no nearer
        rec.progress = glm::dot(rec.chosen, toward);
        rec.stallBy = {{rec.binding, -1}};
        return;
    }
    const PlanarResult best = furthestAllowed(rec.lines.data(), rec.lineCount, maxSpeed, toward);
    if (best.failedAt < rec.lineCount) return;  // (feasible a moment ago: rounding)
    const float progress = glm::dot(best.velocity, toward);
    if (progress > wanted) return;
    rec.stalled = 1;
    rec.progress = progress;
    rec.stallBy = {{best.binding, best.bindingAlso}};
}

/// Names ORCA's known failures while they happen (docs/algorithms/orca.md), and the remedy when it acts.
SteeringNote noteFor(const Agent& a, const OrcaRecord& rec) {
    if (a.stop == StopReason::Reached) {
        // Arrived and still running ORCA (atGoal giveWay): giving way while the half-planes turn it from its
        // goal's velocity; else at rest at its goal, or on its way back to it.
        if (rec.outcome != OrcaOutcome::Preferred) return SteeringNote::GivingWay;
        return glm::length(a.goal - a.position) <= kArriveDistance ? SteeringNote::AtGoal : SteeringNote::Returning;
    }
    if (rec.outcome == OrcaOutcome::Fallback || rec.outcome == OrcaOutcome::Squeezed) return SteeringNote::OrcaFallback;
    const float preferred = glm::length(rec.preferred);
    const bool bound = rec.binding >= 0 && preferred > 0.0f;
    if (bound) {
        const OrcaLine& b = rec.lines[size_t(rec.binding)];
        const Vec2 n(-b.direction.y, b.direction.x);
        // The binding half-plane faces the preferred velocity straight on: the nearest allowed velocity is the
        // same heading, slower. Nothing turns it to either side.
        if (rec.bindingAlso < 0 && glm::dot(n, rec.preferred) < 0.0f &&
            std::fabs(det(n, rec.preferred)) <= 1e-4f * preferred) {
            return SteeringNote::OrcaNoSide;
        }
    }
    if (rec.stalled) return SteeringNote::OrcaStalled;
    if (rec.passRight) return SteeringNote::PassRight;
    if (bound && glm::length(rec.chosen) < 0.05f * preferred) return SteeringNote::OrcaHeld;
    return SteeringNote::None;
}

}  // namespace

SteeringRecord steerOrca(const Surroundings& w, size_t i, float dt, OrcaRecord& rec) {
    const Agent& a = w.agents[i];
    const OrcaParams p = orcaParams(a);
    const float maxSpeed = a.maxSpeed;
    // The scalars afresh; the arrays are written up to their counts (the rest are never read).
    rec.neighborCount = rec.lineCount = rec.obstacleLineCount = rec.obstaclesLeftOut = 0;
    rec.binding = rec.bindingAlso = -1;
    rec.violation = 0.0f;
    rec.maxSpeed = maxSpeed;
    rec.stalled = rec.passRight = 0;
    rec.progress = 0.0f;
    rec.stallBy = {{-1, -1}};
    rec.outcome = OrcaOutcome::Preferred;
    rec.preferred = orcaPreferredVelocity(a, p, dt);
    if (p.perturb > 0.0f && !a.driven) {
        float s = 0.0f, c = 1.0f;
        sinCos(2.0f * kPi * keyedUniform(w.seed, w.step, uint32_t(i), 0), s, c);
        rec.preferred += Vec2(c, s) * (p.perturb * keyedUniform(w.seed, w.step, uint32_t(i), 1));
    }
    // The preferred velocity held to max speed (after the pass-side turn, which needs the half-planes).
    const auto heldToMaxSpeed = [&] {
        const float size = glm::length(rec.preferred);
        return size > maxSpeed ? rec.preferred * (maxSpeed / size) : rec.preferred;
    };

    if (a.driven && !a.assist) {
        rec.chosen = heldToMaxSpeed();  // the driver alone
    } else {
        const MovingDisc self{a.position, a.velocity, a.radius};
        obstacleLines(w.obstacles, self, p, maxSpeed, dt, rec);
        agentLines(w, i, self, p, dt, rec);
        if (p.passRight > 0.0f && !a.driven) passOnTheRight(rec, p.passRight);
        const PlanarResult best = closestAllowed(rec.lines.data(), rec.lineCount, maxSpeed, rec.preferred);
        rec.chosen = best.velocity;
        rec.binding = best.binding;
        rec.bindingAlso = best.bindingAlso;
        if (best.failedAt < rec.lineCount) {
            // No velocity is allowed by every half-plane: keep the obstacles' (unless they alone cannot
            // hold) and make the worst violation of the rest as small as possible.
            const bool squeezed = best.failedAt < rec.obstacleLineCount;
            rec.outcome = squeezed ? OrcaOutcome::Squeezed : OrcaOutcome::Fallback;
            const FallbackResult least =
                leastViolation(rec.lines.data(), rec.lineCount, squeezed ? 0 : rec.obstacleLineCount, best.failedAt,
                               maxSpeed, best.velocity);
            rec.chosen = least.velocity;
            rec.violation = least.violation;
            rec.binding = least.binding;
            rec.bindingAlso = -1;
        } else if (best.binding >= 0) {
            rec.outcome = OrcaOutcome::Constrained;
        }
        checkStall(a, maxSpeed, rec);
    }
    const Vec2 held = heldToMaxSpeed();
    for (uint32_t k = 0; k < rec.lineCount; ++k) {
        OrcaLine& line = rec.lines[k];
        line.slack = det(line.direction, rec.chosen - line.point);
    }
    rec.speedLimited = glm::length(rec.chosen) >= maxSpeed * (1.0f - 1e-4f) ? 1u : 0u;

    // The steering record: the parts add up to the change of velocity.
    SteeringRecord r;
    r.rule = SteeringRule::Orca;
    r.target = aimOf(a);
    r.base = (rec.preferred - a.velocity) / dt;
    r.limit = (held - rec.preferred) / dt;
    r.avoid = (rec.chosen - held) / dt;
    r.acceleration = r.base + r.limit + r.avoid;
    r.velocity = rec.chosen;
    r.note = noteFor(a, rec);
    return r;
}

}  // namespace sidestep
