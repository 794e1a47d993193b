#pragma once
// The world view is drawn in layers, bottom to top. Each layer is one file under layers/ that registers
// itself with its place in the order; a new picture is a new file, nothing else changes.
#include "canvas.hpp"
#include "frame.hpp"

namespace sidestep::viewer {

using DrawLayer = void (*)(Canvas& canvas, const Frame& frame);

/// Registers a layer at static initialisation: `order` places it (lower first), `name` is for messages.
struct LayerRegistration {
    LayerRegistration(int order, const char* name, DrawLayer draw);
};

/// Draws every registered layer in order, clipped to the view's viewport.
void drawLayers(Canvas& canvas, const Frame& frame);

/// The names of the registered layers, in drawing order (for tests and --help).
std::vector<const char*> layerNames();

}  // namespace sidestep::viewer
