#include "sidestep/world.hpp"

#include <cmath>
#include <sstream>

#include "sidestep/collision.hpp"
#include "sidestep/hash.hpp"
#include "sidestep/params.hpp"
#include "sidestep/decide.hpp"
#include "sidestep/wall_avoidance.hpp"

namespace sidestep {

namespace {

bool finite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

std::string fmt(float v) {
    std::ostringstream s;
    s << v;
    return s.str();
}

/// "field: must be in (lo, hi], got v", or empty when v is finite and in range.
std::string checkRange(const char* field, float v, float lo, float hi) {
    if (std::isfinite(v) && v > lo && v <= hi) return {};
    return std::string(field) + ": must be a number in (" + fmt(lo) + ", " + fmt(hi) + "], got " + fmt(v);
}

Cell toCell(Vec2 p) { return {int32_t(p.x), int32_t(p.y)}; }

Vec2 cellCenter(Vec2 cell) { return cell + Vec2(0.5f); }

/// A patrolling agent turns round this close to its waypoint, world units.
constexpr float kPatrolTurnDistance = 0.3f;

/// Longest trail kept, in positions.
constexpr size_t kMaxTrail = 1000001;

}  // namespace

// ---- reading ------------------------------------------------------------------------------------

bool World::finished() const {
    if (stepCount_ >= config_.maxSteps) return true;
    for (const Agent& a : agents_) {
        if (a.moving()) return false;
    }
    return true;
}

uint64_t World::hash() const {
    Hasher h;
    h.value(grid_.width());
    h.value(grid_.height());
    h.bytes(grid_.data(), size_t(grid_.width()) * size_t(grid_.height()));
    h.value(uint32_t(circles_.size()));
    for (const Circle& c : circles_) {
        h.value(c.center.x);
        h.value(c.center.y);
        h.value(c.radius);
    }
    h.value(uint32_t(paths_.size()));
    for (const Path& p : paths_) {
        h.value(uint32_t(p.points.size()));
        h.value(uint32_t(p.closed));
        for (const Vec2 q : p.points) h.value(q.x), h.value(q.y);
    }
    h.value(uint32_t(targets_.size()));
    for (const Vec2 q : targets_) h.value(q.x), h.value(q.y);
    h.value(uint32_t(agents_.size()));
    if (!agents_.empty()) h.bytes(agents_.data(), agents_.size() * sizeof(Agent));
    h.value(config_.dt);
    h.value(config_.maxSteps);
    h.value(config_.seed);
    h.value(stepCount_);
    h.value(random_.state());
    return h.digest();
}

// ---- editing ------------------------------------------------------------------------------------

std::string World::checkIndex(const char* what, int32_t index, size_t count) const {
    if (index >= 0 && size_t(index) < count) return {};
    return std::string(what) + ": no " + what + " " + std::to_string(index) + " (there are " +
           std::to_string(count) + ")";
}

std::string World::checkAgentPosition(const char* field, AgentKind kind, Vec2 p) const {
    if (!finite(p)) return std::string(field) + ": must be finite numbers";
    if (kind == AgentKind::Grid) {
        if (p.x != std::floor(p.x) || p.y != std::floor(p.y) || !grid_.contains(int32_t(p.x), int32_t(p.y))) {
            return std::string(field) + ": must be a cell 0.." + std::to_string(grid_.width() - 1) + " x 0.." +
                   std::to_string(grid_.height() - 1) + ", got (" + fmt(p.x) + ", " + fmt(p.y) + ")";
        }
        return {};
    }
    if (p.x < 0.0f || p.y < 0.0f || p.x > float(grid_.width()) || p.y > float(grid_.height())) {
        return std::string(field) + ": must lie inside the world [0, " + std::to_string(grid_.width()) +
               "] x [0, " + std::to_string(grid_.height()) + "], got (" + fmt(p.x) + ", " + fmt(p.y) + ")";
    }
    return {};
}

EditResult World::setCell(int32_t x, int32_t y, bool blocked) {
    if (!grid_.contains(x, y)) {
        return {-1, "cell: (" + std::to_string(x) + ", " + std::to_string(y) + ") is outside the " +
                        std::to_string(grid_.width()) + " x " + std::to_string(grid_.height()) + " grid"};
    }
    grid_.set(x, y, blocked);
    edited();
    return {};
}

EditResult World::resizeGrid(int32_t width, int32_t height) {
    if (width < 1 || width > kMaxGridSide) {
        return {-1, "width: must be an integer 1.." + std::to_string(kMaxGridSide) + ", got " + std::to_string(width)};
    }
    if (height < 1 || height > kMaxGridSide) {
        return {-1, "height: must be an integer 1.." + std::to_string(kMaxGridSide) + ", got " + std::to_string(height)};
    }
    grid_.resize(width, height);
    edited();
    return {};
}

EditResult World::addCircle(Vec2 center, float radius) {
    if (circles_.size() >= size_t(kMaxCircles)) {
        return {-1, "circles: at most " + std::to_string(kMaxCircles) + " circles"};
    }
    if (!finite(center)) return {-1, "circle.center: must be finite numbers"};
    if (auto e = checkRange("circle.radius", radius, 0.0f, float(kMaxGridSide)); !e.empty()) return {-1, e};
    circles_.push_back({center, radius});
    edited();
    return {int32_t(circles_.size() - 1), {}};
}

EditResult World::moveCircle(int32_t index, Vec2 center) {
    if (auto e = checkIndex("circle", index, circles_.size()); !e.empty()) return {-1, e};
    if (!finite(center)) return {-1, "circle.center: must be finite numbers"};
    circles_[size_t(index)].center = center;
    edited();
    return {index, {}};
}

EditResult World::resizeCircle(int32_t index, float radius) {
    if (auto e = checkIndex("circle", index, circles_.size()); !e.empty()) return {-1, e};
    if (auto e = checkRange("circle.radius", radius, 0.0f, float(kMaxGridSide)); !e.empty()) return {-1, e};
    circles_[size_t(index)].radius = radius;
    edited();
    return {index, {}};
}

EditResult World::removeCircle(int32_t index) {
    if (auto e = checkIndex("circle", index, circles_.size()); !e.empty()) return {-1, e};
    circles_.erase(circles_.begin() + index);
    edited();
    return {index, {}};
}

std::string World::checkPoints(const char* field, const std::vector<Vec2>& points, size_t minCount, size_t maxCount) const {
    if (points.size() < minCount || points.size() > maxCount) {
        return std::string(field) + ": must have " + std::to_string(minCount) + ".." + std::to_string(maxCount) +
               " points, got " + std::to_string(points.size());
    }
    for (const Vec2 p : points) {
        if (!finite(p) || std::fabs(p.x) > 2.0f * kMaxGridSide || std::fabs(p.y) > 2.0f * kMaxGridSide) {
            return std::string(field) + ": points must be finite and within " + std::to_string(2 * kMaxGridSide) + " of the origin";
        }
    }
    return {};
}

EditResult World::addPath(const std::vector<Vec2>& points, bool closed) {
    if (paths_.size() >= size_t(kMaxPaths)) return {-1, "paths: at most " + std::to_string(kMaxPaths) + " paths"};
    if (auto e = checkPoints("path.points", points, 2, size_t(kMaxPathPoints)); !e.empty()) return {-1, e};
    paths_.push_back({points, closed});
    edited();
    return {int32_t(paths_.size() - 1), {}};
}

EditResult World::setPath(int32_t index, const std::vector<Vec2>& points, bool closed) {
    if (auto e = checkIndex("path", index, paths_.size()); !e.empty()) return {-1, e};
    if (auto e = checkPoints("path.points", points, 2, size_t(kMaxPathPoints)); !e.empty()) return {-1, e};
    paths_[size_t(index)] = {points, closed};
    edited();
    return {index, {}};
}

EditResult World::removePath(int32_t index) {
    if (auto e = checkIndex("path", index, paths_.size()); !e.empty()) return {-1, e};
    paths_.erase(paths_.begin() + index);
    for (Agent& a : agents_) {
        if (a.path == index) a.path = -1;
        else if (a.path > index) --a.path;
    }
    edited();
    return {index, {}};
}

EditResult World::setTargets(const std::vector<Vec2>& targets) {
    if (auto e = checkPoints("targets", targets, 0, 64); !e.empty()) return {-1, e};
    targets_ = targets;
    edited();
    return {};
}

EditResult World::setAgentPath(int32_t index, int32_t path) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    Agent& a = agents_[size_t(index)];
    if (a.behavior != Behavior::Context) return {-1, "agent.path: only context agents follow paths"};
    if (path != -1 && (path < 0 || size_t(path) >= paths_.size())) {
        return {-1, "agent.path: no path " + std::to_string(path) + " (there are " + std::to_string(paths_.size()) + ")"};
    }
    a.path = path;
    a.pathProgress = -1.0f;
    edited();
    return {index, {}};
}

