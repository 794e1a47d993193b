// SteerSuite test cases: the XML reader, the importer's mapping (scale, rasterised boxes, circles, regions
// placed from the seed, goals), refusals by element and line, and the scores as steerlib defines them.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "sidestep/io/json.hpp"
#include "sidestep/io/steersuite.hpp"
#include "sidestep/io/xml.hpp"
#include "sidestep/quality/steerbench.hpp"
#include "sidestep/quality/steersuite_runs.hpp"

using namespace sidestep;

namespace {

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

const char* kHeader = R"(<!-- a comment before the root -->
<SteerBenchTestCase xmlns="http://www.magix.ucla.edu/steerbench">
  <header>
    <version>1.0</version>
    <name>test</name>
    <worldBounds><xmin>-20</xmin><xmax>20</xmax><ymin>0</ymin><ymax>0</ymax><zmin>-20</zmin><zmax>20</zmax></worldBounds>
  </header>
)";

std::string agentXml(double x, double z, double gx, double gz, double radius = 0.5, double speed = 1.3) {
    std::ostringstream s;
    s << "<agent><name>a</name><initialConditions><radius>" << radius << "</radius><position><x>" << x
      << "</x><y>0</y><z>" << z
      << "</z></position><direction><x>1</x><y>0</y><z>0</z></direction><speed>0</speed></initialConditions>"
      << "<goalSequence><seekStaticTarget><targetLocation><x>" << gx << "</x><y>0</y><z>" << gz
      << "</z></targetLocation><desiredSpeed>" << speed
      << "</desiredSpeed><timeDuration>1000</timeDuration></seekStaticTarget></goalSequence></agent>";
    return s.str();
}

SteerSuiteImport importOk(const std::string& xml, SteerSuiteOptions o = {}) {
    SteerSuiteImport out;
    std::vector<std::string> errors;
    EXPECT_TRUE(importSteerSuite(xml, o, out, errors)) << (errors.empty() ? "" : errors[0]);
    return out;
}

}  // namespace

TEST(Xml, ReadsElementsTextEntitiesAndLinesAndSkipsCommentsAndDeclarationsAnywhere) {
    const XmlParse p = parseXml(
        "<!-- c -->\n<?xml version=\"1.0\"?>\n<a x='1' y=\"&lt;2&gt;\">\n  <b>one &amp; two&#33;</b>\n  "
        "<![CDATA[<raw>]]><c/>\n</a>\n");
    ASSERT_TRUE(p.ok()) << p.error;
    EXPECT_EQ(p.root.name, "a");
    EXPECT_EQ(p.root.line, 3);
    ASSERT_EQ(p.root.attributes.size(), 2u);
    EXPECT_EQ(p.root.attributes[1].second, "<2>");
    ASSERT_EQ(p.root.children.size(), 2u);
    EXPECT_EQ(p.root.children[0].trimmedText(), "one & two!");
    EXPECT_EQ(p.root.children[0].line, 4);
    EXPECT_EQ(p.root.children[1].name, "c");
    EXPECT_NE(p.root.text.find("<raw>"), std::string::npos);
}

