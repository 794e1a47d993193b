#include "frame.hpp"

#include <algorithm>

namespace sidestep::viewer {

Rgba Frame::agentColor(size_t i) const {
    if (overlays.has("byBehavior") && i < world.agents().size()) {
        return palette.behaviors[std::min<size_t>(uint32_t(world.agents()[i].behavior), palette.behaviors.size() - 1)];
    }
    return palette.agents[i % palette.agents.size()];
}

CellImages::~CellImages() {
    for (Entry& e : entries_) {
        if (e.texture) SDL_DestroyTexture(e.texture);
    }
}

}  // namespace sidestep::viewer
