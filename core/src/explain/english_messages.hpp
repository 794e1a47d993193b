#pragma once
// English's catalogue of the core's messages (web/i18n/en.ftl's ids that start with one of CORE_PREFIXES in
// scripts/i18n.mjs), compiled: english_messages.cpp is written by `node scripts/i18n.mjs` and checked up to date
// by its --check. A pattern is text, arguments and selects on an argument (a number's plural category, or a
// text's value), as in the page's Fluent subset (web/i18n/ftl.js).
#include <string>
#include <unordered_map>
#include <vector>

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

/// id -> pattern, for every core message of en.ftl.
const std::unordered_map<std::string, std::vector<Piece>>& englishCatalogue();

}  // namespace sidestep::explain
