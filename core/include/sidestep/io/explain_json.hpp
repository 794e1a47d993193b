#pragma once
/// An agent's facts and explanation as JSON, the form the page (through the wasm module) and
/// `sidestep explain --json` read:
/// { "facts": [[label, value], ...],
///   "lines": [{ "style": "head|text|ray|warn|muted|table", "chosen": bool, "spans": [{ "text", "chosen" }] }],
///   "table": { "header": [...], "rows": [{ "cells": [...], "mark": ""|"danger"|"best" }] } }
#include <vector>

#include "sidestep/explain/explain.hpp"
#include "sidestep/io/json.hpp"

namespace sidestep {

Json explanationToJson(const std::vector<AgentFact>& facts, const Explanation& explanation);

}  // namespace sidestep
