#include "sidestep/world/pace.hpp"

#include <cmath>

#include "sidestep/world/world.hpp"

namespace sidestep {

float defaultPace(const World& world) {
    size_t grid = 0;
    for (const Agent& a : world.agents()) grid += a.kind == AgentKind::Grid;
    return !world.agents().empty() && grid == world.agents().size() ? kGridPace : std::round(1.0f / world.config().dt);
}

}  // namespace sidestep
