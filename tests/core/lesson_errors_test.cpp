// A lesson file's errors are messages (docs/languages.md): each error parseLesson finds carries a message id and
// arguments whose English is, byte for byte, the sentence the core wrote before they moved (recorded from the
// command line's `sidestep lesson` on these files then); a scene's, an edit's, a caption's and a measure's errors keep
// their own messages with their paths behind the lesson's field.
#include <gtest/gtest.h>

#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "sidestep/explain/message.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/lesson/lesson.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

/// The examples a lesson names, read from examples/.
std::optional<std::string> exampleText(const std::string& name) {
    std::ifstream in(std::string(SIDESTEP_SOURCE_DIR) + "/examples/" + name, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// A message's English, by the catalogue its id belongs to (a lesson's own words, or the validation errors').
std::string wording(const Message& m) {
    const bool lessons = m.id.rfind("task-", 0) == 0 || m.id.rfind("invalid-lesson-", 0) == 0;
    return lessons ? englishTask(m) : englishError(m);
}

/// The message a lesson's field wraps (invalid-lesson-in's "error"), else `m` itself.
Message inner(const Message& m) {
    if (m.id != "invalid-lesson-in") return m;
    for (const MessageArg& a : m.args) {
        if (a.name != "error" || a.kind != MessageArg::Kind::Message) continue;
        Message word(a.text);
        word.args = a.args;
        return word;
    }
    return Message();
}

struct Case {
    const char* lesson;
    const char* english;  ///< its first error as the core wrote it before (sidestep lesson FILE)
    const char* id;       ///< that error's message
};

// clang-format off
const Case kCases[] = {
    // (The parser's words since 2026-12-03: "line 1, column 12: unexpected end of input" before.)
    {R"~({"format": )~", "lesson: not valid JSON: line 1, column 1: the file ends before this '{' is closed", "invalid-json"},
    {R"~([1, 2])~", "lesson: must be a JSON object", "invalid-lesson-json-object"},
    {R"~({"format":"nope","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}."}]})~", "format: must be \"sidestep-lesson\"", "invalid-lesson-must-be"},
    {R"~({"format":"sidestep-lesson","version":2,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}."}]})~", "version: must be 1", "invalid-lesson-must-be"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"Bad Id","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}."}]})~", "id: must be 1..40 characters of a-z, 0-9 and -", "invalid-lesson-id"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"x","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}."}]})~", "title: is required", "invalid-required"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}."}]})~", "title: must be at most 200 bytes, got 300", "invalid-too-long"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}."}],"extra":1})~", "extra: unknown key", "invalid-unknown-key"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[]})~", "checkpoints: must be an array of 1..64 checkpoints", "invalid-lesson-checkpoints"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[3]})~", "checkpoints[0]: must be an object {title, scene, compare, edits, view, caption, task}", "invalid-lesson-object"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"scene":"whiskers-wall-end.json","caption":"x"}]})~", "checkpoints[0].title: is required", "invalid-required"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"a","caption":"x"}]})~", "checkpoints[0].scene: is required in the first checkpoint", "invalid-lesson-scene-first"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"no-such.json","caption":"Step {step}."}]})~", "checkpoints[0].scene: no example named \"no-such.json\"", "invalid-lesson-no-example"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":5,"caption":"Step {step}."}]})~", "checkpoints[0].scene: must be an example's file name or a scenario object", "invalid-lesson-scene"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":{"world":{"grid":[".."]},"agents":[{"start":[0,0],"goal":[1,0],"radius":-1}]},"caption":"Step {step}."}]})~", "checkpoints[0].scene.version: is required and must be 1", "invalid-version-required"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":{"format":"x"},"caption":"Step {step}."}]})~", "checkpoints[0].scene.format: unknown key", "invalid-unknown-key"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","edits":3}]})~", "checkpoints[0].edits: must be an array of edits", "invalid-lesson-edits"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","edits":[{"edit":"nope"}]}]})~", "checkpoints[0].edits[0].edit: must be one of setCell, resizeGrid, clearGrid, addCircle, moveCircle, resizeCircle, removeCircle, addPath, setPath, removePath, setTargets, setAgentPath, addAgent, removeAgent, setAgentParam, setAvoidAgents, setAvoidanceParam, setAgentStart, setAgentGoal, setSim, setDrive, setDriveInput, clear, setCells, drawPattern, setAgentName, setAgentBody, setAgentBehavior, shapeTerrain, clearTerrain, setCircleHeight, setWallHeight, setAgentPlanner, got \"nope\"", "invalid-one-of"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","edits":[{"edit":"setAgentParam","agent":7,"setting":"rayLength","value":8}]}]})~", "checkpoints[0].edits[0]: agent: no agent 7 (there are 1)", "invalid-no-agent"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","edits":[{"edit":"setAgentParam","agent":0,"setting":"rayLength","value":"big"}]}]})~", "checkpoints[0].edits[0]: value: rayLength must be a number", "invalid-setting-number"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","view":3}]})~", "checkpoints[0].view: must be an object {step, selected, overlays, camera, ...}", "invalid-lesson-object"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","view":{"step":999999}}]})~", "checkpoints[0].view.step: must be an integer 0..3000, got 999999", "invalid-integer"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","view":{"selected":"ghost"}}]})~", "checkpoints[0].view.selected: must name an agent of the scene (runner) or give its index, got \"ghost\"", "invalid-lesson-agent"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","view":{"overlays":["nope"]}}]})~", "checkpoints[0].view.overlays[0]: must be one of goals, decisions, heatmap, reach, trail, rays, forces, context, orca, paths, everyAgent, byBehavior, profile, routes, got \"nope\"", "invalid-one-of"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"a","scene":"whiskers-wall-end.json"}]})~", "checkpoints[0].caption: is required", "invalid-required"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":4}]})~", "checkpoints[0].caption: must be a string, got 4", "invalid-string"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"a } b"}]})~", "checkpoints[0].caption: a '}' without its '{' (write }} for a brace)", "invalid-rule"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"a { b"}]})~", "checkpoints[0].caption: a '{' without its '}' (write {{ for a brace)", "invalid-rule"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"{step:9}"}]})~", "checkpoints[0].caption: {step:9}: after ':' comes the decimals, a digit 0..6, or drag", "invalid-caption-decimals"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"{run.nope}"}]})~", "checkpoints[0].caption: {run.nope}: the run's values are collisions, contacts, arrivals", "invalid-caption-run"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"{nope}"}]})~", "checkpoints[0].caption: {nope}: use {step}, {time}, {run.VALUE}, {AGENT.VALUE} or {AGENT.SETTING:drag}", "invalid-caption-form"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"{ghost.speed}"}]})~", "checkpoints[0].caption: {ghost.speed}: no agent named or numbered \"ghost\"", "invalid-caption-no-agent"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"{0.nope:1}"}]})~", "checkpoints[0].caption: {0.nope:1}: 0 is a whiskers agent, whose values are speed, clearance, emergency, steer, brake, x, y, goalX, goalY, collisions, contacts, returns, steps, path, status", "invalid-caption-values"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"{0.nope:drag}"}]})~", "checkpoints[0].caption: {0.nope:drag}: 0 (whiskers) has no setting nope (its number settings: rayLength, maxSteer, maxBrake)", "invalid-caption-no-setting"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"{0.passRight:drag}"}]})~", "checkpoints[0].caption: {0.passRight:drag}: passRight is not a number setting, so it cannot be dragged", "invalid-caption-not-number"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":3}]})~", "checkpoints[0].task: must be an object {text, goal, agent, within, solution}", "invalid-lesson-object"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"goal":"arrive","agent":0}}]})~", "checkpoints[0].task.text: is required", "invalid-required"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"fly","agent":0}}]})~", "checkpoints[0].task.goal: must be \"arrive\", \"arriveClean\", \"below\" or \"above\", got \"fly\"", "invalid-lesson-goal"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"arrive"}}]})~", "checkpoints[0].task.agent: is required", "invalid-required"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"arrive","agent":"nobody"}}]})~", "checkpoints[0].task.agent: must name an agent of the scene (runner) or give its index, got \"nobody\"", "invalid-lesson-agent"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"arrive","agent":7}}]})~", "checkpoints[0].task.agent: must name an agent of the scene (runner) or give its index, got 7", "invalid-lesson-agent"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"arrive","agent":0,"measure":"step","value":3}}]})~", "checkpoints[0].task.measure: only a below or above task has one", "invalid-lesson-measure-only"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"below","value":3}}]})~", "checkpoints[0].task.measure: a below or above task names a number, as a caption does without braces (run.collisions, runner.path)", "invalid-lesson-measure"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"below","measure":"run.x","value":3}}]})~", "checkpoints[0].task.measure: run.x: the run's values are collisions, contacts, arrivals", "task-measure-run"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"below","measure":"nope","value":3}}]})~", "checkpoints[0].task.measure: nope: a measure is step, time, run.VALUE or AGENT.VALUE", "task-measure-form"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"above","measure":"ghost.path","value":3}}]})~", "checkpoints[0].task.measure: ghost.path: no agent named or numbered \"ghost\"", "task-measure-no-agent"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"above","measure":"0.status","value":3}}]})~", "checkpoints[0].task.measure: 0.status: 0 is a whiskers agent, whose numbers are speed, clearance, emergency, steer, brake, x, y, goalX, goalY, collisions, contacts, returns, steps, path", "task-measure-numbers"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"above","measure":"step"}}]})~", "checkpoints[0].task.value: must be a number: the bound the measure must end above", "invalid-lesson-bound"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"below","measure":"step","value":"x","agent":0}}]})~", "checkpoints[0].task.value: must be a number: the bound the measure must end below", "invalid-lesson-bound"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"arrive","agent":0,"within":0}}]})~", "checkpoints[0].task.within: must be an integer 1..20000, got 0", "invalid-integer"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"arrive","agent":0,"hint":5}}]})~", "checkpoints[0].task.hint: must be a string, got 5", "invalid-string"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"arrive","agent":0,"solution":5}}]})~", "checkpoints[0].task.solution: must be an array of edits", "invalid-lesson-edits"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"arrive","agent":0,"solution":[{"edit":"setAgentParam","agent":7,"setting":"rayLength","value":8}]}}]})~", "checkpoints[0].task.solution[0]: agent: no agent 7 (there are 1)", "invalid-no-agent"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"arrive","agent":0,"foo":1}}]})~", "checkpoints[0].task.foo: unknown key", "invalid-unknown-key"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","task":{"text":"t","goal":"arrive","agent":0},"exercise":{"text":"Write it.","script":"mine","reference":"whiskers","families":["wall"]}}]})~", "checkpoints[0].exercise: a checkpoint has a task or an exercise, not both", "invalid-lesson-task-or-exercise"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","exercise":3}]})~", "checkpoints[0].exercise: must be an object {text, script, reference, families}", "invalid-lesson-object"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","exercise":{"families":["wall"]}}]})~", "checkpoints[0].exercise.text: is required", "invalid-required"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","exercise":{"text":"Write it.","script":"mine","reference":"nope","families":["wall"]}}]})~", "checkpoints[0].exercise.reference: must be a variant of the quality suite (\"seek\", \"whiskers\", \"feelers\", \"raycast one\", \"raycast parallel\", \"raycast fan\", \"context mask\", \"context distance\", \"context distance+avoidance\", \"orca\"), got \"nope\"", "invalid-lesson-reference"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","exercise":{"text":"Write it.","script":"mine","reference":"whiskers","families":[]}}]})~", "checkpoints[0].exercise.families: must be an array of 1..12 of the quality suite's families (fields, blocks, wall, trap, corridor, doorway, crossing, oncoming, overtaking, fan-in, ring, streams)", "invalid-lesson-families"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","exercise":{"text":"Write it.","script":"mine","reference":"whiskers","families":["wall"]}}]})~", "checkpoints[0].exercise.script: the scene has no script named \"mine\" (its scripts: none)", "invalid-lesson-no-script-none"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"script-whiskers.json","caption":"Step {step}.","exercise":{"text":"Write it.","script":"mine","reference":"whiskers","families":["wall"]}}]})~", "checkpoints[0].exercise.script: the scene has no script named \"mine\" (its scripts: whiskers)", "invalid-lesson-no-script"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"script-whiskers.json","caption":"Step {step}.","compare":false,"exercise":{"text":"Write it.","script":"whiskers","reference":"whiskers","families":["wall"]}}]})~", "checkpoints[0].exercise: the scene's compare set must run the script \"whiskers\" in one pane and the built-in whiskers in another", "invalid-lesson-script-panes"},
    {R"~({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":"whiskers-wall-end.json","caption":"Step {step}.","compare":"no"}]})~", "checkpoints[0].compare: must be true or false, got \"no\"", "invalid-boolean"},
};
// clang-format on

}  // namespace

