#pragma once
/// How fast a scene plays where it is watched (the page's Pace menu, the viewer's + and -): steps per second
/// of wall-clock time. A property of watching, not of the simulation (the run is the same at any pace).
#include <cstddef>

namespace sidestep {

class World;

/// The paces offered, slowest first, steps per second; 0 (last) is as fast as the machine goes.
inline constexpr float kPaces[] = {1, 2, 5, 10, 20, 50, 100, 250, 500, 1000, 0};
inline constexpr size_t kPaceCount = sizeof(kPaces) / sizeof(kPaces[0]);

/// Grid agents step a cell a step, so a scene of grid agents only plays at this many steps a second
/// (watchable).
inline constexpr float kGridPace = 8.0f;

/// A scene's pace when its file says none: kGridPace for a scene of grid agents only, else real time
/// (1 / dt steps a second, rounded).
float defaultPace(const World& world);

}  // namespace sidestep
