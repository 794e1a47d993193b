#pragma once
// Rendering without a window, for `--screenshot` and tests: SDL's software renderer draws into a surface
// twice the size, which is filtered down (each pixel the mean of four), as the window's frames are.
#include <cstdint>
#include <string>
#include <vector>

#include "app.hpp"

namespace sidestep::viewer {

/// An RGB image, rows top to bottom.
struct Image {
    int width = 0, height = 0;
    std::vector<uint8_t> rgb;
};

/// Draws the app's current state at width x height into `out`; false with the reason if SDL or the fonts
/// fail (SDL needs no video driver for this).
bool renderOffscreen(App& app, int width, int height, Image& out, std::string& error);

}  // namespace sidestep::viewer
