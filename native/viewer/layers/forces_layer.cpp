// Forces as the core applied them, as arrows from each continuous agent drawn in detail: the total (wide
// and pale, underneath), the base motion, the steer, the brake, agent avoidance and what the speed limit
// took off, scaled so max acceleration is 1.5 world units long; and for agent avoidance the two predicted
// positions at closest approach, joined.
#include "../layers.hpp"

namespace sidestep::viewer {

namespace {

void drawForces(Canvas& c, const Frame& f) {
    if (!f.overlays.has("forces")) return;
    const auto& agents = f.world.agents();
    const auto& records = f.world.steering();
    const auto& p = f.palette.forces;
    for (size_t i = 0; i < agents.size() && i < records.size(); ++i) {
        const Agent& a = agents[i];
        if (!f.detailed(i) || a.kind != AgentKind::Continuous || !a.moving()) continue;
        if (a.behavior == Behavior::Orca) continue;  // ORCA sets velocities, with no acceleration limit
        const SteeringRecord& st = records[i];
        const float scale = 1.5f / a.maxAccel;
        const Vec2 from = f.screen(a.position);
        auto arrowOf = [&](Vec2 force, Rgba color, float width) {
            c.arrow(from, f.screen(a.position + force * scale), color, width);
        };
        arrowOf(st.acceleration, p.total.faded(0.45f), 2.25f * 1.8f);
        arrowOf(st.base, p.base, 2.25f);
        arrowOf(st.steer, p.steer, 2.25f);
        arrowOf(st.brake, p.brake, 2.25f);
        arrowOf(st.avoid, p.avoid, 2.25f);
        arrowOf(st.limit, p.limit, 2.25f);
        if (st.threat < 0) continue;
        const float r = f.pixels(a.radius);
        c.strokeCircle(f.screen(st.threatSelf), r, 1.5f, p.prediction, 3);
        c.strokeCircle(f.screen(st.threatOther), r, 1.5f, p.prediction, 3);
        c.dashedLine(f.screen(st.threatSelf), f.screen(st.threatOther), 1.5f, p.prediction, 3, 3);
    }
}

const LayerRegistration forcesLayer(130, "forces", drawForces);

}  // namespace

}  // namespace sidestep::viewer
