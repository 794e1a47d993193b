// The lesson check: lesson JSON read with the bundled examples as its scenes.
#include <algorithm>
#include <map>

#include "checks.hpp"
#include "sidestep/lesson/lesson.hpp"

namespace sidestep::fuzz {

namespace {

/// The example scenes by file name, read once each (a name that is no example's is not kept).
std::optional<std::string> exampleScene(const std::string& name) {
    static std::map<std::string, std::string> read;
    if (name.empty() || name.find_first_of("/\\") != std::string::npos || name[0] == '.') return std::nullopt;
    if (auto it = read.find(name); it != read.end()) return it->second;
    std::string text = sourceFile("examples/" + name);
    if (text.empty()) return std::nullopt;
    return read[name] = std::move(text);
}

}  // namespace

std::string checkLesson(std::string_view text) {
    const LessonParse parsed = parseLesson(text, exampleScene);
    if (!parsed.ok()) {
        for (const std::string& e : parsed.errors) {
            if (e.empty()) return "an empty error message";
        }
        return {};
    }
    for (size_t k = 0; k < parsed.lesson.checkpoints.size(); ++k) {
        const Checkpoint& cp = parsed.lesson.checkpoints[k];
        const std::string where = "checkpoints[" + std::to_string(k) + "]: ";
        // The scene as the page shows it: run to its step (ten steps at most here), its caption filled in.
        Timeline run = buildTimeline(cp.scenario);
        const int steps = std::min(stepBudget(run.world(), 10), int(std::min<uint32_t>(cp.scenario.view.step, 10)));
        for (int i = 0; i < steps && run.run(1) == 1; ++i) {
            if (std::string broken = brokenAgent(run.world()); !broken.empty()) return where + broken;
        }
        run.world().refreshDecisions();
        const CaptionFill caption = fillCaption(run.world(), cp.caption);
        if (!caption.ok()) return where + "the caption of a valid lesson does not fill: " + caption.errors[0];
        if (cp.task) {
            LessonTask task = *cp.task;
            task.within = std::min<uint32_t>(task.within, 10);
            const TaskCheck check = checkTask(cp.scenario, task);
            if (check.sentence.empty()) return where + "a task checked without a sentence";
        }
    }
    return {};
}

}  // namespace sidestep::fuzz
