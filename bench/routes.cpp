// sidestep_bench_routes: what routes cost (docs/routes.md, npm run bench). `plan MAP SCEN MIN_MS`: every
// problem of a Moving AI scen planned as a route for a body of radius 0.35, grid and any-angle, repeated for at
// least MIN_MS; routes per second (the fastest pass). `crowd FILE WARMUP STEPS PLANNER`: the crowd of a scenario
// file stepped as it is and with every continuous agent following a route of PLANNER, in the same process, ms
// per step of each (the routes planned in the warm-up), the agents following one, those arrived, and the outcome
// of every agent's last plan (found, unreachable, start or goal blocked, too large). One JSON line each.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "sidestep/io/movingai.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/route/planner.hpp"
#include "sidestep/world/hash.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

bool readFile(const char* path, std::string& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream s;
    s << in.rdbuf();
    out = s.str();
    return true;
}

int plan(const char* mapPath, const char* scenPath, double minMs) {
    std::string mapText, scenText;
    if (!readFile(mapPath, mapText) || !readFile(scenPath, scenText)) {
        std::fprintf(stderr, "sidestep_bench_routes: cannot read %s or %s\n", mapPath, scenPath);
        return 2;
    }
    const MapParse map = parseMovingAiMap(mapText);
    const ScenParse scen = parseMovingAiScen(scenText);
    if (!map.ok() || !scen.ok()) {
        std::fprintf(stderr, "sidestep_bench_routes: %s or %s does not read\n", mapPath, scenPath);
        return 2;
    }
    const std::vector<Circle> circles;
    const Obstacles obstacles{map.grid, circles};
    for (const RouteKind kind : {RouteKind::Grid, RouteKind::AnyAngle}) {
        RoutePlanner planner;
        Route route;
        double best = 0.0, expanded = 0.0;
        uint32_t found = 0;
        const Clock::time_point start = Clock::now();
        for (int pass = 0; pass < 2 || msSince(start) < minMs; ++pass) {
            const Clock::time_point t = Clock::now();
            found = 0;
            expanded = 0.0;
            for (const ScenProblem& q : scen.problems) {
                const Vec2 from(float(q.start.x) + 0.5f, float(q.start.y) + 0.5f);
                const Vec2 to(float(q.goal.x) + 0.5f, float(q.goal.y) + 0.5f);
                planner.plan(obstacles, 1, kind, from, to, 0.35f, route);
                found += route.found() ? 1u : 0u;
                expanded += double(route.expanded);
            }
            const double took = msSince(t);
            if (pass == 0 || took < best) best = took;
        }
        std::printf(
            "{\"kind\":\"routes\",\"map\":\"%s\",\"planner\":\"%s\",\"problems\":%zu,\"found\":%u,\"msPerPass\":%.3f,"
            "\"routesPerSecond\":%.1f,\"meanExpanded\":%.1f}\n",
            mapPath, routeKindName(kind), scen.problems.size(), found, best,
            double(scen.problems.size()) * 1000.0 / std::max(best, 1e-9),
            expanded / double(std::max<size_t>(1, scen.problems.size())));
    }
    return 0;
}

int crowd(const char* path, uint32_t warmup, uint32_t steps, const char* plannerName) {
    std::string text;
    RouteKind kind = RouteKind::None;
    if (!readFile(path, text) || !parseRouteKind(plannerName, kind)) {
        std::fprintf(stderr, "sidestep_bench_routes: cannot read %s, or no planner %s\n", path, plannerName);
        return 2;
    }
    const ScenarioParse parsed = parseScenario(text);
    if (!parsed.ok()) {
        std::fprintf(stderr, "sidestep_bench_routes: %s: %s\n", path, parsed.errors.front().c_str());
        return 2;
    }
    Scenario routed = parsed.scenario;
    for (AgentDef& a : routed.agents) {
        if (kindOf(a.behavior) == AgentKind::Continuous && a.behavior != Behavior::Script) a.planner = uint32_t(kind);
    }
    double ms[2] = {0.0, 0.0}, planMs = 0.0;
    size_t following = 0, arrived = 0;
    size_t status[kRouteStatusCount] = {};  // the last plan's outcome of every agent with a planner
    for (int k = 0; k < 2; ++k) {
        World w = buildWorld(k == 0 ? parsed.scenario : routed);
        const Clock::time_point planned = Clock::now();
        w.refreshDecisions();  // (with routes: every route planned here)
        if (k == 1) planMs = msSince(planned);
        w.run(warmup);
        const Clock::time_point t = Clock::now();
        const uint32_t taken = w.run(steps);
        ms[k] = msSince(t) / double(std::max(1u, taken));
        if (k == 1)
            for (const Agent& a : w.agents()) {
                following += followsRoute(a) ? 1 : 0;
                arrived += a.stop == StopReason::Reached ? 1 : 0;
                if (a.planner != 0 && a.replanReason != 0 && a.routeStatus < kRouteStatusCount) ++status[a.routeStatus];
            }
    }
    std::printf(
        "{\"kind\":\"routeCrowd\",\"file\":\"%s\",\"planner\":\"%s\",\"agents\":%zu,\"following\":%zu,\"planMs\":%.1f,"
        "\"msPerStep\":%.4f,\"withoutMsPerStep\":%.4f,\"arrived\":%zu,\"status\":{",
        path, plannerName, parsed.scenario.agents.size(), following, planMs, ms[1], ms[0], arrived);
    for (uint32_t k = 0; k < kRouteStatusCount; ++k)
        std::printf("%s\"%s\":%zu", k ? "," : "", routeStatusName(RouteStatus(k)), status[k]);
    std::printf("}}\n");
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string command = argc > 1 ? argv[1] : "";
    if (command == "plan" && argc >= 4) return plan(argv[2], argv[3], argc > 4 ? std::atof(argv[4]) : 1000.0);
    if (command == "crowd" && argc >= 6)
        return crowd(argv[2], uint32_t(std::atoi(argv[3])), uint32_t(std::atoi(argv[4])), argv[5]);
    std::fprintf(stderr,
                 "usage: sidestep_bench_routes plan MAP SCEN [MIN_MS] | crowd FILE WARMUP STEPS grid|any-angle\n");
    return 2;
}
