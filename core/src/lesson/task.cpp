// A lesson's task checked the only honest way: by running the reader's scene, as playing it does, and reading
// the core's record: whether the agent arrived (and cleanly), or where a measure ended, and why not.
#include <cmath>
#include <string>

#include "../explain/format.hpp"
#include "sidestep/io/plural.hpp"
#include "sidestep/lesson/lesson.hpp"
#include "sidestep/world/run_totals.hpp"

namespace sidestep {
namespace {

constexpr const char* kGoalNames[] = {"arrive", "arriveClean", "below", "above"};

std::string when(const World& world, uint32_t step) {
    return "step " + std::to_string(step) + " (" + explain::fixed(double(step) * world.config().dt, 2) + " s)";
}

/// ", 2 of 3 agents arrived by then" when the scene has more than one agent.
std::string others(const World& world) {
    const size_t n = world.agents().size();
    if (n < 2) return "";
    return "; " + std::to_string(runTotals(world).reached) + " of " + std::to_string(n) + " agents arrived by then";
}

/// The index of the task's agent (by name when it has one), or -1 with the sentence saying why.
int32_t taskAgent(const World& world, const LessonTask& task, TaskCheck& check) {
    int32_t index = task.agent;
    if (!task.agentName.empty()) {
        index = -1;
        for (size_t k = 0; k < world.agentNames().size() && index < 0; ++k)
            if (world.agentNames()[k] == task.agentName) index = int32_t(k);
        if (index < 0) check.sentence = "The scene has no agent named " + task.agentName + " to check.";
        return index;
    }
    if (index < 0 || size_t(index) >= world.agents().size()) {
        check.sentence = "The scene has no agent " + std::to_string(index) + " to check.";
        return -1;
    }
    return index;
}

TaskCheck checkArrival(Timeline& run, const LessonTask& task) {
    TaskCheck check;
    const World& world = run.world();
    const int32_t index = taskAgent(world, task, check);
    if (index < 0) return check;
    const size_t i = size_t(index);
    check.agent = index;
    const std::string name = world.agentNames()[i];
    while (run.step() < task.within && world.agents()[i].moving() && run.run(1) == 1) {
    }
    const Agent& a = world.agents()[i];
    check.step = run.step();
    const std::string hits = plural(a.collisions, "collision", "collisions") + " with obstacles and " +
                             plural(a.agentContacts, "contact", "contacts") + " with agents";
    if (a.stop == StopReason::Reached) {
        const bool clean = a.collisions + a.agentContacts == 0;
        check.done = task.goal == TaskGoal::Arrive || clean;
        check.sentence = name + " reached its goal at " + when(world, check.step);
        if (!clean)
            check.sentence += std::string(check.done ? ", with " : ", but not cleanly: ") + hits + " on the way";
        check.sentence += others(world) + ".";
        return check;
    }
    const double gap = std::hypot(double(a.goal.x - a.position.x), double(a.goal.y - a.position.y));
    if (a.moving()) {
        check.sentence = name + " did not reach its goal: after " + plural(check.step, "step", "steps") +
                         " it is still " + explain::fixed(gap, 2) + " u from it";
    } else {
        check.sentence = name + " did not reach its goal: it stopped (" + stopReasonName(a.stop) + ") at " +
                         when(world, check.step) + ", " + explain::fixed(gap, 2) + " u from it";
    }
    if (a.collisions + a.agentContacts > 0) check.sentence += ", after " + hits;
    check.sentence += others(world) + ".";
    return check;
}

TaskCheck checkMeasure(Timeline& run, const LessonTask& task) {
    TaskCheck check;
    while (run.step() < task.within && run.run(1) == 1) {
    }
    const World& world = run.world();
    check.step = run.step();
    double v = 0;
    std::string error;
    if (!measureValue(world, task.measure, v, error)) return check.sentence = "The measure " + error + ".", check;
    const bool below = task.goal == TaskGoal::Below;
    check.done = below ? v < task.value : v > task.value;
    const std::string bound = (below ? "below " : "above ") + explain::fixed(task.value, 2);
    const std::string end = world.finished() && check.step < task.within ? ", where the run ended" : "";
    check.sentence = task.measure + " was " + explain::fixed(v, 2) + " at " + when(world, check.step) + end +
                     (check.done ? ": " : ": not ") + bound + ".";
    return check;
}

}  // namespace

const char* taskGoalName(TaskGoal goal) { return kGoalNames[size_t(goal)]; }

bool parseTaskGoal(const std::string& name, TaskGoal& out) {
    for (size_t k = 0; k < 4; ++k)
        if (name == kGoalNames[k]) return out = TaskGoal(k), true;
    return false;
}

TaskCheck checkTask(const Scenario& scene, const LessonTask& task) {
    Timeline run = buildTimeline(scene);
    return task.goal == TaskGoal::Below || task.goal == TaskGoal::Above ? checkMeasure(run, task)
                                                                        : checkArrival(run, task);
}

bool taskFromJson(const Json& o, LessonTask& out, std::string& error) {
    if (!o.isObject()) return error = "task: must be an object", false;
    const Json* goal = o.find("goal");
    if (!goal || !goal->isString() || !parseTaskGoal(goal->asString(), out.goal))
        return error = "task.goal: must be arrive, arriveClean, below or above", false;
    if (const Json* v = o.find("agent"); v && v->isNumber()) out.agent = int32_t(v->asNumber());
    if (const Json* v = o.find("agentName"); v && v->isString()) out.agentName = v->asString();
    if (const Json* v = o.find("measure"); v && v->isString()) out.measure = v->asString();
    if (const Json* v = o.find("value"); v && v->isNumber()) out.value = v->asNumber();
    if (const Json* v = o.find("within"); v && v->isNumber()) {
        const double w = v->asNumber();
        out.within = uint32_t(w < 1 ? 1 : w > double(kMaxTaskSteps) ? kMaxTaskSteps : w);
    }
    if ((out.goal == TaskGoal::Below || out.goal == TaskGoal::Above) && out.measure.empty())
        return error = "task.measure: a below or above task names its measure", false;
    return true;
}

}  // namespace sidestep
