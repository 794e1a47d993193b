#include "sidestep/world/field_overlay.hpp"

#include <algorithm>

namespace sidestep {

bool FieldOverlay::update(const World& world, int32_t index) {
    const bool valid =
        index >= 0 && size_t(index) < world.agents().size() && world.agents()[size_t(index)].kind == AgentKind::Grid;
    if (!valid) {
        const bool had = !proxy_.empty();
        proxy_.clear();
        step_.clear();
        reach_.clear();
        agent_ = -1;
        ++fieldVersion_;
        ++reachVersion_;
        return had;
    }
    const Agent& a = world.agents()[size_t(index)];
    const Grid& g = world.grid();
    const NproxyParams params = nproxyParams(a);
    const Cell at{int32_t(a.position.x), int32_t(a.position.y)};
    bool changed = false;
    if (index != agent_ || world.revision() != revision_) {
        const Cell target{int32_t(a.goal.x), int32_t(a.goal.y)};
        proxyField(g, target, params.P, params.metric, proxy_, scratch_);
        stepField(g, target, params.P, step_, search_);
        big_ = bigDistance(g);
        P_ = params.P;
        agent_ = index;
        revision_ = world.revision();
        at_ = {-1, -1};
        ++fieldVersion_;
        changed = true;
    }
    if (at != at_) {
        reach_.assign(size_t(g.width()) * size_t(g.height()), 0);
        search_.visitWithin(g, at, params.P,
                            [&](Cell c, int32_t) { reach_[size_t(c.y) * size_t(g.width()) + size_t(c.x)] = 1; });
        at_ = at;
        ++reachVersion_;
        changed = true;
    }
    return changed;
}

}  // namespace sidestep
