#pragma once
// Drawing over an SDL_Renderer in window pixels: filled and stroked shapes as triangles, batched into one
// SDL_RenderGeometry call per texture change, text from the glyph atlases, and images (cell fields).
// Everything is drawn `density` times larger than the window's pixels (the frame is supersampled and
// filtered down), so edges come out smooth although SDL's triangles are not antialiased.
#include <SDL.h>

#include <string>
#include <string_view>
#include <vector>

#include "font.hpp"
#include "palette.hpp"
#include "sidestep/geometry/types.hpp"
#include "view.hpp"

namespace sidestep::viewer {

enum class Align : uint8_t { Left, Center, Right };

/// A piece of text the canvas drew, kept when a record is attached (headless --json, tests): what it said,
/// where (window pixels) and in which colour, and which layer drew it.
struct DrawnText {
    std::string layer;  ///< the drawing layer's name ("next-move values"), or "" outside the layers
    std::string text;
    Rect box;    ///< the text's box: left, top, width, line height
    Rgba color;  ///< the ink
};

class Canvas {
public:
    Canvas(SDL_Renderer* renderer, Fonts& fonts, float density)
        : renderer_(renderer), fonts_(fonts), density_(density) {}

    SDL_Renderer* renderer() const { return renderer_; }
    float density() const { return density_; }

    void clear(Rgba color);
    void fillRect(Rect r, Rgba color);
    void fillRoundRect(Rect r, float radius, Rgba color);
    void strokeRect(Rect r, float width, Rgba color);
    void fillCircle(Vec2 c, float radius, Rgba color);
    /// A ring centred on the circle of `radius`; with dash > 0, dashes and gaps of that length.
    void strokeCircle(Vec2 c, float radius, float width, Rgba color, float dash = 0);
    /// A segment `width` wide; round caps add a half disc at each end.
    void line(Vec2 a, Vec2 b, float width, Rgba color, bool roundCaps = false);
    void dashedLine(Vec2 a, Vec2 b, float width, Rgba color, float dash, float gap);
    /// A convex polygon, filled.
    void fillConvex(const Vec2* points, size_t count, Rgba color);
    /// An arrow from a to b as the page draws it: a shaft and a head of up to 8 px.
    void arrow(Vec2 a, Vec2 b, Rgba color, float width = 2.25f);

    /// Draws text with its top-left (or top-centre, top-right) at `at`; returns its width.
    float text(Vec2 at, std::string_view text, Face face, float size, Rgba color, Align align = Align::Left);
    float measure(std::string_view text, Face face, float size);
    float lineHeight(Face face, float size);

    /// An image stretched over `to` (nearest-neighbour when `crisp`).
    void image(SDL_Texture* texture, Rect to);

    /// Keeps every text drawn from now on in `record` (nullptr: stop keeping them), tagged with `layer`.
    void recordText(std::vector<DrawnText>* record) { record_ = record; }
    /// Names what draws next (a layer), for the text record.
    void setLayer(const char* name) { layer_ = name; }

    /// Restricts drawing to a rectangle (window pixels), or lifts it.
    void clip(const Rect* r);
    /// Sends the batched triangles to the renderer.
    void flush();

private:
    void vertex(Vec2 p, Rgba c, float u = 0, float v = 0);
    void quad(Vec2 a, Vec2 b, Vec2 c, Vec2 d, Rgba color);
    void use(SDL_Texture* texture);
    int pixelSize(float size) const;

    SDL_Renderer* renderer_;
    Fonts& fonts_;
    float density_;
    SDL_Texture* texture_ = nullptr;
    std::vector<SDL_Vertex> vertices_;
    std::vector<DrawnText>* record_ = nullptr;
    const char* layer_ = "";
};

}  // namespace sidestep::viewer
