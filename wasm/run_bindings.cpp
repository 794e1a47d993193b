// embind registration of the whole run's measures (world/run_totals.hpp): counts and seconds summed over
// the agents, the deepest overlaps, for the page's Run panel. One call per panel update.
#include <emscripten/bind.h>

#include "sidestep/world/run_totals.hpp"

using namespace emscripten;
using namespace sidestep;

EMSCRIPTEN_BINDINGS(sidestep_run_totals) {
    value_object<RunTotals>("RunTotals")
        .field("agents", &RunTotals::agents)
        .field("moving", &RunTotals::moving)
        .field("stalled", &RunTotals::stalled)
        .field("reached", &RunTotals::reached)
        .field("collisions", &RunTotals::collisions)
        .field("contactTime", &RunTotals::contactTime)
        .field("penetration", &RunTotals::penetration)
        .field("agentContacts", &RunTotals::agentContacts)
        .field("agentContactTime", &RunTotals::agentContactTime)
        .field("agentPenetration", &RunTotals::agentPenetration);
    function("runTotals", &runTotals);
}
