#include "layers.hpp"

#include <algorithm>
#include <vector>

namespace sidestep::viewer {

namespace {

struct Layer {
    int order;
    const char* name;
    DrawLayer draw;
};

std::vector<Layer>& registry() {
    static std::vector<Layer> layers;
    return layers;
}

}  // namespace

LayerRegistration::LayerRegistration(int order, const char* name, DrawLayer draw) {
    auto& layers = registry();
    layers.push_back({order, name, draw});
    std::stable_sort(layers.begin(), layers.end(), [](const Layer& a, const Layer& b) { return a.order < b.order; });
}

void drawLayers(Canvas& canvas, const Frame& frame) {
    const Rect viewport = frame.view.viewport();
    canvas.clip(&viewport);
    for (const Layer& layer : registry()) {
        canvas.setLayer(layer.name);
        layer.draw(canvas, frame);
    }
    canvas.setLayer("");
    canvas.flush();
    canvas.clip(nullptr);
}

std::vector<const char*> layerNames() {
    std::vector<const char*> names;
    for (const Layer& layer : registry()) names.push_back(layer.name);
    return names;
}

}  // namespace sidestep::viewer
