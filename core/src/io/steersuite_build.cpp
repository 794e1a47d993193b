// steersuite::Case -> Scenario: the world's box, the obstacles rasterised, random placement with the
// core's seeded Random, agents in SteerSuite's order (see steersuite.hpp for every rule).
#include <algorithm>
#include <cmath>

#include "sidestep/geometry/collision.hpp"
#include "sidestep/io/plural.hpp"
#include "sidestep/io/steersuite.hpp"
#include "sidestep/world/random.hpp"
#include "steersuite_case.hpp"

namespace sidestep {

namespace {

using namespace steersuite;

std::string at(const char* element, int line) { return std::string(element) + " (line " + std::to_string(line) + ")"; }

std::string metres(double v) {
    char b[32];
    std::snprintf(b, sizeof b, "%g", v);
    return b;
}

/// Grows `b` to hold [x0, x1] x [z0, z1].
void grow(Bounds& b, bool& any, double x0, double x1, double z0, double z1) {
    if (!any) b = {x0, x1, z0, z1};
    b = {std::fmin(b.xmin, x0), std::fmax(b.xmax, x1), std::fmin(b.zmin, z0), std::fmax(b.zmax, z1)};
    any = true;
}

/// The corners of an oriented box, metres: SteerSuite turns (x, z) to (x cos t + z sin t, z cos t - x sin t).
void corners(const OrientedBox& o, double (&x)[4], double (&z)[4]) {
    const double t = o.thetaY * 3.14159265358979323846 / 180.0, c = std::cos(t), s = std::sin(t);
    const double hx[4] = {-0.5, 0.5, 0.5, -0.5}, hz[4] = {-0.5, -0.5, 0.5, 0.5};
    for (int k = 0; k < 4; ++k) {
        const double lx = hx[k] * o.sizeX, lz = hz[k] * o.sizeZ;
        x[k] = o.x + lx * c + lz * s;
        z[k] = o.z + lz * c - lx * s;
    }
}

class Builder {
public:
    Builder(const Case& c, const SteerSuiteOptions& o, SteerSuiteImport& out, std::vector<std::string>& errors)
        : c_(c), o_(o), out_(out), errors_(errors), random_(o.seed) {}

    bool build() {
        if (!(o_.scale >= kMinSteerSuiteScale && o_.scale <= kMaxSteerSuiteScale)) {
            errors_.push_back("scale: must be a number in [" + metres(kMinSteerSuiteScale) + ", " +
                              metres(kMaxSteerSuiteScale) + "] units per metre, got " + metres(o_.scale));
            return false;
        }
        if (!domain()) return false;
        placeBoxRegions();
        if (!errors_.empty()) return false;
        rasterise();
        for (const Disc& d : c_.discs) {
            s().circles.push_back({toWorld(d.x, d.z), float(std::fmax(d.radius * o_.scale, double(kMinCircleRadius)))});
        }
        if (s().circles.size() > size_t(kMaxCircles)) {
            errors_.push_back("circleObstacle: at most " + std::to_string(kMaxCircles) + " circles");
            return false;
        }
        agents();
        if (!errors_.empty()) return false;
        describe();
        return true;
    }

private:
    Scenario& s() { return out_.scenario; }
    Vec2 toWorld(double x, double z) const {
        return {float((x - out_.originX) * o_.scale), float((z - out_.originZ) * o_.scale)};
    }

