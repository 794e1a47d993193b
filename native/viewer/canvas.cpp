#include "canvas.hpp"

#include <algorithm>
#include <cmath>

namespace sidestep::viewer {

namespace {

constexpr float kTau = 6.28318530717958647692f;

/// Segments for a circle of `radius` device pixels: smooth at any size, few for dots.
int segmentsFor(float radius) { return std::clamp(int(radius * 0.9f), 10, 96); }

}  // namespace

void Canvas::use(SDL_Texture* texture) {
    if (texture != texture_) flush();
    texture_ = texture;
}

void Canvas::vertex(Vec2 p, Rgba c, float u, float v) {
    SDL_Vertex x;
    x.position = {p.x * density_, p.y * density_};
    x.color = {c.r, c.g, c.b, c.a};
    x.tex_coord = {u, v};
    vertices_.push_back(x);
}

void Canvas::quad(Vec2 a, Vec2 b, Vec2 c, Vec2 d, Rgba color) {
    vertex(a, color);
    vertex(b, color);
    vertex(c, color);
    vertex(a, color);
    vertex(c, color);
    vertex(d, color);
}

void Canvas::flush() {
    if (vertices_.empty()) return;
    SDL_RenderGeometry(renderer_, texture_, vertices_.data(), int(vertices_.size()), nullptr, 0);
    vertices_.clear();
}

void Canvas::clear(Rgba c) {
    vertices_.clear();
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, 255);
    SDL_RenderClear(renderer_);
}

void Canvas::fillRect(Rect r, Rgba color) {
    use(nullptr);
    quad({r.x, r.y}, {r.x + r.w, r.y}, {r.x + r.w, r.y + r.h}, {r.x, r.y + r.h}, color);
}

void Canvas::fillRoundRect(Rect r, float radius, Rgba color) {
    radius = std::min({radius, r.w / 2, r.h / 2});
    if (radius <= 0.5f / density_) return fillRect(r, color);
    use(nullptr);
    // The middle band, the two side bands, and a quarter disc in each corner.
    fillRect({r.x + radius, r.y, r.w - 2 * radius, r.h}, color);
    fillRect({r.x, r.y + radius, radius, r.h - 2 * radius}, color);
    fillRect({r.x + r.w - radius, r.y + radius, radius, r.h - 2 * radius}, color);
    const Vec2 corners[4] = {{r.x + r.w - radius, r.y + radius},
                             {r.x + r.w - radius, r.y + r.h - radius},
                             {r.x + radius, r.y + r.h - radius},
                             {r.x + radius, r.y + radius}};
    const int n = std::max(3, segmentsFor(radius * density_) / 4);
    for (int k = 0; k < 4; ++k) {
        const float start = -kTau / 4 + k * kTau / 4;
        for (int s = 0; s < n; ++s) {
            const float a0 = start + kTau / 4 * float(s) / float(n), a1 = start + kTau / 4 * float(s + 1) / float(n);
            vertex(corners[k], color);
            vertex(corners[k] + Vec2(std::cos(a0), std::sin(a0)) * radius, color);
            vertex(corners[k] + Vec2(std::cos(a1), std::sin(a1)) * radius, color);
        }
    }
}

void Canvas::strokeRect(Rect r, float w, Rgba color) {
    fillRect({r.x - w / 2, r.y - w / 2, r.w + w, w}, color);
    fillRect({r.x - w / 2, r.y + r.h - w / 2, r.w + w, w}, color);
    fillRect({r.x - w / 2, r.y + w / 2, w, r.h - w}, color);
    fillRect({r.x + r.w - w / 2, r.y + w / 2, w, r.h - w}, color);
}

void Canvas::fillCircle(Vec2 c, float radius, Rgba color) {
    if (radius <= 0) return;
    use(nullptr);
    const int n = segmentsFor(radius * density_);
    Vec2 previous = c + Vec2(radius, 0);
    for (int s = 1; s <= n; ++s) {
        const float a = kTau * float(s) / float(n);
        const Vec2 next = c + Vec2(std::cos(a), std::sin(a)) * radius;
        vertex(c, color);
        vertex(previous, color);
        vertex(next, color);
        previous = next;
    }
}

void Canvas::strokeCircle(Vec2 c, float radius, float width, Rgba color, float dash) {
    if (radius <= 0) return;
    use(nullptr);
    const float inner = std::max(0.0f, radius - width / 2), outer = radius + width / 2;
    const int n = segmentsFor(outer * density_) * (dash > 0 ? 2 : 1);
    const float circumference = kTau * radius;
    for (int s = 0; s < n; ++s) {
        const float a0 = kTau * float(s) / float(n), a1 = kTau * float(s + 1) / float(n);
        if (dash > 0) {  // on while the arc length at the segment's middle falls in a dash
            const float at = (a0 + a1) / 2 / kTau * circumference;
            if (std::fmod(at, 2 * dash) >= dash) continue;
        }
        const Vec2 d0(std::cos(a0), std::sin(a0)), d1(std::cos(a1), std::sin(a1));
        quad(c + d0 * inner, c + d0 * outer, c + d1 * outer, c + d1 * inner, color);
    }
}

