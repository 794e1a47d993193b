#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <sstream>

#include <zlib.h>

#include "deflate.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/io/link.hpp"
#include "sidestep/io/scenario.hpp"

using namespace sidestep;

namespace {

const char* kValid = R"({
  "version": 1,
  "title": "t", "description": "d",
  "world": { "grid": ["..@@..", "......"], "circles": [{ "x": 5.5, "y": 1.2, "r": 0.4 }] },
  "agents": [
    { "name": "a", "behavior": "greedy", "start": [1, 1], "goal": [5, 0] },
    { "name": "b", "behavior": "seek", "start": [0.5, 0.5], "goal": [5.5, 1.5], "radius": 0.3, "maxSpeed": 2, "params": {} }
  ],
  "sim": { "dt": 0.02, "maxSteps": 500, "seed": 7 }
})";

std::string errorsOf(const std::string& text) {
    std::string all;
    for (const std::string& e : parseScenario(text).errors) all += e + "\n";
    return all;
}

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string withAgent(const std::string& agentJson) {
    return R"({"version":1,"world":{"grid":["....","...."]},"agents":[)" + agentJson + "]}";
}

}  // namespace

TEST(Scenario, ParsesTheDocumentedExample) {
    const ScenarioParse p = parseScenario(kValid);
    ASSERT_TRUE(p.ok()) << p.errors[0];
    const Scenario& s = p.scenario;
    EXPECT_EQ(s.title, "t");
    EXPECT_EQ(s.grid.width(), 6);
    EXPECT_EQ(s.grid.height(), 2);
    EXPECT_TRUE(s.grid.blocked(2, 0));
    EXPECT_FALSE(s.grid.blocked(1, 0));
    ASSERT_EQ(s.circles.size(), 1u);
    EXPECT_FLOAT_EQ(s.circles[0].radius, 0.4f);
    ASSERT_EQ(s.agents.size(), 2u);
    EXPECT_EQ(s.agents[0].behavior, Behavior::Greedy);
    EXPECT_EQ(s.agents[1].maxSpeed, 2.0f);
    EXPECT_EQ(s.agents[1].maxAccel, AgentDef{}.maxAccel) << "left-out fields take their defaults";
    EXPECT_EQ(s.sim.maxSteps, 500u);
    EXPECT_EQ(s.sim.seed, 7u);
}

TEST(Scenario, AcceptsAllMovingAiCellCharacters) {
    const ScenarioParse p = parseScenario(R"({"version":1,"world":{"grid":[".G@OT"]}})");
    ASSERT_TRUE(p.ok());
    EXPECT_FALSE(p.scenario.grid.blocked(0, 0));
    EXPECT_FALSE(p.scenario.grid.blocked(1, 0));
    EXPECT_TRUE(p.scenario.grid.blocked(2, 0));
    EXPECT_TRUE(p.scenario.grid.blocked(3, 0));
    EXPECT_TRUE(p.scenario.grid.blocked(4, 0));
}

TEST(Scenario, ReportsEveryErrorNotOnlyTheFirst) {
    const auto errors = parseScenario(R"({"version":1,"extra":1,"world":{"grid":["..x"]},
        "agents":[{"behavior":"seek","start":[9,9],"goal":[1,1],"radius":-1}],"sim":{"dt":0,"maxSteps":0}})")
                            .errors;
    EXPECT_EQ(errors.size(), 6u);
    const std::string all = errorsOf(R"({"version":1,"extra":1,"world":{"grid":["..x"]},
        "agents":[{"behavior":"seek","start":[9,9],"goal":[1,1],"radius":-1}],"sim":{"dt":0,"maxSteps":0}})");
    for (const char* phrase :
         {"extra: unknown key", "world.grid[0][2]: unknown cell character 'x'",
          "agents[0].start: must lie inside the world", "agents[0].radius: must be a number in [0.01, 8], got -1",
          "sim.dt: must be a number in [0.0001, 0.25], got 0", "sim.maxSteps: must be an integer 1..1000000, got 0"}) {
        EXPECT_NE(all.find(phrase), std::string::npos) << phrase << "\n" << all;
    }
}

