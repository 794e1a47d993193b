#pragma once
/// A count and the noun that agrees with it, for every message and table that says how many: the CLI's
/// output, import notes, errors, explanations.
#include <cstdint>
#include <string>

namespace sidestep {

/// "1 box", "0 boxes", "2 boxes": n, a space, then `one` when n is 1, else `many`.
inline std::string plural(uint64_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace sidestep
