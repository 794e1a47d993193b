#pragma once
// The checks World's edits share (world_edit.cpp, world_scene_edit.cpp, world_agent_edit.cpp,
// world_relief_edit.cpp): a number within its limits, agents inside a resized world; each names what is wrong.
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/explain/message.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep::edit_check {

/// As a stream prints a float: 6 significant digits (no iostreams: they would add ~40 KB to the wasm).
inline std::string fmt(float v) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", double(v));
    return text;
}

/// A refusal at `path` (its argument "path"): the message and its English, en.ftl's words (docs/languages.md).
/// (These two are compiled once, in edit.cpp, not inlined at each edit's checks.)
EditResult refused(const std::string& path, Message message);

/// `name` refused at `path`: `owner` (a behaviour, agent avoidance) has no such setting among `specs`, which are
/// named (invalid-no-setting-of; compiled once, in edit.cpp).
EditResult refusedSetting(const std::string& path, const std::vector<ParamSpec>& specs, const std::string& owner,
                          const std::string& name);

/// Ok, or `v` refused at `path` by its setting's rule (paramRule, params.cpp: checkParam's sentence is its English).
inline EditResult checkSetting(const std::string& path, const ParamSpec& spec, float v) {
    Message rule = paramRule(spec, v);
    if (rule.id.empty()) return {};
    return refused(path, std::move(rule));
}

/// "field: must be a number in [lo, hi], got v" (invalid-number), or ok when v is finite and in range.
EditResult checkRange(const char* field, float v, float lo, float hi);

/// Ok, or why a world `width` x `height` would leave an agent's start, goal or position outside it (a grid agent
/// needs its cell, 0..width-1; a continuous agent its point, 0..width): the first such agent and point, named.
inline EditResult agentOutside(const std::vector<Agent>& agents, int32_t width, int32_t height) {
    for (size_t i = 0; i < agents.size(); ++i) {
        const Agent& a = agents[i];
        const bool grid = a.kind == AgentKind::Grid;
        const float w = float(grid ? width - 1 : width), h = float(grid ? height - 1 : height);
        const std::pair<const char*, Vec2> points[] = {{"start", a.start}, {"goal", a.goal}, {"position", a.position}};
        for (const auto& [field, p] : points) {
            if (p.x <= w && p.y <= h) continue;
            return refused("width, height", Message("invalid-resize-outside")
                                                .text("width", std::to_string(width))
                                                .text("height", std::to_string(height))
                                                .text("agent", std::to_string(i))
                                                .text("field", field)
                                                .text("x", fmt(p.x))
                                                .text("y", fmt(p.y)));
        }
    }
    return {};
}

}  // namespace sidestep::edit_check