TEST(SteerSuite, MapsXzToXyAtTheScaleWithTheWorldRoundTheContentsAndAMargin) {
    const SteerSuiteImport c = importOk(std::string(kHeader) + agentXml(-5, 2, 5, -3) + "</SteerBenchTestCase>");
    const Scenario& s = c.scenario;
    ASSERT_EQ(s.agents.size(), 1u);
    // Contents: x -5.5..5, z -3..2.5; with 5 m round them: x -10.5..10, z -8..7.5 -> 41 x 31 cells of 0.5 m.
    EXPECT_DOUBLE_EQ(c.originX, -10.5);
    EXPECT_DOUBLE_EQ(c.originZ, -8.0);
    EXPECT_EQ(s.grid.width(), 41);
    EXPECT_EQ(s.grid.height(), 31);
    EXPECT_FLOAT_EQ(s.agents[0].start.x, 11.0f);  // (-5 + 10.5) x 2
    EXPECT_FLOAT_EQ(s.agents[0].start.y, 20.0f);  // (2 + 8) x 2
    EXPECT_FLOAT_EQ(s.agents[0].goal.x, 31.0f);
    EXPECT_FLOAT_EQ(s.agents[0].goal.y, 10.0f);
    EXPECT_FLOAT_EQ(s.agents[0].radius, 1.0f);
    EXPECT_FLOAT_EQ(s.agents[0].maxSpeed, 2.6f);
    EXPECT_EQ(s.sim.dt, kSteerSuiteDt);
    EXPECT_TRUE(s.sim.leaveAtGoal) << "SteerSuite disables an agent at its goal";
    EXPECT_TRUE(c.openSpace);
    // 4 x the straight walk (about 11.2 m at 1.3 m/s) is under 60 s: 60 s.
    EXPECT_EQ(s.sim.maxSteps, 1200u);
    // At scale 4 everything doubles again.
    SteerSuiteOptions o;
    o.scale = 4.0f;
    const SteerSuiteImport four = importOk(std::string(kHeader) + agentXml(-5, 2, 5, -3) + "</SteerBenchTestCase>", o);
    EXPECT_EQ(four.scenario.grid.width(), 82);
    EXPECT_FLOAT_EQ(four.scenario.agents[0].radius, 2.0f);
}

TEST(SteerSuite, BoxesBlockTheCellsTheyCoverMoreThanHalfOfAndThinOnesKeepTheirMiddleLine) {
    // A box 2 x 1.25 m whose faces fall on cell edges and mid-cell; a wall 0.2 m thick; a circle.
    const std::string xml =
        std::string(kHeader) +
        "<obstacle><xmin>0</xmin><xmax>2</xmax><ymin>0</ymin><ymax>1</ymax><zmin>0</zmin><zmax>1.25</zmax></obstacle>"
        "<obstacle><xmin>4</xmin><xmax>4.2</xmax><ymin>0</ymin><ymax>1</ymax><zmin>0</zmin><zmax>3</zmax></obstacle>"
        "<circleObstacle><radius>0.75</radius><height>1</height><position><x>8</x><y>0</y><z>1</z></position></"
        "circleObstacle>" +
        agentXml(-3, 0, 12, 0) + "</SteerBenchTestCase>";
    const SteerSuiteImport c = importOk(xml);
    const Grid& g = c.scenario.grid;
    auto cell = [&](double x, double z) {
        return Cell{int32_t(std::floor((x - c.originX) * 2)), int32_t(std::floor((z - c.originZ) * 2))};
    };
    // The first box: x 0..2 is 4 cells; z 0..1.25 is 2.5 cells: the half-covered third row stays free.
    int blocked = 0;
    for (int y = 0; y < g.height(); ++y)
        for (int x = 0; x < g.width(); ++x) blocked += g.blocked(x, y) ? 1 : 0;
    EXPECT_TRUE(g.blocked(cell(0.1, 0.1)));
    EXPECT_TRUE(g.blocked(cell(1.9, 0.9)));
    EXPECT_FALSE(g.blocked(cell(1.0, 1.1))) << "covered by half: free space wins";
    // The thin wall (0.4 of a cell wide) keeps its middle line: one column, 6 cells tall.
    EXPECT_TRUE(g.blocked(cell(4.1, 1.5)));
    EXPECT_EQ(blocked, 8 + 6);
    ASSERT_EQ(c.scenario.circles.size(), 1u);
    EXPECT_FLOAT_EQ(c.scenario.circles[0].radius, 1.5f);
    EXPECT_FALSE(c.openSpace);
}