EditResult World::addAgent(const AgentDef& def) {
    if (agents_.size() >= size_t(kMaxAgents)) {
        return {-1, "agents: at most " + std::to_string(kMaxAgents) + " agents"};
    }
    if (uint32_t(def.behavior) >= kBehaviorCount) {
        return {-1, "agent.behavior: unknown behaviour " + std::to_string(uint32_t(def.behavior))};
    }
    const AgentKind kind = kindOf(def.behavior);
    if (auto e = checkAgentPosition("agent.start", kind, def.start); !e.empty()) return {-1, e};
    if (auto e = checkAgentPosition("agent.goal", kind, def.goal); !e.empty()) return {-1, e};
    if (auto e = checkRange("agent.radius", def.radius, 0.0f, 8.0f); !e.empty()) return {-1, e};
    if (auto e = checkRange("agent.maxSpeed", def.maxSpeed, 0.0f, 100.0f); !e.empty()) return {-1, e};
    if (auto e = checkRange("agent.maxAccel", def.maxAccel, 0.0f, 1000.0f); !e.empty()) return {-1, e};
    if (def.name.size() > 64) return {-1, "agent.name: must be at most 64 characters"};
    if (def.path != -1 && (def.behavior != Behavior::Context || def.path < 0 || size_t(def.path) >= paths_.size())) {
        return {-1, "agent.path: must be -1 or a path index of a context agent"};
    }
    if (def.hasParams) {
        const auto& specs = paramsOf(def.behavior);
        for (uint32_t k = 0; k < kMaxParams; ++k) {
            const float v = def.params[k];
            if (k >= specs.size()) {
                if (v != 0.0f) return {-1, "agent.params: " + std::string(behaviorName(def.behavior)) + " has only " + std::to_string(specs.size()) + " params"};
                continue;
            }
            if (auto e = checkParam(specs[k], v); !e.empty()) return {-1, "agent.params." + std::string(specs[k].name) + ": " + e};
        }
    }
    agents_.push_back(makeAgent(def));
    steering_.emplace_back();
    context_.emplace_back();
    names_.push_back(def.name.empty() ? "agent" + std::to_string(agents_.size() - 1) : def.name);
    gridDecisions_.emplace_back();
    edited();
    return {int32_t(agents_.size() - 1), {}};
}

