// Robust motion and truthful records: the recorded forces add up to what the agent did, nothing turns
// into NaN at the limits of valid input, agents inside obstacles leave them, headings never flip, and
// context's steerForce is a rate.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "settings_by_name.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/behaviors/whiskers.hpp"
#include "sidestep/geometry/raycast.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

bool finite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

AgentDef continuous(Behavior b, Vec2 start, Vec2 goal) {
    AgentDef d;
    d.behavior = b;
    d.start = start;
    d.goal = goal;
    d.radius = 0.4f;
    return d;
}

/// A cluttered scene where every kind of continuous decision happens: walls, circles, agents that meet.
World busyWorld() {
    World w(30, 20);
    for (int y = 5; y < 15; ++y) w.setCell(15, y, true);
    for (int i = 0; i < 8; ++i) w.addCircle({6.0f + 2.5f * float(i), 3.0f + float((i * 7) % 5) * 3.0f}, 0.8f);
    const Behavior behaviors[] = {Behavior::Seek,    Behavior::Whiskers, Behavior::Feelers,
                                  Behavior::Raycast, Behavior::Context,  Behavior::Orca};
    int k = 0;
    for (Behavior b : behaviors) {
        for (int variant = 0; variant < 4; ++variant, ++k) {
            AgentDef d = continuous(b, {2.0f, 1.0f + float(k % 19)}, {28.0f, 19.0f - float(k % 19)});
            d.avoidAgents = variant > 0 && b != Behavior::Orca;  // orca's half-planes avoid agents
            if (variant == 3) {  // blended: parts shortened alike when their sum exceeds max acceleration
                d.avoidance = defaultAvoidance();
                test::setAvoidance(d, "blend", 1.0f);
                d.hasAvoidance = true;
            }
            if (b == Behavior::Raycast) {
                d.params = defaultParams(b);
                test::setParam(d, "rays", float(variant % 3));  // one, parallel, fan
                d.hasParams = true;
            }
            w.addAgent(d);
        }
    }
    // Two driven agents: the driver's input is the base motion, with and without the assist.
    w.addAgent(continuous(Behavior::Whiskers, {20.0f, 10.0f}, {2.0f, 10.0f}));
    w.addAgent(continuous(Behavior::Context, {22.0f, 12.0f}, {2.0f, 12.0f}));
    const int32_t n = int32_t(w.agents().size());
    w.setDrive(n - 2, true, true);
    w.setDriveInput(n - 2, {-1.0f, 0.3f});
    w.setDrive(n - 1, true, false);
    w.setDriveInput(n - 1, {-1.0f, 0.0f});
    return w;
}

}  // namespace

TEST(SteeringRecord, TheRecordedForcesAddUpToTheVelocityChangeForEveryBehaviour) {
    World w = busyWorld();
    const float dt = w.config().dt;
    int checked = 0;
    for (int step = 0; step < 800; ++step) {
        w.refreshDecisions();
        const std::vector<Agent> before = w.agents();
        const std::vector<SteeringRecord> records = w.steering();
        if (!w.step()) break;
        for (size_t i = 0; i < before.size(); ++i) {
            const Agent& a0 = before[i];
            const Agent& a1 = w.agents()[i];
            if (a0.kind != AgentKind::Continuous || !a0.moving() || !a1.moving()) continue;
            const SteeringRecord& r = records[i];
            // The parts add up to the total, and the total is what happened to the velocity.
            const Vec2 parts = r.base + r.steer + r.brake + r.avoid + r.limit;
            ASSERT_NEAR(parts.x, r.acceleration.x, 1e-3f * (1.0f + std::fabs(r.acceleration.x)));
            ASSERT_NEAR(parts.y, r.acceleration.y, 1e-3f * (1.0f + std::fabs(r.acceleration.y)));
            const Vec2 change = (a1.velocity - a0.velocity) / dt;
            ASSERT_NEAR(change.x, r.acceleration.x, 1e-2f + 1e-3f * std::fabs(r.acceleration.x))
                << "agent " << i << " step " << step;
            ASSERT_NEAR(change.y, r.acceleration.y, 1e-2f + 1e-3f * std::fabs(r.acceleration.y))
                << "agent " << i << " step " << step;
            // Within the agent's limits, the speed limit's share aside (ORCA sets the velocity itself, as in
            // the paper: no acceleration limit).
            if (a0.behavior != Behavior::Orca) {
                ASSERT_LE(glm::length(r.acceleration - r.limit), a0.maxAccel * 1.0001f);
            }
            ASSERT_LE(glm::length(a1.velocity), a0.maxSpeed * 1.0001f);
            ++checked;
        }
    }
    EXPECT_GT(checked, 5000);
}