TEST(LessonErrors, EachRuleIsAMessageWithItsOldEnglish) {
    size_t errors = 0, worded = 0;
    for (const Case& c : kCases) {
        const LessonParse p = parseLesson(c.lesson, exampleText);
        ASSERT_FALSE(p.errors.empty()) << c.english;
        ASSERT_EQ(p.messages.size(), p.errors.size()) << c.english;
        EXPECT_EQ(p.errors[0], c.english);
        EXPECT_EQ(inner(p.messages[0]).id, c.id) << c.english;
        for (size_t k = 0; k < p.errors.size(); ++k, ++errors) {
            if (p.messages[k].id.empty()) continue;
            ++worded;
            EXPECT_EQ(wording(p.messages[k]), p.errors[k]) << p.messages[k].id;
        }
    }
    EXPECT_EQ(worded, errors) << "every error of these files is a message";
}

TEST(LessonErrors, AnErrorInsideAFieldIsTheFieldAndTheErrorJoinedByTheCatalogue) {
    // The caption's placeholder error: the lesson's field, then the caption's own error with its own path, so that
    // French can write " : " between them and Chinese "：" (before, ": " was part of the path, in every language).
    const LessonParse p = parseLesson(
        R"({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One",
        "scene":"whiskers-wall-end.json","caption":"{ghost.speed}"}]})",
        exampleText);
    ASSERT_EQ(p.errors.size(), 1u);
    EXPECT_EQ(p.errors[0], "checkpoints[0].caption: {ghost.speed}: no agent named or numbered \"ghost\"");
    ASSERT_EQ(p.messages[0].id, "invalid-lesson-in");
    EXPECT_EQ(p.messages[0].args[0].text, "checkpoints[0].caption");
    const Message error = inner(p.messages[0]);
    EXPECT_EQ(error.id, "invalid-caption-no-agent");
    EXPECT_EQ(englishError(error), "{ghost.speed}: no agent named or numbered \"ghost\"");
    EXPECT_EQ(englishTask(p.messages[0]), p.errors[0]);
}

