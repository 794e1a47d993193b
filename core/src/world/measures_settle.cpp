// The measures' bookkeeping, once per step in agent order after the per-agent measures (measures.cpp): the
// collisions and contacts each agent met become the episodes begun, kept and ended. Compiled for size in
// the page (CMakeLists.txt): it runs once per agent and step on one thread and does little for most agents.
#include <algorithm>

#include "sidestep/geometry/collision.hpp"
#include "sidestep/geometry/small_sort.hpp"
#include "sidestep/world/measures.hpp"
#include "sidestep/world/workers.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

namespace {

Vec2 bodyCenter(const Agent& a) { return a.kind == AgentKind::Grid ? a.position + Vec2(0.5f) : a.position; }

/// The episode with an obstacle ends once the body is clear of it by at least the tolerance (or it is gone).
/// `near`: the regions within the tolerance of the body, sorted (filled on first use).
bool cleared(const Obstacles& o, const BlockedRegions& regions, int32_t obstacle, Vec2 c, float r,
             std::vector<int32_t>& near, bool& nearFound) {
    if (obstacle == kGoneObstacle) return true;
    if (obstacle < 0) {
        if (!nearFound) {
            near.clear();
            regions.forEachOverlapping(o.grid, c, r, kContactTolerance,
                                       [&](int32_t label) { near.push_back(regionObstacle(label)); });
            nearFound = true;
        }
        return std::find(near.begin(), near.end(), obstacle) == near.end();
    }
    if (size_t(obstacle) >= o.circles.size()) return true;
    const Circle& k = o.circles[size_t(obstacle)];
    return !(glm::length(c - k.center) - k.radius - r < kContactTolerance);
}

}  // namespace

void keepCollisions(Episodes& episodes, Agent& a, int32_t self) {
    size_t first = 0, last = 0;
    episodes.takeOpen(self, first, last);
    for (size_t k = first; k < last; ++k) episodes.keepCollision(self, episodes.previous()[k].other);
    a.openCollisions = uint32_t(last - first);
}

void settleCollisions(const Obstacles& o, const BlockedRegions& regions, Agent& a, int32_t self, const int32_t* hits,
                      size_t count, Episodes& episodes, std::vector<int32_t>& near) {
    const Vec2 end = bodyCenter(a);
    // Merge the episodes open before the step with the obstacles met in it (both sorted): a new one begins,
    // and every one ends once the body is clear of it again (a swept move can do both in one step).
    size_t from = 0, to = 0;
    episodes.takeOpen(self, from, to);
    if (from == to && count == 0) {
        a.openCollisions = 0;
        return;
    }
    const std::vector<Episode>& open = episodes.previous();
    bool nearFound = false;
    uint32_t still = 0;
    auto settle = [&](int32_t obstacle, bool wasOpen, bool met) {
        if (met && !wasOpen) {
            a.collisions += 1;
            episodes.noteChange(self, obstacle, EpisodeChangeKind::CollisionBegin);
        }
        if (cleared(o, regions, obstacle, end, a.radius, near, nearFound)) {
            episodes.noteChange(self, obstacle, EpisodeChangeKind::CollisionEnd);
        } else {
            episodes.keepCollision(self, obstacle);
            ++still;
        }
    };
    size_t k = from, m = 0;
    while (k < to || m < count) {
        if (m == count || (k < to && open[k].other < hits[m]))
            settle(open[k++].other, true, false);
        else if (k == to || hits[m] < open[k].other)
            settle(hits[m++], false, true);
        else
            settle(open[k++].other, true, true), ++m;
    }
    a.openCollisions = still;
}

float measureObstacles(const Obstacles& o, const BlockedRegions& regions, Agent& a, int32_t self, Vec2 before, float dt,
                       bool first, Episodes& episodes, MeasureScratch& scratch) {
    scratch.hits.clear();
    if (scratch.near.capacity() < 256) scratch.near.reserve(256);
    const float endGap = sweepObstacles(o, regions, a, before, dt, first, scratch.hits);
    settleCollisions(o, regions, a, self, scratch.hits.data(), scratch.hits.size(), episodes, scratch.near);
    return endGap;
}

void appendPairs(const ContactPass::Found& found, const std::vector<Episode>& pairs, std::vector<Episode>& met) {
    const size_t from = met.size();
    for (uint32_t k = 0; k < found.count; ++k) met.push_back(pairs[found.first + k]);
    smallSort(met.begin() + std::ptrdiff_t(from), met.end());
}