TEST(SteeringRecord, WhenAgentAvoidanceOverridesTheBehavioursForcesAreNotShownAsApplied) {
    // Two seekers exactly head-on with the literal rule (no blending): the flee replaces the seek.
    World w(30, 10);
    AgentDef a = continuous(Behavior::Whiskers, {5.0f, 5.0f}, {25.0f, 5.0f});
    a.avoidAgents = true;
    w.addAgent(a);
    w.addAgent(continuous(Behavior::Seek, {12.0f, 5.0f}, {2.0f, 5.0f}));
    bool overridden = false;
    for (int k = 0; k < 200 && w.step(); ++k) {
        w.refreshDecisions();
        const SteeringRecord& r = w.steering()[0];
        if (r.rule != SteeringRule::AvoidAgent) continue;
        overridden = true;
        EXPECT_EQ(r.avoidWeight, 1.0f);
        EXPECT_EQ(glm::length(r.base + r.steer + r.brake), 0.0f);
        EXPECT_GT(glm::length(r.avoid), 0.0f);
    }
    EXPECT_TRUE(overridden);
}

TEST(Robustness, NoNaNAndNoCrashAtTheLimitsOfValidInput) {
    for (const float dt : {kMinDt, 0.02f, kMaxDt}) {
        World w(16, 16);
        for (int y = 2; y < 14; ++y) w.setCell(8, y, true);
        w.addCircle({4.0f, 4.0f}, 1.5f);
        const Behavior behaviors[] = {Behavior::Seek,    Behavior::Whiskers, Behavior::Feelers,
                                      Behavior::Raycast, Behavior::Context,  Behavior::Orca};
        for (Behavior b : behaviors) {
            // Six behaviours stacked on one point, inside a circle; fast and slow, huge and tiny.
            AgentDef d = continuous(b, {4.0f, 4.0f}, {14.0f, 14.0f});
            d.avoidAgents = b != Behavior::Orca;
            d.maxSpeed = kMaxSpeed;
            d.maxAccel = kMaxAccel;
            w.addAgent(d);
            d.radius = kMinRadius;
            d.start = {8.5f, 8.5f};  // inside a blocked cell
            w.addAgent(d);
            d.radius = kMaxRadius;
            d.maxSpeed = kMinSpeed;
            d.maxAccel = kMinAccel;
            w.addAgent(d);
        }
        SimConfig c;
        c.dt = dt;
        ASSERT_TRUE(w.setConfig(c).ok());
        for (int k = 0; k < 300 && w.step(); ++k) {
            for (const Agent& a : w.agents()) {
                ASSERT_TRUE(finite(a.position) && finite(a.velocity)) << "dt " << dt;
                ASSERT_NE(a.stop, StopReason::Numeric) << "dt " << dt;
            }
        }
    }
}

TEST(Robustness, AgentsStartedInsideACircleLeaveIt) {
    for (Behavior b : {Behavior::Context, Behavior::Whiskers, Behavior::Raycast}) {
        World w(30, 20);
        w.addCircle({10.0f, 10.0f}, 2.5f);
        w.addAgent(continuous(b, {10.5f, 10.3f}, {26.0f, 4.0f}));  // centre 0.58 from the circle's
        w.run(3000);
        const Agent& a = w.agents()[0];
        EXPECT_GT(glm::length(a.position - Vec2(10.0f, 10.0f)), 2.5f) << behaviorName(b) << " left the circle";
        EXPECT_EQ(a.stop, StopReason::Reached) << behaviorName(b);
    }
    // With the goal right behind the circle, the way out is not the way to the goal: still out.
    for (Behavior b : {Behavior::Context, Behavior::Whiskers, Behavior::Raycast}) {
        World w(30, 20);
        w.addCircle({10.0f, 10.0f}, 2.5f);
        w.addAgent(continuous(b, {9.0f, 10.0f}, {4.0f, 10.0f}));
        w.run(3000);
        EXPECT_GT(glm::length(w.agents()[0].position - Vec2(10.0f, 10.0f)), 2.5f) << behaviorName(b);
    }
}

