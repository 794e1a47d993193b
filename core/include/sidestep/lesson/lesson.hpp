#pragma once
/// Lessons: a path through an article as a sequence of checkpoints. Each checkpoint is a complete
/// scenario (an example by name, the previous checkpoint's scene, or one written inline, with edits made
/// at step 0) shown at a step, with a selection, overlays and a camera (the scenario's "view"), a caption
/// whose numbers are filled in from the core's records at that step, and optionally a task the reader
/// does and the page checks by running the scene ("change rayLength until the agent gets round the
/// wall end": done when it arrives).
///
/// Format (docs/lessons.md): {"format": "sidestep-lesson", "version": 1, "id", "title", "article",
/// "summary", "checkpoints": [{"title", "scene", "compare", "edits", "view", "caption", "task" | "exercise"}]}
/// ("compare": false drops the example's compare set, to show the scene alone). Validated like
/// scenarios: every error names its field ("checkpoints[2].caption: {east.T}: ...").
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sidestep/io/json.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

/// Largest lesson text accepted, in bytes (inline scenes included).
inline constexpr size_t kMaxLessonBytes = size_t(4) << 20;
inline constexpr size_t kMaxCheckpoints = 64;
inline constexpr size_t kMaxCaptionLength = 2000;
inline constexpr size_t kMaxLessonTitleLength = 200;
/// Most steps a task may run to decide whether it is done.
inline constexpr uint32_t kMaxTaskSteps = 20000;

/// What a task asks of one agent.
enum class TaskGoal : uint8_t {
    Arrive,       ///< it reaches its goal
    ArriveClean,  ///< it reaches its goal without a collision with an obstacle or an agent
};
/// The goal's name in lesson files ("arrive", "arriveClean").
const char* taskGoalName(TaskGoal goal);

/// Something the reader changes until the run does what it asks.
struct LessonTask {
    std::string text;  ///< what to do, in a sentence or two
    TaskGoal goal = TaskGoal::Arrive;
    int32_t agent = 0;       ///< the agent it asks of (an index of the checkpoint's scene)
    std::string agentName;   ///< its name: checkTask finds it by name when given (agents may be added)
    uint32_t within = 2000;  ///< steps the check runs, 1..kMaxTaskSteps
    /// Edits (at step 0) that do it: a lesson carries one so that a test can show the task can be done.
    std::vector<Edit> solution;
};

/// An exercise (a lesson's last checkpoint): the reader writes one of the scene's scripts, which starts as
/// seek only, and checks it on the quality suite's families the article's behaviour is meant for, beside the
/// built-in behaviour (the reference, in a compare pane of the scene and a row of the check).
struct LessonExercise {
    std::string text;       ///< the task, in a sentence or two
    std::string script;     ///< the scene's script the reader writes (an agent and a compare pane run it)
    std::string reference;  ///< the quality suite's variant of the built-in behaviour, by label ("whiskers")
    std::vector<std::string> families;  ///< the quality suite's families it is checked on ("fields", "wall")
};

struct Checkpoint {
    std::string title;
    std::string sceneName;  ///< the example it starts from ("" for an inline scene or the previous one)
    Scenario scenario;      ///< the whole scene, with its view (step, selection, overlays, camera)
    std::string caption;    ///< with placeholders: see fillCaption
    std::optional<LessonTask> task;
    std::optional<LessonExercise> exercise;
};

struct Lesson {
    std::string id;  ///< [a-z0-9-], what a link names (#lesson=ID)
    std::string title;
    std::string article;  ///< the article it follows (a seed's name: "whiskers", "nproxy", ...)
    std::string summary;
    std::vector<Checkpoint> checkpoints;
};

struct LessonParse {
    Lesson lesson;
    std::vector<std::string> errors;
    bool ok() const { return errors.empty(); }
};

/// The text of an example scene by its file name ("whiskers-wall-end.json"); nullopt when there is none.
using SceneSource = std::function<std::optional<std::string>(const std::string& name)>;

/// The example scenes a lesson names, in order of first use, without validating anything else (what the
/// page fetches before parsing). Names that are not an example's file name are left out (parseLesson
/// reports them).
std::vector<std::string> lessonSceneNames(std::string_view text);

/// Parses and validates a lesson: each checkpoint's scene (an example from `source`, inline, or the
/// previous one), its edits and view, its caption's placeholders (against the scene's agents and their
/// behaviours), and its task.
LessonParse parseLesson(std::string_view text, const SceneSource& source);

/// The lesson as JSON, each checkpoint's scene written out whole (what the page plays from).
Json lessonToJson(const Lesson& lesson);

/// A caption with its placeholders filled in from the world as it stands (its decisions fresh: call
/// World::refreshDecisions() first). Placeholders, in braces:
///   {step} {time}                  the step, and the simulated time in seconds
///   {run.collisions} {run.contacts} {run.arrivals}   the run's totals so far
///   {A.F} or {A.F:D}               agent A's value F with D decimals (default 2); A is the agent's name
///                                  or index; F is one of its chart values (seriesChannels: speed,
///                                  clearance, emergency, leftInfluence, proxy, ...) or x, y, goalX, goalY,
///                                  collisions, contacts, returns, steps, path, status
/// A value that is "none" at this step (no hit, a stopped agent) reads "—". `{{` and `}}` are braces.
struct CaptionFill {
    std::string text;
    std::vector<std::string> errors;  ///< a placeholder that names no agent or no value
    bool ok() const { return errors.empty(); }
};
CaptionFill fillCaption(const World& world, std::string_view caption);

/// The outcome of checking a task on a scene.
struct TaskCheck {
    bool done = false;
    uint32_t step = 0;     ///< when it arrived (done), or the steps run
    std::string sentence;  ///< what happened, to show the reader
};
/// Runs the scene from step 0, with the edits of its history made part of step 0 (a reader's change made at
/// the checkpoint's step counts as if made at the start), up to task.within steps and says whether the task's
/// agent (by name when agentName is set, else by index) did what it asks.
TaskCheck checkTask(const Scenario& scene, const LessonTask& task);

}  // namespace sidestep
