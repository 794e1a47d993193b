// The step's decisions split over worker threads give the same bits for any thread count: a mixed crowd
// (every behaviour, agent avoidance, context agents that see each other, orca, grid agents, terrain, a
// quarter of the continuous agents following routes) and
// bundled crowds, stepped with 1, 2, 3 and 4 threads (every agent split off, however few), hashed every 50
// steps. The measures split too: a dense crowd's collisions and contacts give the same events in the same
// order for any thread count. And the pool itself: every index handed out exactly once, to a thread of its
// own count.
#include <gtest/gtest.h>
#include <algorithm>

#include <atomic>
#include <cmath>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "examples.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/io/scenario_load.hpp"
#include "sidestep/world/hash.hpp"
#include "sidestep/world/random.hpp"
#include "sidestep/world/run_beside.hpp"
#include "sidestep/world/timeline.hpp"
#include "sidestep/world/workers.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

/// Puts the shared pool back to one thread (the core's default) when a test ends, passed or not.
struct OneThreadAfter {
    ~OneThreadAfter() { setThreads(1); }
};

/// A 96 x 96 world with blocked cells, circles, a hill and `count` agents of every behaviour, from seeded
/// random starts to random goals, many of them meeting in the middle.
Scenario mixedCrowd(int count) {
    Random rng(2026);
    const char* continuous[] = {"seek", "whiskers", "feelers", "raycast", "context", "orca"};
    std::ostringstream json;
    json << R"({"version":1,"world":{"grid":[)";
    for (int y = 0; y < 96; ++y) {
        json << (y ? "," : "") << '"';
        for (int x = 0; x < 96; ++x) json << (x > 1 && y > 1 && x < 94 && y < 94 && rng.uniform() < 0.02f ? '@' : '.');
        json << '"';
    }
    json << R"(],"circles":[)";
    for (int i = 0; i < 60; ++i) {
        json << (i ? "," : "") << R"({"x":)" << rng.uniform(4.0f, 92.0f) << R"(,"y":)" << rng.uniform(4.0f, 92.0f)
             << R"(,"r":)" << rng.uniform(0.4f, 2.0f) << "}";
    }
    json << R"(],"terrain":{"heights":[)";  // a hill round (30, 60), 3 high, 12 wide
    for (int y = 0; y <= 96; ++y) {
        json << (y ? "," : "") << "[";
        for (int x = 0; x <= 96; ++x) {
            const float d = glm::length(Vec2(float(x) - 30.0f, float(y) - 60.0f));
            json << (x ? "," : "") << (d < 12.0f ? int((12.0f - d) * 25.0f) / 100.0f : 0.0f);
        }
        json << "]";
    }
    json << R"(]}},"agents":[)";
    for (int i = 0; i < count; ++i) {
        const bool grid = i % 9 == 8;
        const float x0 = rng.uniform(3.0f, 92.0f), y0 = rng.uniform(3.0f, 92.0f);
        const float x1 = 96.0f - x0, y1 = rng.uniform(3.0f, 92.0f);
        json << (i ? "," : "") << "{";
        if (grid) {
            json << R"("behavior":")" << (i % 2 ? "greedy" : "nproxy") << R"(","start":[)" << int(x0) << "," << int(y0)
                 << R"(],"goal":[)" << int(x1) << "," << int(y1) << "]}";
            continue;
        }
        const std::string behavior = continuous[i % 6];
        json << R"("behavior":")" << behavior << R"(","start":[)" << x0 << "," << y0 << R"(],"goal":[)" << x1 << ","
             << y1 << R"(],"radius":0.4,"maxSpeed":3)";
        if (behavior == "context") json << R"(,"params":{"seeAgents":true})";
        if (behavior != "orca" && i % 3 == 0) json << R"(,"avoidAgents":true)";
        if (i % 4 == 1)
            json << R"(,"planner":")" << (i % 8 == 1 ? "grid" : "any-angle") << '"';  // routes, planned serially
        json << "}";
    }
    json << R"(],"sim":{"dt":0.05,"maxSteps":400,"seed":9}})";
    ScenarioParse parsed = parseScenario(json.str());
    EXPECT_TRUE(parsed.ok()) << (parsed.errors.empty() ? "" : parsed.errors[0]);
    return parsed.scenario;
}

