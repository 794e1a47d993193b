#include "sidestep/world/episodes.hpp"

#include <algorithm>

namespace sidestep {

void Episodes::clear() {
    collisions_.clear();
    contacts_.clear();
    changes_.clear();
    contactsBegun_ = 0;
}

void Episodes::agentRemoved(int32_t index) {
    auto shift = [index](std::vector<Episode>& list, bool pairs) {
        size_t kept = 0;
        for (Episode e : list) {
            if (e.agent == index || (pairs && e.other == index)) continue;
            if (e.agent > index) --e.agent;
            if (pairs && e.other > index) --e.other;
            list[kept++] = e;
        }
        list.resize(kept);  // order kept: shifting every index above one value down keeps it sorted
    };
    shift(collisions_, false);
    shift(contacts_, true);
}

void Episodes::agentReset(int32_t index) {
    auto drop = [index](std::vector<Episode>& list, bool pairs) {
        list.erase(std::remove_if(list.begin(), list.end(),
                                  [&](Episode e) { return e.agent == index || (pairs && e.other == index); }),
                   list.end());
    };
    drop(collisions_, false);
    drop(contacts_, true);
}

void Episodes::circleRemoved(int32_t index) {
    for (Episode& e : collisions_) {
        if (e.other == index)
            e.other = kGoneObstacle;
        else if (e.other > index)
            --e.other;
    }
    // Still sorted by agent; within an agent a gone one moves to the front of its few.
    smallSort(collisions_.begin(), collisions_.end());
}

void Episodes::hash(Hasher& h) const {
    h.value(uint32_t(0xe915u));  // a tag: the episodes follow
    h.value(uint32_t(collisions_.size()));
    for (const Episode& e : collisions_) h.value(e.agent), h.value(e.other);
    h.value(uint32_t(contacts_.size()));
    for (const Episode& e : contacts_) h.value(e.agent), h.value(e.other);
    h.value(contactsBegun_);
}

size_t Episodes::bytes() const {
    return (collisions_.capacity() + contacts_.capacity() + previous_.capacity()) * sizeof(Episode) +
           changes_.capacity() * sizeof(EpisodeChange);
}

void Episodes::beginStep(size_t agents) {
    const size_t room = 2 * agents + 16;
    for (std::vector<Episode>* list : {&collisions_, &previous_, &contacts_}) {
        if (list->capacity() < room) list->reserve(2 * room);
    }
    if (changes_.capacity() < room) changes_.reserve(2 * room);
    previous_.swap(collisions_);
    collisions_.clear();
    changes_.clear();
    cursor_ = 0;
}

void Episodes::takeOpen(int32_t agent, size_t& first, size_t& last) {
    while (cursor_ < previous_.size() && previous_[cursor_].agent < agent) ++cursor_;  // agents no longer measured
    first = cursor_;
    while (cursor_ < previous_.size() && previous_[cursor_].agent == agent) ++cursor_;
    last = cursor_;
}

}  // namespace sidestep
