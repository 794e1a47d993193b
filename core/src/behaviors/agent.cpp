#include "sidestep/behaviors/agent.hpp"

#include "sidestep/behaviors/params.hpp"

namespace sidestep {

const char* stopReasonName(StopReason r) {
    switch (r) {
        case StopReason::Moving:
            return "moving";
        case StopReason::Reached:
            return "reached";
        case StopReason::Oscillation:
            return "oscillation";
        case StopReason::Stuck:
            return "stuck";
        case StopReason::MaxSteps:
            return "maxSteps";
        case StopReason::Script:
            return "script";
        case StopReason::Numeric:
            return "numeric";
    }
    return "unknown";
}

Agent makeAgent(const AgentDef& def) {
    Agent a;
    a.kind = kindOf(def.behavior);
    a.behavior = def.behavior;
    a.start = def.start;
    a.goal = def.goal;
    a.radius = def.radius;
    a.maxSpeed = def.maxSpeed;
    a.maxAccel = def.maxAccel;
    a.params = def.hasParams ? def.params : defaultParams(def.behavior);
    a.avoidAgents = def.avoidAgents && a.kind == AgentKind::Continuous ? 1u : 0u;
    a.avoidance = def.hasAvoidance ? def.avoidance : defaultAvoidance();
    a.path = def.behavior == Behavior::Context ? def.path : -1;
    a.driven = def.driven && a.kind == AgentKind::Continuous ? 1u : 0u;
    a.assist = def.driveAssist ? 1u : 0u;
    a.driveInput = a.driven ? def.driveInput : Vec2(0.0f);
    a.planner = a.kind == AgentKind::Continuous ? def.planner : 0u;
    resetAgent(a);
    return a;
}

void resetAgent(Agent& a) {
    a.position = a.start;
    a.previous = a.start;
    a.velocity = Vec2(0.0f);
    const Vec2 toGoal = a.goal - a.start;
    const float distance = glm::length(toGoal);
    a.facing = distance > 0.0f ? toGoal / distance : Vec2(1.0f, 0.0f);
    a.stop = StopReason::Moving;
    a.steps = 0;
    a.collisions = 0;
    a.overlapping = 0;
    a.openCollisions = 0;
    a.contactTime = 0.0f;
    a.penetration = 0.0f;
    a.agentContacts = 0;
    a.touchingAgent = 0;
    a.openContacts = 0;
    a.agentContactTime = 0.0f;
    a.agentPenetration = 0.0f;
    a.pathLength = 0.0f;
    a.minClearance = 0.0f;
    a.effort = 0.0f;
    a.blockedTime = 0.0f;
    a.sidestepTime = 0.0f;
    a.bestDistance = -1.0f;
    a.closest = -1.0f;
    a.stalled = 0.0f;
    a.returns = 0;
    a.lastReturn = Vec2(-1.0f);
    a.memory = {};
    a.speedScale = 1.0f;
    a.laps = 0;
    a.pathProgress = -1.0f;
    a.terrainHits = 0;
    // The planner (its definition) stays; the route is planned afresh before its next decision.
    a.routeStatus = a.routeWaypoints = a.routeNext = a.routeExpanded = a.routeTested = 0;
    a.routeLength = a.routeLeft = a.legDistance = 0.0f;
    a.legFrom = a.aim = Vec2(0.0f);
    a.replanStep = a.replanReason = a.replans = 0;
}

}  // namespace sidestep
