#include "sidestep/behaviors/params.hpp"

#include <cmath>

#include "sidestep/io/json.hpp"

namespace sidestep {

const std::vector<ParamSpec>& paramsOf(Behavior behavior) {
    static const std::vector<ParamSpec> none;
    // Order matters: agents store values by index (see nproxyParams()).
    static const std::vector<ParamSpec> nproxy{
        {"P", ParamType::Int, 0, 256, 7, "steps",
         "Look-ahead: each neighbour scores the nearest it can get to the target within P steps. 0 is greedy; "
         "the article found 3 too short for large clusters and chose 7."},
        {"stepTieBreak", ParamType::Bool, 0, 1, 1, "",
         "When the two lowest proxies tie, rank the tied neighbours by P-step (steps to the target). Without "
         "it the agent halts about P steps short and paces."},
        {"stopOnReturn", ParamType::Bool, 0, 1, 1, "",
         "Stop (oscillation) when the next cell is the one just left, instead of pacing for ever round an "
         "obstacle that needs more than P steps."},
        {"metric", ParamType::Choice, 0, 2, 0, "",
         "Distance from a cell's centre to the target's centre.", {"euclidean", "manhattan", "octile"}},
    };
    static const std::vector<ParamSpec> whiskers{
        {"rayLength", ParamType::Float, 0.1f, 20, 5, "u",
         "L: length of the two side rays. Longer sees obstacles earlier, but also shies away from gaps it could pass."},
        {"maxSteer", ParamType::Float, 0, 200, 60, "u/s²", "Sideways acceleration at emergency T = 1; it scales linearly with T."},
        {"maxBrake", ParamType::Float, 0, 200, 10, "u/s²", "Braking at T = 1; it scales with T², gentle far away and hard up close."},
    };
    static const std::vector<ParamSpec> feelers{
        {"angle", ParamType::Float, 5, 85, 30, "°", "Angle between the centre feeler and each side feeler."},
        {"lengthPerSpeed", ParamType::Float, 0, 5, 0.7f, "s", "Feeler length = speed × this: faster agents feel further ahead."},
        {"minLength", ParamType::Float, 0, 20, 0.6f, "u", "Shortest feeler, at rest."},
        {"maxLength", ParamType::Float, 0.1f, 20, 4, "u", "Longest feeler, at speed."},
        {"smoothing", ParamType::Float, 0.1f, 60, 6, "/s", "How fast the influences follow their targets: low values ease control back to the driver slowly."},
        {"lateralAccel", ParamType::Float, 0, 200, 30, "u/s²", "Sideways acceleration per unit of lateral command (left − right influence)."},
        // Over terrain (seed 004's slope): added after the six above; see firstAddedParam().
        {"slope", ParamType::Bool, 0, 1, 1, "",
         "Slope compensation: the feelers' ends are raised on an incline and lowered on a decline. Off, they stay level: "
         "they hit hills the agent could walk up, and pass over low walls at the foot of a decline."},
        {"feelerHeight", ParamType::Float, 0.05f, 5, 0.5f, "u",
         "Height of the feelers' start above the ground under the agent: raised, so that they do not trigger on the terrain."},
        {"slopeGain", ParamType::Float, 0, 100, 10, "u",
         "The multiplier: target offset = sign × (1 − size) × this, size = |normal · down| (1 on level ground, less on steeper)."},
        {"maxOffset", ParamType::Float, 0, 10, 1.5f, "u", "Clamp of the offset, so that on a steep slope the feelers do not point straight up or down."},
        {"offsetSmoothing", ParamType::Float, 0.1f, 60, 8, "/s",
         "How fast the applied offset follows its target: damps sudden changes over uneven ground."},
        {"centreSide", ParamType::Bool, 0, 1, 0, "",
         "A hit of the centre feeler alone counts as a hit on the side the hit surface faces (dead centre: the left, so it "
         "turns right). Off: the article's rule, where the centre alone sets neither influence and the agent drives straight in."},
    };
    static const std::vector<ParamSpec> raycast{
        {"rays", ParamType::Choice, 0, 2, 1, "", "One centre ray, two parallel rays from the body's sides, or a centre ray with two whiskers (fan).",
         {"one", "parallel", "fan"}},
        {"sightRange", ParamType::Float, 0.1f, 20, 6, "u", "Ray length: the longer, the earlier the path bends away from a wall."},
        {"avoidDistance", ParamType::Float, 0, 10, 2.5f, "u", "How far off the wall (along its normal) the point it then seeks lies."},
        {"whiskerAngle", ParamType::Float, 5, 85, 20, "°", "Angle of the fan's two whiskers from the centre ray."},
        {"patrol", ParamType::Bool, 0, 1, 0, "", "Go back and forth between start and goal instead of stopping at the goal."},
    };
    static const std::vector<ParamSpec> context{
        {"rays", ParamType::Int, 1, 64, 16, "", "N: rays (slots) evenly spaced from the heading. More see narrow gaps; fewer are cheaper and blockier."},
        {"lookAhead", ParamType::Float, 0.1f, 20, 3.5f, "u", "Danger ray length: how far ahead an obstacle counts as danger."},
        {"steerForce", ParamType::Float, 0.01f, 1, 0.2f, "", "Fraction of the way from the velocity to the desired velocity per 0.02 s (a rate: the same at any dt). Low is smooth, high is twitchy."},
        {"danger", ParamType::Choice, 0, 1, 1, "", "mask: a dangerous slot loses all interest. distance: a score 1 - hit/lookAhead is subtracted instead.",
         {"mask", "distance"}},
        {"avoidance", ParamType::Bool, 0, 1, 1, "", "Danger in a slot adds interest to the opposite slot: pushed away, not just blocked."},
        {"seeAgents", ParamType::Bool, 0, 1, 0, "", "Other agents' bodies are danger too (how the race cars dodge each other)."},
        {"speedSpread", ParamType::Float, 0, 0.9f, 0, "", "At reset, max speed is scaled by 1 - spread × U(0, 1), drawn from the scenario's seed."},
        {"targetFalloff", ParamType::Float, 0, 100, 0, "u", "0: interest toward the goal (or along its path). > 0: toward the world's targets, each weighted 1 / (1 + distance / this)."},
    };
    static const std::vector<ParamSpec> orca{
        {"neighborDist", ParamType::Float, 0.1f, 100, 10, "u",
         "Other agents whose centres are nearer than this are neighbours (the nearest maxNeighbors of them)."},
        {"maxNeighbors", ParamType::Int, 0, 16, 10, "",
         "How many of the nearest neighbours get a half-plane. 0 ignores other agents."},
        {"timeHorizon", ParamType::Float, 0.1f, 60, 3, "s",
         "Velocities are kept free of collisions with other agents for this long. Longer reacts earlier and "
         "more cautiously; shorter leaves more room to move."},
        {"timeHorizonObst", ParamType::Float, 0.1f, 60, 1, "s",
         "The same against walls and circles. Keep it short: an obstacle never moves out of the way."},
        {"preferredSpeed", ParamType::Float, 0.01f, 100, 3, "u/s",
         "Speed it wants toward its goal (slower inside the last unit); maxSpeed still caps what it gets."},
        // Added after the five above; see firstAddedParam().
        {"perturb", ParamType::Float, 0, 1, 0.0001f, "u/s",
         "Each step the preferred velocity is moved by up to this much in a seeded random direction, as RVO2's examples "
         "do to break perfect symmetry: two agents exactly head-on then pick a side. 0: the literal rule."},
    };
    switch (behavior) {
        case Behavior::Orca:
            return orca;
        case Behavior::Seek:
        case Behavior::Greedy:
            return none;
        case Behavior::Context:
            return context;
        case Behavior::Nproxy:
            return nproxy;
        case Behavior::Whiskers:
            return whiskers;
        case Behavior::Feelers:
            return feelers;
        case Behavior::Raycast:
            return raycast;
    }
    return none;
}

uint32_t firstAddedParam(Behavior behavior) {
    if (behavior == Behavior::Feelers) return 6u;
    if (behavior == Behavior::Orca) return 5u;
    return uint32_t(paramsOf(behavior).size());
}

std::string checkParam(const ParamSpec& spec, float v) {
    auto num = [](float x) { return formatFloat(x); };
    switch (spec.type) {
        case ParamType::Int:
            if (std::isfinite(v) && v == std::floor(v) && v >= spec.min && v <= spec.max) return {};
            return "must be an integer " + num(spec.min) + ".." + num(spec.max) + ", got " + num(v);
        case ParamType::Float:
            if (std::isfinite(v) && v >= spec.min && v <= spec.max) return {};
            return "must be a number " + num(spec.min) + ".." + num(spec.max) + ", got " + num(v);
        case ParamType::Bool:
            if (v == 0.0f || v == 1.0f) return {};
            return "must be true or false";
        case ParamType::Choice:
            if (v >= 0.0f && v == std::floor(v) && size_t(v) < spec.choices.size()) return {};
            return "must be a choice index 0.." + std::to_string(spec.choices.size() - 1);
    }
    return "unknown type";
}

const std::vector<ParamSpec>& avoidanceParamSpecs() {
    // Order matters: agents store values by index (see avoidanceParams()).
    static const std::vector<ParamSpec> specs{
        {"lookahead", ParamType::Float, 1, 100, 15, "radii",
         "How far ahead another agent's closest approach counts as a threat: the time to travel this many of its own radii "
         "at max speed (so a larger, faster agent looks as far ahead, in its own measure)."},
        {"spacing", ParamType::Float, 0, 2, 0.1f, "× radii",
         "Added to the sum of the two radii, as a fraction of it: straight-line predictions are undercut by a seek that curves back."},
        {"blend", ParamType::Bool, 0, 1, 0, "",
         "Weigh the flee by urgency (1 - time / horizon, the horizon of lookahead) against the behaviour's own steering, instead of letting the "
         "most urgent threat override it (the article's rule, which can trap agents in a flee / seek cycle)."},
        {"passRight", ParamType::Bool, 0, 1, 1, "",
         "Near head-on, flee toward the own right-hand side: two agents that meet exactly head-on otherwise flee straight "
         "back and meet again."},
        {"patience", ParamType::Float, 0, 30, 2, "s",
         "Seconds held up by other agents without getting nearer the goal before giving up the wait and sidestepping "
         "for a second. 0: wait for ever."},
        {"alongObstacles", ParamType::Bool, 0, 1, 0, "",
         "Never flee into an obstacle: where the flee would meet one within half a unit of the body, the part into it "
         "is taken off and the agent flees along it. The article's flee looks at agents only; in a dense crowd among "
         "obstacles the crowd then pushes agents into them."},
    };
    return specs;
}

std::array<float, kAvoidanceParams> defaultAvoidance() {
    std::array<float, kAvoidanceParams> values{};
    const auto& specs = avoidanceParamSpecs();
    for (size_t i = 0; i < specs.size() && i < kAvoidanceParams; ++i) values[i] = specs[i].defaultValue;
    return values;
}

std::array<float, kMaxParams> defaultParams(Behavior behavior) {
    std::array<float, kMaxParams> values{};
    const auto& specs = paramsOf(behavior);
    for (size_t i = 0; i < specs.size() && i < kMaxParams; ++i) values[i] = specs[i].defaultValue;
    return values;
}

}  // namespace sidestep