TEST(Robustness, ABrakeStopsAnAgentButNeverReversesIt) {
    // Whiskers creeping at a wall, with a brake far stronger than the speed: it stops, never reverses.
    Grid g(20, 10);
    for (int y = 0; y < 10; ++y) g.set(5, y, true);
    AgentDef d = continuous(Behavior::Whiskers, {4.0f, 5.0f}, {18.0f, 5.0f});
    Agent a = makeAgent(d);
    a.velocity = {0.05f, 0.0f};
    const SteeringRecord r = steerWhiskers(a, {5.0f, 0.0f, 200.0f}, Obstacles{g, {}}, Vec2(0.0f), 0.02f);
    ASSERT_EQ(r.rule, SteeringRule::Whiskers);
    EXPECT_NEAR(r.brake.x, -0.05f / 0.02f, 1e-4f) << "exactly what stops it in one step";
    EXPECT_GE(a.velocity.x + (r.brake.x + r.steer.x) * 0.02f, -1e-6f);
}

TEST(Robustness, AtRestAnAgentKeepsTheHeadingItLastHad) {
    AgentDef d = continuous(Behavior::Whiskers, {4.0f, 5.0f}, {18.0f, 5.0f});
    Agent a = makeAgent(d);
    EXPECT_EQ(heading(a), Vec2(1.0f, 0.0f)) << "at the start: toward the goal";
    a.facing = {0.0f, -1.0f};
    a.velocity = {kAtRest * 0.5f, 0.0f};
    EXPECT_EQ(heading(a), Vec2(0.0f, -1.0f)) << "too slow to have a direction: the last heading";
    a.velocity = {0.0f, 2.0f};
    EXPECT_EQ(heading(a), Vec2(0.0f, 1.0f));
}

TEST(Robustness, AnAgentPressingIntoAThinWallBacksOutInsteadOfPassingThrough) {
    // Whiskers (all brake, no steer) driven into a one-cell wall by a strong base motion: once its centre is
    // in, it leaves the way it came, never out of the far side.
    World w(30, 10);
    for (int y = 0; y < 10; ++y) w.setCell(15, y, true);
    AgentDef d = continuous(Behavior::Whiskers, {5.0f, 5.0f}, {28.0f, 5.0f});
    d.params = defaultParams(Behavior::Whiskers);
    test::setParam(d, "maxSteer", 0.0f);
    test::setParam(d, "maxBrake", 0.0f);  // nothing slows it, it drives in
    d.hasParams = true;
    d.maxSpeed = 1.0f;  // slow enough to stop within the wall once it turns back
    w.addAgent(d);
    bool entered = false;
    for (int k = 0; k < 2000 && w.step(); ++k) {
        const Agent& a = w.agents()[0];
        entered = entered || (a.position.x > 15.0f);
        ASSERT_LT(a.position.x, 16.0f) << "step " << k << ": never through to the far side";
    }
    EXPECT_TRUE(entered);
}

TEST(Robustness, ContextSteerForceMeansTheSameAtAnyStep) {
    auto speedAfter = [](float dt) {
        World w(40, 20);
        AgentDef d = continuous(Behavior::Context, {5.0f, 10.0f}, {35.0f, 10.0f});
        d.maxAccel = kMaxAccel;  // so the lerp, not the acceleration limit, sets the speed
        w.addAgent(d);
        SimConfig c;
        c.dt = dt;
        w.setConfig(c);
        w.run(uint32_t(std::lround(0.2f / dt)));
        return glm::length(w.agents()[0].velocity);
    };
    const float fine = speedAfter(0.005f), reference = speedAfter(0.02f), coarse = speedAfter(0.05f);
    EXPECT_NEAR(fine, reference, 0.05f * reference);
    EXPECT_NEAR(coarse, reference, 0.1f * reference);
}

