// Lessons' captions and tasks: a caption's placeholders read the same records the panel and the charts
// read (positions, sampleAgent's values, runTotals), an unknown one is an error that lists what the agent
// offers, braces escape, and a task is done only when running the scene does what it asks.
#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

#include "examples.hpp"
#include "explain/format.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/lesson/lesson.hpp"
#include "sidestep/world/run_totals.hpp"
#include "sidestep/world/series.hpp"
#include "sidestep/world/timeline.hpp"

using namespace sidestep;

namespace {

using testdata::example;

/// whiskers-circle-field.json (agent 0 "whiskers", agent 1 "seek, no avoidance") run `steps` steps, its
/// decisions fresh as a lesson's checkpoint shows them.
World circleFieldAt(uint32_t steps) {
    World w = buildWorld(example("whiskers-circle-field.json"));
    w.run(steps);
    w.refreshDecisions();
    return w;
}

/// The index of agent i's chart value `name`.
uint32_t channel(const World& w, int32_t i, const char* name) {
    const ChannelList& list = seriesChannels(w.agents()[size_t(i)].behavior);
    for (uint32_t c = 0; c < list.count; ++c)
        if (std::strcmp(list.channels[c].name, name) == 0) return c;
    ADD_FAILURE() << "no channel " << name;
    return 0;
}

std::string fill(const World& w, const char* caption) {
    const CaptionFill f = fillCaption(w, caption);
    EXPECT_TRUE(f.ok()) << caption << ": " << (f.errors.empty() ? "" : f.errors[0]);
    return f.text;
}

LessonTask arriveTask(TaskGoal goal, uint32_t within) {
    LessonTask t;
    t.text = "Get round the wall's end.";
    t.goal = goal;
    t.agent = 0;
    t.within = within;
    return t;
}

/// whiskers-wall-end.json with the runner's rayLength set at step 0, as a lesson's solution sets it.
Scenario wallEndWithRayLength(float length) {
    Timeline run = buildTimeline(example("whiskers-wall-end.json"));
    Edit e;
    e.kind = EditKind::SetAgentParam;
    e.index = 0;
    e.setting = "rayLength";
    e.value.number = length;
    EXPECT_TRUE(run.edit(e).ok());
    return scenarioFromTimeline(run);
}

}  // namespace

TEST(LessonCaption, PositionAndStepReadTheWorldFormattedWithTheDecimalsAsked) {
    const World w = circleFieldAt(140);
    const Agent& a = w.agents()[0];
    EXPECT_EQ(fill(w, "{whiskers.x:3} {whiskers.y}"),
              explain::fixed(a.position.x, 3) + " " + explain::fixed(a.position.y, 2));
    EXPECT_EQ(fill(w, "{step} {time:1}"), "140 " + explain::fixed(140.0 * w.config().dt, 1));
    EXPECT_EQ(fill(w, "{0.x:3}"), fill(w, "{whiskers.x:3}")) << "an agent by its index or by its name";
}

TEST(LessonCaption, AnAgentsValueIsSampleAgentsValue) {
    const World w = circleFieldAt(140);
    const AgentSample s = sampleAgent(w, 0);
    const float emergency = s.value[channel(w, 0, "emergency")];
    ASSERT_GT(emergency, 0.0f) << "at step 140 a whisker hits a circle: the value is not a default 0";
    EXPECT_EQ(fill(w, "{whiskers.emergency:4}"), explain::fixed(emergency, 4));
    EXPECT_EQ(fill(w, "{whiskers.steer:1}"), explain::fixed(s.value[channel(w, 0, "steer")], 1));
    EXPECT_EQ(fill(w, "{whiskers.speed}"), explain::fixed(s.value[channel(w, 0, "speed")], 2));
}

TEST(LessonCaption, RunTotalsAndCountsAreTheRunsOwn) {
    const World w = circleFieldAt(600);  // both agents have arrived, after collisions on the way
    const RunTotals t = runTotals(w);
    ASSERT_GT(t.collisions, 0u);
    EXPECT_EQ(fill(w, "{run.collisions}"), std::to_string(t.collisions));
    EXPECT_EQ(fill(w, "{run.arrivals}"), std::to_string(t.reached));
    EXPECT_EQ(fill(w, "{run.contacts}"), std::to_string(t.agentContacts));
    EXPECT_EQ(fill(w, "{whiskers.collisions}"), std::to_string(w.agents()[0].collisions));
    EXPECT_EQ(fill(w, "{whiskers.status}"), stopReasonName(w.agents()[0].stop));
}

