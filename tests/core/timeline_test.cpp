// The timeline: going back is exact (same hash as a fresh run), edits during a run are part of its
// history and survive a round trip through the scenario format, and the history's validation names
// the entry and the rule.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "examples.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/timeline.hpp"

using namespace sidestep;

namespace {

using testdata::example;

/// The hash of a fresh world of the scenario after n plain steps.
uint64_t freshHash(const Scenario& s, uint32_t n) {
    World w = buildWorld(s);
    w.run(n);
    return w.hash();
}

Edit edit(EditKind kind) {
    Edit e;
    e.kind = kind;
    return e;
}

}  // namespace

TEST(Timeline, BackEqualsAFreshRunOnEveryKindOfAgent) {
    for (const char* name : {"welcome", "side-by-side", "nproxy-p3-vs-p7", "context-race-track", "agents-crossing",
                             "crowd-four-streams"}) {
        const Scenario s = example(name);
        Timeline t = buildTimeline(s);
        t.run(200);
        const uint32_t reached = t.step();
        ASSERT_GT(reached, 15u) << name;
        t.seek(reached / 2);
        EXPECT_EQ(t.world().hash(), freshHash(s, reached / 2)) << name;
        t.seek(7);
        EXPECT_EQ(t.world().hash(), freshHash(s, 7)) << name;
        t.seek(reached);  // forward again, through the keyframes
        EXPECT_EQ(t.world().hash(), freshHash(s, reached)) << name;
        EXPECT_EQ(t.frontier(), reached) << name;
    }
}

TEST(Timeline, ThinningUnderATinyBudgetStaysExact) {
    const Scenario s = example("crowd-four-streams");
    Timeline t = buildTimeline(s);
    t.setBudget(1);  // every keyframe is over budget: only step 0 and the latest are kept
    t.run(400);
    EXPECT_LE(t.keyframeCount(), 2u);
    EXPECT_GT(t.interval(), kFirstKeyframeInterval);
    t.seek(123);
    EXPECT_EQ(t.world().hash(), freshHash(s, 123));
    Timeline roomy = buildTimeline(s);
    roomy.run(400);
    EXPECT_GT(roomy.keyframeCount(), t.keyframeCount());
    EXPECT_LE(roomy.keyframeBytes(), roomy.budget());
}

TEST(Timeline, AnEditDuringARunIsReplayedAndSurvivesTheScenarioFormat) {
    const Scenario s = example("welcome");
    ASSERT_FALSE(s.circles.empty());
    Timeline t = buildTimeline(s);
    t.run(120);
    Edit remove = edit(EditKind::RemoveCircle);
    remove.index = 0;
    ASSERT_TRUE(t.edit(remove).ok());
    Edit cell = edit(EditKind::SetCell);
    cell.x = 2, cell.y = 3, cell.flag = true;
    ASSERT_TRUE(t.edit(cell).ok());
    t.run(80);
    const uint64_t live = t.world().hash();
    ASSERT_EQ(t.history().size(), 2u);
    EXPECT_EQ(t.origin().circles().size(), s.circles.size());  // step 0 still has the circle

    // The scenario of the run: step 0 as it was, plus the history; reopened, it reaches the same state.
    const std::string text = writeScenario(scenarioFromTimeline(t));
    ScenarioParse back = parseScenario(text);
    ASSERT_TRUE(back.ok()) << back.errors[0];
    EXPECT_EQ(back.scenario.circles.size(), s.circles.size());
    Timeline reopened = buildTimeline(back.scenario);
    reopened.seek(200);
    EXPECT_EQ(reopened.world().hash(), live);
    // ... and it differs from a run where the circle was never removed.
    EXPECT_NE(live, freshHash(s, 200));

    // Back before the edit and forward again: the same run.
    t.seek(50);
    EXPECT_EQ(t.world().hash(), freshHash(s, 50));
    t.seek(200);
    EXPECT_EQ(t.world().hash(), live);
}

