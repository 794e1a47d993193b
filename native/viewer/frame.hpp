#pragma once
// What one frame of the world view draws from: the world as the core left it (its records of what each
// agent sensed and decided), the view, the palette, the overlays and the selection. Layers only read it.
#include <SDL.h>

#include <cstdint>
#include <vector>

#include "overlays.hpp"
#include "palette.hpp"
#include "sidestep/world/field_overlay.hpp"
#include "sidestep/world/world.hpp"
#include "view.hpp"

namespace sidestep::viewer {

/// Up to this many agents every agent is drawn in detail (goal line, rays, forces, badges); above it only
/// the selected one, unless the "everyAgent" overlay asks for all (as the page).
inline constexpr size_t kDetailAgents = 50;

/// Images of one pixel per cell (blocked cells, the heat map, the cells within P steps), kept between
/// frames and rebuilt only when what they show changed.
class CellImages {
public:
    explicit CellImages(SDL_Renderer* renderer) : renderer_(renderer) {}
    ~CellImages();
    CellImages(const CellImages&) = delete;
    CellImages& operator=(const CellImages&) = delete;

    /// Image `slot`, rebuilt by paint(pixels) (ABGR words, row-major) when `key` differs from the last.
    template <class Paint>
    SDL_Texture* get(int slot, int width, int height, uint64_t key, Paint paint);

private:
    struct Entry {
        SDL_Texture* texture = nullptr;
        int width = 0, height = 0;
        uint64_t key = ~uint64_t(0);
    };
    SDL_Renderer* renderer_;
    Entry entries_[4];
    std::vector<uint32_t> pixels_;
};

struct Frame {
    const World& world;
    const View& view;
    const Palette& palette;
    const Overlays& overlays;
    int32_t selected = -1;                ///< the selected agent, -1 for none
    int32_t selectedCircle = -1;          ///< the selected circle, -1 for none
    const FieldOverlay* field = nullptr;  ///< the selected grid agent's fields, when an overlay needs them
    uint64_t sceneKey = 0;  ///< changes whenever the world's contents may have changed wholesale (load, seek back)
    CellImages& images;
    bool detail = false;                       ///< every agent in detail
    const std::vector<Vec2>* trail = nullptr;  ///< the selected agent's positions, oldest first (Timeline::trail)

    bool detailed(size_t i) const { return detail || int32_t(i) == selected; }
    /// Agent i's colour: by index, or by behaviour with the byBehavior overlay.
    Rgba agentColor(size_t i) const;
    /// World point -> window pixel.
    Vec2 screen(Vec2 world) const { return view.toScreen(world); }
    /// World length -> window pixels.
    float pixels(float worldLength) const { return worldLength * view.scale(); }
};

/// One pixel word (SDL_PIXELFORMAT_ABGR8888: r in the low byte) of a colour.
inline uint32_t pixelWord(Rgba c) {
    return uint32_t(c.r) | uint32_t(c.g) << 8 | uint32_t(c.b) << 16 | uint32_t(c.a) << 24;
}

template <class Paint>
SDL_Texture* CellImages::get(int slot, int width, int height, uint64_t key, Paint paint) {
    Entry& e = entries_[slot];
    if (e.texture && e.key == key && e.width == width && e.height == height) return e.texture;
    if (!e.texture || e.width != width || e.height != height) {
        if (e.texture) SDL_DestroyTexture(e.texture);
        e.texture = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ABGR8888, SDL_TEXTUREACCESS_STATIC, width, height);
        if (!e.texture) return nullptr;
        SDL_SetTextureBlendMode(e.texture, SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(e.texture, SDL_ScaleModeNearest);
        e.width = width;
        e.height = height;
    }
    e.key = key;
    pixels_.assign(size_t(width) * size_t(height), 0u);
    paint(pixels_.data());
    SDL_UpdateTexture(e.texture, nullptr, pixels_.data(), width * 4);
    return e.texture;
}

}  // namespace sidestep::viewer
