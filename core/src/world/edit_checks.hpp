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

/// Ok, or `v` refused at `path` by checkParam's rule for its setting (params.cpp), as a message whose English is
/// checkParam's sentence word for word: "must be a number 0.5..10, got 50".
inline EditResult checkSetting(const std::string& path, const ParamSpec& spec, float v) {
    if (checkParam(spec, v).empty()) return {};
    switch (spec.type) {
        case ParamType::Bool:
            return refused(path, Message("invalid-true-or-false"));
        case ParamType::Choice:
            return refused(path, Message("invalid-choice-index").text("max", std::to_string(spec.choices.size() - 1)));
        default:
            return refused(path, Message(spec.type == ParamType::Int ? "invalid-integer" : "invalid-number-between")
                                     .text("lo", formatFloat(spec.min))
                                     .text("hi", formatFloat(spec.max))
                                     .text("got", formatFloat(v)));
    }
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