TEST(Timeline, AnEditAtAnEarlierStepEndsTheOldFuture) {
    const Scenario s = example("welcome");
    Timeline t = buildTimeline(s);
    t.run(100);
    Edit goal = edit(EditKind::SetAgentGoal);
    goal.index = 0;
    goal.point = s.agents[0].start;
    ASSERT_TRUE(t.edit(goal).ok());
    t.run(100);
    const Timeline before = t;  // what undo keeps
    t.seek(40);
    Edit move = edit(EditKind::MoveCircle);
    move.index = 0;
    move.point = {1.5f, 1.5f};
    ASSERT_TRUE(t.edit(move).ok());
    EXPECT_EQ(t.frontier(), 40u);
    ASSERT_EQ(t.history().size(), 1u);  // the goal edit at 100 was in the old future
    EXPECT_EQ(t.history()[0].step, 40u);
    // The copy taken before still has the old future, exactly.
    Timeline undone = before;
    undone.seek(200);
    EXPECT_EQ(undone.world().hash(), before.world().hash());
    EXPECT_EQ(undone.history().size(), 1u);
    EXPECT_EQ(undone.history()[0].step, 100u);
}

TEST(Timeline, AnEditAtStepZeroChangesTheScenario) {
    const Scenario s = example("welcome");
    Timeline t = buildTimeline(s);
    Edit remove = edit(EditKind::RemoveCircle);
    remove.index = 0;
    ASSERT_TRUE(t.edit(remove).ok());
    EXPECT_TRUE(t.history().empty());
    EXPECT_EQ(t.origin().circles().size(), s.circles.size() - 1);
    t.run(150);
    Scenario edited = s;
    edited.circles.erase(edited.circles.begin());
    EXPECT_EQ(t.world().hash(), freshHash(edited, 150));
}

TEST(Timeline, ADriveFromStepZeroIsPartOfTheScenarioAndReplays) {
    // Found by the edit fuzz target: Drive ticked at step 0 was lost from the saved file, so the file replayed
    // to another state (tests/bad-inputs/fuzz/edit/drive-at-step-zero.txt).
    const Scenario s = example("welcome");
    Timeline t = buildTimeline(s);
    Edit input = edit(EditKind::SetDriveInput);
    input.index = 0;
    input.point = {0.5f, -1.0f};
    EXPECT_EQ(t.edit(input).error, "agent: agent 0 is not driven (setDrive first)") << "input without drive";
    Edit drive = edit(EditKind::SetDrive);
    drive.index = 0;
    drive.flag = true;
    drive.assist = false;
    ASSERT_TRUE(t.edit(drive).ok());
    ASSERT_TRUE(t.edit(input).ok());
    EXPECT_TRUE(t.history().empty()) << "both made at step 0: part of the scenario";
    const std::string saved = writeScenario(scenarioFromTimeline(t));
    EXPECT_NE(saved.find(R"("drive": {)"), std::string::npos) << saved;
    const ScenarioParse again = parseScenario(saved);
    ASSERT_TRUE(again.ok()) << again.errors[0];
    EXPECT_TRUE(again.scenario.agents[0].driven);
    EXPECT_FALSE(again.scenario.agents[0].driveAssist);
    Timeline replay = buildTimeline(again.scenario);
    t.run(60);
    replay.run(60);
    EXPECT_EQ(replay.world().hash(), t.world().hash());
    EXPECT_NE(t.world().hash(), freshHash(s, 60)) << "the drive changed the run";
}

TEST(Timeline, ABadEditChangesNothing) {
    const Scenario s = example("welcome");
    Timeline t = buildTimeline(s);
    t.run(30);
    const uint64_t h = t.world().hash();
    Edit remove = edit(EditKind::RemoveCircle);
    remove.index = 999;
    const EditResult r = t.edit(remove);
    EXPECT_FALSE(r.ok());
    EXPECT_NE(r.error.find("circle"), std::string::npos);
    EXPECT_TRUE(t.history().empty());
    EXPECT_EQ(t.world().hash(), h);
    EXPECT_EQ(t.frontier(), 30u);
}