TEST(SteerSuite, BoundsGivenTheWrongWayRoundAreSwappedAsSteerSuiteDoesAndSaidInANote) {
    // The box of the test above, x and z each given max first: the same cells, and a note for each axis.
    const std::string box =
        "<obstacle><xmin>0</xmin><xmax>2</xmax><ymin>0</ymin><ymax>1</ymax><zmin>0</zmin><zmax>1.25</zmax></obstacle>";
    const std::string inverted =
        "<obstacle><xmin>2</xmin><xmax>0</xmax><ymin>0</ymin><ymax>1</ymax><zmin>1.25</zmin><zmax>0</zmax></obstacle>";
    const SteerSuiteImport plain =
        importOk(std::string(kHeader) + box + agentXml(-3, 0, 12, 0) + "</SteerBenchTestCase>");
    const SteerSuiteImport swapped =
        importOk(std::string(kHeader) + inverted + agentXml(-3, 0, 12, 0) + "</SteerBenchTestCase>");
    EXPECT_TRUE(swapped.scenario.grid.sameCells(plain.scenario.grid));
    EXPECT_GT(plain.scenario.grid.blockedCount(), 0);
    ASSERT_GE(swapped.notes.size(), 2u);
    // kHeader's <obstacle> is on line 8 (after the comment line and the header's five).
    EXPECT_EQ(swapped.notes[0], "obstacle (line 8): xmin 2 is greater than xmax 0: swapped, as SteerSuite reads them");
    EXPECT_EQ(swapped.notes[1],
              "obstacle (line 8): zmin 1.25 is greater than zmax 0: swapped, as SteerSuite reads them");
    for (const std::string& n : plain.notes) EXPECT_EQ(n.find("swapped"), std::string::npos) << n;
}

TEST(SteerSuite, AnUnknownChildOfAnObstacleIsReportedOnce) {
    const std::string xml = std::string(kHeader) +
                            "<obstacle><xmin>0</xmin><xmax>2</xmax><ymin>0</ymin><ymax>1</ymax><zmin>0</zmin><zmax>1</"
                            "zmax><colour/></obstacle>" +
                            agentXml(-3, 0, 12, 0) + "</SteerBenchTestCase>";
    SteerSuiteImport out;
    std::vector<std::string> errors;
    EXPECT_FALSE(importSteerSuite(xml, {}, out, errors));
    EXPECT_EQ(errors,
              std::vector<std::string>{"colour (line 8): is not an element of <obstacle> in SteerSuite's schema"});
}

TEST(SteerSuite, ANumberOutOfRangeIsRefusedWithTheValueRead) {
    const auto firstError = [](const std::string& body) {
        SteerSuiteImport out;
        std::vector<std::string> errors;
        EXPECT_FALSE(importSteerSuite(std::string(kHeader) + body + agentXml(-3, 0, 12, 0) + "</SteerBenchTestCase>",
                                      {}, out, errors));
        return errors.empty() ? std::string() : errors[0];
    };
    EXPECT_EQ(firstError("<circleObstacle><radius>-2</radius><height>1</height><position><x>8</x><y>0</y><z>1</z></"
                         "position></circleObstacle>"),
              "radius (line 8): must be a number > 0, got -2");
    const std::string region =
        "<regionBounds><xmin>0</xmin><xmax>9</xmax><ymin>0</ymin><ymax>0</ymax><zmin>0</zmin><zmax>9</zmax></"
        "regionBounds>";
    EXPECT_EQ(firstError("<obstacleRegion><numObstacles>2.5</numObstacles>" + region +
                         "<obstacleSize>1</obstacleSize><obstacleHeight>1</obstacleHeight></obstacleRegion>"),
              "numObstacles (line 8): must be an integer 0.." + std::to_string(kMaxCircles) + ", got 2.5");
    EXPECT_EQ(firstError("<obstacleRegion><numObstacles>2</numObstacles>" + region +
                         "<obstacleSize>0</obstacleSize><obstacleHeight>1</obstacleHeight></obstacleRegion>"),
              "obstacleSize (line 8): must be a number > 0, got 0");
    EXPECT_EQ(firstError("<orientedBoxObstacle><thetaY>0</thetaY><size><x>0</x><y>1</y><z>2</z></size><position><x>8</"
                         "x><y>0</y><z>1</z></position></orientedBoxObstacle>"),
              "size (line 8): x and z must be numbers > 0, got x 0, z 2");
}

