#pragma once
// Which part of the world the view shows, and the conversions between world units and window pixels.
// As the page's camera: with none set the whole world is fitted (with a margin); zooming or panning sets
// one, the world point at the view's centre and a zoom relative to the fit (what links save).
#include "sidestep/geometry/types.hpp"
#include "sidestep/io/scenario.hpp"

namespace sidestep::viewer {

/// A rectangle in window pixels.
struct Rect {
    float x = 0, y = 0, w = 1, h = 1;
    bool contains(float px, float py) const { return px >= x && py >= y && px < x + w && py < y + h; }
};

class View {
public:
    /// Places a width x height world in `viewport` (window pixels).
    void update(Rect viewport, float worldWidth, float worldHeight);

    /// Window pixels per world unit that fit the whole world, with a margin.
    float fitScale() const;
    /// Back to the whole world, fitted.
    void fit();
    /// Sets a saved camera, or fits when `has` is false.
    void setCamera(bool has, Camera camera);
    bool hasCamera() const { return hasCamera_; }
    Camera camera() const { return camera_; }
    /// Zooms by `factor` keeping the world point under window pixel (px, py) where it is.
    void zoomAt(float px, float py, float factor);
    /// Moves the view by (dx, dy) window pixels (the world follows the pointer).
    void panBy(float dx, float dy);

    Vec2 toScreen(Vec2 world) const { return {originX_ + world.x * scale_, originY_ + world.y * scale_}; }
    Vec2 toWorld(float px, float py) const { return {(px - originX_) / scale_, (py - originY_) / scale_}; }
    /// Window pixels per world unit.
    float scale() const { return scale_; }
    float originX() const { return originX_; }
    float originY() const { return originY_; }
    const Rect& viewport() const { return viewport_; }
    /// Whether a disc (or box of half-size r) at (x, y) can be seen; world units.
    bool sees(float x, float y, float r) const {
        return x + r >= left_ && x - r <= right_ && y + r >= top_ && y - r <= bottom_;
    }
    /// The world rectangle on screen.
    float left() const { return left_; }
    float top() const { return top_; }
    float right() const { return right_; }
    float bottom() const { return bottom_; }

private:
    void place(float x, float y, float zoom);

    Rect viewport_;
    float worldWidth_ = 1, worldHeight_ = 1;
    float margin_ = 24;
    bool hasCamera_ = false;
    Camera camera_;
    float scale_ = 32, originX_ = 0, originY_ = 0;
    float left_ = 0, top_ = 0, right_ = 1, bottom_ = 1;
};

}  // namespace sidestep::viewer
