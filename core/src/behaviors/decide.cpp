#include "sidestep/behaviors/decide.hpp"

#include <cmath>

#include "sidestep/behaviors/registry.hpp"
#include "sidestep/behaviors/wall_avoidance.hpp"
#include "sidestep/geometry/raycast.hpp"
#include "sidestep/geometry/trig.hpp"
#include "sidestep/route/follow.hpp"

namespace sidestep {

namespace {

/// The speed at which an agent passes a waypoint before its goal, world units per second.
constexpr float kWaypointWalk = 0.05f;

/// The driver's base motion: full speed in the input's direction, or braking to rest without input.
Vec2 driveAcceleration(const Agent& a, float dt) {
    Vec2 desired(0.0f);
    const float length = glm::length(a.driveInput);
    if (length > 0.0f) desired = a.driveInput * (a.maxSpeed / maxf(1.0f, length));
    return clampLength((desired - a.velocity) / dt, a.maxAccel);
}

/// The point the base motion heads for: the goal (or the waypoint of its route it heads for), or a
/// patrolling raycast agent's waypoint.
Vec2 baseTarget(const Agent& a) {
    return a.behavior == Behavior::Raycast && wallAvoidanceParams(a).patrol ? patrolWaypoint(a) : aimOf(a);
}

/// Toward a waypoint before the goal: full speed, slowing on the way in so as to come to rest at the distance
/// where the waypoint is passed (waypointReach), and passing it at a walk (kWaypointWalk). Rays look along the
/// velocity: an agent that takes a sharp turn at full speed looks along the leg it leaves for a third of a second,
/// into the walls the route turns before, and whiskers steer away from the corner the route goes round. The
/// profile brakes at half maxAccel, which leaves the other half for the behaviour's own steering.
Vec2 approachWaypoint(const Agent& a, float dt) {
    const Vec2 to = a.aim - a.position;
    const float distance = glm::length(to);
    if (distance <= 0.0f) return Vec2(0.0f);
    const float beyond = maxf(0.0f, distance - waypointReach(a.radius));
    const float speed = minf(a.maxSpeed, std::sqrt(a.maxAccel * beyond) + kWaypointWalk);
    return clampLength((to * (speed / distance) - a.velocity) / dt, a.maxAccel);
}

/// The base motion: the driver's input, or toward its target: a waypoint of its route (approachWaypoint),
/// arriving at anything else.
Vec2 baseAcceleration(const Agent& a, float dt) {
    if (a.driven) return driveAcceleration(a, dt);
    return aimsPastWaypoint(a) ? approachWaypoint(a, dt) : arriveAcceleration(a, baseTarget(a), dt);
}

/// A sidestep after giving up the wait: half speed, at 60 degrees to the right of the way to the goal,
/// other agents ignored until it ends.
void sidestep(const Agent& a, float dt, SteeringRecord& r) {
    const Vec2 to = aimOf(a) - a.position;
    const float distance = glm::length(to);
    const Vec2 f = distance > 0.0f ? to / distance : heading(a);
    const Vec2 right{-f.y, f.x};
    const Vec2 desired = (f * 0.5f + right * 0.8660254f) * (0.5f * a.maxSpeed);
    r.base = r.steer = r.brake = Vec2(0.0f);
    r.avoid = clampLength((desired - a.velocity) / dt, a.maxAccel);
    r.avoidWeight = 1.0f;
    r.rule = SteeringRule::Sidestep;
}

/// Whiskers and raycast agents whose centre is inside an obstacle leave it at max acceleration: literally
/// their rays would hit at 0 in every direction and they would never leave. They leave the way they came
/// (back along the heading they entered with, kept in memory.rays) when the shortest way out lies ahead
/// of that, so that an agent pressing into a thin wall backs out instead of popping through it; else,
/// and for an agent that started inside, by the shortest way out.
void leaveObstacle(const Agent& a, const Obstacles& o, SteeringRecord& r) {
    const Escape e = escape(o, a.position);
    if (!e.inside) return;
    const Vec2 entered{a.memory.rays.enteredX, a.memory.rays.enteredY};
    const bool shortest = (e.out.x != 0.0f || e.out.y != 0.0f) && !(glm::dot(e.out, entered) > 0.0f);
    const Vec2 out = shortest ? e.out : (entered.x != 0.0f || entered.y != 0.0f) ? -entered : -heading(a);
    r.base = r.brake = Vec2(0.0f);
    r.steer = out * a.maxAccel;
    r.rule = SteeringRule::Escape;
    r.note = SteeringNote::Inside;
}

/// How far beyond its body an agent checks that fleeing another agent does not run it into an obstacle.
constexpr float kFleeLook = 0.5f;

/// With `alongObstacles`, the flee direction made safe from obstacles: where a ray along it meets an
/// obstacle within the body's reach, the part into the obstacle is taken off, so the agent flees along it
/// (a corner or a pocket can leave nothing: then it does not flee at all). The article's flee looks at
/// agents only; in a dense crowd among obstacles the crowd otherwise pushes agents into them.
Vec2 fleeAlongObstacles(const Agent& a, const Obstacles& o, Vec2 flee, SteeringRecord& r) {
    const RayHit hit = castRay(o, a.position, flee, a.radius + kFleeLook);
    if (!hit.hit()) return flee;
    const float into = glm::dot(flee, hit.normal);
    if (!(into < 0.0f)) return flee;
    r.note = SteeringNote::FleeAlong;
    const Vec2 along = flee - hit.normal * into;
    const float length = glm::length(along);
    return length > 1e-3f ? along / length : Vec2(0.0f);
}

/// Agent avoidance by time of closest approach, composed with what the behaviour decided: it overrides
/// (the article), or with `blend` it takes a share that grows with urgency. It never flees into an
/// obstacle, and an agent whose centre is inside one gets out first.
void avoidAgents(const Surroundings& w, size_t i, float dt, SteeringRecord& r) {
    const Agent& a = w.agents[i];
    if (r.rule == SteeringRule::Escape) return;  // out of the obstacle first; the other agents after
    if (a.sidestepTime > 0.0f && a.moving()) return sidestep(a, dt, r);  // (an arrived agent waits for no one)
    const AvoidanceParams p = avoidanceParams(a);
    const Threat t = findThreat(w.agents, w.index, i, p);
    if (t.agent < 0) return;
    r.threat = t.agent;
    r.threatTime = t.time;
    r.threatSeparation = t.separation;
    r.threatSelf = t.self;
    r.threatOther = t.other;
    Vec2 flee = fleeDirection(a, t, p.passRight, int32_t(i));
    if (p.alongObstacles) flee = fleeAlongObstacles(a, w.obstacles, flee, r);
    flee *= a.maxAccel;
    const float weight =
        p.blend ? (t.overlapping ? 1.0f : minf(1.0f, maxf(0.0f, 1.0f - t.time / threatHorizon(a, p)))) : 1.0f;
    r.base *= 1.0f - weight;
    r.steer *= 1.0f - weight;
    r.brake *= 1.0f - weight;
    r.avoid = flee * weight;
    r.avoidWeight = weight;
    if (weight >= 0.5f) r.rule = SteeringRule::AvoidAgent;
    const bool centred = glm::length(t.relative) < 0.5f * t.reach;
    if (r.note == SteeringNote::FleeAlong) return;
    if (p.passRight && centred)
        r.note = SteeringNote::PassRight;
    else if (centred)
        r.note = SteeringNote::HeadOn;  // the literal rule's deadlock, named while it happens
    else if (p.blend && weight < 1.0f)
        r.note = SteeringNote::Blended;
}

/// An arrived agent that gives way (givesWay(), atGoal giveWay): in a step where agent avoidance acted, it
/// flees as any agent would (GivingWay); else back within kArriveDistance of its goal it brakes to rest, all
/// else dropped, so that it does not jitter there (AtGoal); else its behaviour brings it back (Returning).
void atGoal(const Agent& a, float dt, SteeringRecord& r) {
    if (r.threat >= 0) {
        r.note = SteeringNote::GivingWay;
    } else if (glm::length(a.goal - a.position) <= kArriveDistance) {
        r.base = clampLength(-a.velocity / dt, a.maxAccel);
        r.steer = r.brake = r.avoid = Vec2(0.0f);
        r.rule = SteeringRule::Seek;
        r.note = SteeringNote::AtGoal;
    } else {
        r.note = SteeringNote::Returning;
    }
}

}  // namespace

namespace {

/// The box that holds every obstacle query an agent makes this step: its rays from where they start to
/// their full length (its row's sensing: forward for whiskers, feelers and raycast, all round for
/// context), and its centre.
void sensingBox(const Agent& a, const BehaviorRow& row, Vec2& lo, Vec2& hi) {
    SensingBox box{a.position, a.position};
    if (row.sensing) row.sensing(a, box);
    if (a.avoidAgents && avoidanceParams(a).alongObstacles) {  // the flee check looks all round
        box.add(a.position - Vec2(a.radius + kFleeLook));
        box.add(a.position + Vec2(a.radius + kFleeLook));
    }
    // A little slack for the rounding of the rays' own directions.
    lo = box.lo - Vec2(0.01f);
    hi = box.hi + Vec2(0.01f);
}

}  // namespace

bool stopsAtGoal(const Agent& a) {
    if (a.driven || a.path >= 0) return false;
    return !(a.behavior == Behavior::Raycast && wallAvoidanceParams(a).patrol);
}

bool givesWay(const Agent& a, bool leaveAtGoal) {
    if (leaveAtGoal || a.stop != StopReason::Reached || a.kind != AgentKind::Continuous || !stopsAtGoal(a))
        return false;
    if (a.behavior == Behavior::Orca) return true;
    return a.avoidAgents && a.behavior != Behavior::Script && avoidanceParams(a).atGoal == AtGoal::GiveWay;
}

bool stalled(const Agent& a) {
    return a.moving() && a.kind == AgentKind::Continuous && stopsAtGoal(a) && a.stalled >= kStallSeconds;
}

const char* agentStatus(const Agent& a) {
    if (!a.moving()) return stopReasonName(a.stop);
    return stalled(a) ? "stalled" : "moving";
}

SteeringRecord decideSteering(const Surroundings& world, size_t i, float dt, ContextRecord& map, OrcaRecord& orca,
                              SlopeRecord& slope) {
    const Agent& a = world.agents[i];
    const BehaviorRow& row = behaviorRow(a.behavior);
    // ORCA sets the velocity itself (its own obstacle and neighbour queries, no acceleration limit).
    if (row.ownsVelocity) return row.decide({world, world, i, Vec2(0.0f), dt, map, orca, slope});
    // Every obstacle query of this agent stays within its sensing range: gather the circles there once.
    NearCircles gathered;
    Vec2 lo, hi;
    sensingBox(a, row, lo, hi);
    Obstacles o = gathered.gather(world.obstacles, lo, hi);
    if (i < world.gaps.size() && world.gaps[i] > 0.0f) {
        // Its body overlaps nothing: no ray of it starts inside an obstacle, no need to ask.
        o.clearCenter = a.position;
        o.clearRadius = a.radius;
    }
    const Surroundings w{world.agents, o,          world.paths, world.targets, world.index, world.gaps,
                         world.relief, world.seed, world.step};
    const Vec2 base = baseAcceleration(a, dt);
    SteeringRecord r;
    if (row.decide) {
        r = row.decide({world, w, i, base, dt, map, orca, slope});
    } else {  // seek's base motion alone (grid and scripted agents are decided elsewhere, never here)
        r.rule = SteeringRule::Seek;
        r.base = clampLength(base, a.maxAccel);
    }
    if (row.leavesObstacles && !a.driven) leaveObstacle(a, o, r);
    if (!row.choosesTarget) r.target = aimOf(a);  // the others chose their own
    if (a.driven && !a.assist) {                  // the assist switched off: the driver alone, the rays still drawn
        r.rule = SteeringRule::Drive;
        r.steer = r.brake = Vec2(0.0f);
        r.base = base;
    }
    if (a.avoidAgents) avoidAgents(w, i, dt, r);
    if (a.stop == StopReason::Reached) atGoal(a, dt, r);
    limitSteering(a, dt, r);
    return r;
}

void limitSteering(const Agent& a, float dt, SteeringRecord& r) {
    // The total within max acceleration; blending can add up to more, and then every part shortens alike.
    const Vec2 total = r.base + r.steer + r.brake + r.avoid;
    const float size = glm::length(total);
    if (size > a.maxAccel) {
        const float k = a.maxAccel / size;
        r.base *= k, r.steer *= k, r.brake *= k, r.avoid *= k;
    }
    r.acceleration = r.base + r.steer + r.brake + r.avoid;
    // The speed limit: what it takes off the velocity change is recorded too, so that the record adds up
    // to exactly what the agent does.
    const Vec2 next = a.velocity + r.acceleration * dt;
    const float speed = glm::length(next);
    r.velocity = speed > a.maxSpeed ? next * (a.maxSpeed / speed) : next;
    r.limit = (r.velocity - next) / dt;
    r.acceleration += r.limit;
}

}  // namespace sidestep
