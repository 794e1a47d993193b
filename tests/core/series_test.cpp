// Chart series: what the recorder holds for each step is what a fresh replay of the run gives at that
// step (whatever mix of stepping, going back, edits during the run and undo copies came first), the
// values are read from the records the panel explains, and the run's tallies are the measures' counts.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <sstream>

#include "examples.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/series.hpp"
#include "sidestep/world/timeline.hpp"

using namespace sidestep;

namespace {

using testdata::example;

bool same(float a, float b) { return (std::isnan(a) && std::isnan(b)) || a == b; }

/// Every sample the recorder holds equals the fresh replay's, channel by channel (NaN == NaN).
void expectFaithful(const SeriesRecorder& r, const Timeline& t, const std::string& what) {
    const std::vector<AgentSample> fresh = replaySeries(t, r.agent(), t.frontier());
    ASSERT_EQ(r.samples().size(), fresh.size()) << what;
    for (size_t s = 0; s < fresh.size(); ++s) {
        for (uint32_t c = 0; c < kSeriesChannels; ++c) {
            ASSERT_TRUE(same(r.samples()[s].value[c], fresh[s].value[c]))
                << what << ": step " << s << " channel " << c << ": " << r.samples()[s].value[c] << " vs "
                << fresh[s].value[c];
        }
        ASSERT_TRUE(same(r.samples()[s].route, fresh[s].route)) << what << ": step " << s << ": the route";
    }
}

void syncAll(SeriesRecorder& r, Timeline& t) {
    while (!r.sync(t, 97)) {
    }
}

}  // namespace

TEST(Series, TheRecorderHoldsWhatAFreshReplayGivesAtEveryStep) {
    for (const char* name :
         {"welcome", "side-by-side", "nproxy-p3-vs-p7", "context-race-track", "whiskers-head-on-wall"}) {
        const Scenario s = example(name);
        Timeline t = buildTimeline(s);
        SeriesRecorder r;
        r.watch(0);
        t.run(150);  // chosen after the run began: the first 150 steps come from its replay
        syncAll(r, t);
        expectFaithful(r, t, std::string(name) + " after 150");
        for (int k = 0; k < 40; ++k) {  // one step at a time: sampled from the run's own world
            t.run(1);
            r.sync(t, 0);
        }
        expectFaithful(r, t, std::string(name) + " stepping");
        t.seek(60);  // going back computes nothing new
        r.sync(t, 0);
        expectFaithful(r, t, std::string(name) + " after seek");
    }
}

TEST(Series, AnEditDuringTheRunKeepsTheStepsBeforeItAndRecomputesTheRest) {
    const Scenario s = example("welcome");
    Timeline t = buildTimeline(s);
    SeriesRecorder r;
    r.watch(0);
    t.run(300);
    syncAll(r, t);
    const std::vector<AgentSample> before = r.samples();
    t.seek(120);
    Edit remove;
    remove.kind = EditKind::RemoveCircle;
    remove.index = 0;
    ASSERT_TRUE(t.edit(remove).ok());
    EXPECT_EQ(t.sameUntil(0), 0u) << "an id it never had: everything may differ";
    t.run(200);
    syncAll(r, t);
    expectFaithful(r, t, "after the edit at 120");
    for (size_t k = 0; k < 120; ++k) EXPECT_TRUE(same(r.samples()[k].value[1], before[k].value[1])) << k;

    // Undo keeps a copy of the timeline from before: the recorder follows it back.
    Timeline copy = t;
    t.seek(250);
    Edit move;
    move.kind = EditKind::MoveCircle;
    move.index = 0;
    move.point = {3.0f, 3.0f};
    ASSERT_TRUE(t.edit(move).ok());
    t.run(50);
    syncAll(r, t);
    expectFaithful(r, t, "after the second edit");
    Timeline& undone = copy;  // as the page swaps the run for its undo copy
    syncAll(r, undone);
    expectFaithful(r, undone, "after undo");
}

