// Episodes for any number of obstacles and agents (docs/algorithms/measures.md): one per (agent, obstacle) and one per
// pair, no cap; checked by hand-built cases and by recounting random dense runs from their traces with a
// brute-force counter that shares nothing with the measures but the definitions.
#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <map>
#include <set>
#include <utility>

#include "sidestep/behaviors/decide.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/events.hpp"
#include "sidestep/world/run_totals.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

AgentDef body(Vec2 start, Vec2 goal, float radius = 0.5f, float speed = 3.0f) {
    AgentDef d;
    d.behavior = Behavior::Seek;
    d.start = start;
    d.goal = goal;
    d.radius = radius;
    d.maxSpeed = speed;
    return d;
}

uint32_t countEvents(const std::vector<Event>& events, int32_t agent, EventKind kind) {
    uint32_t n = 0;
    for (const Event& e : events) n += e.agent == agent && e.kind == kind ? 1u : 0u;
    return n;
}

/// Runs `steps` steps and returns the events.
std::vector<Event> runRecording(World& w, int steps) {
    EventRecorder recorder;
    std::vector<Event> events;
    recorder.look(w);
    for (int k = 0; k < steps && w.step(); ++k) recorder.record(w, events);
    return events;
}

}  // namespace

TEST(Episodes, AnAgentInsideFiveOrSevenOverlappingCirclesIsInFiveOrSevenCollisionsNoMatterHowLong) {
    for (const int n : {3, 5, 7, 12}) {
        World w(20, 20);
        // n circles of radius 1 round (10, 10), each overlapping the body at its centre.
        for (int k = 0; k < n; ++k) {
            const float angle = 6.2831853f * float(k) / float(n);
            w.addCircle({10.0f + 0.6f * std::cos(angle), 10.0f + 0.6f * std::sin(angle)}, 1.0f);
        }
        // Crawling toward a far goal: it rests inside all of them for the whole run.
        ASSERT_TRUE(w.addAgent(body({10.0f, 10.0f}, {18.0f, 10.0f}, 0.3f, 0.01f)).ok());
        const std::vector<Event> events = runRecording(w, 150);
        const Agent& a = w.agents()[0];
        EXPECT_EQ(a.collisions, uint32_t(n)) << n << " circles";
        EXPECT_EQ(a.openCollisions, uint32_t(n));
        EXPECT_EQ(countEvents(events, 0, EventKind::CollisionBegin), uint32_t(n));
        EXPECT_EQ(countEvents(events, 0, EventKind::CollisionEnd), 0u);
        EXPECT_EQ(w.episodes().collisions().size(), size_t(n));
    }
}

TEST(Episodes, AThirdAgentJoiningAContactIsASecondContactOfTheAgentItTouches) {
    World w(30, 20);
    // A and B start touching and stay (they crawl side by side); C runs into A from behind while A still
    // touches B.
    ASSERT_TRUE(w.addAgent(body({10.0f, 10.0f}, {28.0f, 10.0f}, 0.5f, 0.05f)).ok());  // A
    ASSERT_TRUE(w.addAgent(body({10.0f, 10.9f}, {28.0f, 10.9f}, 0.5f, 0.05f)).ok());  // B
    ASSERT_TRUE(w.addAgent(body({4.0f, 9.9f}, {28.0f, 9.9f}, 0.5f, 3.0f)).ok());      // C
    const std::vector<Event> events = runRecording(w, 150);
    const auto& a = w.agents();
    EXPECT_EQ(a[0].agentContacts, 2u) << "A: with B, then with C";
    EXPECT_EQ(a[1].agentContacts, 1u) << "B: with A";
    EXPECT_EQ(a[2].agentContacts, 1u) << "C: with A";
    EXPECT_EQ(runTotals(w).agentContacts, 2u) << "the run: two pairs, each once";
    EXPECT_EQ(countEvents(events, 0, EventKind::ContactBegin), 2u);
    // Each contact event names the other agent.
    std::set<int32_t> others;
    for (const Event& e : events) {
        if (e.agent == 0 && e.kind == EventKind::ContactBegin) others.insert(e.other);
    }
    EXPECT_EQ(others, (std::set<int32_t>{1, 2}));
}

