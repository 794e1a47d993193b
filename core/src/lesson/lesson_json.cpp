// A lesson as JSON, each checkpoint's scene written out whole: what the page plays from (the lessons' module).
#include "../io/checker.hpp"
#include "sidestep/lesson/lesson.hpp"

namespace sidestep {

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
