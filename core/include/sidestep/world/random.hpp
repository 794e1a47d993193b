#pragma once
/// Seeded randomness for the core only (SplitMix64): same seed, same numbers, on every platform.
#include <cstdint>

namespace sidestep {

class Random {
public:
    explicit Random(uint64_t seed = 1) : state_(seed) {}

    uint64_t next() {
        uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    /// Uniform in [0, 1), 24 bits of precision.
    float uniform() { return float(next() >> 40) * (1.0f / 16777216.0f); }
    /// Uniform in [lo, hi).
    float uniform(float lo, float hi) { return lo + (hi - lo) * uniform(); }

    uint64_t state() const { return state_; }

private:
    uint64_t state_;
};

/// A number in [0, 1) from a key alone (seed, step, agent, which draw): the same key gives the same number
/// in any order of asking, so agents that decide independently (or on other threads) draw alike.
inline float keyedUniform(uint64_t seed, uint32_t step, uint32_t agent, uint32_t draw) {
    Random r(seed ^ (uint64_t(step) * 0x9e3779b97f4a7c15ull) ^ (uint64_t(agent) << 32) ^ (uint64_t(draw) << 16));
    r.next();
    return r.uniform();
}

}  // namespace sidestep
