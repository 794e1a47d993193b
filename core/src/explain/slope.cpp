// A feelers agent over the relief in words: the ground under it, the slope its down ray read, the offset
// of the feelers' ends, and what each feeler met in 3D (from the SlopeRecord); any other agent over relief
// is told that it keeps its 2D rules.
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

/// ", under its top 1.70 u" for an obstacle of limited height, "" for a tall one.
std::string underTop(const FeelerProfile& f) {
    return std::isinf(f.obstacleTop) ? "" : ", under its top " + fixed(f.obstacleTop) + " u";
}

/// What a feeler met, in words: how far ahead (along the ground), how high the feeler was there, and the
/// obstacle's top (heights are absolute, as the ground's and the feelers' start are).
std::string metInWords(const FeelerProfile& f, double rise, double startZ) {
    const SegmentHitKind hit = SegmentHitKind(f.hit);
    const std::string where = fixed(f.hitDistance) + " u ahead, " + fixed(f.hitZ) + " u high";
    std::string text;
    if (hit == SegmentHitKind::Ground)
        text = "goes under the ground " + where;
    else if (hit == SegmentHitKind::Wall)
        text = "hits the wall " + where + (f.passedOver ? "" : underTop(f));
    else if (hit == SegmentHitKind::Circle)
        text = "hits a circle " + where + (f.passedOver ? "" : underTop(f));
    if (f.passedOver) {
        const double z = startZ + rise * f.obstacleFrom;
        const std::string what = SegmentHitKind(f.obstacleKind) == SegmentHitKind::Wall ? "the wall" : "a circle";
        const std::string over = "passes over " + what + " " + fixed(f.obstacleFrom) + " u ahead, " + fixed(z) +
                                 " u high, over its top " + fixed(f.obstacleTop) + " u";
        text = text.empty() ? over : over + ", then " + text;
    }
    return text.empty() ? "clear" : text;
}

}  // namespace

void explainSlope(const ExplainSource& world, size_t index, Explanation& out) {
    if (index >= world.slopes().size()) return;
    const SlopeRecord& s = world.slopes()[index];
    if (!s.active) return;
    addLine(out, LineStyle::Text,
            "ground " + fixed(s.ground) + " u under it; the feelers start " + fixed(s.startZ - s.ground) +
                " above it, at " + fixed(s.startZ) + " u");
    const SlopeKind k = SlopeKind(s.kind);
    const std::string kind = k == SlopeKind::Across  ? "across the slope"
                             : k == SlopeKind::Level ? "level ground"
                                                     : slopeKindName(k);
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

void explainFeelersIn3D(const ExplainSource& world, size_t index, Explanation& out) {
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

void explainFlatRules(const ExplainSource& world, size_t index, Explanation& out) {
    if (!world.hasRelief() || index >= world.agents().size()) return;
    const Behavior b = world.agents()[index].behavior;
    if (b == Behavior::Feelers) return;
    addLine(out, LineStyle::Muted,
            std::string("only feelers sense heights: ") + behaviorName(b) +
                " keeps its 2D rules here (the ground and the obstacles' heights change nothing for it)");
}

}  // namespace sidestep::explain
