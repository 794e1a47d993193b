#pragma once
// A scenario load's answer as the page reads it (Timeline.load, and RunBeside's load beside the page).
#include <emscripten/val.h>

#include "sidestep/io/scenario_load.hpp"

namespace sidestep {

/// { errors, messages, title, description, view, compare }: messages, view and compare as JSON text ("" when the
/// file has none).
emscripten::val loadAnswer(const ScenarioLoad& load);

}  // namespace sidestep
