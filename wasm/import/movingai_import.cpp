// The importers' module (loaded by the page when it opens a map, and by the run-all worker): a Moving AI
// benchmark, a map and its scen's problems (parsed and checked by the core), the scenario of the map or of
// one problem row (built by the core), and the core's problem runner with its per-bucket summary. No
// algorithm code here: the problems and results cross as typed-array views whose layouts are exported below.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstddef>
#include <cstdint>
#include <memory>

#include "../views.hpp"
#include "sidestep/geometry/octile_distance.hpp"
#include "sidestep/geometry/step_distance.hpp"
#include "sidestep/io/benchmark_scenario.hpp"
#include "sidestep/io/bundled_maps.hpp"
#include "sidestep/io/message_json.hpp"
#include "sidestep/io/movingai.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/hash.hpp"
#include "sidestep/world/problem_run.hpp"
#include "sidestep/world/world.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

/// One problem of the scen as the page lists it (all 4-byte words).
struct ProblemRecord {
    int32_t line;    ///< 1-based line in the scen file
    int32_t bucket;  ///< the file's bucket
    int32_t startX, startY, goalX, goalY;
    float optimal;  ///< the file's octile optimum (shown; ours is computed by the runner)
};

/// What came of one problem run, as the page lists it (all 4-byte words).
struct ResultRecord {
    int32_t row;         ///< 0-based row in the scen file
    uint32_t outcome;    ///< index into problemOutcomeNames()
    uint32_t steps;      ///< moves the agent made
    uint32_t returns;    ///< moves back onto the cell just left
    uint32_t stepLimit;  ///< 0 when not run
    int32_t optimal4;    ///< fewest 4-neighbour moves; -1 when unreachable
    float optimal;       ///< our octile optimum; -1 when unreachable
    float ratio;         ///< steps / optimal4 when reached, else 0
};

val errorList(const std::vector<std::string>& errors) {
    val list = val::array();
    for (const std::string& e : errors) list.call<void>("push", e);
    return list;
}

val tallyObject(const ProblemTally& t) {
    val o = val::object();
    o.set("problems", t.problems);
    o.set("reached", t.reached);
    o.set("stuck", t.stuck);
    o.set("oscillation", t.oscillation);
    o.set("maxSteps", t.maxSteps);
    o.set("unreachable", t.unreachable);
    o.set("meanRatio", t.meanRatio());
    o.set("worstRatio", t.worstRatio);
    return o;
}

val resultObject(const ProblemResult& r) {
    val o = val::object();
    o.set("outcome", std::string(problemOutcomeName(outcomeOf(r))));
    o.set("reachable", r.reachable);
    o.set("reached", r.reached);
    o.set("steps", r.steps);
    o.set("returns", r.returns);
    o.set("stepLimit", r.stepLimit);
    o.set("optimal", r.reachable ? val(r.optimal) : val::null());
    o.set("optimal4", r.reachable ? val(r.optimal4) : val::null());
    o.set("ratio", r.reached ? val(r.ratio) : val::null());
    return o;
}

class Benchmark {
public:
    /// Parses `.map` text. On success the map replaces the current one (and its problems and results
    /// are dropped); on failure nothing changes. Returns { errors, width, height, blocked, swamp, water }.
    val loadMap(const std::string& name, const std::string& text) {
        MapParse parsed = parseMovingAiMap(text);
        val o = val::object();
        o.set("errors", errorList(parsed.errors));
        o.set("messages", errorMessagesText(parsed.errors, parsed.messages));  // each error's message, for the page
        if (!parsed.ok()) return o;
        mapName_ = name;
        grid_ = std::move(parsed.grid);
        digest_ = toHex(grid_.digest());
        swamp_ = parsed.swamp;
        water_ = parsed.water;
        scenName_.clear();
        scen_.clear();
        problems_.clear();
        runner_.reset();
        clearResults();
        o.set("width", grid_.width());
        o.set("height", grid_.height());
        o.set("blocked", double(grid_.blockedCount()));
        o.set("swamp", double(swamp_));
        o.set("water", double(water_));
        return o;
    }

    /// Loads a bundled map by name (its compiled-in text), as loadMap does with "NAME.map".
    val loadBundledMap(const std::string& name) {
        for (const BundledMap& m : bundledMaps()) {
            if (m.name == name) return loadMap(std::string(m.name) + ".map", std::string(m.text));
        }
        val o = val::object();
        o.set("errors",
              errorList({"map: unknown bundled map \"" + name + "\"; the bundled maps are " + bundledMapList()}));
        return o;
    }

