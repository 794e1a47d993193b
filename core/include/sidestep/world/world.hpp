#pragma once
/// The world: a grid, circle obstacles and agents, advanced by a fixed-step, deterministic step().
///
/// The whole state is plain values (no pointers between parts), so copying a World is a complete,
/// cheap snapshot: stepping backwards is a replay from the nearest snapshot.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/behaviors/agent_avoidance.hpp"
#include "sidestep/behaviors/context.hpp"
#include "sidestep/behaviors/feelers_slope.hpp"
#include "sidestep/behaviors/nproxy.hpp"
#include "sidestep/behaviors/orca.hpp"
#include "sidestep/behaviors/steering.hpp"
#include "sidestep/geometry/blocked_regions.hpp"
#include "sidestep/geometry/circle.hpp"
#include "sidestep/geometry/circle_index.hpp"
#include "sidestep/geometry/grid.hpp"
#include "sidestep/geometry/obstacles.hpp"
#include "sidestep/geometry/outline.hpp"
#include "sidestep/geometry/path.hpp"
#include "sidestep/geometry/pattern.hpp"
#include "sidestep/geometry/terrain.hpp"
#include "sidestep/route/planner.hpp"
#include "sidestep/route/route.hpp"
#include "sidestep/world/edit_result.hpp"
#include "sidestep/world/episodes.hpp"
#include "sidestep/world/hash.hpp"
#include "sidestep/world/measures.hpp"
#include "sidestep/world/random.hpp"
#include "sidestep/world/script.hpp"

namespace sidestep {

/// The body fields of a continuous agent that an edit can set.
enum class AgentBody : uint32_t { Radius = 0, MaxSpeed = 1, MaxAccel = 2 };
/// "radius", "maxSpeed", "maxAccel".
const char* agentBodyName(AgentBody f);
bool parseAgentBody(const std::string& name, AgentBody& out);

/// Limits of the fixed time step, seconds.
inline constexpr float kMinDt = 0.0001f, kMaxDt = 0.25f;
/// An agent following a route plans again when pushed further than this off the leg it is on (world units):
/// the default, and the limits of sim.offRoute (docs/routes.md says why 2).
inline constexpr float kDefaultOffRoute = 2.0f, kMinOffRoute = 0.1f, kMaxOffRoute = 10000.0f;

/// Run settings.
struct SimConfig {
    float dt = 0.02f;          ///< fixed time step, seconds, [kMinDt, kMaxDt]
    uint32_t maxSteps = 3000;  ///< the run ends after this many steps, 1..1,000,000
    uint64_t seed = 1;         ///< seed of the core's random numbers
    /// Agents that reach their goal leave the world, as SteerSuite disables them: others no longer see,
    /// avoid or touch them. false: they stay where they stopped, a body in the way ("sim.atGoal").
    bool leaveAtGoal = false;
    /// Scripts: each call's budget in interrupt checks (deterministic), [1, kMaxScriptBudget].
    uint32_t scriptBudget = kDefaultScriptBudget;
    /// Agents following a route plan again when further than this off their leg, world units,
    /// [kMinOffRoute, kMaxOffRoute].
    float offRoute = kDefaultOffRoute;
};

class World {
public:
    World() = default;
    World(int32_t width, int32_t height) : grid_(width, height), terrain_(grid_.width(), grid_.height()) {}

