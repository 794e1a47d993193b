#pragma once
// Writing an RGB image as a PNG file (libpng).
#include <cstdint>
#include <string>
#include <vector>

namespace sidestep::viewer {

/// Writes `rgb` (width x height, 3 bytes a pixel, rows top to bottom) to `path`; the error otherwise.
bool writePng(const std::string& path, int width, int height, const std::vector<uint8_t>& rgb, std::string& error);

}  // namespace sidestep::viewer
