#pragma once
/// SteerSuite test cases (Singh et al. 2009; github SteerSuite/Release, `testcases/`, schema
/// `TestCaseSchema.xsd`), read into scenarios: the yardstick steering research has compared methods on
/// since 2009.
///
/// Mapping. SteerSuite's ground plane x/z becomes our x/y (y down on screen, so pictures are mirrored,
/// which changes no distance), at `scale` world units per metre (2 by default: an agent of radius 0.5 m
/// is 1 unit, one cell is 0.5 m). The world is the smallest box holding every obstacle, region and
/// agent (start and goal) with a margin of kSteerSuiteMargin metres, or `worldBounds` when an agent or
/// a target is placed at random in it; the grid's edge is a wall.
/// - `obstacle` (an axis-aligned box) is rasterised: a cell is blocked when the box covers more than half
///   of it (a tie goes to free space, so a corridor never narrows); `orientedBoxObstacle` (a box turned by
///   thetaY degrees) blocks the cells whose centre lies in it. A box too thin for either blocks the cells
///   its middle line crosses, so no wall vanishes. Faces move by at most half a cell (0.25 m at scale
///   2). Heights (y) are not used: every obstacle is a wall.
/// - `circleObstacle` is a circle, exactly.
/// - `obstacleRegion`: numObstacles square boxes of side obstacleSize placed at random (below).
/// - `agent`: radius, position, and a goalSequence of one `seekStaticTarget` whose targetLocation
///   is the goal and desiredSpeed the agent's max speed (times the scale). `direction` and `speed` are
///   read and checked but not used: sidestep agents start at rest, facing their goal.
/// - `agentRegion`: numAgents agents of that radius and goal placed at random in regionBounds.
/// - Refused by name, never ignored: any other goal type (flee, dynamic targets, flows, idle, box
///   regions), a goalSequence of more than one goal (sidestep agents have one goal), `agentEmitter`,
///   `polygonObstacle`, `orientedWallObstacle`, and any element the schema does not define.
/// Random placement (our own, documented; SteerSuite's modified Mersenne Twister is not reproduced):
/// the core's Random seeded with `seed`; first every obstacleRegion box, in file order, then every
/// agent placed at random, in file order. One try draws x then z uniformly in the region inset by the
/// radius (boxes: by their side); a try is refused when the body overlaps an obstacle or an agent
/// already placed; after kSteerSuiteTries refusals the import fails, naming the element. A random
/// target is a point of the world at least 1 m clear of obstacles. Agents come in SteerSuite's order:
/// those with a fixed position first, in file order, then those placed at random.
/// Run: dt 0.05 s (SteerSuite's 20 frames a second), for 4 x the longest straight walk at its desired
/// speed, at least 60 s. Errors name the element and its line ("agent (line 31): initialConditions:
/// radius must be a number > 0, got -1").
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sidestep/io/scenario.hpp"

namespace sidestep {

inline constexpr float kSteerSuiteMargin = 5.0f;    ///< metres of open ground round the case's contents
inline constexpr int32_t kSteerSuiteTries = 10000;  ///< placement tries per box or agent
inline constexpr float kSteerSuiteDt = 0.05f;       ///< seconds: SteerSuite's fixed 20 frames a second
inline constexpr float kMinSteerSuiteScale = 0.25f, kMaxSteerSuiteScale = 16.0f;

struct SteerSuiteOptions {
    float scale = 2.0f;  ///< world units per metre, [kMinSteerSuiteScale, kMaxSteerSuiteScale]
    uint64_t seed = 2;   ///< seed of the random placement (2, as SteerSuite seeds its own)
    std::string file;    ///< the case's file name, for the title (the header's name is often a copy)
};

struct SteerSuiteImport {
    Scenario scenario;
    std::string name;                     ///< the header's name
    float scale = 2.0f;                   ///< world units per metre
    double originX = 0.0, originZ = 0.0;  ///< the metres (x, z) of world point (0, 0)
    std::vector<float> desiredSpeeds;     ///< metres per second, per agent
    bool openSpace = false;               ///< no obstacle at all
    std::vector<std::string> notes;  ///< what was read but not used, or read and changed (bounds swapped), in words
};

/// Reads a test case; false with errors (element and line) when it cannot be imported.
bool importSteerSuite(std::string_view xml, const SteerSuiteOptions& options, SteerSuiteImport& out,
                      std::vector<std::string>& errors);

}  // namespace sidestep