    // ---- queries: reading the state (here; clearanceOf() and finished() in world.cpp, hash() in
    // world_hash.cpp, keyframe() and bytes() in world_keyframe.cpp) ------------------------------------
    const Grid& grid() const { return grid_; }
    const std::vector<Circle>& circles() const { return circles_; }
    /// The grid and circles as the queries read them, through the circles' spatial index (or, with
    /// useIndex(false), testing every circle: the results are identical, only slower).
    Obstacles obstacles() const {
        Obstacles o{grid_, circles_, indexOn_ && !circlesDirty_ ? &circleIndex_ : nullptr, indexOn_};
        o.outline = outlineDirty_ ? nullptr : &outline_;
        return o;
    }
    /// Switches the spatial indexes on (the default) or off, to compare with brute force.
    void useIndex(bool on) {
        indexOn_ = on;
        decisionsFresh_ = false;
    }
    /// The ground's heights (flat by default), under the grid: (width + 1) x (height + 1) vertices.
    const Terrain& terrain() const { return terrain_; }
    /// Height of the blocked cells (and the grid's edge) above the ground: kTall by default.
    float wallHeight() const { return wallHeight_; }
    /// True when the world is not the flat 2D one: terrain that is not flat, or an obstacle of finite height.
    bool hasRelief() const { return relief_; }
    /// Counts changes of the terrain's heights (drawings of the ground key their caches on it).
    uint32_t terrainRevision() const { return terrainRevision_; }
    const std::vector<Path>& paths() const { return paths_; }
    /// Points of interest for context agents with targetFalloff > 0.
    const std::vector<Vec2>& targets() const { return targets_; }
    const std::vector<Agent>& agents() const { return agents_; }
    /// The agents' names, parallel to agents() (not part of the simulated state or its hash).
    const std::vector<std::string>& agentNames() const { return names_; }
    /// Each grid agent's decision for its next step, from the current state, parallel to agents()
    /// (continuous agents' entries are empty). Call refreshDecisions() after edits to bring it up to date.
    const std::vector<GridDecision>& gridDecisions() const { return gridDecisions_; }
    /// Each continuous agent's steering for its next step (rays, hits, forces, the rule), parallel to
    /// agents() (grid agents' entries are empty). Brought up to date by refreshDecisions().
    const std::vector<SteeringRecord>& steering() const { return steering_; }
    /// The context agents' context maps for their next step, one per context agent in agent order (other
    /// behaviours carry none: 1,344 bytes each): agent i's is contextMaps()[contextSlots()[i]]. Brought up to
    /// date by refreshDecisions().
    const std::vector<ContextRecord>& contextMaps() const { return context_; }
    /// Per agent, the index of its context map in contextMaps(), or -1 (not a context agent).
    const std::vector<int32_t>& contextSlots() const { return contextSlot_; }
    /// Agent i's context map, or nullptr when it has none (not a context agent, or before refreshDecisions()).
    const ContextRecord* contextMapOf(size_t i) const {
        return i < contextSlot_.size() && contextSlot_[i] >= 0 ? &context_[size_t(contextSlot_[i])] : nullptr;
    }
    /// Each orca agent's half-planes and linear program for its next step, parallel to agents() while there
    /// is an orca agent (others' entries: empty), else empty.
    const std::vector<OrcaRecord>& orcaRecords() const { return orca_; }
    /// The outline polygons of the blocked cells, as orca agents see them (built once per change of the
    /// grid, when an orca agent needs them; call refreshDecisions() first).
    const Outline& outline() const { return outline_; }
    /// The collisions and contacts under way, and those that began or ended in the last step.
    const Episodes& episodes() const { return episodes_; }
    /// The grid's blocked regions as the measures count them (obstacle -1 - k is region k): up to date after
    /// refreshDecisions() or a step.
    const BlockedRegions& regions() const { return regions_; }
    /// Agent i's clearance now: the gap between its body and the nearest obstacle, world units (< 0:
    /// overlap). Up to date after refreshDecisions(); NaN for an index out of range.
    float clearanceOf(size_t i) const;
    /// Each feelers agent's feelers in 3D for its next step, parallel to agents() while the world has relief
    /// or a feelers agent still eases its feelers' offset back to 0 (inactive entries: the 2D rays); else
    /// empty, as in every flat world. Brought up to date by refreshDecisions().
    const std::vector<SlopeRecord>& slopes() const { return slope_; }
    /// Samples the ground under agent i's feelers for the side view into `out`, when it is a moving feelers
    /// agent sensing in 3D and the decisions are fresh (refreshDecisions()); else out.agent is -1. Returns
    /// whether it sampled.
    bool sampleFeelerGround(int32_t agent, FeelerGround& out) const;
    /// Recomputes every agent's next decision if an edit or a step made them stale.
    void refreshDecisions();
    /// Each agent's serial, parallel to agents(): new for each agent added and when its start moves (a new
    /// trail), never reused within a world; what Trails follow (not part of the simulated state or its hash).
    const std::vector<uint32_t>& serials() const { return serials_; }
    const SimConfig& config() const { return config_; }
    /// The scene's scripts, by name (see script.hpp).
    const std::vector<ScriptSource>& scripts() const { return script_.sources; }
    /// Each agent's script state, parallel to agents() while the world has script agents (script -1 for agents
    /// of other behaviours); else empty, so that keyframes of other scenes carry nothing for it.
    const std::vector<ScriptSlot>& scriptSlots() const { return script_.slots; }
    /// What each scripted agent's call showed and noted for its next step, parallel to agents() while the
    /// world has scripts (else empty). Brought up to date by refreshDecisions().
    const std::vector<ScriptRecord>& scriptRecords() const { return script_.records; }
    /// The scripted agents the last decision called, in agent order (after step(): those that decided it).
    const std::vector<uint32_t>& scriptCalls() const { return script_.calls; }
    /// True when some agent's behaviour is script.
    bool hasScriptedAgents() const;
    /// The runtime that runs the scripts (not owned; copies of this world share it), or none: scripted
    /// agents then stop with reason script.
    void setScriptHost(ScriptHost* host) {
        script_.host = host;
        decisionsFresh_ = false;
    }
    ScriptHost* scriptHost() const { return script_.host; }
    /// Each agent's route, parallel to agents() while some agent has a planner (else empty): the waypoints (world
    /// units, the last its goal), length and work (route.hpp); Agent::route* say which it heads for and why.
    const std::vector<Route>& routes() const { return routes_; }
    /// Counts edits of the cells and circles (the planner's cache and the routes' checks key on it).
    uint64_t obstaclesVersion() const { return obstaclesVersion_; }
    /// Counts edits (grid, circles, agents, params); caches keyed on it know when to recompute.
    uint32_t revision() const { return revision_; }
    /// Steps taken since the last reset.
    uint32_t stepCount() const { return stepCount_; }
    /// True when no agent is moving or maxSteps has been reached.
    bool finished() const;
    /// 64-bit hash of the whole state, version kHashVersion (hash.hpp): grid, circles, paths, targets, every
    /// agent whole, the run's settings, step count and random state, the relief where the world is not flat
    /// 2D, the episodes and the scripts' state (world_hash.cpp).
    uint64_t hash() const;
    /// A copy for keeping (a timeline's keyframe): the whole state, without the decision records and
    /// scratch, which are recomputed from the state when needed (so it steps exactly as this world does).
    World keyframe() const;
    /// Bytes this world holds (its own size and its arrays' storage), for memory budgets.
    size_t bytes() const;

