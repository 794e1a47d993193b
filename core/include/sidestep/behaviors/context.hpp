#pragma once
/// `context` steering (docs/algorithms/context.md). N rays evenly spaced from the heading
/// (dir_i at angle i * 2 pi / N). Interest: max(0, dir_i . d), where d is the path's tangent at the
/// closest point (agents on a path), the direction to the goal, or forward when there is neither; with
/// targetFalloff > 0 it comes from the world's targets instead, each weighted 1 / (1 + distance /
/// targetFalloff), the largest per slot. Danger: a ray of length lookAhead along dir_i that hits a cell,
/// a circle or (with seeAgents) another agent's body. The obstacle the agent's centre is already inside
/// is danger only in the directions that go deeper (literally, every ray would hit it at 0, mask every
/// slot and freeze the agent there for good), and while its centre is inside, interest points the
/// shortest way out instead of toward the goal: the slots that lead out would otherwise have no interest
/// whenever the goal lies beyond the obstacle (a wall across the way), and it would freeze all the same.
/// Masking zeroes the interest of dangerous slots;
/// the `distance` variant subtracts a score 1 - hit/lookAhead instead; `avoidance` adds each slot's
/// danger to the interest of the opposite slot. chosen = normalize(sum dir_i * interest_i); the
/// desired velocity chosen * maxSpeed; the velocity moves toward it by steerForce per 0.02 s (a rate:
/// the fraction per step is steerForce * dt / 0.02, capped at 1, so it means the same at any dt).
///
/// When danger masks every slot with interest, the sum is zero: there is no chosen direction, the
/// desired velocity is zero, and the agent brakes toward rest (the record says so) until a slot clears.
#include <array>
#include <cstdint>
#include <vector>

#include "sidestep/behaviors/settings.hpp"
#include "sidestep/behaviors/steering.hpp"
#include "sidestep/behaviors/surroundings.hpp"

namespace sidestep {

inline constexpr uint32_t kMaxContextSlots = 64;

enum class DangerMode : uint32_t { Mask = 0, Distance = 1 };
inline constexpr const char* kDangerModeNames[] = {"mask", "distance"};
/// Where interest comes from. WayOut: its centre is inside an obstacle, and interest points the shortest
/// way out of it.
enum class InterestSource : uint32_t { Forward = 0, Goal = 1, Path = 2, Targets = 3, WayOut = 4 };
inline constexpr uint32_t kInterestSourceCount = 5;
const char* interestSourceName(InterestSource s);

/// The settings of `context` (settings.hpp: type, name, kind, min, max, default, unit, choices;
/// each one's explanation is en.ftl's doc-<behaviour>-<name>).
#define SIDESTEP_CONTEXT_SETTINGS(X)                             \
    X(uint32_t, rays, Int, 1, kMaxContextSlots, 16, "", {})      \
    X(float, lookAhead, Float, 0.1f, 20, 3.5f, "u", {})          \
    X(float, steerForce, Float, 0.01f, 1, 0.2f, "", {})          \
    X(DangerMode, danger, Choice, 0, 1, 1, "", kDangerModeNames) \
    X(bool, avoidance, Bool, 0, 1, 1, "", {})                    \
    X(bool, seeAgents, Bool, 0, 1, 0, "", {})                    \
    X(float, speedSpread, Float, 0, 0.9f, 0, "", {})             \
    X(float, targetFalloff, Float, 0, 100, 0, "u", {})
SIDESTEP_SETTINGS_STRUCT(ContextParams, SIDESTEP_CONTEXT_SETTINGS);
inline ContextParams contextParams(const Agent& agent) { return ContextParams::read(agent.params.data()); }

/// What a context agent sensed and chose for its next step: the context map.
struct ContextRecord {
    uint32_t slots = 0;
    InterestSource source = InterestSource::Forward;
    uint32_t allMasked = 0;  ///< 1: danger left no interest; it brakes
    int32_t blocker = -1;    ///< the agent whose body masked the slot of most raw interest (seeAgents), -1 none
    uint32_t inside = 0;     ///< 1: its centre is inside an obstacle (that one is danger only deeper)
    float lookAhead = 0.0f;
    Vec2 heading{0.0f, 0.0f};           ///< slot 0's direction
    Vec2 desiredDirection{0.0f, 0.0f};  ///< d (goal, path tangent, way out or forward)
    Vec2 pathPoint{0.0f, 0.0f};         ///< the closest point on its path
    Vec2 chosen{0.0f, 0.0f};            ///< unit, or zero when all masked
    Vec2 desiredVelocity{0.0f, 0.0f};
    std::array<float, kMaxContextSlots> rawInterest{};  ///< before danger
    std::array<float, kMaxContextSlots> interest{};     ///< after masking, subtraction or avoidance
    std::array<float, kMaxContextSlots> danger{};       ///< 0/1 (mask), or 1 - hit/lookAhead (distance)
    std::array<float, kMaxContextSlots> hit{};          ///< ray distance to the first hit, lookAhead if clear
    std::array<float, kMaxContextSlots> reach{};  ///< how far the ray looked (lookAhead, or less: it stops at the goal)
};

/// Senses and decides one step for agent i; fills the context map and returns the steering (acceleration).
SteeringRecord steerContext(const Surroundings& world, size_t i, float dt, ContextRecord& map);

/// The reference step for steerForce's rate, seconds: at this dt the fraction per step is steerForce.
inline constexpr float kContextReferenceStep = 0.02f;

}  // namespace sidestep
