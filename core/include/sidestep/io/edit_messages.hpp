#pragma once
/// An edit's parse with its errors' messages (docs/languages.md): the page words a refused edit with them. Its own
/// header, so that scenario.hpp (included nearly everywhere) keeps its shape.
#include <string_view>
#include <vector>

#include "sidestep/explain/message.hpp"
#include "sidestep/io/scenario.hpp"

namespace sidestep {

/// parseEditText(text), and with `messages` one message per error in the same order (an empty id for an error
/// worded in English only, such as text that is not JSON).
EditParse parseEditText(std::string_view text, std::vector<Message>* messages);

}  // namespace sidestep
