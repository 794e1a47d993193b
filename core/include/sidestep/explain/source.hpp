#pragma once
/// What an agent's explanation reads of the world: the agent, the records of its next decision, and the few
/// things around it the words name (the agents its records point at, the circles for a grid agent, the run's
/// step and limits). The explainers read it with the World's own accessor names (`world.steering()[index]`), so
/// an explanation made from a World and one made from its ExplainSource are the same words. It packs into bytes
/// and back: the page makes it where the world is (the first wasm module) and the explanation is written where
/// the words are (the explain module, wasm/explain/, fetched when an agent is first selected).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sidestep/world/world.hpp"

namespace sidestep {

/// One agent's entry of a World's per-agent vector, read as the vector is: operator[] gives the entry (for the
/// explained agent's index, the only one read) and size() is the vector's size when it had that entry, else 0.
template <class T>
struct AgentEntry {
    bool has = false;
    size_t count = 0;  ///< the vector's size in the world
    T item{};
    size_t size() const { return has ? count : 0; }
    const T& operator[](size_t) const { return item; }
};

/// The names of the agents an explanation names (the explained one's and those its records point at), read as
/// World::agentNames() is: [i] and size() (the world's agent count); another agent's name is "".
struct NamedAgents {
    size_t count = 0;
    std::vector<std::pair<uint32_t, std::string>> known;
    size_t size() const { return count; }
    const std::string& operator[](size_t i) const;
};

/// Everything explainAgent() and agentFacts() read of a World for one agent (see the top of this file).
class ExplainSource {
public:
    /// Agent `index` of `world` (decisions fresh: World::refreshDecisions()); index out of range: no agent.
    static ExplainSource of(const World& world, size_t index);

    size_t index() const { return index_; }
    const AgentEntry<Agent>& agents() const { return agent_; }
    const AgentEntry<SteeringRecord>& steering() const { return steering_; }
    const AgentEntry<GridDecision>& gridDecisions() const { return grid_; }
    const AgentEntry<OrcaRecord>& orcaRecords() const { return orca_; }
    const AgentEntry<SlopeRecord>& slopes() const { return slope_; }
    const AgentEntry<ScriptSlot>& scriptSlots() const { return scriptSlot_; }
    const AgentEntry<ScriptRecord>& scriptRecords() const { return scriptRecord_; }
    const ContextRecord* contextMapOf(size_t) const { return context_.has ? &context_.item : nullptr; }
    /// The name of the script the agent runs ("" for none).
    const std::string& scriptName() const { return scriptName_; }
    const NamedAgents& agentNames() const { return names_; }
    /// The world's circles for a grid agent (they are in its explanation: grid agents do not sense them), else none.
    const std::vector<Circle>& circles() const { return circles_; }
    /// bigDistance() of the world's grid: the proxy of a blocked neighbour.
    float bigDistance() const { return bigDistance_; }
    const SimConfig& config() const { return config_; }
    uint32_t stepCount() const { return stepCount_; }
    bool hasRelief() const { return hasRelief_; }

    /// As bytes (the records as they are in memory, strings with their lengths), and back: unpack() refuses
    /// bytes that are not one whole packed source.
    std::string pack() const;
    static bool unpack(std::string_view bytes, ExplainSource& out);

private:
    size_t index_ = 0;
    AgentEntry<Agent> agent_;
    AgentEntry<SteeringRecord> steering_;
    AgentEntry<GridDecision> grid_;
    AgentEntry<OrcaRecord> orca_;
    AgentEntry<SlopeRecord> slope_;
    AgentEntry<ScriptSlot> scriptSlot_;
    AgentEntry<ScriptRecord> scriptRecord_;
    AgentEntry<ContextRecord> context_;
    std::string scriptName_;
    NamedAgents names_;
    std::vector<Circle> circles_;
    float bigDistance_ = 0.0f;
    SimConfig config_;
    uint32_t stepCount_ = 0;
    bool hasRelief_ = false;
};

}  // namespace sidestep
