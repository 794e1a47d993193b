// The scenario's scripts: "scripts" {NAME: SOURCE}, a script agent's "script" and its free "params".
#include <cmath>

#include "checker.hpp"

namespace sidestep {

void parseScripts(Checker& check, const Json& scripts, Scenario& s) {
    if (!scripts.isObject())
        return check.error("scripts", "must be an object {NAME: SOURCE}, got " + Checker::describe(scripts));
    if (scripts.members().size() > kMaxScripts) {
        return check.error("scripts", "must have at most " + std::to_string(kMaxScripts) + " scripts, got " +
                                          std::to_string(scripts.members().size()));
    }
    for (const auto& [name, value] : scripts.members()) {
        const std::string path = "scripts." + name;
        if (!isScriptName(name)) {
            check.error(path, "a script's name must be a letter or _ then up to 31 letters, digits or _");
            continue;
        }
        ScriptSource source{name, {}};
        if (check.string(value, path, kMaxScriptBytes, source.source)) s.scripts.push_back(std::move(source));
    }
}

Json scriptsToJson(const std::vector<ScriptSource>& scripts) {
    Json out = Json::object();
    for (const ScriptSource& s : scripts) out.set(s.name, Json::string(s.source));
    return out;
}

bool parseScriptAgent(Checker& check, const Json& a, const std::string& path, const Scenario* scene, AgentDef& def) {
    const Json* script = a.find("script");
    if (def.behavior != Behavior::Script) {
        if (!script) return true;
        check.error(path + ".script", "only script agents name a script; remove it or set \"behavior\": \"script\"");
        return false;
    }
    if (!script) {
        check.error(path + ".script", "is required for a script agent (the name of one of the scene's scripts)");
        return false;
    }
    if (!check.string(*script, path + ".script", kMaxScriptName, def.script.name)) return false;
    bool ok = true;
    if (scene) {
        bool found = false;
        std::string names;
        for (const ScriptSource& s : scene->scripts) {
            found = found || s.name == def.script.name;
            names += (names.empty() ? "" : ", ") + s.name;
        }
        if (!found) {
            check.error(path + ".script", "no script named \"" + def.script.name +
                                              "\" (the scene has: " + (names.empty() ? "none" : names) + ")");
            ok = false;
        }
    }
    if (a.find("avoidAgents")) {
        check.error(path + ".avoidAgents",
                    "script agents steer themselves (world.neighbors sees other agents); remove it");
        ok = false;
    }
    def.params = {};
    def.hasParams = true;
    if (const Json* params = a.find("params")) {
        if (!params->isObject()) {
            check.error(path + ".params", "must be an object of numbers by name, got " + Checker::describe(*params));
            return false;
        }
        if (params->members().size() > kMaxScriptParams) {
            check.error(path + ".params", "a script agent has at most " + std::to_string(kMaxScriptParams) +
                                              " params, got " + std::to_string(params->members().size()));
            return false;
        }
        for (const auto& [name, value] : params->members()) {
            const std::string p = path + ".params." + name;
            if (!isScriptName(name)) {
                check.error(p, "a param's name must be a letter or _ then up to 31 letters, digits or _");
                ok = false;
                continue;
            }
            const float v = value.isNumber() ? storedFloat(value.asNumber()) : NAN;
            if (!std::isfinite(v)) {
                check.error(p, "must be a finite number, got " + Checker::describe(value));
                ok = false;
                continue;
            }
            def.params[def.script.params.size()] = v;
            def.script.params.push_back(name);
        }
    }
    return ok;
}

Json scriptParamsToJson(const AgentDef& a) {
    Json out = Json::object();
    for (size_t k = 0; k < a.script.params.size(); ++k) out.set(a.script.params[k], Json::fromFloat(a.params[k]));
    return out;
}

}  // namespace sidestep
