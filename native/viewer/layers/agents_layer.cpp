// The agents: bodies in their palette colour (red while overlapping an obstacle; stopped ones faded in
// crowds), outlines and headings once bodies are big enough, red rings round agents that stopped for a
// failure in crowds, the selected agent highlighted, and a badge over each stopped agent drawn in detail.
#include <array>
#include <cmath>
#include <vector>

#include "../layers.hpp"
#include "bodies.hpp"

namespace sidestep::viewer {

namespace {

/// Adds one body: a rounded square for grid agents, a disc for continuous ones (a square when a dot).
void body(Canvas& c, const Frame& f, const Agent& a, float grow, Rgba color) {
    const Vec2 at = f.screen(bodyCentre(a));
    const float r = bodyPixels(f, a) + grow;
    if (a.kind == AgentKind::Grid) {
        if (f.detail)
            c.fillRoundRect({at.x - r, at.y - r, 2 * r, 2 * r}, r * 0.35f, color);
        else
            c.fillRect({at.x - r, at.y - r, 2 * r, 2 * r}, color);
    } else if (r < 2) {
        c.fillRect({at.x - r, at.y - r, 2 * r, 2 * r}, color);
    } else {
        c.fillCircle(at, r, color);
    }
}

void outline(Canvas& c, const Frame& f, const Agent& a, float grow, float width, Rgba color) {
    const Vec2 at = f.screen(bodyCentre(a));
    const float r = bodyPixels(f, a) + grow;
    if (a.kind == AgentKind::Grid)
        c.strokeRect({at.x - r, at.y - r, 2 * r, 2 * r}, width, color);
    else
        c.strokeCircle(at, r, width, color);
}

void badge(Canvas& c, Vec2 at, const std::string& text, Rgba color, Rgba ink) {
    const float w = c.measure(text, Face::SansBold, 11) + 8;
    c.fillRoundRect({at.x - w / 2, at.y - 8, w, 16}, 8, color);
    c.text({at.x, at.y - c.lineHeight(Face::SansBold, 11) / 2}, text, Face::SansBold, 11, ink, Align::Center);
}

void drawAgents(Canvas& c, const Frame& f) {
    const auto& agents = f.world.agents();
    const Palette& p = f.palette;
    // Drawing order as the page's batches: moving agents by colour slot, then stopped ones, then those
    // overlapping an obstacle on top.
    static thread_local std::vector<size_t> order;
    order.clear();
    for (int pass = 0; pass < 3; ++pass) {
        for (size_t i = 0; i < agents.size(); ++i) {
            const Agent& a = agents[i];
            const int kind = a.overlapping ? 2 : a.moving() ? 0 : 1;
            if (kind != pass) continue;
            const Vec2 centre = bodyCentre(a);
            if (f.view.sees(centre.x, centre.y, a.kind == AgentKind::Grid ? 0.5f : a.radius)) order.push_back(i);
        }
    }
    for (size_t i : order) {
        const Agent& a = agents[i];
        const Rgba color =
            a.overlapping ? p.world.collision : f.agentColor(i).faded(!a.moving() && !f.detail ? 0.4f : 1.0f);
        body(c, f, a, 0, color);
    }
    const float scale = f.view.scale();
    if (scale * 0.3f >= 4) {
        for (size_t i : order) outline(c, f, agents[i], 0, 1.5f, p.agent.outline);
    }
    if (scale * 0.3f >= 2) {  // headings: the velocity's direction, longer with speed
        for (size_t i : order) {
            const Agent& a = agents[i];
            if (a.kind == AgentKind::Grid) continue;
            const float speed = std::sqrt(a.velocity.x * a.velocity.x + a.velocity.y * a.velocity.y);
            if (speed <= 1e-3f) continue;
            const float length = a.radius + speed / a.maxSpeed * a.radius * 1.6f;
            c.line(f.screen(a.position), f.screen(a.position + a.velocity / speed * length),
                   std::min(2.0f, f.pixels(0.12f)), p.world.heading);
        }
    }
    if (!f.detail) {  // in crowds, a red ring round each agent that stopped for a failure
        for (size_t i : order) {
            const Agent& a = agents[i];
            if (a.moving() || a.stop == StopReason::Reached) continue;
            outline(c, f, a, 3, 2, p.world.collision);
        }
    }
    if (f.selected >= 0 && size_t(f.selected) < agents.size()) {
        const Agent& a = agents[size_t(f.selected)];
        body(c, f, a, 5, p.agent.selectedGlow);
        body(c, f, a, 0, a.overlapping ? p.world.collision : f.agentColor(size_t(f.selected)));
        outline(c, f, a, 0, 2.5f, p.world.selection);
    }
    for (size_t i : order) {
        const Agent& a = agents[i];
        if (!f.detailed(i) || a.moving()) continue;
        const bool reached = a.stop == StopReason::Reached;
        const Vec2 at = f.screen(bodyCentre(a)) - Vec2(0, bodyPixels(f, a) + 10);
        badge(c, at, reached ? "✓" : stopReasonName(a.stop), reached ? p.agent.reachedBadge : p.agent.failedBadge,
              p.agent.badgeText);
    }
}

const LayerRegistration agentsLayer(120, "agents", drawAgents);

}  // namespace

}  // namespace sidestep::viewer
