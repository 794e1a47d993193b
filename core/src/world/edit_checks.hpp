#pragma once
// The checks World's edits share (world_edit.cpp, world_scene_edit.cpp, world_agent_edit.cpp,
// world_relief_edit.cpp): a number within its limits, named.
#include <cmath>
#include <cstdio>
#include <string>

namespace sidestep::edit_check {

/// As a stream prints a float: 6 significant digits (no iostreams: they would add ~40 KB to the wasm).
inline std::string fmt(float v) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", double(v));
    return text;
}

/// "field: must be a number in [lo, hi], got v", or empty when v is finite and in range.
inline std::string checkRange(const char* field, float v, float lo, float hi) {
    if (std::isfinite(v) && v >= lo && v <= hi) return {};
    return std::string(field) + ": must be a number in [" + fmt(lo) + ", " + fmt(hi) + "], got " + fmt(v);
}

}  // namespace sidestep::edit_check
