#include "format.hpp"

#include <cmath>
#include <cstdio>
#include <string>

namespace sidestep::explain {

namespace {

/// Adds one unit in the last place to a decimal magnitude such as "12.49" -> "12.50", "9.9" -> "10.0".
std::string incrementLast(std::string digits) {
    for (size_t k = digits.size(); k-- > 0;) {
        if (digits[k] == '.') continue;
        if (digits[k] != '9') {
            ++digits[k];
            return digits;
        }
        digits[k] = '0';
    }
    return "1" + digits;
}

}  // namespace

std::string fixed(double v, int digits) {
    if (std::isnan(v)) return "NaN";
    if (std::isinf(v)) return v > 0 ? "Infinity" : "-Infinity";
    if (digits < 0) digits = 0;
    if (digits > 6) digits = 6;
    const bool negative = std::signbit(v);
    const double magnitude = std::fabs(v);
    // The decimal expansion, far beyond the digits kept, so that a tie (exactly half, which toFixed rounds
    // up and printf to even) is seen as one.
    char wide[512];
    std::snprintf(wide, sizeof wide, "%.*f", digits + 80, magnitude);
    std::string text(wide);
    const size_t point = text.find('.');
    const std::string kept = text.substr(0, digits == 0 ? point : point + 1 + size_t(digits));
    const std::string rest = text.substr(point + 1 + size_t(digits));
    // Half or more rounds away from zero (exactly half too). The 80 extra digits are exact for any double
    // near a number with a few decimals: its spacing there is far above 1e-80.
    std::string result = rest[0] >= '5' ? incrementLast(kept) : kept;
    bool zero = true;
    for (char c : result) zero = zero && (c == '0' || c == '.');
    return negative && !zero ? "-" + result : result;
}

std::string pair(Vec2 p, int digits) { return "(" + fixed(p.x, digits) + ", " + fixed(p.y, digits) + ")"; }

double length(Vec2 v) { return std::hypot(double(v.x), double(v.y)); }

std::string accel(Vec2 v) { return fixed(length(v)) + " u/s²"; }

double roundHalfUp(double v) { return std::floor(v + 0.5); }

}  // namespace sidestep::explain
