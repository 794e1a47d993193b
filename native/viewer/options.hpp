#pragma once
// The viewer's command line:
//   sidestep-viewer [FILE|LINK] [--steps N] [--select I] [--size WxH] [--screenshot out.png [--json]]
//   sidestep-viewer --examples
#include <string>
#include <vector>

namespace sidestep::viewer {

struct Options {
    std::string input;      ///< a scenario file or share link; empty: the gallery's first example
    long long steps = -1;   ///< open at this step (-1: the scenario view's step, or 0)
    long long select = -2;  ///< select this agent; -1: none; -2 (not given): the scenario view's selection
    int width = 1280;       ///< window or image size, pixels
    int height = 800;
    std::string screenshot;  ///< render headless to this PNG, print the hash and exit
    bool json = false;       ///< with --screenshot: print {steps, hash, size, view, labels} as JSON
    long long frames = -1;   ///< close the window after this many frames (-1: when the user does; for tests)
    bool examples = false;   ///< print the gallery's folder and examples, then exit
    bool help = false;
};

/// Parses the arguments after the program's name; the errors name the flag and the rule, as the CLI's.
std::vector<std::string> parseOptions(const std::vector<std::string>& args, Options& out);

extern const char* const kViewerUsage;

}  // namespace sidestep::viewer
