#pragma once
/// Feelers over terrain: the feelers article's fourth criterion, "Consider Terrain/Elevation/Slope", as the article
/// states it.
///  - The feelers start at a raised point on the body, `feelerHeight` above the ground under the agent, so
///    that they do not trigger on the terrain, and are 3D segments.
///  - A fourth ray points straight down; the ground's normal n where it lands gives the slope. Its direction
///    against the heading f (horizontal): dot = n . f, > 0 on a decline, < 0 on an incline, 0 on level
///    ground or straight across a slope. Its size: size = |n . down| = n.z, 1 on level ground and smaller
///    the steeper it is (the article's "the smaller the absolute value, the steeper").
///  - The ends of all three feelers are raised by target = clamp(sign x (1 - size) x slopeGain, -maxOffset,
///    maxOffset), sign = +1 on an incline and -1 on a decline: sign = -Sign(dot). The article writes the
///    offset with Sign(dot), which is -1 going uphill (the normal leans back against the heading), so as
///    written it would lower the ends on an incline and raise them on a decline, into the ground and over
///    a low wall; its intent and its pictures are ends that follow the slope, which the negation gives.
///    The offset applied eases toward that target at `offsetSmoothing` per second, so outliers over uneven
///    ground are damped; an offset under kOffsetSnap is 0 (so feelers back on level ground take the 2D
///    path again, instead of easing toward 0 for ever).
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

/// How the ground lies under an agent along its heading, as the slope's sign and size say.
enum class SlopeKind : uint32_t {
    Level = 0,    ///< size 1: level ground
    Incline = 1,  ///< sign +1: uphill along the heading
    Decline = 2,  ///< sign -1: downhill along the heading
    Across = 3,   ///< sign 0 but size < 1: straight across a slope
};
/// "level", "incline", "decline", "across".
const char* slopeKindName(SlopeKind kind);

/// The slope under an agent as the down ray reads it, and the offset it asks for.
struct SlopeReading {
    Vec3 normal{0.0f, 0.0f, 1.0f};  ///< unit, up
    float dot = 0.0f;               ///< normal . heading: > 0 decline, < 0 incline
    float sign = 0.0f;              ///< -Sign(dot): +1 incline, -1 decline, 0 level (or exactly across)
    float size = 1.0f;              ///< |normal . down|: 1 level, smaller when steeper
    float target = 0.0f;            ///< clamp(sign x (1 - size) x slopeGain, -maxOffset, maxOffset), world units
    SlopeKind kind = SlopeKind::Level;
};
SlopeReading readSlope(const Terrain& terrain, Vec2 position, Vec2 heading, const FeelerParams& params);

/// An eased offset smaller than this (world units) is 0.
inline constexpr float kOffsetSnap = 1e-4f;

/// The offset moved from `current` toward `target` by min(1, rate x dt) of the way; 0 when that is
/// within kOffsetSnap of 0.
float easeOffset(float current, float target, float rate, float dt);

/// Ground heights sampled along each feeler for the side view.
inline constexpr uint32_t kProfileSamples = 17;
/// Where the samples start, world units along the feeler (behind the agent).
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
    float obstacleTop = 0.0f;     ///< its top above the entry, absolute (infinite: tall)
    float obstacleHeight = 0.0f;  ///< its height above the ground, world units (infinite: tall)
    uint32_t passedOver = 0;      ///< 1 when the feeler went over that footprint
};

/// What the feelers sensed over the relief this step (the page's side view and slope numbers). Kept for
/// every agent while the world has relief (or a feelers agent still eases an offset back to 0), never in
/// keyframes: it is decision data, rebuilt from the state.
struct SlopeRecord {
    uint32_t active = 0;      ///< 1 when the feelers sensed in 3D (else the 2D rays, and the rest is unset)
    uint32_t compensate = 0;  ///< the `slope` parameter: 1 when the offset was applied
    float ground = 0.0f;      ///< height of the ground under the agent (where the down ray lands)
    float startZ = 0.0f;      ///< height of the feelers' start: ground + feelerHeight
    float normalX = 0.0f, normalY = 0.0f, normalZ = 1.0f;       ///< the ground's normal there
    float dot = 0.0f, sign = 0.0f, size = 1.0f, target = 0.0f;  ///< see SlopeReading
    uint32_t kind = 0;                                          ///< SlopeKind
    float offset = 0.0f;                     ///< the offset applied to the ends this step (0 with compensation off)
    float profileTo = 0.0f;                  ///< the side view's ground samples end here, world units along each feeler
    uint32_t groundHits = 0;                 ///< feelers that went under the ground
    std::array<FeelerProfile, 3> feelers{};  ///< left, centre, right
};
static_assert(sizeof(SlopeRecord) % 4 == 0, "SlopeRecord must be whole 4-byte words");

/// The ground under one agent's feelers for the side view: kProfileSamples heights along each feeler,
/// evenly from kProfileBehind to its SlopeRecord's profileTo. The world keeps one, for its watched agent.
struct FeelerGround {
    int32_t agent = -1;                                ///< whose feelers (-1: none)
    std::array<float, 3 * kProfileSamples> heights{};  ///< left, centre, right, kProfileSamples each
};
static_assert(sizeof(FeelerGround) % 4 == 0, "FeelerGround must be whole 4-byte words");

/// Senses the three feelers (unit directions `dirs`, left, centre, right; nominal length `length`) over the
/// relief: fills rays[0..2] of `r` (hits, distances, points, normals as the 2D rays record them) and `s`.
void senseFeelersInRelief(const Agent& agent, const FeelerParams& params, const Obstacles& obstacles,
                          const Relief& relief, const Vec2 (&dirs)[3], float length, float dt, SteeringRecord& r,
                          SlopeRecord& s);

/// Samples the ground under the feelers (directions `dirs`) of the agent at `position` into `out`, for a
/// record whose samples end `profileTo` along each feeler.
void sampleFeelerGround(const Terrain& terrain, Vec2 position, const Vec2 (&dirs)[3], float profileTo,
                        FeelerGround& out);

}  // namespace sidestep