/// The world's hash every 50 steps over `steps` steps, with `threads` threads, every agent split off.
std::vector<uint64_t> hashes(const Scenario& scenario, unsigned threads, uint32_t steps) {
    EXPECT_EQ(setThreads(threads, 1), threads);
    World world = buildWorld(scenario);
    std::vector<uint64_t> out{world.hash()};
    for (uint32_t k = 0; k < steps; k += 50) {
        world.run(50);
        out.push_back(world.hash());
    }
    return out;
}

/// A crowded 30 x 30 world for the measures: 400 seek agents (no avoidance: they run into everything) crossing
/// a field of circles and blocked cells, bodies of 0.5 at up to 6 units a second (swept moves), so that collisions
/// and contacts begin and end every step; goals near their starts, so many arrive early and stop (or leave).
Scenario collidingCrowd(bool leave) {
    Random rng(77);
    std::ostringstream json;
    json << R"({"version":1,"world":{"grid":[)";
    for (int y = 0; y < 30; ++y) {
        json << (y ? "," : "") << '"';
        for (int x = 0; x < 30; ++x) json << (rng.uniform() < 0.06f ? '@' : '.');
        json << '"';
    }
    json << R"(],"circles":[)";
    for (int i = 0; i < 80; ++i) {
        json << (i ? "," : "") << R"({"x":)" << rng.uniform(1.0f, 29.0f) << R"(,"y":)" << rng.uniform(1.0f, 29.0f)
             << R"(,"r":)" << rng.uniform(0.3f, 1.2f) << "}";
    }
    json << R"(]},"agents":[)";
    for (int i = 0; i < 400; ++i) {
        const float x0 = rng.uniform(0.6f, 29.4f), y0 = rng.uniform(0.6f, 29.4f);
        const float far = i % 3 == 0 ? 2.0f : 25.0f;
        const float x1 = std::fmin(29.0f, std::fmax(1.0f, x0 + rng.uniform(-far, far)));
        const float y1 = std::fmin(29.0f, std::fmax(1.0f, y0 + rng.uniform(-far, far)));
        json << (i ? "," : "") << R"({"behavior":")" << (i % 4 == 0 ? "whiskers" : "seek") << R"(","start":[)" << x0
             << "," << y0 << R"(],"goal":[)" << x1 << "," << y1 << R"(],"radius":0.5,"maxSpeed":6})";
    }
    json << R"(],"sim":{"dt":0.05,"maxSteps":300,"seed":3,"atGoal":")" << (leave ? "leave" : "stay") << R"("}})";
    ScenarioParse parsed = parseScenario(json.str());
    EXPECT_TRUE(parsed.ok()) << (parsed.errors.empty() ? "" : parsed.errors[0]);
    return parsed.scenario;
}

/// Every event of a run to its end with `threads` threads (every agent split off), and the end state's hash.
std::pair<std::vector<Event>, uint64_t> eventsOf(const Scenario& scenario, unsigned threads) {
    EXPECT_EQ(setThreads(threads, 1), threads);
    Timeline run = buildTimeline(scenario);
    run.run(300);
    return {run.events(), run.world().hash()};
}

bool sameEvents(const std::vector<Event>& a, const std::vector<Event>& b) {
    if (a.size() != b.size()) return false;
    for (size_t k = 0; k < a.size(); ++k) {
        if (a[k].step != b[k].step || a[k].agent != b[k].agent || a[k].kind != b[k].kind || a[k].other != b[k].other)
            return false;
    }
    return true;
}

}  // namespace

