// A feelers agent over the relief in words: the ground under it, the slope its down ray read, the offset
// of the feelers' ends, and what each feeler met in 3D (from the SlopeRecord).
#include <cmath>
#include <string>

#include "format.hpp"
#include "lines.hpp"

namespace sidestep::explain {

namespace {

/// "+0.42" / "−0.42": a signed number with two decimals (0 unsigned).
std::string signedFixed(double v) {
    const std::string text = fixed(v);
    if (text == fixed(0.0)) return text;
    return v > 0 ? "+" + text : "−" + text.substr(1);
}

/// What a feeler met, in words.
std::string metInWords(const FeelerProfile& f, double rise, double startZ) {
    const SegmentHitKind hit = SegmentHitKind(f.hit);
    const std::string top = std::isinf(f.obstacleTop) ? "" : " (its top " + fixed(f.obstacleTop) + " u)";
    std::string text;
    if (hit == SegmentHitKind::Ground)
        text = "goes under the ground at " + fixed(f.hitDistance);
    else if (hit == SegmentHitKind::Wall)
        text = "hits the wall at " + fixed(f.hitDistance) + (std::isinf(f.obstacleTop) ? "" : " below its top");
    else if (hit == SegmentHitKind::Circle)
        text = "hits a circle at " + fixed(f.hitDistance) + (std::isinf(f.obstacleTop) ? "" : " below its top");
    if (f.passedOver) {
        const double z = startZ + rise * f.obstacleFrom;
        const std::string what = SegmentHitKind(f.obstacleKind) == SegmentHitKind::Wall ? "the wall" : "a circle";
        const std::string over =
            "passes over " + what + " at " + fixed(f.obstacleFrom) + top + ", " + fixed(z) + " u high there";
        text = text.empty() ? over : over + ", then " + text;
    } else if (hit != SegmentHitKind::None && hit != SegmentHitKind::Ground && !std::isinf(f.obstacleTop)) {
        text += top;
    }
    return text.empty() ? "clear" : text;
}

}  // namespace

void explainSlope(const World& world, size_t index, Explanation& out) {
    if (index >= world.slopes().size()) return;
    const SlopeRecord& s = world.slopes()[index];
    if (!s.active) return;
    addLine(out, LineStyle::Text,
            "ground " + fixed(s.ground) + " u under it; the feelers start " + fixed(s.startZ - s.ground) +
                " above it, at " + fixed(s.startZ) + " u");
    const std::string kind = s.sign > 0      ? "incline"
                             : s.sign < 0    ? "decline"
                             : s.size < 1.0f ? "across the slope"
                                             : "level ground";
    ExplainLine& slope =
        addLine(out, LineStyle::Text, kind + ": dot = " + signedFixed(s.dot) + ", size " + fixed(s.size, 3));
    if (s.compensate) {
        addSpan(slope, " → target " + signedFixed(s.target) + " u → offset ");
        addSpan(slope, signedFixed(s.offset) + " u", true);
        if (signedFixed(s.offset) != signedFixed(s.target)) addSpan(slope, " (easing toward the target)");
    } else {
        addSpan(slope, " → target " + signedFixed(s.target) +
                           " u, not applied: slope compensation is off, the feelers stay level");
    }
}

void explainFeelersIn3D(const World& world, size_t index, Explanation& out) {
    if (index >= world.slopes().size()) return;
    const SlopeRecord& s = world.slopes()[index];
    if (!s.active) return;
    static const char* names[] = {"left feeler", "centre feeler", "right feeler"};
    for (uint32_t k = 0; k < 3; ++k) {
        const FeelerProfile& f = s.feelers[k];
        const double rise = f.length > 0.0f ? (double(f.endZ) - s.startZ) / f.length : 0.0;
        addLine(out, LineStyle::Ray,
                std::string(names[k]) + " in 3D: " + fixed(s.startZ) + " → " + fixed(f.endZ) + " u high; " +
                    metInWords(f, rise, s.startZ));
    }
    addLine(out, LineStyle::Muted, "only feelers sense heights: the other behaviours keep their 2D rules");
}

}  // namespace sidestep::explain
