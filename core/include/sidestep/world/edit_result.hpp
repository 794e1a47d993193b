#pragma once
/// The outcome of a World edit: the index it created or touched, or why it was refused, in English and as a message
/// for the page to word (docs/languages.md).
#include <cstdint>
#include <string>
#include <utility>

#include "sidestep/explain/message.hpp"

namespace sidestep {

/// The outcome of an edit: the index it created or touched, or an error naming the field and the rule.
struct EditResult {
    EditResult() = default;
    /// An index, or (-1) an error still worded in English only.
    EditResult(int32_t at, std::string why) : index(at), error(std::move(why)) {}

    int32_t index = -1;
    std::string error;  ///< empty on success
    /// The error as a message id with its arguments (en.ftl's English is `error`); an empty id for a refusal still
    /// worded in English only.
    Message message;
    bool ok() const { return error.empty(); }
};

}  // namespace sidestep
