// The threads half of `npm run bench`: one scene stepped with each thread count in one process, so that
// every ratio is between figures of the same run. One JSON object per line.
//
//   sidestep_bench_threads FILE WARMUP STEPS [COUNTS]
//       COUNTS: thread counts separated by commas, 0 meaning one per core (default "1,2,0")
//
// For each count: the scene loaded afresh, WARMUP steps, then STEPS steps timed, each split into its
// decide phase (World::refreshDecisions()) and the rest of the step (move and measure); both are split over
// the threads but for their serial parts (the agent index, the measures settled in agent order). Reported:
// ms per step and steps per second, the ratio to the first count's ms per step, the decide phase's ms, the rest's ms,
// decide core-ms (decide ms x threads: what the phase costs the machine), the heap allocations made during the timed
// steps (a counting operator new: none once warm), and the world's hash at the end (the same for every count, or the
// run is wrong).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <new>
#include <sstream>
#include <string>
#include <vector>

#include "sidestep/io/scenario.hpp"
#include "sidestep/world/hash.hpp"
#include "sidestep/world/workers.hpp"
#include "sidestep/world/world.hpp"

// ---- a counting allocator: how many blocks operator new handed out ----------------------------------------
// (malloc and free underneath: GCC's mismatch warning sees only the free.)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
std::atomic<size_t> allocations{0};
void* operator new(std::size_t size) {
    allocations.fetch_add(1, std::memory_order_relaxed);
    if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
    throw std::bad_alloc();
}
void* operator new[](std::size_t size) { return operator new(size); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { operator delete(p); }
void operator delete(void* p, std::size_t) noexcept { operator delete(p); }
void operator delete[](void* p, std::size_t) noexcept { operator delete(p); }

using namespace sidestep;
using Clock = std::chrono::steady_clock;

namespace {

double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

bool loadScenario(const char* path, Scenario& out) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    const ScenarioParse parsed = parseScenario(text.str());
    if (!in || !parsed.ok()) {
        std::fprintf(stderr, "sidestep_bench_threads: %s: %s\n", path,
                     parsed.ok() ? "cannot read" : parsed.errors.front().c_str());
        return false;
    }
    out = parsed.scenario;
    return true;
}

std::vector<unsigned> parseCounts(const char* text) {
    std::vector<unsigned> counts;
    std::stringstream in(text);
    std::string item;
    while (std::getline(in, item, ',')) counts.push_back(unsigned(std::strtoul(item.c_str(), nullptr, 10)));
    return counts;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: sidestep_bench_threads FILE WARMUP STEPS [COUNTS, e.g. 1,2,0; 0: one per core]\n");
        return 2;
    }
    const char* path = argv[1];
    const uint32_t warmup = uint32_t(std::atoi(argv[2])), steps = uint32_t(std::atoi(argv[3]));
    const std::vector<unsigned> counts = parseCounts(argc > 4 ? argv[4] : "1,2,0");
    Scenario scenario;
    if (!loadScenario(path, scenario)) return 2;
    double firstMs = 0.0;
    for (const unsigned asked : counts) {
        const unsigned threads = setThreads(asked);
        World world = buildWorld(scenario);
        world.run(warmup);
        double decideMs = 0.0, restMs = 0.0;
        uint32_t taken = 0;
        const size_t allocated = allocations.load();
        for (; taken < steps && !world.finished(); ++taken) {
            const Clock::time_point t0 = Clock::now();
            world.refreshDecisions();
            const Clock::time_point t1 = Clock::now();
            world.step();
            decideMs += std::chrono::duration<double, std::milli>(t1 - t0).count();
            restMs += msSince(t1);
        }
        const size_t madeAllocations = allocations.load() - allocated;
        const double n = double(std::max(1u, taken));
        const double ms = (decideMs + restMs) / n;
        if (firstMs == 0.0) firstMs = ms;
        std::printf(
            "{\"kind\":\"threads\",\"file\":\"%s\",\"agents\":%zu,\"threads\":%u,\"cores\":%u,\"steps\":%u,"
            "\"msPerStep\":%.4f,\"stepsPerSecond\":%.2f,\"ratio\":%.3f,\"decideMs\":%.4f,\"restMs\":%.4f,"
            "\"decideCoreMs\":%.4f,\"allocations\":%zu,\"hash\":\"%s\",\"at\":%u}\n",
            path, world.agents().size(), threads, coreCount(), taken, ms, 1000.0 / ms, firstMs / ms, decideMs / n,
            restMs / n, decideMs / n * threads, madeAllocations, toHex(world.hash()).c_str(), world.stepCount());
        std::fflush(stdout);
    }
    return 0;
}
