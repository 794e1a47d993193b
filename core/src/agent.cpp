#include "sidestep/agent.hpp"

namespace sidestep {

Agent makeAgent(const AgentDef& def) {
    Agent a;
    a.kind = kindOf(def.behavior);
    a.behavior = def.behavior;
    a.start = def.start;
    a.goal = def.goal;
    a.radius = def.radius;
    a.maxSpeed = def.maxSpeed;
    a.maxAccel = def.maxAccel;
    resetAgent(a);
    return a;
}

void resetAgent(Agent& a) {
    a.position = a.start;
    a.previous = a.start;
    a.velocity = Vec2(0.0f);
    a.stop = StopReason::Moving;
    a.steps = 0;
    a.collisions = 0;
    a.overlapping = 0;
    a.pathLength = 0.0f;
    a.minClearance = 0.0f;
}

}  // namespace sidestep