EditResult World::removeAgent(int32_t index) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    agents_.erase(agents_.begin() + index);
    names_.erase(names_.begin() + index);
    gridDecisions_.erase(gridDecisions_.begin() + index);
    if (size_t(index) < steering_.size()) steering_.erase(steering_.begin() + index);
    if (size_t(index) < context_.size()) context_.erase(context_.begin() + index);
    if (watched_ == index) watchAgent(-1);
    else if (watched_ > index) --watched_;
    edited();
    return {index, {}};
}

EditResult World::setAgentParam(int32_t index, uint32_t param, float value) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    Agent& a = agents_[size_t(index)];
    const auto& specs = paramsOf(a.behavior);
    if (param >= specs.size()) {
        return {-1, "agent.params: " + std::string(behaviorName(a.behavior)) + " has no param " + std::to_string(param)};
    }
    if (auto e = checkParam(specs[param], value); !e.empty()) return {-1, "agent.params." + std::string(specs[param].name) + ": " + e};
    a.params[param] = value;
    edited();
    return {index, {}};
}

EditResult World::setAgentStart(int32_t index, Vec2 start) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    Agent& a = agents_[size_t(index)];
    if (auto e = checkAgentPosition("agent.start", a.kind, start); !e.empty()) return {-1, e};
    a.start = start;
    resetAgent(a);
    gridDecisions_[size_t(index)] = {};
    if (watched_ == index) trail_.assign(1, a.position);
    edited();
    return {index, {}};
}

EditResult World::setAgentGoal(int32_t index, Vec2 goal) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    Agent& a = agents_[size_t(index)];
    if (auto e = checkAgentPosition("agent.goal", a.kind, goal); !e.empty()) return {-1, e};
    a.goal = goal;
    if (a.stop != StopReason::MaxSteps) a.stop = StopReason::Moving;
    edited();
    return {index, {}};
}

EditResult World::setConfig(const SimConfig& config) {
    if (auto e = checkRange("sim.dt", config.dt, 0.0f, 0.1f); !e.empty()) return {-1, e};
    if (config.maxSteps < 1 || config.maxSteps > 1000000) {
        return {-1, "sim.maxSteps: must be an integer 1..1000000, got " + std::to_string(config.maxSteps)};
    }
    config_ = config;
    return {};
}

