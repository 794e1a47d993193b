#include "gallery.hpp"

#include <SDL.h>

#include <fstream>
#include <sstream>

#include "sidestep/io/json.hpp"

namespace sidestep::viewer {

namespace {

bool hasIndex(const std::string& directory) { return bool(std::ifstream(directory + "/index.json")); }

}  // namespace

GalleryPlace findExamples() {
    if (const char* dir = SDL_getenv("SIDESTEP_EXAMPLES")) {
        if (hasIndex(dir)) return {dir, {}};
        return {
            {},
            std::string("SIDESTEP_EXAMPLES is ") + dir + ", which has no index.json (set it to the examples folder)"};
    }
    char* base = SDL_GetBasePath();  // the executable's folder, with a trailing '/'
    if (!base)
        return {{},
                std::string("no examples folder: the executable's folder is unknown (") + SDL_GetError() +
                    "); set SIDESTEP_EXAMPLES to the examples folder"};
    const std::string here = base;
    SDL_free(base);
    const std::string installed = here + "examples", buildTree = here + "../../examples";
    if (hasIndex(installed)) return {installed, {}};
    if (hasIndex(buildTree)) return {buildTree, {}};
    return {{},
            "no examples folder: neither " + installed + "/index.json nor " + buildTree +
                "/index.json exists; set SIDESTEP_EXAMPLES to the examples folder"};
}

std::vector<GalleryEntry> readGallery(const std::string& directory, std::string& error) {
    std::vector<GalleryEntry> out;
    std::ifstream file(directory + "/index.json", std::ios::binary);
    if (!file) {
        error = directory + "/index.json: not found (set SIDESTEP_EXAMPLES to the examples folder)";
        return out;
    }
    std::stringstream text;
    text << file.rdbuf();
    const JsonParse parsed = parseJson(text.str());
    const Json* list = parsed.ok() ? parsed.value.find("examples") : nullptr;
    if (!list || !list->isArray()) {
        error = directory + "/index.json: " + (parsed.ok() ? "needs an \"examples\" list" : parsed.error);
        return out;
    }
    for (const Json& e : list->items()) {
        const Json* f = e.find("file");
        const Json* t = e.find("title");
        if (!f || !f->isString()) continue;
        out.push_back({directory + "/" + f->asString(), t && t->isString() ? t->asString() : f->asString()});
    }
    return out;
}

std::vector<GalleryEntry> loadGallery(std::string& error) {
    const GalleryPlace place = findExamples();
    if (place.directory.empty()) {
        error = place.error;
        return {};
    }
    return readGallery(place.directory, error);
}

}  // namespace sidestep::viewer
