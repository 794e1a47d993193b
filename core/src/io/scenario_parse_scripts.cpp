// The scenario's scripts: "scripts" {NAME: SOURCE}, a script agent's "script" and its free "params".
#include <cmath>

#include "checker.hpp"

namespace sidestep {

void parseScripts(Checker& check, const Json& scripts, Scenario& s) {
    if (!scripts.isObject())
        return check.error("scripts", Checker::got("invalid-object-keys", scripts).text("keys", "{NAME: SOURCE}"));
    if (scripts.members().size() > kMaxScripts) {
        return check.error("scripts", Message("invalid-at-most")
                                          .count("max", double(kMaxScripts))
                                          .word("what", "invalid-noun-scripts")
                                          .count("got", double(scripts.members().size())));
    }
    for (const auto& [name, value] : scripts.members()) {
        const std::string path = "scripts." + name;
        if (!isScriptName(name)) {
            check.error(path, Message("invalid-script-name"));
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
        check.error(path + ".script", Message("invalid-script-only"));
        return false;
    }
    if (!script) {
        check.error(path + ".script", Message("invalid-script-required"));
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
            check.error(path + ".script",
                        names.empty()
                            ? Message("invalid-script-missing-none").text("name", def.script.name)
                            : Message("invalid-script-missing").text("name", def.script.name).text("names", names));
            ok = false;
        }
    }
    if (a.find("avoidAgents")) {
        check.error(path + ".avoidAgents", Checker::rule("invalid-rule-script-avoid"));
        ok = false;
    }
    def.params = {};
    def.hasParams = true;
    if (const Json* params = a.find("params")) {
        if (!params->isObject()) {
            check.error(path + ".params", Checker::got("invalid-object-of-numbers", *params));
            return false;
        }
        if (params->members().size() > kMaxScriptParams) {
            check.error(path + ".params", Message("invalid-script-params")
                                              .count("max", double(kMaxScriptParams))
                                              .count("got", double(params->members().size())));
            return false;
        }
        for (const auto& [name, value] : params->members()) {
            const std::string p = path + ".params." + name;
            if (!isScriptName(name)) {
                check.error(p, Message("invalid-param-name"));
                ok = false;
                continue;
            }
            const float v = value.isNumber() ? storedFloat(value.asNumber()) : NAN;
            if (!std::isfinite(v)) {
                check.error(p, Checker::got("invalid-finite-number", value));
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