TEST(Series, ValuesAreReadFromTheRecordsOfTheDecisionAtThatStep) {
    const Scenario s = example("side-by-side");
    Timeline t = buildTimeline(s);
    t.run(40);
    World& w = t.world();
    w.refreshDecisions();
    for (size_t i = 0; i < w.agents().size(); ++i) {
        const Agent& a = w.agents()[i];
        const AgentSample x = sampleAgent(w, int32_t(i));
        const SteeringRecord& rec = w.steering()[i];
        EXPECT_FLOAT_EQ(x.value[0], std::sqrt(a.velocity.x * a.velocity.x + a.velocity.y * a.velocity.y));
        EXPECT_FLOAT_EQ(x.value[1], w.clearanceOf(i));
        if (a.behavior == Behavior::Whiskers) {
            EXPECT_FLOAT_EQ(x.value[2], rec.emergency);
        }
        if (a.behavior == Behavior::Feelers) {
            EXPECT_FLOAT_EQ(x.value[2], rec.influence[0]);
            EXPECT_FLOAT_EQ(x.value[4], rec.emergency);
        }
    }
    // A grid agent: the chosen neighbour's proxy and P-step, and NaN once it stopped.
    const Scenario g = example("nproxy-pstep");
    Timeline gt = buildTimeline(g);
    gt.run(3);
    World& gw = gt.world();
    gw.refreshDecisions();
    const GridDecision& d = gw.gridDecisions()[0];
    ASSERT_NE(d.chosen, Direction::None);
    const AgentSample gs = sampleAgent(gw, 0);
    EXPECT_FLOAT_EQ(gs.value[1], d.proxy[d.chosen]);
    EXPECT_EQ(std::string(seriesChannels(Behavior::Nproxy).channels[2].name), "pstep");
    gt.run(100000);
    gt.world().refreshDecisions();
    EXPECT_FALSE(gt.world().agents()[0].moving());
    EXPECT_TRUE(std::isnan(sampleAgent(gt.world(), 0).value[1])) << "a stopped agent chooses nothing";
}

TEST(Series, TheRunTalliesAreTheMeasuresCounts) {
    for (const char* name : {"collisions-counted", "crowd-four-streams", "agents-crossing"}) {
        const Scenario s = example(name);
        Timeline t = buildTimeline(s);
        t.run(100000);
        SeriesRecorder r;
        r.watch(-1);
        ASSERT_TRUE(r.sync(t, 0));
        ASSERT_EQ(r.tallies().size(), size_t(t.frontier()) + 1) << name;
        uint32_t collisions = 0, contacts = 0, reached = 0;
        for (const Agent& a : t.world().agents()) {
            collisions += a.collisions;
            contacts += a.agentContacts;
            reached += a.stop == StopReason::Reached ? 1u : 0u;
        }
        const RunTally& end = r.tallies().back();
        EXPECT_EQ(end.collisions, collisions) << name;
        EXPECT_EQ(end.contacts, contacts) << name;
        EXPECT_EQ(end.arrivals, reached) << name;
        EXPECT_EQ(r.tallies().front().collisions, 0u);
        for (size_t k = 1; k < r.tallies().size(); ++k) EXPECT_GE(r.tallies()[k].arrivals, r.tallies()[k - 1].arrivals);
    }
}

TEST(Series, TheRouteChannelIsTheDistanceToTheLegWhileTheAgentFollowsARoute) {
    EXPECT_EQ(std::string(routeChannel().name), "routeDistance");
    EXPECT_EQ(std::string(routeChannel().unit), "u");
    Timeline t = buildTimeline(example("routes-nproxy-vs-astar"));
    SeriesRecorder r;
    uint32_t following = 0, off = 0, without = 0;
    for (size_t i = 0; i < t.world().agents().size(); ++i) {
        r.watch(int32_t(i));
        for (int k = 0; k < 30; ++k) {
            t.run(10);
            World& w = t.world();
            w.refreshDecisions();
            const Agent& a = w.agents()[i];
            const float route = sampleAgent(w, int32_t(i)).route;
            if (followsRoute(a)) {
                EXPECT_EQ(route, a.legDistance) << "agent " << i << " step " << w.stepCount();
                following += 1, off += a.legDistance > 0.0f ? 1 : 0;
            } else {
                EXPECT_TRUE(std::isnan(route)) << "agent " << i << " step " << w.stepCount();
                without += 1;
            }
        }
        syncAll(r, t);
        expectFaithful(r, t, "routes-nproxy-vs-astar agent " + std::to_string(i));
        t.seek(0);
    }
    EXPECT_GT(following, 0u);
    EXPECT_GT(off, 0u) << "off its leg at some step";
    EXPECT_GT(without, 0u) << "an agent without a route, or one arrived";
}
