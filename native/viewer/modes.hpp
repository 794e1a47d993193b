#pragma once
// The two ways the viewer runs, after main() has read the options and the scenario (bad input is refused
// before either starts SDL): in a window, or headless for a screenshot. Each returns the exit code.
#include <string>

#include "app.hpp"
#include "options.hpp"
#include "sidestep/io/scenario.hpp"

namespace sidestep::viewer {

/// `--screenshot`: renders without a window, writes the PNG, prints the world hash (or JSON with --json).
int runScreenshot(const Options& options, const Scenario& scenario);

/// The window: events, play, drawing, until it is closed (or after --frames N).
int runWindow(const Options& options, const Scenario& scenario, const std::string& source);

/// Puts the app where the options ask: the step (else the scenario view's) and the selection.
void applyOptions(App& app, const Options& options);

/// Prints "internal error: ..." and returns the CLI's code for it (1).
int internalError(const std::string& what);

}  // namespace sidestep::viewer
