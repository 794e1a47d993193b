#pragma once
/// Moving AI benchmark files (Sturtevant 2012): `.map` grids and `.scen` problem lists.
///
/// `.map`: the lines `type octile`, `height H`, `width W` (height and width in either order), `map`,
/// then H rows of W characters; (0, 0) is the top-left, x the column, y the row. Cells:
///   free:    `.` ground, `G` ground, `S` swamp (passable terrain; sidestep has no move costs, so it
///            counts as ground, as the benchmark's optimal lengths do);
///   blocked: `@` out of bounds, `O` out of bounds, `T` trees, `W` water (impassable on foot).
/// `.scen`: `version 1` (or `version 1.0`), then one problem a line, 9 whitespace-separated fields:
/// bucket, map, map width, map height, start x, start y, goal x, goal y, optimal length.
///
/// Both parsers accept CRLF and a missing final newline, ignore blank lines at the end (and, in
/// `.scen`, anywhere), never throw, allocate at most what the validated header declares, and report
/// errors that name the 1-based line and the rule ("line 7: row has 48 characters, width says 49"),
/// stopping after kMaxMovingAiErrors.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sidestep/explain/message.hpp"
#include "sidestep/geometry/grid.hpp"
#include "sidestep/geometry/types.hpp"

namespace sidestep {

/// The `.map` characters read as free cells and as blocked cells (the page says so beside an import).
inline constexpr const char* kMovingAiFreeCells = ".GS";
inline constexpr const char* kMovingAiBlockedCells = "@OTW";

/// Largest `.map` or `.scen` text accepted, in bytes (a 1024 x 1024 map is about 1 MiB).
inline constexpr size_t kMaxMovingAiBytes = size_t(16) << 20;
/// Parsing stops after this many errors; a last line says so.
inline constexpr size_t kMaxMovingAiErrors = 20;
/// Largest number of problems in one `.scen` file (the benchmark's biggest files hold a few thousand).
inline constexpr size_t kMaxScenProblems = 100000;
/// Largest optimal length accepted in a `.scen` file (far above any path on a 1024 x 1024 grid).
inline constexpr double kMaxScenOptimal = 1e7;

/// A parsed `.map`: the grid (1 x 1 on error) and the errors, empty when it parsed.
struct MapParse {
    Grid grid{1, 1};
    int64_t swamp = 0;  ///< `S` cells read (free: the UI says so, with this count)
    int64_t water = 0;  ///< `W` cells read (blocked)
    std::vector<std::string> errors;
    std::vector<Message> messages;  ///< each error as a message, for the page to word (docs/languages.md)
    bool ok() const { return errors.empty(); }
};

/// Parses `.map` text (at most kMaxMovingAiBytes; sides 1..kMaxGridSide).
MapParse parseMovingAiMap(std::string_view text);

/// One benchmark problem of a `.scen` file.
struct ScenProblem {
    int32_t line = 0;       ///< 1-based line in the file, for error messages
    int32_t bucket = 0;     ///< the file's difficulty bucket, 0..1,000,000
    std::string map;        ///< the map column as written (a file name, often with a path)
    int32_t mapWidth = 0;   ///< the map's width as the scen states it, 1..kMaxGridSide
    int32_t mapHeight = 0;  ///< the map's height as the scen states it, 1..kMaxGridSide
    Cell start;             ///< cell inside mapWidth x mapHeight
    Cell goal;              ///< cell inside mapWidth x mapHeight
    double optimal = 0.0;   ///< the file's octile optimum: 8-connected, diagonal sqrt(2), no corner cutting
};

/// A parsed `.scen`: its problems in file order, and the errors, empty when it parsed.
struct ScenParse {
    std::vector<ScenProblem> problems;
    std::vector<std::string> errors;
    std::vector<Message> messages;  ///< each error as a message, for the page to word (docs/languages.md)
    bool ok() const { return errors.empty(); }
};

/// Parses `.scen` text (at most kMaxMovingAiBytes and kMaxScenProblems problems).
ScenParse parseMovingAiScen(std::string_view text);

/// The file name of a path: what follows the last '/' or '\\' ("maps/dao/arena.map" -> "arena.map").
std::string_view baseName(std::string_view path);

/// Checks problems against the map they run on: the map column's base name equals that of mapPath,
/// the stated width and height equal the grid's, and every start and goal is a free cell. Returns
/// the errors, each naming the line (at most kMaxMovingAiErrors, then a last line saying so); a wrong
/// map name or size is named once, at its first line, not again on the lines that repeat it. With `messages`, each
/// error as a message too.
std::vector<std::string> checkScenAgainstMap(const std::vector<ScenProblem>& problems, const Grid& grid,
                                             std::string_view mapPath, std::vector<Message>* messages = nullptr);

}  // namespace sidestep
