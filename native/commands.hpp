#pragma once
// The `sidestep` tool's commands that live in their own files (the others are in cli.cpp).
#include <string>
#include <vector>

namespace sidestep::cli {

/// `movingai MAP [SCEN] [agent options] [--rows A-B] [--csv FILE]`: runs every chosen problem and prints a
/// summary per bucket and overall; with MAP alone, prints the map's size and blocked cells.
int movingaiCommand(const std::vector<std::string>& args);

/// `import MAP [SCEN --row N] [agent options]`: prints the map (and one problem's agent) as scenario v1 JSON.
int importCommand(const std::vector<std::string>& args);

/// `steersuite FILE|DIR [--variant LABEL | --behavior NAME [--avoid] [--param N=V] | --all] [--scale S] [--seed N]
/// [--detail]`: SteerSuite test cases run and scored by sidestep's measures and SteerBench's composites. A case
/// that cannot be imported is listed with its errors and the rest run; the exit code is then kBadInput.
int steersuiteCommand(const std::vector<std::string>& args);

/// `quality [--detail] [--scene NAME] [--variant LABEL]`: the quality suite's tables; --detail, or a filter,
/// prints one line per scene and variant (names and labels match by prefix).
int qualityCommand(const std::vector<std::string>& args);

/// `explain FILE|LINK --agent I [--steps N] [--json]`: agent I's numbers and the reason for its next move
/// after N steps, in the words of the page's panel (text, or the structured lines as JSON).
int explainCommand(const std::vector<std::string>& args);

/// `lesson FILE [--json] [--examples DIR]`: validates a lesson and plays it through: each checkpoint's step,
/// hash and caption filled in from the core's records, and each task checked as given and with its solution.
int lessonCommand(const std::vector<std::string>& args);
/// Whether a file is a lesson ("format": "sidestep-lesson"), and `validate` for one: "ok" or its errors.
bool isLessonFile(const std::string& path);
int validateLesson(const std::string& path);

}  // namespace sidestep::cli
