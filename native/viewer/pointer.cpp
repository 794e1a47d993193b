// The viewer's input, second part: the mouse on the world (select, drag agents, goals and circles, paint
// and erase cells, place circles, pan) and the wheel (zoom), as the page's tools 1 to 4.
#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "app.hpp"

namespace sidestep::viewer {

namespace {

/// Circles are never dragged out smaller than this, world units (the page's limit).
constexpr float kMinCircleRadius = 0.15f;

float distance(Vec2 a, Vec2 b) { return std::sqrt((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)); }

}  // namespace

// ---- cells ---------------------------------------------------------------------------------------------

bool App::cellAt(Vec2 p, Cell& out, bool clamp) const {
    const Grid& g = world().grid();
    int x = int(std::floor(p.x)), y = int(std::floor(p.y));
    if (clamp) {
        x = std::clamp(x, 0, g.width() - 1);
        y = std::clamp(y, 0, g.height() - 1);
    }
    if (x < 0 || y < 0 || x >= g.width() || y >= g.height()) return false;
    out = {x, y};
    return true;
}

void App::paintTo(Cell to) {
    // Every cell on the line from the last one (Bresenham), so a fast stroke leaves no holes.
    Cell at = drag_.last;
    const int dx = std::abs(to.x - at.x), dy = -std::abs(to.y - at.y);
    const int sx = at.x < to.x ? 1 : -1, sy = at.y < to.y ? 1 : -1;
    int err = dx + dy;
    while (at.x != to.x || at.y != to.y) {
        const int e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            at.x += sx;
        }
        if (e2 <= dx) {
            err += dx;
            at.y += sy;
        }
        Edit e;
        e.kind = EditKind::SetCell;
        e.x = at.x;
        e.y = at.y;
        e.flag = drag_.paint;
        edit(e);
    }
    drag_.last = to;
}

// ---- pointer --------------------------------------------------------------------------------------------

App::Hit App::pick(float px, float py) const {
    const Vec2 p = view_.toWorld(px, py);
    const float tolerance = 8 / view_.scale();
    const auto& circles = world().circles();
    if (selectedCircle_ >= 0 && size_t(selectedCircle_) < circles.size()) {
        const Circle& c = circles[size_t(selectedCircle_)];
        const Vec2 handle = c.center + Vec2(c.radius, 0);
        if (distance(p, handle) < tolerance) return {Hit::Kind::Handle, selectedCircle_, handle - p};
    }
    const auto& agents = world().agents();
    for (const bool goal : {false, true}) {  // bodies first, then goals; the nearest within reach
        int32_t best = -1;
        float bestDistance = INFINITY;
        for (size_t i = agents.size(); i-- > 0;) {
            const Agent& a = agents[i];
            const Vec2 off(a.kind == AgentKind::Grid ? 0.5f : 0.0f);
            const float d = distance(p, (goal ? a.goal : a.position) + off);
            if (d >= std::max(a.kind == AgentKind::Grid ? 0.5f : a.radius, tolerance) || d >= bestDistance) continue;
            best = int32_t(i);
            bestDistance = d;
        }
        if (best >= 0) {
            const Agent& a = agents[size_t(best)];
            return {goal ? Hit::Kind::Goal : Hit::Kind::Agent, best, (goal ? a.goal : a.position) - p};
        }
    }
    for (size_t i = circles.size(); i-- > 0;) {
        if (distance(p, circles[i].center) < circles[i].radius)
            return {Hit::Kind::Circle, int32_t(i), circles[i].center - p};
    }
    return {};
}

void App::mouseDown(const SDL_MouseButtonEvent& b) {
    const float px = float(b.x), py = float(b.y);
    if (menuOpen_) {
        const Rect m = menuArea();
        const int row = int((py - m.y - 36) / 26);
        menuOpen_ = false;
        if (m.contains(px, py) && row >= 0 && row < int(gallery_.size())) openArgument(gallery_[size_t(row)].file);
        return;
    }
    if (!viewArea_.contains(px, py) || drag_.kind != Drag::Kind::None) return;
    const Vec2 p = view_.toWorld(px, py);
    drag_ = {};
    drag_.start = p;
    drag_.lastX = px;
    drag_.lastY = py;
    if (b.button == SDL_BUTTON_MIDDLE) {
        drag_.kind = Drag::Kind::Pan;
        return;
    }
    const Tool tool = b.button == SDL_BUTTON_RIGHT ? Tool::Erase : tool_;
    if (tool == Tool::Walls || tool == Tool::Erase) {
        Cell cell;
        if (!cellAt(p, cell, false)) return;
        drag_.kind = Drag::Kind::Paint;
        drag_.paint = tool == Tool::Walls;  // by the tool, never by the cell the stroke starts on (as the page)
        drag_.last = cell;
        Edit e;
        e.kind = EditKind::SetCell;
        e.x = cell.x;
        e.y = cell.y;
        e.flag = drag_.paint;
        edit(e);
        return;
    }
    const Hit hit = pick(px, py);
    auto grab = [&](Drag::Kind kind) {
        drag_.kind = kind;
        drag_.index = hit.index;
        drag_.offset = hit.offset;
    };
    switch (hit.kind) {
        case Hit::Kind::Handle:
            grab(Drag::Kind::ResizeCircle);
            return;
        case Hit::Kind::Circle:
            selectedCircle_ = hit.index;
            selected_ = -1;
            grab(Drag::Kind::MoveCircle);
            return;
        case Hit::Kind::Agent:
        case Hit::Kind::Goal:
            if (tool == Tool::Circle) break;
            select(hit.index);
            grab(hit.kind == Hit::Kind::Agent ? Drag::Kind::MoveAgent : Drag::Kind::MoveGoal);
            return;
        case Hit::Kind::None:
            break;
    }
    if (tool == Tool::Circle) {
        Edit e;
        e.kind = EditKind::AddCircle;
        e.point = p;
        e.radius = kMinCircleRadius;
        const EditResult r = run_.edit(e);
        if (!r.ok()) return message("error: " + r.error);
        selectedCircle_ = r.index;
        selected_ = -1;
        drag_.kind = Drag::Kind::CircleRadius;
        drag_.index = r.index;
        return;
    }
    // Select tool on empty space: nothing selected, and the drag pans.
    select(-1);
    selectedCircle_ = -1;
    drag_.kind = Drag::Kind::Pan;
}

