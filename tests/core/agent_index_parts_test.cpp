// The agent index built in parts (a counting sort by cell, one part per thread) holds the same slots, bits for
// bits, as the one-part build, for any number of parts and any thread count: every slot's agent, position,
// velocity and radius, every cell's run of slots, the fastest speed and the largest radius. A crowd with
// grid agents and arrived agents (left out with withoutArrived), several agents per cell and agents off the
// world (clamped to its edge cells).
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "sidestep/behaviors/agent_avoidance.hpp"
#include "sidestep/world/agent_index_parts.hpp"
#include "sidestep/world/random.hpp"
#include "sidestep/world/workers.hpp"

using namespace sidestep;

namespace {

constexpr int32_t kWidth = 40, kHeight = 30;

std::vector<Agent> crowd(size_t count) {
    Random rng(42);
    std::vector<Agent> agents(count);
    for (size_t i = 0; i < count; ++i) {
        Agent& a = agents[i];
        a.kind = i % 11 == 5 ? AgentKind::Grid : AgentKind::Continuous;
        // Bunched in a corner (many per cell) or anywhere, a few off the world.
        const float spread = i % 3 == 0 ? 6.0f : 44.0f;
        a.position = {rng.uniform(-2.0f, spread), rng.uniform(-2.0f, spread * 0.75f)};
        a.velocity = {rng.uniform(-3.0f, 3.0f), rng.uniform(-3.0f, 3.0f)};
        a.radius = rng.uniform(0.2f, 0.9f);
        if (i % 7 == 3) a.stop = StopReason::Reached;
    }
    return agents;
}

bool sameBits(float a, float b) { return std::memcmp(&a, &b, sizeof a) == 0; }

/// Every slot and every cell's run of the two indexes are the same bits (`cells`: every cell's centre is queried).
void expectSame(const AgentIndex& one, const AgentIndex& other, const char* what) {
    ASSERT_EQ(one.size(), other.size()) << what;
    EXPECT_TRUE(sameBits(one.maxSpeed(), other.maxSpeed())) << what;
    EXPECT_TRUE(sameBits(one.maxRadius(), other.maxRadius())) << what;
    const AgentIndex::Bodies a = one.bodies(), b = other.bodies();
    for (size_t k = 0; k < one.size() + AgentIndex::kBodyPadding; ++k) {
        ASSERT_EQ(a.agent[k], b.agent[k]) << what << ", slot " << k;
        for (const auto column : {&AgentIndex::Bodies::x, &AgentIndex::Bodies::y, &AgentIndex::Bodies::vx,
                                  &AgentIndex::Bodies::vy, &AgentIndex::Bodies::radius})
            ASSERT_TRUE(sameBits((a.*column)[k], (b.*column)[k])) << what << ", slot " << k;
    }
    for (float y = 1.0f; y < float(kHeight); y += kAgentCellSize) {
        for (float x = 1.0f; x < float(kWidth); x += kAgentCellSize) {
            std::vector<int32_t> runsOne, runsOther;
            one.forEachRunNear({x, y}, 0.0f, [&](int32_t f, int32_t l) { runsOne.insert(runsOne.end(), {f, l}); });
            other.forEachRunNear({x, y}, 0.0f, [&](int32_t f, int32_t l) {
                runsOther.insert(runsOther.end(), {f, l});
            });
            ASSERT_EQ(runsOne, runsOther) << what << ", cell at " << x << ", " << y;
        }
    }
}

/// The index built in `parts` parts, the parts' phases taken in reverse order (any order must do).
void buildInParts(AgentIndex& index, const std::vector<Agent>& agents, bool withoutArrived, unsigned parts) {
    const unsigned n = index.beginParts(agents.size(), kWidth, kHeight, parts);
    for (unsigned k = n; k-- > 0;) index.countPart(agents, withoutArrived, k);
    for (unsigned k = n; k-- > 0;) index.sumCells(k);
    index.placeSlots();
    for (unsigned k = n; k-- > 0;) index.startCells(k);
    for (unsigned k = n; k-- > 0;) index.placePart(agents, k);
}

}  // namespace

TEST(AgentIndexParts, AnyNumberOfPartsGivesTheSameSlotsAsOnePart) {
    for (const size_t count : {size_t(0), size_t(1), size_t(5), size_t(700)}) {
        const std::vector<Agent> agents = crowd(count);
        for (const bool withoutArrived : {false, true}) {
            AgentIndex one;
            one.build(agents, kWidth, kHeight, withoutArrived);
            // The crowd fills the index: agents indexed, several in some cell, the arrived left out when asked.
            if (count == 700) {
                size_t continuous = 0, arrived = 0;
                for (const Agent& a : agents) continuous += a.kind == AgentKind::Continuous;
                for (const Agent& a : agents)
                    arrived += a.kind == AgentKind::Continuous && a.stop == StopReason::Reached;
                EXPECT_EQ(one.size(), withoutArrived ? continuous - arrived : continuous);
            }
            for (unsigned parts = 1; parts <= AgentIndex::kMaxIndexParts + 2; ++parts) {
                AgentIndex split;
                buildInParts(split, agents, withoutArrived, parts);
                expectSame(one, split, ("parts " + std::to_string(parts)).c_str());
                // Rebuilt with fewer parts over the same scratch: still the same.
                buildInParts(split, agents, withoutArrived, 1 + parts / 3);
                expectSame(one, split, ("rebuilt, parts " + std::to_string(parts)).c_str());
            }
        }
    }
}

TEST(AgentIndexParts, TheThreadedBuildIsTheSameWithOneTwoThreeAndFourThreads) {
    const std::vector<Agent> agents = crowd(700);
    AgentIndex one;
    one.build(agents, kWidth, kHeight, true);
    for (const unsigned threads : {1u, 2u, 3u, 4u}) {
        ASSERT_EQ(setThreads(threads, 1), threads);
        AgentIndex split;
        buildAgentIndex(split, agents, kWidth, kHeight, true);
        expectSame(one, split, ("threads " + std::to_string(threads)).c_str());
    }
    setThreads(1);
}
