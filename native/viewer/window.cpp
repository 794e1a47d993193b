// The viewer's window: SDL events to the App, play in real time, and a frame drawn each time round. With
// a GPU renderer the frame is drawn at twice the window's size into a texture and shown filtered down
// (smooth edges); SDL's software renderer (no GPU) draws at the window's size, four times less work.
#include <SDL.h>
#include <SDL_ttf.h>

#include <algorithm>

#include "cli_common.hpp"
#include "font.hpp"
#include "frame.hpp"
#include "modes.hpp"

namespace sidestep::viewer {

namespace {

/// Shows the frames: draws into a texture `density` times the window's size when density > 1.
class Frames {
public:
    Frames(SDL_Renderer* renderer, int density) : renderer_(renderer), density_(density) {}
    ~Frames() {
        if (texture_) SDL_DestroyTexture(texture_);
    }
    /// Starts a frame of w x h window pixels; false if the texture could not be made.
    bool begin(int w, int h) {
        if (density_ == 1) return true;
        if (!texture_ || w != width_ || h != height_) {
            if (texture_) SDL_DestroyTexture(texture_);
            texture_ = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w * density_,
                                         h * density_);
            if (!texture_) return false;
            SDL_SetTextureScaleMode(texture_, SDL_ScaleModeLinear);  // shown at half size: the mean of 2 x 2
            width_ = w;
            height_ = h;
        }
        SDL_SetRenderTarget(renderer_, texture_);
        return true;
    }
    void show() {
        if (density_ > 1) {
            SDL_SetRenderTarget(renderer_, nullptr);
            SDL_RenderCopy(renderer_, texture_, nullptr, nullptr);
        }
        SDL_RenderPresent(renderer_);
    }

private:
    SDL_Renderer* renderer_;
    int density_;
    SDL_Texture* texture_ = nullptr;
    int width_ = 0, height_ = 0;
};

double seconds(uint64_t ticks) { return double(ticks) / double(SDL_GetPerformanceFrequency()); }

}  // namespace

int runWindow(const Options& o, const Scenario& scenario, const std::string& source) {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        return internalError(std::string("cannot open a window: ") + SDL_GetError() +
                             " (without a display, use --screenshot)");
    }
    // With no display SDL falls back to a driver that draws nowhere: a window no one sees, running for
    // ever. Only a driver asked for by name (SDL_VIDEODRIVER=dummy, for smoke tests) may be one of those.
    const std::string driver = SDL_GetCurrentVideoDriver() ? SDL_GetCurrentVideoDriver() : "";
    if ((driver == "offscreen" || driver == "dummy") && !SDL_getenv("SDL_VIDEODRIVER")) {
        SDL_Quit();
        return internalError("cannot open a window: no display (SDL found only its " + driver +
                             " driver); run it on a desktop, or use --screenshot out.png for a picture");
    }
    if (TTF_Init() != 0) return internalError(std::string("SDL_ttf: ") + TTF_GetError());
    SDL_Window* win = SDL_CreateWindow("sidestep viewer", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, o.width,
                                       o.height, SDL_WINDOW_RESIZABLE);
    if (!win) return internalError(std::string("cannot open a window: ") + SDL_GetError());
    SDL_Renderer* renderer =
        SDL_CreateRenderer(win, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC | SDL_RENDERER_TARGETTEXTURE);
    if (!renderer) renderer = SDL_CreateRenderer(win, -1, SDL_RENDERER_SOFTWARE);
    if (!renderer) return internalError(std::string("renderer: ") + SDL_GetError());
    SDL_RendererInfo info;
    SDL_GetRendererInfo(renderer, &info);
    const bool software = (info.flags & SDL_RENDERER_SOFTWARE) || !(info.flags & SDL_RENDERER_TARGETTEXTURE);
    const int density = software ? 1 : 2;
    SDL_EventState(SDL_DROPFILE, SDL_ENABLE);
    SDL_EventState(SDL_DROPTEXT, SDL_ENABLE);
    int code = cli::kOk;
    {
        Fonts fonts;
        CellImages images(renderer);
        Frames frames(renderer, density);
        std::string error;
        if (!fonts.open(renderer, error)) {
            code = internalError(error);
        } else {
            Canvas canvas(renderer, fonts, float(density));
            App app;
            app.open(scenario, source);
            applyOptions(app, o);
            uint64_t last = SDL_GetPerformanceCounter();
            std::string shownTitle;
            for (long long frame = 0; app.pumpEvents() && frame != o.frames; ++frame) {
                const uint64_t now = SDL_GetPerformanceCounter();
                app.advance(std::min(0.25, seconds(now - last)));  // a long stall is not caught up
                last = now;
                int w, h;
                SDL_GetWindowSize(win, &w, &h);
                app.resize(w, h);
                if (!frames.begin(w, h)) {
                    code = internalError(std::string("frame texture: ") + SDL_GetError());
                    break;
                }
                app.render(canvas, images);
                frames.show();
                const std::string title =
                    "sidestep viewer · " + (app.title().empty() ? std::string("untitled") : app.title());
                if (title != shownTitle) SDL_SetWindowTitle(win, (shownTitle = title).c_str());
                const double spent = seconds(SDL_GetPerformanceCounter() - now);
                if (spent < 1.0 / 60) SDL_Delay(Uint32((1.0 / 60 - spent) * 1000));  // without vsync, about 60 a second
            }
        }
    }
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(win);
    TTF_Quit();
    SDL_Quit();
    return code;
}

}  // namespace sidestep::viewer