TEST(Scenario, CapsTheListOfErrorsAndSaysHowManyMore) {
    std::string grid = "[";
    for (int i = 0; i < 300; ++i) grid += std::string(i ? "," : "") + "\"x\"";
    const auto errors = parseScenario(R"({"version":1,"world":{"grid":)" + grid + "]}}").errors;
    ASSERT_EQ(errors.size(), kMaxScenarioErrors + 1);
    EXPECT_EQ(errors.back(), "... and 200 more errors");
    // One over the cap: one more error, in the singular.
    std::string over = "[";
    for (size_t i = 0; i <= kMaxScenarioErrors; ++i) over += std::string(i ? "," : "") + "\"x\"";
    EXPECT_EQ(parseScenario(R"({"version":1,"world":{"grid":)" + over + "]}}").errors.back(), "... and 1 more error");
}

TEST(Scenario, NamesTheFieldAndRuleForParams) {
    // seek and greedy have no params; the message says so.
    EXPECT_NE(errorsOf(withAgent(R"({"behavior":"greedy","start":[0,0],"goal":[1,1],"params":{"P":300}})"))
                  .find("agents[0].params.P: unknown param of greedy (it has none)"),
              std::string::npos);
    EXPECT_NE(errorsOf(withAgent(R"({"behavior":"seek","start":[0,0],"goal":[1,1],"params":3})"))
                  .find("agents[0].params: must be an object, got 3"),
              std::string::npos);
}

TEST(Scenario, UnknownBehavioursListTheOnesThatExist) {
    const std::string e = errorsOf(withAgent(R"({"behavior":"teleport","start":[0,0],"goal":[1,1]})"));
    EXPECT_NE(e.find("agents[0].behavior: unknown behaviour \"teleport\"; available: seek, greedy, nproxy, whiskers, "
                     "feelers, raycast, context"),
              std::string::npos)
        << e;
}

TEST(Scenario, PathsTargetsAndPathFollowersAreValidated) {
    const std::string base =
        R"({"version":1,"world":{"grid":["........"],"paths":[{"points":[[0,0],[4,0],[4,1]],"closed":true}],"targets":[[1,0.5]]},"agents":[)";
    const ScenarioParse ok =
        parseScenario(base + R"({"behavior":"context","start":[1,0.5],"goal":[7,0.5],"path":0}]})");
    ASSERT_TRUE(ok.ok()) << ok.errors[0];
    EXPECT_EQ(ok.scenario.paths.size(), 1u);
    EXPECT_TRUE(ok.scenario.paths[0].closed);
    EXPECT_EQ(ok.scenario.agents[0].path, 0);
    EXPECT_EQ(ok.scenario.targets.size(), 1u);
    EXPECT_NE(errorsOf(base + R"({"behavior":"context","start":[1,0.5],"goal":[7,0.5],"path":3}]})")
                  .find("agents[0].path: must be an integer 0..0, got 3"),
              std::string::npos);
    EXPECT_NE(errorsOf(base + R"({"behavior":"seek","start":[1,0.5],"goal":[7,0.5],"path":0}]})")
                  .find("agents[0].path: only context agents follow paths"),
              std::string::npos);
    EXPECT_NE(errorsOf(R"({"version":1,"world":{"grid":[".."],"paths":[{"points":[[0,0]]}]}})")
                  .find("world.paths[0].points: must have at least 2 points"),
              std::string::npos);
    EXPECT_NE(errorsOf(R"({"version":1,"world":{"grid":[".."],"paths":[{"points":[[0,0],[1,"x"]],"loop":true}]}})")
                  .find("world.paths[0].loop: unknown key"),
              std::string::npos);
    // Round trip keeps paths, targets and the follower.
    EXPECT_EQ(writeScenario(parseScenario(writeScenario(ok.scenario)).scenario), writeScenario(ok.scenario));
}

