// The edit check: edits as the page sends them (parseEditText), one per line, made on example scenes.
#include <cstdio>
#include <cstdlib>

#include "checks.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/timeline.hpp"

namespace sidestep::fuzz {

namespace {

/// Most edits of one input, and the scenes they are made on: grid agents on a block, feelers on a hill (terrain),
/// an orca crowd among blocks, and a scripted agent.
constexpr size_t kMostEdits = 8;
const char* const kScenes[] = {"examples/greedy-round-a-block.json", "examples/feelers-slope-hill.json",
                               "examples/orca-blocks.json", "examples/script-whiskers.json"};

const std::vector<Scenario>& scenes() {
    static const std::vector<Scenario> all = [] {
        std::vector<Scenario> out;
        for (const char* path : kScenes) {
            const ScenarioParse parsed = parseScenario(sourceFile(path));
            if (!parsed.ok()) {
                std::fprintf(stderr, "fuzz: %s: %s\n", path,
                             parsed.errors.empty() ? "cannot read" : parsed.errors[0].c_str());
                std::abort();
            }
            out.push_back(parsed.scenario);
        }
        return out;
    }();
    return all;
}

/// The edited run: its scene saved (scenarioFromTimeline) validates, and read back replays to the same state.
std::string checkSaved(const Timeline& run) {
    const std::string saved = writeScenario(scenarioFromTimeline(run));
    const ScenarioParse again = parseScenario(saved);
    if (!again.ok()) return "an edited scene saves to a file that does not validate: " + again.errors[0];
    Timeline replay = buildTimeline(again.scenario);
    replay.run(run.step());
    if (replay.step() != run.step() || replay.world().hash() != run.world().hash())
        return "an edited scene, saved and read back, replays to another state";
    return {};
}

}  // namespace

std::string checkEdits(std::string_view text) {
    std::vector<Edit> edits;
    for (size_t at = 0; at <= text.size() && edits.size() < kMostEdits;) {
        const size_t end = std::min(text.find('\n', at), text.size());
        const std::string_view line = text.substr(at, end - at);
        at = end + 1;
        const EditParse parsed = parseEditText(line);
        if (!parsed.ok()) {
            if (parsed.errors[0].empty()) return "an empty error message";
            continue;
        }
        // An edit that parses writes back to the same edit.
        const std::string once = writeJson(editToJson(TimedEdit{0, parsed.edit}, false), 0);
        const EditParse again = parseEditText(once);
        if (!again.ok()) return "a valid edit writes out to text that does not validate: " + again.errors[0];
        if (writeJson(editToJson(TimedEdit{0, again.edit}, false), 0) != once)
            return "an edit does not write out the same twice";
        edits.push_back(parsed.edit);
    }
    if (edits.empty()) return {};
    for (const Scenario& scene : scenes()) {
        Timeline run = buildTimeline(scene);
        // The first edit at step 0 (part of the scene), the others between steps (the run's history).
        for (const Edit& e : edits) {
            const uint64_t before = run.world().hash();
            const EditResult r = run.edit(e);
            if (!r.ok() && run.world().hash() != before) return "a refused edit changed the world: " + r.error;
            run.run(3);
            if (std::string broken = brokenAgent(run.world()); !broken.empty()) return broken;
        }
        run.run(10);
        if (std::string broken = brokenAgent(run.world()); !broken.empty()) return broken;
        if (std::string broken = checkSaved(run); !broken.empty()) return broken;
    }
    return {};
}

}  // namespace sidestep::fuzz
