// ORCA's symmetric jams named and remedied: the record says when an agent is stalled (no allowed velocity
// takes it toward its goal) and which half-planes hold it; the pass-side convention (passRight, off by
// default) turns the preferred velocity to the right while another agent is in the way, and brings a
// head-on pair and a symmetric ring home where the literal rule stops them.
#include <gtest/gtest.h>

#include <cmath>

#include "sidestep/behaviors/orca.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/geometry/trig.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

constexpr uint32_t kPassRight = 6;  // the setting's place in OrcaParams

AgentDef orca(Vec2 start, Vec2 goal, float passRight, float radius = 0.5f) {
    AgentDef d;
    d.behavior = Behavior::Orca;
    d.start = start;
    d.goal = goal;
    d.radius = radius;
    d.maxSpeed = 2.0f;
    d.params = defaultParams(Behavior::Orca);
    d.params[4] = 2.0f;  // preferredSpeed
    d.params[5] = 0.0f;  // perturb: none, the literal rule's symmetry kept exactly
    d.params[kPassRight] = passRight;
    d.hasParams = true;
    return d;
}

World configured(World w, float dt, uint32_t maxSteps) {
    SimConfig c = w.config();
    c.dt = dt;
    c.maxSteps = maxSteps;
    EXPECT_TRUE(w.setConfig(c).ok());
    return w;
}

/// n agents on a circle of `ring` round the world's centre, each going to the opposite point.
World ring(uint32_t n, float ringRadius, float passRight) {
    const int32_t side = int32_t(2.0f * ringRadius + 10.0f);
    World w{side, side};
    const Vec2 centre(0.5f * float(side));
    for (uint32_t k = 0; k < n; ++k) {
        float s = 0.0f, c = 1.0f;
        sinCos(2.0f * kPi * float(k) / float(n), s, c);
        w.addAgent(orca(centre + Vec2(c, s) * ringRadius, centre - Vec2(c, s) * ringRadius, passRight));
    }
    return configured(w, 0.05f, 2400);
}

uint32_t arrived(const World& w) {
    uint32_t n = 0;
    for (const Agent& a : w.agents()) n += a.stop == StopReason::Reached ? 1u : 0u;
    return n;
}

}  // namespace

TEST(OrcaRemedy, PassRightIsOffByDefault) {
    const OrcaParams defaults = OrcaParams::read(defaultParams(Behavior::Orca).data());
    EXPECT_EQ(defaults.passRight, 0.0f);
    EXPECT_EQ(std::string(OrcaParams::specs()[kPassRight].name), "passRight");
}

TEST(OrcaRemedy, ASymmetricRingJamsAndSaysSoAndKeepingRightBringsEveryAgentHome) {
    World literal = ring(12, 8.0f, 0.0f);
    bool stalled = false, namedAgents = false;
    for (uint32_t k = 0; k < 2400 && literal.step(); ++k) {
        literal.refreshDecisions();
        for (size_t i = 0; i < literal.agents().size(); ++i) {
            const OrcaRecord& m = literal.orcaRecords()[i];
            if (!m.stalled) continue;
            stalled = true;
            EXPECT_TRUE(literal.steering()[i].note == SteeringNote::OrcaStalled ||
                        literal.steering()[i].note == SteeringNote::OrcaNoSide ||
                        literal.steering()[i].note == SteeringNote::OrcaFallback);
            for (const int32_t by : m.stallBy) {
                if (by < 0) continue;
                ASSERT_LT(uint32_t(by), m.lineCount);
                namedAgents = namedAgents || m.lines[size_t(by)].source == OrcaSource::Agent;
            }
        }
    }
    EXPECT_EQ(arrived(literal), 0u) << "the literal rule jams at the centre";
    EXPECT_TRUE(stalled) << "and the record says so";
    EXPECT_TRUE(namedAgents) << "naming the agents that hold it";

    World right = ring(12, 8.0f, 0.25f);
    right.run(2400);
    EXPECT_EQ(arrived(right), 12u);
    for (const Agent& a : right.agents()) EXPECT_LT(a.agentPenetration, 0.05f) << "no crush on the way";
}

TEST(OrcaRemedy, ExactlyHeadOnTheyKeepRightAndPass) {
    World w(40, 12);
    w.addAgent(orca({5, 6}, {35, 6}, 0.25f));  // eastward: its right is +y (down on the screen)
    w.addAgent(orca({35, 6}, {5, 6}, 0.25f));  // westward: its right is -y
    w = configured(w, 0.05f, 1200);
    float east = 0.0f, west = 0.0f;
    bool noted = false;
    for (uint32_t k = 0; k < 1200 && w.step(); ++k) {
        east = std::fmax(east, w.agents()[0].position.y - 6.0f);
        west = std::fmax(west, 6.0f - w.agents()[1].position.y);
        if (w.agents()[0].moving()) {
            w.refreshDecisions();
            noted = noted || w.steering()[0].note == SteeringNote::PassRight;
        }
    }
    EXPECT_EQ(arrived(w), 2u);
    EXPECT_EQ(w.agents()[0].agentContacts, 0u);
    EXPECT_GT(east, 0.3f) << "each stepped to its own right";
    EXPECT_GT(west, 0.3f);
    EXPECT_TRUE(noted) << "the record names the remedy while it acts";
}

TEST(OrcaRemedy, NothingInTheWayNothingChanges) {
    // Two agents that never meet: the same run, step for step, with and without passRight.
    auto run = [](float pass) {
        World w(40, 30);
        w.addAgent(orca({5, 5}, {35, 5}, pass));
        w.addAgent(orca({5, 25}, {35, 20}, pass));
        w = configured(w, 0.05f, 400);
        w.run(400);
        return w;
    };
    const World literal = run(0.0f), right = run(0.25f);
    for (size_t i = 0; i < 2; ++i) {
        EXPECT_EQ(right.agents()[i].position, literal.agents()[i].position);
        EXPECT_EQ(right.agents()[i].stop, StopReason::Reached);
    }
}

TEST(OrcaRemedy, AGoalStraightBehindACircleIsStalledByTheCircle) {
    World w(40, 20);
    w.addCircle({20, 5}, 2.0f);
    w.addAgent(orca({5, 5}, {35, 5}, 0.0f));
    w = configured(w, 0.05f, 600);
    w.run(600);
    w.refreshDecisions();
    const OrcaRecord& m = w.orcaRecords()[0];
    ASSERT_EQ(m.stalled, 1u);
    EXPECT_LE(m.progress, kStallProgress * glm::length(m.preferred));
    bool circle = false;
    for (const int32_t by : m.stallBy) circle = circle || (by >= 0 && m.lines[size_t(by)].source == OrcaSource::Circle);
    EXPECT_TRUE(circle);
    // passRight does not act on obstacles: it is held there all the same.
    World r(40, 20);
    r.addCircle({20, 5}, 2.0f);
    r.addAgent(orca({5, 5}, {35, 5}, 0.25f));
    r = configured(r, 0.05f, 600);
    r.run(600);
    EXPECT_EQ(r.agents()[0].position, w.agents()[0].position);
}
