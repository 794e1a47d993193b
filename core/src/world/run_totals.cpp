#include "sidestep/world/run_totals.hpp"

#include "sidestep/behaviors/decide.hpp"

namespace sidestep {

RunTotals runTotals(const World& w) {
    RunTotals t;
    for (const Agent& a : w.agents()) {
        ++t.agents;
        t.moving += a.moving() ? 1u : 0u;
        t.stalled += stalled(a) ? 1u : 0u;
        t.reached += a.stop == StopReason::Reached ? 1u : 0u;
        t.collisions += a.collisions;
        t.contactTime += a.contactTime;
        t.penetration = maxf(t.penetration, a.penetration);
        t.agentContactTime += a.agentContactTime;
        t.agentPenetration = maxf(t.agentPenetration, a.agentPenetration);
    }
    t.agentContacts = w.episodes().contactsBegun();
    return t;
}

}  // namespace sidestep
