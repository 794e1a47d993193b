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

#include "sidestep/explain/message.hpp"
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

/// What a task asks.
enum class TaskGoal : uint8_t {
    Arrive,       ///< its agent reaches its goal
    ArriveClean,  ///< its agent reaches its goal without a collision with an obstacle or an agent
    Below,        ///< a measure ends the run below a value
    Above,        ///< a measure ends the run above a value
};
/// The goal's name in lesson files ("arrive", "arriveClean", "below", "above").
const char* taskGoalName(TaskGoal goal);
/// The goal a name means; false when it names none.
bool parseTaskGoal(const std::string& name, TaskGoal& out);

/// Something the reader changes until the run does what it asks.
struct LessonTask {
    std::string text;  ///< what to do, in a sentence or two
    TaskGoal goal = TaskGoal::Arrive;
    int32_t agent = 0;      ///< arrive goals: the agent it asks of (an index of the checkpoint's scene)
    std::string agentName;  ///< its name: checkTask finds it by name when given (agents may be added)
    /// below and above: the measure, named as a caption's placeholder without its braces ("run.collisions",
    /// "runner.path", "runner.collisions"); a number at the run's end, compared with `value`.
    std::string measure;
    double value = 0.0;
    uint32_t within = 2000;  ///< steps the check runs at most, 1..kMaxTaskSteps
    std::string hint;        ///< said after two checks that did not pass ("": none)
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
    std::string hint;                   ///< said after two checks that did not pass ("": none)
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
    /// One per error: its message id and arguments for the page to word (docs/languages.md), or an empty id for an
    /// error worded in English only. A scene's, an edit's or a caption's error keeps its own message, its path behind
    /// the lesson's field ("checkpoints[0].caption: {ghost.speed}").
    std::vector<Message> messages;
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
///   {A.S:drag}                     a live setting: agent A's behaviour setting S (a number setting of its
///                                  behaviour, or of its agent avoidance), its value now; the page draws it as
///                                  a number the reader drags to change the setting
struct CaptionLive {
    int32_t agent = -1;      ///< the agent whose setting it is
    std::string setting;     ///< the setting's name
    bool avoidance = false;  ///< an agent-avoidance setting (else the behaviour's)
    bool integer = false;    ///< an integer setting (else a float)
    float min = 0, max = 0;  ///< its range
    float value = 0;         ///< its value now
};
/// A run of the filled caption: plain text, a number or a status the world holds (its text: the English, for the
/// page to write in the reader's digits and words), or a live setting (its text: the value as shown).
struct CaptionPart {
    std::string text;
    bool live = false;
    CaptionLive setting;  ///< when live
    bool number = false;  ///< a placeholder's number: `value` with `digits` decimals (0..6), `text` its English
    double value = 0;
    int digits = 0;
    std::string status;  ///< a placeholder's status: the core's word (stopReasonName), `text` the same
    bool plain() const { return !live && !number && status.empty(); }
};
struct CaptionFill {
    std::string text;                 ///< the whole caption filled in (the parts' texts, joined)
    std::vector<CaptionPart> parts;   ///< the same, in runs: text and live settings
    std::vector<std::string> errors;  ///< a placeholder that names no agent or no value, or a lone brace
    /// The same, one per error, as messages (en.ftl's invalid-caption-*: a placeholder's error has its path, the
    /// placeholder in braces; a lone brace's has none), for a catalogue to word; errors are their English.
    std::vector<Message> messages;
    bool ok() const { return errors.empty(); }
};
CaptionFill fillCaption(const World& world, std::string_view caption);

/// A number the world holds now, named as a placeholder without its braces ("step", "run.collisions",
/// "runner.path", "0.collisions"): what a task's measure reads. False, with the reason in `why` (en.ftl's
/// task-measure-*, English by englishTask), when the name is no placeholder, or one that is not a number (status).
bool measureValue(const World& world, const std::string& name, double& out, Message& why);

/// The outcome of checking a task on a scene: a pass or not yet, and why, from the run's record.
struct TaskCheck {
    bool done = false;     ///< it passes
    uint32_t step = 0;     ///< when it arrived (arrive goals, done), or the steps run
    int32_t agent = -1;    ///< the agent checked (arrive goals)
    std::string sentence;  ///< what happened, in English ("runner stopped (oscillation) at step 412 ...")
    /// The same as clauses (en.ftl's task-*), for a catalogue to word; sentence is their English joined.
    std::vector<Message> verdict;
};
/// Runs the scene from step 0 as it is, its history's edits at their steps (exactly what playing it shows), up
/// to task.within steps and says whether it does what the task asks: an arrive goal's agent (by name when
/// agentName is set, else by index) until it stops; a measure at the end of the run (within steps, or when
/// every agent has stopped).
TaskCheck checkTask(const Scenario& scene, const LessonTask& task);
/// A task as lessonToJson writes it ({text, goal, agent, agentName, measure, value, within, hint}), for a page
/// that checks the task it shows; false with an error naming the field (en.ftl's invalid-lesson-task-*, worded by
/// englishTask) when it is not one.
bool taskFromJson(const Json& o, LessonTask& out, Message& error);

}  // namespace sidestep