    /// Parses `.scen` text and checks it against the map (base name, size, free starts and goals). On
    /// success its problems replace the current ones; on failure nothing changes. Returns { errors }.
    val loadScen(const std::string& name, const std::string& text) {
        val o = val::object();
        if (mapName_.empty()) {
            o.set("errors", errorList({"open a .map first: a .scen lists problems on one map"}));
            return o;
        }
        ScenParse parsed = parseMovingAiScen(text);
        std::vector<std::string> errors = parsed.errors;
        std::vector<Message> messages = parsed.messages;
        if (parsed.ok()) errors = checkScenAgainstMap(parsed.problems, grid_, mapName_, &messages);
        o.set("errors", errorList(errors));
        o.set("messages", errorMessagesText(errors, messages));  // each error's message, for the page
        if (!errors.empty()) return o;
        scenName_ = name;
        scen_ = std::move(parsed.problems);
        problems_.clear();
        problems_.reserve(scen_.size());
        for (const ScenProblem& q : scen_) {
            problems_.push_back({q.line, q.bucket, q.start.x, q.start.y, q.goal.x, q.goal.y, float(q.optimal)});
        }
        clearResults();
        return o;
    }

    std::string mapName() const { return mapName_; }
    std::string scenName() const { return scenName_; }
    int width() const { return grid_.width(); }
    int height() const { return grid_.height(); }
    uint32_t problemCount() const { return uint32_t(scen_.size()); }
    /// The map's cells as a bundled map's name, or "" (a scene on it is linked by name).
    std::string bundledName() const { return mapName_.empty() ? "" : std::string(bundledMapName(grid_)); }

    /// True when the world's grid is this map's cells (a scene still on it).
    /// The map's cells' digest (Grid::digest() as hex), "" before a map: the page compares it with its world's
    /// (worlds live in the page's other module).
    std::string digest() const { return mapName_.empty() ? std::string() : digest_; }

    /// The problems as an Int32Array (`problemLayout().stride` words each; optimal is a float word).
    val problemsView() const { return bind::wordsView(problems_); }

    /// The scenario of the map alone (row < 0) or of one row with a grid agent: JSON text, or "" with
    /// the reason in agentError() when the agent is not valid.
    std::string scenario(int row, const std::string& behavior, double P) {
        AgentDef def;
        error_ = makeGridAgent(behavior, P, def);
        if (!error_.empty()) return "";
        BenchmarkRow source;
        if (row >= 0 && size_t(row) < scen_.size()) source = {&scen_[size_t(row)], size_t(row), scenName_};
        return writeScenario(benchmarkScenario(grid_, mapName_, def, source), 0);
    }

    /// Why the last scenario() or setAgent() refused its agent ("" when it did not).
    std::string agentError() const { return error_; }

    /// Chooses the agent every later run() and runRows() uses. Returns "" or the rule broken.
    std::string setAgent(const std::string& behavior, double P) {
        AgentDef def;
        error_ = makeGridAgent(behavior, P, def);
        if (!error_.empty()) return error_;
        runner_ = std::make_unique<ProblemRunner>(grid_, def);
        error_ = runner_->error();
        if (!error_.empty()) runner_.reset();
        clearResults();
        return error_;
    }

    /// The optima of one row, computed by the core (no agent is run): { optimal, optimal4, stepLimit },
    /// null for the unreachable ones (optimal4 null means no path).
    val optima(int row) {
        if (row < 0 || size_t(row) >= scen_.size()) return val::null();
        const ScenProblem& q = scen_[size_t(row)];
        const double optimal = octile_.between(grid_, q.start, q.goal);
        const int32_t optimal4 = steps_.between(grid_, q.start, q.goal);
        val o = val::object();
        const bool reachable = optimal4 != kNoStepPath;
        o.set("optimal", reachable ? val(optimal) : val::null());
        o.set("optimal4", reachable ? val(optimal4) : val::null());
        o.set("stepLimit", reachable ? val(problemStepLimit(optimal4)) : val::null());
        return o;
    }

    /// Runs one row with the agent of setAgent(): the optima and what the agent did (not recorded).
    val run(int row) {
        if (!runner_ || row < 0 || size_t(row) >= scen_.size()) return val::null();
        const ScenProblem& q = scen_[size_t(row)];
        return resultObject(runner_->run(q.start, q.goal));
    }

    /// Runs rows first..first+count-1 (clipped to the scen), records each result and adds it to the
    /// summary. Returns how many ran.
    uint32_t runRows(uint32_t first, uint32_t count) {
        if (!runner_) return 0;
        uint32_t ran = 0;
        for (size_t row = first; row < scen_.size() && ran < count; ++row, ++ran) {
            const ScenProblem& q = scen_[row];
            const ProblemResult r = runner_->run(q.start, q.goal);
            summary_.add(q.bucket, r);
            results_.push_back({int32_t(row), uint32_t(outcomeOf(r)), r.steps, r.returns, r.stepLimit,
                                r.reachable ? r.optimal4 : -1, r.reachable ? float(r.optimal) : -1.0f, float(r.ratio)});
        }
        return ran;
    }

