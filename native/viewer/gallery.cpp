#include "gallery.hpp"

#include <SDL.h>

#include <fstream>
#include <sstream>

#include "sidestep/io/json.hpp"

namespace sidestep::viewer {

std::string examplesDirectory() {
    if (const char* dir = SDL_getenv("SIDESTEP_EXAMPLES")) return dir;
#ifdef SIDESTEP_EXAMPLES_DIR
    if (std::ifstream(std::string(SIDESTEP_EXAMPLES_DIR) + "/index.json")) return SIDESTEP_EXAMPLES_DIR;
#endif
    if (char* base = SDL_GetBasePath()) {
        std::string dir = std::string(base) + "../../examples";
        SDL_free(base);
        return dir;
    }
    return "examples";
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

}  // namespace sidestep::viewer