    // ---- editing: each validates its input and leaves the world unchanged on error (what they share in
    // world_edit.cpp; cells, circles, paths and targets in world_scene_edit.cpp; agents in
    // world_agent_edit.cpp; terrain and heights in world_relief_edit.cpp; scripts in world_script.cpp) ----
    EditResult setCell(int32_t x, int32_t y, bool blocked);
    /// Blocks or frees many cells as one edit (a brush stroke, a line, a rectangle): every cell must be on
    /// the grid, or nothing changes.
    EditResult setCells(const std::vector<Cell>& cells, bool blocked);
    /// Replaces the blocked cells with a seeded pattern (a maze, rooms); the cells of every agent's start
    /// and goal stay free, so every agent can still stand where it was put.
    EditResult drawGridPattern(GridPattern pattern, uint64_t seed);
    EditResult resizeGrid(int32_t width, int32_t height);
    void clearGrid() {
        grid_.clear();
        gridEdited();
    }
    EditResult addCircle(Vec2 center, float radius);
    EditResult moveCircle(int32_t index, Vec2 center);
    EditResult resizeCircle(int32_t index, float radius);
    EditResult removeCircle(int32_t index);
    /// A circle's height above the ground: kTall, or [kMinObstacleHeight, kMaxObstacleHeight].
    EditResult setCircleHeight(int32_t index, float height);
    /// The blocked cells' (and the grid edge's) height above the ground: kTall, or as for circles.
    EditResult setWallHeight(float height);
    /// Replaces every terrain height ((width + 1) x (height + 1), row-major, each within kMaxTerrainHeight).
    EditResult setTerrain(const std::vector<float>& heights);
    /// One stroke of the terrain brush (see Terrain::brush): radius in [kMinBrushRadius, kMaxBrushRadius],
    /// strength in [kMinBrushStrength, kMaxBrushStrength], level within kMaxTerrainHeight.
    EditResult shapeTerrain(TerrainBrush mode, Vec2 center, float radius, float strength, float level);
    /// Level ground again.
    void clearTerrain();
    EditResult addPath(const std::vector<Vec2>& points, bool closed);
    /// Replaces a path's points (at least 2, at most kMaxPathPoints) and whether it is a loop.
    EditResult setPath(int32_t index, const std::vector<Vec2>& points, bool closed);
    /// Removes a path; agents on it stop following, agents on later paths keep theirs.
    EditResult removePath(int32_t index);
    /// Replaces the targets (at most 64 points).
    EditResult setTargets(const std::vector<Vec2>& targets);
    /// Puts a context agent on a path (-1: none).
    EditResult setAgentPath(int32_t index, int32_t path);
    EditResult addAgent(const AgentDef& def);
    EditResult removeAgent(int32_t index);
    /// Renames an agent: at most 64 bytes; empty gives it its default name ("agent3").
    EditResult setAgentName(int32_t index, const std::string& name);
    /// Sets how a continuous agent plans its route (RouteKind::None: none, it heads for its goal); it plans
    /// before its next decision.
    EditResult setAgentPlanner(int32_t index, RouteKind planner);
    /// Sets a continuous agent's radius, max speed or max acceleration, within its limits.
    EditResult setAgentBody(int32_t index, AgentBody field, float value);
    /// Changes an agent's behaviour in place, to another of its kind (grid or continuous). Its params go to
    /// the new behaviour's defaults and its behaviour's memory is cleared; position and velocity stay.
    EditResult setAgentBehavior(int32_t index, Behavior behavior);
    /// Sets one setting of the agent's behaviour by its name ("rayLength", see params.hpp), checked against
    /// its range and type; a name the behaviour does not have is refused, naming it and the ones it has.
    EditResult setAgentParam(int32_t index, std::string_view name, float value);
    /// Switches a continuous agent's avoidance of other agents on or off.
    EditResult setAvoidAgents(int32_t index, bool on);
    /// Sets one agent-avoidance setting by its name ("alongObstacles", see avoidanceParamSpecs()), checked
    /// against its range and type; an unknown name is refused, naming it.
    EditResult setAvoidanceParam(int32_t index, std::string_view name, float value);
    /// Moves the agent's start and puts the agent there with its state cleared.
    EditResult setAgentStart(int32_t index, Vec2 start);
    /// Moves the agent's goal; an agent that had stopped starts moving again.
    EditResult setAgentGoal(int32_t index, Vec2 goal);
    EditResult setConfig(const SimConfig& config);
    /// Drive mode (a player assist, as in the feelers article): the user's input replaces the goal as the base motion;
    /// with assist off the behaviour's avoidance is switched off too. Continuous agents only.
    EditResult setDrive(int32_t index, bool driven, bool assist);
    /// The driver's input, each axis in [-1, 1] (screen axes: +x right, +y down).
    EditResult setDriveInput(int32_t index, Vec2 input);
    /// Replaces the scene's scripts (at most kMaxScripts, each named, at most kMaxScriptBytes). Agents keep
    /// their script by name; an agent whose script is gone is an error and nothing changes.
    EditResult setScripts(const std::vector<ScriptSource>& scripts);
    /// Makes a continuous agent a script agent running the script named `name` (its params: none).
    EditResult setAgentScript(int32_t index, const std::string& name);
    /// Removes every circle and agent and frees every cell (size and config stay).
    void clear();

