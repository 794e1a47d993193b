#pragma once
/// What the charts plot, recorded by the core: per step, a few values of one agent (its speed, its
/// clearance and its algorithm's key numbers, read from the record of the decision it made at that step,
/// the one the panel explains; a scripted agent's show() values by name), and the run's running tallies
/// (collisions, contacts and arrivals so far, counted from its events).
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/behaviors/registry.hpp"
#include "sidestep/world/events.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

class World;
class Timeline;

/// Continuous agents: speed (u/s), clearance (u), then the behaviour's own: whiskers emergency T, steer
/// and brake (u/s^2); feelers left and right influence and the lateral command; raycast the hit distance
/// (u) and the steer toward its avoid point; context the angle from the wanted to the chosen direction
/// (degrees) and the masked slots; seek the agent-avoidance flee (u/s^2); orca how far the chosen velocity
/// is from the preferred one (u/s), its half-planes, and the fallback's worst violation (u/s, 0 without
/// a fallback). Grid agents: distance to the
/// goal (cells), the chosen neighbour's P-proxy and P-step, and the returns so far.
const ChannelList& seriesChannels(Behavior behavior);

/// One agent at one step: its behaviour's channels, then, whatever its behaviour, its distance to the leg of
/// its route it is on (u; docs/routes.md). NaN marks "none at this step" (no hit, no chosen move, stopped, no
/// route).
struct AgentSample {
    std::array<float, kSeriesChannels> value{};
    float route = 0.0f;  ///< Agent::legDistance while it follows a route (followsRoute()), else NaN
};
/// Floats per sample, and the route's slot among them.
inline constexpr uint32_t kSampleFloats = kSeriesChannels + 1, kRouteSlot = kSeriesChannels;
static_assert(sizeof(AgentSample) == 4 * kSampleFloats, "read as kSampleFloats floats per step");

/// The route's channel ("routeDistance", u): charted for an agent with a planner, after its behaviour's.
const SeriesChannel& routeChannel();

/// The agent's sample in the world's current state; the world's decisions must be fresh
/// (refreshDecisions()). A stopped agent has no decision: its behaviour's values are NaN.
AgentSample sampleAgent(const World& world, int32_t agent);

/// Most show() names of a scripted agent its series follow: the first ones shown over the run.
inline constexpr uint32_t kShownChannels = 8;

/// A scripted agent's show() values at one step, each in the slot of its name (NaN: not shown at that step).
struct ShownSample {
    std::array<float, kShownChannels> value{};
};
static_assert(sizeof(ShownSample) == 4 * kShownChannels, "read as kShownChannels floats per step");

/// The names a scripted agent showed over a run, each in a slot of its own in the order first shown (steps
/// taken in order; within a step, in the order of its show() calls). The first kShownChannels are kept.
class ShownNames {
public:
    /// The values agent `agent` showed for its decision at the world's step (its decisions fresh), in `out`;
    /// names shown for the first time take the next free slot. Returns whether it showed any kept name.
    bool sample(const World& world, int32_t agent, ShownSample& out);
    /// Forgets the names first shown at step `fromStep` or later.
    void forget(uint32_t fromStep);
    void clear() { names_.clear(), first_.clear(), ++changes_; }
    /// Slot k's name.
    const std::vector<std::string>& names() const { return names_; }
    /// Counts every change of names() (a name added, forgotten or cleared): a reader compares it, not the
    /// count of names, which stays the same when going back forgets one name and the run shows another.
    uint32_t changes() const { return changes_; }

private:
    std::vector<std::string> names_;
    std::vector<uint32_t> first_;  // the step each was first shown at
    uint32_t changes_ = 0;
};

/// The run's tallies at one step: begins and arrivals counted over steps 1..that step.
struct RunTally {
    uint32_t collisions = 0;  ///< collision episodes begun with obstacles
    uint32_t contacts = 0;    ///< contact episodes begun between agents (each agent's begin counts)
    uint32_t arrivals = 0;    ///< agents that reached their goal
};
static_assert(sizeof(RunTally) == 12, "read as 3 uint32 per step");
inline constexpr uint32_t kRunChannels = 3;
/// The run tallies' channels: collisions, contacts, arrivals.
const std::array<SeriesChannel, kRunChannels>& runChannels();

/// Adds the events of one step to the previous step's tally.
RunTally tallyStep(RunTally previous, const Event* first, const Event* last);

/// One agent's samples and the run's tallies over the steps a Timeline has computed, kept up to date with
/// it: what a chart of the run plots. Samples of steps the run went through while the recorder was not
/// looking (before the agent was chosen, several steps in one frame) come from its own replay of the run
/// (a copy from the nearest keyframe, stepped with the run's history), so the chart never slows the run
/// it watches more than the budget it is given.
class SeriesRecorder {
public:
    /// Records agent `agent` (-1: none) from now on, and forgets the samples it had.
    void watch(int32_t agent);
    int32_t agent() const { return agent_; }
    /// Brings the series up to date with the run: keeps what still holds (see Timeline::sameUntil),
    /// samples the run's world when it stands at the next step needed, and replays at most `maxSteps`
    /// more. Returns true when the samples and tallies cover steps 0..timeline.frontier().
    bool sync(Timeline& timeline, uint32_t maxSteps);
    /// Sample of step s at [s], for steps 0..samples().size() - 1.
    const std::vector<AgentSample>& samples() const { return samples_; }
    /// Tally of step s at [s], for steps 0..frontier.
    const std::vector<RunTally>& tallies() const { return tallies_; }
    /// A scripted agent's show() values of step s at [s], in the slots of shownNames(); empty while it has
    /// shown nothing (an agent of another behaviour: always), else as long as samples().
    const std::vector<ShownSample>& shown() const { return shown_; }
    const std::vector<std::string>& shownNames() const { return shownNames_.names(); }
    /// Changes whenever shownNames() does (see ShownNames::changes).
    uint32_t shownNamesChanges() const { return shownNames_.changes(); }

private:
    void forget(uint32_t fromStep);
    void record(const World& world);  // the sample (and the shown values) of the world's step, appended

    int32_t agent_ = -1;
    uint64_t seen_ = 0;  // the pastId() the series were computed from
    std::vector<AgentSample> samples_;
    std::vector<RunTally> tallies_;
    std::vector<ShownSample> shown_;
    ShownNames shownNames_;
    size_t eventsTallied_ = 0;  // events of the steps in tallies_
    World replay_;              // its own copy of the run, at step samples_.size() - 1 when replayValid_
    bool replayValid_ = false;
};

/// The samples of one agent over steps 0..upTo of a timeline's run, by a fresh replay of its scenario
/// (step 0 and its history) on a copy: the reference the Timeline's incremental series is checked against.
std::vector<AgentSample> replaySeries(const Timeline& timeline, int32_t agent, uint32_t upTo);

}  // namespace sidestep
