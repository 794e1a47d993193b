#pragma once
// Numbers in the explanations, written the way the page wrote them (JavaScript's toFixed), so the words
// stay the same wherever they are shown: exact decimal rounding with ties away from zero, never "-0.00".
#include <string>

#include "sidestep/geometry/types.hpp"

namespace sidestep::explain {

/// v with `digits` decimals (0..6), as JavaScript's v.toFixed(digits) but never "-0.00"; "NaN",
/// "Infinity" or "-Infinity" when not finite.
std::string fixed(double v, int digits = 2);

/// "(x, y)" with `digits` decimals each.
std::string pair(Vec2 p, int digits = 2);

/// The length of a vector with " u/s²": an acceleration as the panel writes it.
std::string accel(Vec2 v);

/// |v| in double precision.
double length(Vec2 v);

/// JavaScript's Math.round: the nearest integer, halves up.
double roundHalfUp(double v);

}  // namespace sidestep::explain
