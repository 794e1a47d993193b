// The quality suite's scenes and variants, all generated from fixed seeds.
#include "sidestep/quality/suite.hpp"

#include <cmath>

#include "sidestep/behaviors/params.hpp"
#include "sidestep/behaviors/registry.hpp"
#include "sidestep/geometry/step_distance.hpp"
#include "sidestep/geometry/trig.hpp"
#include "sidestep/world/random.hpp"

namespace sidestep {

namespace {

constexpr float kRadius = 0.4f;    // every agent's body radius, world units
constexpr float kSpeed = 3.0f;     // max speed, world units / s
constexpr uint32_t kSteps = 3000;  // 60 s at dt 0.02

AgentDef agent(const std::string& name, Vec2 start, Vec2 goal, float speed = kSpeed) {
    AgentDef d;
    d.name = name;
    d.start = start;
    d.goal = goal;
    d.radius = kRadius;
    d.maxSpeed = speed;
    return d;
}

QualityScene scene(const std::string& name, const std::string& family, int32_t w, int32_t h) {
    QualityScene s;
    s.name = name;
    s.family = family;
    s.scenario.title = name;
    s.scenario.grid = Grid(w, h);
    s.scenario.sim.maxSteps = kSteps;
    return s;
}

void wall(Grid& g, int32_t x0, int32_t y0, int32_t x1, int32_t y1) {
    for (int32_t y = y0; y <= y1; ++y)
        for (int32_t x = x0; x <= x1; ++x) g.set(x, y, true);
}

/// A field of circles between the agent's start and goal, none covering either.
QualityScene field(const char* density, int32_t count, uint64_t seed) {
    QualityScene s = scene(std::string("field-") + density + "-" + std::to_string(seed), "fields", 32, 18);
    Random rng(seed * 7919 + uint64_t(count));
    const Vec2 start{2.0f, rng.uniform(4.0f, 14.0f)}, goal{30.0f, rng.uniform(4.0f, 14.0f)};
    for (int32_t tries = 0; int32_t(s.scenario.circles.size()) < count && tries < 2000; ++tries) {
        const Circle c{{rng.uniform(6.0f, 26.0f), rng.uniform(1.0f, 17.0f)}, rng.uniform(0.4f, 1.3f)};
        bool clear = glm::length(c.center - start) > c.radius + 2.0f && glm::length(c.center - goal) > c.radius + 2.0f;
        for (const Circle& o : s.scenario.circles)
            clear = clear && glm::length(c.center - o.center) > c.radius + o.radius + 0.2f;
        if (clear) s.scenario.circles.push_back(c);
    }
    s.scenario.agents.push_back(agent("a", start, goal));
    return s;
}

/// A 3 x 3 block of cells on the way, its centre `offset` units to the side of the straight line.
QualityScene block(float offset, int32_t k) {
    QualityScene s = scene("block-" + std::to_string(k), "blocks", 32, 18);
    wall(s.scenario.grid, 14, 8, 16, 10);  // centre (15.5, 9.5)
    const float y = 9.5f - offset;
    s.scenario.agents.push_back(agent("a", {3.0f, y}, {29.0f, y}));
    return s;
}

/// A 40 x 30 grid with 12 % of its cells blocked at random (seeded), crossed from the left to the right
/// between two cleared 3 x 3 patches; drawn again until a 4-connected path of free cells joins them (a
/// corridor one cell wide fits the body).
QualityScene randomGrid(uint64_t seed) {
    QualityScene s = scene("cells-" + std::to_string(seed), "blocks", 40, 30);
    Random rng(seed * 104729);
    StepDistance paths;
    for (;;) {
        Grid g(40, 30);
        for (int32_t y = 0; y < 30; ++y)
            for (int32_t x = 0; x < 40; ++x) g.set(x, y, rng.uniform() < 0.12f);
        const Cell start{2, 3 + int32_t(rng.next() % 24)}, goal{37, 3 + int32_t(rng.next() % 24)};
        for (const Cell c : {start, goal})
            for (int32_t y = c.y - 1; y <= c.y + 1; ++y)
                for (int32_t x = c.x - 1; x <= c.x + 1; ++x) g.set(x, y, false);
        if (paths.between(g, start, goal) == kNoStepPath) continue;
        s.scenario.grid = g;
        const Vec2 half{0.5f, 0.5f};
        s.scenario.agents.push_back(
            agent("a", Vec2(float(start.x), float(start.y)) + half, Vec2(float(goal.x), float(goal.y)) + half));
        return s;
    }
}

/// n agents on a circle of `radius` around the centre, each going to the opposite point.
QualityScene ring(int32_t n) {
    QualityScene s = scene("ring-" + std::to_string(n), "ring", 24, 24);
    s.crowd = s.open = true;
    const Vec2 c{12.0f, 12.0f};
    for (int32_t k = 0; k < n; ++k) {
        float sn, cs;
        sinCos(2.0f * kPi * float(k) / float(n), sn, cs);
        const Vec2 p = c + Vec2(cs, sn) * 9.0f;
        s.scenario.agents.push_back(agent("r" + std::to_string(k), p, c * 2.0f - p));
    }
    return s;
}

/// The scenes with obstacles, one agent each (and the doorway crossed both ways), in the suite's order.
void addObstacleScenes(std::vector<QualityScene>& scenes) {
    // Obstacles: circle fields at three densities, five seeds each.
    for (uint64_t seed = 1; seed <= 5; ++seed) {
        scenes.push_back(field("sparse", 8, seed));
        scenes.push_back(field("medium", 14, seed));
        scenes.push_back(field("dense", 20, seed));
    }
    // Blocked cells: a 3 x 3 block at five offsets from the line, and seeded random grids.
    const float offsets[] = {-1.0f, -0.5f, 0.0f, 0.5f, 1.0f};
    for (int32_t k = 0; k < 5; ++k) scenes.push_back(block(offsets[k], k));
    for (uint64_t seed = 1; seed <= 10; ++seed) scenes.push_back(randomGrid(seed));
    {  // A 10-cell wall straight across the way, centred on the line to the goal.
        QualityScene s = scene("wall", "wall", 32, 18);
        wall(s.scenario.grid, 15, 4, 15, 13);
        s.scenario.agents.push_back(agent("a", {3.0f, 9.0f}, {29.0f, 9.0f}));
        scenes.push_back(s);
        QualityScene off = scene("wall-offset", "wall", 32, 18);
        wall(off.scenario.grid, 15, 4, 15, 13);
        off.scenario.agents.push_back(agent("a", {3.0f, 7.3f}, {29.0f, 8.1f}));
        scenes.push_back(off);
    }
    {  // A U-shaped trap open toward the agent: local methods walk in.
        QualityScene s = scene("u-trap", "trap", 32, 18);
        wall(s.scenario.grid, 18, 5, 18, 12);
        wall(s.scenario.grid, 13, 5, 17, 5);
        wall(s.scenario.grid, 13, 12, 17, 12);
        s.scenario.agents.push_back(agent("a", {4.0f, 8.7f}, {28.0f, 8.7f}));
        scenes.push_back(s);
    }
    {  // A corridor three cells wide and a bend.
        QualityScene s = scene("corridor", "corridor", 32, 18);
        wall(s.scenario.grid, 0, 0, 31, 6);
        wall(s.scenario.grid, 0, 10, 31, 17);
        s.scenario.agents.push_back(agent("a", {2.0f, 8.2f}, {30.0f, 7.8f}));
        scenes.push_back(s);
        QualityScene bend = scene("corridor-bend", "corridor", 32, 18);
        wall(bend.scenario.grid, 0, 0, 31, 2);
        wall(bend.scenario.grid, 0, 6, 21, 17);
        wall(bend.scenario.grid, 25, 6, 31, 17);
        bend.scenario.agents.push_back(agent("a", {2.0f, 4.5f}, {23.0f, 15.0f}));
        scenes.push_back(bend);
    }
    {  // A wall with a doorway two cells wide, off the straight line.
        QualityScene s = scene("doorway", "doorway", 32, 18);
        wall(s.scenario.grid, 15, 0, 16, 7);
        wall(s.scenario.grid, 15, 10, 16, 17);
        s.scenario.agents.push_back(agent("a", {3.0f, 6.0f}, {29.0f, 11.0f}));
        scenes.push_back(s);
        QualityScene two = scene("doorway-both-ways", "doorway", 32, 18);
        two.crowd = true;
        wall(two.scenario.grid, 15, 0, 16, 7);
        wall(two.scenario.grid, 15, 10, 16, 17);
        for (int32_t k = 0; k < 3; ++k) {
            two.scenario.agents.push_back(
                agent("east" + std::to_string(k), {3.0f, 6.0f + 2.0f * float(k)}, {29.0f, 6.0f + 2.0f * float(k)}));
            two.scenario.agents.push_back(
                agent("west" + std::to_string(k), {29.0f, 7.0f + 2.0f * float(k)}, {3.0f, 7.0f + 2.0f * float(k)}));
        }
        scenes.push_back(two);
    }
}

/// Agents meeting in open space: crossings, head-on pairs, overtaking, fans, rings and streams.
void addCrowdScenes(std::vector<QualityScene>& scenes) {
    {
        QualityScene s = scene("crossing", "crossing", 24, 24);
        s.crowd = s.open = true;
        s.scenario.agents.push_back(agent("east", {3.0f, 12.0f}, {21.0f, 12.0f}));
        s.scenario.agents.push_back(agent("south", {12.0f, 3.0f}, {12.0f, 21.0f}));
        scenes.push_back(s);
        QualityScene late = scene("crossing-late", "crossing", 24, 24);
        late.crowd = late.open = true;
        late.scenario.agents.push_back(agent("east", {3.0f, 12.0f}, {21.0f, 12.0f}));
        late.scenario.agents.push_back(agent("south", {12.5f, 4.0f}, {12.5f, 21.0f}));
        scenes.push_back(late);
    }
    {
        QualityScene s = scene("oncoming", "oncoming", 24, 12);
        s.crowd = s.open = true;
        s.scenario.agents.push_back(agent("east", {3.0f, 6.0f}, {21.0f, 6.0f}));
        s.scenario.agents.push_back(agent("west", {21.0f, 6.0f}, {3.0f, 6.0f}));
        scenes.push_back(s);
        QualityScene off = scene("oncoming-offset", "oncoming", 24, 12);
        off.crowd = off.open = true;
        off.scenario.agents.push_back(agent("east", {3.0f, 6.0f}, {21.0f, 6.0f}));
        off.scenario.agents.push_back(agent("west", {21.0f, 6.3f}, {3.0f, 6.3f}));
        scenes.push_back(off);
    }
    {
        QualityScene s = scene("overtaking", "overtaking", 32, 12);
        s.crowd = s.open = true;
        s.scenario.agents.push_back(agent("slow", {8.0f, 6.0f}, {24.0f, 6.0f}, 1.0f));
        s.scenario.agents.push_back(agent("fast", {2.0f, 6.0f}, {29.0f, 6.1f}, 3.0f));
        scenes.push_back(s);
    }
    {  // Five agents from an arc, each going through the middle to the opposite side: they fan in.
        QualityScene s = scene("fan-in", "fan-in", 24, 24);
        s.crowd = s.open = true;
        const Vec2 c{12.0f, 12.0f};
        for (int32_t k = 0; k < 5; ++k) {
            float sn, cs;
            sinCos(degrees(-150.0f + 30.0f * float(k)), sn, cs);
            const Vec2 p = c + Vec2(cs, sn) * 9.0f;
            s.scenario.agents.push_back(agent("f" + std::to_string(k), p, c * 2.0f - p));
        }
        scenes.push_back(s);
    }
    scenes.push_back(ring(8));
    scenes.push_back(ring(12));
    {  // Four streams of five crossing the middle.
        QualityScene s = scene("four-streams", "streams", 28, 28);
        s.crowd = s.open = true;
        for (int32_t k = 0; k < 5; ++k) {
            const float o = 10.0f + 2.0f * float(k);
            s.scenario.agents.push_back(agent("e" + std::to_string(k), {2.0f, o}, {26.0f, o}));
            s.scenario.agents.push_back(agent("w" + std::to_string(k), {26.0f, o + 1.0f}, {2.0f, o + 1.0f}));
            s.scenario.agents.push_back(agent("s" + std::to_string(k), {o, 2.0f}, {o, 26.0f}));
            s.scenario.agents.push_back(agent("n" + std::to_string(k), {o + 1.0f, 26.0f}, {o + 1.0f, 2.0f}));
        }
        scenes.push_back(s);
    }
}

}  // namespace

std::vector<QualityScene> qualityScenes() {
    std::vector<QualityScene> scenes;
    addObstacleScenes(scenes);
    addCrowdScenes(scenes);
    return scenes;
}

std::vector<QualityVariant> qualityVariants() {
    std::vector<QualityVariant> v{
        {"seek", Behavior::Seek, {}, false, false, {}, {}, 0},
        {"whiskers", Behavior::Whiskers, {}, false, false, {}, {}, 0},
        {"feelers", Behavior::Feelers, {}, false, false, {}, {}, 0},
        {"raycast one", Behavior::Raycast, {{"rays", 0.0f}}, false, false, {}, {}, 0},
        {"raycast parallel", Behavior::Raycast, {{"rays", 1.0f}}, false, false, {}, {}, 0},
        {"raycast fan", Behavior::Raycast, {{"rays", 2.0f}}, false, false, {}, {}, 0},
        {"context mask", Behavior::Context, {{"danger", 0.0f}, {"avoidance", 0.0f}}, false, false, {}, {}, 0},
        {"context distance", Behavior::Context, {{"danger", 1.0f}, {"avoidance", 0.0f}}, false, false, {}, {}, 0},
        {"context distance+avoidance",
         Behavior::Context,
         {{"danger", 1.0f}, {"avoidance", 1.0f}},
         false,
         false,
         {},
         {},
         0},
    };
    const size_t plain = v.size();
    for (size_t i = 0; i < plain; ++i) {
        QualityVariant with = v[i];
        with.label += " + avoidAgents";
        with.avoidAgents = true;
        with.crowdOnly = true;
        v.push_back(with);
    }
    v.push_back({"context mask, sees agents",
                 Behavior::Context,
                 {{"danger", 0.0f}, {"avoidance", 0.0f}, {"seeAgents", 1.0f}},
                 false,
                 true,
                 {},
                 {},
                 0});
    v.push_back({"context distance+avoidance, sees agents",
                 Behavior::Context,
                 {{"danger", 1.0f}, {"avoidance", 1.0f}, {"seeAgents", 1.0f}},
                 false,
                 true,
                 {},
                 {},
                 0});
    // ORCA, the yardstick: on every scene, with its defaults (it avoids agents by its own half-planes).
    v.push_back({"orca", Behavior::Orca, {}, false, false, {}, {}, 0});
    return v;
}

std::vector<std::string> qualityFamilies() {
    return {"fields",   "blocks",   "wall",       "trap",   "corridor", "doorway",
            "crossing", "oncoming", "overtaking", "fan-in", "ring",     "streams"};
}

std::string checkVariant(const QualityVariant& variant) {
    for (const auto& [name, value] : variant.params) {
        uint32_t k = 0;
        if (std::string e = findSetting(variant.behavior, name, k); !e.empty()) return "params." + name + ": " + e;
        if (std::string e = checkParam(paramsOf(variant.behavior)[k], value); !e.empty())
            return "params." + name + ": " + e;
    }
    const auto& avoid = avoidanceParamSpecs();
    for (const auto& [name, value] : variant.avoidance) {
        size_t k = 0;
        while (k < avoid.size() && name != avoid[k].name) ++k;
        if (k == avoid.size()) return "avoidance." + name + ": agent avoidance has no setting \"" + name + "\"";
        if (std::string e = checkParam(avoid[k], value); !e.empty()) return "avoidance." + name + ": " + e;
    }
    return {};
}

Scenario applyVariant(const QualityScene& scene, const QualityVariant& variant) {
    Scenario s = scene.scenario;
    if (variant.behavior == Behavior::Script) s.scripts = {variant.script};
    for (AgentDef& a : s.agents) {
        a.behavior = variant.behavior;
        if (variant.behavior == Behavior::Script) a.script.name = variant.script.name;
        a.params = defaultParams(variant.behavior);
        a.hasParams = true;
        for (const auto& [name, value] : variant.params) setSetting(a, name, value);
        a.avoidAgents = variant.avoidAgents;
        a.planner = variant.behavior == Behavior::Script ? 0u : variant.planner;
        if (!variant.avoidance.empty()) {
            a.avoidance = defaultAvoidance();
            a.hasAvoidance = true;
            for (const auto& [name, value] : variant.avoidance) setAvoidanceSetting(a, name, value);
        }
    }
    return s;
}

}  // namespace sidestep
