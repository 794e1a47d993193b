#include "font.hpp"

#include <fstream>
#include <tuple>

namespace sidestep::viewer {

namespace {

constexpr int kAtlasSize = 1024;

/// Where Debian's fonts-dejavu-core puts the faces (SIDESTEP_FONT_DIR overrides).
std::string fontDirectory() {
    if (const char* dir = SDL_getenv("SIDESTEP_FONT_DIR")) return dir;
    return "/usr/share/fonts/truetype/dejavu";
}

}  // namespace

uint32_t nextCodepoint(std::string_view s, size_t& i) {
    const auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = byte(i);
    int extra = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
    if (extra < 0 || i + size_t(extra) >= s.size()) {
        ++i;
        return 0xFFFD;
    }
    uint32_t cp = extra == 0 ? c : c & (0x3F >> extra);
    for (int k = 1; k <= extra; ++k) {
        if ((byte(i + size_t(k)) & 0xC0) != 0x80) {
            ++i;
            return 0xFFFD;
        }
        cp = (cp << 6) | (byte(i + size_t(k)) & 0x3F);
    }
    i += size_t(extra) + 1;
    return cp;
}

bool Fonts::open(SDL_Renderer* renderer, std::string& error) {
    renderer_ = renderer;
    const std::string dir = fontDirectory();
    const char* files[] = {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf"};
    for (int k = 0; k < 4; ++k) {
        paths_[k] = dir + "/" + files[k];
        if (!std::ifstream(paths_[k])) {
            error = "font " + paths_[k] + " not found (Debian package fonts-dejavu-core)";
            return false;
        }
    }
    return true;
}

Fonts::~Fonts() {
    for (auto& [key, f] : fonts_) TTF_CloseFont(f);
    for (Atlas& a : atlases_) SDL_DestroyTexture(a.texture);
}

TTF_Font* Fonts::font(Face face, int size) {
    const auto key = std::make_pair(int(face), size);
    auto it = fonts_.find(key);
    if (it != fonts_.end()) return it->second;
    TTF_Font* f = TTF_OpenFont(paths_[int(face)].c_str(), size);
    if (f) TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
    fonts_[key] = f;
    return f;
}

int Fonts::ascent(Face face, int size) {
    TTF_Font* f = font(face, size);
    return f ? TTF_FontAscent(f) : size;
}

int Fonts::lineHeight(Face face, int size) {
    TTF_Font* f = font(face, size);
    return f ? TTF_FontHeight(f) : size;
}

bool Fonts::place(int w, int h, SDL_Texture*& texture, SDL_Rect& at) {
    if (w > kAtlasSize || h > kAtlasSize) return false;
    if (atlases_.empty() || atlases_.back().y + std::max(atlases_.back().rowHeight, h) > kAtlasSize) {
        Atlas a;
        a.texture =
            SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, kAtlasSize, kAtlasSize);
        if (!a.texture) return false;
        SDL_SetTextureBlendMode(a.texture, SDL_BLENDMODE_BLEND);
        std::vector<uint32_t> clear(size_t(kAtlasSize) * kAtlasSize, 0);
        SDL_UpdateTexture(a.texture, nullptr, clear.data(), kAtlasSize * 4);
        atlases_.push_back(a);
    }
    Atlas& a = atlases_.back();
    if (a.x + w > kAtlasSize) {  // next shelf
        a.x = 0;
        a.y += a.rowHeight + 1;
        a.rowHeight = 0;
        if (a.y + h > kAtlasSize) {
            a.y = kAtlasSize;  // full: the next call opens a new atlas
            return place(w, h, texture, at);
        }
    }
    at = {a.x, a.y, w, h};
    texture = a.texture;
    a.x += w + 1;
    a.rowHeight = std::max(a.rowHeight, h);
    return true;
}

const Glyph& Fonts::glyph(Face face, int size, uint32_t cp) {
    const auto key = std::make_tuple(int(face), size, cp);
    auto it = glyphs_.find(key);
    if (it != glyphs_.end()) return it->second;
    Glyph g;
    TTF_Font* f = font(face, size);
    if (f) {
        int minx, maxx, miny, maxy, advance;
        if (TTF_GlyphMetrics32(f, cp, &minx, &maxx, &miny, &maxy, &advance) == 0) g.advance = advance;
        SDL_Surface* rendered = TTF_RenderGlyph32_Blended(f, cp, SDL_Color{255, 255, 255, 255});
        if (rendered) {
            SDL_Surface* argb = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888, 0);
            SDL_FreeSurface(rendered);
            if (argb && place(argb->w, argb->h, g.atlas, g.source)) {
                SDL_UpdateTexture(g.atlas, &g.source, argb->pixels, argb->pitch);
            }
            SDL_FreeSurface(argb);
        }
    }
    return glyphs_.emplace(key, g).first->second;
}

}  // namespace sidestep::viewer
