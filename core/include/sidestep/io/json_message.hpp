#pragma once
/// A JSON syntax error as a message, so that the page words it in the reader's language (docs/languages.md).
#include "sidestep/explain/message.hpp"
#include "sidestep/io/json.hpp"

namespace sidestep {

/// The parse's error as message invalid-json (what went wrong as a word), or invalid-json-character,
/// -duplicate-key or -depth (with the character, the key or the depth limit); its English is "PATH: not valid
/// JSON: " followed by the parse's `error`. The caller adds the argument "path". Only for a parse that failed.
Message jsonErrorMessage(const JsonParse& json);

}  // namespace sidestep