TEST(SteerSuite, RegionAgentsArePlacedInTheirBoundsClearOfObstaclesAndEachOtherTheSameForTheSameSeed) {
    const std::string region =
        "<agentRegion><numAgents>12</numAgents><regionBounds><xmin>-6</xmin><xmax>0</xmax><ymin>0</ymin><ymax>0</ymax>"
        "<zmin>0</zmin><zmax>6</zmax></regionBounds><initialConditions><direction><random>true</random></direction>"
        "<radius>0.5</radius><speed>0</speed></initialConditions><goalSequence><seekStaticTarget><targetLocation>"
        "<x>10</x><y>0</y><z>3</z></targetLocation><desiredSpeed>1.3</desiredSpeed><timeDuration>100</timeDuration>"
        "</seekStaticTarget></goalSequence></agentRegion>";
    const std::string xml = std::string(kHeader) + agentXml(-3, -4, 3, -4) + region +
                            "<circleObstacle><radius>1</radius><height>1</height><position><x>-3</x><y>0</y><z>3</z></"
                            "position></circleObstacle>"
                            "</SteerBenchTestCase>";
    const SteerSuiteImport a = importOk(xml), b = importOk(xml);
    SteerSuiteOptions other;
    other.seed = 7;
    const SteerSuiteImport c = importOk(xml, other);
    const auto& agents = a.scenario.agents;
    ASSERT_EQ(agents.size(), 13u);
    EXPECT_EQ(agents[0].name, "a") << "the fixed agent comes first";
    bool differs = false;
    for (size_t i = 1; i < agents.size(); ++i) {
        const Vec2 p = agents[i].start;
        const double x = p.x / 2.0 + a.originX, z = p.y / 2.0 + a.originZ;
        EXPECT_GE(x, -6.0 + 0.5 - 1e-5);
        EXPECT_LE(x, 0.0 - 0.5 + 1e-5);
        EXPECT_GE(z, 0.0 + 0.5 - 1e-5);
        EXPECT_LE(z, 6.0 - 0.5 + 1e-5);
        EXPECT_GE(glm::length(p - a.scenario.circles[0].center), a.scenario.circles[0].radius + 1.0f - 1e-4f);
        for (size_t j = 0; j < i; ++j) EXPECT_GE(glm::length(p - agents[j].start), 2.0f - 1e-4f) << i << " " << j;
        EXPECT_EQ(p, b.scenario.agents[i].start) << "the same seed, the same place";
        differs = differs || p != c.scenario.agents[i].start;
    }
    EXPECT_TRUE(differs) << "another seed, other places";
}

TEST(SteerSuite, EveryMalformedCaseIsRefusedWithTheElementAndLine) {
    const std::string dir = std::string(SIDESTEP_SOURCE_DIR) + "/tests/bad-inputs/steersuite/";
    const JsonParse expected = parseJson(readFile(dir + "expected.json"));
    ASSERT_TRUE(expected.ok());
    size_t checked = 0;
    for (const auto& [file, message] : expected.value.members()) {
        SteerSuiteImport out;
        std::vector<std::string> errors;
        EXPECT_FALSE(importSteerSuite(readFile(dir + file), {}, out, errors)) << file;
        ASSERT_FALSE(errors.empty()) << file;
        EXPECT_NE(errors[0].find(message.asString()), std::string::npos) << file << ": " << errors[0];
        ++checked;
    }
    EXPECT_GE(checked, 12u);
    size_t files = 0;
    for (const auto& e : std::filesystem::directory_iterator(dir)) files += e.path().extension() == ".xml" ? 1 : 0;
    EXPECT_EQ(files, checked) << "every file in the folder has its expected message";
}