    /// The world's box: the case's contents and a margin, or worldBounds when something is drawn in it.
    bool domain() {
        bool randomInWorld = false, any = false;
        Bounds b;
        for (const AgentSpec& a : c_.agents) {
            randomInWorld = randomInWorld || (a.position.random && a.region < 0) || a.goal.target.random;
            if (!a.position.random)
                grow(b, any, a.position.x - a.radius, a.position.x + a.radius, a.position.z - a.radius,
                     a.position.z + a.radius);
            else
                grow(b, any, a.area.xmin, a.area.xmax, a.area.zmin, a.area.zmax);
            if (!a.goal.target.random) grow(b, any, a.goal.target.x, a.goal.target.x, a.goal.target.z, a.goal.target.z);
        }
        for (const Box& x : c_.boxes) grow(b, any, x.b.xmin, x.b.xmax, x.b.zmin, x.b.zmax);
        for (const BoxRegion& r : c_.boxRegions)
            grow(b, any, r.bounds.xmin, r.bounds.xmax, r.bounds.zmin, r.bounds.zmax);
        for (const Disc& d : c_.discs) grow(b, any, d.x - d.radius, d.x + d.radius, d.z - d.radius, d.z + d.radius);
        for (const OrientedBox& o : c_.orientedBoxes) {
            double x[4], z[4];
            corners(o, x, z);
            for (int k = 0; k < 4; ++k) grow(b, any, x[k], x[k], z[k], z[k]);
        }
        const std::string where = randomInWorld
                                      ? "header's worldBounds"
                                      : "the case's contents with a " + metres(kSteerSuiteMargin) + " m margin";
        if (randomInWorld) {
            b = c_.world;
        } else {
            const double m = kSteerSuiteMargin;
            b = {b.xmin - m, b.xmax + m, b.zmin - m, b.zmax + m};
        }
        const double w = std::ceil((b.xmax - b.xmin) * o_.scale - 1e-9),
                     h = std::ceil((b.zmax - b.zmin) * o_.scale - 1e-9);
        if (!(w >= 1.0 && h >= 1.0 && w <= kMaxGridSide && h <= kMaxGridSide)) {
            errors_.push_back("world: " + where + " measure " + metres(b.xmax - b.xmin) + " x " +
                              metres(b.zmax - b.zmin) + " m, " + metres(w) + " x " + metres(h) + " cells at " +
                              metres(o_.scale) + " units per metre; a side must be 1.." + std::to_string(kMaxGridSide) +
                              " cells (a smaller --scale fits more)");
            return false;
        }
        out_.originX = b.xmin;
        out_.originZ = b.zmin;
        s().grid = Grid(int32_t(w), int32_t(h));
        return true;
    }

    /// Squares of side `size`, each drawn until it overlaps no obstacle and no fixed agent.
    void placeBoxRegions() {
        for (const BoxRegion& r : c_.boxRegions) {
            const double spanX = r.bounds.xmax - r.bounds.xmin - 2.0 * r.size,
                         spanZ = r.bounds.zmax - r.bounds.zmin - 2.0 * r.size;
            if (r.count > 0 && (spanX < 0.0 || spanZ < 0.0)) {
                errors_.push_back(at("obstacleRegion", r.line) + ": regionBounds are narrower than twice obstacleSize");
                return;
            }
            for (int k = 0; k < r.count; ++k) {
                bool placed = false;
                for (int t = 0; t < kSteerSuiteTries && !placed; ++t) {
                    const double x = r.bounds.xmin + r.size + double(random_.uniform()) * spanX;
                    const double z = r.bounds.zmin + r.size + double(random_.uniform()) * spanZ;
                    const Bounds box{x - r.size / 2, x + r.size / 2, z - r.size / 2, z + r.size / 2};
                    if (boxFree(box)) {
                        placedBoxes_.push_back(box);
                        placed = true;
                    }
                }
                if (!placed) {
                    errors_.push_back(at("obstacleRegion", r.line) + ": box " + std::to_string(k + 1) + " of " +
                                      std::to_string(r.count) + " overlaps another obstacle in each of " +
                                      std::to_string(kSteerSuiteTries) + " tries: the region is too dense");
                    return;
                }
            }
        }
    }

    bool boxFree(const Bounds& b) const {
        auto apart = [&](const Bounds& o) {
            return b.xmax <= o.xmin || o.xmax <= b.xmin || b.zmax <= o.zmin || o.zmax <= b.zmin;
        };
        for (const Box& o : c_.boxes) {
            if (!apart(o.b)) return false;
        }
        for (const Bounds& o : placedBoxes_) {
            if (!apart(o)) return false;
        }
        auto discApart = [&](double x, double z, double r) {
            const double dx = std::fmax(std::fmax(b.xmin - x, x - b.xmax), 0.0),
                         dz = std::fmax(std::fmax(b.zmin - z, z - b.zmax), 0.0);
            return dx * dx + dz * dz >= r * r;
        };
        for (const Disc& d : c_.discs) {
            if (!discApart(d.x, d.z, d.radius)) return false;
        }
        for (const AgentSpec& a : c_.agents) {
            if (!a.position.random && !discApart(a.position.x, a.position.z, a.radius)) return false;
        }
        return true;
    }

