// A feelers agent over the relief in words: the ground under it, the slope its down ray read, the offset
// of the feelers' ends, and what each feeler met in 3D (from the SlopeRecord); any other agent over relief
// is told that it keeps its 2D rules.
#include <cmath>
#include <string>

#include "format.hpp"
#include "lines.hpp"

namespace sidestep::explain {

namespace {

/// Adds a signed number as two arguments: `<name>Sign` ("+", "−", or "" when it writes as 0) and `name`, its size
/// with two decimals ("+0.42" / "−0.42").
Message& signedNum(Message& m, const char* name, const std::string& signName, double v) {
    const bool zero = fixed(v) == fixed(0.0);
    return m.text(signName.c_str(), zero ? "" : v > 0 ? "+" : "−").num(name, std::fabs(v));
}

/// What a feeler met, as spans: how far ahead (along the ground), how high the feeler was there, and the
/// obstacle's top (heights are absolute, as the ground's and the feelers' start are).
void metInWords(ExplainLine& line, const FeelerProfile& f, double rise, double startZ) {
    const SegmentHitKind hit = SegmentHitKind(f.hit);
    const bool hits = hit == SegmentHitKind::Ground || hit == SegmentHitKind::Wall || hit == SegmentHitKind::Circle;
    if (f.passedOver) {
        const double z = startZ + rise * f.obstacleFrom;
        addSpan(line, Message("why-feeler-passes-over")
                          .word("what", SegmentHitKind(f.obstacleKind) == SegmentHitKind::Wall ? "why-feeler-the-wall"
                                                                                               : "why-feeler-a-circle")
                          .num("ahead", f.obstacleFrom)
                          .num("z", z)
                          .num("top", f.obstacleTop));
        if (hits) addSpan(line, Message("why-feeler-then"));
    }
    if (hits) {
        const char* id = hit == SegmentHitKind::Ground ? "why-feeler-under-ground"
                         : hit == SegmentHitKind::Wall ? "why-feeler-hits-wall"
                                                       : "why-feeler-hits-circle";
        addSpan(line, Message(id).num("ahead", f.hitDistance).num("z", f.hitZ));
        if (hit != SegmentHitKind::Ground && !f.passedOver && !std::isinf(f.obstacleTop))
            addSpan(line, Message("why-feeler-under-top").num("top", f.obstacleTop));
    }
    if (!f.passedOver && !hits) addSpan(line, Message("why-feeler-clear"));
}

}  // namespace

void explainSlope(const ExplainSource& world, size_t index, Explanation& out) {
    if (index >= world.slopes().size()) return;
    const SlopeRecord& s = world.slopes()[index];
    if (!s.active) return;
    addLine(
        out, LineStyle::Text,
        Message("why-slope-ground").num("ground", s.ground).num("above", s.startZ - s.ground).num("start", s.startZ));
    Message kind("why-slope-kind");
    kind.text("kind", slopeKindName(SlopeKind(s.kind))).num("size", s.size, 3);
    ExplainLine& slope = addLine(out, LineStyle::Text, signedNum(kind, "dot", "dotSign", s.dot));
    Message target(s.compensate ? "why-slope-target" : "why-slope-not-applied");
    addSpan(slope, signedNum(target, "target", "targetSign", s.target));
    if (s.compensate) {
        Message offset("why-slope-offset");
        addSpan(slope, signedNum(offset, "offset", "offsetSign", s.offset), true);
        if (fixed(s.offset) != fixed(s.target)) addSpan(slope, Message("why-slope-easing"));
    }
}

void explainFeelersIn3D(const ExplainSource& world, size_t index, Explanation& out) {
    if (index >= world.slopes().size()) return;
    const SlopeRecord& s = world.slopes()[index];
    if (!s.active) return;
    static const char* names[] = {"why-ray-left-feeler", "why-ray-centre-feeler", "why-ray-right-feeler"};
    for (uint32_t k = 0; k < 3; ++k) {
        const FeelerProfile& f = s.feelers[k];
        const double rise = f.length > 0.0f ? (double(f.endZ) - s.startZ) / f.length : 0.0;
        ExplainLine& line =
            addLine(out, LineStyle::Ray,
                    Message("why-feeler-3d").word("ray", names[k]).num("from", s.startZ).num("to", f.endZ));
        metInWords(line, f, rise, s.startZ);
    }
    addLine(out, LineStyle::Muted, Message("why-feelers-only-3d"));
}

void explainFlatRules(const ExplainSource& world, size_t index, Explanation& out) {
    if (!world.hasRelief() || index >= world.agents().size()) return;
    const Behavior b = world.agents()[index].behavior;
    if (b == Behavior::Feelers) return;
    addLine(out, LineStyle::Muted, Message("why-flat-rules").text("behavior", behaviorName(b)));
}

}  // namespace sidestep::explain
