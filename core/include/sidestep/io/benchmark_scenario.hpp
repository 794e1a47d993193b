#pragma once
/// A Moving AI map, and optionally one problem of its scen file, as a scenario: what `sidestep import`
/// prints and what the page opens when it imports a map or sets up a problem row.
#include <cstddef>
#include <string>
#include <string_view>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/geometry/grid.hpp"
#include "sidestep/io/movingai.hpp"
#include "sidestep/io/scenario.hpp"

namespace sidestep {

/// One problem of a scen file and where it came from, for the scenario's title and description.
struct BenchmarkRow {
    const ScenProblem* problem = nullptr;  ///< nullptr: the map alone, no agent
    size_t row = 0;                        ///< 0-based row in the scen file (as `--rows` counts)
    std::string_view scenName;             ///< the scen file's name, as shown
};

/// The map's grid (titled with mapName), and for a row one agent made from `def` standing on the row's
/// start with the row's goal, sim.maxSteps = problemStepLimit(the 4-connected optimum), and a description
/// that gives the file's optimum, ours (octile) and the 4-connected one. Texts are clipped to the limits.
Scenario benchmarkScenario(const Grid& grid, std::string_view mapName, const AgentDef& def,
                           const BenchmarkRow& row = {});

/// "nproxy P=7 stepTieBreak=on stopOnReturn=on metric=euclidean", or "greedy": the behaviour and every
/// param by name.
std::string describeGridAgent(const AgentDef& def);

/// A grid agent of `behavior` ("nproxy" or "greedy"), every param at its default except P (nproxy
/// only). Returns "" when it is valid, else the rule broken, naming the field ("P: must be an integer
/// 0..256, got 300"; "behavior: must be nproxy or greedy, got seek").
std::string makeGridAgent(std::string_view behavior, double P, AgentDef& out);

}  // namespace sidestep
