// The quality suite run a step at a time (what the exercise check and `quality --script` use): in chunks of
// any size it gives the tables of one run to the end, scene by scene the measures runQuality gives; it runs
// only the families asked for; a script variant's agents run the host set on it (a C++ host here, standing in
// for JavaScript), in every world the run builds; its JSON description and its errors name the field.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "sidestep/quality/run.hpp"

using namespace sidestep;

namespace {

QualityVariant variant(const std::string& label) {
    for (const QualityVariant& v : qualityVariants())
        if (v.label == label) return v;
    ADD_FAILURE() << "no variant " << label;
    return {};
}

QualityReport runToEnd(QualityRun& run, uint32_t chunk) {
    while (run.advance(chunk) > 0) {
    }
    EXPECT_TRUE(run.done());
    return run.report();
}

void expectSame(const QualityMeasures& a, const QualityMeasures& b, const std::string& what) {
    EXPECT_EQ(a.runs, b.runs) << what;
    EXPECT_EQ(a.agents, b.agents) << what;
    EXPECT_EQ(a.reached, b.reached) << what;
    EXPECT_EQ(a.collisions, b.collisions) << what;
    EXPECT_EQ(a.contacts, b.contacts) << what;
    EXPECT_EQ(a.penetration, b.penetration) << what;
    EXPECT_EQ(a.timeToGoal, b.timeToGoal) << what;
    EXPECT_EQ(a.score, b.score) << what;
}

/// Seek as a C++ ScriptHost: the embedding's side of a script agent, without JavaScript. Counts its calls.
class SeekHost : public ScriptHost {
public:
    bool steer(ScriptSession& session, const uint32_t* agents, size_t n, ScriptAnswer* answers) override {
        for (size_t k = 0; k < n; ++k) {
            const Agent& a = session.agent(agents[k]);
            const Vec2 d = a.goal - a.position;
            const float l = std::sqrt(d.x * d.x + d.y * d.y);
            answers[k].acceleration =
                l > 0.0f ? (d / l * a.maxSpeed - a.velocity) / session.dt() : -a.velocity / session.dt();
            answers[k].memory = "{}";
        }
        calls += n;
        return true;
    }
    size_t calls = 0;
};

QualityVariant scripted(const std::string& label) {
    QualityVariant v;
    v.label = label;
    v.behavior = Behavior::Script;
    v.script = {"mine", "function steer(agent) { return { x: 0, y: 0 }; }"};
    return v;
}

}  // namespace

TEST(QualityRun, InChunksGivesWhatOneRunToTheEndGivesSceneBySceneAsRunQuality) {
    const std::vector<QualityVariant> variants{variant("seek"), variant("whiskers")};
    QualityRun whole(variants, {"wall", "corridor"});
    QualityRun chunked(variants, {"wall", "corridor"});
    const QualityReport a = runToEnd(whole, 1u << 30), b = runToEnd(chunked, 37);
    ASSERT_EQ(a.obstacles.size(), 2u);
    EXPECT_TRUE(a.crowds.empty()) << "no crowd scene among these families";
    EXPECT_EQ(a.families, (std::vector<std::string>{"wall", "corridor"}));
    for (size_t v = 0; v < variants.size(); ++v) {
        QualityMeasures expected;
        for (const QualityScene& s : qualityScenes())
            if (s.family == "wall" || s.family == "corridor") expected.add(runQuality(s, variants[v]));
        expectSame(a.obstacles[v].measures, expected, variants[v].label + ": the run to the end against runQuality");
        expectSame(b.obstacles[v].measures, expected, variants[v].label + ": in chunks of 37 steps");
    }
    EXPECT_EQ(formatQualityReport(a), formatQualityReport(b));
}

TEST(QualityRun, RunsEachVariantOnTheScenesOfItsFamiliesAndCrowdOnlyWhereAgentsMeet) {
    size_t fields = 0, doorways = 0, crowdDoorways = 0;
    for (const QualityScene& s : qualityScenes()) {
        fields += s.family == "fields";
        doorways += s.family == "doorway";
        crowdDoorways += s.family == "doorway" && s.crowd;
    }
    ASSERT_GT(fields, 0u);
    EXPECT_EQ(QualityRun({variant("seek"), variant("orca")}, {"fields"}).runCount(), 2 * fields);
    EXPECT_EQ(QualityRun({variant("seek"), variant("seek + avoidAgents")}, {"doorway"}).runCount(),
              doorways + crowdDoorways);
    EXPECT_EQ(QualityRun({variant("seek")}).runCount(), qualityScenes().size()) << "no families: every scene";
}

TEST(QualityRun, FamiliesAreTheSuitesInOrder) {
    std::vector<std::string> seen;
    for (const QualityScene& s : qualityScenes()) {
        if (seen.empty() || seen.back() != s.family) seen.push_back(s.family);
    }
    EXPECT_EQ(seen, qualityFamilies());
}

