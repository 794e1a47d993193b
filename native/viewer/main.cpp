// sidestep-viewer: the same core as the page and the CLI, in an SDL2 window, drawing the same records.
// With --screenshot it renders headless (no window at all), writes a PNG and prints the world hash.
// Exit codes as the CLI's: 0 success, 2 bad input (the CLI's messages), 1 internal error. Bad input is
// refused before SDL starts, so it never opens a window.
#define SDL_MAIN_HANDLED  // a plain main(): the viewer needs no SDL_main
#include <SDL.h>

#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "gallery.hpp"
#include "modes.hpp"
#include "options.hpp"
#include "scenario_input.hpp"
#include "script_engine.hpp"
#include "threads_option.hpp"

using namespace sidestep;
using namespace sidestep::viewer;

namespace {

/// `--examples`: the gallery's folder and its examples, one a line (file, then title); exit 2 with the
/// reason when there is none.
int listExamples() {
    std::string error;
    const GalleryPlace place = findExamples();
    const std::vector<GalleryEntry> gallery =
        place.directory.empty() ? std::vector<GalleryEntry>{} : readGallery(place.directory, error);
    if (place.directory.empty() || !error.empty())
        return cli::printErrors({place.directory.empty() ? place.error : error});
    std::cout << "examples: " << place.directory << "\n";
    for (const GalleryEntry& e : gallery) std::cout << e.file << "\t" << e.title << "\n";
    return cli::kOk;
}

int run(std::vector<std::string> args) {
    const std::string threadsError = cli::takeThreadsOption(args);
    if (!threadsError.empty()) return cli::printErrors({threadsError});
    Options o;
    const std::vector<std::string> errors = parseOptions(args, o);
    if (!errors.empty()) return cli::printErrors(errors);
    if (o.help) {
        std::cout << kViewerUsage;
        return cli::kOk;
    }
    if (o.examples) return listExamples();
    Scenario scenario;
    std::string source = o.input;
    if (!o.input.empty()) {
        int code = cli::kOk;
        if (!cli::load(o.input, scenario, code)) return code;  // the CLI's messages, before any window
        if (!scenario.scripts.empty()) {  // its scripts run in the page's engine (Node): said now if it cannot
            if (const std::string& e = cli::ScriptEngine::shared().start(); !e.empty()) return cli::printErrors({e});
        }
    } else {
        // No file: the gallery's first example, or (said on stderr and in the panel) an empty scene.
        std::string error;
        const std::vector<GalleryEntry> gallery = loadGallery(error);
        cli::ScenarioLoad first = gallery.empty() ? cli::ScenarioLoad{} : cli::loadScenario(gallery.front().file);
        if (!gallery.empty() && first.ok()) {
            scenario = std::move(first.scenario);
            source = gallery.front().file;
        } else {
            if (error.empty()) error = gallery.front().file + ": " + first.errors.front();
            std::cerr << "sidestep-viewer: " << error << "; opening an empty scene\n";
        }
    }
    if (o.select >= 0 && size_t(o.select) >= scenario.agents.size()) {
        return cli::printErrors({"--select: no agent " + std::to_string(o.select) + " (there are " +
                                 std::to_string(scenario.agents.size()) + ")"});
    }
    if (!o.screenshot.empty()) return runScreenshot(o, scenario);
    return runWindow(o, scenario, source);
}

}  // namespace

int main(int argc, char** argv) {
    try {
        return run(std::vector<std::string>(argv + 1, argv + argc));
    } catch (const std::exception& e) {
        return internalError(e.what());
    } catch (...) {
        return internalError("unknown");
    }
}
