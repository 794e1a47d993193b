#pragma once
// English's catalogues of the core's messages (web/i18n/en.ftl's ids that start with one of CORE_PREFIXES in
// scripts/i18n.mjs), compiled: english_messages.cpp (the reasons and facts), english_errors.cpp (the validation
// errors, ids starting with "invalid-": apart, so that the page's first module, which validates files but does not
// explain, links only these) and english_tasks.cpp (a lesson task's verdict, ids starting with "task-": linked only
// where tasks are checked) are written by `node scripts/i18n.mjs` and checked up to date by its --check. A pattern is
// text, arguments and selects on an argument (a number's plural category, or a text's value), as in the page's Fluent
// subset (web/i18n/ftl.js).
#include <string>
#include <unordered_map>
#include <vector>

#include "sidestep/explain/message.hpp"

namespace sidestep::explain {

struct Piece;

/// One variant of a select: its key ("one", "other", or a value), whether it is the default, its pattern.
struct Variant {
    std::string key;
    bool isDefault = false;
    std::vector<Piece> pattern;
};

/// Text (`arg` empty, no variants), an argument (`arg`), or a select on an argument (`arg` and `variants`).
struct Piece {
    std::string text;
    std::string arg;
    std::vector<Variant> variants;
};

using Catalogue = std::unordered_map<std::string, std::vector<Piece>>;

/// The compiled catalogues' constant form, read into a Catalogue on first use: plain data, so that a catalogue
/// costs the wasm no start-up code. A pattern is one string: text, an argument as \001name\002, a select as
/// \003name\002 then its variants, each \005key\002 (\006 for the default) pattern \007, then \004.
struct MessageDef {
    const char* id;
    const char* pattern;
};

/// The Catalogue of the messages [first, last).
Catalogue readCatalogue(const MessageDef* first, const MessageDef* last);

/// id -> pattern, for every core reason and fact of en.ftl.
const Catalogue& englishCatalogue();
/// id -> pattern, for every validation error of en.ftl ("invalid-...").
const Catalogue& englishErrorCatalogue();

/// id -> pattern, for every lesson task's verdict clause of en.ftl ("task-...").
const Catalogue& englishTaskCatalogue();

/// `message` worded by `catalogue` (a message argument by the same catalogue); the id in brackets when it has none.
std::string formatEnglish(const Catalogue& catalogue, const Message& message);

}  // namespace sidestep::explain