TEST(Threads, TheMeasuresGiveTheSameEventsInTheSameOrderWithOneTwoThreeAndFourThreads) {
    OneThreadAfter after;
    for (const bool leave : {false, true}) {
        const Scenario crowd = collidingCrowd(leave);
        const auto [events, hash] = eventsOf(crowd, 1);
        size_t collisions = 0, contacts = 0, stops = 0;
        for (const Event& e : events) {
            collisions += e.kind == EventKind::CollisionBegin ? 1 : 0;
            contacts += e.kind == EventKind::ContactBegin ? 1 : 0;
            stops += e.kind == EventKind::Reached ? 1 : 0;
        }
        // What the split must settle in agent order happens often: collisions with circles and walls, contacts
        // between agents, and stopped agents (whose open collisions are kept without measuring).
        EXPECT_GT(collisions, 1000u) << "leave " << leave;
        EXPECT_GT(contacts, 1000u) << "leave " << leave;
        EXPECT_GT(stops, 100u) << "leave " << leave;
        for (const unsigned threads : {2u, 3u, 4u}) {
            const auto [split, splitHash] = eventsOf(crowd, threads);
            EXPECT_TRUE(sameEvents(split, events)) << threads << " threads, leave " << leave << ": " << split.size()
                                                   << " events, " << events.size() << " with one";
            EXPECT_EQ(splitHash, hash) << threads << " threads, leave " << leave;
        }
    }
}

TEST(Threads, AMixedCrowdStepsToTheSameHashesWithOneTwoThreeAndFourThreads) {
    OneThreadAfter after;
    const Scenario crowd = mixedCrowd(360);
    const std::vector<uint64_t> one = hashes(crowd, 1, 400);
    for (const unsigned threads : {2u, 3u, 4u}) EXPECT_EQ(hashes(crowd, threads, 400), one) << threads << " threads";
    // The crowd moved: the hashes differ from step to step, so equal lists say something.
    EXPECT_NE(one.front(), one.back());
}

TEST(Threads, BundledCrowdsStepToTheSameHashesWithOneTwoThreeAndFourThreads) {
    OneThreadAfter after;
    for (const char* name :
         {"crowd-thousand", "compare-orca-crowd", "context-agents-wait", "feelers-slope-hill", "nproxy-cluster"}) {
        const Scenario scenario = testdata::example(name);
        const std::vector<uint64_t> one = hashes(scenario, 1, 300);
        for (const unsigned threads : {2u, 3u, 4u})
            EXPECT_EQ(hashes(scenario, threads, 300), one) << name << ", " << threads << " threads";
    }
}

TEST(Threads, AWorldSteppedWithMoreThreadsAfterFewerKeepsItsHashes) {
    // The pool is replaced mid-run (new threads, each with its scratch made on first use).
    OneThreadAfter after;
    const Scenario crowd = mixedCrowd(200);
    const std::vector<uint64_t> one = hashes(crowd, 1, 200);
    World world = buildWorld(crowd);
    std::vector<uint64_t> changing{world.hash()};
    for (const unsigned threads : {2u, 4u, 1u, 3u}) {
        setThreads(threads, 1);
        world.run(50);
        changing.push_back(world.hash());
    }
    EXPECT_EQ(changing, one);
}