TEST(Scenario, AvoidAgentsIsAFlagOfContinuousAgents) {
    EXPECT_TRUE(
        parseScenario(withAgent(R"({"behavior":"whiskers","start":[0,0],"goal":[1,1],"avoidAgents":true})")).ok());
    EXPECT_NE(errorsOf(withAgent(R"({"behavior":"seek","start":[0,0],"goal":[1,1],"avoidAgents":"yes"})"))
                  .find("agents[0].avoidAgents: must be true or false"),
              std::string::npos);
    EXPECT_NE(errorsOf(withAgent(R"({"behavior":"nproxy","start":[0,0],"goal":[1,1],"avoidAgents":true})"))
                  .find("agents[0].avoidAgents: grid agents do not avoid agents"),
              std::string::npos);
}

TEST(Scenario, ParamsAreCheckedAgainstTheirTable) {
    const std::string e = errorsOf(withAgent(
        R"({"behavior":"nproxy","start":[0,0],"goal":[1,1],"params":{"P":300,"stepTieBreak":1,"metric":"chebyshev"}})"));
    EXPECT_NE(e.find("agents[0].params.P: must be an integer 0..256, got 300"), std::string::npos) << e;
    EXPECT_NE(e.find("agents[0].params.stepTieBreak: must be true or false, got 1"), std::string::npos) << e;
    EXPECT_NE(e.find("agents[0].params.metric: must be one of euclidean, manhattan, octile, got \"chebyshev\""),
              std::string::npos)
        << e;
    const std::string w = errorsOf(withAgent(
        R"({"behavior":"whiskers","start":[0,0],"goal":[1,1],"params":{"rayLength":0,"maxBrake":-1,"P":3}})"));
    EXPECT_NE(w.find("agents[0].params.rayLength: must be a number 0.1..20, got 0"), std::string::npos) << w;
    EXPECT_NE(w.find("agents[0].params.maxBrake: must be a number 0..200, got -1"), std::string::npos) << w;
    EXPECT_NE(w.find("agents[0].params.P: unknown param of whiskers (it has rayLength, maxSteer, maxBrake)"),
              std::string::npos)
        << w;
}

TEST(Scenario, EnforcesTheCountLimits) {
    std::string agents, circles;
    for (int i = 0; i <= kMaxAgents; ++i)
        agents += std::string(i ? "," : "") + R"({"behavior":"greedy","start":[0,0],"goal":[1,0]})";
    for (int i = 0; i <= kMaxCircles; ++i) circles += std::string(i ? "," : "") + R"({"x":1,"y":1,"r":1})";
    const std::string text =
        R"({"version":1,"world":{"grid":[".."],"circles":[)" + circles + R"(]},"agents":[)" + agents + "]}";
    const std::string e = errorsOf(text);
    EXPECT_NE(e.find("world.circles: must have at most " + std::to_string(kMaxCircles) + " circles, got " +
                     std::to_string(kMaxCircles + 1)),
              std::string::npos)
        << e;
    EXPECT_NE(e.find("agents: must have at most " + std::to_string(kMaxAgents) + " agents, got " +
                     std::to_string(kMaxAgents + 1)),
              std::string::npos);
    EXPECT_NE(errorsOf(R"({"version":1,"world":{"grid":[)" +
                       [] {
                           std::string rows;
                           for (int i = 0; i < 1025; ++i) rows += std::string(i ? "," : "") + "\".\"";
                           return rows;
                       }() +
                       "]}}")
                  .find("world.grid: must have at most 1024 rows, got 1025"),
              std::string::npos);
}

TEST(Scenario, RefusesTextOverTheSizeLimitWithoutParsingIt) {
    const std::string big(kMaxScenarioBytes + 1, ' ');
    const auto errors = parseScenario(big).errors;
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_NE(errors[0].find("is more than the limit of 67108864 bytes"), std::string::npos);
}

