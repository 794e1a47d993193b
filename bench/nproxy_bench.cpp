// One n-proxy decision step, timed with the article's 4^P recursion and with the bounded breadth-first
// searches, on the same grids, in the same process; prints the ratio for each P. Also times the fast
// decision at large P and the whole-grid min-plus field (the heat map), which the recursion cannot reach.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>

#include "../tests/core/nproxy_oracle.hpp"
#include "sidestep/world/random.hpp"

using namespace sidestep;

namespace {

/// The article's maze size, 42 x 42, agent and target far apart; open, or with a quarter of the cells
/// blocked (seeded). Open is the recursion's full 4^P; blocked cells cut its branches short.
struct Scene {
    Grid grid{42, 42};
    Cell agent{21, 21};
    Cell target{2, 2};
    explicit Scene(float clutter) {
        Random rng(7);
        for (int y = 0; y < 42; ++y)
            for (int x = 0; x < 42; ++x) grid.set(x, y, rng.uniform() < clutter);
        grid.set(agent.x, agent.y, false);
        grid.set(target.x, target.y, false);
    }
};

const Scene& scene(int64_t cluttered) {
    static const Scene open(0.0f), blocked(0.25f);
    return cluttered ? blocked : open;
}

/// The decision as the article computes it: each neighbour's P-proxy and P-step by recursion.
uint32_t recursiveDecision(const Scene& s, int P) {
    float bestProxy = bigDistance(s.grid);
    uint32_t best = None;
    for (uint32_t k = 0; k < 4; ++k) {
        const Cell n{s.agent.x + kNeighbourOffsets[k].x, s.agent.y + kNeighbourOffsets[k].y};
        const float proxy = oracle::nProxy(s.grid, n, s.target, P, Metric::Euclidean);
        const uint32_t step = oracle::nStep(s.grid, n, s.target, P, P);
        benchmark::DoNotOptimize(step);
        if (proxy < bestProxy) bestProxy = proxy, best = k;
    }
    return best;
}

void BM_DecisionRecursion(benchmark::State& state) {
    const int P = int(state.range(0));
    const Scene& s = scene(state.range(1));
    for (auto _ : state) benchmark::DoNotOptimize(recursiveDecision(s, P));
}

void BM_DecisionBfs(benchmark::State& state) {
    const int P = int(state.range(0));
    const Scene& s = scene(state.range(1));
    ProxySearch search;
    const NproxyParams params{P, true, true, Metric::Euclidean};
    for (auto _ : state) benchmark::DoNotOptimize(decideGridStep(s.grid, s.agent, s.agent, s.target, params, search));
}

void BM_ProxyField1024(benchmark::State& state) {
    const int P = int(state.range(0));
    Grid g(1024, 1024);
    Random rng(3);
    for (int y = 0; y < 1024; ++y)
        for (int x = 0; x < 1024; ++x) g.set(x, y, rng.uniform() < 0.25f);
    for (auto _ : state) benchmark::DoNotOptimize(proxyField(g, {512, 512}, P, Metric::Euclidean));
}

BENCHMARK(BM_DecisionRecursion)->ArgsProduct({{5, 7, 9}, {0, 1}})->ArgNames({"P", "cluttered"})->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_DecisionBfs)->ArgsProduct({{5, 7, 9, 64, 256}, {0, 1}})->ArgNames({"P", "cluttered"})->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ProxyField1024)->Arg(7)->Arg(64)->Unit(benchmark::kMillisecond);

/// Remembers each run's time so the ratios can be printed after the table.
class RatioReporter : public benchmark::ConsoleReporter {
public:
    void ReportRuns(const std::vector<Run>& runs) override {
        for (const Run& r : runs) times[r.benchmark_name()] = r.GetAdjustedRealTime();
        ConsoleReporter::ReportRuns(runs);
    }
    std::map<std::string, double> times;  // microseconds for the decision benchmarks
};

}  // namespace

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    RatioReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    std::printf("\nOne decision step on a 42 x 42 grid, recursion (the article) vs bounded BFS (sidestep):\n");
    for (int cluttered : {0, 1}) {
        const std::string suffix = "/cluttered:" + std::to_string(cluttered);
        std::printf(" %s\n", cluttered ? "25% of cells blocked:" : "open grid:");
        for (int P : {5, 7, 9}) {
            const auto rec = reporter.times.find("BM_DecisionRecursion/P:" + std::to_string(P) + suffix);
            const auto bfs = reporter.times.find("BM_DecisionBfs/P:" + std::to_string(P) + suffix);
            if (rec == reporter.times.end() || bfs == reporter.times.end()) continue;
            std::printf("  P = %d: recursion %10.1f us, BFS %7.2f us, ratio %8.0fx\n", P, rec->second, bfs->second,
                        rec->second / bfs->second);
        }
        for (int P : {64, 256}) {
            const auto bfs = reporter.times.find("BM_DecisionBfs/P:" + std::to_string(P) + suffix);
            if (bfs != reporter.times.end()) std::printf("  P = %d: BFS %7.1f us per decision (the recursion: 4^%d calls)\n", P, bfs->second, P);
        }
    }
    benchmark::Shutdown();
    return 0;
}
