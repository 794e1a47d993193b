// The explanations the page, the viewer and `sidestep explain` show, built by the core: hand-computed
// cases for each kind of agent, and the numbers written the way the page wrote them (toFixed).
#include <gtest/gtest.h>

#include <string>

#include "explain/format.hpp"
#include "settings_by_name.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/explain/explain.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

AgentDef gridAgent(Behavior b, Vec2 start, Vec2 goal) {
    AgentDef d;
    d.behavior = b;
    d.start = start;
    d.goal = goal;
    return d;
}

/// The lines of an explanation as text, table lines left out.
std::vector<std::string> texts(const Explanation& e) {
    std::vector<std::string> out;
    for (const ExplainLine& l : e.lines) {
        if (l.style != LineStyle::Table) out.push_back(l.text());
    }
    return out;
}

/// The spans (or whole lines) marked chosen.
std::vector<std::string> chosen(const Explanation& e) {
    std::vector<std::string> out;
    for (const ExplainLine& l : e.lines) {
        if (l.chosen) out.push_back(l.text());
        for (const ExplainSpan& s : l.spans) {
            if (s.chosen) out.push_back(s.text);
        }
    }
    return out;
}

Explanation explainFirst(World& w) {
    w.refreshDecisions();
    return explainAgent(w, 0);
}

AgentDef contextAgent(Vec2 start, Vec2 goal, uint32_t rays, float danger) {
    AgentDef d;
    d.behavior = Behavior::Context;
    d.start = start;
    d.goal = goal;
    d.radius = 0.4f;
    d.params = defaultParams(Behavior::Context);
    test::setParam(d, "rays", float(rays));
    test::setParam(d, "danger", danger);   // 0 mask, 1 distance
    test::setParam(d, "avoidance", 0.0f);  // no avoidance: danger adds no interest to the opposite slot
    d.hasParams = true;
    return d;
}

}  // namespace

TEST(ExplainFormat, WritesNumbersAsToFixedDoesTiesAwayFromZeroAndNeverMinusZero) {
    using explain::fixed;
    EXPECT_EQ(fixed(0.125), "0.13");  // printf would write 0.12 (ties to even)
    EXPECT_EQ(fixed(0.375), "0.38");
    EXPECT_EQ(fixed(-0.125), "-0.13");
    EXPECT_EQ(fixed(2.5, 0), "3");
    EXPECT_EQ(fixed(0.5, 0), "1");
    EXPECT_EQ(fixed(9.999), "10.00");
    EXPECT_EQ(fixed(-0.004), "0.00");
    EXPECT_EQ(fixed(-0.0, 1), "0.0");
    EXPECT_EQ(fixed(3.14159, 3), "3.142");
    EXPECT_EQ(fixed(double(0.7f)), "0.70");  // the float's value is 0.699999988...
    EXPECT_EQ(fixed(1.0 / 0.0), "Infinity");
    EXPECT_EQ(fixed(-1.0 / 0.0), "-Infinity");
    EXPECT_EQ(explain::pair({1.5f, -2.0f}, 0), "(2, -2)");
}

TEST(ExplainGrid, NamesEachNeighboursProxyAndTheSingleLowest) {
    World w(5, 3);
    ASSERT_TRUE(w.addAgent(gridAgent(Behavior::Greedy, {0, 1}, {4, 1})).ok());
    const Explanation e = explainFirst(w);
    // up (0,0) and down (0,2) are sqrt(4² + 1²) = 4.12 from (4,1); left is off the grid; right (1,1) is 3.
    EXPECT_EQ(texts(e), (std::vector<std::string>{"Next move", "up 4.12 | down 4.12 | left blocked | right 3.00",
                                                  "→ lowest proxy → right"}));
    EXPECT_EQ(chosen(e), (std::vector<std::string>{"right 3.00", "right"}));
    EXPECT_EQ(e.lines[0].style, LineStyle::Head);
}

TEST(ExplainGrid, GreedyBreaksATieInTheFixedOrder) {
    World w(5, 3);
    ASSERT_TRUE(w.setCell(2, 1, true).ok());
    ASSERT_TRUE(w.addAgent(gridAgent(Behavior::Greedy, {2, 0}, {2, 2})).ok());
    const Explanation e = explainFirst(w);
    // left (1,0) and right (3,0) are both sqrt(1 + 4) = 2.24 from (2,2); up is off the grid, down blocked.
    EXPECT_EQ(texts(e),
              (std::vector<std::string>{"Next move", "up blocked | down blocked | left 2.24 | right 2.24",
                                        "→ tie at 2.24 (left, right) → fixed order (up, down, left, right) → left"}));
    EXPECT_EQ(chosen(e), (std::vector<std::string>{"left 2.24", "left"}));
}

