#pragma once
/// Crowd regions (as SteerSuite's agentRegion): a crowd described by a count, a start area, a goal area or
/// a goal rule, one agent's settings and a seed. The core expands them into agents in a fixed order (regions
/// in file order, each region's agents in index order, before the file's explicit agents), with positions
/// drawn from the seeded Random of random.hpp, so a region and the same agents written one by one are the
/// same scene (same hash).
#include <cstdint>
#include <string>
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/geometry/circle.hpp"
#include "sidestep/geometry/grid.hpp"

namespace sidestep {

/// Most regions a scenario may hold.
inline constexpr uint32_t kMaxRegions = 64;
/// Tries per agent to find a start (or goal) point that overlaps nothing, before the region gives up.
inline constexpr uint32_t kPlacementTries = 64;

/// An axis-aligned rectangle of the world, world units: lo = (x0, y0), hi = (x1, y1), x0 < x1, y0 < y1.
struct Area {
    Vec2 lo{0.0f, 0.0f};
    Vec2 hi{0.0f, 0.0f};
};

/// Where a region's agents go. Area: a free point of the goal area. Opposite: the start mirrored through the
/// world's centre (w - x, h - y). SameArea: another free point of the start area.
enum class GoalRule : uint8_t { Area, Opposite, SameArea };
const char* goalRuleName(GoalRule rule);

struct CrowdRegion {
    std::string name;    ///< names its agents ("NAME 1", "NAME 2", ...), at most 48 characters
    uint32_t count = 0;  ///< agents, 1..kMaxAgents (all regions and explicit agents together)
    Area start;          ///< every body lies wholly inside it
    GoalRule goalRule = GoalRule::Area;
    Area goal;          ///< for GoalRule::Area
    AgentDef agent;     ///< behaviour, params, body and avoidance of every agent (its name, start, goal unused)
    uint64_t seed = 1;  ///< the region's own Random: changing one region never moves another's agents
};

/// What expandRegions() could not do: region `region` placed `placed` of its agents (start) or found no
/// free goal for agent `agent`.
struct RegionShortfall {
    int32_t region = -1;  ///< -1: every region was placed
    bool goal = false;    ///< the goal failed (else the start)
    uint32_t placed = 0;
    uint32_t agent = 0;
};

/// Places every region's agents into `out` (appended, regions in order): each start a point of the start area
/// whose body overlaps no blocked cell, circle or agent placed before it, drawn up to kPlacementTries times;
/// each goal by the region's rule (a drawn goal point's body overlaps no blocked cell or circle). Stops at the
/// first region it cannot place whole. Deterministic: the same inputs give bit-identical agents everywhere.
RegionShortfall expandRegions(const Grid& grid, const std::vector<Circle>& circles,
                              const std::vector<CrowdRegion>& regions, std::vector<AgentDef>& out);

/// The agents the regions hold together (the first this many agents of a scene).
uint32_t regionAgentCount(const std::vector<CrowdRegion>& regions);

/// The region whose agents include agent `index` (regions take the first agents, in order), or -1.
int32_t regionOfAgent(const std::vector<CrowdRegion>& regions, int32_t index);

}  // namespace sidestep
