// Lessons in the importers' module (fetched by the page when it first opens a lesson, so the first load
// stays within its budget): parsed and validated by the core, and tasks checked by running, as JSON text.
// Captions are filled by the first module (wasm/caption_bindings.cpp), which holds the page's world.
#include <emscripten/bind.h>

#include <map>
#include <string>

#include "sidestep/explain/message.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/io/json_message.hpp"
#include "sidestep/io/message_json.hpp"
#include "sidestep/lesson/lesson.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

Json errorList(const std::vector<std::string>& errors) {
    Json list = Json::array();
    for (const std::string& e : errors) list.push(Json::string(e));
    return list;
}

/// The errors' messages, one per error: {id, args}, or null for an error worded in English only.
Json messageList(const std::vector<std::string>& errors, const std::vector<Message>& messages) {
    Json list = Json::array();
    for (size_t k = 0; k < errors.size(); ++k)
        list.push(k < messages.size() && !messages[k].id.empty() ? messageToJson(messages[k]) : Json());
    return list;
}

/// The example scenes a lesson names, as a JSON array of file names (what the page fetches first).
std::string lessonScenesJson(const std::string& text) {
    Json list = Json::array();
    for (const std::string& name : lessonSceneNames(text)) list.push(Json::string(name));
    return writeJson(list, 0);
}

/// {"ok": true, "lesson": {...}} with every checkpoint's scene whole, or {"ok": false, "errors": [...], "messages":
/// [...]} (each error's message for the page to word, or null: docs/languages.md).
/// `scenes`: a JSON object of the example scenes' texts by file name.
std::string parseLessonJson(const std::string& text, const std::string& scenes) {
    std::map<std::string, std::string> byName;
    const JsonParse parsed = parseJson(scenes);
    if (parsed.ok() && parsed.value.isObject()) {
        for (const auto& [name, value] : parsed.value.members())
            if (value.isString()) byName[name] = value.asString();
    }
    const LessonParse lesson = parseLesson(text, [&](const std::string& name) -> std::optional<std::string> {
        const auto it = byName.find(name);
        if (it == byName.end()) return std::nullopt;
        return it->second;
    });
    if (!lesson.ok()) {
        return writeJson(Json::object()
                             .set("ok", Json::boolean(false))
                             .set("errors", errorList(lesson.errors))
                             .set("messages", messageList(lesson.errors, lesson.messages)),
                         0);
    }
    return writeJson(Json::object().set("ok", Json::boolean(true)).set("lesson", lessonToJson(lesson.lesson)), 0);
}

/// {"done", "step", "agent", "sentence", "verdict"}, or {"errors", "messages"} when the scene or the task does not read
/// (each error's message, or null, as parseLesson's): the task
/// (as the lesson's JSON gives it: goal, agent and agentName, or measure and value; within) checked on the scene by
/// running it, as playing it does. "verdict": the sentence's clauses as messages ({id, args}, with "text", the clause's
/// English), for the page to word; "sentence" is their English joined.
std::string checkTaskJson(const std::string& scene, const std::string& taskText) {
    const ScenarioParse parsed = parseScenario(scene);
    const auto refused = [](const std::vector<std::string>& errors, const std::vector<Message>& messages) {
        return writeJson(Json::object().set("errors", errorList(errors)).set("messages", messageList(errors, messages)),
                         0);
    };
    if (!parsed.ok()) return refused(parsed.errors, parsed.messages);
    const JsonParse taskJson = parseJson(taskText);
    LessonTask task;
    Message why;
    if (!taskJson.ok()) why = std::move(jsonErrorMessage(taskJson).text("path", "task"));
    if (!taskJson.ok()) return refused({englishError(why)}, {why});
    if (!taskFromJson(taskJson.value, task, why)) return refused({englishTask(why)}, {why});
    const TaskCheck check = checkTask(parsed.scenario, task);
    Json verdict = Json::array();
    for (const Message& m : check.verdict) verdict.push(messageToJson(m).set("text", Json::string(englishTask(m))));
    return writeJson(Json::object()
                         .set("done", Json::boolean(check.done))
                         .set("step", Json::number(check.step))
                         .set("agent", Json::number(check.agent))
                         .set("sentence", Json::string(check.sentence))
                         .set("verdict", std::move(verdict)),
                     0);
}

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_lessons) {
    function("lessonScenes", &lessonScenesJson);
    function("parseLesson", &parseLessonJson);
    function("checkTask", &checkTaskJson);
}
