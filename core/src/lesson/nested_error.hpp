#pragma once
// Internal to the lesson parser: another checker's error under a field of the lesson (nested_error.cpp).
#include <string>

#include "../io/checker.hpp"

namespace sidestep::lesson {

/// Reports `text` (`prefix` + the error's own English) with its message `why` under the lesson's field `prefix`:
/// "checkpoints[0].caption: " (a field, then ": ") wraps it whole in invalid-lesson-in; "checkpoints[0].scene."
/// (a path going on) goes before its argument `pathArg`. English only when the message does not word `text`.
void nested(Checker& check, std::string text, Message why, const std::string& prefix, const char* pathArg = "path");

/// True when `why` is another checker's "... and N more errors": its N are counted by `check` (finish() says them).
bool countedMore(Checker& check, const Message& why);

/// A scenario error `e` (its message `why`) under `prefix`: `prefix` + its field and rule; one without a field
/// under the lesson's field (`prefix` without its "." or ": ").
void relay(Checker& check, const std::string& prefix, const std::string& e, const Message& why);

}  // namespace sidestep::lesson
