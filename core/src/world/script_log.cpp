#include "sidestep/world/script_log.hpp"

#include <algorithm>

#include "sidestep/world/world.hpp"

namespace sidestep {

void ScriptLog::record(const World& world) {
    const std::vector<ScriptRecord>& records = world.scriptRecords();
    if (records.empty() || world.stepCount() == 0) return;
    const uint32_t step = world.stepCount() - 1;
    for (const uint32_t i : world.scriptCalls()) {
        if (i >= records.size()) continue;
        const ScriptRecord& r = records[i];
        const size_t lines = r.notes.size() + (r.stop ? 1 : 0);
        if (lines == 0) continue;
        if (fullFrom_ != kNotFull || lines_.size() + lines > kMaxScriptLogLines) {
            fullFrom_ = std::min(fullFrom_, step);
            continue;
        }
        for (const std::string& note : r.notes) lines_.push_back({step, int32_t(i), false, note});
        if (r.stop) lines_.push_back({step, int32_t(i), true, r.message});
    }
}

void ScriptLog::dropFrom(uint32_t step) {
    const auto later = std::lower_bound(lines_.begin(), lines_.end(), step,
                                        [](const ScriptLogLine& l, uint32_t s) { return l.step < s; });
    lines_.erase(later, lines_.end());
    // Lines are kept in step order until the first that did not fit: from a step at or before it, every line
    // left was kept and there is room again.
    if (step <= fullFrom_) fullFrom_ = kNotFull;
}

void ScriptLog::clear() {
    lines_.clear();
    fullFrom_ = kNotFull;
}

}  // namespace sidestep
