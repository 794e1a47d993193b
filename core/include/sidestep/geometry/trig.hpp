#pragma once
/// Sine and cosine from plain arithmetic, so that rotated ray directions are bit-identical natively and
/// in wasm (libm's sin and cos differ between glibc and musl). Accurate to a few ulp of float over
/// |angle| <= 1e4 radians, which covers every angle the behaviours use.
#include "sidestep/geometry/types.hpp"

namespace sidestep {

inline constexpr float kPi = 3.14159265358979323846f;

/// sin and cos of an angle in radians.
void sinCos(float radians, float& s, float& c);

/// v rotated by `radians`. With y pointing down on screen, a positive angle turns clockwise on screen.
inline Vec2 rotate(Vec2 v, float radians) {
    float s, c;
    sinCos(radians, s, c);
    return {v.x * c - v.y * s, v.x * s + v.y * c};
}

inline float degrees(float d) { return d * (kPi / 180.0f); }

}  // namespace sidestep
