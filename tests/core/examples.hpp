#pragma once
// The core tests' one way to read a bundled example: examples/NAME (".json" added when missing), parsed and
// validated; a file that does not validate fails the test that reads it.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "sidestep/io/scenario.hpp"

namespace sidestep::testdata {

inline Scenario example(std::string name) {
    if (name.size() < 5 || name.compare(name.size() - 5, 5, ".json") != 0) name += ".json";
    std::ifstream in(std::string(SIDESTEP_SOURCE_DIR) + "/examples/" + name, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    ScenarioParse parsed = parseScenario(text.str());
    EXPECT_TRUE(parsed.ok()) << name << ": " << (parsed.errors.empty() ? "" : parsed.errors[0]);
    return parsed.scenario;
}

}  // namespace sidestep::testdata
