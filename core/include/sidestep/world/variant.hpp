#pragma once
/// Compare: variants of one scene that differ only in the behaviour and/or the parameters of chosen
/// agents ("nproxy P=3 | P=7", "whiskers | feelers | raycast | context"). Each variant is its own run of
/// the same scene; a compare runs them on one clock and measures them the same way.
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/route/route.hpp"
#include "sidestep/world/edit.hpp"

namespace sidestep {

class World;

/// How many variants a compare has.
inline constexpr size_t kMinVariants = 2, kMaxVariants = 4;
/// Longest label, bytes.
inline constexpr size_t kMaxVariantLabel = 40;

struct Variant {
    std::string label;
    bool allAgents = true;
    std::vector<int32_t> agents;  ///< the agents it changes when !allAgents: ascending, no repeats
    bool hasBehavior = false;     ///< false: each agent keeps its own behaviour
    Behavior behavior = Behavior::Seek;
    std::string script;                   ///< with behavior script: the name of the scene's script its agents run
    bool hasPlanner = false;              ///< false: each agent keeps its own planner
    RouteKind planner = RouteKind::None;  ///< the chosen continuous agents' planner (grid agents keep none)
    /// Settings by name, for the behaviour the agents have in the variant; applied after the behaviour.
    std::vector<std::pair<std::string, SettingValue>> params;
};

/// Whether the variant changes agent i.
bool variantChanges(const Variant& variant, int32_t agent);

/// Gives the chosen agents the variant's behaviour (their params back to that behaviour's defaults when it
/// changes) and planner. A grid agent only takes a grid behaviour and a continuous one a continuous behaviour;
/// a planner is given to the chosen continuous agents that are not scripts (the others have none).
/// Returns "" or the error in English, naming the field ("behavior: ...", "agents: ..."); `why`, when given, gets
/// the error as a message without its path (the caller's checker puts the variant's field first).
std::string setVariantBehavior(const Variant& variant, std::vector<AgentDef>& agents, Message* why = nullptr);

/// Sets the variant's params on the chosen agents of a world at step 0, through the world's checked edits.
/// Returns "" or the error in English ("params.P: ..."); `why`, when given, gets it as a message
/// (invalid-variant-param: the World's refusal, its path "params.P", and the agent).
std::string setVariantParams(const Variant& variant, World& world, Message* why = nullptr);

}  // namespace sidestep
