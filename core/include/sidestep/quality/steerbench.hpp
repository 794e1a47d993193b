#pragma once
/// SteerSuite's scores (SteerBench, Singh et al. 2009), measured as steerlib measures them (its
/// AgentMetricsCollector, read by CompositeTechnique01 and 02), from each agent's positions every step,
/// in metres and seconds:
/// - C, collisions: distinct episodes of overlap deeper than 1 mm with one obstacle or one other moving
///   agent (no hysteresis: an episode ends when the overlap is 1 mm or less);
/// - T, time enabled: seconds the agent was measured (every step it moved and did not stop in);
/// - E, "kinetic energy": the sum over those steps of 0.5 |v|^2, v = displacement / dt (a sum per frame,
///   not an integral: the scores compare only at one dt, SteerSuite's 0.05 s);
/// - A, "acceleration": the sum over those steps, from the second, of |v_k - v_(k-1)| / dt.
/// composite01 = 50 C + T + E; composite02 = composite01 + A; a case's score is the mean over all its
/// agents. There is no term for arriving: an agent that never arrives keeps adding T and E until the run
/// ends. Differences, said where they show: sidestep's agents stay where they stop (SteerSuite's vanish
/// once disabled), so C skips stopped agents as SteerSuite's newest collector does; obstacles are blocked
/// regions and circles (a SteerSuite box wall adjacent to another is one region here).
#include <cstdint>
#include <vector>

#include "sidestep/world/world.hpp"

namespace sidestep {

/// Overlap below this is not a collision, metres (steerlib's COLLISION_EPSILON).
inline constexpr double kSteerBenchEpsilon = 0.001;

struct SteerBenchAgent {
    uint32_t collisions = 0;    ///< C
    double time = 0.0;          ///< T, seconds
    double energy = 0.0;        ///< E, m^2/s^2 summed per step
    double acceleration = 0.0;  ///< A, m/s^2 summed per step
    double composite01() const { return 50.0 * double(collisions) + time + energy; }
    double composite02() const { return composite01() + acceleration; }
};

/// A case's scores: each measure's mean over every agent of the case.
struct SteerBenchScores {
    double collisions = 0.0, time = 0.0, energy = 0.0, acceleration = 0.0;
    double composite01() const { return 50.0 * collisions + time + energy; }
    double composite02() const { return composite01() + acceleration; }
};

class SteerBench {
public:
    /// Starts measuring the world as it is now (its agents' positions are the first "previous" ones).
    /// `unitsPerMetre`: the scale the case was imported at.
    SteerBench(const World& world, float unitsPerMetre);
    /// Steps the world and measures the step; false (nothing measured) once the world is finished.
    bool step(World& world);
    const std::vector<SteerBenchAgent>& agents() const { return agents_; }
    /// The case's scores: the mean over every agent.
    SteerBenchScores scores() const;

private:
    void collide(const World& world, size_t i);
    float scale_;
    std::vector<SteerBenchAgent> agents_;
    std::vector<Vec2> previous_;              // world units
    std::vector<Vec2> velocity_;              // metres per second, of the last measured step
    std::vector<uint8_t> measured_;           // 1 after the agent's first measured step
    std::vector<uint8_t> moving_;             // scratch: moving before the step
    std::vector<std::vector<int64_t>> open_;  // per agent: objects in an episode (obstacle ids; agents as 2^32 + j)
    std::vector<int64_t> seen_;               // scratch
    std::vector<size_t> active_;              // scratch: the agents measured in a step
    // Scratch: the measured agents bucketed in square cells of cell_ world units, row by row.
    float cell_ = 1.0f;
    int32_t cols_ = 1, rows_ = 1;
    std::vector<int32_t> start_, items_;
};

}  // namespace sidestep
