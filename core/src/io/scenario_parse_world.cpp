// Scenario format v1, parsing the "world": the grid (or a bundled map's name), circles, paths, targets, the
// terrain's heights and the walls' height. Every rule failure is an error naming the field and the rule.
#include <cmath>

#include "checker.hpp"
#include "sidestep/io/bundled_maps.hpp"
#include "sidestep/io/plural.hpp"
#include "sidestep/io/scenario.hpp"

namespace sidestep {

namespace {

bool blockedChar(char c, bool& blocked) {
    switch (c) {
        case '.':
        case 'G':
            blocked = false;
            return true;
        case '@':
        case 'O':
        case 'T':
            blocked = true;
            return true;
        default:
            return false;
    }
}

}  // namespace

void parsePoints(Checker& check, const Json& list, const std::string& path, size_t maxCount, std::vector<Vec2>& out) {
    if (!list.isArray()) return check.error(path, "must be an array of [x, y] points, got " + Checker::describe(list));
    if (list.items().size() > maxCount) {
        return check.error(path, "must have at most " + std::to_string(maxCount) + " points, got " +
                                     std::to_string(list.items().size()));
    }
    const double reach = 2.0 * kMaxGridSide;
    for (size_t k = 0; k < list.items().size(); ++k) {
        Vec2 p;
        const std::string at = path + "[" + std::to_string(k) + "]";
        if (!check.point(list.items()[k], at, p)) continue;
        if (std::fabs(p.x) > reach || std::fabs(p.y) > reach) {
            check.error(at, "must lie within " + formatNumber(reach) + " of the origin");
            continue;
        }
        out.push_back(p);
    }
}

namespace {

void parsePaths(Checker& check, const Json& paths, Scenario& s) {
    if (!paths.isArray()) return check.error("world.paths", Checker::got("invalid-array", paths));
    if (paths.items().size() > size_t(kMaxPaths)) {
        return check.error("world.paths", "must have at most " + std::to_string(kMaxPaths) + " paths, got " +
                                              std::to_string(paths.items().size()));
    }
    for (size_t i = 0; i < paths.items().size(); ++i) {
        const Json& p = paths.items()[i];
        const std::string path = "world.paths[" + std::to_string(i) + "]";
        Path out;
        if (!p.isObject()) {
            check.error(path, "must be an object { \"points\", \"closed\" }, got " + Checker::describe(p));
            s.paths.push_back(out);
            continue;
        }
        check.onlyKeys(p, path, {"points", "closed"});
        if (const Json* points = p.find("points"))
            parsePoints(check, *points, path + ".points", size_t(kMaxPathPoints), out.points);
        else
            check.error(path + ".points", Message("invalid-required"));
        if (out.points.size() < 2 && p.find("points") && p.find("points")->isArray() &&
            p.find("points")->items().size() < 2) {
            check.error(path + ".points", "must have at least 2 points");
        }
        if (const Json* closed = p.find("closed")) check.boolean(*closed, path + ".closed", out.closed);
        s.paths.push_back(std::move(out));
    }
}

/// What a list holds, for an error: "2 rows", "1 row"; anything else as Checker::describe() says it.
std::string counted(const Json& list, const char* one, const char* many) {
    if (!list.isArray()) return Checker::describe(list);
    return plural(list.items().size(), one, many);
}

/// "world.terrain": {"heights": [[...], ...]}, (grid height + 1) rows of (grid width + 1) numbers.
void parseTerrain(Checker& check, const Json& terrain, Scenario& s) {
    const std::string path = "world.terrain";
    if (!terrain.isObject())
        return check.error(path, "must be an object {\"heights\": [[...], ...]}, got " + Checker::describe(terrain));
    check.onlyKeys(terrain, path, {"heights"});
    const Json* heights = terrain.find("heights");
    if (!heights) return check.error(path + ".heights", Message("invalid-required"));
    const size_t rows = size_t(s.grid.height()) + 1, columns = size_t(s.grid.width()) + 1;
    if (!heights->isArray() || heights->items().size() != rows) {
        return check.error(path + ".heights", "must be an array of " + std::to_string(rows) +
                                                  " rows (grid height + 1), got " + counted(*heights, "row", "rows"));
    }
    std::vector<float> values(rows * columns, 0.0f);
    const size_t before = check.count();
    for (size_t y = 0; y < rows; ++y) {
        const Json& row = heights->items()[y];
        const std::string at = path + ".heights[" + std::to_string(y) + "]";
        if (!row.isArray() || row.items().size() != columns) {
            check.error(at, "must be an array of " + std::to_string(columns) + " numbers (grid width + 1), got " +
                                counted(row, "number", "numbers"));
            continue;
        }
        for (size_t x = 0; x < columns; ++x) {
            check.real(row.items()[x], at + "[" + std::to_string(x) + "]", -kMaxTerrainHeight, kMaxTerrainHeight,
                       values[y * columns + x]);
        }
    }
    if (check.count() == before) s.terrain = std::move(values);
}

/// "world.map": the name of a bundled map, whose cells become the grid (instead of "world.grid").
void parseBundledMap(Checker& check, const Json& map, bool hasGrid, Scenario& s) {
    if (hasGrid) return check.error("world.map", "give either a bundled map's name or world.grid, not both");
    std::string name;
    if (!check.string(map, "world.map", 64, name)) return;
    const Grid* grid = bundledMapGrid(name);
    if (!grid)
        return check.error("world.map", "unknown map \"" + name + "\"; the bundled maps are " + bundledMapList());
    s.grid = *grid;
}

}  // namespace

void parseWorld(Checker& check, const Json& world, Scenario& s) {
    if (!world.isObject()) return check.error("world", "must be an object with \"grid\" (and optionally \"circles\")");
    check.onlyKeys(world, "world", {"map", "grid", "size", "circles", "paths", "targets", "terrain", "wallHeight"});
    const Json* grid = world.find("grid");
    const Json* map = world.find("map");
    const Json* size = world.find("size");
    if (size && (grid || map)) {
        check.error("world.size",
                    std::string("gives an open grid's size: remove it, or world.") + (grid ? "grid" : "map"));
    } else if (size) {
        // An open grid (no blocked cell) by its size: how big open worlds are written, a few bytes in place of its
        // rows.
        const auto& wh = size->items();
        double w = 0, h = 0;
        if (!size->isArray() || wh.size() != 2)
            check.error("world.size", "must be [width, height] in cells, got " + Checker::describe(*size));
        else if (check.integer(wh[0], "world.size[0]", 1, kMaxGridSide, w) &&
                 check.integer(wh[1], "world.size[1]", 1, kMaxGridSide, h)) {
            s.grid = Grid(int32_t(w), int32_t(h));
        }
    } else if (map) {
        parseBundledMap(check, *map, grid != nullptr, s);
    } else if (!grid) {
        check.error("world.grid",
                    "is required: an array of rows such as \"..@@..\" (or world.map, the name of a bundled map: " +
                        bundledMapList() + ")");
    } else if (!grid->isArray() || grid->items().empty()) {
        check.error("world.grid", "must be a non-empty array of row strings, got " + Checker::describe(*grid));
    } else if (grid->items().size() > size_t(kMaxGridSide)) {
        check.error("world.grid", "must have at most " + std::to_string(kMaxGridSide) + " rows, got " +
                                      std::to_string(grid->items().size()));
    } else {
        const auto& rows = grid->items();
        const Json& first = rows[0];
        const size_t width = first.isString() ? first.asString().size() : 0;
        if (width < 1 || width > size_t(kMaxGridSide)) {
            check.error("world.grid[0]",
                        "must be a string of 1.." + std::to_string(kMaxGridSide) + " cells, got " +
                            (first.isString() ? std::to_string(width) + " characters" : Checker::describe(first)));
        } else {
            s.grid = Grid(int32_t(width), int32_t(rows.size()));
            for (size_t y = 0; y < rows.size(); ++y) {
                const std::string path = "world.grid[" + std::to_string(y) + "]";
                if (!rows[y].isString()) {
                    check.error(path, "must be a string, got " + Checker::describe(rows[y]));
                    continue;
                }
                const std::string& row = rows[y].asString();
                if (row.size() != width) {
                    check.error(path, "must have " + std::to_string(width) + " cells like row 0, got " +
                                          std::to_string(row.size()));
                    continue;
                }
                for (size_t x = 0; x < width; ++x) {
                    bool blocked = false;
                    if (!blockedChar(row[x], blocked)) {
                        const unsigned char c = static_cast<unsigned char>(row[x]);
                        check.error(
                            path + "[" + std::to_string(x) + "]",
                            std::string("unknown cell character ") +
                                (c >= 32 && c < 127 ? std::string("'") + char(c) + "'" : "#" + std::to_string(c)) +
                                " (free: . or G; blocked: @, O or T)");
                        continue;
                    }
                    if (blocked) s.grid.set(int32_t(x), int32_t(y), true);
                }
            }
        }
    }
    const bool gridRead = check.count() == 0;
    if (const Json* terrain = world.find("terrain")) {
        if (gridRead) parseTerrain(check, *terrain, s);  // its size follows the grid's
    }
    if (const Json* wall = world.find("wallHeight"))
        check.real(*wall, "world.wallHeight", kMinObstacleHeight, kMaxObstacleHeight, s.wallHeight);
    if (const Json* paths = world.find("paths")) parsePaths(check, *paths, s);
    if (const Json* targets = world.find("targets")) parsePoints(check, *targets, "world.targets", 64, s.targets);
    if (const Json* circles = world.find("circles")) {
        if (!circles->isArray()) return check.error("world.circles", Checker::got("invalid-array", *circles));
        if (circles->items().size() > size_t(kMaxCircles)) {
            return check.error("world.circles", "must have at most " + std::to_string(kMaxCircles) + " circles, got " +
                                                    std::to_string(circles->items().size()));
        }
        for (size_t i = 0; i < circles->items().size(); ++i) {
            const Json& c = circles->items()[i];
            const std::string path = "world.circles[" + std::to_string(i) + "]";
            if (!c.isObject()) {
                check.error(path, "must be an object { \"x\", \"y\", \"r\" }, got " + Checker::describe(c));
                continue;
            }
            check.onlyKeys(c, path, {"x", "y", "r", "height"});
            float x = 0, y = 0, r = 0, height = kTall;
            if (const Json* h = c.find("height"))
                check.real(*h, path + ".height", kMinObstacleHeight, kMaxObstacleHeight, height);
            bool ok = true;
            const float reach = 2.0f * float(kMaxGridSide);
            for (auto [key, target] : {std::pair<const char*, float*>{"x", &x}, {"y", &y}}) {
                const Json* v = c.find(key);
                if (!v)
                    ok = false, check.error(Checker::join(path, key), Message("invalid-required"));
                else
                    ok = check.real(*v, Checker::join(path, key), -reach, reach, *target) && ok;
            }
            const Json* rv = c.find("r");
            if (!rv)
                ok = false, check.error(path + ".r", Message("invalid-required"));
            else
                ok = check.real(*rv, path + ".r", kMinCircleRadius, float(kMaxGridSide), r) && ok;
            if (ok) s.circles.push_back({{x, y}, r, height});
        }
    }
}

}  // namespace sidestep
