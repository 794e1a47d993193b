#include "sidestep/io/scenario_load.hpp"

#include <utility>

#include "checker.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/timeline.hpp"

namespace sidestep {

ScenarioLoad loadScenario(Timeline& into, std::string_view text, ReadProgress* progress) {
    ScenarioParse parsed = parseScenario(text, progress);
    ScenarioLoad load;
    if (progress && progress->stopped()) {  // asked to stop while it was read (refused then) or since: not built
        parsed = ScenarioParse{};
        Checker(parsed.errors, &parsed.messages).error("scenario", Message("invalid-json-stopped"));
        load.stopped = true;
    }
    load.errors = std::move(parsed.errors);
    load.messages = std::move(parsed.messages);
    if (!load.ok()) return load;
    const size_t budget = into.budget();
    into = buildTimeline(parsed.scenario);
    into.setBudget(budget);
    load.title = parsed.scenario.title;
    load.description = parsed.scenario.description;
    // The run is built: its agents and grid are not written again only to read two small keys (a crowd's
    // 100,000 agents took seconds).
    Scenario& keys = parsed.scenario;
    keys.agents.clear(), keys.regions.clear(), keys.history.clear(), keys.grid = Grid(1, 1), keys.terrain.clear();
    const Json doc = scenarioToJson(keys);
    if (parsed.scenario.hasView) load.view = writeJson(*doc.find("view"), 0);
    if (const Json* c = doc.find("compare")) load.compare = writeJson(*c, 0);
    return load;
}

}  // namespace sidestep
