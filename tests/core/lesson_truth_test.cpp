// One run for a lesson's checkpoint: an edit made "from the start" at any step is the same run as the edit made
// at step 0 (hash for hash) and keeps the run's own history; a setting set again at the same step is one change;
// a task's check runs the history as playing it does; the script log is part of the run's record (going back
// shows what a fresh run to there printed); a caption's live setting names its agent, range and value.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "examples.hpp"
#include "sidestep/behaviors/whiskers.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/lesson/lesson.hpp"
#include "sidestep/world/timeline.hpp"

using namespace sidestep;

namespace {

using testdata::example;

Edit rayLength(float value) {
    Edit e;
    e.kind = EditKind::SetAgentParam;
    e.index = 0;
    e.setting = "rayLength";
    e.value.number = value;
    return e;
}

Edit moveCircle(int32_t circle, float x, float y) {
    Edit e;
    e.kind = EditKind::MoveCircle;
    e.index = circle;
    e.point = {x, y};
    return e;
}

/// A host that notes "k=<memory>" for each agent each step, twice for agent 0, and stops agent 2 at step 5.
struct NotingHost : ScriptHost {
    bool steer(ScriptSession& session, const uint32_t* agents, size_t n, ScriptAnswer* answers) override {
        for (size_t k = 0; k < n; ++k) {
            const uint32_t i = agents[k];
            answers[k].acceleration = {1.0f, 0.0f};
            answers[k].memory = "1";
            session.note(i, "step " + std::to_string(session.step()) + " agent " + std::to_string(i));
            if (i == 0) session.note(i, "again");
            if (i == 2 && session.step() == 5) {
                answers[k].stop = true;
                answers[k].message = "scripts.b: line 2: Error: enough";
            }
        }
        return true;
    }
};

const char* kScripted = R"({"version": 1, "world": {"grid": ["................", "................", "................",
  "................", "................", "................"]},
  "scripts": {"a": "function steer() { return {x: 1, y: 0}; }", "b": "function steer() { return {x: 1, y: 0}; }"},
  "agents": [
    {"behavior": "script", "script": "a", "start": [1, 1.5], "goal": [15, 1.5]},
    {"behavior": "seek", "start": [1, 3.5], "goal": [15, 3.5]},
    {"behavior": "script", "script": "b", "start": [1, 4.5], "goal": [15, 4.5]}
  ], "sim": {"dt": 0.05, "maxSteps": 400}})";

}  // namespace

TEST(TimelineFromStart, AnEditFromTheStartIsTheRunOfTheSceneWithTheEditAtStepZero) {
    Timeline lesson = buildTimeline(example("whiskers-wall-end.json"));
    lesson.run(900);
    ASSERT_TRUE(lesson.editFromStart(rayLength(8), 900).ok());
    EXPECT_EQ(lesson.step(), 900u);
    EXPECT_TRUE(lesson.history().empty()) << "nothing entered the run's history";

    Timeline fresh = buildTimeline(example("whiskers-wall-end.json"));
    ASSERT_TRUE(fresh.edit(rayLength(8)).ok());  // at step 0: the scenario itself
    fresh.run(900);
    EXPECT_EQ(lesson.world().hash(), fresh.world().hash());
    // From here on the two are one run: what Play shows is what a run from step 0 does.
    lesson.run(1500);
    fresh.run(1500);
    EXPECT_EQ(lesson.world().hash(), fresh.world().hash());
}

TEST(TimelineFromStart, TheRunsOwnHistoryStaysAtItsSteps) {
    Timeline run = buildTimeline(example("whiskers-circle-field.json"));
    run.run(200);
    ASSERT_TRUE(run.edit(moveCircle(0, 3.0f, 3.0f)).ok());  // the scene's own edit at step 200
    run.run(100);
    ASSERT_TRUE(run.editFromStart(rayLength(3), 250).ok());
    ASSERT_EQ(run.history().size(), 1u);
    EXPECT_EQ(run.history()[0].step, 200u);
    EXPECT_EQ(run.step(), 250u);

    // The same: rayLength at step 0, the circle moved at step 200.
    Timeline fresh = buildTimeline(example("whiskers-circle-field.json"));
    ASSERT_TRUE(fresh.edit(rayLength(3)).ok());
    fresh.run(200);
    ASSERT_TRUE(fresh.edit(moveCircle(0, 3.0f, 3.0f)).ok());
    fresh.run(50);
    EXPECT_EQ(run.world().hash(), fresh.world().hash());
}