TEST(LessonCaption, AValueThatIsNoneNowReadsAsADash) {
    const World w = circleFieldAt(600);
    ASSERT_FALSE(w.agents()[0].moving());
    EXPECT_EQ(fill(w, "T = {whiskers.emergency}"), "T = —") << "a stopped agent has no emergency";
}

TEST(LessonCaption, AnUnknownValueIsAnErrorListingTheAgentsValues) {
    const World w = circleFieldAt(10);
    const CaptionFill f = fillCaption(w, "P-proxy {whiskers.proxy}.");
    ASSERT_EQ(f.errors.size(), 1u);
    EXPECT_NE(f.errors[0].find("{whiskers.proxy}"), std::string::npos) << f.errors[0];
    EXPECT_NE(f.errors[0].find("whiskers agent, whose values are speed, clearance, emergency"), std::string::npos)
        << f.errors[0];
    EXPECT_EQ(f.text, "P-proxy ?.");
}

TEST(LessonCaption, AnUnknownAgentOrFormIsAnError) {
    const World w = circleFieldAt(10);
    const CaptionFill ghost = fillCaption(w, "{ghost.speed}");
    ASSERT_EQ(ghost.errors.size(), 1u);
    EXPECT_NE(ghost.errors[0].find("no agent named or numbered \"ghost\""), std::string::npos) << ghost.errors[0];
    EXPECT_FALSE(fillCaption(w, "{7.speed}").ok()) << "index past the last agent";
    EXPECT_FALSE(fillCaption(w, "{speed}").ok());
    EXPECT_FALSE(fillCaption(w, "{run.laps}").ok());
    EXPECT_FALSE(fillCaption(w, "{whiskers.speed:9}").ok()) << "decimals are 0..6";
}

TEST(LessonCaption, DoubledBracesAreBracesAndALoneOneIsAnError) {
    const World w = circleFieldAt(3);
    EXPECT_EQ(fill(w, "{{step}} is {step}"), "{step} is 3");
    EXPECT_EQ(fill(w, "a set {{1, 2}}"), "a set {1, 2}");
    EXPECT_FALSE(fillCaption(w, "an open { brace").ok());
    EXPECT_FALSE(fillCaption(w, "a close } brace").ok());
}

TEST(LessonTask, TheWallEndDefeatsTheDefaultsAndLongerRaysGetRound) {
    const TaskCheck given = checkTask(example("whiskers-wall-end.json"), arriveTask(TaskGoal::Arrive, 3000));
    EXPECT_FALSE(given.done);
    EXPECT_EQ(given.step, 3000u) << "it ran the whole check";
    EXPECT_NE(given.sentence.find("did not reach its goal"), std::string::npos) << given.sentence;

    const TaskCheck solved = checkTask(wallEndWithRayLength(8), arriveTask(TaskGoal::Arrive, 3000));
    EXPECT_TRUE(solved.done) << solved.sentence;
    EXPECT_LT(solved.step, 3000u);
    EXPECT_NE(solved.sentence.find("reached its goal"), std::string::npos) << solved.sentence;
}

TEST(LessonTask, ArriveCleanAsksForNoCollisionOnTheWay) {
    const Scenario s = wallEndWithRayLength(8);
    Timeline run = buildTimeline(s);
    run.run(3000);
    const Agent& a = run.world().agents()[0];
    ASSERT_EQ(a.stop, StopReason::Reached);
    const bool clean = a.collisions == 0 && a.agentContacts == 0;
    EXPECT_EQ(checkTask(s, arriveTask(TaskGoal::ArriveClean, 3000)).done, clean);
    EXPECT_TRUE(checkTask(s, arriveTask(TaskGoal::Arrive, 3000)).done);
}

TEST(LessonTask, TooFewStepsIsNotDoneAndAMissingAgentIsSaid) {
    const TaskCheck short_ = checkTask(wallEndWithRayLength(8), arriveTask(TaskGoal::Arrive, 100));
    EXPECT_FALSE(short_.done);
    EXPECT_EQ(short_.step, 100u);
    LessonTask nobody = arriveTask(TaskGoal::Arrive, 100);
    nobody.agent = 5;
    const TaskCheck missing = checkTask(example("whiskers-wall-end.json"), nobody);
    EXPECT_FALSE(missing.done);
    EXPECT_NE(missing.sentence.find("no agent 5"), std::string::npos) << missing.sentence;
}

