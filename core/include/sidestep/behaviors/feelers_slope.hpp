#pragma once
/// Feelers over terrain: seed 004's fourth criterion, "Consider Terrain/Elevation/Slope", as the article
/// states it.
///  - The feelers start at a raised point on the body, `feelerHeight` above the ground under the agent, so
///    that they do not trigger on the terrain, and are 3D segments.
///  - A fourth ray points straight down; the ground's normal n where it lands gives the slope. Its direction
///    against the heading f (horizontal): dot = n . f, > 0 on a decline, < 0 on an incline, 0 on level
///    ground or straight across a slope. Its size: size = |n . down| = n.z, 1 on level ground and smaller
///    the steeper it is (the article's "the smaller the absolute value, the steeper").
///  - The ends of all three feelers are raised by target = clamp(sign x (1 - size) x slopeGain, -maxOffset,
///    maxOffset), sign = +1 on an incline and -1 on a decline (the article's Sign(dot) with our z up: its
///    traces rise on an incline), and the offset applied eases toward that target at `offsetSmoothing` per
///    second, so outliers over uneven ground are damped.
///  - A feeler hits an obstacle where it meets it below the obstacle's top, and the ground where it goes
///    under the surface (segment_cast.hpp); either is a hit for the feelers' rule.
/// With `slope` off the ends stay level: a feeler climbing a hill hits the hill (the agent shies away from
/// a slope it could walk up), and one running down toward a low wall passes over it. Those are the
/// failures the compensation is for; the record says which feeler hit what, so the page can show them.
///
/// The rule reads only the slope under the agent: it cannot see a slope begin ahead, and its sign is that
/// of the slope along the heading even when the agent walks across a steep one (then a tiny dot still
/// gives the full size). Both are the article's, kept literal.
#include <array>
#include <cstdint>

#include "sidestep/behaviors/feelers.hpp"
#include "sidestep/geometry/segment_cast.hpp"
#include "sidestep/geometry/terrain.hpp"

namespace sidestep {

/// What the world holds for sensing in 3D.
struct Relief {
    const Terrain& terrain;
    float wallHeight = kTall;  ///< height of the blocked cells and the grid's edge above the ground
    /// True when anything is not as in the 2D world: terrain that is not flat, or an obstacle of finite height.
    bool active = false;
};

/// The slope under an agent as the down ray reads it, and the offset it asks for.
struct SlopeReading {
    Vec3 normal{0.0f, 0.0f, 1.0f};  ///< unit, up
    float dot = 0.0f;               ///< normal . heading: > 0 decline, < 0 incline
    float sign = 0.0f;              ///< +1 incline, -1 decline, 0 level (or exactly across)
    float size = 1.0f;              ///< |normal . down|: 1 level, smaller when steeper
    float target = 0.0f;            ///< clamp(sign x (1 - size) x slopeGain, -maxOffset, maxOffset), world units
};
SlopeReading readSlope(const Terrain& terrain, Vec2 position, Vec2 heading, const FeelerParams& params);

/// The offset moved from `current` toward `target` by min(1, rate x dt) of the way.
float easeOffset(float current, float target, float rate, float dt);

/// Ground heights recorded along each feeler for the side profile.
inline constexpr uint32_t kProfileSamples = 17;
/// Where the profile starts, world units along the feeler (behind the agent).
inline constexpr float kProfileBehind = -1.0f;

/// One feeler in 3D, as sensed this step.
struct FeelerProfile {
    float length = 0.0f;  ///< along the ground, world units (as the 2D ray's)
    float endZ = 0.0f;    ///< height of its end, absolute
    uint32_t hit = 0;     ///< SegmentHitKind: 0 nothing, 1 wall, 2 circle, 3 ground
    float hitDistance = 0.0f;
    float hitZ = 0.0f;           ///< height of the feeler where it hit
    uint32_t obstacleKind = 0;   ///< SegmentHitKind of the first footprint along it (0: none)
    float obstacleFrom = -1.0f;  ///< where that footprint starts and ends along the feeler (-1: none)
    float obstacleTo = -1.0f;
    float obstacleTop = 0.0f;                     ///< its top above the entry, absolute (infinite: tall)
    uint32_t passedOver = 0;                      ///< 1 when the feeler went over that footprint
    std::array<float, kProfileSamples> ground{};  ///< ground heights from kProfileBehind to profileTo, evenly
};

/// What the feelers sensed over the relief this step (the page's side profile and slope numbers).
struct SlopeRecord {
    uint32_t active = 0;      ///< 1 when the feelers sensed in 3D (else the 2D rays, and the rest is unset)
    uint32_t compensate = 0;  ///< the `slope` parameter: 1 when the offset was applied
    float ground = 0.0f;      ///< height of the ground under the agent (where the down ray lands)
    float startZ = 0.0f;      ///< height of the feelers' start: ground + feelerHeight
    float normalX = 0.0f, normalY = 0.0f, normalZ = 1.0f;       ///< the ground's normal there
    float dot = 0.0f, sign = 0.0f, size = 1.0f, target = 0.0f;  ///< see SlopeReading
    float offset = 0.0f;                     ///< the offset applied to the ends this step (0 with compensation off)
    float profileTo = 0.0f;                  ///< the ground samples end here, world units along each feeler
    uint32_t groundHits = 0;                 ///< feelers that went under the ground
    std::array<FeelerProfile, 3> feelers{};  ///< left, centre, right
};
static_assert(sizeof(SlopeRecord) % 4 == 0, "SlopeRecord must be whole 4-byte words");

/// Senses the three feelers (unit directions `dirs`, left, centre, right; nominal length `length`) over the
/// relief: fills rays[0..2] of `r` (hits, distances, points, normals as the 2D rays record them) and `s`.
void senseFeelersInRelief(const Agent& agent, const FeelerParams& params, const Obstacles& obstacles,
                          const Relief& relief, const Vec2 (&dirs)[3], float length, float dt, SteeringRecord& r,
                          SlopeRecord& s);

}  // namespace sidestep