TEST(LessonErrors, AnInlineScenesErrorsLeftOutAreCountedWithTheLessons) {
    // 400 agents without a behaviour: the scene's checker keeps 100 and says "... and 300 more"; the lesson's kept
    // its 100 and said "... and 1 more error" (the scene's line counted as one error), in English only.
    std::string agents;
    for (int i = 0; i < 400; ++i) agents += std::string(i ? "," : "") + R"({"start":[0,0],"goal":[1,0]})";
    const LessonParse p = parseLesson(
        R"({"format":"sidestep-lesson","version":1,"id":"bad","title":"T","checkpoints":[{"title":"One","scene":
        {"version":1,"world":{"grid":[".."]},"agents":[)" +
            agents + R"(]},"caption":"x"}]})",
        exampleText);
    ASSERT_EQ(p.errors.size(), kMaxScenarioErrors + 1);
    EXPECT_EQ(p.errors.back(), "... and 300 more errors");
    EXPECT_EQ(p.messages.back().id, "invalid-more");
    for (size_t k = 0; k < p.errors.size(); ++k) EXPECT_EQ(wording(p.messages[k]), p.errors[k]) << k;
}

TEST(LessonErrors, TheOuterRulesAreMessagesToo) {
    const std::string big = std::string(kMaxLessonBytes + 1, ' ');
    const LessonParse large = parseLesson(big, exampleText);
    ASSERT_EQ(large.errors.size(), 1u);
    EXPECT_EQ(large.errors[0], "lesson: " + std::to_string(big.size()) + " bytes, over the " +
                                   std::to_string(kMaxLessonBytes) + " a lesson may hold");
    ASSERT_EQ(large.messages.size(), 1u);
    EXPECT_EQ(large.messages[0].id, "invalid-lesson-too-large");
    EXPECT_EQ(englishTask(large.messages[0]), large.errors[0]);
    // A quality family the suite does not have: the quality suite's own sentence, a message the page words.
    const LessonParse family = parseLesson(
        R"({"format": "sidestep-lesson", "version": 1, "id": "x", "title": "T", "checkpoints": [{"title": "One",
        "scene": "script-whiskers.json", "caption": "x", "exercise": {"text": "t", "script": "whiskers",
        "reference": "whiskers", "families": ["forest"]}}]})",
        exampleText);
    ASSERT_FALSE(family.errors.empty());
    EXPECT_EQ(family.errors[0].rfind("checkpoints[0].exercise.families: no family \"forest\"", 0), 0u)
        << family.errors[0];
    EXPECT_EQ(family.messages[0].id, "invalid-quality-family");
    EXPECT_EQ(englishError(family.messages[0]), family.errors[0]);  // the message words the English exactly
    // A checkpoint after the exercise of a bundled lesson.
    std::string lesson;
    {
        std::ifstream in(std::string(SIDESTEP_SOURCE_DIR) + "/examples/lessons/whiskers.json", std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        lesson = text.str();
    }
    const size_t end = lesson.rfind(']');
    ASSERT_NE(end, std::string::npos);
    lesson.insert(end, R"(, {"title": "after", "caption": "x"})");
    const LessonParse last = parseLesson(lesson, exampleText);
    ASSERT_EQ(last.errors.size(), 1u);
    EXPECT_EQ(last.errors[0].substr(last.errors[0].find("].exercise")),
              "].exercise: an exercise is its lesson's last checkpoint");
    EXPECT_EQ(last.messages[0].id, "invalid-lesson-exercise-last");
    EXPECT_EQ(englishTask(last.messages[0]), last.errors[0]);
}

