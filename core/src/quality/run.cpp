// The quality suite run a step at a time (QualityRun), its description as JSON and its report as JSON.
#include "sidestep/quality/run.hpp"

#include <cmath>
#include <cstdio>
#include <limits>

#include "../io/checker.hpp"

namespace sidestep {

QualityRun::QualityRun(std::vector<QualityVariant> variants, const std::vector<std::string>& families,
                       const std::string& scenePrefix)
    : variants_(std::move(variants)) {
    for (QualityScene& s : qualityScenes()) {
        if (s.name.rfind(scenePrefix, 0) != 0) continue;
        bool wanted = families.empty();
        for (const std::string& f : families) wanted = wanted || f == s.family;
        if (!wanted) continue;
        bool known = false;
        for (const std::string& f : families_) known = known || f == s.family;
        if (!known) families_.push_back(s.family);
        scenes_.push_back(std::move(s));
    }
    const float none = std::numeric_limits<float>::quiet_NaN();
    for (size_t v = 0; v < variants_.size(); ++v) {
        totals_.push_back({{},
                           {},
                           std::vector<QualityMeasures>(families_.size()),
                           std::vector<std::pair<float, float>>(families_.size(), {none, none}),
                           {}});
        for (size_t s = 0; s < scenes_.size(); ++s) {
            if (!variants_[v].crowdOnly || scenes_[s].crowd) runs_.emplace_back(v, s);
        }
    }
    measures_.resize(runs_.size());
}

void QualityRun::setScriptHost(ScriptHost* host) {
    host_ = host;
    if (world_) world_->setScriptHost(host);
}

uint32_t QualityRun::advance(uint32_t steps) {
    uint32_t ran = 0;
    while (ran < steps) {
        if (!world_) {
            if (next_ >= runs_.size()) break;
            const auto [v, s] = runs_[next_];
            world_.emplace(buildWorld(applyVariant(scenes_[s], variants_[v])));
            world_->setScriptHost(host_);
        }
        while (ran < steps && world_->step()) ++ran;
        if (ran == steps) break;
        if (!world_->finished()) break;  // the script host gave up on a step: the next advance() asks again
        finishRun();                     // the world's run ended (its last step, if any, was counted)
    }
    return ran;
}

void QualityRun::finishRun() {
    const auto [v, s] = runs_[next_];
    const QualityScene& scene = scenes_[s];
    const QualityMeasures m = measureRun(*world_);
    measures_[next_] = m;
    Totals& stopped = totals_[v];
    if (m.scriptStops && stopped.firstScriptStop.empty()) {
        for (size_t i = 0; i < world_->agents().size(); ++i) {
            if (world_->agents()[i].stop != StopReason::Script || i >= world_->scriptSlots().size()) continue;
            stopped.firstScriptStop = "on " + scene.name + ": " + world_->scriptSlots()[i].message;
            break;
        }
    }
    world_.reset();
    ++next_;
    ++finished_;
    Totals& t = totals_[v];
    (scene.crowd ? t.crowds : t.obstacles).add(m);
    for (size_t f = 0; f < families_.size(); ++f) {
        if (families_[f] != scene.family) continue;
        t.perFamily[f].add(m);
        const float score = m.perAgent(m.score);
        auto& [lo, hi] = t.ranges[f];
        lo = std::isnan(lo) ? score : std::fmin(lo, score);
        hi = std::isnan(hi) ? score : std::fmax(hi, score);
    }
}

QualityReport QualityRun::report() const {
    QualityReport report;
    report.families = families_;
    for (size_t v = 0; v < variants_.size(); ++v) {
        const Totals& t = totals_[v];
        const std::string& label = variants_[v].label;
        if (t.obstacles.runs + t.crowds.runs == 0) continue;  // nothing it runs among these families (so far)
        report.familyRanges.emplace_back(label, t.ranges);
        if (t.obstacles.runs) report.obstacles.push_back({label, t.obstacles});
        if (t.crowds.runs) report.crowds.push_back({label, t.crowds});
        std::vector<float> scores;
        for (const QualityMeasures& m : t.perFamily)
            scores.push_back(m.agents ? m.perAgent(m.score) : std::numeric_limits<float>::quiet_NaN());
        report.familyScores.emplace_back(label, scores);
        if (!t.firstScriptStop.empty()) report.scriptStops.emplace_back(label, t.firstScriptStop);
    }
    return report;
}

std::string QualityRun::detailText() const {
    char line[256];
    std::snprintf(line, sizeof line, "%-22s %-42s %6s %6s %7s %6s %6s %6s %7s %8s %7s\n", "scene", "variant", "agents",
                  "reach", "coll", "contact", "depth", "time", "minClr", "agentC", "score");
    std::string out = line;
    for (size_t s = 0; s < scenes_.size(); ++s) {
        for (size_t r = 0; r < finished_; ++r) {
            const auto [v, scene] = runs_[r];
            if (scene != s) continue;
            const QualityMeasures& m = measures_[r];
            std::snprintf(line, sizeof line, "%-22s %-42s %6u %5.0f%% %7u %6.2f %6.2f %6.1f %7.2f %8u %7.1f\n",
                          scenes_[s].name.c_str(), variants_[v].label.c_str(), m.agents, 100.0 * double(m.reachRate()),
                          m.collisions, double(m.contactTime), double(m.penetration),
                          double(m.perReached(m.timeToGoal)), double(m.minClearance), m.contacts,
                          double(m.perAgent(m.score)));
            out += line;
        }
    }
    return out;
}

Message checkQualityFamilies(const std::vector<std::string>& families) {
    const std::vector<std::string> known = qualityFamilies();
    std::string list;
    for (const std::string& f : known) list += (list.empty() ? "" : ", ") + f;
    for (size_t k = 0; k < families.size(); ++k) {
        bool found = false;
        for (const std::string& f : known) found = found || f == families[k];
        if (!found) return Message("invalid-quality-family").text("name", families[k]).text("list", list);
        for (size_t j = 0; j < k; ++j)
            if (families[j] == families[k]) return Message("invalid-quality-family-twice").text("name", families[k]);
    }
    return Message();
}

namespace {

/// One entry of "variants": a built-in label or a script; false (with an error) when it is neither.
bool readVariant(Checker& check, const Json& v, const std::string& path, QualityVariant& out) {
    if (v.isString()) {
        std::string labels;
        for (const QualityVariant& q : qualityVariants()) {
            if (q.label == v.asString()) return out = q, true;
            labels += (labels.empty() ? "\"" : ", \"") + q.label + "\"";
        }
        return check.error(path, "no variant " + Checker::describe(v) + " (the labels are " + labels + ")"), false;
    }
    if (!v.isObject())
        return check.error(path, "must be a variant's label or {\"label\", \"script\", \"source\"}"), false;
    check.onlyKeys(v, path, {"label", "script", "source"});
    out = QualityVariant{};
    out.behavior = Behavior::Script;
    const Json* label = v.find("label");
    const Json* script = v.find("script");
    const Json* source = v.find("source");
    if (!label)
        check.error(path + ".label", "is required");
    else
        check.string(*label, path + ".label", kMaxVariantLabel, out.label);
    if (!script || !script->isString() || !isScriptName(script->asString()))
        check.error(path + ".script", "must be a script name ([A-Za-z_][A-Za-z0-9_]{0,31})");
    else
        out.script.name = script->asString();
    if (!source)
        check.error(path + ".source", "is required");
    else
        check.string(*source, path + ".source", kMaxScriptBytes, out.script.source);
    return true;
}

}  // namespace

QualityRunSpec parseQualityRunSpec(std::string_view text) {
    QualityRunSpec spec;
    const JsonParse json = parseJson(text);
    if (!json.ok()) return spec.errors.push_back("quality run: not valid JSON: " + json.error), spec;
    if (!json.value.isObject())
        return spec.errors.push_back("quality run: must be an object {variants, families}"), spec;
    Checker check(spec.errors);
    check.onlyKeys(json.value, "", {"variants", "families", "scene"});
    if (const Json* scene = json.value.find("scene")) check.string(*scene, "scene", kMaxVariantLabel, spec.scene);
    const Json* variants = json.value.find("variants");
    if (!variants || !variants->isArray() || variants->items().empty() || variants->items().size() > 64) {
        check.error("variants", "must be an array of 1..64 variants");
    } else {
        for (size_t k = 0; k < variants->items().size(); ++k) {
            QualityVariant v;
            if (readVariant(check, variants->items()[k], "variants[" + std::to_string(k) + "]", v))
                spec.variants.push_back(v);
        }
    }
    if (const Json* families = json.value.find("families")) {
        if (!families->isArray())
            check.error("families", "must be an array of family names");
        else {
            for (const Json& f : families->items()) {
                if (f.isString())
                    spec.families.push_back(f.asString());
                else
                    check.error("families", "must be an array of family names, got " + Checker::describe(f));
            }
            if (Message e = checkQualityFamilies(spec.families); !e.id.empty())
                spec.errors.push_back(englishError(e.text("path", "families")));
        }
    }
    check.finish();
    return spec;
}

namespace {

/// The first stop of `label`'s script ("on SCENE: MESSAGE"), or "".
std::string firstStop(const QualityReport& report, const std::string& label) {
    for (const auto& [l, first] : report.scriptStops) {
        if (l == label) return first;
    }
    return "";
}

}  // namespace

Json qualityReportToJson(const QualityReport& report) {
    Json families = Json::array();
    for (const std::string& f : report.families) families.push(Json::string(f));
    Json rows = Json::array();
    for (size_t v = 0; v < report.familyScores.size(); ++v) {
        const std::string& label = report.familyScores[v].first;
        QualityMeasures m;
        for (const auto* table : {&report.obstacles, &report.crowds})
            for (const QualityRow& r : *table)
                if (r.label == label) m.add(r.measures);
        Json byFamily = Json::object();
        for (size_t f = 0; f < report.families.size(); ++f) {
            const float s = report.familyScores[v].second[f];
            if (!std::isnan(s)) byFamily.set(report.families[f], Json::fromFloat(s));
        }
        rows.push(Json::object()
                      .set("label", Json::string(label))
                      .set("runs", Json::number(m.runs))
                      .set("agents", Json::number(m.agents))
                      .set("reached", Json::number(m.reached))
                      .set("collisions", Json::number(m.collisions))
                      .set("contacts", Json::number(m.contacts))
                      .set("collisionsPerAgent", Json::fromFloat(m.perAgent(float(m.collisions))))
                      .set("contactsPerAgent", Json::fromFloat(m.perAgent(float(m.contacts))))
                      .set("depth", Json::fromFloat(m.penetration))
                      .set("agentDepth", Json::fromFloat(m.agentPenetration))
                      .set("contactTime", Json::fromFloat(m.perAgent(m.contactTime)))
                      .set("timeToGoal", Json::fromFloat(m.perReached(m.timeToGoal)))
                      .set("effort", Json::fromFloat(m.perAgent(m.effort)))
                      .set("score", Json::fromFloat(m.perAgent(m.score)))
                      .set("scriptStops", Json::number(m.scriptStops))
                      .set("scriptStop", Json::string(firstStop(report, label)))
                      .set("families", std::move(byFamily)));
    }
    return Json::object().set("families", std::move(families)).set("rows", std::move(rows));
}

}  // namespace sidestep
