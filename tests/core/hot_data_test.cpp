// The data of the hot loops: agent avoidance's threat search streams the agent index's columns four at a
// time and must find exactly what the article's rule, tested on every other agent, finds; context maps
// are carried by context agents only, and stay with their agents through edits.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "sidestep/behaviors/agent_avoidance.hpp"
#include "sidestep/behaviors/context.hpp"
#include "sidestep/explain/explain.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/random.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

/// The rule of agent_avoidance.hpp, literally, against every other continuous agent (the oracle).
Threat everyOther(const std::vector<Agent>& agents, size_t i, const AvoidanceParams& p) {
    const Agent& a = agents[i];
    const float horizon = threatHorizon(a, p);
    Threat best;
    for (size_t j = 0; j < agents.size(); ++j) {
        const Agent& o = agents[j];
        if (j == i || o.kind != AgentKind::Continuous) continue;
        const Vec2 dp = o.position - a.position, dv = o.velocity - a.velocity;
        const float touch = a.radius + o.radius, reach = touch * (1.0f + p.spacing);
        const bool overlapping = glm::dot(dp, dp) < touch * touch;
        float t = 0.0f;
        if (!overlapping) {
            const float closing = glm::dot(dp, dv), dv2 = glm::dot(dv, dv);
            if (!(closing < 0.0f) || dv2 <= 0.0f) continue;
            t = -closing / dv2;
            if (!(t > 0.0f) || t > horizon) continue;
        }
        const Vec2 predicted = dp + dv * t;
        const float separation = glm::length(predicted);
        if (!overlapping && separation >= reach) continue;
        if (best.agent >= 0 && (t > best.time || (t == best.time && int32_t(j) > best.agent))) continue;
        best.agent = int32_t(j);
        best.time = t;
        best.separation = separation;
        best.overlapping = overlapping;
    }
    return best;
}

/// A dense crowd on a small field: agents heading every way at up to 2 u/s, some on the same point, some
/// touching, some standing, some with equal closest-approach times (mirrored pairs).
std::vector<Agent> crowd(uint64_t seed, size_t count) {
    Random rng(seed);
    std::vector<Agent> agents;
    for (size_t k = 0; k < count; ++k) {
        AgentDef d;
        d.behavior = Behavior::Seek;
        d.start = {rng.uniform(0.0f, 24.0f), rng.uniform(0.0f, 24.0f)};
        d.radius = rng.uniform(0.1f, 0.6f);
        d.maxSpeed = 2.0f;
        Agent a = makeAgent(d);
        if (k % 7 != 0) a.velocity = {rng.uniform(-1.4f, 1.4f), rng.uniform(-1.4f, 1.4f)};
        agents.push_back(a);
        if (k % 11 == 0) {  // a twin on the same point, and a mirror image: ties in time
            agents.push_back(a);
            Agent m = a;
            m.position = {24.0f - a.position.x, a.position.y};
            m.velocity = {-a.velocity.x, a.velocity.y};
            agents.push_back(m);
        }
    }
    return agents;
}

}  // namespace

TEST(HotData, ThreatSearchFindsWhatTestingEveryOtherAgentFinds) {
    size_t threats = 0, checked = 0;
    for (uint64_t seed = 1; seed <= 6; ++seed) {
        const std::vector<Agent> agents = crowd(seed, 300);
        AgentIndex index;
        index.build(agents, 24, 24);
        for (const float spacing : {0.0f, 0.1f, 1.5f}) {
            AvoidanceParams p = avoidanceParams(agents[0]);
            p.spacing = spacing;
            for (size_t i = 0; i < agents.size(); ++i) {
                const Threat fast = findThreat(agents, index, i, p);
                const Threat oracle = everyOther(agents, i, p);
                ASSERT_EQ(fast.agent, oracle.agent) << "seed " << seed << ", agent " << i << ", spacing " << spacing;
                if (oracle.agent < 0) continue;
                EXPECT_EQ(fast.time, oracle.time);  // bit for bit: the same operations
                EXPECT_EQ(fast.separation, oracle.separation);
                EXPECT_EQ(fast.overlapping, oracle.overlapping);
                ++threats;
            }
            checked += agents.size();
        }
    }
    EXPECT_GT(threats, checked / 4) << "the crowd is dense enough to have threats to compare";
}