TEST(Robustness, ContextAgentsOfEveryVariantLeaveAWallTheirCentreGotInto) {
    // A wall of blocked cells, one cell thick and ten long, across the way (the quality suite's `wall`),
    // and a thick block below a corridor (its `corridor-bend`). Literally every ray from a centre inside
    // hits at 0; with only the deeper directions counted the slots that lead out are free but, the goal
    // lying beyond the wall, they have no interest: without avoidance the agent froze there for good.
    struct Variant {
        const char* label;
        float danger, avoidance;
    };
    const Variant variants[] = {{"mask", 0.0f, 0.0f}, {"distance", 1.0f, 0.0f}, {"distance+avoidance", 1.0f, 1.0f}};
    struct Case {
        const char* label;
        Vec2 start, goal;
        bool thick;
    };
    const Case cases[] = {
        {"heading at the wall", {3.0f, 9.0f}, {29.0f, 9.0f}, false},
        {"started in the wall, past its middle's near side", {15.48f, 9.0f}, {29.0f, 9.0f}, false},
        {"started in the wall near its end", {15.3f, 4.6f}, {29.0f, 9.0f}, false},
        {"started in a thick block, the goal beyond it", {20.85f, 6.05f}, {23.0f, 15.0f}, true},
        {"started 1.5 deep in a thick block", {10.0f, 7.5f}, {23.0f, 15.0f}, true},
    };
    for (const Variant& v : variants) {
        for (const Case& c : cases) {
            World w(32, 18);
            if (c.thick) {
                for (int y = 0; y <= 2; ++y)
                    for (int x = 0; x < 32; ++x) w.setCell(x, y, true);
                for (int y = 6; y < 18; ++y)
                    for (int x = 0; x < 32; ++x) w.setCell(x, y, x <= 21 || x >= 25);
            } else {
                for (int y = 4; y <= 13; ++y) w.setCell(15, y, true);
            }
            AgentDef d = continuous(Behavior::Context, c.start, c.goal);
            d.params = defaultParams(Behavior::Context);
            test::setParam(d, "danger", v.danger);
            test::setParam(d, "avoidance", v.avoidance);
            d.hasParams = true;
            ASSERT_TRUE(w.addAgent(d).ok());
            int inside = 0, longest = 0;  // steps with the centre inside the blocked cells: in a row, the most
            for (int k = 0; k < 3000 && w.step(); ++k) {
                inside = insideBlockedRegion(w.grid(), w.agents()[0].position) ? inside + 1 : 0;
                longest = std::max(longest, inside);
            }
            const Agent& a = w.agents()[0];
            EXPECT_FALSE(insideBlockedRegion(w.grid(), a.position))
                << v.label << ", " << c.label << ": ends at " << a.position.x << ", " << a.position.y;
            EXPECT_LE(longest, 50) << v.label << ", " << c.label << ": its centre stayed inside for " << longest
                                   << " steps";
        }
    }
}

TEST(Robustness, AgentsStartedOnOnePointSeparateArriveAndStayOnTheGrid) {
    // Two to four seek agents with agent avoidance at its defaults (passRight on), all on one point: to
    // goals along one line (they all face the same way), to goals fanned out, and to one shared goal
    // (which holds one body: one arrives). Without the tie broken by index they fled to the same side,
    // fused, for the whole run, and drifted off the grid.
    enum Goals { Line, Fan, Shared };
    for (const Goals goals : {Line, Fan, Shared}) {
        for (int n = 2; n <= 4; ++n) {
            World w(32, 16);
            for (int k = 0; k < n; ++k) {
                const Vec2 goal = goals == Line  ? Vec2(28.0f - 4.0f * float(k), 8.0f)
                                  : goals == Fan ? Vec2(28.0f, 2.0f + 4.0f * float(k))
                                                 : Vec2(28.0f, 8.0f);
                AgentDef d = continuous(Behavior::Seek, {4.0f, 8.0f}, goal);
                d.avoidAgents = true;
                ASSERT_TRUE(w.addAgent(d).ok());
            }
            const std::string label = std::to_string(n) + (goals == Line  ? " to a line of goals"
                                                           : goals == Fan ? " to fanned goals"
                                                                          : " to one goal");
            int apart = -1;  // the first step at which no two bodies overlap
            for (int k = 0; k < 3000 && w.step(); ++k) {
                bool overlap = false;
                for (int i = 0; i < n; ++i) {
                    const Agent& a = w.agents()[size_t(i)];
                    ASSERT_TRUE(a.position.x >= 0.0f && a.position.x <= 32.0f && a.position.y >= 0.0f &&
                                a.position.y <= 16.0f)
                        << label << ": agent " << i << " left the grid at step " << k << " (" << a.position.x << ", "
                        << a.position.y << ")";
                    for (int j = i + 1; j < n; ++j) {
                        overlap = overlap || glm::length(a.position - w.agents()[size_t(j)].position) < a.radius * 2.0f;
                    }
                }
                if (!overlap && apart < 0) apart = k;
            }
            EXPECT_GE(apart, 0) << label << ": never apart";
            EXPECT_LE(apart, 250) << label << ": apart only after " << apart << " steps";  // 5 s of a 60 s run
            int reached = 0;
            for (const Agent& a : w.agents()) reached += a.stop == StopReason::Reached ? 1 : 0;
            // One shared goal: an arrived agent gives way (avoidance atGoal, the default), so the others may each
            // take a turn on it (arrival counts the first time within kArriveDistance); at least the first arrives.
            if (goals == Shared)
                EXPECT_GE(reached, 1) << label;
            else
                EXPECT_EQ(reached, n) << label;
        }
    }
}
