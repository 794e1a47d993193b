// The selected agent's trail (from the run's history: the core's Trails) and, for every grid agent,
// a dashed red ring where it last stepped back onto the cell it had just left (pacing) or stopped for it.
#include "../layers.hpp"
#include "bodies.hpp"

namespace sidestep::viewer {

namespace {

/// Half-way between a colour and the floor, opaque: the page's trail at half opacity, without the darker
/// spots where its segments overlap.
Rgba halfOver(Rgba c, Rgba floor) {
    auto mix = [](uint8_t a, uint8_t b) { return uint8_t((int(a) + int(b) + 1) / 2); };
    return {mix(c.r, floor.r), mix(c.g, floor.g), mix(c.b, floor.b), 255};
}

void drawTrail(Canvas& c, const Frame& f) {
    if (!f.overlays.has("trail")) return;
    const auto& agents = f.world.agents();
    const int32_t i = f.selected;
    if (i >= 0 && size_t(i) < agents.size() && f.trail && f.trail->size() >= 2) {
        const std::vector<Vec2>& trail = *f.trail;
        const Vec2 off(agents[size_t(i)].kind == AgentKind::Grid ? 0.5f : 0.0f);
        const Rgba color = halfOver(f.agentColor(size_t(i)), f.palette.world.floor);
        for (size_t k = 1; k < trail.size(); ++k) {
            c.line(f.screen(trail[k - 1] + off), f.screen(trail[k] + off), 3, color, true);
        }
    }
    for (const Agent& a : agents) {
        if (a.kind != AgentKind::Grid || (a.returns == 0 && a.stop != StopReason::Oscillation)) continue;
        const Vec2 at = a.lastReturn + Vec2(0.5f);
        if (!f.view.sees(at.x, at.y, 0.5f)) continue;
        c.strokeCircle(f.screen(at), f.pixels(0.46f), 2.5f, f.palette.fields.returnMarker, 3);
    }
}

const LayerRegistration trailLayer(60, "trail and returns", drawTrail);

}  // namespace

}  // namespace sidestep::viewer
