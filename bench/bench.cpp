// The native half of `npm run bench`: each command times real work and prints one JSON object per line,
// which bench/run.mjs puts in the table beside the wasm, Yuka and page figures it measures itself.
//
//   sidestep_bench nproxy                      one n-proxy decision: the article's recursion vs bounded BFS
//   sidestep_bench nproxy-grids                one n-proxy decision on open grids up to 1024 x 1024, P up to 256
//   sidestep_bench field FILE                  the whole P-proxy field (the heat map) of agent 0 after an edit
//   sidestep_bench crowd FILE WARMUP STEPS [--brute | --timeline]
//                                              ms per step of a scenario, and its hash after WARMUP + STEPS
//   sidestep_bench memory FILE STEPS           bytes held as a crowd runs (a counting allocator), at a few steps
//   sidestep_bench timeline FILE STEPS SEEKS   a run of STEPS, then SEEKS jumps to seeded random steps and
//                                              100 steps back from its end, against fresh runs to those steps
//   sidestep_bench movingai MAP SCEN P [MIN_MS [MIN_PASSES]]
//                                              every problem of a Moving AI scen with n-proxy at look-ahead P
//                                              (the whole set, repeated for at least MIN_MS, default 1000,
//                                              and at least MIN_PASSES times, default 1)
//
// Timing: steady_clock around the work, repeated until a minimum time has passed; the median of the
// repetitions is reported (so one slow interruption does not move it).
#include <time.h>
#include <atomic>
#include <cstring>
#include <new>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "../tests/core/nproxy_oracle.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/io/benchmark_scenario.hpp"
#include "sidestep/io/movingai.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/field_overlay.hpp"
#include "sidestep/world/hash.hpp"
#include "sidestep/world/problem_run.hpp"
#include "sidestep/world/random.hpp"
#include "sidestep/world/timeline.hpp"
#include "sidestep/world/world.hpp"

// ---- a counting allocator: every byte asked of operator new, live and at most (the memory row) -----------

std::atomic<size_t> liveBytes{0}, peakBytes{0};
constexpr size_t kHeader = 16;  // keeps malloc's 16-byte alignment for what it returns

void* operator new(std::size_t size) {
    auto* block = static_cast<unsigned char*>(std::malloc(size + kHeader));
    if (!block) throw std::bad_alloc();
    std::memcpy(block, &size, sizeof size);
    const size_t live = liveBytes += size;
    size_t peak = peakBytes.load();
    while (live > peak && !peakBytes.compare_exchange_weak(peak, live)) {
    }
    return block + kHeader;
}
void* operator new[](std::size_t size) { return operator new(size); }
void operator delete(void* p) noexcept {
    if (!p) return;
    unsigned char* block = static_cast<unsigned char*>(p) - kHeader;
    size_t size = 0;
    std::memcpy(&size, block, sizeof size);
    liveBytes -= size;
    std::free(block);
}
void operator delete[](void* p) noexcept { operator delete(p); }
void operator delete(void* p, std::size_t) noexcept { operator delete(p); }
void operator delete[](void* p, std::size_t) noexcept { operator delete(p); }

using namespace sidestep;
using Clock = std::chrono::steady_clock;