    // ---- stepping: deciding, moving, measuring (world.cpp, world_parallel.cpp, measures.cpp,
    // measures_settle.cpp, world_script.cpp's decisions) --------------------------------------------
    /// Puts every agent back at its start, clears their state, step count and random numbers.
    void reset();
    /// Advances one fixed step of config().dt. Returns false (and changes nothing) once finished().
    bool step();
    /// Advances up to n steps; returns how many were taken (fewer once finished()).
    uint32_t run(uint32_t n);

private:
    /// An agent's part of hash(): all its bytes.
    static void hashAgent(Hasher& h, const Agent& agent);
    /// The relief's part of hash(), appended only where it differs from the 2D world.
    void hashRelief(Hasher& h) const;
    EditResult checkAgentPosition(const char* field, AgentKind kind, Vec2 p) const;
    /// Every edit ends here: decisions go stale.
    void edited();
    /// After the circles changed: their index is rebuilt before the next decisions.
    void circlesEdited();
    /// After the grid changed.
    void gridEdited();
    /// After the terrain or an obstacle height changed (and after circles were removed): is there relief?
    void reliefEdited();
    void prepareIndex();
    void prepareRegions();
    /// step()'s three phases: every agent's decision from the state at t; the moves; the measures at t + dt.
    /// The per-agent parts of each run on the shared workers (world_parallel.cpp).
    void decideIntents();
    void moveAgents(float dt);
    void measureStep(float dt);
    /// The measures' second half, on one thread: the contacts and collisions each agent met in the step settled
    /// into the episodes in agent order (measures_settle.cpp). `first`: the run's first step.
    void settleMeasures(const Obstacles& obstacles, bool first);
    /// Agent i's intent from its decision, then its move (any order, any thread: it writes only agent i's slots).
    void intendAndMove(size_t i, float dt);
    /// Moves a continuous agent with its decided velocity; false when that was not finite (it stops).
    bool moveContinuous(Agent& agent, size_t i, float dt);
    /// An arrived agent that gives way (givesWay()): moves with the velocity it decided; its trip's measures
    /// (steps, path length, effort) ended at its arrival and stay as they were.
    void giveWay(Agent& agent, size_t i, float dt);
    /// The behaviour's state carried to the next step (feelers' influences and offset, a patrol's leg).
    void carryMemory(Agent& agent, size_t i);
    /// Asks the script host for every scripted agent's decision (one call), from the state at t; false when
    /// the host gave up on the step (no decision: the step must not happen).
    bool decideScripts(const Surroundings& view);
    /// The scripts' part of hash(), appended only when the world has scripts.
    void hashScripts(Hasher& h) const;
    /// The index of the script named `name`, or -1.
    int32_t scriptIndex(const std::string& name) const;
    /// Every moving agent's decision from the state at t (`view`), on the shared workers (world_parallel.cpp).
    void decideAgents(const Surroundings& view, bool orca, bool slopes);
    /// Before a step's parallel phases, on the calling thread: one decide and one measure scratch per worker
    /// thread, sized for this world, so that no worker allocates (world_parallel.cpp). Allocates only when the
    /// threads, the grid or the deepest grid search grew.
    void prepareDecideScratch();
    void prepareMeasureScratch(size_t agents);
    /// After the measures: every worker's room for obstacles and pairs made that of the most any step met.
    void keepMeasureRoom();
    /// Notes the context agents that wait on each other (each is the other's danger).
    void noteMutualWaits();
    /// Gives each context agent a record (kept across steps; moved along when agents are added, removed or
    /// change behaviour) and no other agent one.
    void prepareContextRecords();
    /// After an edit changed which agents are context agents: each record moves to its agent's new slot.
    void moveContextRecords();
    /// Notes the goal-seeking agents that have come no closer to their goal for kStallSeconds (and whose
    /// record names nothing else): a local rule caught with no plan, named while it happens.
    void noteNoProgress();
    /// Whiskers and raycast: the heading with which the centre entered an obstacle (memory.rays), so that
    /// it leaves the way it came; cleared once it is out. `gap`: its clearance now.
    void rememberEntry(Agent& agent, Vec2 before, float gap) const;
    /// Routes (world_routes.cpp): before the decisions, on the calling thread and in agent order, each agent with a
    /// planner that needs one plans (it started or was edited, an edit blocked its route, it was pushed off).
    void followRoutes();
    /// Plans agent i's route from where it is, for `reason`.
    void planRoute(size_t i, RouteReason reason, const Obstacles& obstacles);
    /// After agent i moved (any thread: it writes only agent i): the waypoint it heads for, its distance to
    /// the leg and what is left of its route.
    void advanceRoute(Agent& agent, size_t i, const Obstacles& obstacles) const;
    /// The routes' part of hash(): the route state of each agent with a planner, and its waypoints.
    void hashRoutes(Hasher& h) const;
    /// Agent avoidance's memory: progress toward the goal, time held up, and the sidestep on giving up.
    void trackWaiting(Agent& agent, const SteeringRecord& record, float dt) const;
    /// Progress toward the goal of an agent that stops there: the closest it has come, and the seconds
    /// since it last came closer by more than a quarter of its radius.
    void trackProgress(Agent& agent, float dt) const;
    /// Laps of agents on closed paths: crossing the path's start forwards adds one, backwards subtracts.
    void countLaps(Agent& agent) const;
    EditResult checkPoints(const char* field, const std::vector<Vec2>& points, size_t minCount, size_t maxCount) const;
    EditResult checkIndex(const char* what, int32_t index, size_t count) const;