TEST(HotData, AnAgentOnARunsLastSlotsIsStillSeen) {
    // Runs of 1 to 9 agents in one cell row: the four-wide test reads past a run's end and must neither
    // miss the last ones nor take the slots beyond.
    for (int n = 1; n <= 9; ++n) {
        std::vector<Agent> agents;
        AgentDef d;
        d.behavior = Behavior::Seek;
        d.radius = 0.3f;
        d.maxSpeed = 2.0f;
        d.start = {10.1f, 10.1f};
        Agent self = makeAgent(d);
        self.velocity = {1.0f, 0.0f};
        for (int k = 0; k < n; ++k) {
            d.start = {10.5f + 0.1f * float(k), 10.2f};
            agents.push_back(makeAgent(d));  // all in the cell at (10, 10)'s row, standing
        }
        agents.push_back(self);
        AgentIndex index;
        index.build(agents, 32, 32);
        AvoidanceParams p = avoidanceParams(self);
        const Threat t = findThreat(agents, index, agents.size() - 1, p);
        EXPECT_EQ(t.agent, everyOther(agents, agents.size() - 1, p).agent) << n << " agents";
        EXPECT_GE(t.agent, 0);
    }
}

namespace {

Scenario mixedScene() {
    Scenario s;
    s.grid = Grid(32, 32);
    const Behavior behaviors[] = {Behavior::Whiskers, Behavior::Context, Behavior::Seek, Behavior::Context,
                                  Behavior::Greedy};
    for (int i = 0; i < 10; ++i) {
        AgentDef d;
        d.behavior = behaviors[i % 5];
        d.start = kindOf(d.behavior) == AgentKind::Grid ? Vec2(float(2 + i), 3.0f) : Vec2(2.5f + float(i) * 2.5f, 4.5f);
        d.goal =
            kindOf(d.behavior) == AgentKind::Grid ? Vec2(float(2 + i), 28.0f) : Vec2(2.5f + float(i) * 2.5f, 28.5f);
        s.agents.push_back(d);
    }
    s.sim.maxSteps = 1000;
    return s;
}

/// Every agent has a context map exactly when it is a context agent, and that map is its own (its heading
/// is the agent's).
void expectMapsMatchAgents(const World& w) {
    size_t withMap = 0;
    for (size_t i = 0; i < w.agents().size(); ++i) {
        const Agent& a = w.agents()[i];
        const ContextRecord* m = w.contextMapOf(i);
        EXPECT_EQ(m != nullptr, a.behavior == Behavior::Context) << "agent " << i;
        if (!m) continue;
        ++withMap;
        if (a.moving()) {
            EXPECT_GT(glm::dot(m->heading, a.velocity), 0.0f) << "agent " << i << "'s map is its own";
        }
    }
    EXPECT_EQ(w.contextMaps().size(), withMap);
}

}  // namespace

TEST(HotData, OnlyContextAgentsCarryAContextMap) {
    World w = buildWorld(mixedScene());
    w.run(30);
    w.refreshDecisions();
    EXPECT_EQ(w.contextMaps().size(), 4u);  // agents 1, 3, 6, 8
    expectMapsMatchAgents(w);

    // A crowd with no context agent carries none at all.
    Scenario s = mixedScene();
    for (AgentDef& d : s.agents) {
        if (d.behavior == Behavior::Context) d.behavior = Behavior::Whiskers;
    }
    World plain = buildWorld(s);
    plain.run(5);
    plain.refreshDecisions();
    EXPECT_EQ(plain.contextMaps().capacity(), 0u);
    for (size_t i = 0; i < plain.agents().size(); ++i) EXPECT_EQ(plain.contextMapOf(i), nullptr);
}

TEST(HotData, ContextMapsFollowTheirAgentsThroughEdits) {
    World w = buildWorld(mixedScene());
    w.run(20);
    w.refreshDecisions();
    // Remove a context agent and one before it: the maps left are the remaining agents' own.
    ASSERT_TRUE(w.removeAgent(3).error.empty());
    ASSERT_TRUE(w.removeAgent(0).error.empty());
    w.refreshDecisions();
    EXPECT_EQ(w.contextMaps().size(), 3u);  // agents 0, 4 and 6 now
    expectMapsMatchAgents(w);
    // A whiskers agent becomes a context agent, and a new context agent is added.
    ASSERT_TRUE(w.setAgentBehavior(3, Behavior::Context).error.empty());
    AgentDef d;
    d.behavior = Behavior::Context;
    d.start = {20.5f, 10.5f};
    d.goal = {20.5f, 30.5f};
    ASSERT_TRUE(w.addAgent(d).error.empty());
    w.run(3);
    w.refreshDecisions();
    EXPECT_EQ(w.contextMaps().size(), 5u);
    expectMapsMatchAgents(w);
}

TEST(HotData, AContextAgentAfterOthersIsExplainedFromItsOwnMap) {
    // Agent 8 is the fourth context agent: its map is contextMaps()[3], and the panel's words come from it.
    World w = buildWorld(mixedScene());
    w.run(10);
    w.refreshDecisions();
    const std::string text = explanationText({}, explainAgent(w, 8));
    EXPECT_NE(text.find("Next step: the context map"), std::string::npos) << text;
    EXPECT_NE(text.find("interest: toward the goal"), std::string::npos) << text;
    EXPECT_EQ(explanationText({}, explainAgent(w, 0)).find("context map"), std::string::npos)
        << "a whiskers agent has none";
}