void World::edited() {
    decisionsFresh_ = false;
    ++revision_;
}

void World::watchAgent(int32_t index) {
    watched_ = index >= 0 && size_t(index) < agents_.size() ? index : -1;
    trail_.clear();
    if (watched_ >= 0) trail_.push_back(agents_[size_t(watched_)].position);
}

void World::refreshDecisions() {
    if (decisionsFresh_) return;
    steering_.resize(agents_.size());
    context_.resize(agents_.size());
    bool needIndex = false;
    for (const Agent& a : agents_) {
        needIndex = needIndex || (a.moving() && (a.avoidAgents || (a.behavior == Behavior::Context && contextParams(a).seeAgents)));
    }
    if (needIndex) agentIndex_.build(agents_, grid_.width(), grid_.height());
    const ContextWorld view{agents_, grid_, circles_, paths_, targets_, agentIndex_};
    for (size_t i = 0; i < agents_.size(); ++i) {
        const Agent& a = agents_[i];
        if (!a.moving()) continue;
        if (a.kind == AgentKind::Grid) {
            gridDecisions_[i] = decideGridStep(grid_, toCell(a.position), toCell(a.previous), toCell(a.goal), nproxyParams(a), search_);
        } else {
            steering_[i] = decideSteering(view, i, config_.dt, context_[i]);
        }
    }
    decisionsFresh_ = true;
}

EditResult World::setDrive(int32_t index, bool driven, bool assist) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    Agent& a = agents_[size_t(index)];
    if (a.kind != AgentKind::Continuous) return {-1, "agent: only continuous agents can be driven"};
    a.driven = driven ? 1u : 0u;
    a.assist = assist ? 1u : 0u;
    a.driveInput = Vec2(0.0f);
    if (driven && a.stop != StopReason::MaxSteps) a.stop = StopReason::Moving;
    decisionsFresh_ = false;
    return {index, {}};
}

EditResult World::setDriveInput(int32_t index, Vec2 input) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    if (!std::isfinite(input.x) || !std::isfinite(input.y) || std::fabs(input.x) > 1.0f || std::fabs(input.y) > 1.0f) {
        return {-1, "drive input: each axis must be a number in [-1, 1]"};
    }
    agents_[size_t(index)].driveInput = input;
    decisionsFresh_ = false;
    return {index, {}};
}

void World::clear() {
    watchAgent(-1);
    grid_.clear();
    circles_.clear();
    agents_.clear();
    names_.clear();
    gridDecisions_.clear();
    steering_.clear();
    context_.clear();
    paths_.clear();
    targets_.clear();
    reset();
}

// ---- running ------------------------------------------------------------------------------------

void World::reset() {
    for (Agent& a : agents_) resetAgent(a);
    for (GridDecision& d : gridDecisions_) d = {};
    for (SteeringRecord& r : steering_) r = {};
    for (ContextRecord& m : context_) m = {};
    if (watched_ >= 0) trail_.assign(1, agents_[size_t(watched_)].position);
    edited();
    stepCount_ = 0;
    random_ = Random(config_.seed);
    // Seeded per-agent draws, in agent order: the same scenario gives the same speeds everywhere.
    for (Agent& a : agents_) {
        if (a.behavior == Behavior::Context && contextParams(a).speedSpread > 0.0f) {
            a.speedScale = 1.0f - contextParams(a).speedSpread * random_.uniform();
        }
    }
}