    /// Blocks the cells the box [u0, u1] x [v0, v1] (world units) covers more than half of (a tie goes to
    /// free space, so a corridor never narrows); a box too thin to cover half a cell anywhere blocks the
    /// cells its middle line crosses for more than half their side, so no wall vanishes.
    void blockBox(double u0, double u1, double v0, double v1) {
        Grid& g = s().grid;
        auto cover = [](double a, double b, int32_t i) {
            return std::fmax(0.0, std::fmin(b, double(i + 1)) - std::fmax(a, double(i)));
        };
        const int32_t x0 = std::max(0, int32_t(std::floor(u0))), x1 = std::min(g.width() - 1, int32_t(std::floor(u1)));
        const int32_t y0 = std::max(0, int32_t(std::floor(v0))), y1 = std::min(g.height() - 1, int32_t(std::floor(v1)));
        bool any = false;
        for (int32_t y = y0; y <= y1; ++y) {
            for (int32_t x = x0; x <= x1; ++x) {
                if (!(cover(u0, u1, x) * cover(v0, v1, y) > 0.5)) continue;
                if (!g.blocked(x, y)) ++cells_;
                g.set(x, y, true);
                any = true;
            }
        }
        if (any) return;
        // Thin: the middle line along its longer side.
        const bool alongX = u1 - u0 >= v1 - v0;
        const int32_t mid = int32_t(std::floor(alongX ? 0.5 * (v0 + v1) : 0.5 * (u0 + u1)));
        for (int32_t k = alongX ? x0 : y0; k <= (alongX ? x1 : y1); ++k) {
            const int32_t x = alongX ? k : mid, y = alongX ? mid : k;
            if (!g.contains(x, y) || !(cover(alongX ? u0 : v0, alongX ? u1 : v1, k) > 0.5)) continue;
            if (!g.blocked(x, y)) ++cells_;
            g.set(x, y, true);
        }
    }

    void rasterise() {
        auto axis = [&](const Bounds& b) {
            const Vec2 lo = toWorld(b.xmin, b.zmin), hi = toWorld(b.xmax, b.zmax);
            blockBox(lo.x, hi.x, lo.y, hi.y);
        };
        for (const Box& b : c_.boxes) axis(b.b);
        for (const Bounds& b : placedBoxes_) axis(b);
        for (const OrientedBox& o : c_.orientedBoxes) orientedBox(o);
    }

    void orientedBox(const OrientedBox& o) {
        Grid& g = s().grid;
        double x[4], z[4];
        corners(o, x, z);
        double u0 = 1e300, u1 = -1e300, v0 = 1e300, v1 = -1e300;
        for (int k = 0; k < 4; ++k) {
            const Vec2 p = toWorld(x[k], z[k]);
            u0 = std::fmin(u0, p.x), u1 = std::fmax(u1, p.x), v0 = std::fmin(v0, p.y), v1 = std::fmax(v1, p.y);
        }
        const double t = o.thetaY * 3.14159265358979323846 / 180.0, c = std::cos(t), sn = std::sin(t);
        auto inside = [&](double u, double v) {  // a world point in the box's own frame, metres
            const double dx = u / o_.scale + out_.originX - o.x, dz = v / o_.scale + out_.originZ - o.z;
            const double lx = c * dx - sn * dz, lz = sn * dx + c * dz;
            return std::fabs(lx) <= 0.5 * o.sizeX && std::fabs(lz) <= 0.5 * o.sizeZ;
        };
        bool any = false;
        for (int32_t y = std::max(0, int32_t(std::floor(v0))); y <= std::min(g.height() - 1, int32_t(std::floor(v1)));
             ++y) {
            for (int32_t xx = std::max(0, int32_t(std::floor(u0)));
                 xx <= std::min(g.width() - 1, int32_t(std::floor(u1))); ++xx) {
                if (!inside(xx + 0.5, y + 0.5)) continue;
                if (!g.blocked(xx, y)) ++cells_;
                g.set(xx, y, true);
                any = true;
            }
        }
        if (any) return;
        // Too thin to hold a centre: the cells along its longer middle line.
        const bool alongX = o.sizeX >= o.sizeZ;
        const double length = (alongX ? o.sizeX : o.sizeZ) * o_.scale;
        const int steps = std::max(1, int(std::ceil(length * 4.0)));
        for (int k = 0; k <= steps; ++k) {
            const double l = (double(k) / steps - 0.5) * (alongX ? o.sizeX : o.sizeZ);
            const double lx = alongX ? l : 0.0, lz = alongX ? 0.0 : l;
            const Vec2 p = toWorld(o.x + lx * c + lz * sn, o.z + lz * c - lx * sn);
            const int32_t cx = int32_t(std::floor(p.x)), cy = int32_t(std::floor(p.y));
            if (g.contains(cx, cy) && !g.blocked(cx, cy)) ++cells_, g.set(cx, cy, true);
        }
    }

