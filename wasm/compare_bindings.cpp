// embind registration of a compare: one run (a Timeline) per variant of a scenario's compare set, all
// owned here; the page borrows each run for its pane and reads the variants' measures from the core.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "sidestep/io/json.hpp"
#include "sidestep/io/report.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/quality/measure.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

class CompareRuns {
public:
    /// Builds one run per variant of the scenario text's compare set. Returns the errors (nothing changes
    /// then); a scenario without a compare set is an error here.
    val load(const std::string& text) {
        val errors = val::array();
        ScenarioParse parsed = parseScenario(text);
        for (const std::string& e : parsed.errors) errors.call<void>("push", e);
        if (!parsed.ok()) return errors;
        if (parsed.scenario.compare.empty()) {
            errors.call<void>("push", std::string("compare: the scenario has no compare set"));
            return errors;
        }
        std::vector<Timeline> runs;
        for (size_t k = 0; k < parsed.scenario.compare.size(); ++k) {
            std::string error;
            runs.push_back(buildVariant(parsed.scenario, k, error));
            if (!error.empty()) {
                errors.call<void>("push", "compare[" + std::to_string(k) + "]." + error);
                return errors;
            }
        }
        scenario_ = std::move(parsed.scenario);
        runs_ = std::move(runs);
        return errors;
    }
    uint32_t count() const { return uint32_t(runs_.size()); }
    Timeline* run(uint32_t k) { return k < runs_.size() ? &runs_[k] : nullptr; }
    std::string label(uint32_t k) const { return k < runs_.size() ? scenario_.compare[k].label : std::string(); }
    /// The compare set as JSON text (the scenario's "compare" key).
    std::string variants() const {
        const Json doc = scenarioToJson(scenario_);
        const Json* compare = doc.find("compare");
        return compare ? writeJson(*compare, 0) : std::string("[]");
    }
    /// Variant k's measures now, over the agents it changes (as `sidestep compare` prints them at the end).
    val measures(uint32_t k) const {
        val o = val::object();
        if (k >= runs_.size()) return o;
        const World& w = runs_[k].world();
        const QualityMeasures m = measureRun(w, &scenario_.compare[k]);
        o.set("agents", m.agents);
        o.set("reached", m.reached);
        o.set("timeToGoal", m.reached ? double(m.perReached(m.timeToGoal)) : -1.0);
        o.set("collisions", m.collisions);
        o.set("contactTime", double(m.contactTime));
        o.set("agentContacts", m.contacts);
        o.set("minClearance", double(m.minClearance));
        o.set("pathRatio", m.reached ? double(m.perReached(m.pathRatio)) : -1.0);
        o.set("returns", m.returns);
        o.set("laps", m.laps);
        o.set("terrainHits", m.terrainHits);
        o.set("steps", w.stepCount());
        o.set("finished", w.finished());
        return o;
    }

    /// Variant k's row of `sidestep compare` (text, or JSON text with `json`).
    std::string row(uint32_t k, bool json) const {
        if (k >= runs_.size()) return {};
        return json ? writeJson(compareRowJson(scenario_.compare[k], runs_[k].world()), 0)
                    : compareRow(scenario_.compare[k], runs_[k].world());
    }

private:
    Scenario scenario_;
    std::vector<Timeline> runs_;
};

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_compare) {
    class_<CompareRuns>("CompareRuns")
        .constructor<>()
        .function("load", &CompareRuns::load)
        .function("count", &CompareRuns::count)
        .function("run", &CompareRuns::run, allow_raw_pointers())
        .function("label", &CompareRuns::label)
        .function("variants", &CompareRuns::variants)
        .function("measures", &CompareRuns::measures)
        .function("row", &CompareRuns::row);
}
