// Goals: a ring with a cross, joined to the agent by a dashed line, for the agents drawn in detail.
#include <algorithm>

#include "../layers.hpp"
#include "bodies.hpp"

namespace sidestep::viewer {

namespace {

void drawGoals(Canvas& c, const Frame& f) {
    if (!f.overlays.has("goals")) return;
    const auto& agents = f.world.agents();
    for (size_t i = 0; i < agents.size(); ++i) {
        if (!f.detailed(i)) continue;
        const Agent& a = agents[i];
        const Vec2 off(a.kind == AgentKind::Grid ? 0.5f : 0.0f);
        const Vec2 from = f.screen(a.position + off), goal = f.screen(a.goal + off);
        const Rgba color = f.agentColor(i);
        c.dashedLine(from, goal, 2.0f, color, 4, 4);  // opaque and 2 px, as the page: 3:1 on the floor
        const float r = f.pixels(std::max(0.22f, std::min(0.4f, 9 / f.view.scale())));
        c.strokeCircle(goal, r, 2.5f, color);
        c.line(goal - Vec2(r * 0.6f, 0), goal + Vec2(r * 0.6f, 0), 2.5f, color);
        c.line(goal - Vec2(0, r * 0.6f), goal + Vec2(0, r * 0.6f), 2.5f, color);
    }
}

const LayerRegistration goalsLayer(110, "goals", drawGoals);

}  // namespace

}  // namespace sidestep::viewer
