#pragma once
/// Running benchmark problems (a start and a goal on a fixed grid) with one agent, and what came of each:
/// whether it reached the goal, why it stopped, and its path against the optimum. A grid agent moves from
/// cell to cell (its steps against the fewest 4-neighbour moves); a continuous one (with or without a route,
/// docs/routes.md) from the start cell's centre to the goal cell's (its path length against the octile optimum).
///
/// One World per grid is reused for every problem on it: each run moves the agent's start and goal
/// and resets, so thousands of problems never copy the grid. Before the agent runs, the problem's
/// optima are computed (octile and 4-connected); an unreachable goal is reported, not run.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/geometry/grid.hpp"
#include "sidestep/geometry/octile_distance.hpp"
#include "sidestep/geometry/step_distance.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

/// Fewest steps a problem gets before it ends as maxSteps: max(64, 4 x optimal4), at most 1,000,000
/// (SimConfig's limit). Four times the optimum leaves room for any detour worth the name, and ends an
/// agent pacing back and forth without stopOnReturn after a bounded, proportional time.
uint32_t problemStepLimit(int32_t optimal4);

/// A continuous agent's step limit: the time to go 4 x the octile optimum at its max speed, and 10 s more,
/// in steps of dt (at most 1,000,000).
uint32_t continuousStepLimit(double optimal, float maxSpeed, float dt);
/// A continuous agent that has come no closer to its goal for this long (seconds) is stopped and counted stuck.
inline constexpr float kProblemStuckSeconds = 10.0f;
/// What came of one problem.
struct ProblemResult {
    bool reachable = false;                ///< a 4-connected path exists; false: the agent was not run
    bool reached = false;                  ///< the agent stood on its goal within the step limit
    StopReason stop = StopReason::Moving;  ///< Reached, Stuck, Oscillation or MaxSteps; Moving if not run
    uint32_t steps = 0;                    ///< moves (grid) or steps (continuous) the agent made
    double pathLength = 0.0;               ///< continuous agents: distance travelled, world units (cells)
    uint32_t returns = 0;                  ///< moves back onto the cell just left (pacing)
    uint32_t stepLimit = 0;                ///< problemStepLimit(optimal4); 0 if not run
    double optimal = kNoOctilePath;        ///< shortest octile path length (the benchmark's measure), cells
    int32_t optimal4 = kNoStepPath;        ///< fewest 4-neighbour moves (what a grid agent can do at best)
    /// When reached: steps / optimal4 (grid agents), path length / optimal (continuous); 1 when start == goal;
    /// else 0.
    double ratio = 0.0;
};

/// "reached", "stuck", "oscillation", "maxSteps", or "unreachable" for a problem that was not run.
const char* problemOutcome(const ProblemResult& result);

/// What came of a problem as the tallies count it (a run that ended otherwise counts as MaxSteps).
enum class ProblemOutcome : uint32_t { Reached = 0, Stuck, Oscillation, MaxSteps, Unreachable };
inline constexpr uint32_t kProblemOutcomes = 5;
ProblemOutcome outcomeOf(const ProblemResult& result);
/// "reached", "stuck", "oscillation", "maxSteps", "unreachable".
const char* problemOutcomeName(ProblemOutcome outcome);

/// Runs problems on one grid with one agent (greedy or nproxy, or a continuous behaviour with its planner).
class ProblemRunner {
public:
    /// A copy of grid with one agent made from def (its start and goal are replaced by each problem's).
    /// def's params must be valid and it must not be a script; else error() says why.
    ProblemRunner(const Grid& grid, const AgentDef& def);

    /// Empty when the runner is ready; else why the agent could not be made.
    const std::string& error() const { return error_; }

    /// Computes both optima, then runs the agent from start to goal (cells of the grid) up to the step limit.
    ProblemResult run(Cell start, Cell goal);

    /// The world of the last run, at its end.
    const World& world() const { return world_; }

private:
    void runContinuous(Cell start, Cell goal, ProblemResult& r);

    World world_;
    OctileDistance octile_;
    StepDistance steps_;
    std::string error_;
};

/// Counts of outcomes and path ratios over many problems (one bucket, or all of them).
struct ProblemTally {
    uint32_t problems = 0;
    uint32_t reached = 0, stuck = 0, oscillation = 0, maxSteps = 0, unreachable = 0;
    double ratioSum = 0.0;    ///< sum of ratio over reached problems
    double worstRatio = 0.0;  ///< largest ratio of a reached problem (0 if none reached)

    void add(const ProblemResult& result);
    /// Mean ratio over reached problems (0 if none reached).
    double meanRatio() const { return reached > 0 ? ratioSum / double(reached) : 0.0; }
};

/// The tallies of a run over many problems: one per bucket, in increasing bucket order, and one over all.
class ProblemSummary {
public:
    /// Counts one problem's result in its bucket and in the overall tally.
    void add(int32_t bucket, const ProblemResult& result);
    /// (bucket, tally) pairs, buckets ascending.
    const std::vector<std::pair<int32_t, ProblemTally>>& buckets() const { return buckets_; }
    /// Over every problem added.
    const ProblemTally& all() const { return all_; }
    /// Forgets every problem.
    void clear();

private:
    std::vector<std::pair<int32_t, ProblemTally>> buckets_;
    ProblemTally all_;
};

}  // namespace sidestep