TEST(LessonParse, CompareFalseShowsTheExampleAloneAndTheNextCheckpointKeepsIt) {
    const SceneSource source = [](const std::string& name) -> std::optional<std::string> {
        std::ifstream in(std::string(SIDESTEP_SOURCE_DIR) + "/examples/" + name, std::ios::binary);
        if (!in) return std::nullopt;
        std::ostringstream text;
        text << in.rdbuf();
        return text.str();
    };
    const char* text = R"({"format": "sidestep-lesson", "version": 1, "id": "t", "title": "t", "checkpoints": [
        {"title": "with", "scene": "whiskers-wall-end.json", "caption": "{step}"},
        {"title": "alone", "scene": "whiskers-wall-end.json", "compare": false, "caption": "{runner.speed}"},
        {"title": "still alone", "view": {"step": 10}, "caption": "{step}"}]})";
    const LessonParse parsed = parseLesson(text, source);
    ASSERT_TRUE(parsed.ok()) << parsed.errors[0];
    EXPECT_FALSE(parsed.lesson.checkpoints[0].scenario.compare.empty()) << "the example's compare set by default";
    EXPECT_TRUE(parsed.lesson.checkpoints[1].scenario.compare.empty());
    EXPECT_TRUE(parsed.lesson.checkpoints[2].scenario.compare.empty());
    const LessonParse bad = parseLesson(R"({"format": "sidestep-lesson", "version": 1, "id": "t", "title": "t",
        "checkpoints": [{"title": "x", "scene": "whiskers-wall-end.json", "compare": "no", "caption": "x"}]})",
                                        source);
    ASSERT_EQ(bad.errors.size(), 1u);
    EXPECT_NE(bad.errors[0].find("checkpoints[0].compare: must be true or false"), std::string::npos) << bad.errors[0];
}

// A task's verdict is en.ftl's task-* messages (the page words them in the reader's language), and its English, the
// sentence the command line prints, is their English joined: the facts are arguments (the agent, the step, the
// distance), not words in a sentence.
TEST(LessonTask, TheVerdictIsMessagesWhoseEnglishIsTheSentence) {
    LessonTask nobody = arriveTask(TaskGoal::Arrive, 100);
    nobody.agent = 5;
    const TaskCheck missing = checkTask(example("whiskers-wall-end.json"), nobody);
    ASSERT_EQ(missing.verdict.size(), 1u);
    EXPECT_EQ(missing.verdict[0].id, "task-no-agent");
    ASSERT_EQ(missing.verdict[0].args.size(), 1u);
    EXPECT_EQ(missing.verdict[0].args[0].number, 5);
    EXPECT_EQ(missing.sentence, "The scene has no agent 5 to check.");

    // A measure the scene cannot read: its reason a message between the sentence's start and end.
    LessonTask measure;
    measure.goal = TaskGoal::Below;
    measure.measure = "nobody.path";
    measure.value = 1;
    measure.within = 10;
    const TaskCheck unread = checkTask(example("whiskers-wall-end.json"), measure);
    ASSERT_EQ(unread.verdict.size(), 3u) << unread.sentence;
    EXPECT_EQ(unread.verdict[1].id, "task-measure-no-agent");
    EXPECT_EQ(unread.sentence, "The measure nobody.path: no agent named or numbered \"nobody\".");

    for (const TaskCheck& check : {checkTask(example("whiskers-wall-end.json"), arriveTask(TaskGoal::Arrive, 3000)),
                                   checkTask(wallEndWithRayLength(8), arriveTask(TaskGoal::Arrive, 3000)),
                                   checkTask(wallEndWithRayLength(8), arriveTask(TaskGoal::Arrive, 100))}) {
        ASSERT_GE(check.verdict.size(), 2u) << check.sentence;
        std::string joined;
        for (const Message& m : check.verdict) {
            EXPECT_EQ(m.id.rfind("task-", 0), 0u) << m.id;
            EXPECT_TRUE(hasEnglishMessage(m.id)) << m.id;
            joined += englishTask(m);
        }
        EXPECT_EQ(joined, check.sentence);
        EXPECT_EQ(check.verdict.back().id, "task-end") << "the sentence's end is the catalogue's (a 。 in ja)";
        const std::string name = check.verdict[0].args[0].text;  // the agent's name, an argument
        EXPECT_EQ(check.sentence.rfind(name, 0), 0u) << check.sentence;
    }
}