TEST(TimelineEdits, ASettingSetAgainAtTheSameStepIsOneChange) {
    Timeline dragged = buildTimeline(example("whiskers-wall-end.json"));
    dragged.run(300);
    for (const float v : {5.5f, 6.0f, 6.5f, 7.0f}) ASSERT_TRUE(dragged.edit(rayLength(v)).ok());
    ASSERT_EQ(dragged.history().size(), 1u) << "a drag through four values is one edit";
    EXPECT_EQ(dragged.history()[0].edit.value.number, 7.0f);

    Timeline once = buildTimeline(example("whiskers-wall-end.json"));
    once.run(300);
    ASSERT_TRUE(once.edit(rayLength(7)).ok());
    dragged.run(600);
    once.run(600);
    EXPECT_EQ(dragged.world().hash(), once.world().hash()) << "the same run as the last value alone";

    // Another setting, or the same one at another step, is another change.
    Timeline two = buildTimeline(example("whiskers-wall-end.json"));
    two.run(300);
    ASSERT_TRUE(two.edit(rayLength(6)).ok());
    two.run(1);
    ASSERT_TRUE(two.edit(rayLength(7)).ok());
    EXPECT_EQ(two.history().size(), 2u);
}

TEST(LessonTaskTruth, TheCheckRunsTheHistoryAsPlayingDoes) {
    // A change made at step 400 (outside a lesson: part of the run's history from there) is checked where it is,
    // as Play shows it, not moved to step 0.
    Timeline run = buildTimeline(example("whiskers-wall-end.json"));
    run.run(400);
    ASSERT_TRUE(run.edit(rayLength(8)).ok());
    const Scenario later = scenarioFromTimeline(run);
    LessonTask task;
    task.goal = TaskGoal::Arrive;
    task.agent = 0;
    task.within = 3000;
    const TaskCheck check = checkTask(later, task);
    Timeline play = buildTimeline(later);
    while (play.step() < 3000 && play.world().agents()[0].moving() && play.run(1) == 1) {
    }
    EXPECT_EQ(check.done, play.world().agents()[0].stop == StopReason::Reached) << check.sentence;
    EXPECT_EQ(check.step, play.step());
}

TEST(LessonTaskTruth, AMeasureEndsBelowOrAboveItsValue) {
    LessonTask task;
    task.goal = TaskGoal::Below;
    task.measure = "run.collisions";
    task.within = 400;
    task.value = 1000;
    const Scenario s = example("whiskers-circle-field.json");
    const TaskCheck below = checkTask(s, task);
    EXPECT_TRUE(below.done) << below.sentence;
    Timeline run = buildTimeline(s);
    run.run(400);
    double collisions = 0;
    Message why;
    ASSERT_TRUE(measureValue(run.world(), "run.collisions", collisions, why)) << why.id;
    EXPECT_NE(below.sentence.find("run.collisions was " + std::to_string(int(collisions)) + ".00"), std::string::npos)
        << below.sentence;
    task.value = collisions;  // "below" is strict: ending at the value is not below it
    EXPECT_FALSE(checkTask(s, task).done);
    task.goal = TaskGoal::Above;
    task.value = collisions - 0.5;
    EXPECT_TRUE(checkTask(s, task).done);
    EXPECT_FALSE(measureValue(run.world(), "whiskers.status", collisions, why)) << "status is no number";
    EXPECT_EQ(why.id, "task-measure-numbers");
}

TEST(LessonTaskTruth, AMeasureTaskIsReadAndCheckedByItsRules) {
    const SceneSource none = [](const std::string&) { return std::nullopt; };
    const std::string head = R"({"format": "sidestep-lesson", "version": 1, "id": "t", "title": "t", "checkpoints": [
        {"title": "x", "scene": )" +
                             std::string(kScripted) + R"(, "caption": "{step}", "task": )";
    const LessonParse good = parseLesson(
        head + R"({"text": "t", "goal": "below", "measure": "run.collisions", "value": 2, "hint": "h"}}]})", none);
    ASSERT_TRUE(good.ok()) << good.errors[0];
    EXPECT_EQ(good.lesson.checkpoints[0].task->measure, "run.collisions");
    EXPECT_EQ(good.lesson.checkpoints[0].task->hint, "h");
    const LessonParse bad =
        parseLesson(head + R"({"text": "t", "goal": "above", "measure": "nobody.path", "value": 2}}]})", none);
    ASSERT_EQ(bad.errors.size(), 1u);
    EXPECT_NE(bad.errors[0].find("checkpoints[0].task.measure: nobody.path: no agent named"), std::string::npos)
        << bad.errors[0];
    const LessonParse noValue =
        parseLesson(head + R"({"text": "t", "goal": "below", "measure": "run.collisions"}}]})", none);
    ASSERT_EQ(noValue.errors.size(), 1u);
    EXPECT_NE(noValue.errors[0].find("checkpoints[0].task.value: must be a number"), std::string::npos);
}