TEST(Timeline, EditsReadFromTextAsThePageSendsThem) {
    const Scenario s = example("welcome");
    Timeline t = buildTimeline(s);
    t.run(10);
    for (const char* text : {R"({"edit":"setCell","cell":[1,1],"blocked":true})",
                             R"({"edit":"setAgentParam","agent":0,"setting":"rayLength","value":4})",
                             R"({"edit":"setAvoidanceParam","agent":0,"setting":"alongObstacles","value":true})",
                             R"({"edit":"addAgent","def":{"behavior":"seek","start":[2,2],"goal":[10,5]}})"}) {
        const EditParse p = parseEditText(text);
        ASSERT_TRUE(p.ok()) << text << ": " << p.errors[0];
        const EditResult r = t.edit(p.edit);
        EXPECT_TRUE(r.ok()) << text << ": " << r.error;
    }
    EXPECT_EQ(t.history().size(), 4u);
    const EditParse bad = parseEditText(R"({"edit":"setCell","cell":[1.5,1],"blocked":"yes","extra":1})");
    ASSERT_FALSE(bad.ok());
    std::string all;
    for (const std::string& e : bad.errors) all += e + "\n";
    EXPECT_NE(all.find("setCell.cell"), std::string::npos) << all;
    EXPECT_NE(all.find("setCell.blocked: must be true or false"), std::string::npos) << all;
    EXPECT_NE(all.find("setCell.extra: unknown key"), std::string::npos) << all;
    const EditParse wrongSetting = parseEditText(R"({"edit":"setAgentParam","agent":0,"setting":"nope","value":1})");
    ASSERT_TRUE(wrongSetting.ok());
    const EditResult r = t.edit(wrongSetting.edit);
    EXPECT_NE(r.error.find("no setting \"nope\""), std::string::npos) << r.error;
}

TEST(Timeline, HistoryValidationNamesTheEntry) {
    auto errors = [](const std::string& history) {
        const std::string text =
            R"({"version":1,"world":{"grid":["....","...."],"circles":[{"x":1,"y":1,"r":0.5}]},)"
            R"("agents":[{"behavior":"seek","start":[0.5,0.5],"goal":[3.5,1.5]}],"sim":{"maxSteps":500},"history":)" +
            history + "}";
        std::string all;
        for (const std::string& e : parseScenario(text).errors) all += e + "\n";
        return all;
    };
    EXPECT_EQ(errors(R"([{"step":5,"edit":"removeCircle","circle":0}])"), "");
    EXPECT_NE(errors(R"([{"step":5,"edit":"removeCircle","circle":0},{"step":6,"edit":"removeCircle","circle":0}])")
                  .find("history[1]: removeCircle at step 6: circle: no circle 0 (there are 0)"),
              std::string::npos);
    EXPECT_NE(errors(R"([{"step":9,"edit":"clearGrid"},{"step":8,"edit":"clearGrid"}])")
                  .find("history[1].step: must not be less than"),
              std::string::npos);
    EXPECT_NE(errors(R"([{"step":0,"edit":"clearGrid"}])").find("history[0].step: must be an integer 1..1000000"),
              std::string::npos);
    EXPECT_NE(
        errors(R"([{"step":600,"edit":"clearGrid"}])").find("history[0].step: must be at most sim.maxSteps (500)"),
        std::string::npos);
    EXPECT_NE(errors(R"([{"step":3,"edit":"clear"}])").find("history[0].edit: clear starts a new scenario"),
              std::string::npos);
    EXPECT_NE(errors(R"([{"step":3,"edit":"explode"}])").find("history[0].edit: must be one of setCell"),
              std::string::npos);
    EXPECT_NE(errors(R"({"step":3})").find("history: must be an array"), std::string::npos);
    EXPECT_NE(errors(R"([{"step":3,"edit":"setAgentStart","agent":0,"at":[9,9]}])")
                  .find("history[0]: setAgentStart at step 3: agent.start: must lie inside"),
              std::string::npos);
}

TEST(Timeline, EveryEditKindRoundTripsThroughText) {
    const char* texts[] = {
        R"({"step":1,"edit":"setCell","cell":[1,2],"blocked":true})",
        R"({"step":1,"edit":"resizeGrid","width":30,"height":20})",
        R"({"step":1,"edit":"clearGrid"})",
        R"({"step":1,"edit":"addCircle","x":3.5,"y":2.25,"r":1})",
        R"({"step":1,"edit":"moveCircle","circle":0,"x":3,"y":2})",
        R"({"step":1,"edit":"resizeCircle","circle":0,"r":0.75})",
        R"({"step":1,"edit":"removeCircle","circle":0})",
        R"({"step":1,"edit":"addPath","points":[[1,1],[2,2]],"closed":false})",
        R"({"step":1,"edit":"setPath","path":0,"points":[[1,1],[2,2],[3,1]],"closed":true})",
        R"({"step":1,"edit":"removePath","path":0})",
        R"({"step":1,"edit":"setTargets","points":[[1,1]]})",
        R"({"step":1,"edit":"setAgentPath","agent":0,"path":-1})",
        R"({"step":1,"edit":"removeAgent","agent":0})",
        R"({"step":1,"edit":"setAgentParam","agent":0,"setting":"metric","value":"octile"})",
        R"({"step":1,"edit":"setAvoidAgents","agent":0,"on":true})",
        R"({"step":1,"edit":"setAvoidanceParam","agent":0,"setting":"alongObstacles","value":true})",
        R"({"step":1,"edit":"setAgentStart","agent":0,"at":[1.5,1.5]})",
        R"({"step":1,"edit":"setAgentGoal","agent":0,"at":[1.5,1.5]})",
        R"({"step":1,"edit":"setSim","dt":0.01,"maxSteps":100,"seed":7})",
        R"({"step":1,"edit":"setDrive","agent":0,"driven":true,"assist":false})",
        R"({"step":1,"edit":"setDriveInput","agent":0,"input":[0.5,-1]})",
    };
    for (const char* text : texts) {
        const JsonParse j = parseJson(text);
        ASSERT_TRUE(j.ok());
        std::string body = text;
        body = body.substr(body.find(",") + 1);  // without "step"
        const EditParse p = parseEditText("{" + body);
        ASSERT_TRUE(p.ok()) << text << ": " << p.errors[0];
        EXPECT_EQ(writeJson(editToJson({1, p.edit}, true), 0), writeJson(j.value, 0)) << text;
    }
}