    /// Agents with a fixed position first, in file order, then those placed at random.
    void agents() {
        std::vector<const AgentSpec*> order;
        for (const AgentSpec& a : c_.agents) {
            if (!a.position.random) order.push_back(&a);
        }
        for (const AgentSpec& a : c_.agents) {
            if (a.position.random) order.push_back(&a);
        }
        const Obstacles obstacles{s().grid, s().circles};
        double longest = 0.0;
        for (const AgentSpec* spec : order) {
            const AgentSpec& a = *spec;
            const char* element = a.region >= 0 ? "agentRegion" : "agent";
            AgentDef d;
            d.name = a.name;
            d.behavior = Behavior::Seek;
            d.radius = float(a.radius * o_.scale);
            d.maxSpeed = float(a.goal.desiredSpeed * o_.scale);
            if (!(d.radius >= kMinRadius && d.radius <= kMaxRadius)) {
                errors_.push_back(at(element, a.line) + ": radius " + metres(a.radius) + " m is " + metres(d.radius) +
                                  " units at " + metres(o_.scale) + " units per metre, outside [" + metres(kMinRadius) +
                                  ", " + metres(kMaxRadius) + "]");
                return;
            }
            if (!(d.maxSpeed >= kMinSpeed && d.maxSpeed <= kMaxSpeed)) {
                errors_.push_back(at("seekStaticTarget", a.goal.line) + ": desiredSpeed " +
                                  metres(a.goal.desiredSpeed) + " m/s is " + metres(d.maxSpeed) +
                                  " units/s, outside [" + metres(kMinSpeed) + ", " + metres(kMaxSpeed) + "]");
                return;
            }
            if (a.position.random) {
                if (!placeAgent(a, obstacles, d.start, element)) return;
            } else {
                d.start = toWorld(a.position.x, a.position.z);
            }
            if (a.goal.target.random) {
                if (!placeTarget(obstacles, d.goal, a.goal.line)) return;
            } else {
                d.goal = toWorld(a.goal.target.x, a.goal.target.z);
            }
            const Vec2 size{float(s().grid.width()), float(s().grid.height())};
            for (const Vec2 p : {d.start, d.goal}) {
                if (!(p.x >= 0.0f && p.y >= 0.0f && p.x <= size.x && p.y <= size.y)) {
                    errors_.push_back(at(element, a.line) +
                                      ": its start or goal lies outside the world (the header's worldBounds)");
                    return;
                }
            }
            longest = std::fmax(longest, double(glm::length(d.goal - d.start)) / double(d.maxSpeed));
            s().agents.push_back(d);
            out_.desiredSpeeds.push_back(float(a.goal.desiredSpeed));
        }
        s().sim.dt = kSteerSuiteDt;
        s().sim.leaveAtGoal = true;  // SteerSuite disables an agent at its goal: it leaves the world
        const double seconds = std::fmax(60.0, 4.0 * longest);
        s().sim.maxSteps = uint32_t(std::fmin(1000000.0, std::ceil(seconds / double(kSteerSuiteDt))));
    }

