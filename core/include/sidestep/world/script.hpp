#pragma once
/// Scripted agents: behaviours written in JavaScript (`function steer(agent, world)`), run by the embedding.
///
/// The World never runs JavaScript. Once per step it hands every scripted agent that decides (in agent
/// order) to a ScriptHost set by the embedding (the page's and Node's QuickJS runtime); while the host runs,
/// the script asks the world through a ScriptSession: rays, neighbours, cells, seeded random numbers, and
/// what to show. The answer, an acceleration, is limited exactly as every behaviour's steering is.
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "sidestep/behaviors/steering.hpp"
#include "sidestep/behaviors/surroundings.hpp"
#include "sidestep/geometry/raycast.hpp"

namespace sidestep {

/// Limits of a scene's scripts.
inline constexpr size_t kMaxScripts = 32;             ///< scripts in a scene
inline constexpr size_t kMaxScriptBytes = 64 * 1024;  ///< bytes of one script's source
inline constexpr size_t kMaxScriptName = 32;          ///< bytes of a script's or a param's name
inline constexpr size_t kMaxScriptParams = 8;         ///< free params of one scripted agent
inline constexpr size_t kMaxScriptMemory = 4096;      ///< bytes of an agent's memory as JSON text
inline constexpr size_t kMaxScriptShown = 8;          ///< show() names per agent per step
inline constexpr size_t kMaxScriptNotes = 4;          ///< note()s per agent per step
inline constexpr size_t kMaxScriptNote = 200;         ///< bytes of one note
inline constexpr size_t kMaxScriptMessage = 400;      ///< bytes of a stop message
/// A script's budget per call, a scene setting ("sim.scriptBudget"): interrupt checks, QuickJS's own count (one
/// every ~10,000 operations), so the same on every machine. No wall clock decides a result.
inline constexpr uint32_t kDefaultScriptBudget = 100;
inline constexpr uint32_t kMaxScriptBudget = 100000;
/// The range "sim.scriptMs" had (a wall-clock ceiling per call, which made a result depend on the machine):
/// a file or link that has it still opens, and it changes nothing.
inline constexpr float kMinScriptMs = 1.0f, kMaxScriptMs = 1000.0f;

/// Whether `name` is a script's or a param's name: [A-Za-z_][A-Za-z0-9_]{0,31}.
bool isScriptName(const std::string& name);

/// One script of the scene, by name.
struct ScriptSource {
    std::string name;
    std::string source;  ///< JavaScript defining `function steer(agent, world)`, at most kMaxScriptBytes
};

/// A scripted agent's part of the world's state (copied by keyframes, hashed).
struct ScriptSlot {
    int32_t script = -1;              ///< index into World::scripts(), -1 for agents of other behaviours
    std::vector<std::string> params;  ///< its free params' names; their values are Agent::params[k]
    std::string memory;               ///< agent.memory as JSON text ("" before the first call: {})
    std::string message;              ///< why its script stopped it ("" while it has not)
};

/// What a scripted agent's call left this step, beside its SteeringRecord (decision records, not state).
struct ScriptRecord {
    std::vector<std::pair<std::string, float>> shown;  ///< show(name, value), the last value per name
    std::vector<std::string> notes;                    ///< note(text), in order
    uint32_t rays = 0;                                 ///< castRay calls (the first kMaxRays are in its record)
    uint32_t draws = 0;                                ///< random() draws
    bool stop = false;                                 ///< its answer stops it (reason script)
    std::string message;                               ///< the stop's message
    std::string memory;                                ///< its memory after the call, kept when it moves
};

/// One scripted agent's answer.
struct ScriptAnswer {
    Vec2 acceleration{0.0f, 0.0f};  ///< wanted, u/s^2 (limited by the core)
    bool stop = false;              ///< stop it with reason script and `message`
    std::string message;            ///< "scripts.NAME: line L: ..."
    std::string memory;             ///< agent.memory after the call, as JSON text
};

class ScriptHost;

/// A World's scripts: the scene's sources, each agent's state and decision record, the embedding's host (not
/// owned) and the step's scratch.
struct WorldScripts {
    std::vector<ScriptSource> sources;
    std::vector<ScriptSlot> slots;      ///< parallel to the agents while there are script agents, else empty: state
    std::vector<ScriptRecord> records;  ///< decision records, parallel to the agents likewise
    ScriptHost* host = nullptr;         ///< not owned
    std::vector<uint32_t> calls;        ///< scratch of World::decideScripts()
    std::vector<ScriptAnswer> answers;  ///< likewise
};

/// What a script may ask while it decides: const queries of the world at time t for one agent, each call
/// recorded in that agent's records.
class ScriptSession {
public:
    ScriptSession(const Surroundings& world, const std::vector<ScriptSource>& scripts,
                  const std::vector<ScriptSlot>& slots, std::vector<SteeringRecord>& steering,
                  std::vector<ScriptRecord>& records, float dt)
        : world_(world), scripts_(scripts), slots_(slots), steering_(steering), records_(records), dt_(dt) {}