TEST(Scenario, ViewStateIsValidatedAgainstTheScenario) {
    const std::string base =
        R"({"version":1,"world":{"grid":["...."]},"agents":[{"behavior":"greedy","start":[0,0],"goal":[3,0]}],"sim":{"maxSteps":100},"view":)";
    EXPECT_TRUE(
        parseScenario(base + R"({"step":40,"playing":true,"overlays":["goals"],"selected":0,"speed":2}})").ok());
    const std::string e =
        errorsOf(base + R"({"step":101,"playing":"yes","overlays":["goals","goals","xray"],"selected":1,"speed":0}})");
    for (const char* phrase :
         {"view.step: must be an integer 0..100, got 101", "view.playing: must be true or false",
          "view.overlays[1]: repeats \"goals\"", "view.overlays[2]: must be one of goals, decisions",
          "view.selected: must be an integer 0..0, got 1", "view.speed: must be a number in (0, 64]"}) {
        EXPECT_NE(e.find(phrase), std::string::npos) << phrase << "\n" << e;
    }
}

TEST(Scenario, WritesAndReadsBackTheSameScenario) {
    const ScenarioParse p = parseScenario(kValid);
    ASSERT_TRUE(p.ok());
    const std::string once = writeScenario(p.scenario);
    const ScenarioParse again = parseScenario(once);
    ASSERT_TRUE(again.ok()) << again.errors[0];
    EXPECT_EQ(writeScenario(again.scenario), once);
    EXPECT_NE(once.find(R"("start": [1, 1])"), std::string::npos) << "points stay readable on one line";
}

TEST(Scenario, BuildsTheWorldItDescribesAndReadsItBack) {
    const ScenarioParse p = parseScenario(kValid);
    World w = buildWorld(p.scenario);
    EXPECT_EQ(w.agents().size(), 2u);
    EXPECT_EQ(w.agentNames()[1], "b");
    EXPECT_EQ(w.config().seed, 7u);
    Scenario back = scenarioFromWorld(w);
    back.title = "t";
    back.description = "d";
    EXPECT_EQ(writeScenario(back), writeScenario(p.scenario));
}

TEST(Link, Base64urlRoundTripsEveryLengthAndRejectsForeignCharacters) {
    for (size_t n = 0; n < 40; ++n) {
        std::vector<uint8_t> bytes(n);
        for (size_t i = 0; i < n; ++i) bytes[i] = uint8_t(i * 37 + 11);
        const Base64Decode back = base64urlDecode(base64urlEncode(bytes));
        ASSERT_TRUE(back.ok());
        EXPECT_EQ(back.bytes, bytes);
    }
    EXPECT_EQ(base64urlDecode("ab+c").error, "not base64url: character 3 is not A-Z, a-z, 0-9, - or _");
    EXPECT_FALSE(base64urlDecode("abcde").ok());
}

TEST(Link, FindsThePayloadInAWholeUrlOrAFragment) {
    EXPECT_EQ(linkPayload("http://localhost:8080/#s=abc"), "abc");
    EXPECT_EQ(linkPayload("  #s=abc\n"), "abc");
    EXPECT_EQ(linkPayload("s=abc"), "abc");
    EXPECT_EQ(linkPayload("abc"), "abc");
}

TEST(Link, ScenarioToLinkToScenarioIsExact) {
    const ScenarioParse p = parseScenario(kValid);
    const std::string text = writeScenario(p.scenario, 0);
    const Inflate back = decodeLink("http://x/#s=" + encodeLink(text));
    ASSERT_TRUE(back.ok()) << back.error;
    EXPECT_EQ(back.text, text);
}

