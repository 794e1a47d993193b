#pragma once
/// Where every agent has been: the positions of all agents at the steps a run has computed, kept by the
/// Timeline within a memory budget, so the trail of any agent at any step can be drawn after the fact
/// (select an agent at step 400 and see where it went before: its newest kTrailPoints positions, back to step 0
/// or to when it was added or its start moved).
///
/// Positions are kept every `stride()` steps (1 at first); over the budget every other kept step is dropped
/// and the stride doubles, as the keyframes do. An agent is followed by its serial (World::serials()), not
/// its index: removing another agent does not mix trails up, and moving an agent's start begins a new one.
/// Storage is in chunks shared between copies (undo entries), so copying Trails copies at most one chunk.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "sidestep/geometry/types.hpp"

namespace sidestep {

class World;

/// Default memory for trails, bytes.
inline constexpr size_t kDefaultTrailBudget = size_t(32) << 20;
/// Most positions a trail query returns (the newest ones): what the page and the viewer draw.
inline constexpr size_t kTrailPoints = 2000;

class Trails {
public:
    /// Forgets everything.
    void clear();
    /// Keeps the agents' positions at the world's step, if it is past the last step kept and on the stride.
    void record(const World& world);
    /// Forgets the steps from `step` on (the past changed there).
    void dropFrom(uint32_t step);
    /// Positions of the agent with serial `serial` at the kept steps up to `step`, oldest first, at most `most`
    /// (the newest): back to the first step it had this serial. Returns the step of the first position.
    uint32_t collect(uint32_t serial, uint32_t step, size_t most, std::vector<Vec2>& out) const;

    /// Memory for positions, bytes; over it the stride doubles.
    void setBudget(size_t bytes);
    /// Memory held: every chunk's storage as allocated (capacity) and each set of serials once.
    size_t bytes() const;
    uint32_t stride() const { return stride_; }
    /// The last step kept, or -1 when none is.
    int64_t lastStep() const;

private:
    /// Kept steps of one set of agents (the same serials in the same order).
    struct Chunk {
        std::shared_ptr<const std::vector<uint32_t>> serials;
        std::vector<uint32_t> steps;
        std::vector<Vec2> positions;  ///< positions[k * serials->size() + i]: agent i at steps[k]
        size_t bytes() const { return positions.capacity() * sizeof(Vec2) + steps.capacity() * sizeof(uint32_t); }
    };
    void seal();
    void thin();
    /// Sums the sealed chunks' bytes (after any change to them).
    void recount();
    static size_t chunkBytes(const Chunk& c, const Chunk* before);
    size_t agentsIn(const Chunk& c) const { return c.serials ? c.serials->size() : 0; }

    std::vector<std::shared_ptr<const Chunk>> sealed_;
    Chunk open_;  ///< the newest chunk, still growing (copied with the Trails)
    uint32_t stride_ = 1;
    size_t budget_ = kDefaultTrailBudget;
    size_t sealedBytes_ = 0;
};

}  // namespace sidestep
