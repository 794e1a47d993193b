#pragma once
// The fuzz targets' checks, one per parser of untrusted input: each takes the input's bytes, reads them as its
// parser does, and for an input that passes validation builds what the parser feeds and runs it a few steps.
// Each returns what broke, in words ("" when nothing did): a property beyond "no crash, no hang, no leak" (which
// the sanitizers and libFuzzer watch). Built into the libFuzzer binary (tests/fuzz/fuzz_main.cpp, selected by
// SIDESTEP_FUZZ_TARGET) and into the core tests, which run every regression input of tests/bad-inputs/fuzz/.
#include <string>
#include <string_view>
#include <vector>

#include "sidestep/world/world.hpp"

namespace sidestep::fuzz {

/// Scenario JSON: a valid file writes out to text that validates again and writes out identically, its share
/// link rebuilds the same world, its run (history applied) and each compare variant step without a NaN, and a
/// seek back and forth gives the same state.
std::string checkScenario(std::string_view text);
/// A share link (any form linkPayload() takes): what decodes is checked as a scenario.
std::string checkLink(std::string_view text);
/// Moving AI .map and .scen text: every error names its line; a map that reads runs a problem.
std::string checkMovingAi(std::string_view text);
/// SteerSuite XML: a read error names its line; an imported case is a valid scenario that runs.
std::string checkSteerSuite(std::string_view text);
/// A lesson (examples/lessons/): each checkpoint's scene runs, its caption fills, its task is checked.
std::string checkLesson(std::string_view text);
/// Edits as the page sends them, one per line: each that parses writes back to itself and is applied to a few
/// example scenes between steps; the edited scene saves to a valid file that replays to the same state.
std::string checkEdits(std::string_view text);
/// A script host's answers as bytes: accelerations, stops, memories and the calls a script makes (rays,
/// neighbours, cells, random, show, note), with any numbers, into the bundled scripted scenes.
std::string checkScriptHost(std::string_view bytes);

struct Target {
    const char* name;
    std::string (*check)(std::string_view input);
};
/// Every target, by name (scenario, link, movingai, steersuite, lesson, edit, script).
const std::vector<Target>& targets();

/// "" or what is wrong with the world's agents: one stopped as numeric, or a position not finite.
std::string brokenAgent(const World& world);
/// Runs `world` up to `steps` steps: "" or what broke (an agent stopped as numeric, or a position not finite).
std::string runSteps(World& world, int steps);
/// Steps a fuzz input may run, fewer for big scenes, so that one input stays well under a second.
int stepBudget(const World& world, int most);
/// The text of a file of the source tree (relative to it), "" when it cannot be read.
std::string sourceFile(const std::string& path);

}  // namespace sidestep::fuzz