TEST(ExplainGrid, NproxyRanksTiedNeighboursByPStep) {
    World w(5, 5);
    ASSERT_TRUE(w.addAgent(gridAgent(Behavior::Nproxy, {2, 2}, {2, 0})).ok());
    const Explanation e = explainFirst(w);
    // Every neighbour reaches the target within P = 7 steps, so every 7-proxy is 0; the steps from
    // up (2,1), down (2,3), left (1,2), right (3,2) to (2,0) are 1, 3, 3, 3.
    EXPECT_EQ(texts(e), (std::vector<std::string>{
                            "Next move", "up 0.00 | down 0.00 | left 0.00 | right 0.00",
                            "→ tie at 0.00 (up, down, left, right) → P-step: up 1, down 3, left 3, right 3 → up"}));
}

TEST(ExplainGrid, AStoppedAgentSaysWhy) {
    World w(3, 3);
    ASSERT_TRUE(w.addAgent(gridAgent(Behavior::Greedy, {1, 1}, {1, 1})).ok());
    w.step();
    const Explanation e = explainFirst(w);
    // A reached agent chooses nothing: no neighbour values, only why it stands still.
    EXPECT_EQ(texts(e),
              (std::vector<std::string>{"Stopped", "→ reached: it stands on its target cell, so it no longer moves"}));
    EXPECT_TRUE(chosen(e).empty());
}

TEST(ExplainGrid, StopOnReturnSpellsOutTheTieTheOrderAndTheCellItCameFrom) {
    // Under a wall from (6, 11) to (10, 11), target (8, 8) above it: from (8, 12) the agent steps down (the
    // three free neighbours tie at 4.00 and no P-step reaches the target, so the fixed order picks down);
    // there the lowest proxy is back up, the cell it just left, so stop-on-return stops it.
    World w(16, 16);
    for (int x = 6; x <= 10; ++x) ASSERT_TRUE(w.setCell(x, 11, true).ok());
    AgentDef d = gridAgent(Behavior::Nproxy, {8, 12}, {8, 8});
    d.hasParams = true;
    d.params = {3.0f, 1.0f, 1.0f, 0.0f};  // P = 3, P-step rule on, stop-on-return on, Euclidean
    ASSERT_TRUE(w.addAgent(d).ok());
    w.run(10);
    ASSERT_EQ(w.agents()[0].stop, StopReason::Oscillation);
    const Explanation e = explainFirst(w);
    const std::vector<std::string> t = texts(e);
    ASSERT_EQ(t.size(), 4u) << (t.size() > 2 ? t[2] : "");
    EXPECT_EQ(t[0], "Stopped");
    // Every neighbour's 3-proxy is 4.00 (the cells beside the wall's ends are 4 from the target) and the
    // target is more than 3 steps away from each: the P-step cannot break the tie, the fixed order does.
    EXPECT_NE(t[2].find("→ tie at 4.00 (up, down, left, right) → P-step: up beyond P"), std::string::npos) << t[2];
    EXPECT_NE(t[2].find("still tied → fixed order (up, down, left, right) → up"), std::string::npos) << t[2];
    EXPECT_EQ(t[3], std::string("↺ ") + directionName(w.gridDecisions()[0].refused) +
                        " is the cell it just left: stop-on-return stops it here instead of pacing back and forth");
    EXPECT_EQ(e.lines[3].style, LineStyle::Warn);
    EXPECT_EQ(chosen(e).back(), directionName(w.gridDecisions()[0].refused))
        << "the refused move is the one the rule picked";
}

TEST(ExplainSteering, ListsTheRaysMarksTheChosenOneAndWritesTheAppliedForces) {
    World w(20, 10);
    for (int y = 0; y < 10; ++y) ASSERT_TRUE(w.setCell(8, y, true).ok());
    AgentDef d;
    d.behavior = Behavior::Whiskers;
    d.start = {4.0f, 4.2f};
    d.goal = {16.0f, 4.2f};
    d.radius = 0.4f;
    ASSERT_TRUE(w.addAgent(d).ok());
    const Explanation e = explainFirst(w);
    const SteeringRecord& st = w.steering()[0];
    ASSERT_EQ(st.rule, SteeringRule::Whiskers);
    const std::vector<std::string> t = texts(e);
    ASSERT_GE(t.size(), 5u);
    EXPECT_EQ(t[0], "Next step");
    // Both whiskers (length 5 from x = 4) meet the wall at x = 8: 4 along each, T = 1 - 4/5 = 0.2.
    EXPECT_EQ(e.lines[1].style, LineStyle::Ray);
    EXPECT_EQ(t[1], "right whisker: hit at " + explain::fixed(st.rays[0].distance) +
                        " of 5.00, T = " + explain::fixed(st.rays[0].value));
    EXPECT_EQ(explain::fixed(st.rays[0].value), "0.20");
    EXPECT_TRUE(e.lines[size_t(1 + st.chosenRay)].chosen);
    EXPECT_EQ(
        t[3].rfind(
            std::string("→ ") + (st.chosenRay == 1 ? "left" : "right") + " side has the higher emergency (T = 0.20", 0),
        0u);
    EXPECT_EQ(t.back(), "total applied: " + explain::accel(st.acceleration));
}