TEST(Episodes, SeparateWallsAreSeparateObstaclesAndADiagonalWallIsOne) {
    // Two one-cell posts 1 apart with a body squeezed between them: two collisions at once.
    {
        World w(20, 20);
        w.setCell(9, 10, true);
        w.setCell(11, 10, true);
        ASSERT_TRUE(w.addAgent(body({10.5f, 10.5f}, {10.5f, 18.0f}, 0.6f, 0.01f)).ok());
        runRecording(w, 20);
        EXPECT_EQ(w.agents()[0].collisions, 2u);
        EXPECT_EQ(w.agents()[0].openCollisions, 2u);
    }
    // A staircase wall (cells touching only at corners) that a body runs along, never clear of it: one
    // obstacle, one collision (as 20 separate cells it would be 20).
    {
        World w(30, 30);
        for (int k = 0; k < 20; ++k) w.setCell(5 + k, 5 + k, true);
        // Along y = x - 1.2: 0.14 from the staircase's outer corners, at most 0.72 from the wall.
        ASSERT_TRUE(w.addAgent(body({6.2f, 5.0f}, {24.2f, 23.0f}, 0.8f, 1.0f)).ok());
        runRecording(w, 2000);
        EXPECT_EQ(w.agents()[0].stop, StopReason::Reached);
        EXPECT_GE(w.agents()[0].contactTime, 20.0f) << "the case this test is about: in contact all along";
        EXPECT_EQ(w.agents()[0].collisions, 1u);
    }
}

TEST(Episodes, EditsKeepTheEpisodesUnderWayAndEndTheOnesWhoseObstacleWentAtTheNextStep) {
    World w(20, 20);
    w.addCircle({3.0f, 3.0f}, 0.5f);    // circle 0, far away
    w.addCircle({10.0f, 10.0f}, 1.0f);  // circle 1
    w.addCircle({10.5f, 10.0f}, 1.0f);  // circle 2
    w.setCell(10, 11, true);            // a wall under the body
    ASSERT_TRUE(w.addAgent(body({10.2f, 10.7f}, {18.0f, 10.7f}, 0.5f, 0.01f)).ok());
    std::vector<Event> events = runRecording(w, 5);
    ASSERT_EQ(w.agents()[0].collisions, 3u);
    // Removing the far circle shifts the others' indices: still the same two circles and the wall.
    ASSERT_TRUE(w.removeCircle(0).ok());
    events = runRecording(w, 5);
    EXPECT_EQ(w.agents()[0].collisions, 3u) << "no new collision for the same obstacles";
    EXPECT_EQ(w.agents()[0].openCollisions, 3u);
    // Painting next to the wall it touches joins its region: relabelled, not a new collision.
    ASSERT_TRUE(w.setCell(11, 11, true).ok());
    events = runRecording(w, 5);
    EXPECT_EQ(w.agents()[0].collisions, 3u);
    // Removing a circle it is inside ends that episode at the next step, with an event.
    ASSERT_TRUE(w.removeCircle(0).ok());
    events = runRecording(w, 1);
    EXPECT_EQ(countEvents(events, 0, EventKind::CollisionEnd), 1u);
    EXPECT_EQ(w.agents()[0].openCollisions, 2u);
    EXPECT_EQ(w.agents()[0].collisions, 3u);
    // Erasing the wall ends its episode at the next step.
    ASSERT_TRUE(w.setCells({{10, 11}, {11, 11}}, false).ok());
    events = runRecording(w, 1);
    EXPECT_EQ(countEvents(events, 0, EventKind::CollisionEnd), 1u);
    EXPECT_EQ(w.agents()[0].openCollisions, 1u);
}

TEST(Episodes, RemovingAnAgentEndsItsContactsAndKeepsTheOthersPairs) {
    World w(30, 20);
    ASSERT_TRUE(w.addAgent(body({5.0f, 5.0f}, {28.0f, 5.0f}, 0.5f, 0.01f)).ok());     // 0
    ASSERT_TRUE(w.addAgent(body({10.0f, 10.0f}, {28.0f, 10.0f}, 0.5f, 0.01f)).ok());  // 1
    ASSERT_TRUE(w.addAgent(body({10.0f, 10.8f}, {28.0f, 10.8f}, 0.5f, 0.01f)).ok());  // 2
    runRecording(w, 3);
    ASSERT_EQ(w.episodes().contacts().size(), 1u);
    EXPECT_EQ(w.episodes().contacts()[0], (Episode{1, 2}));
    ASSERT_TRUE(w.removeAgent(0).ok());
    ASSERT_EQ(w.episodes().contacts().size(), 1u);
    EXPECT_EQ(w.episodes().contacts()[0], (Episode{0, 1})) << "the same pair, renumbered";
    runRecording(w, 3);
    EXPECT_EQ(w.agents()[0].agentContacts, 1u) << "still the first contact";
}

// ---- the recount ---------------------------------------------------------------------------------

