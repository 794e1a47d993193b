#include "sidestep/world/trails.hpp"

#include <algorithm>

#include "sidestep/world/world.hpp"

namespace sidestep {

namespace {

/// A chunk is sealed (shared by copies from then on) once its positions reach this size, bytes.
constexpr size_t kChunkBytes = size_t(64) << 10;

/// Drops the steps of `c` from `step` on.
void truncate(std::vector<uint32_t>& steps, std::vector<Vec2>& positions, size_t agents, uint32_t step) {
    const size_t keep = size_t(std::lower_bound(steps.begin(), steps.end(), step) - steps.begin());
    steps.resize(keep);
    positions.resize(keep * agents);
}

}  // namespace

void Trails::clear() {
    sealed_.clear();
    open_ = {};
    stride_ = 1;
    sealedBytes_ = 0;
}

int64_t Trails::lastStep() const {
    if (!open_.steps.empty()) return open_.steps.back();
    return sealed_.empty() ? -1 : int64_t(sealed_.back()->steps.back());
}

void Trails::seal() {
    if (!open_.steps.empty()) {
        open_.positions.shrink_to_fit();  // a chunk sealed early (the agents changed) keeps only what it holds
        open_.steps.shrink_to_fit();
        sealed_.push_back(std::make_shared<const Chunk>(std::move(open_)));
    }
    open_ = {};
    recount();
}

size_t Trails::chunkBytes(const Chunk& c, const Chunk* before) {
    size_t n = c.positions.capacity() * sizeof(Vec2) + c.steps.capacity() * sizeof(uint32_t);
    if (c.serials && (!before || before->serials != c.serials)) n += c.serials->capacity() * sizeof(uint32_t);
    return n;
}

void Trails::recount() {
    sealedBytes_ = 0;
    const Chunk* before = nullptr;
    for (const auto& c : sealed_) {
        sealedBytes_ += chunkBytes(*c, before);
        before = c.get();
    }
}

size_t Trails::bytes() const {
    return sealedBytes_ + chunkBytes(open_, sealed_.empty() ? nullptr : sealed_.back().get());
}

void Trails::record(const World& world) {
    const uint32_t step = world.stepCount();
    if (step % stride_ != 0 || lastStep() >= int64_t(step)) return;
    const std::vector<uint32_t>& serials = world.serials();
    const bool sameAgents = open_.serials && *open_.serials == serials;
    if (!sameAgents || open_.positions.size() * sizeof(Vec2) >= kChunkBytes) {
        std::shared_ptr<const std::vector<uint32_t>> roster = sameAgents ? open_.serials : nullptr;
        if (!roster && !sealed_.empty() && *sealed_.back()->serials == serials) roster = sealed_.back()->serials;
        seal();
        open_.serials = roster ? roster : std::make_shared<const std::vector<uint32_t>>(serials);
        open_.positions.reserve(std::max(
            serials.size(), kChunkBytes / sizeof(Vec2) / std::max<size_t>(1, serials.size()) * serials.size()));
    }
    open_.steps.push_back(step);
    for (const Agent& a : world.agents()) open_.positions.push_back(a.position);
    while (bytes() > budget_ && stride_ < (1u << 30)) thin();
}

void Trails::thin() {
    stride_ *= 2;
    auto keepEvery = [&](const Chunk& from, Chunk& to) {
        const size_t n = agentsIn(from);
        to.serials = from.serials;
        for (size_t k = 0; k < from.steps.size(); ++k) {
            if (from.steps[k] % stride_ != 0) continue;
            to.steps.push_back(from.steps[k]);
            to.positions.insert(to.positions.end(), from.positions.begin() + long(k * n),
                                from.positions.begin() + long((k + 1) * n));
        }
        to.positions.shrink_to_fit();
        to.steps.shrink_to_fit();
    };
    std::vector<std::shared_ptr<const Chunk>> kept;
    for (const auto& c : sealed_) {
        auto thinned = std::make_shared<Chunk>();
        keepEvery(*c, *thinned);
        if (!thinned->steps.empty()) kept.push_back(std::move(thinned));
    }
    Chunk open;
    keepEvery(open_, open);
    sealed_ = std::move(kept);
    open_ = std::move(open);
    recount();
}

void Trails::dropFrom(uint32_t step) {
    truncate(open_.steps, open_.positions, agentsIn(open_), step);
    if (open_.steps.empty()) {
        open_ = {};
        while (!sealed_.empty() && sealed_.back()->steps.front() >= step) sealed_.pop_back();
        if (!sealed_.empty() && sealed_.back()->steps.back() >= step) {
            open_ = *sealed_.back();
            sealed_.pop_back();
            truncate(open_.steps, open_.positions, agentsIn(open_), step);
        }
    }
    recount();
}

void Trails::setBudget(size_t bytes) {
    budget_ = bytes;
    while (this->bytes() > budget_ && stride_ < (1u << 30)) thin();
}

uint32_t Trails::collect(uint32_t serial, uint32_t step, size_t most, std::vector<Vec2>& out) const {
    out.clear();
    uint32_t first = step;
    const std::vector<uint32_t>* roster = nullptr;
    size_t index = 0;
    auto fromChunk = [&](const Chunk& c) {  // false once the trail has ended
        if (c.steps.empty() || c.steps.front() > step) return true;
        if (c.serials.get() != roster) {
            roster = c.serials.get();
            index = size_t(std::find(roster->begin(), roster->end(), serial) - roster->begin());
        }
        if (index >= roster->size()) return false;  // the agent did not have this serial yet
        const size_t n = roster->size();
        size_t k = size_t(std::upper_bound(c.steps.begin(), c.steps.end(), step) - c.steps.begin());
        while (k > 0 && out.size() < most) {
            --k;
            out.push_back(c.positions[k * n + index]);
            first = c.steps[k];
        }
        return out.size() < most;
    };
    if (fromChunk(open_)) {
        for (size_t c = sealed_.size(); c-- > 0;) {
            if (!fromChunk(*sealed_[c])) break;
        }
    }
    std::reverse(out.begin(), out.end());
    return first;
}

}  // namespace sidestep
