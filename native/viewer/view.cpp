#include "view.hpp"

#include <algorithm>
#include <cmath>

namespace sidestep::viewer {

void View::update(Rect viewport, float worldWidth, float worldHeight) {
    viewport_ = viewport;
    worldWidth_ = std::max(1.0f, worldWidth);
    worldHeight_ = std::max(1.0f, worldHeight);
    const float fit = fitScale();
    if (!hasCamera_) {
        scale_ = fit;
        originX_ = viewport.x + std::round((viewport.w - worldWidth_ * fit) / 2);
        originY_ = viewport.y + std::round((viewport.h - worldHeight_ * fit) / 2);
    } else {
        scale_ = fit * camera_.zoom;
        originX_ = viewport.x + viewport.w / 2 - camera_.x * scale_;
        originY_ = viewport.y + viewport.h / 2 - camera_.y * scale_;
    }
    left_ = (viewport.x - originX_) / scale_;
    top_ = (viewport.y - originY_) / scale_;
    right_ = left_ + viewport.w / scale_;
    bottom_ = top_ + viewport.h / scale_;
}

float View::fitScale() const {
    const float m = margin_;
    return std::max(0.01f, std::min((viewport_.w - 2 * m) / worldWidth_, (viewport_.h - 2 * m) / worldHeight_));
}

void View::fit() {
    hasCamera_ = false;
    update(viewport_, worldWidth_, worldHeight_);
}

void View::setCamera(bool has, Camera camera) {
    hasCamera_ = has;
    if (has) {
        camera_ = camera;
        camera_.zoom = float(std::clamp(double(camera.zoom), kMinZoom, kMaxZoom));
    }
    update(viewport_, worldWidth_, worldHeight_);
}

void View::zoomAt(float px, float py, float factor) {
    const Vec2 w = toWorld(px, py);
    const float fit = fitScale();
    const float zoom = float(std::clamp(double(scale_ * factor / fit), kMinZoom, kMaxZoom));
    const float scale = fit * zoom;
    // The point under the cursor stays put: centre = that point + (view centre - cursor) / scale.
    place(w.x + (viewport_.x + viewport_.w / 2 - px) / scale, w.y + (viewport_.y + viewport_.h / 2 - py) / scale, zoom);
}

void View::panBy(float dx, float dy) {
    if (dx == 0 && dy == 0) return;
    const float zoom = scale_ / fitScale();
    const float cx = (viewport_.x + viewport_.w / 2 - originX_) / scale_,
                cy = (viewport_.y + viewport_.h / 2 - originY_) / scale_;
    place(cx - dx / scale_, cy - dy / scale_, zoom);
}

void View::place(float x, float y, float zoom) {
    // The camera's centre stays within the world rectangle, so the world can always be found again.
    hasCamera_ = true;
    camera_ = {std::clamp(x, 0.0f, worldWidth_), std::clamp(y, 0.0f, worldHeight_), zoom};
    update(viewport_, worldWidth_, worldHeight_);
}

}  // namespace sidestep::viewer
