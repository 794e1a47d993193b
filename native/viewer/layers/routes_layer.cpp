// Routes: the selected agent's planned route (its waypoints as the core planned them: the legs still ahead
// solid, the waypoints behind it joined faintly, the waypoint it heads for ringed), and under the "routes" overlay
// every agent's leg to the waypoint it heads for. Reads the world's routes; decides nothing.
#include <algorithm>

#include "../layers.hpp"
#include "bodies.hpp"

namespace sidestep::viewer {

namespace {

/// The selected agent's whole route: the waypoints it has passed joined faintly, the leg it is on from where
/// it stands, and the legs after it.
void drawSelectedRoute(Canvas& c, const Frame& f, const Agent& a, const Route& route) {
    const Rgba color = f.agentColor(size_t(f.selected));
    const Rgba faint = color.faded(0.35f);
    const size_t n = route.waypoints.size(), next = std::min<size_t>(a.routeNext, n);
    for (size_t k = 1; k < next; ++k)
        c.line(f.screen(route.waypoints[k - 1]), f.screen(route.waypoints[k]), 1.5f, faint);
    Vec2 from = f.screen(a.position);
    for (size_t k = next; k < n; ++k) {
        const Vec2 to = f.screen(route.waypoints[k]);
        c.line(from, to, 2.5f, color);
        from = to;
    }
    for (size_t k = 0; k < n; ++k) c.fillCircle(f.screen(route.waypoints[k]), 2.5f, k >= next ? color : faint);
    if (next < n) c.strokeCircle(f.screen(route.waypoints[next]), 7.0f, 2.5f, color);
}

void drawRoutes(Canvas& c, const Frame& f) {
    const auto& agents = f.world.agents();
    const auto& routes = f.world.routes();
    if (f.overlays.has("routes")) {
        for (size_t i = 0; i < agents.size() && i < routes.size(); ++i) {
            const Agent& a = agents[i];
            if (!followsRoute(a)) continue;
            const Rgba color = f.agentColor(i);
            c.line(f.screen(a.position), f.screen(a.aim), 1.5f, color);
            c.strokeCircle(f.screen(a.aim), 3.5f, 1.5f, color);
        }
    }
    const int32_t s = f.selected;
    if (s < 0 || size_t(s) >= agents.size() || size_t(s) >= routes.size()) return;
    if (!f.overlays.has("goals") && !f.overlays.has("routes")) return;
    if (agents[size_t(s)].planner != 0 && !routes[size_t(s)].waypoints.empty())
        drawSelectedRoute(c, f, agents[size_t(s)], routes[size_t(s)]);
}

const LayerRegistration routesLayer(105, "routes", drawRoutes);

}  // namespace

}  // namespace sidestep::viewer