TEST(QualityRun, AScriptVariantsAgentsRunTheHostInEveryWorldAndStopWithoutOne) {
    QualityRun run({scripted("mine"), variant("seek")}, {"wall"});
    SeekHost host;
    run.setScriptHost(&host);
    const QualityReport r = runToEnd(run, 100);
    ASSERT_EQ(r.obstacles.size(), 2u);
    EXPECT_GT(host.calls, 100u);
    // The host seeks, through the wall (agents have no colliders): every agent arrives.
    EXPECT_EQ(r.obstacles[0].label, "mine");
    EXPECT_EQ(r.obstacles[0].measures.agents, r.obstacles[1].measures.agents);
    EXPECT_EQ(r.obstacles[0].measures.reached, r.obstacles[0].measures.agents);

    QualityRun bare({scripted("mine")}, {"wall"});
    const QualityReport none = runToEnd(bare, 1000);
    EXPECT_EQ(none.obstacles[0].measures.reached, 0u) << "no runtime: its agents stop (reason script)";
}

TEST(QualityRunSpec, ReadsLabelsAndScriptsAndFamilies) {
    const QualityRunSpec spec = parseQualityRunSpec(
        R"({"variants": ["seek", {"label": "yours", "script": "mine", "source": "function steer() {}"}], "families": ["fields", "wall"]})");
    ASSERT_TRUE(spec.ok()) << spec.errors[0];
    ASSERT_EQ(spec.variants.size(), 2u);
    EXPECT_EQ(spec.variants[0].behavior, Behavior::Seek);
    EXPECT_EQ(spec.variants[1].behavior, Behavior::Script);
    EXPECT_EQ(spec.variants[1].label, "yours");
    EXPECT_EQ(spec.variants[1].script.name, "mine");
    EXPECT_EQ(spec.families, (std::vector<std::string>{"fields", "wall"}));
}

TEST(QualityRunSpec, EachErrorNamesItsFieldAndTheRule) {
    auto first = [](const char* text) {
        const QualityRunSpec s = parseQualityRunSpec(text);
        return s.errors.empty() ? std::string("(none)") : s.errors[0];
    };
    EXPECT_NE(first(R"({"variants": ["nope"]})").find("variants[0]: no variant \"nope\" (the labels are \"seek\", "),
              std::string::npos);
    EXPECT_NE(first(R"({"variants": ["seek"], "families": ["moon"]})")
                  .find("families: no family \"moon\" (the families are fields, blocks,"),
              std::string::npos);
    EXPECT_NE(
        first(R"({"variants": ["seek"], "families": ["wall", "wall"]})").find("families: \"wall\" is named twice"),
        std::string::npos);
    EXPECT_NE(first(R"({"variants": [{"label": "x", "script": "1a", "source": ""}]})")
                  .find("variants[0].script: must be a script name"),
              std::string::npos);
    EXPECT_NE(first(R"({"variants": [{"label": "x", "script": "a"}]})").find("variants[0].source: is required"),
              std::string::npos);
    EXPECT_NE(first(R"({"variants": []})").find("variants: must be an array of 1..64 variants"), std::string::npos);
    EXPECT_NE(first(R"({"variants": ["seek"], "steps": 3})").find("steps: unknown key"), std::string::npos);
    const std::string big(kMaxScriptBytes + 1, ' ');
    EXPECT_NE(first(("{\"variants\": [{\"label\": \"x\", \"script\": \"a\", \"source\": \"" + big + "\"}]}").c_str())
                  .find("variants[0].source"),
              std::string::npos);
}

TEST(QualityRunSpec, TheReportAsJsonHasEachVariantsMeasuresPerAgentAndPerFamily) {
    QualityRun run({variant("seek"), variant("whiskers")}, {"wall"});
    const QualityReport r = runToEnd(run, 1u << 30);
    const Json j = qualityReportToJson(r);
    const Json* rows = j.find("rows");
    ASSERT_TRUE(rows && rows->isArray());
    ASSERT_EQ(rows->items().size(), 2u);
    const Json& seek = rows->items()[0];
    EXPECT_EQ(seek.find("label")->asString(), "seek");
    EXPECT_EQ(seek.find("collisions")->asNumber(), double(r.obstacles[0].measures.collisions));
    EXPECT_NEAR(seek.find("collisionsPerAgent")->asNumber(),
                double(r.obstacles[0].measures.perAgent(float(r.obstacles[0].measures.collisions))), 1e-6);
    EXPECT_NEAR(seek.find("families")->find("wall")->asNumber(), double(r.familyScores[0].second[0]), 1e-3);
    // The score is made of rows the report shows: where every agent arrived, 50 per collision or contact, the
    // seconds to the goal and 0.1 per u/s of velocity change, per agent (the page's exercise table says so).
    for (const Json& row : rows->items()) {
        const double agents = row.find("agents")->asNumber();
        ASSERT_GT(agents, 0.0);
        ASSERT_EQ(row.find("reached")->asNumber(), agents) << row.find("label")->asString();
        ASSERT_TRUE(row.find("effort"));
        const double parts = 50.0 * (row.find("collisions")->asNumber() + row.find("contacts")->asNumber()) / agents +
                             row.find("timeToGoal")->asNumber() + 0.1 * row.find("effort")->asNumber();
        EXPECT_GT(row.find("effort")->asNumber(), 0.0);
        EXPECT_NEAR(row.find("score")->asNumber(), parts, 1e-3 * parts) << row.find("label")->asString();
    }
}
