#pragma once
/// The collisions and contacts under way (docs/algorithms/measures.md): one episode per (agent, obstacle) and one per
/// pair of agents, with no limit on how many are open at once. An episode begins when a body overlaps the
/// obstacle (or the other body) while no episode with it is open, and ends once the body is clear of it by
/// at least kContactTolerance (hysteresis): grazing in and out counts once, and an agent inside five
/// circles is in five collisions. Part of the world's state (hashed, kept in keyframes); the last step's
/// beginnings and ends are listed for the events.
#include <algorithm>
#include <climits>
#include <cstdint>
#include <vector>

#include "sidestep/geometry/small_sort.hpp"
#include "sidestep/world/hash.hpp"

namespace sidestep {

/// An obstacle as the measures count it: circle i (i >= 0), or blocked region k of the grid as -1 - k (see
/// BlockedRegions: -1 is the border, the space off the grid and every blocked cell joined to it).
inline int32_t regionObstacle(int32_t label) { return -1 - label; }
/// An obstacle that an edit removed (or changed beyond recognition) while an episode with it was under
/// way: the episode ends at the next step.
inline constexpr int32_t kGoneObstacle = INT32_MIN;

/// An open episode: an agent and an obstacle (collisions), or two agents, the lower index first (contacts).
struct Episode {
    int32_t agent = -1;
    int32_t other = -1;
    friend bool operator<(Episode a, Episode b) { return a.agent != b.agent ? a.agent < b.agent : a.other < b.other; }
    friend bool operator==(Episode a, Episode b) { return a.agent == b.agent && a.other == b.other; }
};

enum class EpisodeChangeKind : uint32_t { CollisionBegin, CollisionEnd, ContactBegin, ContactEnd };

/// An episode that began or ended in the last step (contacts: agent < other).
struct EpisodeChange {
    int32_t agent = -1;
    int32_t other = -1;
    EpisodeChangeKind kind = EpisodeChangeKind::CollisionBegin;
};

class Episodes {
public:
    /// Collisions under way, sorted by agent, then obstacle.
    const std::vector<Episode>& collisions() const { return collisions_; }
    /// Contacts under way, sorted by the pair (agent < other).
    const std::vector<Episode>& contacts() const { return contacts_; }
    /// What began and ended in the last step, in the order the measures found it.
    const std::vector<EpisodeChange>& changes() const { return changes_; }
    /// Contacts begun in the run, each pair episode once.
    uint32_t contactsBegun() const { return contactsBegun_; }

    /// Ends everything (a reset): no episode open, none begun.
    void clear();
    /// An agent was removed: its episodes go, and later agents' indices shift down by one.
    void agentRemoved(int32_t index);
    /// An agent was put back at its start with its measures cleared: its episodes go.
    void agentReset(int32_t index);
    /// A circle was removed: episodes with it end at the next step, later circles' indices shift down.
    void circleRemoved(int32_t index);
    /// The grid changed: every region is relabelled. `remap(agent, out)` appends the new obstacles (sorted)
    /// that agent's body is not yet clear of; its other wall episodes end at the next step.
    template <class Remap>
    void gridChanged(Remap remap);

    /// Appended to the world's hash: the open episodes and the count begun.
    void hash(Hasher& h) const;
    size_t bytes() const;

    // ---- the measures' side (world/measures.cpp) ----------------------------------------------
    /// Starts a step's measures: the last step's changes are forgotten, and the open collisions become the
    /// ones to update, agent by agent. `agents`: how many there are (room for two episodes of each kind per
    /// agent is kept, so that a step allocates nothing in all but the densest scenes).
    void beginStep(size_t agents = 0);
    /// Agent i's collisions open before this step ([first, last) of previous()); call for i ascending.
    void takeOpen(int32_t agent, size_t& first, size_t& last);
    const std::vector<Episode>& previous() const { return previous_; }
    void keepCollision(int32_t agent, int32_t obstacle) { collisions_.push_back({agent, obstacle}); }
    void noteChange(int32_t agent, int32_t other, EpisodeChangeKind kind) { changes_.push_back({agent, other, kind}); }
    /// The contacts, for the measures to rebuild (swapped with the rebuilt list).
    std::vector<Episode>& openContacts() { return contacts_; }
    void contactBegun() { ++contactsBegun_; }

private:
    std::vector<Episode> collisions_, contacts_;
    std::vector<Episode> previous_;  // scratch of a step's measures
    std::vector<EpisodeChange> changes_;
    size_t cursor_ = 0;
    uint32_t contactsBegun_ = 0;
};

template <class Remap>
void Episodes::gridChanged(Remap remap) {
    previous_.swap(collisions_);
    collisions_.clear();
    for (size_t k = 0; k < previous_.size();) {
        const int32_t agent = previous_[k].agent;
        size_t end = k;
        bool walls = false;  // regions of the grid (not circles, not obstacles already gone)
        auto region = [](int32_t o) { return o < 0 && o != kGoneObstacle; };
        for (; end < previous_.size() && previous_[end].agent == agent; ++end)
            walls = walls || region(previous_[end].other);
        if (!walls) {
            collisions_.insert(collisions_.end(), previous_.begin() + long(k), previous_.begin() + long(end));
            k = end;
            continue;
        }
        // The agent's wall episodes: the regions it is still near now, else one that ends at the next step.
        const size_t from = collisions_.size();
        std::vector<Episode>& out = collisions_;
        remap(agent, out);
        if (out.size() == from) out.push_back({agent, kGoneObstacle});
        for (size_t j = k; j < end; ++j) {
            if (!region(previous_[j].other)) out.push_back(previous_[j]);
        }
        smallSort(out.begin() + long(from), out.end());
        k = end;
    }
}

}  // namespace sidestep
