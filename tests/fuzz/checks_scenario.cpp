// The scenario and link checks, the shared run of a world, and the table of targets.
#include <cmath>
#include <fstream>
#include <sstream>

#include "checks.hpp"
#include "deflate.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/timeline.hpp"

#ifndef SIDESTEP_SOURCE_DIR
#error "SIDESTEP_SOURCE_DIR: the source tree, for the example scenes some checks start from"
#endif

namespace sidestep::fuzz {

std::string sourceFile(const std::string& path) {
    std::ifstream in(std::string(SIDESTEP_SOURCE_DIR) + "/" + path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return in ? text.str() : std::string();
}

std::string brokenAgent(const World& world) {
    for (const Agent& a : world.agents()) {
        // The world stops an agent whose motion turns into a NaN ("numeric") before it reaches the state: on valid
        // input that safety net must never be needed.
        if (a.stop == StopReason::Numeric)
            return "an agent stopped as numeric at step " + std::to_string(world.stepCount());
        if (!std::isfinite(a.position.x) || !std::isfinite(a.position.y))
            return "an agent's position is not finite at step " + std::to_string(world.stepCount());
    }
    return {};
}

std::string runSteps(World& world, int steps) {
    for (int i = 0; i < steps && world.step(); ++i) {
        if (std::string broken = brokenAgent(world); !broken.empty()) return broken;
    }
    return {};
}

int stepBudget(const World& world, int most) {
    const double work = 1.0 + double(world.agents().size()) * (16.0 + double(world.circles().size()) / 64.0);
    return int(std::fmin(double(most), std::fmax(1.0, 1.0e5 / work)));
}

namespace {

/// The scenario's run with its history, then a seek back and forth: the same state as going forward.
std::string checkTimeline(const Scenario& s, int steps) {
    Timeline run = buildTimeline(s);
    for (int i = 0; i < steps && run.run(1) == 1; ++i) {
        if (std::string broken = brokenAgent(run.world()); !broken.empty()) return "with its history: " + broken;
    }
    const uint32_t end = run.step();
    const uint64_t forward = run.world().hash();
    run.seek(end / 2);
    run.seek(end);
    if (run.step() != end || run.world().hash() != forward) return "a seek back and forth changed the state";
    return {};
}

}  // namespace

std::string checkScenario(std::string_view text) {
    const ScenarioParse parsed = parseScenario(text);
    if (!parsed.ok()) {
        for (const std::string& e : parsed.errors) {
            if (e.empty()) return "an empty error message";
        }
        return {};
    }
    const std::string once = writeScenario(parsed.scenario);
    const ScenarioParse again = parseScenario(once);
    if (!again.ok()) return "a valid scenario wrote out to text that does not validate: " + again.errors[0];
    if (writeScenario(again.scenario) != once) return "a valid scenario does not write out the same twice";
    World world = buildWorld(parsed.scenario);
    // Every valid file has a valid link, and the link rebuilds the same world.
    const Inflate link = decodeLink(encodeLink(writeScenario(parsed.scenario, 0)));
    if (!link.ok()) return "the link of a valid scenario does not decode: " + link.error;
    const ScenarioParse fromLink = parseScenario(link.text);
    if (!fromLink.ok()) return "the link of a valid scenario does not validate: " + fromLink.errors[0];
    if (buildWorld(fromLink.scenario).hash() != world.hash()) return "the link rebuilds another world";
    const int steps = stepBudget(world, 120);
    if (std::string broken = runSteps(world, steps); !broken.empty()) return broken;
    if (std::string broken = checkTimeline(parsed.scenario, std::min(steps, 30)); !broken.empty()) return broken;
    for (size_t k = 0; k < parsed.scenario.compare.size(); ++k) {
        std::string error;
        Timeline variant = buildVariant(parsed.scenario, k, error);
        if (!error.empty()) return "compare[" + std::to_string(k) + "] of a valid scenario does not apply: " + error;
        if (std::string broken = runSteps(variant.world(), std::min(steps, 20)); !broken.empty())
            return "compare[" + std::to_string(k) + "]: " + broken;
    }
    return {};
}

std::string checkLink(std::string_view text) {
    const Inflate link = decodeLink(text);
    if (!link.ok()) return link.error.empty() ? "a refused link without an error" : std::string();
    return checkScenario(link.text);
}

const std::vector<Target>& targets() {
    static const std::vector<Target> all = {
        {"scenario", checkScenario}, {"link", checkLink},  {"movingai", checkMovingAi}, {"steersuite", checkSteerSuite},
        {"lesson", checkLesson},     {"edit", checkEdits}, {"script", checkScriptHost},
    };
    return all;
}

}  // namespace sidestep::fuzz
