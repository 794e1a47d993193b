#pragma once
/// The behaviours' registry: one row per behaviour (its name, family, settings table, what it senses and
/// the box its obstacle queries stay in, its decision, the words the panel says about it, its chart
/// channels and an example that shows it). Every part of the core that differs by behaviour reads the
/// row instead of switching over behaviours. Each behaviour defines its row in its own source file
/// (`whiskersBehavior` in whiskers.cpp); the table is made from SIDESTEP_BEHAVIORS (behavior_list.hpp).
/// Colours are not here: the core draws nothing; web/draw/palette.json gives one per behaviour name.
#include <array>
#include <cmath>
#include <cstdint>
#include <glm/common.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/behaviors/settings.hpp"
#include "sidestep/geometry/types.hpp"

namespace sidestep {

struct Surroundings;
struct SteeringRecord;
struct ContextRecord;
struct OrcaRecord;
struct SlopeRecord;
struct GridDecision;

/// Most values one agent's chart sample holds.
inline constexpr uint32_t kSeriesChannels = 5;

/// One plotted quantity: its name in the API and in CSV headers ("speed"), a label, and its unit.
struct SeriesChannel {
    const char* name = "";
    const char* label = "";
    const char* unit = "";
};

/// The channels an agent of one behaviour records, in order.
struct ChannelList {
    std::array<SeriesChannel, kSeriesChannels> channels{};
    uint32_t count = 0;
};

/// The box that holds every obstacle query an agent makes in one step, grown point by point.
struct SensingBox {
    Vec2 lo{0.0f}, hi{0.0f};
    void add(Vec2 q) { lo = glm::min(lo, q), hi = glm::max(hi, q); }
};

/// What a behaviour's decision reads and writes. `world` is everything the agent can sense; `near` the
/// same with the static circles gathered within its sensing box (every ray it casts stays in it).
struct DecideInput {
    const Surroundings& world;
    const Surroundings& near;
    size_t index;  ///< the deciding agent, world.agents[index]
    Vec2 base;     ///< the base motion's acceleration (the goal, a waypoint or the driver), world units / s^2
    float dt;      ///< seconds
    ContextRecord& map;
    OrcaRecord& orca;
    SlopeRecord& slope;
};

/// What a behaviour's chart values are read from: the agent and the records of its last decision (each
/// present for the agents that make it: steering for continuous agents, a map for context agents, an ORCA
/// record for orca agents, a grid decision for grid agents).
struct SampleInput {
    const Agent& agent;
    const SteeringRecord* steering;
    const ContextRecord* map;
    const OrcaRecord* orca;
    const GridDecision* grid;
};

/// One behaviour.
struct BehaviorRow {
    const char* name;       ///< in files, links and the page ("whiskers")
    BehaviorFamily family;  ///< as its row in SIDESTEP_BEHAVIORS says
    const char* senses;     ///< what it reacts to and what is invisible to it, a sentence for its panel
    /// Its settings table (settings.hpp), in the order agents store them; empty for none.
    const std::vector<ParamSpec>& (*settings)();
    /// Grows `box` to hold every obstacle query it makes this step (its rays); null: it casts none.
    void (*sensing)(const Agent& agent, SensingBox& box);
    /// Its rule for a continuous agent; null: seek's base motion alone (grid and scripted agents are
    /// decided elsewhere, by decideGridStep() and the script host).
    SteeringRecord (*decide)(const DecideInput& input);
    bool ownsVelocity;     ///< decide() sets the velocity itself, with its own queries: nothing is composed (ORCA)
    bool leavesObstacles;  ///< an agent whose centre is inside an obstacle leaves it first (its rays would see 0)
    bool choosesTarget;    ///< decide() sets the record's target; else it is the goal
    /// The names of its rays in order, when it casts fixed ones ({} : "ray", "right ray", ...).
    std::array<const char*, 3> rayNames;
    const char* rayValue;  ///< a ray's value in its panel line (", T = "), or null for none
    int rayValueDigits;    ///< decimals of that value
    ChannelList channels;  ///< its chart channels
    /// Fills its own chart values (after speed and clearance, or a grid agent's distance and proxy); null: none.
    void (*sample)(const SampleInput& input, std::array<float, kSeriesChannels>& value);
    const char* example;  ///< the example that shows it, a file of examples/
};

#define SIDESTEP_BEHAVIOR_ROW_DECLARATION(E, id, family) extern const BehaviorRow id##Behavior;
SIDESTEP_BEHAVIORS(SIDESTEP_BEHAVIOR_ROW_DECLARATION)
#undef SIDESTEP_BEHAVIOR_ROW_DECLARATION

/// A vector's length as the charts compute it (sqrt of the sum of squares).
inline float chartLength(Vec2 v) { return std::sqrt(v.x * v.x + v.y * v.y); }

/// The box helpers of the ray behaviours: the ends of a fan of three rays (ahead and at +-angle
/// degrees), and of two rays parallel to the heading at +-offset to its sides.
void addFan(SensingBox& box, const Agent& agent, float length, float angle);
void addSides(SensingBox& box, const Agent& agent, float length, float offset);

/// The row of a behaviour (seek's for a number out of range).
const BehaviorRow& behaviorRow(Behavior behavior);

/// The settings table of a behaviour, by name: "" when there is one, else an error naming the setting and
/// the behaviour's settings ("whiskers has no setting \"rayLenght\"; its settings: rayLength, ...").
std::string findSetting(Behavior behavior, std::string_view name, uint32_t& index);

/// Sets the setting `name` of a definition's behaviour (first putting every setting at its default when it
/// had none of its own); "" or an error naming the setting. The value is stored as given: the scenario's
/// validator and World's edits check ranges.
std::string setSetting(AgentDef& def, std::string_view name, float value);
/// The same on an agent.
std::string setSetting(Agent& agent, std::string_view name, float value);
/// Sets one agent-avoidance setting of a definition by name (the others at their defaults if it had none).
std::string setAvoidanceSetting(AgentDef& def, std::string_view name, float value);

}  // namespace sidestep