namespace {

volatile uint32_t gSink = 0;  // keeps results alive so the work is not optimised away

double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

/// Median milliseconds of one call of fn, over repetitions that together take at least `budgetMs`
/// (and at least `minReps`).
template <class Fn>
double medianMs(Fn fn, double budgetMs = 300.0, int minReps = 3) {
    std::vector<double> times;
    const Clock::time_point start = Clock::now();
    while (int(times.size()) < minReps || msSince(start) < budgetMs) {
        const Clock::time_point t = Clock::now();
        fn();
        times.push_back(msSince(t));
        if (times.size() >= 100000) break;
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

/// A w x h grid with a share of its cells blocked (seeded), and two free cells far apart.
Grid clutteredGrid(int32_t w, int32_t h, float share, uint64_t seed) {
    Grid g(w, h);
    Random rng(seed);
    for (int32_t y = 0; y < h; ++y)
        for (int32_t x = 0; x < w; ++x) g.set(x, y, rng.uniform() < share);
    return g;
}

int nproxy() {
    // The article's maze size, 42 x 42; agent at the centre, target in a corner.
    for (const float clutter : {0.0f, 0.25f}) {
        Grid g = clutteredGrid(42, 42, clutter, 7);
        const Cell agent{21, 21}, target{2, 2};
        g.set(agent.x, agent.y, false);
        g.set(target.x, target.y, false);
        ProxySearch search;
        for (const int P : {5, 7, 9, 64, 256}) {
            const NproxyParams params{P, true, true, Metric::Euclidean};
            const double bfs =
                medianMs([&] { gSink += uint32_t(decideGridStep(g, agent, agent, target, params, search).chosen); });
            double recursion = -1.0;
            if (P <= 9) {
                recursion = medianMs(
                    [&] {
                        for (uint32_t k = 0; k < 4; ++k) {
                            const Cell n{agent.x + kNeighbourOffsets[k].x, agent.y + kNeighbourOffsets[k].y};
                            gSink += uint32_t(oracle::nProxy(g, n, target, P, Metric::Euclidean));
                            gSink += oracle::nStep(g, n, target, P, P);
                        }
                    },
                    300.0, 2);
            }
            std::printf(
                "{\"kind\":\"nproxy\",\"side\":42,\"clutter\":%.2f,\"P\":%d,\"bfsMs\":%.6f,\"recursionMs\":%.6f}\n",
                clutter, P, bfs, recursion);
        }
    }
    return 0;
}

/// One n-proxy decision on big open grids, where the searches are not cut short by walls: the agent at
/// the centre, the target in a far corner (so no neighbour sees it within P). The cost grows with P^2
/// (four searches of up to about 2 P^2 cells), not with the grid.
int nproxyGrids() {
    const std::pair<int32_t, int> cases[] = {{42, 7}, {1024, 7}, {256, 64}, {1024, 64}, {1024, 256}};
    for (const auto& [side, P] : cases) {
        const Grid g(side, side);
        const Cell agent{side / 2, side / 2}, target{1, 1};
        ProxySearch search;
        const NproxyParams params{P, true, true, Metric::Euclidean};
        const double bfs =
            medianMs([&] { gSink += uint32_t(decideGridStep(g, agent, agent, target, params, search).chosen); });
        std::printf("{\"kind\":\"nproxyGrid\",\"side\":%d,\"clutter\":0,\"P\":%d,\"bfsMs\":%.6f}\n", side, P, bfs);
    }
    return 0;
}

bool readFile(const char* path, std::string& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream ss;
    ss << in.rdbuf();
    out = ss.str();
    return true;
}

bool loadWorld(const char* path, World& world) {
    std::string text;
    if (!readFile(path, text)) {
        std::fprintf(stderr, "sidestep_bench: cannot read %s\n", path);
        return false;
    }
    const ScenarioParse parsed = parseScenario(text);
    if (!parsed.ok()) {
        std::fprintf(stderr, "sidestep_bench: %s: %s\n", path, parsed.errors.front().c_str());
        return false;
    }
    world = buildWorld(parsed.scenario);
    return true;
}

/// The whole P-proxy field (heat map, P-step, cells within P) of agent 0, a grid agent, recomputed after
/// an edit each time (a painted cell), as when the heat map follows the brush.
int field(const char* path) {
    World world;
    if (!loadWorld(path, world)) return 2;
    const int32_t w = world.grid().width(), h = world.grid().height();
    FieldOverlay overlay;
    int32_t flip = 0;
    const double ms = medianMs(
        [&] {
            world.setCell(1 + (flip % 8), h - 2, (flip / 8) % 2 == 0);
            ++flip;
            overlay.update(world, 0);
            gSink += overlay.fieldVersion();
        },
        1000.0, 3);
    std::printf("{\"kind\":\"field\",\"file\":\"%s\",\"width\":%d,\"height\":%d,\"P\":%d,\"ms\":%.4f}\n", path, w, h,
                overlay.lookahead(), ms);
    return 0;
}

/// The CPU time the process used, ms: on a machine shared with other work the wall clock says how much of a
/// core this process got as much as how fast the code is.
double cpuMs() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/// A crowd stepped as a World (the bare step), or with --timeline as the page and the CLI run it: a Timeline
/// (built by buildTimeline(), as they load a file) that also records events, trails and keyframes.
int crowd(const char* path, uint32_t warmup, uint32_t steps, bool brute, bool timeline) {
    std::string text;
    if (!readFile(path, text)) return 2;
    const Clock::time_point loaded = Clock::now();
    const double loadedCpu = cpuMs();
    const ScenarioParse parsed = parseScenario(text);
    if (!parsed.ok()) {
        std::fprintf(stderr, "sidestep_bench: %s: %s\n", path, parsed.errors.front().c_str());
        return 2;
    }
    std::unique_ptr<Timeline> run = timeline ? std::make_unique<Timeline>(buildTimeline(parsed.scenario)) : nullptr;
    World bare = timeline ? World() : buildWorld(parsed.scenario);
    const double loadMs = msSince(loaded), loadCpuMs = cpuMs() - loadedCpu;
    bare.useIndex(!brute);
    auto step = [&](uint32_t n) { return run ? run->run(n) : bare.run(n); };
    step(warmup);
    const Clock::time_point t = Clock::now();
    const double c = cpuMs();
    const uint32_t taken = step(steps);
    const double ms = msSince(t), cpu = cpuMs() - c;
    const World& world = run ? run->world() : bare;
    std::printf(
        "{\"kind\":\"crowd\",\"file\":\"%s\",\"brute\":%s,\"steps\":%u,\"msPerStep\":%.4f,\"cpuMsPerStep\":%.4f,"
        "\"loadMs\":%.1f,\"loadCpuMs\":%.1f,\"hash\":\"%s\",\"at\":%u}\n",
        path, brute ? "true" : "false", taken, ms / std::max(1u, taken), cpu / std::max(1u, taken), loadMs, loadCpuMs,
        toHex(world.hash()).c_str(), world.stepCount());
    return 0;
}

/// The bytes the program asked for (operator new) and holds, and the most it held, as a crowd runs: every
/// byte the core allocated, large blocks too (malloc's own statistics leave out what it maps directly).
int memory(const char* path, uint32_t steps) {
    World world;
    if (!loadWorld(path, world)) return 2;
    std::vector<uint32_t> marks{1, 10, 100, 1000, 10000, 100000};
    uint32_t done = 0;
    std::printf("{\"kind\":\"memory\",\"file\":\"%s\",\"agents\":%zu,\"samples\":[", path, world.agents().size());
    bool first = true;
    for (const uint32_t m : marks) {
        if (m > steps) break;
        world.run(m - done);
        done = m;
        std::printf("%s{\"step\":%u,\"heapBytes\":%zu,\"peakBytes\":%zu}", first ? "" : ",", world.stepCount(),
                    liveBytes.load(), peakBytes.load());
        first = false;
        std::fflush(stdout);
    }
    std::printf("]}\n");
    return 0;
}

/// The timeline as the page scrubs it: a run of `steps`, then jumps to `seeks` random steps (seeded) and
/// 100 single steps back from the end, each timed; the baseline is what going back costs without keyframes,
/// running a freshly loaded scene from step 0 to the same steps (the first five targets; loading not
/// timed). Median and largest, ms.
int timeline(const char* path, uint32_t steps, uint32_t seeks) {
    std::string text;
    if (!readFile(path, text)) return 2;
    ScenarioParse parsed = parseScenario(text);
    if (!parsed.ok()) {
        std::fprintf(stderr, "sidestep_bench: %s: %s\n", path, parsed.errors.front().c_str());
        return 2;
    }
    if (steps < 1 || seeks < 1) {
        std::fprintf(stderr, "sidestep_bench timeline: STEPS and SEEKS must be at least 1\n");
        return 2;
    }
    parsed.scenario.sim.maxSteps = std::max(parsed.scenario.sim.maxSteps, steps);
    Timeline run = buildTimeline(parsed.scenario);
    const Clock::time_point t0 = Clock::now();
    run.run(steps);
    const double runMs = msSince(t0);
    const uint32_t frontier = run.frontier();
    const auto stats = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return std::make_pair(v[v.size() / 2], v.back());
    };
    Random rng(7);
    std::vector<uint32_t> targets(std::max(1u, seeks));
    for (uint32_t& target : targets) target = uint32_t(rng.uniform() * float(frontier + 1)) % (frontier + 1);
    std::vector<double> seek, back, fresh, seekFirst;  // seekFirst: the jumps to the fresh runs' targets
    for (const uint32_t target : targets) {
        const Clock::time_point t = Clock::now();
        run.seek(target);
        seek.push_back(msSince(t));
        if (seekFirst.size() < 5) seekFirst.push_back(seek.back());
        gSink = gSink + run.step();
    }
    run.seek(frontier);
    for (int k = 0; k < 100 && (k == 0 || run.step() > 0); ++k) {  // at least one (a step back from 0 stays)
        const Clock::time_point t = Clock::now();
        run.seek(run.step() > 0 ? run.step() - 1 : 0);
        back.push_back(msSince(t));
    }
    for (size_t k = 0; k < std::min<size_t>(5, targets.size()); ++k) {
        Timeline again = buildTimeline(parsed.scenario);
        const Clock::time_point t = Clock::now();
        again.run(targets[k]);
        fresh.push_back(msSince(t));
        gSink = gSink + again.step();
    }
    const auto [seekMedian, seekMax] = stats(seek);
    const auto [backMedian, backMax] = stats(back);
    const auto [freshMedian, freshMax] = stats(fresh);
    const auto [seekFirstMedian, seekFirstMax] = stats(seekFirst);
    std::printf(
        "{\"kind\":\"timeline\",\"file\":\"%s\",\"agents\":%zu,\"frontier\":%u,\"runMs\":%.2f,\"keyframes\":%zu,"
        "\"keyframeBytes\":%zu,\"seeks\":%zu,\"seekMedianMs\":%.4f,\"seekMaxMs\":%.4f,\"backMedianMs\":%.4f,"
        "\"backMaxMs\":%.4f,\"freshMedianMs\":%.4f,\"freshMaxMs\":%.4f,\"seekSameMedianMs\":%.4f}\n",
        path, run.world().agents().size(), frontier, runMs, run.keyframeCount(), run.keyframeBytes(), seek.size(),
        seekMedian, seekMax, backMedian, backMax, freshMedian, freshMax, seekFirstMedian);
    (void)seekFirstMax;
    return 0;
}

/// Every problem of a scen run by one reused ProblemRunner with n-proxy at look-ahead P (optima
/// included, as `sidestep movingai` and the page's run all do): the fastest of the whole passes made
/// within minMs (at least minPasses). The fastest, not the median: on a shared machine other work only ever
/// adds time, and the page's figure beside it is also its fastest run.
int movingai(const char* mapPath, const char* scenPath, int P, double minMs, int minPasses) {
    std::string mapText, scenText;
    if (!readFile(mapPath, mapText) || !readFile(scenPath, scenText)) {
        std::fprintf(stderr, "sidestep_bench: cannot read %s or %s\n", mapPath, scenPath);
        return 2;
    }
    const MapParse map = parseMovingAiMap(mapText);
    const ScenParse scen = parseMovingAiScen(scenText);
    if (!map.ok() || !scen.ok() || !checkScenAgainstMap(scen.problems, map.grid, mapPath).empty()) {
        std::fprintf(stderr, "sidestep_bench: %s or %s does not read\n", mapPath, scenPath);
        return 2;
    }
    AgentDef def;
    if (const std::string error = makeGridAgent("nproxy", P, def); !error.empty()) {
        std::fprintf(stderr, "sidestep_bench: %s\n", error.c_str());
        return 2;
    }
    ProblemRunner runner(map.grid, def);
    // Also the CPU time the pass used (cpuMs()).
    uint32_t reached = 0;
    double ms = 0.0, cpu = 0.0;
    const Clock::time_point start = Clock::now();
    for (int pass = 0; pass < std::max(1, minPasses) || msSince(start) < minMs; ++pass) {
        const Clock::time_point t = Clock::now();
        const double c = cpuMs();
        reached = 0;
        for (const ScenProblem& q : scen.problems) reached += runner.run(q.start, q.goal).reached ? 1 : 0;
        const double took = msSince(t), used = cpuMs() - c;
        if (pass == 0 || took < ms) ms = took;
        if (pass == 0 || used < cpu) cpu = used;
    }
    std::printf(
        "{\"kind\":\"movingai\",\"map\":\"%s\",\"problems\":%zu,\"reached\":%u,\"P\":%d,\"msPerPass\":%.3f,"
        "\"cpuMsPerPass\":%.3f}\n",
        mapPath, scen.problems.size(), reached, P, ms, cpu);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string command = argc > 1 ? argv[1] : "";
    if (command == "nproxy") return nproxy();
    if (command == "nproxy-grids") return nproxyGrids();
    if (command == "field" && argc >= 3) return field(argv[2]);
    if (command == "crowd" && argc >= 5) {
        const std::string option = argc > 5 ? argv[5] : "";
        return crowd(argv[2], uint32_t(std::atoi(argv[3])), uint32_t(std::atoi(argv[4])), option == "--brute",
                     option == "--timeline");
    }
    if (command == "timeline" && argc >= 5)
        return timeline(argv[2], uint32_t(std::atoi(argv[3])), uint32_t(std::atoi(argv[4])));
    if (command == "memory" && argc >= 4) return memory(argv[2], uint32_t(std::atoi(argv[3])));
    if (command == "movingai" && argc >= 5) {
        return movingai(argv[2], argv[3], std::atoi(argv[4]), argc > 5 ? std::atof(argv[5]) : 1000.0,
                        argc > 6 ? std::atoi(argv[6]) : 1);
    }
    std::fprintf(
        stderr,
        "usage: sidestep_bench nproxy | nproxy-grids | field FILE | crowd FILE WARMUP STEPS [--brute | --timeline] | "
        "memory FILE STEPS\n"
        "       | timeline FILE STEPS SEEKS\n"
        "       | movingai MAP SCEN P [MIN_MS [MIN_PASSES]]\n"
        "(npm run bench runs them all and prints one table)\n");
    return 2;
}
