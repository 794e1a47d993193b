#pragma once
/// `feelers` (ALGORITHMS.md section 5, seed 004): three rays from the body's centre, left, centre and
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
#include "sidestep/behaviors/steering.hpp"

namespace sidestep {

/// Parameters of `feelers`, in params.cpp's table order.
struct FeelerParams {
    float angle = 30.0f;          ///< degrees between the centre feeler and each side feeler (5..85)
    float lengthPerSpeed = 0.7f;  ///< seconds: feeler length = speed * this (0..5)
    float minLength = 0.6f;       ///< world units (0..20)
    float maxLength = 4.0f;       ///< world units (0.1..20)
    float smoothing = 6.0f;       ///< per second: how fast influences follow their targets (0.1..60)
    float lateralAccel = 30.0f;   ///< world units / s^2 per unit of lateral command (0..200)
    // Over terrain (see feelers_slope.hpp).
    bool slope = true;             ///< compensate the slope: ends raised on an incline, lowered on a decline
    float feelerHeight = 0.5f;     ///< world units above the ground under the agent where the feelers start (0.05..5)
    float slopeGain = 10.0f;       ///< world units: the multiplier of sign x (1 - size) (0..100)
    float maxOffset = 1.5f;        ///< world units: clamp of the end's height offset (0..10)
    float offsetSmoothing = 8.0f;  ///< per second: how fast the applied offset follows its target (0.1..60)
    /// A hit of the centre feeler alone counts for the side the hit surface faces (dead centre: the left, so it
    /// turns right). false (the default): the literal rule, where the centre alone sets no influence and it
    /// drives straight in. On, it collides less and less deeply but is caught on more wall faces (it turns
    /// before the influences cancel, then seeks back): the quality suite's obstacle scenes, 0.89 collisions per
    /// agent instead of 1.19, 94 % arriving instead of 100 %.
    bool centreSide = false;
};
FeelerParams feelerParams(const Agent& agent);

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
/// sensed in 3D; the offset it reports is the agent's new memory[2].
SteeringRecord steerFeelers(const Agent& agent, const FeelerParams& params, const Obstacles& obstacles,
                            const Relief& relief, Vec2 base, float dt, SlopeRecord& slope);

}  // namespace sidestep