namespace {

/// Every blocked cell's obstacle, found by a flood fill over the 8 neighbours (off the grid: the border).
std::map<std::pair<int, int>, int> labelRegions(const Grid& g) {
    std::map<std::pair<int, int>, int> label;
    int next = 1;
    for (int y = 0; y < g.height(); ++y) {
        for (int x = 0; x < g.width(); ++x) {
            if (!g.blocked(x, y) || label.count({x, y})) continue;
            std::vector<std::pair<int, int>> todo{{x, y}}, members;
            std::set<std::pair<int, int>> seen{{x, y}};
            bool border = false;
            while (!todo.empty()) {
                const auto c = todo.back();
                todo.pop_back();
                members.push_back(c);
                for (int dy = -1; dy <= 1; ++dy) {
                    for (int dx = -1; dx <= 1; ++dx) {
                        const std::pair<int, int> n{c.first + dx, c.second + dy};
                        if (!g.contains(n.first, n.second)) {
                            border = true;
                            continue;
                        }
                        if (g.blocked(n.first, n.second) && seen.insert(n).second) todo.push_back(n);
                    }
                }
            }
            const int id = border ? 0 : next++;
            for (const auto& m : members) label[m] = id;
        }
    }
    return label;
}

float squareGap(Vec2 p, int x, int y) {
    const float dx = std::fmax(std::fmax(float(x) - p.x, p.x - float(x + 1)), 0.0f);
    const float dy = std::fmax(std::fmax(float(y) - p.y, p.y - float(y + 1)), 0.0f);
    if (dx > 0.0f || dy > 0.0f) return std::sqrt(dx * dx + dy * dy);
    return -std::fmin(std::fmin(p.x - float(x), float(x + 1) - p.x), std::fmin(p.y - float(y), float(y + 1) - p.y));
}

/// The gap between a body at p and every obstacle, by brute force: key -1 - region, or circle index.
std::map<int, float> gaps(const World& w, const std::map<std::pair<int, int>, int>& regions, Vec2 p, float r) {
    std::map<int, float> out;
    auto note = [&](int key, float gap) {
        auto it = out.find(key);
        if (it == out.end() || gap < it->second) out[key] = gap;
    };
    const Grid& g = w.grid();
    const float off = std::fmin(std::fmin(p.x, float(g.width()) - p.x), std::fmin(p.y, float(g.height()) - p.y));
    note(-1, off - r);  // (never off the grid in these scenes)
    for (const auto& [cell, label] : regions) note(-1 - label, squareGap(p, cell.first, cell.second) - r);
    for (size_t i = 0; i < w.circles().size(); ++i) {
        const Circle& c = w.circles()[i];
        note(int(i), glm::length(p - c.center) - c.radius - r);
    }
    return out;
}

struct Recount {
    std::vector<uint32_t> collisions, contacts;
    uint32_t pairs = 0;
};

/// Steps the world and counts its episodes again from the positions alone.
Recount recount(World& w, int steps) {
    const auto regions = labelRegions(w.grid());
    const size_t n = w.agents().size();
    Recount out;
    out.collisions.assign(n, 0);
    out.contacts.assign(n, 0);
    std::vector<std::set<int>> openObstacles(n);
    std::set<std::pair<size_t, size_t>> openPairs;
    for (int s = 0; s < steps; ++s) {
        std::vector<Vec2> before;
        std::vector<bool> moving;
        // An arrived agent that gives way (avoidance atGoal) still moves, and its body still meets obstacles.
        for (const Agent& a : w.agents())
            before.push_back(a.position), moving.push_back(a.moving() || givesWay(a, w.config().leaveAtGoal));
        if (!w.step()) break;
        const auto& agents = w.agents();
        for (size_t i = 0; i < n; ++i) {
            const Agent& a = agents[i];
            if (!moving[i]) continue;
            // The points of the move the measures look at: the end, and along a move longer than half the radius.
            std::vector<Vec2> points{a.position};
            const float d = glm::length(a.position - before[i]);
            if (d > 0.5f * a.radius) {
                const int samples = int(std::fmin(64.0f, std::ceil(d / (0.5f * a.radius))));
                for (int k = 1; k < samples; ++k)
                    points.push_back(before[i] + (a.position - before[i]) * (float(k) / float(samples)));
            }
            std::set<int> met;
            for (const Vec2 p : points) {
                for (const auto& [key, gap] : gaps(w, regions, p, a.radius)) {
                    if (gap < 0.0f) met.insert(key);
                }
            }
            for (int key : met) {
                if (openObstacles[i].insert(key).second) ++out.collisions[i];
            }
            const auto end = gaps(w, regions, a.position, a.radius);
            for (auto it = openObstacles[i].begin(); it != openObstacles[i].end();) {
                it = end.at(*it) >= kContactTolerance ? openObstacles[i].erase(it) : std::next(it);
            }
        }
        for (size_t i = 0; i < n; ++i) {
            for (size_t j = i + 1; j < n; ++j) {
                const Agent& a = agents[i];
                const Agent& b = agents[j];
                const double reach = double(a.radius) + double(b.radius);
                // Closest approach of the straight moves within the step, in double; a dip under the float
                // resolution of the positions is rounding (docs/algorithms/measures.md, measures.hpp).
                const double d0x = double(before[j].x) - double(before[i].x),
                             d0y = double(before[j].y) - double(before[i].y);
                const double mx = (double(b.position.x) - double(a.position.x)) - d0x;
                const double my = (double(b.position.y) - double(a.position.y)) - d0y;
                const double mm = mx * mx + my * my;
                const double t = mm > 0.0 ? std::fmin(1.0, std::fmax(0.0, -(d0x * mx + d0y * my) / mm)) : 0.0;
                const double between = std::hypot(d0x + mx * t, d0y + my * t) - reach;
                float size = 1.0f;
                for (const Vec2 p : {before[i], a.position, before[j], b.position})
                    size = std::fmax(size, std::fmax(std::fabs(p.x), std::fabs(p.y)));
                const double resolution = 4.0 * double(FLT_EPSILON) * double(size);
                const float endGap = glm::length(b.position - a.position) - a.radius - b.radius;
                const bool met = between < -resolution || endGap < 0.0f;
                const std::pair<size_t, size_t> pair{i, j};
                if (met && openPairs.insert(pair).second) ++out.contacts[i], ++out.contacts[j], ++out.pairs;
                if (endGap >= kContactTolerance) openPairs.erase(pair);
            }
        }
    }
    return out;
}

/// A random dense scene: circles in clusters, blocked cells in lumps and lines, agents of every continuous
/// behaviour, many with goals in the same corner.
Scenario denseScene(uint64_t seed) {
    Random rng(seed);
    Scenario s;
    s.grid = Grid(24, 18);
    for (int k = 0; k < 6; ++k) {  // lumps of cells
        const int x = int(rng.next() % 20) + 2, y = int(rng.next() % 14) + 2;
        for (int c = 0; c < 4; ++c) s.grid.set(x + int(rng.next() % 3) - 1, y + int(rng.next() % 3) - 1, true);
    }
    for (int k = 0; k < 4; ++k) {  // clusters of overlapping circles
        const Vec2 c{rng.uniform(3.0f, 21.0f), rng.uniform(3.0f, 15.0f)};
        for (int m = 0; m < 6; ++m)
            s.circles.push_back(
                {c + Vec2(rng.uniform(-1.0f, 1.0f), rng.uniform(-1.0f, 1.0f)), rng.uniform(0.2f, 0.9f)});
    }
    const Behavior behaviors[] = {Behavior::Seek, Behavior::Whiskers, Behavior::Feelers, Behavior::Raycast,
                                  Behavior::Context};
    for (int i = 0; i < 30; ++i) {
        AgentDef d;
        d.behavior = behaviors[i % 5];
        d.start = {rng.uniform(1.0f, 23.0f), rng.uniform(1.0f, 17.0f)};
        d.goal = i % 3 == 0 ? Vec2(rng.uniform(1.0f, 23.0f), rng.uniform(1.0f, 17.0f))
                            : Vec2(rng.uniform(20.5f, 22.5f), rng.uniform(1.5f, 3.5f));
        d.radius = rng.uniform(0.2f, 0.6f);
        d.maxSpeed = rng.uniform(1.0f, 6.0f);  // up to 0.12 u a step: some moves are swept
        d.avoidAgents = i % 4 == 0;
        s.agents.push_back(d);
    }
    s.sim.maxSteps = 100000;
    return s;
}

}  // namespace

TEST(Episodes, RandomDenseRunsRecountedFromTheirTracesByBruteForceAgree) {
    uint32_t totalCollisions = 0, totalContacts = 0, mostOpen = 0;
    for (uint64_t seed = 1; seed <= 8; ++seed) {
        World w = buildWorld(denseScene(seed));
        World replay = w;
        const Recount expected = recount(replay, 400);
        w.run(400);
        for (size_t i = 0; i < w.agents().size(); ++i) {
            EXPECT_EQ(w.agents()[i].collisions, expected.collisions[i]) << "seed " << seed << " agent " << i;
            EXPECT_EQ(w.agents()[i].agentContacts, expected.contacts[i]) << "seed " << seed << " agent " << i;
            totalCollisions += expected.collisions[i];
            totalContacts += expected.contacts[i];
        }
        EXPECT_EQ(runTotals(w).agentContacts, expected.pairs) << "seed " << seed;
        for (const Agent& a : w.agents()) mostOpen = std::max(mostOpen, a.openCollisions);
    }
    // The scenes are what the test is about: many collisions and contacts, several at once.
    EXPECT_GT(totalCollisions, 200u);
    EXPECT_GT(totalContacts, 100u);
    EXPECT_GE(mostOpen, 3u);
}
