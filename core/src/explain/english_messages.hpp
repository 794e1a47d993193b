#pragma once
// English's catalogues of the core's messages (web/i18n/en.ftl's ids that start with one of CORE_PREFIXES in
// scripts/i18n.mjs), compiled: english_messages.cpp (the reasons and facts) and english_errors.cpp (the validation
// errors, ids starting with "invalid-": apart, so that the page's first module, which validates files but does not
// explain, links only these) are written by `node scripts/i18n.mjs` and checked up to date by its --check. A pattern is
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

inline Piece lit(const char* text) { return {text, {}, {}}; }
inline Piece arg(const char* name) { return {{}, name, {}}; }
inline Piece sel(const char* name, std::vector<Variant> variants) { return {{}, name, std::move(variants)}; }

using Catalogue = std::unordered_map<std::string, std::vector<Piece>>;

/// id -> pattern, for every core reason and fact of en.ftl.
const Catalogue& englishCatalogue();
/// id -> pattern, for every validation error of en.ftl ("invalid-...").
const Catalogue& englishErrorCatalogue();

/// `message` worded by `catalogue` (a message argument by the same catalogue); the id in brackets when it has none.
std::string formatEnglish(const Catalogue& catalogue, const Message& message);

}  // namespace sidestep::explain