TEST(RunBeside, StepsBesideTheOwnerToTheSameHashesAndEventsAsTheOwnersOwnRun) {
    // The page's loop: start some steps, keep drawing until done() says they are taken, start the next. The
    // chunks vary (1 to 7 steps), the step's own threads too; the owner's run takes the same steps itself.
    OneThreadAfter after;
    const Scenario crowd = collidingCrowd(false);
    for (const unsigned threads : {1u, 2u}) {
        setThreads(threads, 1);
        Timeline own = buildTimeline(crowd), beside = buildTimeline(crowd);
        RunBeside runner;
        EXPECT_TRUE(runner.done());  // nothing started
        uint32_t chunk = 1, polls = 0;
        while (own.world().stepCount() < 280) {
            const uint32_t ownTaken = own.run(chunk);
            own.world().refreshDecisions();
            const bool withHash = chunk % 2 == 1;  // the page asks for the hash only for landings it will show
            runner.start(beside, chunk, withHash);
            while (!runner.done()) ++polls;  // the owner's thread is free meanwhile (it only looks)
            EXPECT_EQ(runner.wait(), ownTaken);
            ASSERT_EQ(beside.world().stepCount(), own.world().stepCount());
            ASSERT_EQ(beside.world().hash(), own.world().hash()) << "step " << own.world().stepCount();
            EXPECT_EQ(runner.hash(), withHash ? own.world().hash() : 0u) << "step " << own.world().stepCount();
            chunk = chunk % 7 + 1;
        }
        EXPECT_TRUE(sameEvents(beside.events(), own.events())) << threads << " threads";
        // The steps beside leave the owner a core (sharedWorkers().limit) only while they run.
        EXPECT_EQ(sharedWorkers().participants(1000, 1), threads);
        EXPECT_GT(own.events().size(), 100u);
        // A start while steps are under way waits for them first; the destructor waits for the last.
        runner.start(beside, 5);
        runner.start(beside, 5);
        EXPECT_EQ(runner.wait(), 5u);
        EXPECT_EQ(beside.world().stepCount(), own.world().stepCount() + 10);
        runner.start(beside, 3);
    }
}

TEST(RunBeside, LoadsAScenarioBesideTheOwnerAsTheOwnersOwnLoadAndRefusesABadOneWhole) {
    // The page opening a big file: the text read and the run built on the runner's thread, then stepped there.
    OneThreadAfter after;
    setThreads(2, 1);
    const Scenario crowd = collidingCrowd(false);
    const std::string text = writeScenario(crowd, 0);
    Timeline own(4, 4), beside(4, 4);
    const ScenarioLoad ownLoad = loadScenario(own, text);
    ASSERT_TRUE(ownLoad.ok());
    RunBeside runner;
    runner.startLoad(beside, text);
    EXPECT_EQ(runner.loadSize(), text.size());
    EXPECT_EQ(runner.wait(), 0u);
    EXPECT_TRUE(runner.loaded().ok());
    EXPECT_EQ(runner.loadRead(), text.size());  // read to the end
    EXPECT_EQ(beside.world().hash(), own.world().hash());
    EXPECT_EQ(beside.world().agents().size(), crowd.agents.size());
    // Its steps beside are the owner's too (taken one after the other: the step's threads are the process's).
    own.run(40);
    own.world().refreshDecisions();
    runner.start(beside, 40);
    EXPECT_EQ(runner.wait(), 40u);
    EXPECT_EQ(beside.world().hash(), own.world().hash());
    // A refused text leaves the run as it was, and says why.
    const uint64_t before = beside.world().hash();
    runner.startLoad(beside, text.substr(0, text.size() / 2));
    runner.wait();
    EXPECT_FALSE(runner.loaded().ok());
    EXPECT_EQ(runner.loaded().errors.size(), runner.loaded().messages.size());
    EXPECT_EQ(beside.world().hash(), before);
    EXPECT_EQ(beside.world().stepCount(), 40u);
}

