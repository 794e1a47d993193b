// Scenario format v1: "regions", crowds described by a count, areas, a goal rule, one agent's settings and a
// seed; read with every rule named by field, expanded into the scenario's first agents, and written back.
#include <algorithm>
#include <cmath>

#include "checker.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/io/scenario.hpp"

namespace sidestep {

namespace {

/// Region keys that are an agent's ("behavior", "radius", ...), read by parseAgentDef as one agent's.
constexpr const char* kAgentKeys[] = {"behavior",    "radius",    "maxSpeed", "maxAccel", "params",
                                      "avoidAgents", "avoidance", "path",     "planner"};

/// A region's start or goal area as files write it, for the errors.
constexpr const char* kAreaShape = "{\"area\": [x0, y0, x1, y1]}";

/// "area": [x0, y0, x1, y1] inside the world, x0 < x1 and y0 < y1, at least one body wide.
bool parseArea(Checker& check, const Json* v, const std::string& path, const Scenario& s, float radius, Area& out) {
    if (!v) return check.error(path, Message("invalid-required-shape").text("shape", "[x0, y0, x1, y1]")), false;
    const auto& items = v->items();
    if (!v->isArray() || items.size() != 4 ||
        !std::all_of(items.begin(), items.end(), [](const Json& n) { return n.isNumber(); })) {
        return check.error(path, Checker::got("invalid-area", *v)), false;
    }
    out = {{storedFloat(items[0].asNumber()), storedFloat(items[1].asNumber())},
           {storedFloat(items[2].asNumber()), storedFloat(items[3].asNumber())}};
    const float w = float(s.grid.width()), h = float(s.grid.height());
    if (!(out.lo.x >= 0.0f && out.lo.y >= 0.0f && out.hi.x <= w && out.hi.y <= h)) {
        return check.error(path, Checker::got("invalid-inside-world", *v)
                                     .text("width", std::to_string(s.grid.width()))
                                     .text("height", std::to_string(s.grid.height()))),
               false;
    }
    if (!(out.hi.x - out.lo.x >= 2.0f * radius && out.hi.y - out.lo.y >= 2.0f * radius)) {
        return check.error(path, Checker::got("invalid-area-size", *v).text("body", formatFloat(2.0f * radius))), false;
    }
    return true;
}

bool parseGoal(Checker& check, const Json* goal, const std::string& path, const Scenario& s, CrowdRegion& r) {
    if (!goal) return check.error(path, Message("invalid-goal-required").text("area", kAreaShape)), false;
    if (goal->isString()) {
        for (GoalRule rule : {GoalRule::Opposite, GoalRule::SameArea}) {
            if (goal->asString() == goalRuleName(rule)) return r.goalRule = rule, true;
        }
    } else if (goal->isObject()) {
        check.onlyKeys(*goal, path, {"area"});
        r.goalRule = GoalRule::Area;
        return parseArea(check, goal->find("area"), path + ".area", s, r.agent.radius, r.goal);
    }
    return check.error(path, Checker::got("invalid-goal-rule", *goal).text("area", kAreaShape)), false;
}

bool parseRegion(Checker& check, const Json& v, const std::string& path, const Scenario& s, CrowdRegion& r) {
    if (!v.isObject()) return check.error(path, Checker::got("invalid-object", v)), false;
    check.onlyKeys(v, path,
                   {"name", "count", "start", "goal", "seed", "behavior", "radius", "maxSpeed", "maxAccel", "params",
                    "avoidAgents", "avoidance", "path", "planner"});
    bool ok = true;
    if (const Json* name = v.find("name"))
        ok = check.string(*name, path + ".name", 48, r.name) && ok;
    else
        r.name = "region " + path.substr(path.find('[') + 1, path.find(']') - path.find('[') - 1);
    double n = 0;
    if (const Json* count = v.find("count"))
        ok = check.integer(*count, path + ".count", 1, double(kMaxAgents), n) && ok;
    else
        ok = false, check.error(path + ".count", Message("invalid-count-required").count("max", double(kMaxAgents)));
    r.count = uint32_t(n);
    if (const Json* seed = v.find("seed"); seed && check.integer(*seed, path + ".seed", 0, 9007199254740991.0, n))
        r.seed = uint64_t(n);
    else
        ok = ok && !seed;
    // The agent's settings, read as one agent of "agents" (same rules, same errors), at a placeholder start.
    Json agent = Json::object();
    for (const char* key : kAgentKeys) {
        if (const Json* field = v.find(key)) agent.set(key, *field);
    }
    agent.set("start", pointToJson({0.0f, 0.0f})).set("goal", pointToJson({0.0f, 0.0f}));
    if (!parseAgentDef(check, agent, path, &s, r.agent)) return false;
    if (kindOf(r.agent.behavior) == AgentKind::Grid) {
        return check.error(path + ".behavior",
                           Message("invalid-region-grid").text("behavior", behaviorName(r.agent.behavior))),
               false;
    }
    const Json* start = v.find("start");
    if (start && !start->isObject())
        return check.error(path + ".start", Checker::got("invalid-shape", *start).text("shape", kAreaShape)), false;
    if (start) check.onlyKeys(*start, path + ".start", {"area"});
    ok =
        parseArea(check, start ? start->find("area") : nullptr, path + ".start.area", s, r.agent.radius, r.start) && ok;
    return parseGoal(check, v.find("goal"), path + ".goal", s, r) && ok;
}

}  // namespace

void parseRegions(Checker& check, const Json& regions, Scenario& s) {
    if (!regions.isArray()) return check.error("regions", Checker::got("invalid-array", regions));
    if (regions.items().size() > kMaxRegions) {
        return check.error("regions", Message("invalid-at-most")
                                          .count("max", double(kMaxRegions))
                                          .word("what", "invalid-noun-regions")
                                          .count("got", double(regions.items().size())));
    }
    uint64_t total = 0;
    for (size_t k = 0; k < regions.items().size(); ++k) {
        CrowdRegion r;
        if (!parseRegion(check, regions.items()[k], "regions[" + std::to_string(k) + "]", s, r)) continue;
        total += r.count;
        s.regions.push_back(std::move(r));
    }
    if (total > uint64_t(kMaxAgents)) {
        return check.error(
            "regions", Message("invalid-regions-total").count("total", double(total)).count("max", double(kMaxAgents)));
    }
    if (check.count() > 0) return;
    const RegionShortfall shortfall = expandRegions(s.grid, s.circles, s.regions, s.agents);
    if (shortfall.region < 0) return;
    const CrowdRegion& r = s.regions[size_t(shortfall.region)];
    const std::string path = "regions[" + std::to_string(shortfall.region) + "]";
    if (shortfall.goal) {
        check.error(path + ".goal.area", Message("invalid-region-goal")
                                             .count("agent", double(shortfall.agent + 1))
                                             .count("tries", double(kPlacementTries)));
    } else {
        check.error(path + ".count", Message("invalid-region-placed")
                                         .count("placed", double(shortfall.placed))
                                         .count("count", double(r.count))
                                         .count("tries", double(kPlacementTries))
                                         .text("radius", formatFloat(r.agent.radius)));
    }
}

Json regionToJson(const CrowdRegion& r) {
    Json out = Json::object();
    out.set("name", Json::string(r.name));
    out.set("count", Json::number(double(r.count)));
    out.set("seed", Json::number(double(r.seed)));
    auto area = [](const Area& a) {
        return Json::object().set("area", Json::array()
                                              .push(Json::fromFloat(a.lo.x))
                                              .push(Json::fromFloat(a.lo.y))
                                              .push(Json::fromFloat(a.hi.x))
                                              .push(Json::fromFloat(a.hi.y)));
    };
    out.set("start", area(r.start));
    out.set("goal", r.goalRule == GoalRule::Area ? area(r.goal) : Json::string(goalRuleName(r.goalRule)));
    const Json agent = agentToJson(r.agent);
    for (const auto& [key, value] : agent.members()) {
        if (key != "name" && key != "start" && key != "goal") out.set(key, value);
    }
    return out;
}

}  // namespace sidestep
