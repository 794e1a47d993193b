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
    if (!list.isArray())
        return check.error(path, Checker::got("invalid-array-of", list).word("what", "invalid-noun-xy-points"));
    if (list.items().size() > maxCount) {
        return check.error(path, Message("invalid-at-most")
                                     .count("max", double(maxCount))
                                     .word("what", "invalid-noun-points")
                                     .count("got", double(list.items().size())));
    }
    const double reach = 2.0 * kMaxGridSide;
    for (size_t k = 0; k < list.items().size(); ++k) {
        Vec2 p;
        const std::string at = path + "[" + std::to_string(k) + "]";
        if (!check.point(list.items()[k], at, p)) continue;
        if (std::fabs(p.x) > reach || std::fabs(p.y) > reach) {
            check.error(at, Message("invalid-within-origin").text("max", formatNumber(reach)));
            continue;
        }
        out.push_back(p);
    }
}

namespace {

void parsePaths(Checker& check, const Json& paths, Scenario& s) {
    if (!paths.isArray()) return check.error("world.paths", Checker::got("invalid-array", paths));
    if (paths.items().size() > size_t(kMaxPaths)) {
        return check.error("world.paths", Message("invalid-at-most")
                                              .count("max", double(kMaxPaths))
                                              .word("what", "invalid-noun-paths")
                                              .count("got", double(paths.items().size())));
    }
    for (size_t i = 0; i < paths.items().size(); ++i) {
        const Json& p = paths.items()[i];
        const std::string path = "world.paths[" + std::to_string(i) + "]";
        Path out;
        if (!p.isObject()) {
            check.error(path, Checker::got("invalid-object-keys", p).text("keys", "{ \"points\", \"closed\" }"));
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
            check.error(path + ".points", Checker::atLeast(2, "invalid-noun-points"));
        }
        if (const Json* closed = p.find("closed")) check.boolean(*closed, path + ".closed", out.closed);
        s.paths.push_back(std::move(out));
    }
}

/// The rule's message with what was given: a count (argument "n") when `counts`, else (the id's "-got" message)
/// the value as the file writes it.
Message counted(Message rule, bool counts, size_t n, const Json& value) {
    if (!counts) return rule.id += "-got", Checker::gotArg(std::move(rule), value);
    return std::move(rule.count("n", double(n)));
}
/// A list's count, or the value when it is not a list.
Message counted(Message rule, const Json& list) {
    return counted(std::move(rule), list.isArray(), list.isArray() ? list.items().size() : 0, list);
}

/// "world.terrain": {"heights": [[...], ...]}, (grid height + 1) rows of (grid width + 1) numbers.
void parseTerrain(Checker& check, const Json& terrain, Scenario& s) {
    const std::string path = "world.terrain";
    if (!terrain.isObject())
        return check.error(path,
                           Checker::got("invalid-object-keys", terrain).text("keys", "{\"heights\": [[...], ...]}"));
    check.onlyKeys(terrain, path, {"heights"});
    const Json* heights = terrain.find("heights");
    if (!heights) return check.error(path + ".heights", Message("invalid-required"));
    const size_t rows = size_t(s.grid.height()) + 1, columns = size_t(s.grid.width()) + 1;
    if (!heights->isArray() || heights->items().size() != rows) {
        return check.error(path + ".heights",
                           counted(Message("invalid-terrain-rows").count("rows", double(rows)), *heights));
    }
    std::vector<float> values(rows * columns, 0.0f);
    const size_t before = check.count();
    for (size_t y = 0; y < rows; ++y) {
        const Json& row = heights->items()[y];
        const std::string at = path + ".heights[" + std::to_string(y) + "]";
        if (!row.isArray() || row.items().size() != columns) {
            check.error(at, counted(Message("invalid-terrain-columns").count("columns", double(columns)), row));
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
    if (hasGrid) return check.error("world.map", Message("invalid-map-and-grid"));
    std::string name;
    if (!check.string(map, "world.map", 64, name)) return;
    const Grid* grid = bundledMapGrid(name);
    if (!grid)
        return check.error("world.map",
                           Message("invalid-unknown-map").text("name", name).text("maps", bundledMapList()));
    s.grid = *grid;
}

}  // namespace

void parseWorld(Checker& check, const Json& world, Scenario& s) {
    if (!world.isObject()) return check.error("world", Message("invalid-world-object"));
    check.onlyKeys(world, "world", {"map", "grid", "size", "circles", "paths", "targets", "terrain", "wallHeight"});
    const Json* grid = world.find("grid");
    const Json* map = world.find("map");
    const Json* size = world.find("size");
    if (size && (grid || map)) {
        check.error("world.size", Message("invalid-size-and").text("other", grid ? "world.grid" : "world.map"));
    } else if (size) {
        // An open grid (no blocked cell) by its size: how big open worlds are written, a few bytes in place of its
        // rows.
        const auto& wh = size->items();
        double w = 0, h = 0;
        if (!size->isArray() || wh.size() != 2)
            check.error("world.size", Checker::got("invalid-size", *size));
        else if (check.integer(wh[0], "world.size[0]", 1, kMaxGridSide, w) &&
                 check.integer(wh[1], "world.size[1]", 1, kMaxGridSide, h)) {
            s.grid = Grid(int32_t(w), int32_t(h));
        }
    } else if (map) {
        parseBundledMap(check, *map, grid != nullptr, s);
    } else if (!grid) {
        check.error("world.grid", Message("invalid-grid-required").text("maps", bundledMapList()));
    } else if (!grid->isArray() || grid->items().empty()) {
        check.error("world.grid", Checker::got("invalid-grid-rows", *grid));
    } else if (grid->items().size() > size_t(kMaxGridSide)) {
        check.error("world.grid", Message("invalid-at-most")
                                      .count("max", double(kMaxGridSide))
                                      .word("what", "invalid-noun-rows")
                                      .count("got", double(grid->items().size())));
    } else {
        const auto& rows = grid->items();
        const Json& first = rows[0];
        const size_t width = first.isString() ? first.asString().size() : 0;
        if (width < 1 || width > size_t(kMaxGridSide)) {
            check.error("world.grid[0]", counted(Message("invalid-first-row").count("max", double(kMaxGridSide)),
                                                 first.isString(), width, first));
        } else {
            s.grid = Grid(int32_t(width), int32_t(rows.size()));
            for (size_t y = 0; y < rows.size(); ++y) {
                const std::string path = "world.grid[" + std::to_string(y) + "]";
                if (!rows[y].isString()) {
                    check.error(path, Checker::got("invalid-string", rows[y]));
                    continue;
                }
                const std::string& row = rows[y].asString();
                if (row.size() != width) {
                    check.error(
                        path,
                        Message("invalid-row-width").count("width", double(width)).count("got", double(row.size())));
                    continue;
                }
                for (size_t x = 0; x < width; ++x) {
                    bool blocked = false;
                    if (!blockedChar(row[x], blocked)) {
                        const unsigned char c = static_cast<unsigned char>(row[x]);
                        check.error(path + "[" + std::to_string(x) + "]",
                                    Message("invalid-cell-character")
                                        .text("char", c >= 32 && c < 127 ? std::string("'") + char(c) + "'"
                                                                         : "#" + std::to_string(c)));
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
            return check.error("world.circles", Message("invalid-at-most")
                                                    .count("max", double(kMaxCircles))
                                                    .word("what", "invalid-noun-circles")
                                                    .count("got", double(circles->items().size())));
        }
        for (size_t i = 0; i < circles->items().size(); ++i) {
            const Json& c = circles->items()[i];
            const std::string path = "world.circles[" + std::to_string(i) + "]";
            if (!c.isObject()) {
                check.error(path, Checker::got("invalid-object-keys", c).text("keys", "{ \"x\", \"y\", \"r\" }"));
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
