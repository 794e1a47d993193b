#pragma once
/// An agent's facts and explanation as JSON, the form the page (through the wasm module) and
/// `sidestep explain --json` read:
/// { "facts": [[label, value, labelId, message], ...],
///   "lines": [{ "style": "head|text|ray|warn|muted|table", "chosen": bool,
///               "spans": [{ "text", "chosen", "message"? }] }],
///   "table": { "header": [...], "rows": [{ "cells": [...], "mark": ""|"danger"|"best" }] } }
/// Text is English; a message is { "id", "args": { name: { "n", "d" } (a number, its decimals) | "text" |
/// { "m": id } | { "w": [ids] } } } for the page's catalogue to word (docs/languages.md).
#include <string>
#include <vector>

#include "sidestep/explain/explain.hpp"
#include "sidestep/io/json.hpp"

namespace sidestep {

Json explanationToJson(const std::vector<AgentFact>& facts, const Explanation& explanation);

}  // namespace sidestep
