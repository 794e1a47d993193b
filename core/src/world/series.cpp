#include "sidestep/world/series.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "sidestep/behaviors/nproxy.hpp"
#include "sidestep/world/timeline.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

namespace {

constexpr float kNone = std::numeric_limits<float>::quiet_NaN();

const std::array<SeriesChannel, kRunChannels> kRun{{
    {"collisions", "collisions", ""},
    {"contacts", "agent contacts", ""},
    {"arrivals", "arrivals", ""},
}};

}  // namespace

const ChannelList& seriesChannels(Behavior b) { return behaviorRow(b).channels; }

const SeriesChannel& routeChannel() {
    static const SeriesChannel route{"routeDistance", "distance to route", "u"};
    return route;
}

const std::array<SeriesChannel, kRunChannels>& runChannels() { return kRun; }

AgentSample sampleAgent(const World& world, int32_t index) {
    AgentSample s;
    s.value.fill(kNone);
    s.route = kNone;
    if (index < 0 || size_t(index) >= world.agents().size()) return s;
    const size_t i = size_t(index);
    const Agent& a = world.agents()[i];
    if (followsRoute(a)) s.route = a.legDistance;
    const BehaviorRow& row = behaviorRow(a.behavior);
    auto at = [i](const auto& records) { return i < records.size() ? &records[i] : nullptr; };
    const SampleInput in{a, at(world.steering()), world.contextMapOf(i), at(world.orcaRecords()),
                         at(world.gridDecisions())};
    if (a.kind == AgentKind::Grid) {
        const Vec2 d = a.goal - a.position;
        s.value[0] = chartLength(d);
        s.value[row.channels.count - 1] = float(a.returns);
        if (!a.moving()) return s;
        const GridDecision& g = *in.grid;
        if (g.chosen == Direction::None) return s;
        s.value[1] = g.proxy[g.chosen];
        if (row.sample) row.sample(in, s.value);
        return s;
    }
    s.value[0] = chartLength(a.velocity);
    s.value[1] = world.clearanceOf(i);
    if (!a.moving()) return s;
    if (row.sample) row.sample(in, s.value);
    return s;
}

bool ShownNames::sample(const World& world, int32_t agent, ShownSample& out) {
    out.value.fill(kNone);
    const std::vector<ScriptRecord>& records = world.scriptRecords();
    if (agent < 0 || size_t(agent) >= records.size() || world.agents()[size_t(agent)].behavior != Behavior::Script)
        return false;
    bool any = false;
    for (const auto& [name, value] : records[size_t(agent)].shown) {
        size_t k = 0;
        while (k < names_.size() && names_[k] != name) ++k;
        if (k == names_.size()) {
            if (k == kShownChannels) continue;  // past the slots: not followed
            names_.push_back(name);
            first_.push_back(world.stepCount());
            ++changes_;
        }
        out.value[k] = value;
        any = true;
    }
    return any;
}

void ShownNames::forget(uint32_t fromStep) {
    size_t keep = 0;
    while (keep < first_.size() && first_[keep] < fromStep) ++keep;  // first shown in step order
    if (keep < names_.size()) ++changes_;
    names_.resize(keep);
    first_.resize(keep);
}

RunTally tallyStep(RunTally t, const Event* first, const Event* last) {
    for (const Event* e = first; e != last; ++e) {
        if (e->kind == EventKind::CollisionBegin)
            ++t.collisions;
        else if (e->kind == EventKind::ContactBegin)
            ++t.contacts;
        else if (e->kind == EventKind::Reached)
            ++t.arrivals;
    }
    return t;
}

void SeriesRecorder::watch(int32_t agent) {
    agent_ = agent;
    samples_.clear();
    shown_.clear();
    shownNames_.clear();
    replayValid_ = false;
}

void SeriesRecorder::forget(uint32_t fromStep) {
    if (samples_.size() > fromStep) samples_.resize(fromStep);
    if (tallies_.size() > fromStep) tallies_.resize(fromStep);
    shownNames_.forget(fromStep);
    if (shownNames_.names().empty())
        shown_.clear();
    else if (shown_.size() > fromStep)
        shown_.resize(fromStep);
    replayValid_ = false;
}

