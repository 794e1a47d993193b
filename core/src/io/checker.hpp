#pragma once
// Internal to the scenario parser: collects validation errors with their field paths and checks the
// common shapes (numbers in ranges, integers, strings, booleans, points).
#include <cmath>
#include <initializer_list>
#include <string>
#include <vector>

#include "sidestep/behaviors/params.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/io/plural.hpp"
#include "sidestep/io/scenario.hpp"

namespace sidestep {

/// Collects errors with their field paths. (Numbers are stored with storedFloat() from io/json.hpp.)
class Checker {
public:
    explicit Checker(std::vector<std::string>& errors) : errors_(errors) {}

    void error(const std::string& path, const std::string& rule) {
        ++count_;
        if (errors_.size() < kMaxScenarioErrors) errors_.push_back(path + ": " + rule);
    }
    size_t count() const { return count_; }
    void finish() {
        if (count_ > errors_.size()) {
            errors_.push_back("... and " + plural(count_ - errors_.size(), "more error", "more errors"));
        }
    }

    /// Errors for every key of obj that is not in allowed.
    void onlyKeys(const Json& obj, const std::string& path, std::initializer_list<const char*> allowed) {
        for (const auto& [key, value] : obj.members()) {
            bool known = false;
            for (const char* k : allowed) known = known || key == k;
            if (!known) error(join(path, key), "unknown key");
        }
    }

    static std::string join(const std::string& path, const std::string& key) {
        return path.empty() ? key : path + "." + key;
    }

    static std::string describe(const Json& v) {
        switch (v.type()) {
            case Json::Type::Null:
                return "null";
            case Json::Type::Bool:
                return v.asBool() ? "true" : "false";
            case Json::Type::Number:
                return std::isfinite(v.asNumber()) ? formatNumber(v.asNumber()) : v.literal();
            case Json::Type::String: {
                std::string s = v.asString().substr(0, 40);
                return "\"" + s + (v.asString().size() > 40 ? "...\"" : "\"");
            }
            case Json::Type::Array: {
                if (v.items().size() > 4) return "an array of " + std::to_string(v.items().size());
                std::string out = "[";
                for (size_t i = 0; i < v.items().size(); ++i) {
                    if (v.items()[i].isArray() || v.items()[i].isObject()) return "an array";
                    out += (i ? ", " : "") + describe(v.items()[i]);
                }
                return out + "]";
            }
            case Json::Type::Object:
                return "an object";
        }
        return "?";
    }

    /// "1e999 is out of range" for a number too large for a double; true when it was one.
    bool outOfRange(const Json& v, const std::string& path, const std::string& rule) {
        if (!v.isNumber() || std::isfinite(v.asNumber())) return false;
        error(path, v.literal() + " is out of range: " + rule);
        return true;
    }

    /// A number in [lo, hi] (lo excluded when loOpen); writes it to out when valid.
    bool number(const Json& v, const std::string& path, double lo, double hi, bool loOpen, double& out) {
        const bool ok = v.isNumber() && (loOpen ? v.asNumber() > lo : v.asNumber() >= lo) && v.asNumber() <= hi;
        if (!ok) {
            if (outOfRange(v, path,
                           std::string("must be a number in ") + (loOpen ? "(" : "[") + formatNumber(lo) + ", " +
                               formatNumber(hi) + "]")) {
                return false;
            }
            error(path, std::string("must be a number in ") + (loOpen ? "(" : "[") + formatNumber(lo) + ", " +
                            formatNumber(hi) + "], got " + describe(v));
            return false;
        }
        out = v.asNumber();
        return true;
    }

    /// A number the world stores as a float: checked after rounding to float, as the run will see it, so a
    /// value that passes is the value that runs (1e-300 does not pass as a radius and vanish as 0).
    bool real(const Json& v, const std::string& path, float lo, float hi, float& out) {
        const float f = v.isNumber() ? storedFloat(v.asNumber()) : 0.0f;
        if (!v.isNumber() || !std::isfinite(f) || f < lo || f > hi) {
            const std::string rule = "must be a number in [" + formatFloat(lo) + ", " + formatFloat(hi) + "]";
            if (!outOfRange(v, path, rule)) error(path, rule + ", got " + describe(v));
            return false;
        }
        out = f;
        return true;
    }

    bool integer(const Json& v, const std::string& path, double lo, double hi, double& out) {
        const bool ok =
            v.isNumber() && v.asNumber() == std::floor(v.asNumber()) && v.asNumber() >= lo && v.asNumber() <= hi;
        if (!ok) {
            if (outOfRange(v, path, "must be an integer " + formatNumber(lo) + ".." + formatNumber(hi))) return false;
            error(path, "must be an integer " + formatNumber(lo) + ".." + formatNumber(hi) + ", got " + describe(v));
            return false;
        }
        out = v.asNumber();
        return true;
    }