void App::mouseMove(const SDL_MouseMotionEvent& m) {
    const float px = float(m.x), py = float(m.y);
    if (drag_.kind == Drag::Kind::None) return;
    const Vec2 p = view_.toWorld(px, py);
    if (drag_.kind == Drag::Kind::Pan) {
        view_.panBy(px - drag_.lastX, py - drag_.lastY);
        drag_.lastX = px;
        drag_.lastY = py;
        return;
    }
    drag_.moved = drag_.moved || px != drag_.lastX || py != drag_.lastY;
    if (!drag_.moved) return;  // a click selects; only a drag moves
    Edit e;
    e.index = drag_.index;
    const auto& agents = world().agents();
    switch (drag_.kind) {
        case Drag::Kind::Paint: {
            Cell cell;
            if (cellAt(p, cell, true) && (cell.x != drag_.last.x || cell.y != drag_.last.y)) paintTo(cell);
            return;
        }
        case Drag::Kind::MoveAgent:
        case Drag::Kind::MoveGoal: {
            if (size_t(drag_.index) >= agents.size()) return;
            e.kind = drag_.kind == Drag::Kind::MoveAgent ? EditKind::SetAgentStart : EditKind::SetAgentGoal;
            const Vec2 at = p + drag_.offset;
            if (agents[size_t(drag_.index)].kind == AgentKind::Grid) {
                Cell cell;
                if (!cellAt(p, cell, false)) return;
                e.point = {float(cell.x), float(cell.y)};
            } else {
                const Grid& g = world().grid();
                if (at.x < -1 || at.y < -1 || at.x > float(g.width()) + 1 || at.y > float(g.height()) + 1) return;
                e.point = {std::clamp(at.x, 0.0f, float(g.width())), std::clamp(at.y, 0.0f, float(g.height()))};
            }
            edit(e);
            return;
        }
        case Drag::Kind::MoveCircle:
            e.kind = EditKind::MoveCircle;
            e.point = p + drag_.offset;
            edit(e);
            return;
        case Drag::Kind::CircleRadius:
            e.kind = EditKind::ResizeCircle;
            e.radius = std::max(kMinCircleRadius, distance(p, drag_.start));
            edit(e);
            return;
        case Drag::Kind::ResizeCircle:
            if (size_t(drag_.index) >= world().circles().size()) return;
            e.kind = EditKind::ResizeCircle;
            e.radius = std::max(kMinCircleRadius, distance(p, world().circles()[size_t(drag_.index)].center));
            edit(e);
            return;
        default:
            return;
    }
}

void App::mouseUp(const SDL_MouseButtonEvent& b) {
    if (drag_.kind == Drag::Kind::CircleRadius) {
        // A click without a drag places a circle of radius 1.
        if (distance(view_.toWorld(float(b.x), float(b.y)), drag_.start) < kMinCircleRadius) {
            Edit e;
            e.kind = EditKind::ResizeCircle;
            e.index = drag_.index;
            e.radius = 1;
            edit(e);
        }
    }
    drag_ = {};
}

void App::wheel(const SDL_MouseWheelEvent& w) {
    const float px = float(w.mouseX), py = float(w.mouseY);
    const float amount = w.preciseY != 0 ? w.preciseY : float(w.y);
    if (menuOpen_ || amount == 0) return;
    if (panelArea_.contains(px, py)) {
        panelScroll_ = std::max(0.0f, panelScroll_ - amount * 40);
        return;
    }
    if (viewArea_.contains(px, py)) view_.zoomAt(px, py, std::pow(1.15f, amount));
}

}  // namespace sidestep::viewer