TEST(RunBeside, ATextFilledInItsBufferLoadsAsTheSameTextGivenWholeAndALoadUnderWayKeepsItsOwn) {
    // The page writes its encoded text into the module's memory (textBuffer) instead of passing a string.
    OneThreadAfter after;
    setThreads(2, 1);
    const Scenario crowd = collidingCrowd(false);
    const std::string text = writeScenario(crowd, 0);
    Timeline own(4, 4), beside(4, 4), next(4, 4);
    ASSERT_TRUE(loadScenario(own, text).ok());
    RunBeside runner;
    std::copy(text.begin(), text.end(), runner.textBuffer(text.size()));
    runner.startLoad(beside);
    // Filling the next text while that load may be under way leaves it alone.
    const std::string refused = text.substr(0, text.size() / 2);
    std::copy(refused.begin(), refused.end(), runner.textBuffer(refused.size()));
    runner.wait();
    ASSERT_TRUE(runner.loaded().ok());
    EXPECT_EQ(runner.loadSize(), text.size());
    EXPECT_EQ(beside.world().hash(), own.world().hash());
    own.world().refreshDecisions();
    EXPECT_EQ(runner.hash(), own.world().hash());  // taken beside after the first decisions, so the page need not
    runner.startLoad(next);
    runner.wait();
    EXPECT_FALSE(runner.loaded().ok());  // the half text, as written
    EXPECT_EQ(runner.hash(), 0u);
    EXPECT_EQ(runner.loadSize(), refused.size());
}

