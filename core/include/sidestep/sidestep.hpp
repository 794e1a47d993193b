#pragma once
/// sidestep's public API in one include, for a game linking the CMake package (find_package(sidestep CONFIG),
/// target sidestep::core): scenarios (parseScenario, buildWorld, writeScenario), the World and its step, edits,
/// the state's hash (toHex), the behaviours with their settings tables and records, the explanations in words,
/// and the step's threads. docs/in-your-game.md lists what is public and how stable it is. It includes the generated
/// sidestep/version.hpp, which only the installed tree has (cmake --install).
///
///     sidestep::ScenarioParse parsed = sidestep::parseScenario(text);  // errors name the field and the rule
///     sidestep::World world = sidestep::buildWorld(parsed.scenario);
///     world.step();                                                      // one fixed step of config().dt
///     std::string hash = sidestep::toHex(world.hash());
#include "sidestep/behaviors/agent.hpp"
#include "sidestep/behaviors/agent_avoidance.hpp"
#include "sidestep/behaviors/context.hpp"
#include "sidestep/behaviors/decide.hpp"
#include "sidestep/behaviors/feelers.hpp"
#include "sidestep/behaviors/nproxy.hpp"
#include "sidestep/behaviors/orca.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/behaviors/registry.hpp"
#include "sidestep/behaviors/steering.hpp"
#include "sidestep/behaviors/wall_avoidance.hpp"
#include "sidestep/behaviors/whiskers.hpp"
#include "sidestep/explain/explain.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/version.hpp"
#include "sidestep/world/edit.hpp"
#include "sidestep/world/hash.hpp"
#include "sidestep/world/workers.hpp"
#include "sidestep/world/world.hpp"
