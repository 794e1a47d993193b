#pragma once
/// `feelers` (docs/algorithms/feelers.md): three rays from the body's centre, left, centre and
/// right at +-angle from the heading, whose length grows with speed (speed * lengthPerSpeed, clamped to
/// [minLength, maxLength]). A left hit sets the left influence target to 1, doubled to 2 if the centre
/// also hits; the same on the right. Each influence eases toward its target at `smoothing` per second,
/// so control returns to the driver gradually once the feelers clear. Lateral command = left - right
/// (+ moves right, away from a left hit), applied as command * lateralAccel along the right-hand side.
/// It is an assist: the base motion (arrive at the goal, or the driver's input) keeps what is left of
/// max acceleration. Over terrain (or among obstacles of limited height) the feelers are 3D segments from
/// a raised start and their ends follow the slope (feelers_slope.hpp); on level ground among tall
/// obstacles they are exactly the 2D rays.
///
/// Kept literal, with its failure: head-on at a flat wall all three feelers hit, both influences are 2,
/// the command is 0 and there is no brake, so the agent drives straight in (the record's note says so).
#include "sidestep/behaviors/settings.hpp"
#include "sidestep/behaviors/steering.hpp"

namespace sidestep {

/// The settings of `feelers` (settings.hpp: type, name, kind, min, max, default, unit, choices;
/// each one's explanation is en.ftl's doc-<behaviour>-<name>). The
/// six before `slope` are the article's; those after were added for terrain.
#define SIDESTEP_FEELERS_SETTINGS(X)                        \
    X(float, angle, Float, 5, 85, 30, "°", {})              \
    X(float, lengthPerSpeed, Float, 0, 5, 0.7f, "s", {})    \
    X(float, minLength, Float, 0, 20, 0.6f, "u", {})        \
    X(float, maxLength, Float, 0.1f, 20, 4, "u", {})        \
    X(float, smoothing, Float, 0.1f, 60, 6, "/s", {})       \
    X(float, lateralAccel, Float, 0, 200, 30, "u/s²", {})   \
    X(bool, slope, Bool, 0, 1, 1, "", {})                   \
    X(float, feelerHeight, Float, 0.05f, 5, 0.5f, "u", {})  \
    X(float, slopeGain, Float, 0, 100, 10, "u", {})         \
    X(float, maxOffset, Float, 0, 10, 1.5f, "u", {})        \
    X(float, offsetSmoothing, Float, 0.1f, 60, 8, "/s", {}) \
    X(bool, centreSide, Bool, 0, 1, 0, "", {})
/// centreSide on collides less and less deeply but is caught on more wall faces (it turns before the
/// influences cancel, then seeks back): the quality suite's obstacle scenes, 0.89 collisions per agent
/// instead of 1.19, 94 % arriving instead of 100 %; so the default is the literal rule.
SIDESTEP_SETTINGS_STRUCT(FeelerParams, SIDESTEP_FEELERS_SETTINGS);
inline FeelerParams feelerParams(const Agent& agent) { return FeelerParams::read(agent.params.data()); }

/// The feelers' nominal length, world units (speed x lengthPerSpeed, clamped to [minLength, maxLength]), and
/// their unit directions: left (counter-clockwise on screen), centre (the heading), right.
float feelerGeometry(const Agent& agent, const FeelerParams& params, Vec2 (&dirs)[3]);

/// Senses and decides one step in the 2D world; the smoothed influences it reports are the agent's new memory.
SteeringRecord steerFeelers(const Agent& agent, const FeelerParams& params, const Obstacles& obstacles, Vec2 base,
                            float dt);

struct Relief;
struct SlopeRecord;
/// The same over the world's relief (terrain and obstacle heights): with `relief.active` false, and no
/// offset left over from earlier ground, exactly the 2D step above. `slope` receives what the feelers
/// sensed in 3D; the offset it reports is the agent's new memory.feelers.endOffset.
SteeringRecord steerFeelers(const Agent& agent, const FeelerParams& params, const Obstacles& obstacles,
                            const Relief& relief, Vec2 base, float dt, SlopeRecord& slope);

}  // namespace sidestep
