#pragma once
/// A run that can go back: the world at step 0, the edits made during the run (each at its step), and
/// keyframes (copies of the world) every few steps, so that any step computed so far is one copy and a
/// short deterministic replay away. Going back to step s gives exactly the state of a fresh run to s
/// (same hash), edits included.
///
/// An edit at step 0 changes the scenario itself. An edit at a later step is recorded in the history
/// and applied again whenever a replay reaches that step; it ends the old future (later edits and
/// keyframes are dropped: a copy of the Timeline taken before, as undo keeps, brings them back).
/// Keyframes share storage between copies, so copying a Timeline costs one World.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "sidestep/world/edit.hpp"
#include "sidestep/world/events.hpp"
#include "sidestep/world/region.hpp"
#include "sidestep/world/script_log.hpp"
#include "sidestep/world/trails.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

/// Default memory for keyframes, bytes; over it, every other keyframe is dropped and the spacing doubles.
inline constexpr size_t kDefaultKeyframeBudget = size_t(128) << 20;
/// Steps between keyframes at first.
inline constexpr uint32_t kFirstKeyframeInterval = 32;
/// Memory for the states a backward seek replays through (so stepping back again is a copy), bytes.
inline constexpr size_t kRecentBudget = size_t(24) << 20;
/// Most edits a history holds.
inline constexpr size_t kMaxHistory = 200000;
/// Most edits that touch every cell (resizeGrid, clearGrid) a scenario's history may hold.
inline constexpr size_t kMaxWholeGridEdits = 256;

/// The grid of a new scene, cells: what `clear` starts (with the default settings: step limit, dt, seed).
inline constexpr int32_t kNewSceneWidth = 24;
inline constexpr int32_t kNewSceneHeight = 16;

class Timeline {
public:
    Timeline() : Timeline(World(16, 16)) {}
    /// An empty width x height world at step 0.
    Timeline(int32_t width, int32_t height) : Timeline(World(width, height)) {}
    /// `origin` at step 0; `history` sorted by step, every step >= 1 (as the scenario validator ensures).
    explicit Timeline(World origin, std::vector<TimedEdit> history = {});

    World& world() { return world_; }
    /// The runtime that runs the scene's scripts (not owned), for the world now and every state restored.
    void setScriptHost(ScriptHost* host) {
        host_ = host;
        world_.setScriptHost(host);
    }
    /// That runtime: what a replay of the run on a copy of a keyframe runs its scripts with (a keyframe keeps the
    /// host it was made with, perhaps none).
    ScriptHost* scriptHost() const { return host_; }
    const World& world() const { return world_; }
    /// The world at step 0.
    const World& origin() const { return *keyframes_.front().second; }
    /// The edits made during the run, in order (all at steps >= 1).
    const std::vector<TimedEdit>& history() const { return history_; }
    uint32_t step() const { return world_.stepCount(); }
    /// The furthest step computed since the history last changed (what a scrub bar spans).
    uint32_t frontier() const { return frontier_; }

    /// Steps forward up to n times (recorded edits applied at their steps); returns the steps taken,
    /// fewer once the world is finished.
    uint32_t run(uint32_t n);
    /// Puts the world at `step` (or at the last step it reaches, if it finishes earlier): from the nearest
    /// keyframe at or before it, or onward from where it is.
    void seek(uint32_t step);
    /// Applies an edit now. At step 0 it becomes part of the scenario; later, part of the history (and the
    /// old future is dropped). An edit that sets what the history's last edit, at this same step, set (the
    /// same setting of the same agent, the same circle's centre or radius, the same start or goal) takes its
    /// place: a slider dragged through many values is one change. `clear` starts a new scene: kNewSceneWidth x
    /// kNewSceneHeight, no terrain, the default settings (step limit, dt, seed). On error nothing changes.
    EditResult edit(const Edit& edit);

    /// Moves edits made during the run into the scenario: the edits at `chosen` (positions in history(), in
    /// any order; every edit when empty) are applied to the world at step 0 in the order they were made,
    /// the others stay at their steps (they apply as recorded, by index), and the run is replayed to the
    /// step it was at. Returns the number of edits moved in `index`. On error (an edit that does not apply
    /// at step 0, such as one naming an agent a later edit added; a position out of range) nothing changes
    /// and the error names the edit and why.
    EditResult foldIntoScenario(const std::vector<uint32_t>& chosen = {});
    /// Applies an edit to the scenario at step 0 whatever step the run is at, keeping the edits made during
    /// the run at their steps (they apply as recorded, by index), and replays the run to `step` (a lesson's
    /// checkpoint: a change the reader makes there holds from the start). `clear` is as edit()'s. On error
    /// nothing changes.
    EditResult editFromStart(const Edit& edit, uint32_t step);

