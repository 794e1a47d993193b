// A lesson's exercise: read from its last checkpoint (the text, the scene's script the reader writes, the
// quality suite's variant of the built-in as the reference, its families), written back with the lesson,
// and refused with the field named when it is not the last checkpoint, names a script, reference or family
// that is not there, leaves the reference or the script out of the compare set, or comes with a task.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "sidestep/lesson/lesson.hpp"

using namespace sidestep;

namespace {

const SceneSource noExamples = [](const std::string&) -> std::optional<std::string> { return std::nullopt; };

/// An inline scene: one agent running script "mine", a compare set of the script and `reference`.
std::string scene(const std::string& reference = "whiskers", const std::string& script = "mine") {
    return R"({"version": 1, "world": {"grid": ["................", "................", "................"]},
        "scripts": {"mine": "function steer(agent) { return { x: 1, y: 0 }; }"},
        "agents": [{"name": "runner", "behavior": "script", "script": "mine", "start": [1, 1.5], "goal": [15, 1.5]}],
        "compare": [{"label": "yours", "behavior": "script", "script": ")" +
           script + R"("},
                    {"label": "built-in", "behavior": ")" +
           reference + R"("}]})";
}

std::string lesson(const std::string& exercise, const std::string& sceneText = scene(), bool last = true) {
    std::string cps = R"({"title": "first", "scene": )" + sceneText + R"(, "caption": "{step}"})";
    const std::string ex = R"({"title": "write it", "caption": "Your turn.", "exercise": )" + exercise + "}";
    cps = last ? cps + ", " + ex : ex + ", " + cps;
    if (!last) cps = R"({"title": "zero", "scene": )" + sceneText + R"(, "caption": "x"}, )" + cps;
    return R"({"format": "sidestep-lesson", "version": 1, "id": "t", "title": "t", "checkpoints": [)" + cps + "]}";
}

const char* kExercise =
    R"({"text": "Make mine avoid the circles.", "script": "mine", "reference": "whiskers", "families": ["fields", "wall"]})";

std::string firstError(const std::string& text) {
    const LessonParse p = parseLesson(text, noExamples);
    return p.errors.empty() ? "(none)" : p.errors[0];
}

}  // namespace

TEST(LessonExercise, TheLastCheckpointsExerciseIsReadAndWrittenBack) {
    const LessonParse p = parseLesson(lesson(kExercise), noExamples);
    ASSERT_TRUE(p.ok()) << p.errors[0];
    const Checkpoint& cp = p.lesson.checkpoints.back();
    ASSERT_TRUE(cp.exercise.has_value());
    EXPECT_EQ(cp.exercise->text, "Make mine avoid the circles.");
    EXPECT_EQ(cp.exercise->script, "mine");
    EXPECT_EQ(cp.exercise->reference, "whiskers");
    EXPECT_EQ(cp.exercise->families, (std::vector<std::string>{"fields", "wall"}));
    EXPECT_FALSE(cp.task.has_value());
    const Json j = lessonToJson(p.lesson);
    const Json* written = j.find("checkpoints")->items().back().find("exercise");
    ASSERT_NE(written, nullptr);
    EXPECT_EQ(written->find("reference")->asString(), "whiskers");
    EXPECT_EQ(written->find("families")->items().size(), 2u);
}

TEST(LessonExercise, OnlyTheLastCheckpointMayBeOne) {
    EXPECT_NE(firstError(lesson(kExercise, scene(), false))
                  .find("checkpoints[1].exercise: an exercise is its lesson's last checkpoint"),
              std::string::npos);
}

TEST(LessonExercise, ItsScriptReferenceAndFamiliesMustBeThere) {
    EXPECT_NE(
        firstError(lesson(R"({"text": "t", "script": "theirs", "reference": "whiskers", "families": ["fields"]})"))
            .find("checkpoints[1].exercise.script: the scene has no script named \"theirs\" (its scripts: mine)"),
        std::string::npos);
    EXPECT_NE(
        firstError(lesson(R"({"text": "t", "script": "mine", "reference": "whisker", "families": ["fields"]})"))
            .find("checkpoints[1].exercise.reference: must be a variant of the quality suite (\"seek\", \"whiskers\""),
        std::string::npos);
    EXPECT_NE(firstError(lesson(R"({"text": "t", "script": "mine", "reference": "whiskers", "families": ["moon"]})"))
                  .find("checkpoints[1].exercise.families: no family \"moon\" (the families are fields, blocks, wall"),
              std::string::npos);
    EXPECT_NE(firstError(lesson(R"({"text": "t", "script": "mine", "reference": "whiskers", "families": []})"))
                  .find("checkpoints[1].exercise.families: must be an array of 1..12"),
              std::string::npos);
    EXPECT_NE(firstError(lesson(R"({"script": "mine", "reference": "whiskers", "families": ["fields"]})"))
                  .find("checkpoints[1].exercise.text: is required"),
              std::string::npos);
    EXPECT_NE(
        firstError(
            lesson(R"({"text": "t", "script": "mine", "reference": "whiskers", "families": ["fields"], "hints": 1})"))
            .find("checkpoints[1].exercise.hints: unknown key"),
        std::string::npos);
    EXPECT_NE(
        firstError(
            lesson(R"({"text": "t", "script": "mine", "reference": "whiskers", "families": ["fields"], "hint": 1})"))
            .find("checkpoints[1].exercise.hint: must be a string"),
        std::string::npos);
}

TEST(LessonExercise, TheComparePanesRunTheScriptAndTheReference) {
    EXPECT_NE(firstError(lesson(kExercise, scene("feelers")))
                  .find("checkpoints[1].exercise: the scene's compare set must run the script \"mine\" in one pane and "
                        "the built-in whiskers in another"),
              std::string::npos);
}

TEST(LessonExercise, ACheckpointHasATaskOrAnExerciseNotBoth) {
    std::string text = lesson(kExercise);
    const std::string at = R"("exercise": )";
    text.insert(text.find(at), R"("task": {"text": "t", "agent": 0}, )");
    EXPECT_NE(firstError(text).find("checkpoints[1].exercise: a checkpoint has a task or an exercise, not both"),
              std::string::npos);
}