    bool placeAgent(const AgentSpec& a, const Obstacles& obstacles, Vec2& out, const char* element) {
        const double r = a.radius;
        const double spanX = a.area.xmax - a.area.xmin - 2.0 * r, spanZ = a.area.zmax - a.area.zmin - 2.0 * r;
        if (spanX < 0.0 || spanZ < 0.0) {
            errors_.push_back(at(element, a.line) + ": regionBounds are narrower than the agents (radius " + metres(r) +
                              " m)");
            return false;
        }
        const float radius = float(r * o_.scale);
        for (int t = 0; t < kSteerSuiteTries; ++t) {
            const double x = a.area.xmin + r + double(random_.uniform()) * spanX;
            const double z = a.area.zmin + r + double(random_.uniform()) * spanZ;
            const Vec2 p = toWorld(x, z);
            if (clearance(obstacles, p, radius) < 0.0f) continue;
            bool free = true;
            for (const AgentDef& o : s().agents) {
                if (glm::length(o.start - p) < o.radius + radius) {
                    free = false;
                    break;
                }
            }
            if (!free) continue;
            out = p;
            return true;
        }
        errors_.push_back(at(element, a.line) + ": agent " + a.name +
                          " overlaps an obstacle or another agent in each of " + std::to_string(kSteerSuiteTries) +
                          " tries: the region is too dense");
        return false;
    }

    bool placeTarget(const Obstacles& obstacles, Vec2& out, int line) {
        const float clear = float(o_.scale);  // 1 m
        const float w = float(s().grid.width()), h = float(s().grid.height());
        for (int t = 0; t < kSteerSuiteTries; ++t) {
            const Vec2 p{random_.uniform() * w, random_.uniform() * h};
            if (clearance(obstacles, p, clear) >= 0.0f) {
                out = p;
                return true;
            }
        }
        errors_.push_back(at("seekStaticTarget", line) + ": no point 1 m clear of obstacles found for a random target");
        return false;
    }

    void describe() {
        const std::string file = o_.file.empty() ? c_.name : o_.file;
        s().title = ("SteerSuite " + file).substr(0, 200);
        std::string d = c_.description.empty() ? "" : c_.description + (c_.description.back() == '.' ? " " : ". ");
        if (!c_.criteria.empty()) d += "Passing criteria: " + c_.criteria + (c_.criteria.back() == '.' ? " " : ". ");
        d += "SteerSuite test case " + file + " (header name \"" + c_.name + "\"), imported at " + metres(o_.scale) +
             " units per metre: x/z become x/y, obstacles blocked cells and circles, dt 0.05 s. SteerSuite's test "
             "cases: "
             "Copyright (c) 2009-2015 Shawn Singh, Glen Berseth, Mubbasir Kapadia, Petros Faloutsos, Glenn Reinman; "
             "BSD licence.";
        s().description = d.substr(0, 4000);
        out_.name = c_.name;
        out_.scale = o_.scale;
        out_.openSpace = c_.boxes.empty() && c_.orientedBoxes.empty() && c_.discs.empty() && c_.boxRegions.empty();
        out_.notes = c_.notes;
        if (c_.initialSpeeds)
            out_.notes.push_back(
                "initial speeds and directions are read, not used: sidestep agents start at rest, facing their goal");
        if (cells_ > 0) {
            out_.notes.push_back(
                plural(c_.boxes.size() + c_.orientedBoxes.size() + placedBoxes_.size(), "box", "boxes") +
                " rasterised into " + plural(uint64_t(cells_), "blocked cell", "blocked cells") + " of " +
                metres(1.0 / o_.scale) + " m");
        }
    }

    const Case& c_;
    const SteerSuiteOptions& o_;
    SteerSuiteImport& out_;
    std::vector<std::string>& errors_;
    Random random_;
    std::vector<Bounds> placedBoxes_;
    int64_t cells_ = 0;
};

}  // namespace

bool importSteerSuite(std::string_view xml, const SteerSuiteOptions& options, SteerSuiteImport& out,
                      std::vector<std::string>& errors) {
    out = SteerSuiteImport{};
    const XmlParse parsed = parseXml(xml);
    if (!parsed.ok()) {
        errors.push_back(parsed.error);
        return false;
    }
    Case c;
    if (!steersuite::readCase(parsed.root, c, errors)) return false;
    return Builder(c, options, out, errors).build();
}

}  // namespace sidestep
