#pragma once
// Internal to the scenario parser: collects validation errors with their field paths and checks the
// common shapes (numbers in ranges, integers, strings, booleans, points).
#include <cmath>
#include <initializer_list>
#include <string>
#include <vector>

#include "sidestep/behaviors/params.hpp"
#include "sidestep/explain/message.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/io/json_message.hpp"  // a file that is not JSON: jsonErrorMessage
#include "sidestep/io/plural.hpp"
#include "sidestep/io/scenario.hpp"

namespace sidestep {

/// Collects errors with their field paths, in English and (with `messages`) as message ids with their arguments,
/// one per error, for the page to word (docs/languages.md). (Numbers are stored with storedFloat() from
/// io/json.hpp.)
class Checker {
public:
    explicit Checker(std::vector<std::string>& errors, std::vector<Message>* messages = nullptr)
        : errors_(errors), messages_(messages) {}

    /// An error in English only (its message has no id: the page shows the English).
    void error(const std::string& path, const std::string& rule) { add(path + ": " + rule, Message()); }
    /// An error worded by message `rule` (en.ftl's English here); the path is its argument "path".
    void error(const std::string& path, Message rule);
    /// An error worded elsewhere (another catalogue's message, or another checker's error under a field of this
    /// file): its English and its message (an empty id: English only).
    void report(std::string text, Message message) { add(std::move(text), std::move(message)); }
    size_t count() const { return count_; }
    /// Counts `n` errors found by another checker and not kept (its "... and N more errors", relayed): finish()
    /// tells them with this checker's own.
    void leftOut(size_t n) { count_ += n; }
    void finish() {
        if (count_ > errors_.size()) {
            Message more = Message("invalid-more").count("n", double(count_ - errors_.size()));
            std::string text = englishError(more);
            push(std::move(text), std::move(more));
        }
    }

    /// Errors for every key of obj that is not in allowed.
    void onlyKeys(const Json& obj, const std::string& path, std::initializer_list<const char*> allowed) {
        for (const auto& [key, value] : obj.members()) {
            bool known = false;
            for (const char* k : allowed) known = known || key == k;
            if (!known) error(join(path, key), Message("invalid-unknown-key"));
        }
    }

    static std::string join(const std::string& path, const std::string& key) {
        return path.empty() ? key : path + "." + key;
    }

    /// Adds argument "got": the value as the file writes it (describe), shown as it is in every language, or, for an
    /// object, an array holding one and an array of more than four items, a word the catalogue translates
    /// (invalid-got-object, invalid-got-array, invalid-got-items with the count as its own argument "items").
    static Message gotArg(Message m, const Json& v);
    /// Message `id` with the value as the file writes it (its argument "got").
    static Message got(const char* id, const Json& v) { return gotArg(Message(id), v); }

    /// "must be \"a\", \"b\" or \"c\", got v" (invalid-either3: the three names as files write them).
    static Message either3(const Json& v, const char* a, const char* b, const char* c) {
        return got("invalid-either3", v).text("a", a).text("b", b).text("c", c);
    }
    /// "RULE; remove it" (invalid-rule-remove; `rule` a message id such as invalid-rule-grid-avoid, the World's own
    /// words for the refusal).
    static Message rule(const char* rule) { return Message("invalid-rule-remove").word("rule", rule); }
    /// "must have at least `min` `noun`" (invalid-at-least; `noun` a message id such as invalid-noun-points).
    static Message atLeast(double min, const char* noun) {
        return Message("invalid-at-least").count("min", min).word("what", noun);
    }

    /// The value as the file writes it, in English: a number, a text (its first 40 characters), true, false, null,
    /// an array of at most four of them, else "an object", "an array" (it holds one) or "an array of N" (N > 4).
    static std::string describe(const Json& v);

    /// "1e999 is out of range" for a number too large for a double (`rule`: the message of the range, without
    /// "got"); true when it was one.
    bool outOfRange(const Json& v, const std::string& path, Message rule) {
        if (!v.isNumber() || std::isfinite(v.asNumber())) return false;
        rule.id += "-out-of-range";
        error(path, std::move(rule.text("got", v.literal())));
        return true;
    }

    /// A number in [lo, hi] (lo excluded when loOpen); writes it to out when valid.
    bool number(const Json& v, const std::string& path, double lo, double hi, bool loOpen, double& out) {
        const bool ok = v.isNumber() && (loOpen ? v.asNumber() > lo : v.asNumber() >= lo) && v.asNumber() <= hi;
        if (!ok) {
            const Message rule =
                Message("invalid-number")
                    .text("range", (loOpen ? "(" : "[") + formatNumber(lo) + ", " + formatNumber(hi) + "]");
            if (!outOfRange(v, path, rule)) error(path, gotArg(rule, v));
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
            const Message rule =
                Message("invalid-number").text("range", "[" + formatFloat(lo) + ", " + formatFloat(hi) + "]");
            if (!outOfRange(v, path, rule)) error(path, gotArg(rule, v));
            return false;
        }
        out = f;
        return true;
    }

    bool integer(const Json& v, const std::string& path, double lo, double hi, double& out) {
        const bool ok =
            v.isNumber() && v.asNumber() == std::floor(v.asNumber()) && v.asNumber() >= lo && v.asNumber() <= hi;
        if (!ok) {
            const Message rule = Message("invalid-integer").text("lo", formatNumber(lo)).text("hi", formatNumber(hi));
            if (!outOfRange(v, path, rule)) error(path, gotArg(rule, v));
            return false;
        }
        out = v.asNumber();
        return true;
    }

    bool string(const Json& v, const std::string& path, size_t maxLength, std::string& out) {
        if (!v.isString()) {
            error(path, got("invalid-string", v));
            return false;
        }
        if (v.asString().size() > maxLength) {
            error(path, Message("invalid-too-long")
                            .count("max", double(maxLength))
                            .count("bytes", double(v.asString().size())));
            return false;
        }
        out = v.asString();
        return true;
    }

    bool boolean(const Json& v, const std::string& path, bool& out) {
        if (!v.isBool()) {
            error(path, got("invalid-boolean", v));
            return false;
        }
        out = v.asBool();
        return true;
    }

    /// [x, y] of numbers that are finite as floats.
    bool point(const Json& v, const std::string& path, Vec2& out) {
        if (!v.isArray() || v.items().size() != 2 || !v.items()[0].isNumber() || !v.items()[1].isNumber()) {
            error(path, got("invalid-point", v));
            return false;
        }
        out = {storedFloat(v.items()[0].asNumber()), storedFloat(v.items()[1].asNumber())};
        if (!std::isfinite(out.x) || !std::isfinite(out.y)) {
            error(path, got("invalid-point-float", v));
            return false;
        }
        return true;
    }

private:
    void add(std::string text, Message message) {
        ++count_;
        if (errors_.size() < kMaxScenarioErrors) push(std::move(text), std::move(message));
    }
    /// Keeps `messages` one per error (an error pushed by others has an empty message).
    void push(std::string text, Message message) {
        errors_.push_back(std::move(text));
        if (!messages_) return;
        messages_->resize(errors_.size() - 1);
        messages_->push_back(std::move(message));
    }

    std::vector<std::string>& errors_;
    std::vector<Message>* messages_;
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

/// A setting's value as files write it: a number, true or false, or a choice's name (up to 32 bytes); the rule's
/// error is invalid-setting-value.
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