TEST(SteerSuite, EveryBundledCaseImportsAndRunsWithEveryAgentAccountedFor) {
    // Each case imported, validated as a scenario, and run to its end with plain seek: as many agents as its
    // XML declares (each <agent>, and each region's <numAgents>, counted in the text here), every one of them
    // measured by SteerBench for some time, and each stopped at the end, at its goal or at the step limit.
    const std::string dir = std::string(SIDESTEP_SOURCE_DIR) + "/examples/steersuite/";
    const std::vector<QualityVariant> variants = qualityVariants();
    const QualityVariant* seek = findQualityVariant(variants, "seek");
    ASSERT_NE(seek, nullptr);
    size_t cases = 0, agents = 0;
    for (const auto& e : std::filesystem::directory_iterator(dir)) {
        if (e.path().extension() != ".xml") continue;
        SteerSuiteCase c;
        c.file = e.path().filename().string();
        std::string xml = readFile(e.path().string());
        std::vector<std::string> errors;
        ASSERT_TRUE(importSteerSuite(xml, {}, c.imported, errors)) << c.file << ": " << errors[0];
        ++cases;
        // A case validates as a scenario (it goes through the same checks as any file).
        const ScenarioParse back = parseScenario(writeScenario(c.imported.scenario));
        EXPECT_TRUE(back.ok()) << c.file << ": " << (back.errors.empty() ? "" : back.errors[0]);
        // The agents the XML declares, counted in its text, comments left out.
        for (size_t open = xml.find("<!--"); open != std::string::npos; open = xml.find("<!--", open)) {
            const size_t close = xml.find("-->", open);
            xml.erase(open, close == std::string::npos ? std::string::npos : close + 3 - open);
        }
        size_t declared = 0;
        for (size_t at = xml.find("<agent>"); at != std::string::npos; at = xml.find("<agent>", at + 1)) ++declared;
        for (size_t at = xml.find("<numAgents>"); at != std::string::npos; at = xml.find("<numAgents>", at + 1))
            declared += size_t(std::stoul(xml.substr(at + 11)));
        EXPECT_EQ(c.imported.scenario.agents.size(), declared) << c.file;
        agents += declared;
        const SteerSuiteRun r = runSteerSuite(c, *seek);
        EXPECT_EQ(r.measures.agents, declared) << c.file;
        EXPECT_LE(r.measures.reached, r.measures.agents) << c.file;
        EXPECT_GT(r.steps, 0u) << c.file;
        EXPECT_LE(r.steps, c.imported.scenario.sim.maxSteps) << c.file;
        ASSERT_EQ(r.agents.size(), declared) << c.file;
        for (size_t i = 0; i < r.agents.size(); ++i)
            EXPECT_GT(r.agents[i].time, 0.0) << c.file << ": agent " << i << " never measured";
        // Every agent accounted for at the end: each stopped, at its goal or at the step limit, and the
        // arrivals the measures counted are the agents that stopped at their goals.
        World end = buildWorld(steerSuiteVariant(c, *seek));
        while (end.step()) {
        }
        EXPECT_EQ(end.hash(), r.hash) << c.file;
        uint32_t reached = 0;
        for (const Agent& a : end.agents()) {
            EXPECT_TRUE(a.stop == StopReason::Reached || a.stop == StopReason::MaxSteps)
                << c.file << ": " << stopReasonName(a.stop);
            reached += a.stop == StopReason::Reached ? 1u : 0u;
        }
        EXPECT_EQ(reached, r.measures.reached) << c.file;
    }
    EXPECT_GE(cases, 50u);
    EXPECT_GE(agents, 300u);
}

