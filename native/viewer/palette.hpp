#pragma once
// The viewer's colours, read from web/draw/palette.json (built into the viewer), the same file the page
// reads: a colour means the same in the page and in the viewer.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "sidestep/behaviors/agent.hpp"

namespace sidestep::viewer {

/// A colour, 8 bits a channel, not premultiplied.
struct Rgba {
    uint8_t r = 0, g = 0, b = 0, a = 255;
    /// The same colour with its alpha multiplied by `k` (0..1).
    Rgba faded(float k) const { return {r, g, b, uint8_t(float(a) * k + 0.5f)}; }
    bool operator==(const Rgba& o) const { return r == o.r && g == o.g && b == o.b && a == o.a; }
};

struct Palette {
    std::array<Rgba, 8> agents;                  ///< agents by index
    std::array<Rgba, kBehaviorCount> behaviors;  ///< agents by behaviour, by the core's number (read by name)
    struct {
        Rgba backdrop, floor, gridLine, wall, circle, circleEdge, collision, selection, heading, text, path, pathPoint,
            target;
    } world;
    struct {
        Rgba outline, selectedGlow, reachedBadge, failedBadge, badgeText;
    } agent;
    struct {
        Rgba chosen, other, text, chosenText, fieldValue;
    } labels;
    struct {
        Rgba clear, detect, collide, boxClear, boxDetect, boxCollide, contextDanger, contextClear;
    } rays;
    struct {
        Rgba base, steer, brake, avoid, limit, total, prediction;
    } forces;
    struct {
        Rgba disc, rim, interest, interestLost, danger, desired, chosen, allMasked;
    } context;
    /// The selected orca agent: links to what its half-planes came from, and the inset of its velocity space.
    struct {
        Rgba agent, agentFill, obstacle, obstacleFill, binding, violated, preferred, chosen, inset, insetEdge, axes,
            maxSpeed, current, text, muted, halo;
    } orca;
    struct {
        std::array<Rgba, 5> heatmap;  ///< near the target to far
        float heatmapAlpha = 1.0f;
        Rgba reach, returnMarker;
    } fields;
    struct {
        Rgba collision, contact, returned, stop, lap;
    } events;
    /// The ground: the tints of high and low ground, contour lines, the rim of an obstacle of limited height.
    struct {
        Rgba high, low, contour, contourMajor, lowObstacle;
    } terrain;
    /// The panel's chrome: the page's CSS colours (background, bars, lines, text, muted, accent, ...), the
    /// explanation box and its warnings, the agent's state tag (moving, reached, stopped) and its text.
    struct {
        Rgba bg, bar, panel, line, text, muted, accent, warn, bad, good, explanation, warnText, tagMoving,
            tagMovingText, tagReached, tagReachedText, tagStopped, tagStoppedText;
    } panel;
};

/// Parses a CSS colour as the palette writes them: "#rrggbb", "#rrggbbaa" or "rgba(r, g, b, a)".
/// False (and `out` unchanged) for anything else.
bool parseColor(std::string_view text, Rgba& out);

/// A colour as the palette writes it: "#rrggbb", or "#rrggbbaa" when it is not opaque.
std::string cssColor(Rgba c);

/// Reads palette.json text; on error returns false with `error` naming the entry.
bool parsePalette(std::string_view json, Palette& out, std::string& error);

/// The palette built into the viewer (web/draw/palette.json at build time).
const Palette& palette();

/// The JSON text built in.
std::string_view paletteJson();

}  // namespace sidestep::viewer
