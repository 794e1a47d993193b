// `sidestep lesson FILE [--json] [--examples DIR]`: a lesson validated and played through: each
// checkpoint's scene run to its step, its caption filled in from the core's records (the words the page
// shows there), and each task checked on the scene as given and with the lesson's solution; an exercise is
// named with the command that checks a solution.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli_common.hpp"
#include "commands.hpp"
#include "script_engine.hpp"
#include "sidestep/io/plural.hpp"
#include "sidestep/lesson/lesson.hpp"

namespace sidestep::cli {
namespace {

std::optional<std::string> readFile(const std::filesystem::path& path, size_t most) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    if (text.str().size() > most) return std::nullopt;
    return text.str();
}

/// The folder a lesson's example names are read from: --examples, else the lesson's folder's parent when
/// that folder is called "lessons" (examples/lessons/ID.json), else the lesson's own folder.
std::filesystem::path examplesFolder(const std::filesystem::path& lesson, const std::string& option) {
    if (!option.empty()) return option;
    const std::filesystem::path dir = lesson.parent_path();
    return dir.filename() == "lessons" ? dir.parent_path() : dir;
}

Json taskJson(const Checkpoint& cp) {
    const LessonTask& task = *cp.task;
    const TaskCheck given = checkTask(cp.scenario, task);
    Json out = Json::object().set("text", Json::string(task.text)).set("goal", Json::string(taskGoalName(task.goal)));
    if (task.measure.empty())
        out.set("agent", Json::number(task.agent));
    else
        out.set("measure", Json::string(task.measure)).set("value", Json::number(task.value));
    out.set("within", Json::number(task.within));
    if (!task.hint.empty()) out.set("hint", Json::string(task.hint));
    out.set("asGiven",
            Json::object().set("done", Json::boolean(given.done)).set("sentence", Json::string(given.sentence)));
    if (!task.solution.empty()) {
        Timeline run = buildTimeline(cp.scenario);
        for (const Edit& e : task.solution) run.edit(e);  // the parser checked that each applies
        const TaskCheck solved = checkTask(scenarioFromTimeline(run), task);
        out.set("solved",
                Json::object().set("done", Json::boolean(solved.done)).set("sentence", Json::string(solved.sentence)));
    }
    return out;
}

}  // namespace

bool isLessonFile(const std::string& path) {
    if (path.size() < 5 || path.compare(path.size() - 5, 5, ".json") != 0) return false;
    const std::optional<std::string> text = readFile(path, kMaxLessonBytes);
    if (!text) return false;
    const JsonParse json = parseJson(*text);
    const Json* format = json.ok() && json.value.isObject() ? json.value.find("format") : nullptr;
    return format && format->isString() && format->asString() == "sidestep-lesson";
}

int validateLesson(const std::string& path) {
    const std::optional<std::string> text = readFile(path, kMaxLessonBytes);
    if (!text) return printErrors({path + ": cannot be read, or over " + std::to_string(kMaxLessonBytes) + " bytes"});
    const std::filesystem::path folder = examplesFolder(path, "");
    const LessonParse parsed =
        parseLesson(*text, [&](const std::string& name) { return readFile(folder / name, kMaxScenarioBytes); });
    if (!parsed.ok()) return printErrors(parsed.errors);
    std::cout << "ok\n";
    return kOk;
}

int lessonCommand(const std::vector<std::string>& args) {
    std::string file, examples;
    bool json = false;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--json")
            json = true;
        else if (args[i] == "--examples" && i + 1 < args.size())
            examples = args[++i];
        else if (file.empty())
            file = args[i];
        else
            return printErrors({"lesson: unexpected argument " + args[i]});
    }
    if (file.empty()) return printErrors({"lesson: usage: lesson FILE [--json] [--examples DIR]"});
    const std::optional<std::string> text = readFile(file, kMaxLessonBytes);
    if (!text) return printErrors({file + ": cannot be read, or over " + std::to_string(kMaxLessonBytes) + " bytes"});
    const std::filesystem::path folder = examplesFolder(file, examples);
    const LessonParse parsed =
        parseLesson(*text, [&](const std::string& name) { return readFile(folder / name, kMaxScenarioBytes); });
    if (!parsed.ok()) return printErrors(parsed.errors);
    const Lesson& lesson = parsed.lesson;
    Json list = Json::array();
    if (!json)
        std::cout << lesson.title << " (" << plural(lesson.checkpoints.size(), "checkpoint", "checkpoints") << ")\n";
    for (size_t k = 0; k < lesson.checkpoints.size(); ++k) {
        const Checkpoint& cp = lesson.checkpoints[k];
        Timeline run = buildTimeline(cp.scenario);
        std::unique_ptr<EngineScriptHost> scripts;  // an exercise's scene runs its scripts as the page does
        if (const std::string e = attachScripts(run, scripts); !e.empty()) return printErrors({e});
        run.run(cp.scenario.view.step);
        run.world().refreshDecisions();  // the records of the next step, as the page shows them
        const CaptionFill fill = fillCaption(run.world(), cp.caption);
        Json o = Json::object()
                     .set("title", Json::string(cp.title))
                     .set("step", Json::number(run.step()))
                     .set("hash", Json::string(toHex(run.world().hash())))
                     .set("caption", Json::string(fill.text));
        if (cp.task) o.set("task", taskJson(cp));
        std::string families;  // an exercise is checked by the quality suite with the reader's script
        if (cp.exercise) {
            Json names = Json::array();
            for (const std::string& f : cp.exercise->families)
                names.push(Json::string(f)), families += (families.empty() ? "" : ",") + f;
            o.set("exercise", Json::object()
                                  .set("text", Json::string(cp.exercise->text))
                                  .set("script", Json::string(cp.exercise->script))
                                  .set("reference", Json::string(cp.exercise->reference))
                                  .set("families", std::move(names)));
        }
        if (!json) {
            std::cout << "\n" << k + 1 << ". " << cp.title << "  (step " << run.step() << ")\n" << fill.text << "\n";
            if (const Json* task = o.find("task")) {
                const auto verdict = [](const Json* v) {
                    return std::string(v->find("done")->asBool() ? "pass: " : "not yet: ") +
                           v->find("sentence")->asString();
                };
                std::cout << "task: " << cp.task->text << "\n  as given: " << verdict(task->find("asGiven")) << "\n";
                if (const Json* solved = task->find("solved")) std::cout << "  solved:   " << verdict(solved) << "\n";
                if (!cp.task->hint.empty()) std::cout << "  hint:     " << cp.task->hint << "\n";
            }
            if (cp.exercise) {
                std::cout << "exercise: " << cp.exercise->text << "\n  check a solution beside the built-in "
                          << cp.exercise->reference << ": node scripts/sidestep.mjs quality --families " << families
                          << " --script FILE.js\n";
            }
        }
        list.push(std::move(o));
    }
    if (json) {
        std::cout << writeJson(Json::object()
                                   .set("id", Json::string(lesson.id))
                                   .set("title", Json::string(lesson.title))
                                   .set("checkpoints", std::move(list)),
                               2)
                  << "\n";
    }
    return kOk;
}

}  // namespace sidestep::cli
