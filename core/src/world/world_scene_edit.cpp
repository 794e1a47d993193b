// World edits that shape a whole scene quickly: many cells at once, a seeded maze or rooms, and an
// agent's name, body and behaviour changed in place. Each checks its input first and names the field.
#include <cmath>
#include <cstdio>

#include "sidestep/behaviors/params.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

namespace {

const char* const kBodyNames[3] = {"radius", "maxSpeed", "maxAccel"};

std::string fmt(float v) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", double(v));
    return text;
}

}  // namespace

const char* agentBodyName(AgentBody f) { return uint32_t(f) < 3 ? kBodyNames[uint32_t(f)] : "?"; }

bool parseAgentBody(const std::string& name, AgentBody& out) {
    for (uint32_t k = 0; k < 3; ++k) {
        if (name == kBodyNames[k]) {
            out = AgentBody(k);
            return true;
        }
    }
    return false;
}

EditResult World::setCells(const std::vector<Cell>& cells, bool blocked) {
    for (size_t k = 0; k < cells.size(); ++k) {
        if (!grid_.contains(cells[k].x, cells[k].y)) {
            return {-1, "cells[" + std::to_string(k) + "]: (" + std::to_string(cells[k].x) + ", " +
                            std::to_string(cells[k].y) + ") is outside the " + std::to_string(grid_.width()) + " x " +
                            std::to_string(grid_.height()) + " grid"};
        }
    }
    for (const Cell c : cells) grid_.set(c.x, c.y, blocked);
    gridEdited();
    return {};
}

EditResult World::drawGridPattern(GridPattern pattern, uint64_t seed) {
    if (uint32_t(pattern) >= kGridPatternCount) return {-1, "pattern: must be maze or rooms"};
    drawPattern(grid_, pattern, seed);
    // Keep every agent's ground: the cells of its start and goal (a continuous agent's whole body there).
    for (const Agent& a : agents_) {
        for (const Vec2 p : {a.start, a.goal}) {
            if (a.kind == AgentKind::Grid) {
                grid_.set(int32_t(p.x), int32_t(p.y), false);
                continue;
            }
            const int32_t x0 = int32_t(std::floor(p.x - a.radius)), x1 = int32_t(std::floor(p.x + a.radius));
            const int32_t y0 = int32_t(std::floor(p.y - a.radius)), y1 = int32_t(std::floor(p.y + a.radius));
            for (int32_t y = y0; y <= y1; ++y) {
                for (int32_t x = x0; x <= x1; ++x) grid_.set(x, y, false);
            }
        }
    }
    joinFreeRegions(grid_);  // a cell freed for an agent inside a wall joins the rest
    gridEdited();
    return {};
}

EditResult World::setAgentName(int32_t index, const std::string& name) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    if (name.size() > 64) return {-1, "name: must be at most 64 characters, got " + std::to_string(name.size())};
    names_[size_t(index)] = name.empty() ? "agent" + std::to_string(index) : name;
    edited();
    return {index, {}};
}

EditResult World::setAgentBody(int32_t index, AgentBody field, float value) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    Agent& a = agents_[size_t(index)];
    const char* name = agentBodyName(field);
    if (a.kind == AgentKind::Grid) {
        return {-1, std::string(name) + ": a grid agent (" + behaviorName(a.behavior) +
                        ") moves one cell per step; only continuous agents have a body to set"};
    }
    float lo = kMinRadius, hi = kMaxRadius;
    float* target = &a.radius;
    if (field == AgentBody::MaxSpeed) lo = kMinSpeed, hi = kMaxSpeed, target = &a.maxSpeed;
    if (field == AgentBody::MaxAccel) lo = kMinAccel, hi = kMaxAccel, target = &a.maxAccel;
    if (!std::isfinite(value) || value < lo || value > hi) {
        return {-1, std::string(name) + ": must be a number in [" + fmt(lo) + ", " + fmt(hi) + "], got " + fmt(value)};
    }
    *target = value;
    edited();
    return {index, {}};
}

EditResult World::setAgentBehavior(int32_t index, Behavior behavior) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    if (uint32_t(behavior) >= kBehaviorCount)
        return {-1, "behavior: unknown behaviour " + std::to_string(uint32_t(behavior))};
    Agent& a = agents_[size_t(index)];
    if (kindOf(behavior) != a.kind) {
        const bool grid = a.kind == AgentKind::Grid;
        return {-1, std::string("behavior: ") + behaviorName(behavior) + " is a " + (grid ? "continuous" : "grid") +
                        " behaviour and agent " + std::to_string(index) + " is a " + (grid ? "grid" : "continuous") +
                        " agent; add a new agent instead"};
    }
    if (a.behavior == behavior) return {index, {}};
    if (behavior == Behavior::Script) return {-1, "behavior: a script agent needs its script's name (setAgentScript)"};
    a.behavior = behavior;
    if (size_t(index) < script_.slots.size()) script_.slots[size_t(index)] = {};
    a.params = defaultParams(behavior);
    a.memory = {};
    if (behavior != Behavior::Context) a.path = -1;
    if (behavior == Behavior::Orca) a.avoidAgents = 0;  // its own half-planes avoid agents
    edited();
    return {index, {}};
}

}  // namespace sidestep
