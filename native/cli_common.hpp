#pragma once
// What every `sidestep` command shares: exit codes, error printing, integer arguments.
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

namespace sidestep::cli {

constexpr int kOk = 0;
constexpr int kInternal = 1;
constexpr int kBadInput = 2;

/// Prints each error as "error: ..." on stderr; returns kBadInput.
inline int printErrors(const std::vector<std::string>& errors) {
    for (const std::string& e : errors) std::cerr << "error: " << e << "\n";
    return kBadInput;
}

/// Parses a whole decimal integer argument within [lo, hi].
inline bool parseInteger(const std::string& text, long long lo, long long hi, long long& out) {
    char* end = nullptr;
    out = std::strtoll(text.c_str(), &end, 10);
    return !text.empty() && *end == '\0' && out >= lo && out <= hi;
}

}  // namespace sidestep::cli
