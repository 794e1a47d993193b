#pragma once
/// The bundled SteerSuite cases (examples/steersuite/*.xml) that import, in file-name order, for the tests that
/// run every one of them (steersuite_yardstick_test, steersuite_routes_test).
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "sidestep/quality/steersuite_runs.hpp"

namespace testdata {

inline std::vector<sidestep::SteerSuiteCase> bundledSteerSuiteCases() {
    std::vector<sidestep::SteerSuiteCase> cases;
    const std::string dir = std::string(SIDESTEP_SOURCE_DIR) + "/examples/steersuite/";
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::directory_iterator(dir)) {
        if (e.path().extension() == ".xml") files.push_back(e.path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
        std::ifstream in(f, std::ios::binary);
        std::ostringstream s;
        s << in.rdbuf();
        sidestep::SteerSuiteCase c;
        c.file = f.filename().string();
        std::vector<std::string> errors;
        if (sidestep::importSteerSuite(s.str(), {}, c.imported, errors)) cases.push_back(std::move(c));
    }
    return cases;
}

}  // namespace testdata