void Canvas::line(Vec2 a, Vec2 b, float width, Rgba color, bool roundCaps) {
    const Vec2 d = b - a;
    const float length = std::sqrt(d.x * d.x + d.y * d.y);
    if (length <= 0) {
        if (roundCaps) fillCircle(a, width / 2, color);
        return;
    }
    use(nullptr);
    const Vec2 n = Vec2(-d.y, d.x) / length * (width / 2);
    quad(a + n, b + n, b - n, a - n, color);
    if (roundCaps) {
        fillCircle(a, width / 2, color);
        fillCircle(b, width / 2, color);
    }
}

void Canvas::dashedLine(Vec2 a, Vec2 b, float width, Rgba color, float dash, float gap) {
    const Vec2 d = b - a;
    const float length = std::sqrt(d.x * d.x + d.y * d.y);
    if (length <= 0 || dash <= 0) return;
    const Vec2 u = d / length;
    for (float t = 0; t < length; t += dash + gap) line(a + u * t, a + u * std::min(length, t + dash), width, color);
}

void Canvas::fillConvex(const Vec2* p, size_t count, Rgba color) {
    if (count < 3) return;
    use(nullptr);
    for (size_t k = 1; k + 1 < count; ++k) {
        vertex(p[0], color);
        vertex(p[k], color);
        vertex(p[k + 1], color);
    }
}

void Canvas::arrow(Vec2 a, Vec2 b, Rgba color, float width) {
    const Vec2 d = b - a;
    const float length = std::sqrt(d.x * d.x + d.y * d.y);
    if (length < 2) return;
    const float head = std::min(length * 0.4f, 8.0f * width / 2.25f);
    const Vec2 u = d / length;
    line(a, b - u * (head * 0.6f), width, color);
    const Vec2 side(-u.y, u.x);
    const Vec2 tri[3] = {b, b - u * head + side * (head * 0.5f), b - u * head - side * (head * 0.5f)};
    fillConvex(tri, 3, color);
}

int Canvas::pixelSize(float size) const { return std::max(4, int(std::lround(size * density_))); }

float Canvas::lineHeight(Face face, float size) { return float(fonts_.lineHeight(face, pixelSize(size))) / density_; }

float Canvas::measure(std::string_view s, Face face, float size) {
    const int px = pixelSize(size);
    int width = 0;
    for (size_t i = 0; i < s.size();) width += fonts_.glyph(face, px, nextCodepoint(s, i)).advance;
    return float(width) / density_;
}

float Canvas::text(Vec2 at, std::string_view s, Face face, float size, Rgba color, Align align) {
    const float width = measure(s, face, size);
    float x = align == Align::Left ? at.x : align == Align::Center ? at.x - width / 2 : at.x - width;
    if (record_) record_->push_back({layer_, std::string(s), {x, at.y, width, lineHeight(face, size)}, color});
    const int px = pixelSize(size);
    // Device pixels, whole: glyphs land on the pixel grid and stay crisp.
    float penX = std::round(x * density_);
    const float top = std::round(at.y * density_);
    for (size_t i = 0; i < s.size();) {
        const Glyph& g = fonts_.glyph(face, px, nextCodepoint(s, i));
        if (g.atlas) {
            use(g.atlas);
            int tw, th;
            SDL_QueryTexture(g.atlas, nullptr, nullptr, &tw, &th);
            const float u0 = float(g.source.x) / float(tw), v0 = float(g.source.y) / float(th);
            const float u1 = float(g.source.x + g.source.w) / float(tw),
                        v1 = float(g.source.y + g.source.h) / float(th);
            const float x0 = penX / density_, y0 = top / density_;
            const float x1 = (penX + float(g.source.w)) / density_, y1 = (top + float(g.source.h)) / density_;
            vertex({x0, y0}, color, u0, v0);
            vertex({x1, y0}, color, u1, v0);
            vertex({x1, y1}, color, u1, v1);
            vertex({x0, y0}, color, u0, v0);
            vertex({x1, y1}, color, u1, v1);
            vertex({x0, y1}, color, u0, v1);
        }
        penX += float(g.advance);
    }
    return width;
}

void Canvas::image(SDL_Texture* texture, Rect to) {
    flush();
    const SDL_FRect dst{to.x * density_, to.y * density_, to.w * density_, to.h * density_};
    SDL_RenderCopyF(renderer_, texture, nullptr, &dst);
}

void Canvas::clip(const Rect* r) {
    flush();
    if (!r) {
        SDL_RenderSetClipRect(renderer_, nullptr);
        return;
    }
    const SDL_Rect c{int(std::floor(r->x * density_)), int(std::floor(r->y * density_)),
                     int(std::ceil(r->w * density_)), int(std::ceil(r->h * density_))};
    SDL_RenderSetClipRect(renderer_, &c);
}

}  // namespace sidestep::viewer