TEST(LessonErrors, ACaptionsErrorsAreMessagesWithThePlaceholderAsPath) {
    World w(10, 8);
    AgentDef def;
    def.behavior = Behavior::Whiskers;
    def.start = {1, 1};
    def.goal = {8, 6};
    def.name = "runner";
    ASSERT_TRUE(w.addAgent(def).ok());
    const CaptionFill fill = fillCaption(w, "a } {ghost.x} {runner.nope:drag} {runner.x:9} {b");
    const std::vector<std::string> english = {
        "a '}' without its '{' (write }} for a brace)", "{ghost.x}: no agent named or numbered \"ghost\"",
        "{runner.nope:drag}: runner (whiskers) has no setting nope (its number settings: rayLength, maxSteer, "
        "maxBrake)",
        "{runner.x:9}: after ':' comes the decimals, a digit 0..6, or drag",
        "a '{' without its '}' (write {{ for a brace)"};
    ASSERT_EQ(fill.errors, english);
    ASSERT_EQ(fill.messages.size(), english.size());
    const char* ids[] = {"invalid-caption-unopened", "invalid-caption-no-agent", "invalid-caption-no-setting",
                         "invalid-caption-decimals", "invalid-caption-unclosed"};
    for (size_t k = 0; k < english.size(); ++k) {
        EXPECT_EQ(fill.messages[k].id, ids[k]);
        EXPECT_EQ(englishError(fill.messages[k]), english[k]);
    }
}

TEST(LessonErrors, ATaskTheModuleCannotReadIsAMessage) {
    const auto refused = [](const char* text) {
        LessonTask task;
        Message why;
        EXPECT_FALSE(taskFromJson(parseJson(text).value, task, why)) << text;
        return why;
    };
    const Message object = refused("[1]"), goal = refused(R"({"goal": "fly"})"),
                  measure = refused(R"({"goal": "below", "value": 2})");
    EXPECT_EQ(englishTask(object), "task: must be an object");
    EXPECT_EQ(englishTask(goal), "task.goal: must be arrive, arriveClean, below or above");
    EXPECT_EQ(englishTask(measure), "task.measure: a below or above task names its measure");
    EXPECT_EQ(measure.id, "invalid-lesson-task-measure");
}
