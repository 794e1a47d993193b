// embind registration of the routes agents follow (docs/routes.md): the selected agent's waypoints as one
// zero-copy view, and the names of the planners, the plans' outcomes and the reasons to plan again. The
// per-agent numbers (planner, waypoint count, next waypoint, length, work, distance to the leg, last replan
// step and reason) are fields of the agents' record (agentLayout()). Bindings only.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "sidestep/route/route.hpp"
#include "sidestep/world/world.hpp"
#include "views.hpp"

using namespace emscripten;
using namespace sidestep;
using sidestep::bind::names;

namespace {

/// Agent i's waypoints as a Float32Array of x, y pairs (world units; the last is its goal), empty when it has
/// no route. A view of the world's memory: take it again after any step or edit.
val routeView(const World& w, int i) {
    static const float none = 0.0f;
    if (i < 0 || size_t(i) >= w.routes().size() || w.routes()[size_t(i)].waypoints.empty())
        return val(typed_memory_view(size_t(0), &none));
    const std::vector<Vec2>& points = w.routes()[size_t(i)].waypoints;
    return val(typed_memory_view(points.size() * 2, reinterpret_cast<const float*>(points.data())));
}

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_routes) {
    function("routeView", &routeView);
    function(
        "routeKindNames",
        +[]() { return names([](unsigned i) { return routeKindName(RouteKind(i)); }, kRouteKindCount); });
    function(
        "routeStatusNames",
        +[]() { return names([](unsigned i) { return routeStatusName(RouteStatus(i)); }, kRouteStatusCount); });
    function(
        "routeReasonNames",
        +[]() { return names([](unsigned i) { return routeReasonName(RouteReason(i)); }, kRouteReasonCount); });
}
