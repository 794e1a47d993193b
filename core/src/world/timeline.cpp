#include "sidestep/world/timeline.hpp"

#include <algorithm>

#include "edit_checks.hpp"

namespace sidestep {

namespace {

/// Whether applying `later` after `earlier` leaves what applying `later` alone would: both set the same value
/// of the same thing (a setting of an agent, a circle's centre or radius, an agent's start or goal).
bool overrides(const Edit& later, const Edit& earlier) {
    if (later.kind != earlier.kind || later.index != earlier.index) return false;
    switch (later.kind) {
        case EditKind::SetAgentParam:
        case EditKind::SetAvoidanceParam:
        case EditKind::SetAgentBody:
            return later.setting == earlier.setting;
        case EditKind::SetAgentStart:
        case EditKind::SetAgentGoal:
        case EditKind::MoveCircle:
        case EditKind::ResizeCircle:
            return true;
        default:
            return false;
    }
}

/// Changes of the past remembered for sameUntil(); older observers start over.
constexpr size_t kMaxChanges = 64;

/// Whether the history (sorted by step) holds an edit at `step`.
bool hasEditAt(const std::vector<TimedEdit>& history, uint32_t step) {
    auto it = std::lower_bound(history.begin(), history.end(), step,
                               [](const TimedEdit& e, uint32_t s) { return e.step < s; });
    return it != history.end() && it->step == step;
}

/// pastId()s are unique within the process (not part of any simulated state).
uint64_t nextPastId() {
    static uint64_t last = 0;
    return ++last;
}

}  // namespace

Timeline::Timeline(World origin, std::vector<TimedEdit> history) : history_(std::move(history)) {
    restart(std::move(origin));
}

void Timeline::restart(World origin) {
    world_ = std::move(origin);
    world_.setScriptHost(host_);
    world_.reset();  // a canonical step 0: the same state a scenario file of this world loads as
    keyframes_.clear();
    keyframes_.emplace_back(0u, std::make_shared<const World>(world_.keyframe()));
    bytes_ = keyframes_.front().second->bytes();
    frontier_ = 0;
    interval_ = kFirstKeyframeInterval;
    events_.clear();
    recordedTo_ = 0;
    recorder_.look(world_);
    trails_.clear();
    trails_.record(world_);
    scriptLog_.clear();
    changedFrom(0);
}

void Timeline::changedFrom(uint32_t step) {
    if (pastId_ != 0) changes_.emplace_back(pastId_, step);
    if (changes_.size() > kMaxChanges) changes_.erase(changes_.begin());
    pastId_ = nextPastId();
}

uint32_t Timeline::sameUntil(uint64_t id) const {
    if (id == pastId_) return kSamePast;
    for (size_t k = 0; k < changes_.size(); ++k) {
        if (changes_[k].first != id) continue;
        uint32_t same = kSamePast;
        for (size_t j = k; j < changes_.size(); ++j) same = std::min(same, changes_[j].second);
        return same;
    }
    return 0;
}

size_t Timeline::recentBytes() const {
    size_t n = 0;
    if (recent_.states) {
        for (const World& w : recent_.states->worlds) n += w.bytes();
    }
    return n;
}

const World& Timeline::keyframeAtOrBefore(uint32_t step) const {
    auto it = std::upper_bound(keyframes_.begin(), keyframes_.end(), step,
                               [](uint32_t v, const auto& k) { return v < k.first; });
    return *(it - 1)->second;  // keyframes_[0] is step 0
}

void Timeline::applyEditsAt(uint32_t step) {
    // The history is sorted by step: find the first edit at this step.
    auto it = std::lower_bound(history_.begin(), history_.end(), step,
                               [](const TimedEdit& e, uint32_t s) { return e.step < s; });
    for (; it != history_.end() && it->step == step; ++it) applyEdit(world_, it->edit);
}

void Timeline::keep() {
    const uint32_t s = world_.stepCount();
    if (s == 0 || s % interval_ != 0) return;
    auto it = std::lower_bound(keyframes_.begin(), keyframes_.end(), s,
                               [](const auto& k, uint32_t v) { return k.first < v; });
    if (it != keyframes_.end() && it->first == s) return;
    auto frame = std::make_shared<const World>(world_.keyframe());
    bytes_ += frame->bytes();
    keyframes_.insert(it, {s, std::move(frame)});
    while (bytes_ > budget_ && keyframes_.size() > 2) thin();
}

void Timeline::thin() {
    interval_ *= 2;
    bytes_ = 0;
    std::vector<std::pair<uint32_t, std::shared_ptr<const World>>> kept;
    for (auto& k : keyframes_) {
        if (k.first % interval_ == 0) {
            bytes_ += k.second->bytes();
            kept.push_back(std::move(k));
        }
    }
    if (kept.size() < 2 && keyframes_.size() >= 2) {  // keep the latest one whatever its step
        auto& last = keyframes_.back();
        if (last.second) {
            bytes_ += last.second->bytes();
            kept.push_back(std::move(last));
        }
    }
    keyframes_ = std::move(kept);
}

void Timeline::setBudget(size_t bytes) {
    budget_ = bytes;
    while (bytes_ > budget_ && keyframes_.size() > 2) thin();
}

uint32_t Timeline::run(uint32_t n) {
    uint32_t taken = 0;
    while (taken < n && world_.step()) {
        ++taken;
        const uint32_t s = world_.stepCount();
        const bool recorded = s > recordedTo_;  // a replay of steps already seen records nothing new
        if (recorded) {
            recorder_.record(world_, events_);  // which remembers the agents as they are now
            scriptLog_.record(world_);
            recordedTo_ = s;
        }
        const bool edited = hasEditAt(history_, s);
        applyEditsAt(s);
        // The next step is compared with the state after the edits: remembered again when edits changed it, or
        // when a replay reaches the last step recorded (the recorder last saw the keyframe it started from).
        if (s == recordedTo_ && (edited || !recorded)) recorder_.look(world_);
        keep();
        trails_.record(world_);  // after the edits too (a step already kept is not kept again)
    }
    frontier_ = std::max(frontier_, world_.stepCount());
    return taken;
}

void Timeline::seek(uint32_t step) {
    const uint32_t now = world_.stepCount();
    if (step == now) return;
    // Back within the states the last backward seek went through: a copy.
    const Recent* recent = recent_.states.get();
    if (step < now && recent && recent->past == pastId_ && step >= recent->from &&
        step - recent->from < recent->worlds.size()) {
        world_ = recent->worlds[step - recent->from];
        world_.setScriptHost(host_);
        recorder_.look(world_);
        return;
    }
    auto it = std::upper_bound(keyframes_.begin(), keyframes_.end(), step,
                               [](uint32_t v, const auto& k) { return v < k.first; });
    const auto& nearest = *(it - 1);           // keyframes_[0] is step 0 <= step
    if (step > now && nearest.first <= now) {  // forward from here
        recorder_.look(world_);
        run(step - now);
        return;
    }
    world_ = *nearest.second;
    world_.setScriptHost(host_);
    recorder_.look(world_);
    if (step > now) {  // forward past a keyframe: from it
        run(step - world_.stepCount());
        return;
    }
    // Back: replay from the keyframe, keeping the last states on the way (as much as kRecentBudget holds), so
    // that the next steps back (the Left key, a drag along the bar) are copies.
    const size_t most = std::max<size_t>(1, kRecentBudget / std::max<size_t>(1, world_.bytes()));
    const uint32_t keepFrom =
        size_t(step) + 1 > most ? std::max(nearest.first, uint32_t(size_t(step) + 1 - most)) : nearest.first;
    auto kept = std::make_shared<Recent>();
    kept->past = pastId_;
    kept->from = keepFrom;
    if (world_.stepCount() >= keepFrom) kept->worlds.push_back(world_.keyframe());
    while (world_.stepCount() < step && run(1) == 1) {
        if (world_.stepCount() >= keepFrom) kept->worlds.push_back(world_.keyframe());
    }
    recent_.states = std::move(kept);
}

void Timeline::dropFrom(uint32_t step) {
    while (keyframes_.size() > 1 && keyframes_.back().first >= step) {
        bytes_ -= keyframes_.back().second->bytes();
        keyframes_.pop_back();
    }
    auto later = std::upper_bound(history_.begin(), history_.end(), step,
                                  [](uint32_t s, const TimedEdit& e) { return s < e.step; });
    history_.erase(later, history_.end());
    auto lateEvents =
        std::upper_bound(events_.begin(), events_.end(), step, [](uint32_t s, const Event& e) { return s < e.step; });
    events_.erase(lateEvents, events_.end());
    scriptLog_.dropFrom(step);
    recordedTo_ = std::min(recordedTo_, step);
}

void Timeline::restartHere() {
    World now = world_;
    if (!history_.empty()) regions_.clear();  // the run's edits, now the scenario's, may have changed their agents
    history_.clear();
    restart(std::move(now));  // restart() resets it: agents at their starts, step 0
}

EditResult Timeline::edit(const Edit& e) {
    if (e.kind == EditKind::Clear) {
        World cleared(kNewSceneWidth, kNewSceneHeight);  // a new scene: nothing of the old one's settings
        history_.clear();
        regions_.clear();
        restart(std::move(cleared));
        return {};
    }
    const uint32_t s = world_.stepCount();
    if (s > 0 && history_.size() >= kMaxHistory) {
        return edit_check::refused("history", Message("invalid-history-full").count("max", double(kMaxHistory)));
    }
    const uint64_t before = s > 0 ? world_.hash() : 0;
    const int32_t dissolved = s == 0 && !regions_.empty() ? regionsTouched(world_, e) : -1;
    const EditResult r = applyEdit(world_, e);
    if (!r.ok()) return r;
    if (dissolved >= 0) regions_.resize(size_t(dissolved));
    // It changed nothing the run depends on: the future still holds (a name is not in the hash, but it is
    // part of what a link reproduces).
    if (s > 0 && world_.hash() == before && e.kind != EditKind::SetAgentName) return r;
    if (s == 0) {
        // The scenario itself changed: the history and every keyframe belonged to the old one.
        World origin = std::move(world_);
        restart(std::move(origin));
        history_.clear();
        return r;
    }
    dropFrom(s);
    if (!history_.empty() && history_.back().step == s && overrides(e, history_.back().edit))
        history_.back().edit = e;  // what it set, set again: one change
    else
        history_.push_back({s, e});
    frontier_ = s;
    trails_.dropFrom(s);
    trails_.record(world_);
    recorder_.look(world_);
    changedFrom(s);
    return r;
}

EditResult Timeline::foldIntoScenario(const std::vector<uint32_t>& chosen) {
    std::vector<bool> fold(history_.size(), chosen.empty());
    for (uint32_t k : chosen) {
        if (k >= history_.size()) {
            return edit_check::refused("history[" + std::to_string(k) + "]",
                                       Message("invalid-no-edit").count("count", double(history_.size())));
        }
        fold[k] = true;
    }
    World origin = this->origin();
    std::vector<TimedEdit> kept;
    int32_t moved = 0, dissolved = int32_t(regions_.size());
    for (size_t k = 0; k < history_.size(); ++k) {
        if (!fold[k]) {
            kept.push_back(history_[k]);
            continue;
        }
        const int32_t touched = regions_.empty() ? -1 : regionsTouched(origin, history_[k].edit);
        const EditResult r = applyEdit(origin, history_[k].edit);
        if (touched >= 0) dissolved = std::min(dissolved, touched);
        if (!r.ok()) {
            Message m = Message("invalid-fold-edit")
                            .text("entry", std::to_string(k))
                            .text("edit", editKindName(history_[k].edit.kind))
                            .count("step", double(history_[k].step));
            EditResult out;
            out.error = englishError(r.message.id.empty() ? m.text("why", r.error) : m.word("why", r.message));
            out.message = std::move(m);
            return out;
        }
        ++moved;
    }
    if (moved == 0) return {0, ""};
    const uint32_t at = step();
    history_ = std::move(kept);
    regions_.resize(size_t(dissolved));
    restart(std::move(origin));  // a new past from step 0: keyframes, events and trails start over
    run(at);
    return {moved, ""};
}

uint32_t Timeline::trail(int32_t agent, size_t most, std::vector<Vec2>& out) const {
    out.clear();
    if (agent < 0 || size_t(agent) >= world_.agents().size() || most == 0) return step();
    const uint32_t serial = world_.serials()[size_t(agent)];
    uint32_t first = trails_.collect(serial, step(), most, out);
    const Vec2 now = world_.agents()[size_t(agent)].position;
    if (out.empty() || out.back() != now) {  // between kept steps (a stride over 1): it ends where it is now
        if (out.size() == most) first = trails_.collect(serial, step(), most - 1, out);
        out.push_back(now);
    }
    return out.size() == 1 ? step() : first;
}

}  // namespace sidestep

namespace sidestep {

EditResult Timeline::editFromStart(const Edit& e, uint32_t step) {
    if (e.kind == EditKind::Clear) return edit(e);
    World origin = this->origin();
    const int32_t dissolved = regions_.empty() ? -1 : regionsTouched(origin, e);
    const EditResult r = applyEdit(origin, e);
    if (!r.ok()) return r;
    if (dissolved >= 0) regions_.resize(size_t(dissolved));
    restart(std::move(origin));  // a new past from step 0: keyframes, events, trails and the log start over
    run(step);
    return r;
}

}  // namespace sidestep