TEST(SteerBench, ScoresOneAgentWalkingStraightAsSteerlibSumsThem) {
    // One agent at 1.3 m/s, scale 2, dt 0.05, from rest: seek accelerates it and it arrives.
    const SteerSuiteImport c = importOk(std::string(kHeader) + agentXml(-5, 0, 5, 0) + "</SteerBenchTestCase>");
    World w = buildWorld(c.scenario);
    SteerBench bench(w, c.scale);
    double time = 0.0, energy = 0.0, acceleration = 0.0;
    Vec2 previous = w.agents()[0].position, velocity{0.0f};
    bool first = true;
    for (;;) {
        const bool moving = w.agents()[0].moving();
        if (!bench.step(w)) break;
        const Agent& a = w.agents()[0];
        if (moving && a.moving()) {  // measured: moving before the step and not stopped in it
            const Vec2 v = (a.position - previous) / (2.0f * 0.05f);
            time += 0.05;
            energy += 0.5 * double(glm::dot(v, v));
            if (!first) acceleration += double(glm::length(v - velocity)) / 0.05;
            velocity = v;
            first = false;
        }
        previous = a.position;
    }
    const SteerBenchAgent& m = bench.agents()[0];
    EXPECT_EQ(m.collisions, 0u);
    EXPECT_NEAR(m.time, time, 1e-5);  // dt is the float 0.05
    EXPECT_NEAR(m.energy, energy, 1e-4);
    EXPECT_NEAR(m.acceleration, acceleration, 1e-4);
    // About 10 m at up to 1.3 m/s: T near 8 s, E near 0.5 x 1.69 x 160 frames.
    EXPECT_GT(m.time, 7.5);
    EXPECT_LT(m.time, 10.0);
    EXPECT_NEAR(m.composite01(), 50.0 * 0 + m.time + m.energy, 1e-9);
    EXPECT_NEAR(m.composite02(), m.composite01() + m.acceleration, 1e-9);
    EXPECT_DOUBLE_EQ(bench.scores().composite02(), m.composite02()) << "one agent: the case's mean is its score";
}

TEST(SteerBench, EachOverlapEpisodeWithAnotherAgentCountsOnceForEach) {
    // Two agents walking into each other head-on with plain seek: one episode each, overlap deeper than 1 mm.
    const SteerSuiteImport c =
        importOk(std::string(kHeader) + agentXml(-5, 0, 5, 0) + agentXml(5, 0.2, -5, 0.2) + "</SteerBenchTestCase>");
    World w = buildWorld(c.scenario);
    SteerBench bench(w, c.scale);
    while (bench.step(w)) {
    }
    EXPECT_EQ(bench.agents()[0].collisions, 1u);
    EXPECT_EQ(bench.agents()[1].collisions, 1u);
    EXPECT_DOUBLE_EQ(bench.scores().collisions, 1.0);
}

namespace {

/// How deep a disc at c of radius r overlaps the grid's blocked cells, world units (negative: clear by that
/// much), by brute force over every blocked cell: r minus the distance to the nearest one.
float overlapWithCells(const Grid& g, Vec2 c, float r) {
    float nearest = 1e9f;
    for (int32_t y = 0; y < g.height(); ++y) {
        for (int32_t x = 0; x < g.width(); ++x) {
            if (!g.blocked(x, y)) continue;
            const float dx = std::fmax(0.0f, std::fmax(float(x) - c.x, c.x - float(x + 1)));
            const float dy = std::fmax(0.0f, std::fmax(float(y) - c.y, c.y - float(y + 1)));
            nearest = std::fmin(nearest, std::sqrt(dx * dx + dy * dy));
        }
    }
    return r - nearest;
}

/// SteerBench's C for agent 0 counted by hand: over the steps it is measured (moving before the step and
/// not stopped in it), each time it goes from overlapping an obstacle by 1 mm or less to more than 1 mm.
/// `obstacles` gives its overlap with each obstacle, in world units.
template <class Overlaps>
uint32_t episodesByHand(World& w, float unitsPerMetre, Overlaps obstacles, SteerBench& bench) {
    const float epsilon = 0.001f * unitsPerMetre;
    std::vector<bool> inside;
    uint32_t episodes = 0;
    for (;;) {
        const bool moving = w.agents()[0].moving();
        if (!bench.step(w)) break;
        const Agent& a = w.agents()[0];
        if (!(moving && (a.moving() || a.stop == StopReason::MaxSteps))) continue;
        const std::vector<float> depth = obstacles(a);
        inside.resize(depth.size(), false);
        for (size_t k = 0; k < depth.size(); ++k) {
            const bool deep = depth[k] > epsilon;
            episodes += deep && !inside[k] ? 1u : 0u;
            inside[k] = deep;
        }
    }
    return episodes;
}

}  // namespace