    bool string(const Json& v, const std::string& path, size_t maxLength, std::string& out) {
        if (!v.isString()) {
            error(path, "must be a string, got " + describe(v));
            return false;
        }
        if (v.asString().size() > maxLength) {
            error(path, "must be at most " + std::to_string(maxLength) + " bytes, got " +
                            std::to_string(v.asString().size()));
            return false;
        }
        out = v.asString();
        return true;
    }

    bool boolean(const Json& v, const std::string& path, bool& out) {
        if (!v.isBool()) {
            error(path, "must be true or false, got " + describe(v));
            return false;
        }
        out = v.asBool();
        return true;
    }

    /// [x, y] of numbers that are finite as floats.
    bool point(const Json& v, const std::string& path, Vec2& out) {
        if (!v.isArray() || v.items().size() != 2 || !v.items()[0].isNumber() || !v.items()[1].isNumber()) {
            error(path, "must be [x, y], two numbers, got " + describe(v));
            return false;
        }
        out = {storedFloat(v.items()[0].asNumber()), storedFloat(v.items()[1].asNumber())};
        if (!std::isfinite(out.x) || !std::isfinite(out.y)) {
            error(path, "must be [x, y], two numbers within the range of a float, got " + describe(v));
            return false;
        }
        return true;
    }

private:
    std::vector<std::string>& errors_;
    size_t count_ = 0;
};

/// "world": the grid (or world.map, a bundled map's name), circles, paths, targets, terrain and wallHeight.
void parseWorld(Checker& check, const Json& world, Scenario& s);
/// A list of [x, y] points (at most maxCount, each within twice the largest grid side of the origin).
void parsePoints(Checker& check, const Json& list, const std::string& path, size_t maxCount, std::vector<Vec2>& out);
/// One agent object as in "agents"; with `scene`, its cells and path are checked against that scene
/// (without, the World checks them when the agent is added). False when it has errors.
bool parseAgentDef(Checker& check, const Json& agent, const std::string& path, const Scenario* scene, AgentDef& out);
/// A settings table (params or avoidance) as an object by name, as files write it.
Json settingsToJson(const std::vector<ParamSpec>& specs, const float* values);
/// One agent as "agents" writes it.
Json agentToJson(const AgentDef& agent);
Json pointToJson(Vec2 p);
/// One edit; `timed`: a history entry with its "step". False when it has errors.
bool parseEdit(Checker& check, const Json& edit, const std::string& path, bool timed, TimedEdit& out);
/// "history": the entries in order, steps never decreasing.
void parseHistory(Checker& check, const Json& history, Scenario& s);
/// Applies the history to the scenario's world in order (no stepping), naming the first edit that fails.
void checkHistory(Checker& check, const Scenario& s);

/// A setting's value as files write it: a number, true or false, or a choice's name (up to 32 bytes).
inline constexpr const char* kSettingValueRule = "must be a number, true or false, or a choice's name";
bool settingValueFromJson(const Json& v, SettingValue& out);
Json settingValueToJson(const SettingValue& v);

/// "scripts": {NAME: SOURCE}, names and sizes checked (compiling is the embedding's: see `validate`).
void parseScripts(Checker& check, const Json& scripts, Scenario& s);
Json scriptsToJson(const std::vector<ScriptSource>& scripts);
/// A script agent's "script" (with `scene`, one of its scripts) and its free "params"; for other agents, that
/// they name no script. False when it has errors.
bool parseScriptAgent(Checker& check, const Json& agent, const std::string& path, const Scenario* scene, AgentDef& out);
/// An agent's "planner": "none", "grid" or "any-angle" (continuous agents that are not scripts). False on error.
bool parsePlanner(Checker& check, const Json& agent, const std::string& path, AgentDef& out);
/// "sim.offRoute": how far off its leg an agent following a route may be pushed before it plans again.
void parseOffRoute(Checker& check, const Json& sim, Scenario& s);
/// A script agent's params as an object by name.
Json scriptParamsToJson(const AgentDef& agent);

/// "compare": 2..4 variants of the scene, each {label, agents: "all" | [indices], behavior?, params?};
/// each is checked by building it.
void parseCompare(Checker& check, const Json& compare, Scenario& s);
Json compareToJson(const std::vector<Variant>& compare);

/// "regions": each region read by field (an agent's settings as "agents" reads them), then all expanded into
/// the scenario's first agents; a region that cannot be placed whole is an error naming its count or goal.
void parseRegions(Checker& check, const Json& regions, Scenario& s);
/// One region as "regions" writes it.
Json regionToJson(const CrowdRegion& region);

}  // namespace sidestep