    Grid grid_;
    std::vector<Circle> circles_;
    std::vector<Agent> agents_;
    std::vector<std::string> names_;
    std::vector<uint32_t> serials_;
    uint32_t nextSerial_ = 0;
    std::vector<GridDecision> gridDecisions_;
    std::vector<SteeringRecord> steering_;
    std::vector<ContextRecord> context_;  // one per context agent, in agent order
    std::vector<int32_t> contextSlot_;    // per agent: its record in context_, or -1
    ContextRecord contextScratch_;        // what decideSteering() is handed for other agents (never written)
    std::vector<OrcaRecord> orca_;
    std::vector<SlopeRecord> slope_;
    SlopeRecord slopeScratch_;  // what carryMemory() reads while slope_ is empty (2D sensing only; never written)
    Terrain terrain_;
    float wallHeight_ = kTall;
    uint32_t lowCircles_ = 0;  // circles of finite height
    uint32_t terrainRevision_ = 0;
    bool relief_ = false;
    std::vector<Path> paths_;
    std::vector<Vec2> targets_;
    bool decisionsFresh_ = false;
    CircleIndex circleIndex_;  // rebuilt whenever the circles change
    bool indexOn_ = true;
    bool circlesDirty_ = false;
    Outline outline_;         // rebuilt after the grid changes, when an orca agent needs it
    BlockedRegions regions_;  // rebuilt after the grid changes (not kept by keyframe())
    bool regionsDirty_ = true;
    Episodes episodes_;  // the collisions and contacts under way: state
    // Scratch of the measures: one per worker thread, the step's contact pass, where each agent's obstacles
    // met in the step lie (which worker's hits, from where, how many), and the pairs met, merged. Not state:
    // a copy of the world starts with none (a world of 100,000 agents holds megabytes of it).
    struct HitList {
        uint32_t first = 0, count = 0, worker = 0;
    };
    struct MeasureSteps {
        std::vector<MeasureScratch> workers;
        ContactPass contacts;
        std::vector<HitList> hits;
        std::vector<Episode> met;
        size_t peakHits = 0, peakPairs = 0;  ///< the most obstacles and pairs met in one step, all workers together
        MeasureSteps() = default;
        MeasureSteps(const MeasureSteps&) {}
        MeasureSteps& operator=(const MeasureSteps&) { return *this; }
        MeasureSteps(MeasureSteps&&) = default;
        MeasureSteps& operator=(MeasureSteps&&) = default;
    };
    MeasureSteps measure_;
    // Scratch of the decisions, one per worker thread: the grid agents' searches, and the records handed to
    // decideSteering() for agents whose records the world does not keep. Not state; a copy starts with none.
    struct DecideScratch {
        ProxySearch search;
        OrcaRecord orca;
        SlopeRecord slope;
        ContextRecord context;  ///< for agents that keep no context record (every behaviour but context)
    };
    struct DecideSteps {
        std::vector<DecideScratch> workers;
        RoutePlanner planner;  ///< the routes' planner, on the calling thread (world_routes.cpp)
        DecideSteps() = default;
        DecideSteps(const DecideSteps&) {}
        DecideSteps& operator=(const DecideSteps&) {
            planner.forget();  // the copied world's obstacle version may name other obstacles than this cache saw
            return *this;
        }
        DecideSteps(DecideSteps&&) = default;
        DecideSteps& operator=(DecideSteps&&) = default;
    };
    DecideSteps decide_;
    bool outlineDirty_ = true;
    AgentIndex agentIndex_;    // the agents' positions at t: built once per step, for every query that needs it
    std::vector<float> gaps_;  // each agent's clearance at its position: measured each step, afresh after edits
    bool gapsFresh_ = false;
    bool agentIndexFresh_ = false;
    SimConfig config_;
    uint32_t stepCount_ = 0;
    uint32_t revision_ = 0;
    Random random_{1};
    WorldScripts script_;  // the scene's scripts, each agent's slot and record, the host (see script.hpp)
    /// Scratch of step(): what each agent decided from the state at t.
    struct Intent {
        bool active = false;  // it was moving at t
        Cell next{0, 0};
        StopReason stop = StopReason::Moving;
    };
    std::vector<Intent> intents_;
    std::vector<Vec2> starts_;       // each agent's position at t, while a step measures its move
    std::vector<Route> routes_;      // state (copied by keyframe()); the planner is decide_'s scratch
    uint64_t obstaclesVersion_ = 1;  // counts edits of cells and circles
    uint64_t routesChecked_ = 1;     // the obstacles' version the routes were last checked against
};

}  // namespace sidestep
