// Lesson files: parsed and validated with the scenario validator's rules and messages (every error names
// its field), each checkpoint's scene built whole so that the page, the CLI and the tests play the same.
#include <cmath>
#include <string>

#include "../io/checker.hpp"
#include "nested_error.hpp"
#include "sidestep/lesson/lesson.hpp"
#include "sidestep/quality/run.hpp"

namespace sidestep {
namespace {

using lesson::countedMore;
using lesson::nested;
using lesson::relay;

bool exampleName(const std::string& s) {
    if (s.size() < 6 || s.size() > 80 || s.compare(s.size() - 5, 5, ".json") != 0) return false;
    for (size_t i = 0; i + 5 < s.size(); ++i) {
        const char c = s[i];
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
    }
    return true;
}

bool lessonId(const std::string& s) {
    if (s.empty() || s.size() > 40) return false;
    for (char c : s)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
    return true;
}

/// An error of the lesson's own rules: message `rule` (en.ftl's invalid-lesson-*, worded by the lessons' table)
/// with the field's path as its argument "path".
void lessonError(Checker& check, const std::string& path, Message rule) {
    rule.text("path", path);
    std::string text = englishTask(rule);
    check.report(std::move(text), std::move(rule));
}

/// The message of error k of a list (an empty one when the list has none).
const Message& messageOf(const std::vector<Message>& messages, size_t k) {
    static const Message none;
    return k < messages.size() ? messages[k] : none;
}

/// The index of the agent `v` names (its name or its index) in `s`; -1 (with an error) when none.
int32_t agentOf(Checker& check, const Json& v, const std::string& path, const Scenario& s) {
    if (v.isString()) {
        for (size_t i = 0; i < s.agents.size(); ++i)
            if (s.agents[i].name == v.asString()) return int32_t(i);
    } else if (v.isNumber() && v.asNumber() >= 0 && v.asNumber() < double(s.agents.size()) &&
               v.asNumber() == double(int32_t(v.asNumber()))) {
        return int32_t(v.asNumber());
    }
    std::string names;
    for (size_t i = 0; i < s.agents.size() && i < 12; ++i) names += (i ? ", " : "") + s.agents[i].name;
    lessonError(
        check, path,
        Checker::got(names.empty() ? "invalid-lesson-agent-none" : "invalid-lesson-agent", v).text("names", names));
    return -1;
}

/// Edits (at step 0) from a JSON array; false when any is invalid.
bool readEdits(Checker& check, const Json& list, const std::string& path, std::vector<Edit>& out) {
    if (!list.isArray()) return lessonError(check, path, Message("invalid-lesson-edits")), false;
    bool ok = true;
    for (size_t k = 0; k < list.items().size(); ++k) {
        TimedEdit t;
        if (parseEdit(check, list.items()[k], path + "[" + std::to_string(k) + "]", false, t))
            out.push_back(t.edit);
        else
            ok = false;
    }
    return ok;
}

/// The scene with the edits made at step 0; false (with an error) when one does not apply.
bool applyEdits(Checker& check, const std::string& path, const std::vector<Edit>& edits, Scenario& s) {
    if (edits.empty()) return true;
    Timeline run = buildTimeline(s);
    for (size_t k = 0; k < edits.size(); ++k) {
        const EditResult r = run.edit(edits[k]);
        const std::string at = path + "[" + std::to_string(k) + "]: ";
        if (!r.ok()) return nested(check, at + r.error, r.message, at), false;
    }
    Scenario edited = scenarioFromTimeline(run);
    edited.title = s.title, edited.description = s.description, edited.compare = s.compare;
    edited.hasView = s.hasView, edited.view = s.view;
    s = std::move(edited);
    return true;
}

/// The scene with the checkpoint's view, validated by the scenario's own rules (step within the run,
/// overlays by name, selected agent, camera within the world). An agent may be selected by name.
bool applyView(Checker& check, const Json& view, const std::string& path, Scenario& s) {
    if (!view.isObject())
        return lessonError(check, path,
                           Message("invalid-lesson-object").text("keys", "{step, selected, overlays, camera, ...}")),
               false;
    Json copy = Json::object();
    for (const auto& [key, value] : view.members()) {
        if (key == "selected" && value.isString()) {
            const int32_t i = agentOf(check, value, path + ".selected", s);
            if (i < 0) return false;
            copy.set(key, Json::number(i));
        } else {
            copy.set(key, value);
        }
    }
    Scenario bare = s;
    bare.hasView = false;
    Json doc = scenarioToJson(bare);
    doc.set("view", copy);
    ScenarioParse parsed = scenarioFromJson(doc);
    for (size_t k = 0; k < parsed.errors.size(); ++k) {
        const std::string& e = parsed.errors[k];
        relay(check, e.rfind("view", 0) == 0 ? path.substr(0, path.size() - 4) : path + ": ", e,
              messageOf(parsed.messages, k));
    }
    if (!parsed.ok()) return false;
    s = std::move(parsed.scenario);
    return true;
}

/// A below or above task's measure and value, checked against the checkpoint's scene at step 0.
void readMeasure(Checker& check, const Json& t, const std::string& path, const Scenario& scene, LessonTask& task) {
    const Json* measure = t.find("measure");
    if (!measure || !measure->isString()) {
        lessonError(check, path + ".measure", Message("invalid-lesson-measure"));
    } else {
        task.measure = measure->asString();
        const Timeline run = buildTimeline(scene);
        double v = 0;
        Message why;
        if (!measureValue(run.world(), task.measure, v, why))
            nested(check, path + ".measure: " + englishTask(why), why, path + ".measure: ", "name");
    }
    const Json* value = t.find("value");
    if (!value || !value->isNumber() || !std::isfinite(value->asNumber()))
        lessonError(check, path + ".value", Message("invalid-lesson-bound").text("goal", taskGoalName(task.goal)));
    else
        task.value = value->asNumber();
    if (t.find("agent")) lessonError(check, path + ".agent", Message("invalid-lesson-measure-agent"));
}

void readTask(Checker& check, const Json& t, const std::string& path, Checkpoint& cp) {
    if (!t.isObject())
        return lessonError(check, path,
                           Message("invalid-lesson-object").text("keys", "{text, goal, agent, within, solution}"));
    check.onlyKeys(t, path, {"text", "goal", "agent", "measure", "value", "within", "hint", "solution"});
    LessonTask task;
    const Json* text = t.find("text");
    if (!text)
        check.error(path + ".text", Message("invalid-required"));
    else
        check.string(*text, path + ".text", kMaxCaptionLength, task.text);
    if (const Json* goal = t.find("goal")) {
        if (!goal->isString() || !parseTaskGoal(goal->asString(), task.goal))
            lessonError(check, path + ".goal", Checker::got("invalid-lesson-goal", *goal));
    }
    if (task.goal == TaskGoal::Below || task.goal == TaskGoal::Above) {
        task.agent = -1;
        readMeasure(check, t, path, cp.scenario, task);
    } else {
        const Json* agent = t.find("agent");
        if (!agent)
            check.error(path + ".agent", Message("invalid-required"));
        else
            task.agent = agentOf(check, *agent, path + ".agent", cp.scenario);
        if (task.agent >= 0) task.agentName = cp.scenario.agents[size_t(task.agent)].name;
        for (const char* key : {"measure", "value"})
            if (t.find(key)) lessonError(check, path + "." + key, Message("invalid-lesson-measure-only"));
    }
    if (const Json* within = t.find("within")) {
        double w = 0;
        if (check.integer(*within, path + ".within", 1, kMaxTaskSteps, w)) task.within = uint32_t(w);
    }
    if (const Json* hint = t.find("hint")) check.string(*hint, path + ".hint", kMaxCaptionLength, task.hint);
    if (const Json* solution = t.find("solution")) {
        Scenario solved = cp.scenario;  // the solution must apply to the checkpoint's scene
        if (readEdits(check, *solution, path + ".solution", task.solution))
            applyEdits(check, path + ".solution", task.solution, solved);
    }
    cp.task = std::move(task);
}

/// The names in a list for an error: "a, b, c" (or "none").
std::string nameList(const std::vector<std::string>& names) {
    std::string out;
    for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
    return out.empty() ? "none" : out;
}

/// The exercise's script: one of the scene's, run by an agent and by a compare pane beside a pane of the
/// reference's behaviour.
void checkExerciseScene(Checker& check, const std::string& path, const LessonExercise& e,
                        const QualityVariant& reference, const Scenario& s) {
    std::vector<std::string> scripts;
    for (const ScriptSource& src : s.scripts) scripts.push_back(src.name);
    bool known = false, run = false, pane = false, referencePane = false;
    for (const std::string& n : scripts) known = known || n == e.script;
    if (!known) {
        Message none = Message(scripts.empty() ? "invalid-lesson-no-script-none" : "invalid-lesson-no-script");
        return lessonError(check, path + ".script",
                           std::move(none.text("name", e.script).text("names", nameList(scripts))));
    }
    for (const AgentDef& a : s.agents) run = run || (a.behavior == Behavior::Script && a.script.name == e.script);
    for (const Variant& v : s.compare) {
        pane = pane || (v.hasBehavior && v.behavior == Behavior::Script && v.script == e.script);
        referencePane = referencePane || (v.hasBehavior && v.behavior == reference.behavior);
    }
    if (!run) lessonError(check, path + ".script", Message("invalid-lesson-script-unused").text("name", e.script));
    if (!pane || !referencePane)
        lessonError(check, path,
                    Message("invalid-lesson-script-panes")
                        .text("name", e.script)
                        .text("behavior", behaviorName(reference.behavior)));
}

void readExercise(Checker& check, const Json& x, const std::string& path, Checkpoint& cp) {
    if (!x.isObject())
        return lessonError(check, path,
                           Message("invalid-lesson-object").text("keys", "{text, script, reference, families}"));
    check.onlyKeys(x, path, {"text", "script", "reference", "families", "hint"});
    LessonExercise e;
    for (const auto& [key, out] :
         {std::pair<const char*, std::string*>{"text", &e.text}, {"script", &e.script}, {"reference", &e.reference}}) {
        const Json* v = x.find(key);
        if (!v)
            check.error(path + "." + key, Message("invalid-required"));
        else
            check.string(*v, path + "." + key, kMaxCaptionLength, *out);
    }
    const std::vector<QualityVariant> variants = qualityVariants();
    const QualityVariant* reference = nullptr;
    std::vector<std::string> labels;
    for (const QualityVariant& v : variants) {
        if (v.crowdOnly) continue;
        labels.push_back("\"" + v.label + "\"");
        if (v.label == e.reference) reference = &v;
    }
    if (!reference && x.find("reference"))
        lessonError(check, path + ".reference",
                    Message("invalid-lesson-reference").text("list", nameList(labels)).text("got", e.reference));
    const Json* families = x.find("families");
    if (!families || !families->isArray() || families->items().empty() ||
        families->items().size() > qualityFamilies().size()) {
        lessonError(check, path + ".families",
                    Message("invalid-lesson-families")
                        .count("max", double(qualityFamilies().size()))
                        .text("list", nameList(qualityFamilies())));
    } else {
        for (const Json& f : families->items())
            e.families.push_back(f.isString() ? f.asString() : Checker::describe(f));
        if (Message error = checkQualityFamilies(e.families); !error.id.empty())
            check.error(path + ".families", std::move(error));
    }
    if (const Json* hint = x.find("hint")) check.string(*hint, path + ".hint", kMaxCaptionLength, e.hint);
    if (reference && !e.script.empty()) checkExerciseScene(check, path, e, *reference, cp.scenario);
    cp.exercise = std::move(e);
}

/// The checkpoint's scene: an example by name, inline, or the previous checkpoint's (with its view).
bool readScene(Checker& check, const Json& o, const std::string& path, const SceneSource& source,
               const Checkpoint* previous, Checkpoint& cp) {
    const Json* scene = o.find("scene");
    if (!scene) {
        if (!previous) return lessonError(check, path + ".scene", Message("invalid-lesson-scene-first")), false;
        cp.scenario = previous->scenario;
        cp.sceneName = previous->sceneName;
        return true;
    }
    ScenarioParse parsed;
    if (scene->isString()) {
        const std::string name = scene->asString();
        std::optional<std::string> text = exampleName(name) ? source(name) : std::nullopt;
        if (!text) return lessonError(check, path + ".scene", Checker::got("invalid-lesson-no-example", *scene)), false;
        parsed = parseScenario(*text);
        const std::string at = path + ".scene (" + name + "): ";
        for (size_t k = 0; k < parsed.errors.size(); ++k)
            if (!countedMore(check, messageOf(parsed.messages, k)))
                nested(check, at + parsed.errors[k], messageOf(parsed.messages, k), at);
        cp.sceneName = name;
    } else if (scene->isObject()) {
        parsed = scenarioFromJson(*scene);
        for (size_t k = 0; k < parsed.errors.size(); ++k)
            relay(check, path + ".scene.", parsed.errors[k], messageOf(parsed.messages, k));
    } else {
        return lessonError(check, path + ".scene", Message("invalid-lesson-scene")), false;
    }
    if (!parsed.ok()) return false;
    cp.scenario = std::move(parsed.scenario);
    return true;
}

/// A caption's error k under the caption's field: a placeholder's message with its path behind the field's, a lone
/// brace's as the field's rule.
void captionError(Checker& check, const std::string& path, const CaptionFill& fill, size_t k) {
    Message why = messageOf(fill.messages, k);
    const bool placeholder = !why.args.empty();  // a placeholder's error has its path; a brace's has no argument
    if (!placeholder && !why.id.empty())
        why = std::move(Message("invalid-rule").word("rule", why.id).text("path", path));
    nested(check, path + ": " + fill.errors[k], std::move(why), placeholder ? path + ": " : "");
}

void readCheckpoint(Checker& check, const Json& o, const std::string& path, const SceneSource& source,
                    const Checkpoint* previous, Checkpoint& cp) {
    if (!o.isObject()) {
        return lessonError(
            check, path,
            Message("invalid-lesson-object").text("keys", "{title, scene, compare, edits, view, caption, task}"));
    }
    check.onlyKeys(o, path, {"title", "scene", "compare", "edits", "view", "caption", "task", "exercise"});
    if (const Json* title = o.find("title"))
        check.string(*title, path + ".title", kMaxLessonTitleLength, cp.title);
    else
        check.error(path + ".title", Message("invalid-required"));
    if (!readScene(check, o, path, source, previous, cp)) return;
    // "compare": false shows the scene alone, without its example's compare set (whose panes may show a
    // task's answer).
    if (const Json* compare = o.find("compare")) {
        bool keep = true;
        if (check.boolean(*compare, path + ".compare", keep) && !keep) cp.scenario.compare.clear();
    }
    if (const Json* edits = o.find("edits")) {
        std::vector<Edit> list;
        if (!readEdits(check, *edits, path + ".edits", list) || !applyEdits(check, path + ".edits", list, cp.scenario))
            return;
    }
    if (const Json* view = o.find("view"); view && !applyView(check, *view, path + ".view", cp.scenario)) return;
    if (const Json* caption = o.find("caption")) {
        if (check.string(*caption, path + ".caption", kMaxCaptionLength, cp.caption)) {
            // Filled where the reader sees it: at the view's step, after the run's history up to there.
            Timeline run = buildTimeline(cp.scenario);
            run.run(cp.scenario.view.step);
            run.world().refreshDecisions();
            const CaptionFill fill = fillCaption(run.world(), cp.caption);
            for (size_t k = 0; k < fill.errors.size(); ++k) captionError(check, path + ".caption", fill, k);
        }
    } else {
        check.error(path + ".caption", Message("invalid-required"));
    }
    if (const Json* task = o.find("task")) readTask(check, *task, path + ".task", cp);
    if (const Json* exercise = o.find("exercise")) {
        if (o.find("task"))
            lessonError(check, path + ".exercise", Message("invalid-lesson-task-or-exercise"));
        else
            readExercise(check, *exercise, path + ".exercise", cp);
    }
}

}  // namespace

std::vector<std::string> lessonSceneNames(std::string_view text) {
    std::vector<std::string> names;
    const JsonParse json = parseJson(text);
    const Json* list = json.ok() && json.value.isObject() ? json.value.find("checkpoints") : nullptr;
    if (!list || !list->isArray()) return names;
    for (const Json& cp : list->items()) {
        const Json* scene = cp.isObject() ? cp.find("scene") : nullptr;
        if (!scene || !scene->isString() || !exampleName(scene->asString())) continue;
        bool seen = false;
        for (const std::string& n : names) seen = seen || n == scene->asString();
        if (!seen) names.push_back(scene->asString());
    }
    return names;
}

LessonParse parseLesson(std::string_view text, const SceneSource& source) {
    LessonParse result;
    Checker check(result.errors, &result.messages);
    if (text.size() > kMaxLessonBytes) {
        Message large = Message("invalid-lesson-too-large").count("bytes", double(text.size()));
        return lessonError(check, "lesson", std::move(large.count("max", double(kMaxLessonBytes)))), result;
    }
    const JsonParse json = parseJson(text);
    if (!json.ok()) return check.error("lesson", jsonErrorMessage(json)), result;
    const Json& doc = json.value;
    if (!doc.isObject()) return lessonError(check, "lesson", Message("invalid-lesson-json-object")), result;
    check.onlyKeys(doc, "", {"format", "version", "id", "title", "article", "summary", "checkpoints"});
    const Json* format = doc.find("format");
    if (!format || !format->isString() || format->asString() != "sidestep-lesson")
        lessonError(check, "format", Message("invalid-lesson-must-be").text("value", "\"sidestep-lesson\""));
    const Json* version = doc.find("version");
    if (!version || !version->isNumber() || version->asNumber() != 1)
        lessonError(check, "version", Message("invalid-lesson-must-be").text("value", "1"));
    Lesson& lesson = result.lesson;
    const Json* id = doc.find("id");
    if (!id || !id->isString() || !lessonId(id->asString()))
        lessonError(check, "id", Message("invalid-lesson-id").count("max", 40));
    else
        lesson.id = id->asString();
    if (const Json* v = doc.find("title"))
        check.string(*v, "title", kMaxLessonTitleLength, lesson.title);
    else
        check.error("title", Message("invalid-required"));
    if (const Json* v = doc.find("article")) check.string(*v, "article", 40, lesson.article);
    if (const Json* v = doc.find("summary")) check.string(*v, "summary", kMaxCaptionLength, lesson.summary);
    const Json* list = doc.find("checkpoints");
    if (!list || !list->isArray() || list->items().empty() || list->items().size() > kMaxCheckpoints) {
        lessonError(check, "checkpoints", Message("invalid-lesson-checkpoints").count("max", double(kMaxCheckpoints)));
    } else {
        for (size_t k = 0; k < list->items().size(); ++k) {
            Checkpoint cp;
            const Checkpoint* previous = lesson.checkpoints.empty() ? nullptr : &lesson.checkpoints.back();
            const size_t before = check.count();
            readCheckpoint(check, list->items()[k], "checkpoints[" + std::to_string(k) + "]", source, previous, cp);
            if (check.count() != before) break;  // later checkpoints may build on this one: stop here
            if (cp.exercise && k + 1 != list->items().size())
                lessonError(check, "checkpoints[" + std::to_string(k) + "].exercise",
                            Message("invalid-lesson-exercise-last"));
            lesson.checkpoints.push_back(std::move(cp));
        }
    }
    check.finish();
    return result;
}

}  // namespace sidestep
