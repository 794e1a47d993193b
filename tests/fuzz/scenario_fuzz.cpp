// libFuzzer target for everything that reads untrusted text: share links (base64url + bounded inflate),
// scenario JSON (parser + validator) and Moving AI .map/.scen files. Properties checked beyond "no
// crash, no hang, no leak": a scenario that validates writes out to text that validates again and
// writes out identically, its share link decodes to the same world, and it runs a few hundred steps
// without a NaN in any agent's state (UBSan catches undefined conversions on the way); every Moving AI
// error names its line; a map that reads runs a problem.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "deflate.hpp"
#include "sidestep/io/movingai.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/problem_run.hpp"

using namespace sidestep;

namespace {

void checkRoundTrip(const std::string& text) {
    const ScenarioParse parsed = parseScenario(text);
    if (!parsed.ok()) return;
    const std::string once = writeScenario(parsed.scenario);
    const ScenarioParse again = parseScenario(once);
    if (!again.ok() || writeScenario(again.scenario) != once) std::abort();
    World world = buildWorld(parsed.scenario);
    // Every valid file has a valid link, and the link rebuilds the same world.
    const Inflate link = decodeLink(encodeLink(writeScenario(parsed.scenario, 0)));
    if (!link.ok()) std::abort();
    const ScenarioParse fromLink = parseScenario(link.text);
    if (!fromLink.ok() || buildWorld(fromLink.scenario).hash() != world.hash()) std::abort();
    // Runs a few hundred steps, fewer for big scenes so one input stays well under a second.
    const double work = 1.0 + double(world.agents().size()) * (16.0 + double(world.circles().size()) / 64.0);
    const int steps = int(std::fmin(300.0, std::fmax(8.0, 2.0e5 / work)));
    for (int i = 0; i < steps && world.step(); ++i) {
        for (const Agent& a : world.agents()) {
            // The world stops an agent whose motion turns into a NaN ("numeric") before it reaches the
            // state: on valid input that safety net must never be needed.
            if (a.stop == StopReason::Numeric) std::abort();
            if (!std::isfinite(a.position.x) || !std::isfinite(a.position.y)) std::abort();
        }
    }
}

void namesLines(const std::vector<std::string>& errors) {
    for (size_t i = 0; i < errors.size(); ++i) {
        const bool note = i + 1 == errors.size() && errors[i].rfind("stopped after", 0) == 0;
        if (!note && errors[i].rfind("line ", 0) != 0) std::abort();
    }
}

void checkMovingAi(const std::string& text) {
    const MapParse map = parseMovingAiMap(text);
    const ScenParse scen = parseMovingAiScen(text);
    namesLines(map.errors);
    namesLines(scen.errors);
    if (!map.ok() || map.grid.width() * map.grid.height() > 4096) return;
    // A map that reads: run one problem between its first and last free cells.
    Cell first{-1, -1}, last{-1, -1};
    for (int32_t y = 0; y < map.grid.height(); ++y) {
        for (int32_t x = 0; x < map.grid.width(); ++x) {
            if (map.grid.blocked(x, y)) continue;
            if (first.x < 0) first = {x, y};
            last = {x, y};
        }
    }
    if (first.x < 0) return;
    AgentDef def;
    def.behavior = Behavior::Greedy;
    ProblemRunner runner(map.grid, def);
    const ProblemResult r = runner.run(first, last);
    if (r.reachable && (r.steps > r.stepLimit || (r.reached && r.steps < uint32_t(r.optimal4)))) std::abort();
}

}  // namespace

/// A canary for scripts/fuzz.sh: with SIDESTEP_FUZZ_UB_CANARY set, a deliberate signed overflow, which
/// must stop the run (UBSan built with -fno-sanitize-recover); if it ever carries on, the fuzz layer could
/// not fail on undefined behaviour and the script says so.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
    if (const char* canary = std::getenv("SIDESTEP_FUZZ_UB_CANARY")) {
        volatile int32_t largest = INT32_MAX;
        const int32_t over = largest + int32_t(std::strlen(canary) + 1);  // undefined: signed overflow
        std::printf("fuzz canary: %d (undefined behaviour was not fatal)\n", over);
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    checkRoundTrip(text);
    const Inflate link = decodeLink(text);
    if (link.ok()) checkRoundTrip(link.text);
    checkMovingAi(text);
    return 0;
}
