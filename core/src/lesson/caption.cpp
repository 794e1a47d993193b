// A lesson's caption with its numbers filled in from the world's records ({step}, {run.collisions},
// {east.emergency:1}, ...) and its live settings ({runner.rayLength:drag}): the words a checkpoint shows are
// the core's, never typed into the lesson. A task's measure reads the same values as numbers.
#include <cmath>
#include <cstdlib>
#include <string>

#include "../explain/format.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/lesson/lesson.hpp"
#include "sidestep/world/run_totals.hpp"
#include "sidestep/world/series.hpp"

namespace sidestep {
namespace {

constexpr const char* kAgentFields[] = {"x",        "y",       "goalX", "goalY", "collisions",
                                        "contacts", "returns", "steps", "path",  "status"};

/// The agent a placeholder names: its name, else its index; -1 when none.
int32_t findAgent(const World& world, const std::string& who) {
    const auto& names = world.agentNames();
    for (size_t i = 0; i < names.size(); ++i)
        if (names[i] == who) return int32_t(i);
    if (!who.empty() && who.size() <= 6 && who.find_first_not_of("0123456789") == std::string::npos) {
        const long i = std::strtol(who.c_str(), nullptr, 10);
        if (i >= 0 && size_t(i) < world.agents().size()) return int32_t(i);
    }
    return -1;
}

/// The names of the values agent i offers, for an error message.
std::string valuesOf(const Agent& a) {
    std::string out;
    const ChannelList& list = seriesChannels(a.behavior);
    for (uint32_t c = 0; c < list.count; ++c) out += std::string(out.empty() ? "" : ", ") + list.channels[c].name;
    for (const char* f : kAgentFields) out += std::string(", ") + f;
    return out;
}

/// Agent i's number `field`: a chart value or a position, length or count (`whole`: a count). False when the
/// agent has no such number.
bool agentNumber(const World& world, int32_t i, const std::string& field, double& v, bool& whole) {
    const Agent& a = world.agents()[size_t(i)];
    whole = false;
    const ChannelList& list = seriesChannels(a.behavior);
    for (uint32_t c = 0; c < list.count; ++c) {
        if (field != list.channels[c].name) continue;
        return v = sampleAgent(world, i).value[c], true;
    }
    if (field == "x") return v = a.position.x, true;
    if (field == "y") return v = a.position.y, true;
    if (field == "goalX") return v = a.goal.x, true;
    if (field == "goalY") return v = a.goal.y, true;
    if (field == "path") return v = a.pathLength, true;
    whole = true;
    if (field == "collisions") return v = a.collisions, true;
    if (field == "contacts") return v = a.agentContacts, true;
    if (field == "returns") return v = a.returns, true;
    if (field == "steps") return v = a.steps, true;
    return false;
}

/// The spec of agent i's number setting `name` (its behaviour's, else its agent avoidance's), with its value.
const ParamSpec* numberSetting(const World& world, int32_t i, const std::string& name, CaptionLive& out) {
    const Agent& a = world.agents()[size_t(i)];
    const std::vector<ParamSpec>& own = paramsOf(a.behavior);
    for (size_t k = 0; k < own.size(); ++k) {
        if (name != own[k].name) continue;
        out.value = a.params[k];
        return &own[k];
    }
    if (a.kind != AgentKind::Continuous || a.behavior == Behavior::Orca) return nullptr;
    const std::vector<ParamSpec>& avoidance = avoidanceParamSpecs();
    for (size_t k = 0; k < avoidance.size(); ++k) {
        if (name != avoidance[k].name) continue;
        out.value = a.avoidance[k];
        out.avoidance = true;
        return &avoidance[k];
    }
    return nullptr;
}

/// `{A.S:drag}`: agent i's setting S as a live part; an error (without its path) when it is no number setting of the
/// agent's.
bool liveSetting(const World& world, int32_t i, const std::string& who, const std::string& name, CaptionPart& part,
                 Message& error) {
    CaptionLive& live = part.setting;
    const ParamSpec* spec = numberSetting(world, i, name, live);
    const Agent& a = world.agents()[size_t(i)];
    if (!spec) {
        std::string names;
        for (const ParamSpec& p : paramsOf(a.behavior))
            if (p.type == ParamType::Int || p.type == ParamType::Float)
                names += (names.empty() ? "" : ", ") + std::string(p.name);
        error = Message(names.empty() ? "invalid-caption-no-setting-none" : "invalid-caption-no-setting");
        error.text("who", who).text("behavior", behaviorName(a.behavior)).text("name", name).text("names", names);
        return false;
    }
    if (spec->type != ParamType::Int && spec->type != ParamType::Float)
        return error = std::move(Message("invalid-caption-not-number").text("name", name)), false;
    live.agent = i;
    live.setting = name;
    live.integer = spec->type == ParamType::Int;
    live.min = spec->min;
    live.max = spec->max;
    part.live = true;
    part.text = explain::fixed(live.value, live.integer ? 0 : 2);
    return true;
}

/// One placeholder's part (the text between the braces); an error message (without its path, the placeholder) when
/// it names nothing.
bool fillOne(const World& world, const std::string& inner, CaptionPart& part, Message& error) {
    std::string name = inner;
    std::string& out = part.text;
    int digits = 2;
    bool drag = false;
    if (const size_t colon = inner.find(':'); colon != std::string::npos) {
        name = inner.substr(0, colon);
        const std::string d = inner.substr(colon + 1);
        drag = d == "drag";
        if (!drag && (d.size() != 1 || d[0] < '0' || d[0] > '6'))
            return error = Message("invalid-caption-decimals"), false;
        if (!drag) digits = d[0] - '0';
    }
    // A number the page writes in the reader's digits: `value` with `d` decimals (a count: a whole number), `out`
    // its English.
    const auto number = [&](double value, int d, bool count) {
        part.number = true, part.value = value, part.digits = count ? 0 : d;
        out = count ? std::to_string(uint64_t(value)) : explain::fixed(value, d);
        return true;
    };
    if (!drag && name == "step") return number(double(world.stepCount()), 0, true);
    if (!drag && name == "time") return number(double(world.stepCount()) * world.config().dt, digits, false);
    if (name.rfind("run.", 0) == 0 && !drag) {
        const RunTotals t = runTotals(world);
        const std::string f = name.substr(4);
        if (f == "collisions") return number(double(t.collisions), 0, true);
        if (f == "contacts") return number(double(t.agentContacts), 0, true);
        if (f == "arrivals") return number(double(t.reached), 0, true);
        return error = Message("invalid-caption-run"), false;
    }
    const size_t dot = name.rfind('.');
    if (dot == std::string::npos || dot == 0 || dot + 1 == name.size())
        return error = Message("invalid-caption-form"), false;
    const std::string who = name.substr(0, dot), field = name.substr(dot + 1);
    const int32_t i = findAgent(world, who);
    if (i < 0) return error = std::move(Message("invalid-caption-no-agent").text("who", who)), false;
    if (drag) return liveSetting(world, i, who, field, part, error);
    const Agent& a = world.agents()[size_t(i)];
    if (field == "status") return part.status = out = stopReasonName(a.stop), true;
    double v = 0;
    bool whole = false;
    if (agentNumber(world, i, field, v, whole)) {
        if (!whole && !std::isfinite(v)) return out = "—", true;
        return number(v, digits, whole);
    }
    error = Message("invalid-caption-values").text("who", who);
    error.text("behavior", behaviorName(a.behavior)).text("values", valuesOf(a));
    return false;
}

/// Adds plain text to the fill (joined to the last part when it is plain too).
void addText(CaptionFill& fill, const std::string& text) {
    fill.text += text;
    if (!fill.parts.empty() && fill.parts.back().plain())
        fill.parts.back().text += text;
    else
        fill.parts.emplace_back().text = text;
}

/// Adds an error: its message and its English.
void addError(CaptionFill& fill, Message why) {
    fill.errors.push_back(englishError(why));
    fill.messages.push_back(std::move(why));
}

}  // namespace

CaptionFill fillCaption(const World& world, std::string_view caption) {
    CaptionFill fill;
    fill.text.reserve(caption.size() + 32);
    for (size_t i = 0; i < caption.size(); ++i) {
        const char c = caption[i];
        if ((c == '{' || c == '}') && i + 1 < caption.size() && caption[i + 1] == c) {
            addText(fill, std::string(1, c)), ++i;
            continue;
        }
        if (c == '}') {
            addError(fill, Message("invalid-caption-unopened"));
            continue;
        }
        if (c != '{') {
            addText(fill, std::string(1, c));
            continue;
        }
        const size_t end = caption.find('}', i + 1);
        if (end == std::string_view::npos || end - i > 80) {
            addError(fill, Message("invalid-caption-unclosed"));
            addText(fill, "{");
            continue;
        }
        CaptionPart part;
        Message error;
        const std::string inner(caption.substr(i + 1, end - i - 1));
        if (!fillOne(world, inner, part, error)) {
            addError(fill, std::move(error.text("path", "{" + inner + "}"))), addText(fill, "?");
        } else if (!part.plain()) {  // a live setting, a number, a status: a part of its own
            fill.text += part.text;
            fill.parts.push_back(std::move(part));
        } else {
            addText(fill, part.text);
        }
        i = end;
    }
    return fill;
}

bool measureValue(const World& world, const std::string& name, double& out, Message& why) {
    if (name == "step") return out = world.stepCount(), true;
    if (name == "time") return out = double(world.stepCount()) * world.config().dt, true;
    if (name.rfind("run.", 0) == 0) {
        const RunTotals t = runTotals(world);
        const std::string f = name.substr(4);
        if (f == "collisions") return out = t.collisions, true;
        if (f == "contacts") return out = t.agentContacts, true;
        if (f == "arrivals") return out = t.reached, true;
        return why = std::move(Message("task-measure-run").text("name", name)), false;
    }
    const size_t dot = name.rfind('.');
    if (dot == std::string::npos || dot == 0 || dot + 1 == name.size())
        return why = std::move(Message("task-measure-form").text("name", name)), false;
    const std::string who = name.substr(0, dot), field = name.substr(dot + 1);
    const int32_t i = findAgent(world, who);
    if (i < 0) return why = std::move(Message("task-measure-no-agent").text("name", name).text("who", who)), false;
    bool whole = false;
    if (agentNumber(world, i, field, out, whole)) return true;
    const Agent& a = world.agents()[size_t(i)];
    why = std::move(Message("task-measure-numbers")
                        .text("name", name)
                        .text("who", who)
                        .text("behavior", behaviorName(a.behavior))
                        .text("numbers", valuesOf(a).substr(0, valuesOf(a).rfind(", status"))));
    return false;
}

}  // namespace sidestep
