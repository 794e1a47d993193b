// The selected context agent's map as a polar chart: each slot's interest (green; pale where danger took
// it away), its danger on the rim (red, outward), the direction it wanted (dashed) and the one it chose
// (amber arrow), or a red ring when danger masked every slot with interest.
#include <cmath>

#include "../layers.hpp"

namespace sidestep::viewer {

namespace {

void drawContextChart(Canvas& c, const Frame& f) {
    if (!f.overlays.has("context")) return;
    const int32_t i = f.selected;
    const auto& agents = f.world.agents();
    if (i < 0 || size_t(i) >= agents.size() || !f.world.contextMapOf(size_t(i))) return;
    const Agent& a = agents[size_t(i)];
    if (a.behavior != Behavior::Context || !a.moving()) return;
    const ContextRecord& m = *f.world.contextMapOf(size_t(i));
    const auto& p = f.palette.context;
    const Vec2 o = f.screen(a.position);
    const float R = std::max(f.pixels(1.6f), 70.0f);  // window pixels
    c.fillCircle(o, R, p.disc);
    c.strokeCircle(o, R, 1, p.rim);
    const uint32_t n = std::min(m.slots, kMaxContextSlots);
    if (n == 0) return;
    const float width = std::max(2.5f, std::min(0.6f * R * std::sin(3.14159265f / float(n)), 10.0f));
    for (uint32_t k = 0; k < n; ++k) {
        const float angle = float(k) * 6.28318531f / float(n);
        const float cs = std::cos(angle), sn = std::sin(angle);
        const Vec2 d(m.heading.x * cs - m.heading.y * sn, m.heading.x * sn + m.heading.y * cs);
        const float interest = m.interest[k], raw = m.rawInterest[k], danger = m.danger[k];
        if (raw > interest + 1e-6f) c.line(o, o + d * (R * std::min(1.0f, raw)), width, p.interestLost, true);
        if (interest > 0) c.line(o, o + d * (R * std::min(1.5f, interest)), width, p.interest, true);
        if (danger > 0) c.line(o + d * R, o + d * (R * (1 + 0.5f * danger)), width, p.danger, true);
    }
    c.dashedLine(o, o + m.desiredDirection * (R * 1.25f), 1.5f, p.desired, 3, 3);
    if (m.allMasked)
        c.strokeCircle(o, R * 0.3f, 3, p.allMasked);
    else
        c.arrow(o, o + m.chosen * (R * 1.3f), p.chosen);
}

const LayerRegistration contextLayer(100, "context chart", drawContextChart);

}  // namespace

}  // namespace sidestep::viewer
