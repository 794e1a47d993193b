#pragma once
/// A core message as JSON, the form the page's catalogue words (docs/languages.md): { "id", "args": { name:
/// { "n", "d" } (a number and its decimals) | "text" | { "m": id } | { "w": [ids] } } }.
#include <string>
#include <vector>

#include "sidestep/explain/message.hpp"
#include "sidestep/io/json.hpp"

namespace sidestep {

/// A message as JSON: { "id", "args" }.
Json messageToJson(const Message& message);

/// The messages of a list of errors as JSON text, one per error: { "id", "args" }, or null for an error worded in
/// English only (a missing message too). The page words the core's validation errors from it.
std::string errorMessagesText(const std::vector<std::string>& errors, const std::vector<Message>& messages);

}  // namespace sidestep
