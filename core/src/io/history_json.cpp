// A scenario's "history" (the edits made during a run, each with its step): read, checked by applying it to
// the step-0 world, and the Timeline it builds (and the scenario a Timeline writes).
#include "checker.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/timeline.hpp"

namespace sidestep {

void parseHistory(Checker& check, const Json& history, Scenario& s) {
    if (!history.isArray())
        return check.error("history", Checker::got("invalid-array-of", history).word("what", "invalid-noun-edits"));
    if (history.items().size() > kMaxHistory) {
        return check.error("history", Message("invalid-at-most")
                                          .count("max", double(kMaxHistory))
                                          .word("what", "invalid-noun-edits")
                                          .count("got", double(history.items().size())));
    }
    uint32_t last = 1;
    size_t wholeGrid = 0;  // edits that touch every cell: bounded, so a history replays in bounded time
    for (size_t k = 0; k < history.items().size(); ++k) {
        const std::string path = "history[" + std::to_string(k) + "]";
        TimedEdit t;
        if (!parseEdit(check, history.items()[k], path, true, t)) continue;
        const bool whole = t.edit.kind == EditKind::ResizeGrid || t.edit.kind == EditKind::ClearGrid ||
                           t.edit.kind == EditKind::ClearTerrain;
        if (whole && ++wholeGrid > kMaxWholeGridEdits) {
            check.error(path + ".edit", Message("invalid-whole-grid-edits").count("max", double(kMaxWholeGridEdits)));
            continue;
        }
        if (t.step < last) {
            check.error(path + ".step",
                        Message("invalid-step-order").count("before", double(last)).count("got", double(t.step)));
            continue;
        }
        last = t.step;
        s.history.push_back(std::move(t));
    }
}

void checkHistory(Checker& check, const Scenario& s) {
    // An edit's validity depends only on the scenario and the edits before it (indices, cells, sizes), not
    // on where agents are: applying them in order to the step-0 world without stepping finds every error.
    World w = buildWorld(s);
    for (size_t k = 0; k < s.history.size(); ++k) {
        const TimedEdit& t = s.history[k];
        const std::string path = "history[" + std::to_string(k) + "]";
        if (t.step > w.config().maxSteps) {
            check.error(
                path + ".step",
                Message("invalid-step-max").count("max", double(w.config().maxSteps)).count("got", double(t.step)));
            return;
        }
        if (t.edit.kind == EditKind::Clear) {
            check.error(path + ".edit", Message("invalid-history-clear"));
            return;
        }
        const EditResult r = applyEdit(w, t.edit);
        if (!r.ok()) {
            Message m = Message("invalid-history-edit").text("edit", editKindName(t.edit.kind)).count("step", t.step);
            check.error(path, r.message.id.empty() ? m.text("why", r.error) : m.word("why", r.message));
            return;  // later edits may depend on this one
        }
    }
}

Timeline buildTimeline(const Scenario& s) {
    Timeline t(buildWorld(s), s.history);
    t.setRegions(s.regions);
    return t;
}

Scenario scenarioFromTimeline(const Timeline& t) {
    Scenario s = scenarioFromWorld(t.origin());
    s.history = t.history();
    s.regions = t.regions();
    return s;
}

}  // namespace sidestep
