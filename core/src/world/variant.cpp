#include "sidestep/world/variant.hpp"

#include <algorithm>

#include "sidestep/behaviors/params.hpp"
#include "sidestep/explain/message.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

namespace {

/// The error `m` at `field` in English ("field: ..."); `m` itself, without the field, into `why` when asked for.
std::string misfit(const char* field, Message m, Message* why) {
    if (why) *why = m;
    return englishError(m.text("path", field));
}

}  // namespace

bool variantChanges(const Variant& v, int32_t agent) {
    return v.allAgents || std::binary_search(v.agents.begin(), v.agents.end(), agent);
}

std::string setVariantBehavior(const Variant& v, std::vector<AgentDef>& agents, Message* why) {
    for (int32_t i : v.agents) {
        if (i < 0 || size_t(i) >= agents.size())
            return misfit("agents",
                          Message("invalid-variant-no-agent")
                              .text("agent", std::to_string(i))
                              .count("agents", double(agents.size())),
                          why);
    }
    if (v.hasPlanner) {
        for (size_t i = 0; i < agents.size(); ++i) {
            AgentDef& a = agents[i];
            const bool follows = kindOf(a.behavior) == AgentKind::Continuous && a.behavior != Behavior::Script &&
                                 (!v.hasBehavior || v.behavior != Behavior::Script);
            if (variantChanges(v, int32_t(i)) && follows) a.planner = uint32_t(v.planner);
        }
    }
    if (!v.hasBehavior) return {};
    for (size_t i = 0; i < agents.size(); ++i) {
        if (!variantChanges(v, int32_t(i))) continue;
        AgentDef& a = agents[i];
        if (kindOf(a.behavior) != kindOf(v.behavior)) {
            const bool grid = kindOf(a.behavior) == AgentKind::Grid;
            return misfit("behavior",
                          Message(grid ? "invalid-variant-continuous-on-grid" : "invalid-variant-grid-on-continuous")
                              .text("behavior", behaviorName(v.behavior))
                              .text("agent", std::to_string(i))
                              .text("own", behaviorName(a.behavior)),
                          why);
        }
        if (v.behavior == Behavior::Script) {  // a script agent runs the variant's script, without params
            a.behavior = Behavior::Script;
            a.script.name = v.script;
            a.script.params.clear();
            a.params = {};
            a.hasParams = true;
            a.path = -1;
            a.avoidAgents = false;
            a.planner = 0;  // a script steers itself
            continue;
        }
        a.script.name.clear();
        a.script.params.clear();
        if (a.behavior != v.behavior) {
            a.behavior = v.behavior;
            a.params = defaultParams(v.behavior);
            a.hasParams = false;
            if (v.behavior != Behavior::Context) a.path = -1;         // only context agents follow paths
            if (v.behavior == Behavior::Orca) a.avoidAgents = false;  // its half-planes avoid agents
        }
    }
    return {};
}

std::string setVariantParams(const Variant& v, World& world, Message* why) {
    for (size_t i = 0; i < world.agents().size(); ++i) {
        if (!variantChanges(v, int32_t(i))) continue;
        for (const auto& [name, value] : v.params) {
            Edit e;
            e.kind = EditKind::SetAgentParam;
            e.index = int32_t(i);
            e.setting = name;
            e.value = value;
            const EditResult r = applyEdit(world, e);
            if (!r.ok()) {
                // "setting: seek has no setting "P"" or "value: ..." -> under the param's name (applyEdit words
                // every refusal of a setting as a message: resolveSetting, checkSetting)
                Message refusal = r.message;
                for (MessageArg& a : refusal.args)
                    if (a.name == "path") a.text = "params." + name;
                return misfit(
                    "",
                    Message("invalid-variant-param").word("why", std::move(refusal)).text("agent", std::to_string(i)),
                    why);
            }
        }
    }
    return {};
}

}  // namespace sidestep
