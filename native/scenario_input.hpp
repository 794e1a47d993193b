#pragma once
// Reading a scenario given on the command line (or dropped on the viewer's window): a JSON file, a share
// link saved in a file, "-" for standard input, or a link itself. Shared by `sidestep` and
// `sidestep-viewer`, so both refuse bad input with the same words.
#include <string>
#include <vector>

#include "sidestep/io/scenario.hpp"

namespace sidestep::cli {

/// Scenario text, or the error that kept it from being read.
struct Input {
    std::string text;
    std::string error;
};

/// Whether an argument that names no file looks like a share link ("#s=…" or a bare base64url payload).
bool looksLikeLink(const std::string& s);

/// The scenario text from a file (JSON, or a link saved in a file), "-" (stdin), or a link argument;
/// at most kMaxScenarioBytes.
Input readInput(const std::string& arg);

/// A scenario read and validated, or every error found (empty when it loaded).
struct ScenarioLoad {
    Scenario scenario;
    std::vector<std::string> errors;
    bool ok() const { return errors.empty(); }
};
ScenarioLoad loadScenario(const std::string& arg);

/// loadScenario() for a command: on error prints them ("error: …" on stderr), sets exitCode to kBadInput
/// and returns false.
bool load(const std::string& arg, Scenario& scenario, int& exitCode);

}  // namespace sidestep::cli
