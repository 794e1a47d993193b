// `sidestep-viewer FILE --steps N --screenshot out.png`: no window (SDL's software renderer draws into a
// surface), a PNG, the world hash on stdout.
#include <SDL.h>
#include <SDL_ttf.h>

#include <iostream>

#include "cli_common.hpp"
#include "modes.hpp"
#include "offscreen.hpp"
#include "png.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/world/hash.hpp"

namespace sidestep::viewer {

int internalError(const std::string& what) {
    std::cerr << "internal error: " << what << "\n";
    return cli::kInternal;
}

void applyOptions(App& app, const Options& o) {
    if (o.steps >= 0) app.seek(uint32_t(o.steps));
    if (o.select >= -1) app.select(int32_t(o.select));
}

int runScreenshot(const Options& o, const Scenario& scenario) {
    if (SDL_Init(0) != 0) return internalError(std::string("SDL: ") + SDL_GetError());
    if (TTF_Init() != 0) return internalError(std::string("SDL_ttf: ") + TTF_GetError());
    int code = cli::kOk;
    {
        App app;
        app.recordTexts(o.json);
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
            Json labels = Json::array();
            for (const DrawnText& t : app.drawnTexts()) {
                labels.push(Json::object()
                                .set("layer", Json::string(t.layer))
                                .set("text", Json::string(t.text))
                                .set("x", Json::number(t.box.x))
                                .set("y", Json::number(t.box.y))
                                .set("width", Json::number(t.box.w))
                                .set("height", Json::number(t.box.h))
                                .set("color", Json::string(cssColor(t.color))));
            }
            const Json out = Json::object()
                                 .set("steps", Json::number(app.world().stepCount()))
                                 .set("hash", Json::string(toHex(app.world().hash())))
                                 .set("size", Json::array().push(Json::number(o.width)).push(Json::number(o.height)))
                                 .set("view", Json::object()
                                                  .set("scale", Json::number(v.scale()))
                                                  .set("x", Json::number(v.originX()))
                                                  .set("y", Json::number(v.originY())))
                                 .set("labels", std::move(labels));
            std::cout << writeJson(out, 2) << "\n";
        } else {
            std::cout << "hash " << toHex(app.world().hash()) << "\n";
        }
    }
    TTF_Quit();
    SDL_Quit();
    return code;
}

}  // namespace sidestep::viewer
