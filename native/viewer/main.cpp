// sidestep-viewer: the same core as the page and the CLI, in an SDL2 window, drawing the same records.
// With --screenshot it renders headless (no window at all), writes a PNG and prints the world hash.
// Exit codes as the CLI's: 0 success, 2 bad input (the CLI's messages), 1 internal error. Bad input is
// refused before SDL starts, so it never opens a window.
#define SDL_MAIN_HANDLED  // a plain main(): the viewer needs no SDL_main
#include <SDL.h>
#include <SDL_ttf.h>

#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "app.hpp"
#include "cli_common.hpp"
#include "font.hpp"
#include "frame.hpp"
#include "offscreen.hpp"
#include "options.hpp"
#include "png.hpp"
#include "scenario_input.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/world/hash.hpp"

using namespace sidestep;
using namespace sidestep::viewer;

namespace {

int internalError(const std::string& what) {
    std::cerr << "internal error: " << what << "\n";
    return cli::kInternal;
}

/// Puts the app where the options ask: the step (else the scenario view's) and the selection.
void applyOptions(App& app, const Options& o) {
    if (o.steps >= 0) app.seek(uint32_t(o.steps));
    if (o.select >= -1) app.select(int32_t(o.select));
}

int screenshot(const Options& o, const Scenario& scenario) {
    if (SDL_Init(0) != 0) return internalError(std::string("SDL: ") + SDL_GetError());
    if (TTF_Init() != 0) return internalError(std::string("SDL_ttf: ") + TTF_GetError());
    int code = cli::kOk;
    {
        App app;
        app.open(scenario, o.input);
        applyOptions(app, o);
        app.play(false);
        Image image;
        std::string error;
        if (!renderOffscreen(app, o.width, o.height, image, error)) {
            code = internalError(error);
        } else if (!writePng(o.screenshot, image.width, image.height, image.rgb, error)) {
            code = cli::printErrors({"--screenshot: " + error});
        } else if (o.json) {
            const View& v = app.view();
            const Json out = Json::object()
                                 .set("steps", Json::number(app.world().stepCount()))
                                 .set("hash", Json::string(toHex(app.world().hash())))
                                 .set("size", Json::array().push(Json::number(o.width)).push(Json::number(o.height)))
                                 .set("view", Json::object()
                                                  .set("scale", Json::number(v.scale()))
                                                  .set("x", Json::number(v.originX()))
                                                  .set("y", Json::number(v.originY())));
            std::cout << writeJson(out, 2) << "\n";
        } else {
            std::cout << "hash " << toHex(app.world().hash()) << "\n";
        }
    }
    TTF_Quit();
    SDL_Quit();
    return code;
}

int window(const Options& o, const Scenario& scenario, const std::string& source) {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        return internalError(std::string("cannot open a window: ") + SDL_GetError() +
                             " (without a display, use --screenshot)");
    }
    if (TTF_Init() != 0) return internalError(std::string("SDL_ttf: ") + TTF_GetError());
    SDL_Window* win = SDL_CreateWindow("sidestep viewer", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, o.width,
                                       o.height, SDL_WINDOW_RESIZABLE);
    if (!win) return internalError(std::string("cannot open a window: ") + SDL_GetError());
    SDL_Renderer* renderer =
        SDL_CreateRenderer(win, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC | SDL_RENDERER_TARGETTEXTURE);
    if (!renderer) renderer = SDL_CreateRenderer(win, -1, SDL_RENDERER_SOFTWARE | SDL_RENDERER_TARGETTEXTURE);
    if (!renderer) return internalError(std::string("renderer: ") + SDL_GetError());
    SDL_EventState(SDL_DROPFILE, SDL_ENABLE);
    SDL_EventState(SDL_DROPTEXT, SDL_ENABLE);
    int code = cli::kOk;
    {
        constexpr int kDensity = 2;  // drawn twice the size and filtered down when shown: smooth edges
        Fonts fonts;
        CellImages images(renderer);
        std::string error;
        if (!fonts.open(renderer, error)) {
            code = internalError(error);
        } else {
            Canvas canvas(renderer, fonts, float(kDensity));
            App app;
            app.open(scenario, source);
            applyOptions(app, o);
            SDL_Texture* frame = nullptr;
            int frameW = 0, frameH = 0;
            uint64_t last = SDL_GetPerformanceCounter();
            std::string shownTitle;
            for (long long frames = 0; app.pumpEvents() && frames != o.frames; ++frames) {
                const uint64_t now = SDL_GetPerformanceCounter();
                const double elapsed = std::min(0.25, double(now - last) / double(SDL_GetPerformanceFrequency()));
                last = now;
                app.advance(elapsed);
                int w, h;
                SDL_GetWindowSize(win, &w, &h);
                if (!frame || w != frameW || h != frameH) {
                    if (frame) SDL_DestroyTexture(frame);
                    frame = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                              w * kDensity, h * kDensity);
                    if (!frame) {
                        code = internalError(std::string("frame texture: ") + SDL_GetError());
                        break;
                    }
                    SDL_SetTextureScaleMode(frame, SDL_ScaleModeLinear);  // a 2x2 mean when shown at half size
                    frameW = w;
                    frameH = h;
                    app.resize(w, h);
                }
                SDL_SetRenderTarget(renderer, frame);
                app.render(canvas, images);
                SDL_SetRenderTarget(renderer, nullptr);
                SDL_RenderCopy(renderer, frame, nullptr, nullptr);
                SDL_RenderPresent(renderer);
                const std::string title =
                    "sidestep viewer · " + (app.title().empty() ? std::string("untitled") : app.title());
                if (title != shownTitle) SDL_SetWindowTitle(win, (shownTitle = title).c_str());
                const double spent = double(SDL_GetPerformanceCounter() - now) / double(SDL_GetPerformanceFrequency());
                if (spent < 1.0 / 60)
                    SDL_Delay(Uint32((1.0 / 60 - spent) * 1000));  // without vsync, about 60 frames a second
            }
            if (frame) SDL_DestroyTexture(frame);
        }
    }
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(win);
    TTF_Quit();
    SDL_Quit();
    return code;
}

int run(const std::vector<std::string>& args) {
    Options o;
    const std::vector<std::string> errors = parseOptions(args, o);
    if (!errors.empty()) return cli::printErrors(errors);
    if (o.help) {
        std::cout << kViewerUsage;
        return cli::kOk;
    }
    Scenario scenario;
    std::string source = o.input;
    if (!o.input.empty()) {
        int code = cli::kOk;
        if (!cli::load(o.input, scenario, code)) return code;  // the CLI's messages, before any window
    } else {
        std::string error;
        const std::vector<GalleryEntry> gallery = readGallery(examplesDirectory(), error);
        cli::ScenarioLoad first = gallery.empty() ? cli::ScenarioLoad{} : cli::loadScenario(gallery.front().file);
        if (!gallery.empty() && first.ok()) {
            scenario = std::move(first.scenario);
            source = gallery.front().file;
        }
    }
    if (o.select >= 0 && size_t(o.select) >= scenario.agents.size()) {
        return cli::printErrors({"--select: no agent " + std::to_string(o.select) + " (there are " +
                                 std::to_string(scenario.agents.size()) + ")"});
    }
    if (!o.screenshot.empty()) return screenshot(o, scenario);
    return window(o, scenario, source);
}

}  // namespace

int main(int argc, char** argv) {
    try {
        return run(std::vector<std::string>(argv + 1, argv + argc));
    } catch (const std::exception& e) {
        return internalError(e.what());
    } catch (...) {
        return internalError("unknown");
    }
}