    /// What happened in the run computed so far (steps 1..frontier()), in step and agent order.
    const std::vector<Event>& events() const { return events_; }
    /// What the scripts printed in the run computed so far, and their stops (script_log.hpp).
    const ScriptLog& scriptLog() const { return scriptLog_; }

    /// Names the run's past as it is now. It changes whenever a change rewrites steps already computed
    /// (an edit during the run, an edit at step 0, a restart), and it is unique across every Timeline and
    /// copy, so whatever was computed from the run (a chart's series) knows whether it still holds.
    uint64_t pastId() const { return pastId_; }
    /// The first step whose state may differ between the past named `id` (an earlier pastId() of this run,
    /// or of the run it was copied from) and now: every step before it is the same. kSamePast when `id` is
    /// the past now; 0 when `id` is unknown here.
    uint32_t sameUntil(uint64_t id) const;
    static constexpr uint32_t kSamePast = 0xffffffffu;
    /// The latest keyframe at or before `step` (step 0 at least): its world has no decision records.
    const World& keyframeAtOrBefore(uint32_t step) const;

    /// Starts the scene as it is now over from step 0 (Reset): its grid, circles and agents' settings
    /// become the scenario, every agent goes back to its start, and the history is cleared.
    void restartHere();

    /// The crowd regions the scenario's first agents came from (regionAgentCount() of them, in order). An edit
    /// at step 0 that changes an agent of region k (moves, removes, renames or sets it), or cells or circles
    /// within k's areas, turns region k and every later one into explicit agents: they leave this list and
    /// their agents stay as they are (so a file still lists them in the same order). Edits during the run
    /// leave the regions as they are, until Reset makes them part of the scenario (then every region becomes
    /// explicit agents).
    const std::vector<CrowdRegion>& regions() const { return regions_; }
    void setRegions(std::vector<CrowdRegion> regions) { regions_ = std::move(regions); }
    /// The trail of agent i up to now: its positions at the steps kept (every Trails::stride() steps) back to
    /// when it got its serial, at most `most` (the newest), ending where it is now. Returns the first one's step.
    uint32_t trail(int32_t agent, size_t most, std::vector<Vec2>& out) const;
    /// Where every agent has been, within its memory budget.
    const Trails& trails() const { return trails_; }
    Trails& trails() { return trails_; }

    /// Memory for keyframes, bytes (at least one keyframe besides step 0 is always kept).
    void setBudget(size_t bytes);
    size_t budget() const { return budget_; }
    size_t keyframeCount() const { return keyframes_.size(); }
    size_t keyframeBytes() const { return bytes_; }
    /// Bytes of the states kept by the last backward seek (at most kRecentBudget; copies hold none).
    size_t recentBytes() const;
    /// Steps between keyframes now.
    uint32_t interval() const { return interval_; }

private:
    void restart(World origin);
    /// The first region an edit at step 0 of `before` turns into explicit agents, or -1 (timeline_regions.cpp).
    int32_t regionsTouched(const World& before, const Edit& edit) const;
    void applyEditsAt(uint32_t step);
    void keep();
    void thin();
    void dropFrom(uint32_t step);
    /// The past changed from `step` on: a new pastId, logged.
    void changedFrom(uint32_t step);

    World world_;
    ScriptHost* host_ = nullptr;
    std::vector<TimedEdit> history_;
    std::vector<CrowdRegion> regions_;
    /// Ascending steps; [0] is step 0 (the scenario).
    std::vector<std::pair<uint32_t, std::shared_ptr<const World>>> keyframes_;
    uint32_t frontier_ = 0;
    uint32_t interval_ = kFirstKeyframeInterval;
    size_t budget_ = kDefaultKeyframeBudget;
    size_t bytes_ = 0;
    std::vector<Event> events_;
    Trails trails_;
    EventRecorder recorder_;
    ScriptLog scriptLog_;
    uint32_t recordedTo_ = 0;  // the last step whose events are in events_
    uint64_t pastId_ = 0;
    /// The states the last backward seek replayed through (steps from, from + 1, ...), for the past
    /// `past`: stepping back again within them is a copy, not a replay. Shared by copies of the run.
    struct Recent {
        uint64_t past = 0;
        uint32_t from = 0;
        std::vector<World> worlds;
    };
    /// Not copied: a copy of the run (an undo entry) starts without it, so undo entries hold no such memory.
    struct RecentCache {
        std::shared_ptr<const Recent> states;
        RecentCache() = default;
        RecentCache(const RecentCache&) {}
        RecentCache& operator=(const RecentCache&) {
            states.reset();
            return *this;
        }
    } recent_;
    /// The last changes of the past: (the pastId before the change, the step it changed from), oldest first.
    std::vector<std::pair<uint64_t, uint32_t>> changes_;
};

}  // namespace sidestep