bool World::step() {
    if (finished()) return false;
    const float dt = config_.dt;
    intents_.resize(agents_.size());

    // 1. Sense and decide. Every agent reads the state at time t only (two-phase update), so the
    //    order of agents changes nothing.
    refreshDecisions();  // every agent's decision from the state at t
    for (size_t i = 0; i < agents_.size(); ++i) {
        const Agent& a = agents_[i];
        Intent& intent = intents_[i];
        intent = {};
        if (!a.moving()) continue;
        if (a.kind == AgentKind::Grid) {
            const GridDecision& d = gridDecisions_[i];
            const Cell at = toCell(a.position);
            intent.stop = d.stop;
            if (d.chosen != Direction::None) {
                intent.next = {at.x + kNeighbourOffsets[d.chosen].x, at.y + kNeighbourOffsets[d.chosen].y};
            }
        } else if (stopsAtGoal(a) && glm::length(a.goal - a.position) <= kArriveDistance) {
            intent.stop = StopReason::Reached;
        } else {
            intent.acceleration = steering_[i].acceleration;
        }
    }

    // 2. Move: continuous agents by semi-implicit Euler with speed clamped to maxSpeed; grid agents
    //    one cell.
    for (size_t i = 0; i < agents_.size(); ++i) {
        Agent& a = agents_[i];
        const Intent& intent = intents_[i];
        if (!a.moving()) continue;
        if (intent.stop != StopReason::Moving) {
            a.stop = intent.stop;
            a.velocity = Vec2(0.0f);
            if (intent.stop == StopReason::Oscillation) a.lastReturn = a.position;
            continue;
        }
        const Vec2 before = a.position;
        if (a.kind == AgentKind::Continuous) {
            a.velocity += intent.acceleration * dt;
            const float speed = glm::length(a.velocity);
            if (speed > a.maxSpeed) a.velocity *= a.maxSpeed / speed;
            a.position += a.velocity * dt;
            // Behaviour state carried to the next step.
            if (a.behavior == Behavior::Feelers) {
                a.memory[0] = steering_[i].influence[0];
                a.memory[1] = steering_[i].influence[1];
            }
            if (a.behavior == Behavior::Raycast && !stopsAtGoal(a) && !a.driven &&
                glm::length(patrolWaypoint(a) - a.position) <= kPatrolTurnDistance) {
                a.memory[0] = a.memory[0] == 0.0f ? 1.0f : 0.0f;  // turn round for the other end
            }
            if (a.path >= 0) countLaps(a);
            if (stopsAtGoal(a) && glm::length(a.goal - a.position) <= kArriveDistance) {
                a.stop = StopReason::Reached;
                a.velocity = Vec2(0.0f);
            }
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

    // 3. Measure: clearance and collisions (counted when an overlap begins, never prevented), with
    //    obstacles and between continuous agents.
    measureAgentContacts();
    for (Agent& a : agents_) {
        const Vec2 center = a.kind == AgentKind::Grid ? cellCenter(a.position) : a.position;
        const float gap = clearance(grid_, circles_, center, a.radius);
        const bool overlapping = gap < 0.0f;
        if (overlapping && !a.overlapping) a.collisions += 1;
        a.overlapping = overlapping ? 1u : 0u;
        a.minClearance = stepCount_ == 0 ? gap : std::fmin(a.minClearance, gap);
    }

    decisionsFresh_ = false;
    if (watched_ >= 0 && trail_.size() < kMaxTrail) trail_.push_back(agents_[size_t(watched_)].position);
    ++stepCount_;
    if (stepCount_ >= config_.maxSteps) {
        for (Agent& a : agents_) {
            if (a.moving()) a.stop = StopReason::MaxSteps;
        }
    }
    return true;
}

}  // namespace sidestep

namespace sidestep {

void World::countLaps(Agent& a) const {
    if (a.path < 0 || size_t(a.path) >= paths_.size() || !paths_[size_t(a.path)].closed) return;
    const PathProjection p = project(paths_[size_t(a.path)], a.position);
    if (!p.valid || p.length <= 0.0f) return;
    const float previous = a.pathProgress;
    a.pathProgress = p.along;
    if (previous < 0.0f) return;
    // Crossing the start: from the last quarter to the first is a lap; the reverse takes one back.
    if (previous > 0.75f * p.length && p.along < 0.25f * p.length) a.laps += 1;
    else if (previous < 0.25f * p.length && p.along > 0.75f * p.length) a.laps -= 1;
}

void World::measureAgentContacts() {
    size_t continuous = 0;
    for (const Agent& a : agents_) continuous += a.kind == AgentKind::Continuous ? 1 : 0;
    if (continuous < 2) return;
    agentIndex_.build(agents_, grid_.width(), grid_.height());
    for (size_t i = 0; i < agents_.size(); ++i) {
        Agent& a = agents_[i];
        if (a.kind != AgentKind::Continuous) continue;
        bool touching = false;
        agentIndex_.forEachNear(a.position, a.radius + agentIndex_.maxRadius(), [&](int32_t j) {
            if (size_t(j) == i || touching) return;
            const Agent& o = agents_[size_t(j)];
            const Vec2 d = o.position - a.position;
            touching = glm::dot(d, d) < (a.radius + o.radius) * (a.radius + o.radius);
        });
        if (touching && !a.touchingAgent) a.agentContacts += 1;
        a.touchingAgent = touching ? 1u : 0u;
    }
}

uint32_t World::run(uint32_t n) {
    uint32_t taken = 0;
    while (taken < n && step()) ++taken;
    return taken;
}

}  // namespace sidestep
