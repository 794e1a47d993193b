// The scenario's "compare" key: variants of the scene to run side by side, parsed, written and built.
#include <algorithm>

#include "checker.hpp"
#include "sidestep/route/route.hpp"

namespace sidestep {

namespace {

/// The variant's own fields; the checks that need the scene (agents, behaviours, params) come after.
bool parseVariant(Checker& check, const Json& v, const std::string& path, size_t agentCount, Variant& out) {
    if (!v.isObject()) {
        check.error(path, Checker::got("invalid-object-keys", v).text("keys", "{label, agents, behavior?, params?}"));
        return false;
    }
    const size_t before = check.count();
    check.onlyKeys(v, path, {"label", "agents", "behavior", "script", "params", "planner"});
    if (const Json* label = v.find("label"))
        check.string(*label, path + ".label", kMaxVariantLabel, out.label);
    else
        check.error(path + ".label", Message("invalid-label-required"));
    if (const Json* agents = v.find("agents")) {
        if (agents->isString() && agents->asString() == "all") {
            out.allAgents = true;
        } else if (agents->isArray() && !agents->items().empty()) {
            out.allAgents = false;
            for (size_t k = 0; k < agents->items().size(); ++k) {
                double i = 0;
                if (check.integer(agents->items()[k], path + ".agents[" + std::to_string(k) + "]", 0,
                                  double(agentCount) - 1, i)) {
                    out.agents.push_back(int32_t(i));
                }
            }
            std::sort(out.agents.begin(), out.agents.end());
            if (std::adjacent_find(out.agents.begin(), out.agents.end()) != out.agents.end())
                check.error(path + ".agents", Message("invalid-agent-twice"));
        } else {
            check.error(path + ".agents", Checker::got("invalid-variant-agents", *agents));
        }
    } else {
        out.allAgents = true;
    }
    if (const Json* behavior = v.find("behavior")) {
        if (!behavior->isString() || !parseBehavior(behavior->asString(), out.behavior)) {
            std::string names;
            for (uint32_t b = 0; b < kBehaviorCount; ++b)
                names += (b ? ", " : "") + std::string(behaviorName(Behavior(b)));
            check.error(path + ".behavior", Checker::gotArg(Message("invalid-one-of").text("list", names), *behavior));
        } else {
            out.hasBehavior = true;
        }
    }
    if (const Json* script = v.find("script")) {
        if (!out.hasBehavior || out.behavior != Behavior::Script)
            check.error(path + ".script", Message("invalid-variant-script"));
        else
            check.string(*script, path + ".script", kMaxScriptName, out.script);
    } else if (out.hasBehavior && out.behavior == Behavior::Script) {
        check.error(path + ".script", Message("invalid-variant-script-required"));
    }
    if (const Json* planner = v.find("planner")) {
        if (!planner->isString() || !parseRouteKind(planner->asString().c_str(), out.planner))
            check.error(path + ".planner", Checker::either3(*planner, "none", "grid", "any-angle"));
        else
            out.hasPlanner = true;
    }
    if (const Json* params = v.find("params")) {
        if (!params->isObject()) {
            check.error(path + ".params", Checker::got("invalid-object-of-settings", *params));
        } else {
            for (const auto& [name, value] : params->members()) {
                SettingValue sv;
                if (!settingValueFromJson(value, sv)) {
                    check.error(path + ".params." + name, Checker::got("invalid-setting-value", value));
                    continue;
                }
                out.params.emplace_back(name, std::move(sv));
            }
        }
    }
    return check.count() == before;
}

}  // namespace

void parseCompare(Checker& check, const Json& compare, Scenario& s) {
    if (!compare.isArray())
        return check.error("compare", Checker::got("invalid-array-of", compare).word("what", "invalid-noun-variants"));
    const size_t n = compare.items().size();
    if (n < kMinVariants || n > kMaxVariants) {
        return check.error("compare", Message("invalid-count-between")
                                          .count("min", double(kMinVariants))
                                          .count("max", double(kMaxVariants))
                                          .word("what", "invalid-noun-variants")
                                          .count("got", double(n)));
    }
    const size_t before = check.count();
    for (size_t k = 0; k < n; ++k) {
        Variant v;
        if (parseVariant(check, compare.items()[k], "compare[" + std::to_string(k) + "]", s.agents.size(), v))
            s.compare.push_back(std::move(v));
    }
    for (size_t k = 0; k < s.compare.size(); ++k) {
        const std::string& script = s.compare[k].script;
        bool found = script.empty();
        for (const ScriptSource& source : s.scripts) found = found || source.name == script;
        if (!found)
            check.error("compare[" + std::to_string(k) + "].script",
                        Message("invalid-script-not-in-scene").text("name", script));
    }
    if (check.count() != before) return;
    // Each variant must fit the scene: build it, and apply the run's history to it entry by entry (an edit
    // of an agent's P, say, must fit the behaviour the variant gave it).
    for (size_t k = 0; k < s.compare.size(); ++k) {
        const std::string path = "compare[" + std::to_string(k) + "]";
        Message why;
        std::string error;
        const Timeline variant = buildVariant(s, k, error, &why);
        if (!error.empty()) {
            const std::string field = path + "." + error.substr(0, error.find(": "));
            if (why.id.empty()) {  // a refusal still worded in English only
                check.error(field, error.substr(error.find(": ") + 2));
                continue;
            }
            for (MessageArg& a : why.args)  // a refused setting's own path: "params.P" under this variant's
                for (MessageArg& b : a.args)
                    if (b.name == "path") b.text = path + "." + b.text;
            check.error(field, std::move(why));
            continue;
        }
        World w = variant.origin();
        for (size_t i = 0; i < s.history.size(); ++i) {
            const EditResult r = applyEdit(w, s.history[i].edit);
            if (r.ok()) continue;
            Message m = Message("invalid-variant-history")
                            .text("entry", std::to_string(i))
                            .text("edit", editKindName(s.history[i].edit.kind))
                            .count("step", s.history[i].step);
            check.error(path, r.message.id.empty() ? m.text("why", r.error) : m.word("why", r.message));
            break;
        }
    }
}

Json compareToJson(const std::vector<Variant>& compare) {
    Json list = Json::array();
    for (const Variant& v : compare) {
        Json o = Json::object().set("label", Json::string(v.label));
        if (v.allAgents) {
            o.set("agents", Json::string("all"));
        } else {
            Json agents = Json::array();
            for (int32_t i : v.agents) agents.push(Json::number(i));
            o.set("agents", std::move(agents));
        }
        if (v.hasBehavior) o.set("behavior", Json::string(behaviorName(v.behavior)));
        if (!v.script.empty()) o.set("script", Json::string(v.script));
        if (v.hasPlanner) o.set("planner", Json::string(routeKindName(v.planner)));
        if (!v.params.empty()) {
            Json params = Json::object();
            for (const auto& [name, value] : v.params) params.set(name, settingValueToJson(value));
            o.set("params", std::move(params));
        }
        list.push(std::move(o));
    }
    return list;
}

Timeline buildVariant(const Scenario& s, size_t k, std::string& error, Message* why) {
    error.clear();
    if (k >= s.compare.size()) {
        error = "compare: no variant " + std::to_string(k);
        return buildTimeline(s);
    }
    Scenario changed = s;
    error = setVariantBehavior(s.compare[k], changed.agents, why);
    if (!error.empty()) return buildTimeline(s);
    World w = buildWorld(changed);
    error = setVariantParams(s.compare[k], w, why);
    if (!error.empty()) return buildTimeline(s);
    return Timeline(std::move(w), s.history);
}

}  // namespace sidestep
