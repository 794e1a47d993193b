// Every input the fuzz targets found failing (tests/bad-inputs/fuzz/TARGET/) passes its target's check now, in the
// plain build as well as the fuzz build; and each check passes on the material it is seeded with (an example of
// each kind), so that a check that refused good input would show here before it wasted a fuzz run.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "checks.hpp"

using namespace sidestep;

namespace {

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

const fuzz::Target& target(const std::string& name) {
    for (const fuzz::Target& t : fuzz::targets()) {
        if (name == t.name) return t;
    }
    ADD_FAILURE() << "no fuzz target " << name;
    return fuzz::targets().front();
}

}  // namespace

TEST(FuzzRegressions, EveryInputAFuzzTargetFoundPassesItsCheck) {
    const std::filesystem::path dir = std::filesystem::path(SIDESTEP_SOURCE_DIR) / "tests/bad-inputs/fuzz";
    size_t inputs = 0;
    for (const auto& folder : std::filesystem::directory_iterator(dir)) {
        if (!folder.is_directory()) continue;
        const fuzz::Target& t = target(folder.path().filename().string());
        for (const auto& file : std::filesystem::directory_iterator(folder.path())) {
            EXPECT_EQ(t.check(readFile(file.path())), "") << file.path();
            ++inputs;
        }
    }
    EXPECT_GT(inputs, 0u) << "regression inputs under " << dir;
}

TEST(FuzzRegressions, EachCheckPassesOnTheMaterialItIsSeededWith) {
    const std::pair<const char*, const char*> seeds[] = {
        {"scenario", "examples/orca-blocks.json"},           {"movingai", "tests/data/movingai/maze-32-32-2.map"},
        {"steersuite", "examples/steersuite/3-squeeze.xml"}, {"lesson", "examples/lessons/whiskers.json"},
        {"edit", "examples/lessons/feelers.json"},  // no edit on any line: nothing to make, nothing broken
    };
    for (const auto& [name, path] : seeds) {
        const std::string text = fuzz::sourceFile(path);
        ASSERT_FALSE(text.empty()) << path;
        EXPECT_EQ(target(name).check(text), "") << name << " on " << path;
    }
    EXPECT_EQ(target("edit").check(R"({"edit":"addCircle","x":6,"y":4,"r":1.2})"
                                   "\n"
                                   R"({"edit":"setAgentParam","agent":0,"setting":"rayLength","value":8})"),
              "");
    EXPECT_EQ(target("script").check(std::string(512, '\x5a')), "");
}