TEST(SteerBench, AnAgentThatWalksThroughABoxAndACircleHasOneCollisionWithEachAsCountedByHand) {
    // Plain seek walks straight through a wall 1 m thick across its way and then a circle on its line.
    const std::string xml =
        std::string(kHeader) +
        "<obstacle><xmin>0</xmin><xmax>1</xmax><ymin>0</ymin><ymax>1</ymax><zmin>-2</zmin><zmax>2</zmax></obstacle>"
        "<circleObstacle><radius>0.75</radius><height>1</height><position><x>5</x><y>0</y><z>0</z></position></"
        "circleObstacle>" +
        agentXml(-4, 0, 10, 0) + "</SteerBenchTestCase>";
    const SteerSuiteImport c = importOk(xml);
    World w = buildWorld(c.scenario);
    SteerBench bench(w, c.scale);
    const Circle circle = w.circles().at(0);
    const uint32_t byHand = episodesByHand(
        w, c.scale,
        [&](const Agent& a) {
            return std::vector<float>{overlapWithCells(w.grid(), a.position, a.radius),
                                      a.radius + circle.radius - glm::length(a.position - circle.center)};
        },
        bench);
    EXPECT_EQ(w.agents()[0].stop, StopReason::Reached) << "seek walks through both and arrives";
    EXPECT_EQ(byHand, 2u) << "one episode with the wall, one with the circle";
    EXPECT_EQ(bench.agents()[0].collisions, byHand);
    EXPECT_EQ(w.agents()[0].collisions, 2u) << "sidestep's own count agrees here: each obstacle once";
    EXPECT_DOUBLE_EQ(bench.scores().collisions, 2.0);
    EXPECT_NEAR(bench.scores().composite01(), 50.0 * 2 + bench.agents()[0].time + bench.agents()[0].energy, 1e-9);
}

TEST(SteerBench, CrossingOneObstacleTwiceIsASecondEpisodeOnceTheOverlapEnded) {
    // Two walls across the way, joined beyond the agent's path into one obstacle (a blocked region shaped
    // like an arch): the agent is in it, out of it by far more than 1 mm, and in it again.
    const std::string wall = "<ymin>0</ymin><ymax>1</ymax>";
    const std::string xml =
        std::string(kHeader) + "<obstacle><xmin>0</xmin><xmax>1</xmax>" + wall +
        "<zmin>-2</zmin><zmax>2</zmax></obstacle>" + "<obstacle><xmin>3</xmin><xmax>4</xmax>" + wall +
        "<zmin>-2</zmin><zmax>2</zmax></obstacle>" + "<obstacle><xmin>0</xmin><xmax>4</xmax>" + wall +
        "<zmin>2</zmin><zmax>3</zmax></obstacle>" + agentXml(-4, 0, 10, 0) + "</SteerBenchTestCase>";
    const SteerSuiteImport c = importOk(xml);
    World w = buildWorld(c.scenario);
    SteerBench bench(w, c.scale);
    const uint32_t byHand = episodesByHand(
        w, c.scale,
        [&](const Agent& a) { return std::vector<float>{overlapWithCells(w.grid(), a.position, a.radius)}; }, bench);
    ASSERT_EQ(w.regions().count(), 2) << "the border and one arch: the three boxes touch";
    EXPECT_EQ(byHand, 2u) << "in, out, in again: the same obstacle twice";
    EXPECT_EQ(bench.agents()[0].collisions, byHand);
    EXPECT_EQ(w.agents()[0].collisions, 2u) << "sidestep's count: it cleared the arch by far more than 0.05 u";
    EXPECT_DOUBLE_EQ(bench.scores().collisions, 2.0);
}
