#pragma once
// Where an agent's body is drawn: grid agents on their cell's centre, continuous agents at their position;
// zoomed far out a body is never smaller than a dot of kMinBodyPixels (as the page).
#include "../frame.hpp"

namespace sidestep::viewer {

/// Smallest body radius drawn, window pixels.
inline constexpr float kMinBodyPixels = 1.6f;
/// Half the side of a grid agent's square, world units.
inline constexpr float kGridBody = 0.36f;

inline Vec2 bodyCentre(const Agent& a) { return a.kind == AgentKind::Grid ? a.position + Vec2(0.5f) : a.position; }

/// The body's radius (or half side) in window pixels.
inline float bodyPixels(const Frame& f, const Agent& a) {
    return std::max(f.pixels(a.kind == AgentKind::Grid ? kGridBody : a.radius), kMinBodyPixels);
}

}  // namespace sidestep::viewer
