// A lesson's caption with its numbers filled in from the world's records ({step}, {run.collisions},
// {east.emergency:1}, ...): the words a checkpoint shows are the core's, never typed into the lesson.
#include <cmath>
#include <cstdlib>
#include <string>

#include "../explain/format.hpp"
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

/// Agent i's value `field` with `digits` decimals; false when it has no such value.
bool agentValue(const World& world, int32_t i, const std::string& field, int digits, std::string& out) {
    const Agent& a = world.agents()[size_t(i)];
    const auto num = [&](double v) { out = std::isfinite(v) ? explain::fixed(v, digits) : "—"; };
    const ChannelList& list = seriesChannels(a.behavior);
    for (uint32_t c = 0; c < list.count; ++c) {
        if (field != list.channels[c].name) continue;
        return num(sampleAgent(world, i).value[c]), true;
    }
    if (field == "x") return num(a.position.x), true;
    if (field == "y") return num(a.position.y), true;
    if (field == "goalX") return num(a.goal.x), true;
    if (field == "goalY") return num(a.goal.y), true;
    if (field == "path") return num(a.pathLength), true;
    if (field == "collisions") return out = std::to_string(a.collisions), true;
    if (field == "contacts") return out = std::to_string(a.agentContacts), true;
    if (field == "returns") return out = std::to_string(a.returns), true;
    if (field == "steps") return out = std::to_string(a.steps), true;
    if (field == "status") return out = stopReasonName(a.stop), true;
    return false;
}

/// One placeholder's text (the part between the braces); an error message when it names nothing.
bool fillOne(const World& world, const std::string& inner, std::string& out, std::string& error) {
    std::string name = inner;
    int digits = 2;
    if (const size_t colon = inner.find(':'); colon != std::string::npos) {
        name = inner.substr(0, colon);
        const std::string d = inner.substr(colon + 1);
        if (d.size() != 1 || d[0] < '0' || d[0] > '6')
            return error = "{" + inner + "}: decimals after ':' must be a digit 0..6", false;
        digits = d[0] - '0';
    }
    if (name == "step") return out = std::to_string(world.stepCount()), true;
    if (name == "time") return out = explain::fixed(double(world.stepCount()) * world.config().dt, digits), true;
    if (name.rfind("run.", 0) == 0) {
        const RunTotals t = runTotals(world);
        const std::string f = name.substr(4);
        if (f == "collisions") return out = std::to_string(t.collisions), true;
        if (f == "contacts") return out = std::to_string(t.agentContacts), true;
        if (f == "arrivals") return out = std::to_string(t.reached), true;
        return error = "{" + inner + "}: the run's values are collisions, contacts, arrivals", false;
    }
    const size_t dot = name.rfind('.');
    if (dot == std::string::npos || dot == 0 || dot + 1 == name.size())
        return error = "{" + inner + "}: use {step}, {time}, {run.VALUE} or {AGENT.VALUE}", false;
    const std::string who = name.substr(0, dot), field = name.substr(dot + 1);
    const int32_t i = findAgent(world, who);
    if (i < 0) return error = "{" + inner + "}: no agent named or numbered \"" + who + "\"", false;
    if (agentValue(world, i, field, digits, out)) return true;
    const Agent& a = world.agents()[size_t(i)];
    return error = "{" + inner + "}: " + who + " is a " + behaviorName(a.behavior) + " agent, whose values are " +
                   valuesOf(a),
           false;
}

}  // namespace

CaptionFill fillCaption(const World& world, std::string_view caption) {
    CaptionFill fill;
    std::string& out = fill.text;
    out.reserve(caption.size() + 32);
    for (size_t i = 0; i < caption.size(); ++i) {
        const char c = caption[i];
        if ((c == '{' || c == '}') && i + 1 < caption.size() && caption[i + 1] == c) {
            out += c, ++i;
            continue;
        }
        if (c == '}') {
            fill.errors.push_back("a '}' without its '{' (write }} for a brace)");
            continue;
        }
        if (c != '{') {
            out += c;
            continue;
        }
        const size_t end = caption.find('}', i + 1);
        if (end == std::string_view::npos || end - i > 80) {
            fill.errors.push_back("a '{' without its '}' (write {{ for a brace)");
            out += c;
            continue;
        }
        std::string value, error;
        if (fillOne(world, std::string(caption.substr(i + 1, end - i - 1)), value, error))
            out += value;
        else
            fill.errors.push_back(error), out += "?";
        i = end;
    }
    return fill;
}

}  // namespace sidestep
