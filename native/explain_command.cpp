// `sidestep explain FILE|LINK --agent I [--steps N] [--json]`: the selected agent's numbers and the
// reason for its next move, in the same words as the page's panel and the viewer's (built by the core).
#include <iostream>
#include <memory>

#include "cli_common.hpp"
#include "commands.hpp"
#include "scenario_input.hpp"
#include "script_engine.hpp"
#include "sidestep/explain/explain.hpp"
#include "sidestep/io/explain_json.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/timeline.hpp"

namespace sidestep::cli {

int explainCommand(const std::vector<std::string>& args) {
    std::string file;
    bool json = false;
    long long agent = -1, steps = 0;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--json") {
            json = true;
        } else if (args[i] == "--agent" || args[i] == "--steps") {
            const bool isAgent = args[i] == "--agent";
            const long long hi = isAgent ? kMaxAgents - 1 : 1000000;
            if (i + 1 >= args.size() || !parseInteger(args[i + 1], 0, hi, isAgent ? agent : steps)) {
                return printErrors({args[i] + ": must be an integer 0.." + std::to_string(hi) +
                                    (i + 1 < args.size() ? ", got " + args[i + 1] : std::string())});
            }
            ++i;
        } else if (file.empty()) {
            file = args[i];
        } else {
            return printErrors({"explain: unexpected argument " + args[i]});
        }
    }
    if (file.empty() || agent < 0)
        return printErrors({"explain: usage: explain FILE|LINK --agent I [--steps N] [--json]"});
    Scenario scenario;
    int code = kOk;
    if (!load(file, scenario, code)) return code;
    if (size_t(agent) >= scenario.agents.size()) {
        return printErrors({"--agent: no agent " + std::to_string(agent) + " (there are " +
                            std::to_string(scenario.agents.size()) + ")"});
    }
    Timeline run = buildTimeline(scenario);
    std::unique_ptr<EngineScriptHost> scripts;  // a scene with scripts runs them in the page's engine
    if (const std::string error = attachScripts(run, scripts); !error.empty()) return printErrors({error});
    run.run(uint32_t(steps));
    World& world = run.world();
    world.refreshDecisions();  // the records of the next step, as the page shows them
    const std::vector<AgentFact> facts = agentFacts(world, size_t(agent));
    const Explanation why = explainAgent(world, size_t(agent));
    if (json)
        std::cout << writeJson(explanationToJson(facts, why), 2) << "\n";
    else
        std::cout << explanationText(facts, why);
    return kOk;
}

}  // namespace sidestep::cli
