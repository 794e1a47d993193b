#include "sidestep/world/world.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

#include "sidestep/behaviors/decide.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/behaviors/wall_avoidance.hpp"
#include "sidestep/geometry/collision.hpp"
#include "sidestep/geometry/raycast.hpp"
#include "sidestep/world/agent_index_parts.hpp"
#include "sidestep/world/hash.hpp"
#include "sidestep/world/measures.hpp"
#include "sidestep/world/workers.hpp"

namespace sidestep {

namespace {

Cell toCell(Vec2 p) { return {int32_t(p.x), int32_t(p.y)}; }

/// Progress toward the goal smaller than this fraction of the radius does not reset agent avoidance's
/// patience.
constexpr float kProgressFraction = 0.25f;

/// A patrolling agent turns round this close to its waypoint, world units.
constexpr float kPatrolTurnDistance = 0.3f;

}  // namespace

// ---- reading ------------------------------------------------------------------------------------

float World::clearanceOf(size_t i) const { return i < gaps_.size() ? gaps_[i] : std::nanf(""); }

bool World::finished() const {
    if (stepCount_ >= config_.maxSteps) return true;
    for (const Agent& a : agents_) {
        if (a.moving()) return false;
    }
    return true;
}

// ---- decisions ---------------------------------------------------------------------------------

void World::edited() {
    decisionsFresh_ = false;
    agentIndexFresh_ = false;
    gapsFresh_ = false;
    ++revision_;
}

void World::circlesEdited() {
    ++obstaclesVersion_;
    circlesDirty_ = true;  // rebuilt before the next decisions; until then queries test every circle
    edited();
}

void World::prepareRegions() {
    if (!regionsDirty_) return;
    regions_.build(grid_);
    regionsDirty_ = false;
}

void World::prepareIndex() {
    prepareRegions();
    if (!circlesDirty_) return;
    circleIndex_.build(circles_, grid_.width(), grid_.height());
    circlesDirty_ = false;
}

bool World::sampleFeelerGround(int32_t agent, FeelerGround& out) const {
    out.agent = -1;
    // Fresh decisions were made from the state as it is: its ground is sampled from that state.
    if (!decisionsFresh_ || agent < 0 || size_t(agent) >= slope_.size()) return false;
    const Agent& a = agents_[size_t(agent)];
    const SlopeRecord& s = slope_[size_t(agent)];
    if (a.behavior != Behavior::Feelers || !a.moving() || !s.active) return false;
    Vec2 dirs[3];
    feelerGeometry(a, feelerParams(a), dirs);
    sidestep::sampleFeelerGround(terrain_, a.position, dirs, s.profileTo, out);
    out.agent = agent;
    return true;
}

void World::refreshDecisions() {
    if (decisionsFresh_) return;
    prepareIndex();
    followRoutes();  // (routes first: the decisions head for their waypoints)
    steering_.resize(agents_.size());
    prepareContextRecords();
    // What this step needs, per worker, then together (whichever worker saw whichever agent, the same answer).
    bool needs[kMaxThreads][3] = {};  // the agent index, orca records, slope records
    auto need = [&](size_t begin, size_t end, unsigned worker) {
        bool* n = needs[worker];
        for (size_t i = begin; i < end; ++i) {
            const Agent& a = agents_[i];
            n[0] = n[0] || ((a.moving() || givesWay(a, config_.leaveAtGoal)) &&
                            (a.avoidAgents || a.behavior == Behavior::Orca || a.behavior == Behavior::Script ||
                             (a.behavior == Behavior::Context && contextParams(a).seeAgents)));
            n[1] = n[1] || a.behavior == Behavior::Orca;
            n[2] = n[2] || (a.behavior == Behavior::Feelers && (relief_ || a.memory.feelers.endOffset != 0.0f));
        }
    };
    sharedWorkers().forEach(agents_.size(), cheapPerThread(), need);
    bool needIndex = false, orca = false, slopes = false;
    for (const bool* n : needs) needIndex = needIndex || n[0], orca = orca || n[1], slopes = slopes || n[2];
    // Slope records only while a feelers agent may sense in 3D (a flat world does not carry them).
    if (slopes)
        slope_.resize(agents_.size());
    else if (slope_.capacity() > 0)
        std::vector<SlopeRecord>().swap(slope_);
    // Orca records only while there are orca agents (a crowd of others does not carry them).
    orca_.resize(orca ? agents_.size() : 0);
    if (orca && outlineDirty_) {
        outline_.build(grid_);
        outlineDirty_ = false;
    }
    if (needIndex && !agentIndexFresh_) {
        buildAgentIndex(agentIndex_, agents_, grid_.width(), grid_.height(), config_.leaveAtGoal);
        agentIndexFresh_ = true;
    }
    const Obstacles obstacles = this->obstacles();
    if (!gapsFresh_) {  // (the first step, or after an edit: each agent's clearance, on the workers)
        gaps_.resize(agents_.size());
        auto measure = [&](size_t begin, size_t end, unsigned) {
            for (size_t i = begin; i < end; ++i) {
                const Agent& a = agents_[i];
                gaps_[i] =
                    clearance(obstacles, a.kind == AgentKind::Grid ? a.position + Vec2(0.5f) : a.position, a.radius);
            }
        };
        sharedWorkers().forEach(agents_.size(), agentsPerThread(), measure);
        gapsFresh_ = true;
    }
    const Relief relief{terrain_, wallHeight_, relief_};
    const Surroundings view{agents_, obstacles, paths_,       targets_,  agentIndex_,
                            gaps_,   &relief,   config_.seed, stepCount_};
    decideAgents(view, orca, slopes);
    script_.records.resize(script_.sources.empty() ? 0 : agents_.size());
    // After the others, all at once; a host that gave up leaves the decisions stale (the step must not happen).
    if (!script_.sources.empty() && !decideScripts(view)) return;
    noteMutualWaits();
    noteNoProgress();
    decisionsFresh_ = true;
}

void World::prepareContextRecords() {
    // Unchanged slots (the usual case, every step): nothing to do, nothing allocated. Checked in parts (on the
    // workers): part k's context agents must hold consecutive slots from its first, which must follow part
    // k - 1's last; every other agent none.
    const size_t n = agents_.size();
    if (contextSlot_.size() != n) return moveContextRecords();
    struct Part {
        size_t count = 0;
        int32_t first = -1;
        bool same = true;
    };
    Part parts[kMaxThreads];
    const unsigned count = sharedWorkers().participants(n, cheapPerThread());
    auto check = [&](size_t begin, size_t end, unsigned) {
        for (size_t k = begin; k < end; ++k) {
            Part& p = parts[k];
            for (size_t i = n * k / count; i < n * (k + 1) / count && p.same; ++i) {
                if (agents_[i].behavior != Behavior::Context) {
                    p.same = contextSlot_[i] == -1;
                    continue;
                }
                if (p.count == 0) p.first = contextSlot_[i];
                p.same = contextSlot_[i] == p.first + int32_t(p.count++);
            }
        }
    };
    sharedWorkers().forEach(count, 1, check);
    size_t slots = 0;
    for (unsigned k = 0; k < count; ++k) {
        if (!parts[k].same || (parts[k].count > 0 && parts[k].first != int32_t(slots))) return moveContextRecords();
        slots += parts[k].count;
    }
    if (context_.size() != slots) moveContextRecords();
}

void World::noteMutualWaits() {
    // Each agent on its own (on the workers): it reads the other's record and writes only its own note.
    auto note = [&](size_t begin, size_t end, unsigned) {
        for (size_t i = begin; i < end; ++i) {
            const ContextRecord* m = contextMapOf(i);
            if (!m || !agents_[i].moving() || !m->allMasked || m->blocker < 0) continue;
            const size_t j = size_t(m->blocker);
            const ContextRecord* other = contextMapOf(j);
            if (other && agents_[j].moving() && other->allMasked && other->blocker == int32_t(i)) {
                steering_[i].note = SteeringNote::MutualWait;
            }
        }
    };
    sharedWorkers().forEach(agents_.size(), cheapPerThread(), note);
}

void World::noteNoProgress() {
    auto note = [&](size_t begin, size_t end, unsigned) {
        for (size_t i = begin; i < end; ++i) {
            const Agent& a = agents_[i];
            if (a.kind != AgentKind::Continuous || !a.moving() || !stopsAtGoal(a) || a.stalled < kStallSeconds)
                continue;
            if (steering_[i].note == SteeringNote::None) steering_[i].note = SteeringNote::NoProgress;
        }
    };
    sharedWorkers().forEach(agents_.size(), cheapPerThread(), note);
}

// ---- running ------------------------------------------------------------------------------------

bool World::step() {
    if (finished()) return false;
    const float dt = config_.dt;
    decideIntents();                     // 1. sense and decide, from the state at t only
    if (!decisionsFresh_) return false;  // the script host gave up on this step: nothing moved
    moveAgents(dt);                      // 2. move
    measureStep(dt);                     // 3. measure
    decisionsFresh_ = false;
    ++stepCount_;
    if (stepCount_ >= config_.maxSteps) {
        for (Agent& a : agents_) {
            if (a.moving()) a.stop = StopReason::MaxSteps;
        }
    }
    return true;
}

void World::decideIntents() {
    intents_.resize(agents_.size());
    starts_.resize(agents_.size());
    // Every agent reads the state at time t only (two-phase update), so the order of agents changes nothing.
    refreshDecisions();  // every agent's decision from the state at t
}

void World::intendAndMove(size_t i, float dt) {
    // What the agent decided from the state at t, then the move: continuous agents with the velocity they
    // decided (semi-implicit Euler, within maxSpeed), grid agents one cell.
    Agent& a = agents_[i];
    Intent& intent = intents_[i];
    intent = {};
    starts_[i] = a.position;
    const bool givingWay = givesWay(a, config_.leaveAtGoal);
    intent.active = a.moving() || givingWay;
    if (!intent.active) return;
    if (givingWay) {
        giveWay(a, i, dt);
        return;
    }
    if (a.kind == AgentKind::Grid) {
        const GridDecision& d = gridDecisions_[i];
        const Cell at = toCell(a.position);
        intent.stop = d.stop;
        if (d.chosen != Direction::None) {
            intent.next = {at.x + kNeighbourOffsets[d.chosen].x, at.y + kNeighbourOffsets[d.chosen].y};
        }
    } else if (stopsAtGoal(a) && glm::length(a.goal - a.position) <= kArriveDistance) {
        intent.stop = StopReason::Reached;
    } else if (a.behavior == Behavior::Script && script_.records[i].stop) {
        intent.stop = StopReason::Script;
    }
    if (intent.stop != StopReason::Moving) {
        a.stop = intent.stop;
        a.velocity = Vec2(0.0f);
        if (intent.stop == StopReason::Oscillation) a.lastReturn = a.position;
        if (intent.stop == StopReason::Script) script_.slots[i].message = script_.records[i].message;
        return;
    }
    const Vec2 before = a.position;
    if (a.kind == AgentKind::Continuous) {
        if (!moveContinuous(a, i, dt)) return;
    } else {
        a.position = Vec2(float(intent.next.x), float(intent.next.y));
        if (gridDecisions_[i].returning) {
            a.returns += 1;
            a.lastReturn = a.position;
        }
        if (toCell(a.position) == toCell(a.goal)) a.stop = StopReason::Reached;
    }
    a.previous = before;
    a.steps += 1;
    a.pathLength += glm::length(a.position - before);
}

bool World::moveContinuous(Agent& a, size_t i, float dt) {
    const SteeringRecord& r = steering_[i];
    const Vec2 position = a.position + r.velocity * dt;
    if (!isFinite(r.velocity) || !isFinite(position) || !isFinite(r.acceleration)) {
        // Stopped at its last finite state, with the reason: a NaN never reaches the state.
        a.stop = StopReason::Numeric;
        a.velocity = Vec2(0.0f);
        return false;
    }
    a.velocity = r.velocity;
    a.position = position;
    const float speed = glm::length(a.velocity);
    if (speed > kAtRest) a.facing = a.velocity / speed;
    a.effort += glm::length(r.acceleration) * dt;
    if (a.routeWaypoints > 0) advanceRoute(a, i, obstacles());
    carryMemory(a, i);
    if (a.avoidAgents) trackWaiting(a, r, dt);
    trackProgress(a, dt);
    if (a.path >= 0) countLaps(a);
    if (stopsAtGoal(a) && glm::length(a.goal - a.position) <= kArriveDistance) {
        a.stop = StopReason::Reached;
        a.velocity = Vec2(0.0f);
    }
    return true;
}

void World::giveWay(Agent& a, size_t i, float dt) {
    const SteeringRecord& r = steering_[i];
    const Vec2 position = a.position + r.velocity * dt;
    if (!isFinite(r.velocity) || !isFinite(position)) {
        a.velocity = Vec2(0.0f);  // (stays where it is: a NaN never reaches the state)
        return;
    }
    a.velocity = r.velocity;
    a.position = position;
    const float speed = glm::length(a.velocity);
    if (speed > kAtRest) a.facing = a.velocity / speed;
}

void World::carryMemory(Agent& a, size_t i) {
    if (a.behavior == Behavior::Feelers) {
        const SteeringRecord& r = steering_[i];
        a.memory.feelers.left = r.influence[0];
        a.memory.feelers.right = r.influence[1];
        const SlopeRecord& slope = i < slope_.size() ? slope_[i] : slopeScratch_;
        if (slope.active) {
            a.memory.feelers.endOffset = slope.offset;
            if (slope.groundHits > 0) a.terrainHits += 1;
        }
    }
    if (a.behavior == Behavior::Script) script_.slots[i].memory = script_.records[i].memory;
    if (a.behavior == Behavior::Raycast && !stopsAtGoal(a) && !a.driven &&
        glm::length(patrolWaypoint(a) - a.position) <= kPatrolTurnDistance) {
        a.memory.rays.returning = a.memory.rays.returning == 0.0f ? 1.0f : 0.0f;  // turn round for the other end
    }
}

void World::countLaps(Agent& a) const {
    if (a.path < 0 || size_t(a.path) >= paths_.size() || !paths_[size_t(a.path)].closed) return;
    const PathProjection p = project(paths_[size_t(a.path)], a.position);
    if (!p.valid || p.length <= 0.0f) return;
    const float previous = a.pathProgress;
    a.pathProgress = p.along;
    if (previous < 0.0f) return;
    // Crossing the start: from the last quarter to the first is a lap; the reverse takes one back.
    if (previous > 0.75f * p.length && p.along < 0.25f * p.length)
        a.laps += 1;
    else if (previous < 0.25f * p.length && p.along > 0.75f * p.length)
        a.laps -= 1;
}

void World::rememberEntry(Agent& a, Vec2 before, float gap) const {
    const Obstacles o = obstacles();
    if (gap > 0.0f || !escape(o, a.position).inside) {
        a.memory.rays.enteredX = a.memory.rays.enteredY = 0.0f;
    } else if (a.memory.rays.enteredX == 0.0f && a.memory.rays.enteredY == 0.0f && !escape(o, before).inside) {
        a.memory.rays.enteredX = a.facing.x;  // it came in moving this way: the way back out is the opposite
        a.memory.rays.enteredY = a.facing.y;
    }
}

void World::trackWaiting(Agent& a, const SteeringRecord& r, float dt) const {
    if (!stopsAtGoal(a)) return;
    const float distance = followsRoute(a) ? a.routeLeft : glm::length(a.goal - a.position);
    if (a.sidestepTime > 0.0f) {
        a.sidestepTime = std::fmax(0.0f, a.sidestepTime - dt);
        if (a.sidestepTime == 0.0f) a.bestDistance = distance;  // progress counts afresh from here
        return;
    }
    if (a.bestDistance < 0.0f || distance < a.bestDistance - kProgressFraction * a.radius) {
        a.bestDistance = distance;
        a.blockedTime = 0.0f;
        return;
    }
    if (r.threat < 0) return;
    a.blockedTime += dt;
    const float patience = avoidanceParams(a).patience;
    if (patience > 0.0f && a.blockedTime >= patience) {
        a.sidestepTime = kSidestepSeconds;
        a.blockedTime = 0.0f;
    }
}

void World::trackProgress(Agent& a, float dt) const {
    if (!stopsAtGoal(a)) return;
    const float distance = followsRoute(a) ? a.routeLeft : glm::length(a.goal - a.position);
    if (a.closest < 0.0f || distance < a.closest - kProgressFraction * a.radius) {
        a.closest = distance;
        a.stalled = 0.0f;
    } else {
        a.stalled += dt;
    }
}

uint32_t World::run(uint32_t n) {
    uint32_t taken = 0;
    while (taken < n && step()) ++taken;
    return taken;
}

}  // namespace sidestep
