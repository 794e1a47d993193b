// Lesson files: parsed and validated with the scenario validator's rules and messages (every error names
// its field), each checkpoint's scene built whole so that the page, the CLI and the tests play the same.
#include <cmath>
#include <string>

#include "../io/checker.hpp"
#include "sidestep/lesson/lesson.hpp"
#include "sidestep/quality/run.hpp"

namespace sidestep {
namespace {

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

/// A scenario error ("view.step: must be ...") under another path: `prefix` + its field, and its rule.
void relay(Checker& check, const std::string& prefix, const std::string& e) {
    const size_t colon = e.find(": ");
    if (colon == std::string::npos) return check.error(prefix, e);
    check.error(prefix + e.substr(0, colon), e.substr(colon + 2));
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
    check.error(path, "must name an agent of the scene (" + (names.empty() ? "it has none" : names) +
                          ") or give its index, got " + Checker::describe(v));
    return -1;
}

/// Edits (at step 0) from a JSON array; false when any is invalid.
bool readEdits(Checker& check, const Json& list, const std::string& path, std::vector<Edit>& out) {
    if (!list.isArray()) return check.error(path, "must be an array of edits"), false;
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
        if (!r.ok()) return check.error(path + "[" + std::to_string(k) + "]", r.error), false;
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
    if (!view.isObject()) return check.error(path, "must be an object {step, selected, overlays, camera, ...}"), false;
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
    for (const std::string& e : parsed.errors)
        relay(check, e.rfind("view", 0) == 0 ? path.substr(0, path.size() - 4) : path + ": ", e);
    if (!parsed.ok()) return false;
    s = std::move(parsed.scenario);
    return true;
}

/// A below or above task's measure and value, checked against the checkpoint's scene at step 0.
void readMeasure(Checker& check, const Json& t, const std::string& path, const Scenario& scene, LessonTask& task) {
    const Json* measure = t.find("measure");
    if (!measure || !measure->isString()) {
        check.error(path + ".measure",
                    "a below or above task names a number, as a caption does without braces (run.collisions, "
                    "runner.path)");
    } else {
        task.measure = measure->asString();
        const Timeline run = buildTimeline(scene);
        double v = 0;
        std::string error;
        if (!measureValue(run.world(), task.measure, v, error)) check.error(path + ".measure", error);
    }
    const Json* value = t.find("value");
    if (!value || !value->isNumber() || !std::isfinite(value->asNumber()))
        check.error(path + ".value", "must be a number: the bound the measure must end " +
                                         std::string(task.goal == TaskGoal::Below ? "below" : "above"));
    else
        task.value = value->asNumber();
    if (t.find("agent"))
        check.error(path + ".agent", "a below or above task names its agent in its measure (runner.collisions)");
}

void readTask(Checker& check, const Json& t, const std::string& path, Checkpoint& cp) {
    if (!t.isObject()) return check.error(path, "must be an object {text, goal, agent, within, solution}");
    check.onlyKeys(t, path, {"text", "goal", "agent", "measure", "value", "within", "hint", "solution"});
    LessonTask task;
    const Json* text = t.find("text");
    if (!text)
        check.error(path + ".text", "is required");
    else
        check.string(*text, path + ".text", kMaxCaptionLength, task.text);
    if (const Json* goal = t.find("goal")) {
        if (!goal->isString() || !parseTaskGoal(goal->asString(), task.goal))
            check.error(path + ".goal",
                        "must be \"arrive\", \"arriveClean\", \"below\" or \"above\", got " + Checker::describe(*goal));
    }
    if (task.goal == TaskGoal::Below || task.goal == TaskGoal::Above) {
        task.agent = -1;
        readMeasure(check, t, path, cp.scenario, task);
    } else {
        const Json* agent = t.find("agent");
        if (!agent)
            check.error(path + ".agent", "is required");
        else
            task.agent = agentOf(check, *agent, path + ".agent", cp.scenario);
        if (task.agent >= 0) task.agentName = cp.scenario.agents[size_t(task.agent)].name;
        for (const char* key : {"measure", "value"})
            if (t.find(key)) check.error(path + "." + key, "only a below or above task has one");
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
    if (!known)
        return check.error(path + ".script", "the scene has no script named \"" + e.script +
                                                 "\" (its scripts: " + nameList(scripts) + ")");
    for (const AgentDef& a : s.agents) run = run || (a.behavior == Behavior::Script && a.script.name == e.script);
    for (const Variant& v : s.compare) {
        pane = pane || (v.hasBehavior && v.behavior == Behavior::Script && v.script == e.script);
        referencePane = referencePane || (v.hasBehavior && v.behavior == reference.behavior);
    }
    if (!run) check.error(path + ".script", "no agent of the scene runs the script \"" + e.script + "\"");
    if (!pane || !referencePane)
        check.error(path, std::string("the scene's compare set must run the script \"") + e.script +
                              "\" in one pane and the built-in " + behaviorName(reference.behavior) + " in another");
}

void readExercise(Checker& check, const Json& x, const std::string& path, Checkpoint& cp) {
    if (!x.isObject()) return check.error(path, "must be an object {text, script, reference, families}");
    check.onlyKeys(x, path, {"text", "script", "reference", "families", "hint"});
    LessonExercise e;
    for (const auto& [key, out] :
         {std::pair<const char*, std::string*>{"text", &e.text}, {"script", &e.script}, {"reference", &e.reference}}) {
        const Json* v = x.find(key);
        if (!v)
            check.error(path + "." + key, "is required");
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
        check.error(path + ".reference",
                    "must be a variant of the quality suite (" + nameList(labels) + "), got \"" + e.reference + "\"");
    const Json* families = x.find("families");
    if (!families || !families->isArray() || families->items().empty() ||
        families->items().size() > qualityFamilies().size()) {
        check.error(path + ".families", "must be an array of 1.." + std::to_string(qualityFamilies().size()) +
                                            " of the quality suite's families (" + nameList(qualityFamilies()) + ")");
    } else {
        for (const Json& f : families->items())
            e.families.push_back(f.isString() ? f.asString() : Checker::describe(f));
        if (const std::string error = checkQualityFamilies(e.families, path + ".families"); !error.empty())
            relay(check, "", error);
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
        if (!previous) return check.error(path + ".scene", "is required in the first checkpoint"), false;
        cp.scenario = previous->scenario;
        cp.sceneName = previous->sceneName;
        return true;
    }
    ScenarioParse parsed;
    if (scene->isString()) {
        const std::string name = scene->asString();
        std::optional<std::string> text = exampleName(name) ? source(name) : std::nullopt;
        if (!text) return check.error(path + ".scene", "no example named " + Checker::describe(*scene)), false;
        parsed = parseScenario(*text);
        for (const std::string& e : parsed.errors) check.error(path + ".scene (" + name + ")", e);
        cp.sceneName = name;
    } else if (scene->isObject()) {
        parsed = scenarioFromJson(*scene);
        for (const std::string& e : parsed.errors) relay(check, path + ".scene.", e);
    } else {
        return check.error(path + ".scene", "must be an example's file name or a scenario object"), false;
    }
    if (!parsed.ok()) return false;
    cp.scenario = std::move(parsed.scenario);
    return true;
}

void readCheckpoint(Checker& check, const Json& o, const std::string& path, const SceneSource& source,
                    const Checkpoint* previous, Checkpoint& cp) {
    if (!o.isObject())
        return check.error(path, "must be an object {title, scene, compare, edits, view, caption, task}");
    check.onlyKeys(o, path, {"title", "scene", "compare", "edits", "view", "caption", "task", "exercise"});
    if (const Json* title = o.find("title"))
        check.string(*title, path + ".title", kMaxLessonTitleLength, cp.title);
    else
        check.error(path + ".title", "is required");
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
            for (const std::string& e : fillCaption(run.world(), cp.caption).errors) check.error(path + ".caption", e);
        }
    } else {
        check.error(path + ".caption", "is required");
    }
    if (const Json* task = o.find("task")) readTask(check, *task, path + ".task", cp);
    if (const Json* exercise = o.find("exercise")) {
        if (o.find("task"))
            check.error(path + ".exercise", "a checkpoint has a task or an exercise, not both");
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
    if (text.size() > kMaxLessonBytes) {
        result.errors.push_back("lesson: " + std::to_string(text.size()) + " bytes, over the " +
                                std::to_string(kMaxLessonBytes) + " a lesson may hold");
        return result;
    }
    const JsonParse json = parseJson(text);
    if (!json.ok()) return result.errors.push_back("lesson: not valid JSON: " + json.error), result;
    const Json& doc = json.value;
    if (!doc.isObject()) return result.errors.push_back("lesson: must be a JSON object"), result;
    Checker check(result.errors);
    check.onlyKeys(doc, "", {"format", "version", "id", "title", "article", "summary", "checkpoints"});
    const Json* format = doc.find("format");
    if (!format || !format->isString() || format->asString() != "sidestep-lesson")
        check.error("format", "must be \"sidestep-lesson\"");
    const Json* version = doc.find("version");
    if (!version || !version->isNumber() || version->asNumber() != 1) check.error("version", "must be 1");
    Lesson& lesson = result.lesson;
    const Json* id = doc.find("id");
    if (!id || !id->isString() || !lessonId(id->asString()))
        check.error("id", "must be 1..40 characters of a-z, 0-9 and -");
    else
        lesson.id = id->asString();
    if (const Json* v = doc.find("title"))
        check.string(*v, "title", kMaxLessonTitleLength, lesson.title);
    else
        check.error("title", "is required");
    if (const Json* v = doc.find("article")) check.string(*v, "article", 40, lesson.article);
    if (const Json* v = doc.find("summary")) check.string(*v, "summary", kMaxCaptionLength, lesson.summary);
    const Json* list = doc.find("checkpoints");
    if (!list || !list->isArray() || list->items().empty() || list->items().size() > kMaxCheckpoints) {
        check.error("checkpoints", "must be an array of 1.." + std::to_string(kMaxCheckpoints) + " checkpoints");
    } else {
        for (size_t k = 0; k < list->items().size(); ++k) {
            Checkpoint cp;
            const Checkpoint* previous = lesson.checkpoints.empty() ? nullptr : &lesson.checkpoints.back();
            const size_t before = check.count();
            readCheckpoint(check, list->items()[k], "checkpoints[" + std::to_string(k) + "]", source, previous, cp);
            if (check.count() != before) break;  // later checkpoints may build on this one: stop here
            if (cp.exercise && k + 1 != list->items().size())
                check.error("checkpoints[" + std::to_string(k) + "].exercise",
                            "an exercise is its lesson's last checkpoint");
            lesson.checkpoints.push_back(std::move(cp));
        }
    }
    check.finish();
    return result;
}

Json lessonToJson(const Lesson& lesson) {
    Json list = Json::array();
    for (const Checkpoint& cp : lesson.checkpoints) {
        Json o = Json::object().set("title", Json::string(cp.title));
        if (!cp.sceneName.empty()) o.set("scene", Json::string(cp.sceneName));
        o.set("scenario", scenarioToJson(cp.scenario)).set("caption", Json::string(cp.caption));
        if (cp.task) {
            Json solution = Json::array();
            for (const Edit& e : cp.task->solution) solution.push(editToJson(TimedEdit{0, e}, false));
            Json task = Json::object()
                            .set("text", Json::string(cp.task->text))
                            .set("goal", Json::string(taskGoalName(cp.task->goal)));
            if (cp.task->measure.empty())
                task.set("agent", Json::number(cp.task->agent)).set("agentName", Json::string(cp.task->agentName));
            else
                task.set("measure", Json::string(cp.task->measure)).set("value", Json::number(cp.task->value));
            task.set("within", Json::number(cp.task->within));
            if (!cp.task->hint.empty()) task.set("hint", Json::string(cp.task->hint));
            o.set("task", std::move(task.set("solution", std::move(solution))));
        }
        if (cp.exercise) {
            Json families = Json::array();
            for (const std::string& f : cp.exercise->families) families.push(Json::string(f));
            o.set("exercise", Json::object()
                                  .set("text", Json::string(cp.exercise->text))
                                  .set("script", Json::string(cp.exercise->script))
                                  .set("reference", Json::string(cp.exercise->reference))
                                  .set("families", std::move(families))
                                  .set("hint", Json::string(cp.exercise->hint)));
        }
        list.push(std::move(o));
    }
    return Json::object()
        .set("format", Json::string("sidestep-lesson"))
        .set("version", Json::number(1))
        .set("id", Json::string(lesson.id))
        .set("title", Json::string(lesson.title))
        .set("article", Json::string(lesson.article))
        .set("summary", Json::string(lesson.summary))
        .set("checkpoints", std::move(list));
}

}  // namespace sidestep