void settleContacts(std::vector<Agent>& agents, const std::vector<Episode>& met, bool withoutArrived,
                    Episodes& episodes, std::vector<Episode>& next) {
    auto gone = [&](const Agent& a) { return withoutArrived && a.stop == StopReason::Reached; };
    // Merge the pairs in contact before the step with those that met in it (both sorted): a new one begins
    // for both agents, and every one ends once the two bodies are clear by at least the tolerance.
    next.clear();
    const std::vector<Episode>& open = episodes.openContacts();
    auto settle = [&](Episode e, bool wasOpen, bool began) {
        Agent& a = agents[size_t(e.agent)];
        Agent& b = agents[size_t(e.other)];
        if (began && !wasOpen) {
            a.agentContacts += 1;
            b.agentContacts += 1;
            episodes.contactBegun();
            episodes.noteChange(e.agent, e.other, EpisodeChangeKind::ContactBegin);
        }
        if (gone(a) || gone(b) || !(glm::length(b.position - a.position) - a.radius - b.radius < kContactTolerance)) {
            episodes.noteChange(e.agent, e.other, EpisodeChangeKind::ContactEnd);
        } else {
            next.push_back(e);
            a.openContacts += 1;
            b.openContacts += 1;
        }
    };
    size_t k = 0, m = 0;
    while (k < open.size() || m < met.size()) {
        if (m == met.size() || (k < open.size() && open[k] < met[m]))
            settle(open[k++], true, false);
        else if (k == open.size() || met[m] < open[k])
            settle(met[m++], false, true);
        else
            settle(open[k++], true, true), ++m;
    }
    episodes.openContacts().swap(next);
}

void reserveContacts(MeasureScratch& scratch, size_t agents) {
    const size_t room = 2 * agents + 16;  // kept between steps: a step allocates nothing in all but the densest scenes
    if (scratch.pairs.capacity() < room) scratch.pairs.reserve(2 * room);
    if (scratch.nextPairs.capacity() < room) scratch.nextPairs.reserve(2 * room);
}

bool measureAgentContacts(std::vector<Agent>& agents, const std::vector<Vec2>& starts, AgentIndex& index, int32_t width,
                          int32_t height, float dt, bool withoutArrived, Episodes& episodes, MeasureScratch& scratch) {
    reserveContacts(scratch, agents.size());
    std::vector<Episode>& met = scratch.pairs;  // pairs (i < j) whose bodies overlapped within the step
    met.clear();
    if (prepareContacts(agents, starts, index, width, height, withoutArrived, scratch.contacts)) {
        std::vector<Episode>& found = scratch.nextPairs;  // (settleContacts() takes it as its scratch after)
        found.clear();
        for (size_t k = 0; k < scratch.contacts.bodies.size(); ++k)
            measureContactsAt(index, scratch.contacts, k, 0, found);
        for (size_t i = 0; i < agents.size(); ++i) {
            applyContacts(agents[i], i, scratch.contacts, dt, withoutArrived);
            appendPairs(scratch.contacts.found[i], found, met);
        }
    }
    settleContacts(agents, met, withoutArrived, episodes, scratch.nextPairs);
    return scratch.contacts.indexed;
}

void World::settleMeasures(const Obstacles& obstacles, bool first) {
    // The pairs met, in agent order whichever worker found them; then the episodes, in agent order.
    const size_t n = agents_.size();
    measure_.met.clear();
    for (size_t i = 0; measure_.contacts.indexed && i < n; ++i) {
        const ContactPass::Found& found = measure_.contacts.found[i];
        if (found.count > 0) appendPairs(found, measure_.workers[found.worker].pairs, measure_.met);
    }
    settleContacts(agents_, measure_.met, config_.leaveAtGoal, episodes_, measure_.workers[0].nextPairs);
    std::vector<int32_t>& near = measure_.workers[0].near;
    if (near.capacity() < 256) near.reserve(256);
    // Only the agents with a collision open before the step or an obstacle met in it: the others' records (their
    // open collisions set to 0 while measured) are not touched here.
    const std::vector<Episode>& open = episodes_.previous();
    size_t cursor = 0;
    for (size_t i = 0; i < n; ++i) {
        while (cursor < open.size() && open[cursor].agent < int32_t(i)) ++cursor;
        const bool wasOpen = cursor < open.size() && open[cursor].agent == int32_t(i);
        const bool active = intents_[i].active || first;
        const HitList& hits = measure_.hits[i];
        if (!wasOpen && (!active || hits.count == 0)) continue;
        Agent& a = agents_[i];
        if (!active) {
            keepCollisions(episodes_, a, int32_t(i));
            continue;
        }
        settleCollisions(obstacles, regions_, a, int32_t(i), measure_.workers[hits.worker].hits.data() + hits.first,
                         hits.count, episodes_, near);
    }
}

}  // namespace sidestep
