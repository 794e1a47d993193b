#pragma once
/// The quality suite run a step at a time: what an embedding uses when its variants include a script (the
/// page's exercise check in a worker, `node scripts/sidestep.mjs quality --script`), whose runtime must be
/// set on every world the run builds, and which reports progress between chunks. runQualitySuite() is this
/// run to its end, so both give the same tables.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sidestep/explain/message.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/quality/measure.hpp"

namespace sidestep {

class QualityRun {
public:
    /// Each variant on every scene of `families` (all the suite's scenes when empty) whose name starts with
    /// `scenePrefix`, variant by variant, scene by scene in the suite's order; a crowd-only variant only where
    /// agents meet.
    explicit QualityRun(std::vector<QualityVariant> variants, const std::vector<std::string>& families = {},
                        const std::string& scenePrefix = "");

    /// The runtime that runs the variants' scripts (not owned), set on every world this run builds.
    void setScriptHost(ScriptHost* host);
    /// Runs at most `steps` steps of the runs still to go (moving on to the next scene or variant as each
    /// run ends); returns the steps run, 0 once every run is done (or when the script host gave up on a step:
    /// the next call asks it again).
    uint32_t advance(uint32_t steps);
    bool done() const { return next_ >= runs_.size() && !world_; }
    size_t runsDone() const { return finished_; }
    size_t runCount() const { return runs_.size(); }
    /// The tables over the runs done so far (all of them once done()); a variant with no run yet (a crowd-only
    /// one among families without crowds) is left out.
    QualityReport report() const;
    /// The runs done so far, one line per scene and variant (scenes in the suite's order, then variants in
    /// theirs) under a header: what `sidestep quality --detail` prints.
    std::string detailText() const;

private:
    struct Totals {
        QualityMeasures obstacles, crowds;
        std::vector<QualityMeasures> perFamily;
        std::vector<std::pair<float, float>> ranges;  ///< per family: lowest and highest score per agent of a scene
        std::string firstScriptStop;                  ///< "on SCENE: MESSAGE" of the first agent its script stopped
    };
    void finishRun();

    std::vector<QualityVariant> variants_;
    std::vector<QualityScene> scenes_;
    std::vector<std::string> families_;
    std::vector<std::pair<size_t, size_t>> runs_;  ///< (variant, scene), in order
    std::vector<Totals> totals_;                   ///< per variant
    std::vector<QualityMeasures> measures_;        ///< per run, in runs_' order, once it is done
    size_t next_ = 0, finished_ = 0;
    std::optional<World> world_;  ///< the run under way
    ScriptHost* host_ = nullptr;
};

/// Families by name: an empty message (no id) when each is one of qualityFamilies() (no repeats), else the error
/// (invalid-quality-family: the name and the families there are; invalid-quality-family-twice: the name), whose
/// "path" argument the caller gives (Checker::error, or .text("path", field) then englishError).
Message checkQualityFamilies(const std::vector<std::string>& families);

/// A quality run described as JSON text: {"variants": [LABEL | {"label", "script", "source"}, ...],
/// "families": [NAME, ...]}. A LABEL is one of qualityVariants()' labels; an object is a script every
/// agent runs (label up to 40 characters, script a script name, source at most kMaxScriptBytes).
struct QualityRunSpec {
    std::vector<QualityVariant> variants;
    std::vector<std::string> families;
    std::string scene;                ///< "scene": only the scenes whose name starts with it
    std::vector<std::string> errors;  ///< each names its field: "variants[1].script: ..."
    bool ok() const { return errors.empty(); }
};
QualityRunSpec parseQualityRunSpec(std::string_view text);

/// A report as JSON: {"families": [...], "rows": [{"label", "runs", "agents", "reached", "collisions",
/// "contacts", "depth", "agentDepth", "contactTime", "timeToGoal" (s, per arrived agent), "effort" (u/s of velocity
/// change, per agent), "score", "scriptStops" (agents its script stopped), "scriptStop" (the first: "on SCENE:
/// MESSAGE", or ""), "families": {NAME: score}}]}: each variant's measures over every scene it ran (obstacles and
/// crowds together), totals and per agent.
Json qualityReportToJson(const QualityReport& report);

}  // namespace sidestep