void SeriesRecorder::record(const World& world) {
    samples_.push_back(sampleAgent(world, agent_));
    ShownSample values;
    const bool any = shownNames_.sample(world, agent_, values);
    if (shown_.empty() && !any) return;
    if (shown_.empty()) {  // the first values shown: the steps before showed none
        ShownSample none;
        none.value.fill(kNone);
        shown_.assign(samples_.size() - 1, none);
    }
    shown_.push_back(values);
}

bool SeriesRecorder::sync(Timeline& timeline, uint32_t maxSteps) {
    const uint32_t same = timeline.sameUntil(seen_);
    if (same != Timeline::kSamePast) forget(same);
    seen_ = timeline.pastId();
    const uint32_t frontier = timeline.frontier();
    if (samples_.size() > size_t(frontier) + 1 || tallies_.size() > size_t(frontier) + 1) forget(frontier + 1);

    // Tallies: from the run's events, which it keeps for every step computed.
    const std::vector<Event>& events = timeline.events();
    if (tallies_.empty()) {
        tallies_.push_back({});
        eventsTallied_ = 0;
    }
    // Events of steps already tallied are counted; start after them.
    const uint32_t tallied = uint32_t(tallies_.size() - 1);
    eventsTallied_ = size_t(
        std::upper_bound(events.begin(), events.end(), tallied, [](uint32_t s, const Event& e) { return s < e.step; }) -
        events.begin());
    while (tallies_.size() <= frontier) {
        const uint32_t s = uint32_t(tallies_.size());
        size_t end = eventsTallied_;
        while (end < events.size() && events[end].step == s) ++end;
        tallies_.push_back(tallyStep(tallies_.back(), events.data() + eventsTallied_, events.data() + end));
        eventsTallied_ = end;
    }

    if (agent_ < 0) return true;
    // The run's own world, when it stands at the next step needed (stepping one at a time, or paused).
    World& now = timeline.world();
    if (now.stepCount() == samples_.size()) {
        now.refreshDecisions();  // what its next step() computes anyway
        record(now);
        replayValid_ = false;
    }
    // The rest by replay.
    const std::vector<TimedEdit>& history = timeline.history();
    uint32_t budget = maxSteps;
    while (samples_.size() <= frontier && budget > 0) {
        const uint32_t next = uint32_t(samples_.size());
        if (!replayValid_) {
            replay_ = timeline.keyframeAtOrBefore(next);
            replay_.setScriptHost(timeline.scriptHost());  // the run's script runtime, as the run's own replays
            if (replay_.stepCount() == next) {             // a keyframe at the very step: its state as the run had it
                replay_.refreshDecisions();
                record(replay_);
                replayValid_ = true;
                --budget;
                continue;
            }
            replayValid_ = true;
        }
        if (!replay_.step()) break;  // finished earlier than the frontier: cannot happen for a faithful replay
        --budget;
        const uint32_t s = replay_.stepCount();
        auto first = std::lower_bound(history.begin(), history.end(), s,
                                      [](const TimedEdit& e, uint32_t v) { return e.step < v; });
        for (auto it = first; it != history.end() && it->step == s; ++it) applyEdit(replay_, it->edit);
        if (s == samples_.size()) {
            replay_.refreshDecisions();
            record(replay_);
        }
    }
    return samples_.size() > frontier;
}

std::vector<AgentSample> replaySeries(const Timeline& timeline, int32_t agent, uint32_t upTo) {
    std::vector<AgentSample> out;
    World w = timeline.origin();
    w.setScriptHost(timeline.scriptHost());
    w.refreshDecisions();
    out.push_back(sampleAgent(w, agent));
    const std::vector<TimedEdit>& history = timeline.history();
    size_t next = 0;
    while (w.stepCount() < upTo && w.step()) {
        for (; next < history.size() && history[next].step <= w.stepCount(); ++next) {
            if (history[next].step == w.stepCount()) applyEdit(w, history[next].edit);
        }
        w.refreshDecisions();
        out.push_back(sampleAgent(w, agent));
    }
    return out;
}

}  // namespace sidestep