    /// The results recorded since the last setAgent() or clearResults(), as an Int32Array
    /// (`resultLayout().stride` words each; optimal and ratio are float words).
    val resultsView() const { return bind::wordsView(results_); }
    uint32_t resultCount() const { return uint32_t(results_.size()); }

    /// The tallies of the recorded results: { buckets: [{bucket, problems, reached, ...}], all: {...} }.
    val summary() const {
        val buckets = val::array();
        for (const auto& [bucket, tally] : summary_.buckets()) {
            val b = tallyObject(tally);
            b.set("bucket", bucket);
            buckets.call<void>("push", b);
        }
        val o = val::object();
        o.set("buckets", buckets);
        o.set("all", tallyObject(summary_.all()));
        return o;
    }

    /// Forgets the recorded results and the summary (a new run all).
    void clearResults() {
        results_.clear();
        summary_.clear();
    }

private:
    std::string mapName_, scenName_, error_;
    std::string digest_;  // of the map's cells (Grid::digest() as hex)
    Grid grid_{1, 1};
    int64_t swamp_ = 0, water_ = 0;
    std::vector<ScenProblem> scen_;
    std::vector<ProblemRecord> problems_;
    std::unique_ptr<ProblemRunner> runner_;
    OctileDistance octile_;
    StepDistance steps_;
    std::vector<ResultRecord> results_;
    ProblemSummary summary_;
};

const RecordField kProblemFields[] = {
    SIDESTEP_FIELD(ProblemRecord, "line", line),       SIDESTEP_FIELD(ProblemRecord, "bucket", bucket),
    SIDESTEP_FIELD(ProblemRecord, "startX", startX),   SIDESTEP_FIELD(ProblemRecord, "startY", startY),
    SIDESTEP_FIELD(ProblemRecord, "goalX", goalX),     SIDESTEP_FIELD(ProblemRecord, "goalY", goalY),
    SIDESTEP_FIELD(ProblemRecord, "optimal", optimal),
};
const RecordField kResultFields[] = {
    SIDESTEP_FIELD(ResultRecord, "row", row),
    SIDESTEP_FIELD(ResultRecord, "outcome", outcome),
    SIDESTEP_FIELD(ResultRecord, "steps", steps),
    SIDESTEP_FIELD(ResultRecord, "returns", returns),
    SIDESTEP_FIELD(ResultRecord, "stepLimit", stepLimit),
    SIDESTEP_FIELD(ResultRecord, "optimal4", optimal4),
    SIDESTEP_FIELD(ResultRecord, "optimal", optimal),
    SIDESTEP_FIELD(ResultRecord, "ratio", ratio),
};
static_assert(sizeof(kProblemFields) / sizeof(RecordField) * 4 == sizeof(ProblemRecord),
              "every word of ProblemRecord named");
static_assert(sizeof(kResultFields) / sizeof(RecordField) * 4 == sizeof(ResultRecord),
              "every word of ResultRecord named");

val problemLayout() { return bind::layoutOf(kProblemFields, sizeof(ProblemRecord)); }
val resultLayout() { return bind::layoutOf(kResultFields, sizeof(ResultRecord)); }

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_movingai) {
    class_<Benchmark>("Benchmark")
        .constructor<>()
        .function("loadMap", &Benchmark::loadMap)
        .function("loadBundledMap", &Benchmark::loadBundledMap)
        .function("loadScen", &Benchmark::loadScen)
        .function("mapName", &Benchmark::mapName)
        .function("scenName", &Benchmark::scenName)
        .function("width", &Benchmark::width)
        .function("height", &Benchmark::height)
        .function("problemCount", &Benchmark::problemCount)
        .function("bundledName", &Benchmark::bundledName)
        .function("digest", &Benchmark::digest)
        .function("problemsView", &Benchmark::problemsView)
        .function("scenario", &Benchmark::scenario)
        .function("agentError", &Benchmark::agentError)
        .function("setAgent", &Benchmark::setAgent)
        .function("optima", &Benchmark::optima)
        .function("run", &Benchmark::run)
        .function("runRows", &Benchmark::runRows)
        .function("resultsView", &Benchmark::resultsView)
        .function("resultCount", &Benchmark::resultCount)
        .function("summary", &Benchmark::summary)
        .function("clearResults", &Benchmark::clearResults);
    function("problemLayout", &problemLayout);
    function("resultLayout", &resultLayout);
    function(
        "problemOutcomeNames", +[]() {
            return bind::names([](unsigned k) { return problemOutcomeName(ProblemOutcome(k)); }, kProblemOutcomes);
        });
}