    const Agent& agent(uint32_t i) const { return world_.agents[i]; }
    size_t agentCount() const { return world_.agents.size(); }
    const ScriptSlot& slot(uint32_t i) const { return slots_[i]; }
    const std::vector<ScriptSource>& scripts() const { return scripts_; }
    float dt() const { return dt_; }
    /// The scene's per-call budget in interrupt checks (sim.scriptBudget), for the host to enforce.
    uint32_t budget = kDefaultScriptBudget;
    uint32_t step() const { return world_.step; }
    /// The exact cast the built-ins sense with (cells and circles; an origin inside counts only deeper),
    /// along `direction` (normalised here) up to `length`, recorded among agent i's rays.
    RayRecord castRay(uint32_t i, Vec2 origin, Vec2 direction, float length, HitKind* kind = nullptr);
    /// Calls visit(j) for every other moving or standing agent whose centre is within `radius` of agent
    /// i's, in a fixed order (the agents' index).
    template <class Visit>
    void neighbors(uint32_t i, float radius, Visit visit) const;
    /// Whether cell (cx, cy) is blocked (off the grid counts as blocked).
    bool blocked(int32_t cx, int32_t cy) const;
    /// A number in [0, 1), keyed by the seed, the step, the agent and the draw: replays are exact.
    float random(uint32_t i);
    void show(uint32_t i, const std::string& name, float value);
    void note(uint32_t i, const std::string& text);

private:
    const Surroundings& world_;
    const std::vector<ScriptSource>& scripts_;
    const std::vector<ScriptSlot>& slots_;
    std::vector<SteeringRecord>& steering_;
    std::vector<ScriptRecord>& records_;
    float dt_;
};

template <class Visit>
void ScriptSession::neighbors(uint32_t i, float radius, Visit visit) const {
    const Vec2 p = world_.agents[i].position;
    world_.index.forEachNear(p, radius, [&](int32_t j) {
        if (uint32_t(j) == i) return;
        const Agent& b = world_.agents[size_t(j)];
        const Vec2 d = b.position - p;
        if (d.x * d.x + d.y * d.y <= radius * radius) visit(uint32_t(j));
    });
}

/// The embedding's script runtime. Not owned by the World; set on it with World::setScriptHost().
class ScriptHost {
public:
    virtual ~ScriptHost() = default;
    /// Called once per step with every scripted agent that decides this step, in agent order: fills
    /// answers[k] for agents[k] and returns true. False: the host gave up on the step (the page's wall-clock
    /// safety net, before it asks the user): no agent decides, the world does not step, and nothing of the
    /// run changes (the same step asked again is decided afresh).
    virtual bool steer(ScriptSession& session, const uint32_t* agents, size_t n, ScriptAnswer* answers) = 0;
};

}  // namespace sidestep
