#include "offscreen.hpp"

#include <SDL.h>
#include <SDL_ttf.h>

#include "canvas.hpp"
#include "font.hpp"
#include "frame.hpp"

namespace sidestep::viewer {

namespace {

/// The frame is drawn at this multiple of the output's pixels and filtered down: smooth edges.
constexpr int kDensity = 2;

}  // namespace

bool renderOffscreen(App& app, int width, int height, Image& out, std::string& error) {
    const int w = width * kDensity, h = height * kDensity;
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ABGR8888);
    SDL_Renderer* renderer = surface ? SDL_CreateSoftwareRenderer(surface) : nullptr;
    if (!renderer) {
        error = std::string("SDL software renderer: ") + SDL_GetError();
        if (surface) SDL_FreeSurface(surface);
        return false;
    }
    bool ok = false;
    {
        Fonts fonts;
        CellImages images(renderer);
        if (fonts.open(renderer, error)) {
            Canvas canvas(renderer, fonts, float(kDensity));
            app.resize(width, height);
            app.render(canvas, images);
            SDL_RenderFlush(renderer);
            ok = true;
        }
    }
    if (ok) {
        out.width = width;
        out.height = height;
        out.rgb.assign(size_t(width) * size_t(height) * 3, 0);
        const auto* pixels = static_cast<const uint8_t*>(surface->pixels);
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                for (int c = 0; c < 3; ++c) {  // ABGR8888 words: bytes r, g, b, a in memory
                    int sum = 0;
                    for (int dy = 0; dy < kDensity; ++dy) {
                        const uint8_t* row = pixels + size_t(y * kDensity + dy) * size_t(surface->pitch);
                        for (int dx = 0; dx < kDensity; ++dx) sum += row[size_t(x * kDensity + dx) * 4 + size_t(c)];
                    }
                    out.rgb[(size_t(y) * size_t(width) + size_t(x)) * 3 + size_t(c)] =
                        uint8_t((sum + kDensity * kDensity / 2) / (kDensity * kDensity));
                }
            }
        }
    }
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    return ok;
}

}  // namespace sidestep::viewer
