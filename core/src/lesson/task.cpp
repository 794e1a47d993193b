// A lesson's task checked the only honest way: by running the reader's scene, as playing it does, and reading
// the core's record: whether the agent arrived (and cleanly), or where a measure ended, and why not. The verdict
// is messages (en.ftl's task-*, worded by the page's catalogue), its English their words joined.
#include <cmath>
#include <string>

#include "sidestep/explain/message.hpp"
#include "sidestep/lesson/lesson.hpp"
#include "sidestep/world/run_totals.hpp"

namespace sidestep {
namespace {

constexpr const char* kGoalNames[] = {"arrive", "arriveClean", "below", "above"};

/// Adds step and seconds arguments (the step when something happened, and its time).
Message& at(Message& m, const World& world, uint32_t step) {
    return m.count("step", step).num("seconds", double(step) * world.config().dt, 2);
}

/// The collisions and contacts of agent `a`, as a clause's arguments.
Message hits(const char* id, const Agent& a) {
    return std::move(Message(id).count("collisions", a.collisions).count("contacts", a.agentContacts));
}

/// "; 2 of 3 agents arrived by then" when the scene has more than one agent, then the sentence's end.
void finish(const World& world, TaskCheck& check) {
    const size_t n = world.agents().size();
    if (n > 1)
        check.verdict.push_back(Message("task-others").count("reached", runTotals(world).reached).count("agents", n));
    check.verdict.push_back(Message("task-end"));
}

/// The index of the task's agent (by name when it has one), or -1 with the verdict saying why.
int32_t taskAgent(const World& world, const LessonTask& task, TaskCheck& check) {
    int32_t index = task.agent;
    if (!task.agentName.empty()) {
        index = -1;
        for (size_t k = 0; k < world.agentNames().size() && index < 0; ++k)
            if (world.agentNames()[k] == task.agentName) index = int32_t(k);
        if (index < 0) check.verdict.push_back(Message("task-no-agent-named").text("name", task.agentName));
        return index;
    }
    if (index < 0 || size_t(index) >= world.agents().size()) {
        check.verdict.push_back(Message("task-no-agent").count("index", index));
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
    const bool hit = a.collisions + a.agentContacts > 0;
    if (a.stop == StopReason::Reached) {
        check.done = task.goal == TaskGoal::Arrive || !hit;
        Message reached = Message("task-reached").text("name", name);
        check.verdict.push_back(std::move(at(reached, world, check.step)));
        if (hit) check.verdict.push_back(hits(check.done ? "task-reached-with" : "task-reached-unclean", a));
        finish(world, check);
        return check;
    }
    const double gap = std::hypot(double(a.goal.x - a.position.x), double(a.goal.y - a.position.y));
    if (a.moving()) {
        check.verdict.push_back(Message("task-still").text("name", name).count("steps", check.step).num("gap", gap, 2));
    } else {
        Message stopped = Message("task-stopped").text("name", name).text("reason", stopReasonName(a.stop));
        check.verdict.push_back(std::move(at(stopped, world, check.step).num("gap", gap, 2)));
    }
    if (hit) check.verdict.push_back(hits("task-after-hits", a));
    finish(world, check);
    return check;
}

TaskCheck checkMeasure(Timeline& run, const LessonTask& task) {
    TaskCheck check;
    while (run.step() < task.within && run.run(1) == 1) {
    }
    const World& world = run.world();
    check.step = run.step();
    double v = 0;
    Message why;
    if (!measureValue(world, task.measure, v, why)) {
        check.verdict = {Message("task-measure-error"), std::move(why), Message("task-end")};
        return check;
    }
    const bool below = task.goal == TaskGoal::Below;
    check.done = below ? v < task.value : v > task.value;
    Message was = Message("task-measure").text("measure", task.measure).num("value", v, 2);
    check.verdict.push_back(std::move(at(was, world, check.step)));
    if (world.finished() && check.step < task.within) check.verdict.push_back(Message("task-run-ended"));
    const char* bound =
        below ? (check.done ? "task-below" : "task-not-below") : (check.done ? "task-above" : "task-not-above");
    check.verdict.push_back(Message(bound).num("bound", task.value, 2));
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
    TaskCheck check = task.goal == TaskGoal::Below || task.goal == TaskGoal::Above ? checkMeasure(run, task)
                                                                                   : checkArrival(run, task);
    for (const Message& m : check.verdict) check.sentence += englishTask(m);
    return check;
}

bool taskFromJson(const Json& o, LessonTask& out, Message& error) {
    if (!o.isObject()) return error = std::move(Message("invalid-lesson-task-object").text("path", "task")), false;
    const Json* goal = o.find("goal");
    if (!goal || !goal->isString() || !parseTaskGoal(goal->asString(), out.goal))
        return error = std::move(Message("invalid-lesson-task-goal").text("path", "task.goal")), false;
    if (const Json* v = o.find("agent"); v && v->isNumber()) out.agent = int32_t(v->asNumber());
    if (const Json* v = o.find("agentName"); v && v->isString()) out.agentName = v->asString();
    if (const Json* v = o.find("measure"); v && v->isString()) out.measure = v->asString();
    if (const Json* v = o.find("value"); v && v->isNumber()) out.value = v->asNumber();
    if (const Json* v = o.find("within"); v && v->isNumber()) {
        const double w = v->asNumber();
        out.within = uint32_t(w < 1 ? 1 : w > double(kMaxTaskSteps) ? kMaxTaskSteps : w);
    }
    if ((out.goal == TaskGoal::Below || out.goal == TaskGoal::Above) && out.measure.empty())
        return error = std::move(Message("invalid-lesson-task-measure").text("path", "task.measure")), false;
    return true;
}

}  // namespace sidestep
