#pragma once
/// The Moving AI maps that ship with sidestep (tests/data/movingai/, from the HOG2 copy of the benchmark
/// sets, Open Data Commons Attribution; see that folder's README). A scenario can name one
/// (`"world": {"map": "arena"}`) instead of carrying its cells, so a link to a scene on it stays short;
/// the page serves the same files at examples/maps/ for its gallery and problem lists.
///
/// The maps' text is compiled in (CMake generates it from the .map files), so the CLI and the page read
/// the same cells without any file at hand.
#include <string>
#include <string_view>
#include <vector>

#include "sidestep/geometry/grid.hpp"

namespace sidestep {

/// One bundled map: its name (the file name without ".map") and its `.map` text.
struct BundledMap {
    std::string_view name;
    std::string_view text;
};

/// Every bundled map, in name order.
const std::vector<BundledMap>& bundledMaps();

/// The cells of the bundled map called `name` (as parseMovingAiMap reads them), or nullptr.
const Grid* bundledMapGrid(std::string_view name);

/// The name of the bundled map whose cells equal the grid's (same size, same blocked cells), or "" when
/// none does. Scenario writing uses it: a grid that is a bundled map is written as its name.
std::string_view bundledMapName(const Grid& grid);

/// The names, comma-separated, for messages ("arena, den201d, ...").
std::string bundledMapList();

}  // namespace sidestep