TEST(Timeline, RestartHereMakesTheSceneAsItIsTheNewStepZero) {
    const Scenario s = example("welcome");
    Timeline t = buildTimeline(s);
    t.run(100);
    Edit remove = edit(EditKind::RemoveCircle);
    remove.index = 0;
    ASSERT_TRUE(t.edit(remove).ok());
    t.run(20);
    t.restartHere();
    EXPECT_EQ(t.step(), 0u);
    EXPECT_TRUE(t.history().empty());
    EXPECT_EQ(t.frontier(), 0u);
    Scenario edited = s;
    edited.circles.erase(edited.circles.begin());
    EXPECT_EQ(t.world().hash(), buildWorld(edited).hash());
    t.run(150);
    EXPECT_EQ(t.world().hash(), freshHash(edited, 150));
}

TEST(Timeline, AnEditThatChangesNothingKeepsTheFuture) {
    const Scenario s = example("welcome");
    Timeline t = buildTimeline(s);
    t.run(100);
    t.seek(40);
    Edit same = edit(EditKind::MoveCircle);
    same.index = 0;
    same.point = s.circles[0].center;
    ASSERT_TRUE(t.edit(same).ok());
    EXPECT_TRUE(t.history().empty());
    EXPECT_EQ(t.frontier(), 100u);
}

TEST(TimelineEvents, EventsAreWhatTheMeasuresCountAndSurviveGoingBack) {
    size_t kinds[kEventKinds] = {};
    for (const char* name : {"collisions-counted", "greedy-pacing", "nproxy-stop-on-return", "context-race-track",
                             "agents-head-on", "welcome"}) {
        const Scenario s = example(name);
        Timeline t = buildTimeline(s);
        t.run(s.sim.maxSteps);
        const std::vector<Event> straight = t.events();
        const World& w = t.world();
        for (size_t i = 0; i < w.agents().size(); ++i) {
            const Agent& a = w.agents()[i];
            uint32_t counts[kEventKinds] = {};
            for (const Event& e : straight) {
                if (e.agent != int32_t(i)) continue;
                ++counts[uint32_t(e.kind)];
                // steps counts the moves made: reaching is a move, a stop is seen at the step that would have moved
                if (e.kind == EventKind::Reached) {
                    EXPECT_EQ(e.step, a.steps) << name << " agent " << i;
                }
                if (e.kind == EventKind::Stop) {
                    EXPECT_GE(e.step, a.steps) << name << " agent " << i;
                }
            }
            EXPECT_EQ(counts[uint32_t(EventKind::CollisionBegin)], a.collisions) << name << " agent " << i;
            EXPECT_EQ(counts[uint32_t(EventKind::ContactBegin)], a.agentContacts) << name << " agent " << i;
            EXPECT_EQ(counts[uint32_t(EventKind::Return)], a.returns) << name << " agent " << i;
            EXPECT_EQ(counts[uint32_t(EventKind::Reached)], a.stop == StopReason::Reached ? 1u : 0u)
                << name << " agent " << i;
            EXPECT_LE(counts[uint32_t(EventKind::CollisionEnd)], counts[uint32_t(EventKind::CollisionBegin)]) << name;
            EXPECT_LE(counts[uint32_t(EventKind::ContactEnd)], counts[uint32_t(EventKind::ContactBegin)]) << name;
        }
        for (size_t k = 1; k < straight.size(); ++k) {  // in step order, then agent order
            const Event& p = straight[k - 1];
            const Event& e = straight[k];
            EXPECT_TRUE(p.step < e.step || (p.step == e.step && p.agent <= e.agent)) << name << " event " << k;
        }
        for (const Event& e : straight) ++kinds[uint32_t(e.kind)];
        // Back to the middle and forward again: the record is the same as the straight run's.
        const uint32_t end = t.step();
        t.seek(end / 2);
        t.seek(end / 3);
        t.seek(end);
        ASSERT_EQ(t.events().size(), straight.size()) << name;
        for (size_t k = 0; k < straight.size(); ++k) {
            EXPECT_EQ(t.events()[k].step, straight[k].step) << name;
            EXPECT_EQ(t.events()[k].kind, straight[k].kind) << name;
        }
    }
    // The scenes chosen show every kind of event at least once (replanned: routes, in route_run_test.cpp).
    for (uint32_t k = 0; k < kEventKinds; ++k) {
        if (EventKind(k) != EventKind::Replanned) {
            EXPECT_GT(kinds[k], 0u) << eventKindName(EventKind(k));
        }
    }
}

