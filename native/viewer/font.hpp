#pragma once
// Text with SDL_ttf through glyph atlases: each glyph of a face and size is rendered once into a texture,
// and a string is drawn as textured quads (in the canvas's batch), so drawing text allocates nothing once
// its glyphs have been seen. DejaVu Sans and DejaVu Sans Mono from Debian's fonts-dejavu-core.
#include <SDL.h>
#include <SDL_ttf.h>

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace sidestep::viewer {

enum class Face : uint8_t { Sans = 0, SansBold = 1, Mono = 2, MonoBold = 3 };

/// Where a glyph lies in its atlas and how far it moves the pen, in device pixels.
struct Glyph {
    SDL_Texture* atlas = nullptr;
    SDL_Rect source{0, 0, 0, 0};
    int advance = 0;
};

class Fonts {
public:
    /// Opens the font files (TTF_Init must have been called); `error` says which one is missing.
    bool open(SDL_Renderer* renderer, std::string& error);
    ~Fonts();

    /// The glyph of a code point at a device pixel size (rendered into an atlas the first time).
    const Glyph& glyph(Face face, int size, uint32_t codepoint);
    /// The ascent and line height of a face at a size, device pixels.
    int ascent(Face face, int size);
    int lineHeight(Face face, int size);

private:
    struct Atlas {
        SDL_Texture* texture = nullptr;
        int x = 0, y = 0, rowHeight = 0;
    };
    TTF_Font* font(Face face, int size);
    bool place(int w, int h, SDL_Texture*& texture, SDL_Rect& at);

    SDL_Renderer* renderer_ = nullptr;
    std::string paths_[4];
    std::map<std::pair<int, int>, TTF_Font*> fonts_;          // (face, size)
    std::map<std::tuple<int, int, uint32_t>, Glyph> glyphs_;  // (face, size, code point)
    std::vector<Atlas> atlases_;
};

/// The next code point of UTF-8 text at `i` (advanced past it); U+FFFD for a broken sequence.
uint32_t nextCodepoint(std::string_view text, size_t& i);

}  // namespace sidestep::viewer
