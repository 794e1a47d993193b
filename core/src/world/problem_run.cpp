#include "sidestep/world/problem_run.hpp"

#include <algorithm>
#include <cmath>

namespace sidestep {

namespace {

constexpr uint32_t kMinStepLimit = 64;
constexpr uint32_t kStepLimitFactor = 4;
constexpr uint32_t kMaxStepLimit = 1000000;

Vec2 at(Cell c) { return Vec2(float(c.x), float(c.y)); }

}  // namespace

uint32_t problemStepLimit(int32_t optimal4) {
    const uint64_t scaled = uint64_t(std::max(optimal4, 0)) * kStepLimitFactor;
    return uint32_t(std::min<uint64_t>(std::max<uint64_t>(scaled, kMinStepLimit), kMaxStepLimit));
}

const char* problemOutcome(const ProblemResult& r) { return r.reachable ? stopReasonName(r.stop) : "unreachable"; }

ProblemRunner::ProblemRunner(const Grid& grid, const AgentDef& def) : world_(grid.width(), grid.height()) {
    for (int32_t y = 0; y < grid.height(); ++y) {
        for (int32_t x = 0; x < grid.width(); ++x) {
            if (grid.blocked(x, y)) world_.setCell(x, y, true);
        }
    }
    if (def.behavior == Behavior::Script) {
        error_ = "behavior: script agents need a scene's script; use a grid or another continuous behaviour";
        return;
    }
    AgentDef agent = def;
    agent.start = agent.goal = Vec2(0.0f);
    const EditResult added = world_.addAgent(agent);
    if (!added.ok()) error_ = added.error;
}

ProblemResult ProblemRunner::run(Cell start, Cell goal) {
    ProblemResult r;
    const Grid& grid = world_.grid();
    r.optimal = octile_.between(grid, start, goal);
    r.optimal4 = steps_.between(grid, start, goal);
    if (!error_.empty() || r.optimal4 == kNoStepPath) return r;
    if (world_.agents()[0].kind == AgentKind::Continuous) {
        runContinuous(start, goal, r);
        return r;
    }
    r.reachable = true;
    r.stepLimit = problemStepLimit(r.optimal4);
    SimConfig config = world_.config();
    config.maxSteps = r.stepLimit;
    world_.setConfig(config);
    world_.setAgentGoal(0, at(goal));
    world_.setAgentStart(0, at(start));
    world_.reset();
    world_.run(r.stepLimit);
    const Agent& a = world_.agents()[0];
    r.stop = a.stop;
    r.reached = a.stop == StopReason::Reached;
    r.steps = a.steps;
    r.returns = a.returns;
    if (r.reached) r.ratio = r.optimal4 > 0 ? double(r.steps) / double(r.optimal4) : 1.0;
    return r;
}

uint32_t continuousStepLimit(double optimal, float maxSpeed, float dt) {
    const double seconds = double(kStepLimitFactor) * std::max(optimal, 0.0) / double(maxSpeed) + 10.0;
    return uint32_t(std::min(std::ceil(seconds / double(dt)), double(kMaxStepLimit)));
}

void ProblemRunner::runContinuous(Cell start, Cell goal, ProblemResult& r) {
    const Agent& a = world_.agents()[0];
    r.reachable = true;
    r.stepLimit = continuousStepLimit(r.optimal, a.maxSpeed, world_.config().dt);
    SimConfig config = world_.config();
    config.maxSteps = r.stepLimit;
    world_.setConfig(config);
    world_.setAgentGoal(0, at(goal) + Vec2(0.5f));
    world_.setAgentStart(0, at(start) + Vec2(0.5f));
    world_.reset();
    // Run to the goal, the step limit, or until it has come no closer for kProblemStuckSeconds.
    while (world_.step()) {
        if (a.stalled >= kProblemStuckSeconds) break;
    }
    r.stop = a.moving() && world_.stepCount() < r.stepLimit ? StopReason::Stuck : a.stop;
    r.reached = a.stop == StopReason::Reached;
    r.steps = a.steps;
    r.pathLength = double(a.pathLength);
    if (r.reached) r.ratio = r.optimal > 0.0 ? r.pathLength / r.optimal : 1.0;
}

ProblemOutcome outcomeOf(const ProblemResult& r) {
    if (!r.reachable) return ProblemOutcome::Unreachable;
    switch (r.stop) {
        case StopReason::Reached:
            return ProblemOutcome::Reached;
        case StopReason::Stuck:
            return ProblemOutcome::Stuck;
        case StopReason::Oscillation:
            return ProblemOutcome::Oscillation;
        default:
            return ProblemOutcome::MaxSteps;
    }
}

const char* problemOutcomeName(ProblemOutcome outcome) {
    switch (outcome) {
        case ProblemOutcome::Reached:
            return "reached";
        case ProblemOutcome::Stuck:
            return "stuck";
        case ProblemOutcome::Oscillation:
            return "oscillation";
        case ProblemOutcome::MaxSteps:
            return "maxSteps";
        default:
            return "unreachable";
    }
}

void ProblemTally::add(const ProblemResult& r) {
    ++problems;
    switch (outcomeOf(r)) {
        case ProblemOutcome::Reached:
            ++reached;
            ratioSum += r.ratio;
            worstRatio = std::max(worstRatio, r.ratio);
            break;
        case ProblemOutcome::Stuck:
            ++stuck;
            break;
        case ProblemOutcome::Oscillation:
            ++oscillation;
            break;
        case ProblemOutcome::MaxSteps:
            ++maxSteps;
            break;
        case ProblemOutcome::Unreachable:
            ++unreachable;
            break;
    }
}

void ProblemSummary::add(int32_t bucket, const ProblemResult& r) {
    auto at = std::lower_bound(buckets_.begin(), buckets_.end(), bucket,
                               [](const std::pair<int32_t, ProblemTally>& b, int32_t key) { return b.first < key; });
    if (at == buckets_.end() || at->first != bucket) at = buckets_.insert(at, {bucket, ProblemTally()});
    at->second.add(r);
    all_.add(r);
}

void ProblemSummary::clear() {
    buckets_.clear();
    all_ = ProblemTally();
}

}  // namespace sidestep
