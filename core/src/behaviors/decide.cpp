#include "sidestep/behaviors/decide.hpp"

#include <cmath>

#include "sidestep/behaviors/feelers.hpp"
#include "sidestep/behaviors/wall_avoidance.hpp"
#include "sidestep/behaviors/whiskers.hpp"

namespace sidestep {

namespace {

/// The driver's base motion: full speed in the input's direction, or braking to rest without input.
Vec2 driveAcceleration(const Agent& a, float dt) {
    Vec2 desired(0.0f);
    const float length = glm::length(a.driveInput);
    if (length > 0.0f) desired = a.driveInput * (a.maxSpeed / std::fmax(1.0f, length));
    Vec2 accel = (desired - a.velocity) / dt;
    const float size = glm::length(accel);
    return size > a.maxAccel ? accel * (a.maxAccel / size) : accel;
}

}  // namespace

bool stopsAtGoal(const Agent& a) {
    if (a.driven || a.path >= 0) return false;
    return !(a.behavior == Behavior::Raycast && wallAvoidanceParams(a).patrol);
}

SteeringRecord decideSteering(const ContextWorld& w, size_t i, float dt, ContextRecord& map) {
    const std::vector<Agent>& agents = w.agents;
    const Grid& g = w.grid;
    const std::vector<Circle>& circles = w.circles;
    const AgentIndex& index = w.index;
    const Agent& a = agents[i];
    const Vec2 base = a.driven ? driveAcceleration(a, dt) : arriveAcceleration(a, a.goal, dt);
    SteeringRecord r;
    switch (a.behavior) {
        case Behavior::Whiskers: r = steerWhiskers(a, whiskerParams(a), g, circles, base); break;
        case Behavior::Feelers: r = steerFeelers(a, feelerParams(a), g, circles, base, dt); break;
        case Behavior::Raycast:
            r = steerWallAvoidance(a, wallAvoidanceParams(a), g, circles, dt);
            if (a.driven && r.rule == SteeringRule::AvoidWall) {  // as an assist: the avoid point first, then the driver
                r.steer = r.base;
                r.base = remainingBase(r.steer, base, a.maxAccel);
                r.acceleration = r.steer + r.base;
            } else if (a.driven) {
                r.base = r.acceleration = base;
            }
            break;
        case Behavior::Context:
            r = steerContext(w, i, dt, map);
            if (a.driven) { // an assist: the context map's velocity change first, then the driver
                r.base = remainingBase(r.acceleration, base, a.maxAccel);
                r.steer = r.acceleration;
                r.acceleration = r.steer + r.base;
            }
            break;
        case Behavior::Seek:
        case Behavior::Greedy:
        case Behavior::Nproxy:
            r.rule = SteeringRule::Seek;
            r.base = base;
            r.acceleration = base;
            break;
    }
    if (a.behavior != Behavior::Raycast && a.behavior != Behavior::Context) r.target = a.goal;  // the others chose their own
    if (a.driven && !a.assist) {  // the assist switched off: the driver alone, the rays still drawn
        r.rule = SteeringRule::Drive;
        r.steer = r.brake = Vec2(0.0f);
        r.base = r.acceleration = base;
    }
    if (a.avoidAgents) {
        const Threat t = findThreat(agents, index, i);
        if (t.agent >= 0) {
            r.threat = t.agent;
            r.threatTime = t.time;
            r.threatSeparation = t.separation;
            r.threatSelf = t.self;
            r.threatOther = t.other;
            r.rule = SteeringRule::AvoidAgent;
            r.acceleration = t.acceleration;
        }
    }
    return r;
}

}  // namespace sidestep