TEST(LessonCaptionLive, ALiveSettingIsItsAgentsSettingWithItsRange) {
    World w = buildWorld(example("whiskers-circle-field.json"));
    w.refreshDecisions();
    const CaptionFill fill = fillCaption(w, "L = {whiskers.rayLength:drag} u, T = {whiskers.emergency}.");
    ASSERT_TRUE(fill.ok()) << fill.errors[0];
    ASSERT_EQ(fill.parts.size(), 5u);  // "L = ", the live setting, " u, T = ", the number, "."
    EXPECT_EQ(fill.parts[0].text, "L = ");
    const CaptionPart& live = fill.parts[1];
    EXPECT_TRUE(live.live);
    EXPECT_EQ(live.setting.agent, 0);
    EXPECT_EQ(live.setting.setting, "rayLength");
    EXPECT_FALSE(live.setting.integer);
    EXPECT_EQ(live.setting.value, whiskerParams(w.agents()[0]).rayLength);
    EXPECT_LT(live.setting.min, live.setting.value);
    EXPECT_GT(live.setting.max, live.setting.value);
    std::string joined;
    for (const CaptionPart& p : fill.parts) joined += p.text;
    EXPECT_EQ(fill.text, joined);
    // A placeholder's number is a part of its own, its value and decimals beside its English, for the page to write
    // in the reader's digits (French and German "0,25"); a count has no decimals; a status is the core's word.
    const CaptionPart& t = fill.parts[3];
    EXPECT_TRUE(t.number && !t.live && t.status.empty());
    EXPECT_EQ(t.digits, 2);
    EXPECT_EQ(fill.text, "L = " + live.text + " u, T = " + t.text + ".");
    EXPECT_TRUE(fill.parts[2].plain() && fill.parts[4].plain());
    const CaptionFill counts = fillCaption(w, "step {step}: {run.collisions} hits, {whiskers.status}, {time:0} s");
    ASSERT_TRUE(counts.ok());
    EXPECT_EQ(counts.text, "step 0: 0 hits, moving, 0 s");
    ASSERT_EQ(counts.parts.size(), 9u);  // text and a placeholder in turn, " s" last
    EXPECT_TRUE(counts.parts[1].number && counts.parts[1].digits == 0 && counts.parts[1].text == "0");
    EXPECT_TRUE(counts.parts[3].number && counts.parts[3].digits == 0);
    EXPECT_EQ(counts.parts[5].status, counts.parts[5].text);
    EXPECT_FALSE(counts.parts[5].number);
    EXPECT_TRUE(counts.parts[7].number && counts.parts[7].digits == 0);
    const CaptionFill boolean = fillCaption(w, "{whiskers.nothing:drag}");
    ASSERT_EQ(boolean.errors.size(), 1u);
    EXPECT_NE(boolean.errors[0].find("has no setting nothing (its number settings: rayLength"), std::string::npos)
        << boolean.errors[0];
}

TEST(ScriptLogRecord, PrintsAreKeptByStepAndGoingBackShowsWhatAFreshRunPrinted) {
    NotingHost host;
    const ScenarioParse parsed = parseScenario(kScripted);
    ASSERT_TRUE(parsed.ok()) << parsed.errors[0];
    Timeline run = buildTimeline(parsed.scenario);
    run.setScriptHost(&host);
    run.run(10);
    const std::vector<ScriptLogLine> lines = run.scriptLog().lines();
    // Steps 0..9: agent 0 twice, agent 2 once until it stopped at step 5 (its stop is a line of its own).
    ASSERT_EQ(lines.size(), 10u * 2 + 6 + 1);
    EXPECT_EQ(lines[0].step, 0u);
    EXPECT_EQ(lines[0].text, "step 0 agent 0");
    EXPECT_EQ(lines[1].text, "again");
    const auto stop = std::find_if(lines.begin(), lines.end(), [](const ScriptLogLine& l) { return l.stop; });
    ASSERT_NE(stop, lines.end());
    EXPECT_EQ(stop->step, 5u);
    EXPECT_EQ(stop->agent, 2);
    EXPECT_EQ(stop->text, "scripts.b: line 2: Error: enough");
    // Back to step 4 and on again: the same lines, none twice.
    run.seek(4);
    run.seek(10);
    EXPECT_EQ(run.scriptLog().lines().size(), lines.size());
    // An edit at step 6 changes the run from there: the lines of calls made at step 6 and later go.
    run.seek(6);
    Edit e;
    e.kind = EditKind::SetAgentStart;
    e.index = 1;
    e.point = {2.0f, 3.5f};
    ASSERT_TRUE(run.edit(e).ok());
    for (const ScriptLogLine& l : run.scriptLog().lines()) EXPECT_LT(l.step, 6u);
}