TEST(RunBeside, TheHashALoadBringsIsTheStateAfterItsFirstDecisionsWhereThoseChangeItAsRoutesDo) {
    // Agents that follow routes plan them in their first decisions, which the state's hash reads.
    OneThreadAfter after;
    setThreads(2, 1);
    std::ifstream in(std::string(SIDESTEP_SOURCE_DIR) + "/examples/routes-maze.json", std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    ASSERT_FALSE(text.empty());
    Timeline own(4, 4), beside(4, 4);
    ASSERT_TRUE(loadScenario(own, text).ok());
    const uint64_t undecided = own.world().hash();
    own.world().refreshDecisions();
    ASSERT_NE(own.world().hash(), undecided) << "the scene's first decisions plan routes";
    RunBeside runner;
    runner.startLoad(beside, text);
    runner.wait();
    ASSERT_TRUE(runner.loaded().ok());
    EXPECT_EQ(runner.hash(), own.world().hash());
    EXPECT_EQ(beside.world().hash(), own.world().hash());
    beside.world().refreshDecisions();  // the page's first frame takes them again: the same state
    EXPECT_EQ(beside.world().hash(), own.world().hash());
}

TEST(RunBeside, ALoadAskedToStopIsRefusedBeforeItsEndAndLeavesTheRunAsItWas) {
    // The page asked for another scene while a big file was read: the reading gives up at its next look.
    OneThreadAfter after;
    setThreads(2, 1);
    const Scenario crowd = collidingCrowd(false);
    Scenario big = crowd;  // the crowd's agents again and again, to 4 MiB or more of text (a look every 256 KiB)
    for (size_t n = (size_t(5) << 20) / writeScenario(crowd, 0).size(); n > 0; --n)
        big.agents.insert(big.agents.end(), crowd.agents.begin(), crowd.agents.end());
    const std::string text = writeScenario(big, 0);
    ASSERT_GE(text.size(), size_t(4) << 20);  // sixteen looks or more
    Timeline beside(4, 4);
    const uint64_t before = beside.world().hash();
    RunBeside runner;
    runner.startLoad(beside, text);
    runner.stopLoad();
    runner.wait();
    const ScenarioLoad& stopped = runner.loaded();
    EXPECT_TRUE(stopped.stopped);
    ASSERT_EQ(stopped.errors.size(), 1u);
    ASSERT_EQ(stopped.messages.size(), 1u);
    EXPECT_EQ(stopped.messages[0].id, "invalid-json-stopped");
    EXPECT_LT(runner.loadRead(), text.size());  // not read to the end
    EXPECT_EQ(beside.world().hash(), before);
    // The next load is not stopped by the last one's request.
    runner.startLoad(beside, text);
    runner.wait();
    EXPECT_TRUE(runner.loaded().ok());
    EXPECT_FALSE(runner.loaded().stopped);
    EXPECT_EQ(runner.loadRead(), text.size());
    EXPECT_EQ(beside.world().agents().size(), big.agents.size());
}

TEST(ReadProgress, AStopAskedForRefusesTheTextAtEachLook) {
    // On the caller's thread: asked before the reading starts, the JSON reader gives up at once; the scenario's load
    // leaves the run untouched; without a request the same text loads.
    const std::string text = writeScenario(collidingCrowd(false), 0);
    ReadProgress progress;
    progress.stop = true;
    const JsonParse json = parseJson(text, kMaxJsonDepth, &progress);
    EXPECT_TRUE(json.stopped);
    EXPECT_FALSE(json.ok());
    EXPECT_LT(progress.read.load(), text.size());
    Timeline into(4, 4);
    const uint64_t before = into.world().hash();
    const ScenarioLoad load = loadScenario(into, text, &progress);
    EXPECT_TRUE(load.stopped);
    EXPECT_EQ(into.world().hash(), before);
    ReadProgress fresh;
    EXPECT_TRUE(loadScenario(into, text, &fresh).ok());
    EXPECT_EQ(fresh.read.load(), text.size());
}

TEST(Workers, ALimitCapsTheThreadsAJobUsesUntilLifted) {
    OneThreadAfter after;
    setThreads(4, 1);
    Workers& workers = sharedWorkers();
    workers.limit(3);
    EXPECT_EQ(workers.participants(1000, 1), 3u);
    std::vector<std::atomic<int>> seen(1000);
    std::atomic<unsigned> highest{0};
    auto work = [&](size_t begin, size_t end, unsigned worker) {
        for (size_t i = begin; i < end; ++i) seen[i]++;
        for (unsigned h = highest.load(); worker > h && !highest.compare_exchange_weak(h, worker);) {
        }
    };
    workers.forEach(seen.size(), 1, work);
    for (const auto& s : seen) ASSERT_EQ(s.load(), 1);
    EXPECT_LT(highest.load(), 3u);  // the fourth thread took nothing
    workers.limit(0);
    EXPECT_EQ(workers.participants(1000, 1), 4u);
}

TEST(Workers, HandsOutEveryIndexExactlyOnceToAThreadOfItsCount) {
    for (const unsigned threads : {1u, 2u, 3u, 4u, 7u}) {
        Workers workers(threads);
        EXPECT_EQ(workers.threads(), threads);
        for (const size_t count : {size_t(0), size_t(1), size_t(5), size_t(100), size_t(10007)}) {
            std::vector<std::atomic<int>> seen(count);
            std::atomic<bool> badWorker{false};
            auto work = [&](size_t begin, size_t end, unsigned worker) {
                if (worker >= threads) badWorker = true;
                for (size_t i = begin; i < end; ++i) seen[i].fetch_add(1);
            };
            workers.forEach(count, 1, work);
            for (size_t i = 0; i < count; ++i)
                ASSERT_EQ(seen[i].load(), 1) << i << " of " << count << ", " << threads << " threads";
            EXPECT_FALSE(badWorker);
        }
    }
}

TEST(Workers, ASmallJobRunsOnTheCallerAlone) {
    Workers workers(4);
    EXPECT_EQ(workers.participants(100, 256), 1u);
    EXPECT_EQ(workers.participants(600, 256), 2u);
    EXPECT_EQ(workers.participants(100000, 256), 4u);
    const std::thread::id caller = std::this_thread::get_id();
    bool elsewhere = false;
    auto work = [&](size_t, size_t, unsigned) { elsewhere = elsewhere || std::this_thread::get_id() != caller; };
    workers.forEach(100, 256, work);
    EXPECT_FALSE(elsewhere);
}

TEST(Workers, OutOfRangeCountsAreClamped) {
    OneThreadAfter after;
    EXPECT_EQ(setThreads(kMaxThreads + 10), kMaxThreads);
    EXPECT_EQ(setThreads(0), coreCount());
    EXPECT_GE(coreCount(), 1u);
}