TEST(ExplainContext, TabulatesEverySlotAndSaysWhereItGoes) {
    World w(20, 20);
    ASSERT_TRUE(w.addAgent(contextAgent({5.5f, 10.5f}, {15.5f, 10.5f}, 4, 1.0f)).ok());
    const Explanation e = explainFirst(w);
    // Heading to the goal (+x); slots at 0, 90, 180 and 270 degrees (clockwise on screen); interest is
    // max(0, dir . d): 1 straight ahead, 0 elsewhere; nothing within lookAhead, so no danger.
    EXPECT_EQ(
        texts(e),
        (std::vector<std::string>{
            "Next step: the context map", "interest: toward the goal; danger: rays of 3.50 u",
            "→ chosen = normalize(Σ dir × interest): 0° from its heading → velocity moves toward 3.00 u/s that way"}));
    ASSERT_EQ(e.table.rows.size(), 4u);
    EXPECT_EQ(e.table.header, (std::vector<std::string>{"slot", "angle", "raw", "danger", "interest"}));
    EXPECT_EQ(e.table.rows[0].cells, (std::vector<std::string>{"0", "0°", "1.00", "0.00", "1.00"}));
    EXPECT_EQ(e.table.rows[0].mark, RowMark::Best);
    EXPECT_EQ(e.table.rows[1].cells, (std::vector<std::string>{"1", "90°", "0.00", "0.00", "0.00"}));
    EXPECT_EQ(e.table.rows[1].mark, RowMark::None);
}

TEST(ExplainContext, SaysSoWhenDangerMasksEverySlotWithInterest) {
    World w(20, 20);
    for (int y = 0; y < 20; ++y) ASSERT_TRUE(w.setCell(7, y, true).ok());
    // Three slots (0, 120, 240 degrees): with four, the side slots' directions come out of the rotation a
    // hair off 90 degrees and keep a sliver of interest, which the agent then follows.
    ASSERT_TRUE(w.addAgent(contextAgent({5.5f, 10.5f}, {15.5f, 10.5f}, 3, 0.0f)).ok());
    const Explanation e = explainFirst(w);
    // The only slot with interest (straight ahead) hits the wall at 1.5 < lookAhead: masked.
    EXPECT_EQ(e.table.rows[0].cells, (std::vector<std::string>{"0", "0°", "1.00", "1.00", "0.00"}));
    EXPECT_EQ(e.table.rows[0].mark, RowMark::Danger);
    const std::vector<std::string> t = texts(e);
    ASSERT_EQ(t.size(), 4u);
    EXPECT_EQ(t[2], "→ danger masks every slot with interest: no direction; it brakes toward rest until a slot clears");
    EXPECT_EQ(e.lines.back().style, LineStyle::Warn);
    EXPECT_EQ(t[3], "⚠ danger masks every slot that has interest: no direction is left, it brakes and waits");
}

TEST(ExplainFacts, ListTheAgentsNumbersForItsKind) {
    World w(10, 10);
    ASSERT_TRUE(w.addAgent(gridAgent(Behavior::Greedy, {1, 1}, {8, 1})).ok());
    AgentDef seek;
    seek.start = {2.0f, 5.0f};
    seek.goal = {8.0f, 5.0f};
    ASSERT_TRUE(w.addAgent(seek).ok());
    std::vector<AgentFact> grid = agentFacts(w, 0), body = agentFacts(w, 1);
    EXPECT_EQ(grid[0].label, "position");
    EXPECT_EQ(grid[0].value, "(1.00, 1.00)");
    EXPECT_EQ(grid.back().label, "returns");
    EXPECT_EQ(body[2].label, "speed");
    EXPECT_EQ(body[2].value, "0.00 / 3.00 u/s");
    for (const AgentFact& f : body) {
        if (f.label == "min clearance") {
            EXPECT_EQ(f.value, "— (after the first step)");
        }
    }
    w.step();
    body = agentFacts(w, 1);
    for (const AgentFact& f : body) {
        if (f.label == "min clearance") {
            EXPECT_NE(f.value.find("u to obstacles"), std::string::npos);
        }
    }
    EXPECT_TRUE(agentFacts(w, 2).empty());
    EXPECT_TRUE(explainAgent(w, 2).lines.empty());
}

TEST(ExplainText, PutsEachLineOnItsOwnAndAlignsTheTable) {
    World w(20, 20);
    ASSERT_TRUE(w.addAgent(contextAgent({5.5f, 10.5f}, {15.5f, 10.5f}, 4, 1.0f)).ok());
    const Explanation e = explainFirst(w);
    const std::string text = explanationText({{"steps", "0"}}, e);
    EXPECT_EQ(text.rfind("steps: 0\nNext step: the context map\n", 0), 0u);
    EXPECT_NE(text.find("slot  angle   raw  danger  interest\n   0     0°  1.00    0.00      1.00\n"),
              std::string::npos);
}