TEST(Link, NegativeZerosReadBackAsTheSameWorld) {
    // Found by the fuzzer: "patience": -0 was stored as -0.0f, written out as "0" and read back as +0, so
    // the share link of a valid file rebuilt a world with a different hash. Zeros are stored as +0, also
    // a tiny negative number that rounds to zero as a float, in every kind of field.
    const char* text = R"({"version": 1, "world": {"grid": ["....", "...."], "circles": [{"x": 2, "y": -0, "r": 0.4}]},
      "agents": [{"behavior": "seek", "start": [0.5, 0.5], "goal": [3.5, 1.5], "avoidAgents": true,
                  "avoidance": {"patience": -0, "margin": -1e-50}},
                 {"behavior": "context", "start": [-0, 1], "goal": [3, -1e-60], "params": {"speedSpread": -0}}],
      "history": [{"step": 2, "edit": "setAgentParam", "agent": 1, "setting": "lookAhead", "value": 2}, {"step": 3, "edit": "setAgentParam", "agent": 1, "setting": "speedSpread", "value": -1e-50}]})";
    const ScenarioParse p = parseScenario(text);
    ASSERT_TRUE(p.ok()) << p.errors[0];
    const uint64_t hash = buildWorld(p.scenario).hash();
    const Inflate link = decodeLink(encodeLink(writeScenario(p.scenario, 0)));
    ASSERT_TRUE(link.ok());
    const ScenarioParse back = parseScenario(link.text);
    ASSERT_TRUE(back.ok()) << back.errors[0];
    EXPECT_EQ(buildWorld(back.scenario).hash(), hash);
    EXPECT_EQ(std::signbit(p.scenario.agents[0].avoidance[4]), false) << "patience";
    EXPECT_EQ(std::signbit(p.scenario.agents[1].start.x), false);
    EXPECT_EQ(std::signbit(p.scenario.agents[1].goal.y), false);
    EXPECT_EQ(std::signbit(p.scenario.circles[0].center.y), false);
}

TEST(Link, AZipBombIsStoppedAtTheLimit) {
    // 1 MiB of zeros, flushed as a non-final block; repeated 1024 times it inflates to 1 GiB.
    const std::vector<uint8_t> block = [] {
        z_stream z{};
        deflateInit2(&z, 9, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY);
        std::vector<uint8_t> zeros(1 << 20, 0), out(1 << 16);
        z.next_in = zeros.data();
        z.avail_in = uInt(zeros.size());
        z.next_out = out.data();
        z.avail_out = uInt(out.size());
        deflate(&z, Z_FULL_FLUSH);
        out.resize(out.size() - z.avail_out);
        deflateEnd(&z);
        return out;
    }();
    std::vector<uint8_t> bomb;
    for (int i = 0; i < 1024; ++i) bomb.insert(bomb.end(), block.begin(), block.end());
    bomb.push_back(0x03);  // a final, empty fixed-Huffman block
    bomb.push_back(0x00);
    const Inflate r = decodeLink(base64urlEncode(bomb));
    EXPECT_FALSE(r.ok());
    EXPECT_NE(r.error.find("inflates to more than 67108864 bytes"), std::string::npos) << r.error;
    EXPECT_TRUE(r.text.empty());
}

TEST(Link, AFiftyMegabytePayloadIsRefusedByItsLength) {
    const Inflate r = decodeLink(std::string(50'000'000, 'A'));
    EXPECT_NE(r.error.find("link: 50000000 characters is more than the limit"), std::string::npos);
}

TEST(BadInputs, EveryFileInTheCorpusIsRefusedWithItsExpectedMessage) {
    const std::string dir = std::string(SIDESTEP_SOURCE_DIR) + "/tests/bad-inputs/";
    const JsonParse expected = parseJson(readFile(dir + "expected.json"));
    ASSERT_TRUE(expected.ok());
    ASSERT_GE(expected.value.members().size(), 25u);
    for (const auto& [file, phrase] : expected.value.members()) {
        const std::string content = readFile(dir + file);
        std::vector<std::string> errors;
        if (file.size() > 4 && file.substr(file.size() - 4) == ".txt") {
            const Inflate link = decodeLink(content);
            errors = link.ok() ? parseScenario(link.text).errors : std::vector<std::string>{link.error};
        } else {
            errors = parseScenario(content).errors;
        }
        std::string all;
        for (const std::string& e : errors) all += e + "\n";
        EXPECT_NE(all.find(phrase.asString()), std::string::npos)
            << file << ": expected \"" << phrase.asString() << "\" in\n"
            << all;
    }
}

