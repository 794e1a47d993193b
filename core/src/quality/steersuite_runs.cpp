#include "sidestep/quality/steersuite_runs.hpp"

#include "sidestep/behaviors/params.hpp"

namespace sidestep {

Scenario steerSuiteVariant(const SteerSuiteCase& c, const QualityVariant& variant) {
    QualityScene scene;
    scene.scenario = c.imported.scenario;
    Scenario s = applyVariant(scene, variant);
    if (variant.behavior == Behavior::Orca) {
        const auto& specs = paramsOf(Behavior::Orca);
        for (AgentDef& a : s.agents) {
            for (size_t k = 0; k < specs.size(); ++k) {
                if (std::string(specs[k].name) == "preferredSpeed") a.params[k] = a.maxSpeed;
            }
        }
    }
    return s;
}

SteerSuiteRun runSteerSuite(const SteerSuiteCase& c, const QualityVariant& variant, uint32_t maxSteps) {
    World w = buildWorld(steerSuiteVariant(c, variant));
    SteerBench bench(w, c.imported.scale);
    SteerSuiteRun r;
    while ((maxSteps == 0 || w.stepCount() < maxSteps) && bench.step(w)) {
    }
    r.measures = measureRun(w);
    r.scores = bench.scores();
    r.agents = bench.agents();
    r.steps = w.stepCount();
    r.hash = w.hash();
    return r;
}

const QualityVariant* findQualityVariant(const std::vector<QualityVariant>& variants, const std::string& label) {
    for (const QualityVariant& v : variants) {
        if (v.label == label) return &v;
    }
    return nullptr;
}

}  // namespace sidestep
