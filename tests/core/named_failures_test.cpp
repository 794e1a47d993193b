// The literal rules' failures among walls and blocked cells, named while they happen: the gallery examples
// that show them (raycast-block, whiskers-wall-end, context-wall, scattered-cells) fail as their
// descriptions say, the record carries a note for most of each failing run (NoProgress once the agent has
// come no closer to its goal for kStallSeconds, or a more specific note), and the settings or behaviours
// their compare sets offer get through.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "examples.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/timeline.hpp"

using namespace sidestep;

namespace {

using testdata::example;

struct Outcome {
    bool reached = false;
    uint32_t steps = 0;         ///< steps it was moving
    uint32_t noted = 0;         ///< of them, with a note in its record
    uint32_t noProgress = 0;    ///< of them, with the NoProgress note
    uint32_t stalledSteps = 0;  ///< of them, having come no closer to its goal for kStallSeconds
};

/// Runs variant k of an example's compare set (agent 0, the runner), watching its record at every step.
Outcome runVariant(const Scenario& s, size_t k) {
    std::string error;
    Timeline t = buildVariant(s, k, error);
    EXPECT_EQ(error, "");
    World& w = t.world();
    Outcome o;
    while (!w.finished()) {
        w.refreshDecisions();
        const Agent& a = w.agents()[0];
        if (a.moving()) {
            ++o.steps;
            const SteeringNote note = w.steering()[0].note;
            o.noted += note != SteeringNote::None ? 1u : 0u;
            o.noProgress += note == SteeringNote::NoProgress ? 1u : 0u;
            if (a.stalled >= kStallSeconds) {
                ++o.stalledSteps;
                EXPECT_NE(note, SteeringNote::None)
                    << s.title << ", " << s.compare[k].label << ": stalled and not named";
            }
        }
        t.run(1);
    }
    o.reached = w.agents()[0].stop == StopReason::Reached;
    return o;
}

/// The variant fails, and its record names the failure for most of the run.
void expectNamedFailure(const Scenario& s, size_t k) {
    const Outcome o = runVariant(s, k);
    const std::string label = s.title + ", " + s.compare[k].label;
    EXPECT_FALSE(o.reached) << label;
    EXPECT_GT(o.stalledSteps, 0u) << label;
    EXPECT_GE(2 * o.noted, o.steps) << label << ": a note in " << o.noted << " of " << o.steps << " steps";
}

}  // namespace

TEST(NamedFailures, RaycastHoversInFrontOfASmallBlockAndALongerSightGetsPast) {
    const Scenario s = example("raycast-block");
    expectNamedFailure(s, 0);
    EXPECT_TRUE(runVariant(s, 1).reached) << "sightRange 8, avoidDistance 1.5";
    // At every offset of the block from the line, from a cell below to a cell above: the defaults hover, the
    // longer sight gets past.
    for (int k = -8; k <= 8; ++k) {
        Scenario moved = s;
        for (AgentDef& a : moved.agents) a.start.y = a.goal.y = 9.5f - 0.125f * float(k);
        EXPECT_FALSE(runVariant(moved, 0).reached) << "defaults, offset " << 0.125f * float(k);
        EXPECT_TRUE(runVariant(moved, 1).reached) << "longer sight, offset " << 0.125f * float(k);
    }
}

TEST(NamedFailures, WhiskersPatrolAWallsFaceWhenTheGoalIsJustInsideItsEnd) {
    const Scenario s = example("whiskers-wall-end");
    expectNamedFailure(s, 0);
    EXPECT_GT(runVariant(s, 0).noProgress, 0u) << "named as no progress";
    EXPECT_TRUE(runVariant(s, 1).reached) << "rayLength 8";
}

TEST(NamedFailures, ContextHoversInFrontOfAWideWallInEveryVariantAndWhiskersGetRound) {
    const Scenario s = example("context-wall");
    for (size_t k = 0; k < 3; ++k) expectNamedFailure(s, k);
    EXPECT_GT(runVariant(s, 0).noProgress, 0u) << "the defaults: named as no progress";
    EXPECT_TRUE(runVariant(s, 3).reached) << "whiskers";
}

TEST(NamedFailures, AmongScatteredCellsRaycastWhiskersAndContextAreCaughtAndFeelersGetThrough) {
    const Scenario s = example("scattered-cells");
    for (size_t k = 0; k < 3; ++k) {
        expectNamedFailure(s, k);
        EXPECT_GT(runVariant(s, k).noProgress, 0u) << s.compare[k].label;
    }
    EXPECT_TRUE(runVariant(s, 3).reached) << "feelers";
}

TEST(NamedFailures, AnAgentThatKeepsComingCloserIsNeverNamedStalled) {
    // A clear run to the goal: the note never shows, and the stall clock stays under a step or two.
    World w(20, 10);
    AgentDef d;
    d.behavior = Behavior::Whiskers;
    d.start = {2.0f, 5.0f};
    d.goal = {18.0f, 5.0f};
    ASSERT_TRUE(w.addAgent(d).ok());
    while (!w.finished()) {
        w.refreshDecisions();
        EXPECT_NE(w.steering()[0].note, SteeringNote::NoProgress);
        EXPECT_LT(w.agents()[0].stalled, 0.5f);
        w.step();
    }
    EXPECT_EQ(w.agents()[0].stop, StopReason::Reached);
}

TEST(NamedFailures, APostOnlyTheCentreFeelerSeesIsDrivenIntoAndNamedAndCentreSideTurnsAway) {
    World w = buildWorld(example("feelers-centre-post"));
    bool named = false, remedied = false;
    while (w.step()) {
        w.refreshDecisions();
        const SteeringRecord& literal = w.steering()[0];
        const SteeringRecord& fixed = w.steering()[1];
        if (w.agents()[0].moving() && literal.note == SteeringNote::CentreOnly) {
            named = true;
            EXPECT_TRUE(literal.rays[1].hit && !literal.rays[0].hit && !literal.rays[2].hit)
                << "only the centre feeler hits";
            EXPECT_EQ(literal.emergency, 0.0f) << "0 - 0: no command";
        }
        if (w.agents()[1].moving() && fixed.note == SteeringNote::CentreSide) {
            remedied = true;
            EXPECT_GT(fixed.emergency, 0.0f) << "dead centre counts on the left: it moves right";
        }
    }
    EXPECT_TRUE(named) << "the record says so while it lasts";
    EXPECT_TRUE(remedied);
    EXPECT_GE(w.agents()[0].collisions, 1u);
    EXPECT_GT(w.agents()[0].penetration, 0.3f);
    EXPECT_EQ(w.agents()[1].collisions, 0u);
    EXPECT_EQ(w.agents()[1].stop, StopReason::Reached);
}