TEST(Scenario, AViewsPaceIsStepsPerSecondAndAnOldSpeedIsReadAsOne) {
    auto withView = [](const std::string& view) {
        std::string text = kValid;
        text.insert(text.rfind('}'), ", \"view\": " + view);
        return text;
    };
    ScenarioParse p = parseScenario(withView(R"({"pace": 8})"));
    ASSERT_TRUE(p.ok()) << p.errors.front();
    EXPECT_TRUE(p.scenario.view.hasPace);
    EXPECT_FLOAT_EQ(p.scenario.view.pace, 8.0f);
    EXPECT_NE(writeScenario(p.scenario, 0).find("\"pace\":8"), std::string::npos);
    p = parseScenario(withView(R"({"pace": 0})"));  // as fast as it goes
    ASSERT_TRUE(p.ok());
    EXPECT_FLOAT_EQ(p.scenario.view.pace, 0.0f);
    // A link from before "pace": 2x real time at dt 0.02 is 100 steps per second.
    p = parseScenario(withView(R"({"speed": 2})"));
    ASSERT_TRUE(p.ok());
    EXPECT_FLOAT_EQ(p.scenario.view.pace, 100.0f);
    EXPECT_NE(
        errorsOf(withView(R"({"pace": 0.5})"))
            .find("view.pace: must be 0 (as fast as it goes) or a number of steps per second in [1, 100000], got 0.5"),
        std::string::npos);
    EXPECT_NE(errorsOf(withView(R"({"pace": 1e6})")).find("view.pace"), std::string::npos);
}

// Found by the fuzz target: JSON writes -0 as 0, so a world that kept -0 (an avoidance setting, a circle
// at x = -0, or a tiny negative number that rounds to -0 as a float) was not the world its own link rebuilt.
TEST(Scenario, MinusZeroIsReadAsZeroSoAFileAndItsLinkBuildTheSameWorld) {
    const std::string text =
        R"({"version": 1, "world": {"grid": ["....", "...."], "circles": [{"x": -0, "y": -1e-50, "r": 0.5}]},
        "agents": [{"behavior": "seek", "start": [0.5, 0.5], "goal": [3.5, 1.5], "avoidAgents": true,
                    "avoidance": {"patience": -0}},
                   {"behavior": "context", "start": [-0, 1], "goal": [3, -1e-60], "params": {"speedSpread": -0}}]})";
    const ScenarioParse parsed = parseScenario(text);
    ASSERT_TRUE(parsed.ok()) << parsed.errors.front();
    const Inflate link = decodeLink(encodeLink(writeScenario(parsed.scenario, 0)));
    ASSERT_TRUE(link.ok());
    const ScenarioParse back = parseScenario(link.text);
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(buildWorld(back.scenario).hash(), buildWorld(parsed.scenario).hash());
}

// An old file's horizon (s) and margin (u) become lookahead and spacing at the agent's size and speed; out of the
// setting's range, the error (a message, worded by the catalogue) says so in the words the core always used: the
// setting's name and unit and checkParam's rule.
TEST(Scenario, AnOldFilesHorizonAndMarginOutOfRangeAreSaidAsTheSettingsTheyBecome) {
    const std::string e = errorsOf(withAgent(R"({"behavior":"seek","start":[0,0],"goal":[1,1],"radius":0.5,)"
                                             R"("maxSpeed":1,"avoidance":{"horizon":1000,"margin":100}})"));
    const std::vector<ParamSpec>& specs = avoidanceParamSpecs();
    auto said = [&](const char* key, const ParamSpec& spec, float v) {
        return std::string("agents[0].avoidance.") + key + ": is " + formatFloat(v) + " " + spec.unit + " as " +
               spec.name + " at this agent's size and speed; " + spec.name + " " + checkParam(spec, v);
    };
    EXPECT_NE(e.find(said("horizon", specs[0], 2000.0f)), std::string::npos) << e;  // 1000 s x 1 u/s / 0.5 u
    EXPECT_NE(e.find(said("margin", specs[1], 100.0f)), std::string::npos) << e;    // 100 u / (2 x 0.5 u)
    const ScenarioParse parse = parseScenario(withAgent(R"({"behavior":"seek","start":[0,0],"goal":[1,1],)"
                                                        R"("avoidance":{"horizon":1000,"margin":100}})"));
    std::vector<std::string> ids;
    for (const Message& m : parse.messages) ids.push_back(m.id);
    EXPECT_EQ(ids, (std::vector<std::string>{"invalid-horizon-lookahead", "invalid-margin-spacing"}));
}