TEST(TimelineEvents, AnEditAtAnEarlierStepDropsTheLaterEvents) {
    const Scenario s = example("collisions-counted");
    Timeline t = buildTimeline(s);
    t.run(s.sim.maxSteps);
    ASSERT_FALSE(t.events().empty());
    const uint32_t cut = t.events().back().step - 1;
    t.seek(cut);
    Edit clearGrid = edit(EditKind::ClearGrid);  // the walls the first agent drives through
    ASSERT_TRUE(t.edit(clearGrid).ok());
    ASSERT_EQ(t.history().size(), 1u);
    for (const Event& e : t.events()) EXPECT_LE(e.step, cut);
    t.run(s.sim.maxSteps);  // the new future is recorded again
    for (size_t k = 1; k < t.events().size(); ++k) EXPECT_LE(t.events()[k - 1].step, t.events()[k].step);
}

TEST(Timeline, SteppingBackOneAtATimeIsExactAtEveryStep) {
    // The first step back replays from a keyframe and keeps the states on the way; the next ones are copies
    // of those. Each must still be the state of a fresh run to that step, edits during the run included.
    const Scenario s = example("crowd-four-streams");
    Timeline t = buildTimeline(s);
    t.run(150);
    Edit remove = edit(EditKind::RemoveAgent);
    remove.index = 3;
    ASSERT_TRUE(t.edit(remove).ok());  // at step 150
    t.run(60);
    Scenario withEdit = scenarioFromTimeline(t);
    for (uint32_t step = 209; step >= 120; --step) {
        t.seek(step);
        ASSERT_EQ(t.step(), step);
        Timeline fresh = buildTimeline(withEdit);
        fresh.run(step);
        ASSERT_EQ(t.world().hash(), fresh.world().hash()) << "step " << step;
    }
    t.seek(210);  // and forward again
    Timeline fresh = buildTimeline(withEdit);
    fresh.run(210);
    EXPECT_EQ(t.world().hash(), fresh.world().hash());
}

TEST(TimelineEvents, TwoObstaclesMetInOneStepAreTwoBegins) {
    // A seek agent (r 0.5) drives between two circles (r 0.6) whose gap is narrower than its body: it meets
    // both in the same step. The measures count two collisions; the events must say two begins.
    World w(16, 8);
    ASSERT_TRUE(w.addCircle({8.0f, 3.3f}, 0.6f).ok());
    ASSERT_TRUE(w.addCircle({8.0f, 4.7f}, 0.6f).ok());
    AgentDef d;
    d.behavior = Behavior::Seek;
    d.start = {2.0f, 4.0f};
    d.goal = {14.0f, 4.0f};
    d.radius = 0.5f;
    ASSERT_TRUE(w.addAgent(d).ok());
    Timeline t(std::move(w));
    t.run(100000);
    const Agent& a = t.world().agents()[0];
    ASSERT_EQ(a.collisions, 2u) << "the scene meets both circles";
    uint32_t begins = 0;
    for (const Event& e : t.events()) begins += e.kind == EventKind::CollisionBegin ? 1u : 0u;
    EXPECT_EQ(begins, a.collisions);
}
