// A lesson's task checked the only honest way: by running the reader's scene and looking at the agent.
#include <cmath>
#include <string>

#include "../explain/format.hpp"
#include "sidestep/io/plural.hpp"
#include "sidestep/lesson/lesson.hpp"

namespace sidestep {

const char* taskGoalName(TaskGoal goal) { return goal == TaskGoal::ArriveClean ? "arriveClean" : "arrive"; }

TaskCheck checkTask(const Scenario& scene, const LessonTask& task) {
    TaskCheck check;
    Timeline run = buildTimeline(scene);
    // A reader changes a setting wherever the run stands; the task asks what the scene does with it from the
    // start, so the run's edits are made part of step 0 (in their order) before it runs.
    const size_t changes = run.history().size();
    if (changes > 0) {
        const EditResult folded = run.foldIntoScenario();
        if (!folded.ok())
            return check.sentence = "Your changes could not be made part of step 0: " + folded.error, check;
    }
    const World& world = run.world();
    int32_t index = task.agent;
    if (!task.agentName.empty()) {
        index = -1;
        for (size_t k = 0; k < world.agentNames().size() && index < 0; ++k)
            if (world.agentNames()[k] == task.agentName) index = int32_t(k);
        if (index < 0) return check.sentence = "The scene has no agent named " + task.agentName + " to check.", check;
    }
    if (index < 0 || size_t(index) >= world.agents().size()) {
        check.sentence = "The scene has no agent " + std::to_string(index) + " to check.";
        return check;
    }
    const size_t i = size_t(index);
    const std::string name = world.agentNames()[i];
    while (run.step() < task.within && world.agents()[i].moving() && run.run(1) == 1) {
    }
    const Agent& a = world.agents()[i];
    check.step = run.step();
    const std::string when =
        "step " + std::to_string(check.step) + " (" + explain::fixed(double(check.step) * world.config().dt, 2) + " s)";
    if (a.stop == StopReason::Reached) {
        const uint32_t hits = a.collisions + a.agentContacts;
        check.done = task.goal == TaskGoal::Arrive || hits == 0;
        check.sentence = name + " reached its goal at " + when;
        if (hits > 0) {
            check.sentence += std::string(check.done ? ", with " : " but not cleanly: ") +
                              plural(a.collisions, "collision", "collisions") + " and " +
                              plural(a.agentContacts, "contact", "contacts") + " with agents on the way";
        }
        check.sentence += check.done ? ". Done." : ".";
        if (changes > 0)
            check.sentence +=
                " (" + plural(changes, "change", "changes") + " made during the run counted from step 0.)";
        return check;
    }
    const double gap = std::hypot(double(a.goal.x - a.position.x), double(a.goal.y - a.position.y));
    check.sentence = name + " did not reach its goal: ";
    if (a.moving()) {
        check.sentence +=
            "after " + plural(check.step, "step", "steps") + " it is still " + explain::fixed(gap, 2) + " u from it.";
    } else {
        check.sentence += std::string("it stopped (") + stopReasonName(a.stop) + ") at " + when + ", " +
                          explain::fixed(gap, 2) + " u from it.";
    }
    if (changes > 0)
        check.sentence += " (" + plural(changes, "change", "changes") + " made during the run counted from step 0.)";
    return check;
}

}  // namespace sidestep
