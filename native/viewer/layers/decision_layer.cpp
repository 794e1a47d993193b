// The selected grid agent's next decision: each neighbour's P-proxy (and, within P steps of the target,
// its P-step) written in its cell, the chosen one in amber, as the core recorded them.
#include <algorithm>
#include <cstdio>

#include "../layers.hpp"

namespace sidestep::viewer {

namespace {

void drawDecision(Canvas& c, const Frame& f) {
    if (!f.overlays.has("decisions")) return;
    const int32_t i = f.selected;
    const auto& agents = f.world.agents();
    if (i < 0 || size_t(i) >= agents.size() || size_t(i) >= f.world.gridDecisions().size()) return;
    const Agent& a = agents[size_t(i)];
    if (a.kind != AgentKind::Grid) return;
    // A stopped agent decides nothing (its record is the last decision): only stop-on-return's values stay.
    if (!a.moving() && a.stop != StopReason::Oscillation) return;
    const GridDecision& d = f.world.gridDecisions()[size_t(i)];
    const Grid& g = f.world.grid();
    const float big = bigDistance(g);
    const float size = std::max(9.0f, std::min(14.0f, f.view.scale() * 0.32f));
    char text[48];
    for (uint32_t k = 0; k < 4; ++k) {
        const Vec2 cell = a.position + Vec2(float(kNeighbourOffsets[k].x), float(kNeighbourOffsets[k].y)) + Vec2(0.5f);
        if (cell.x < 0 || cell.y < 0 || cell.x > float(g.width()) || cell.y > float(g.height())) continue;
        if (d.proxy[k] >= big)
            std::snprintf(text, sizeof text, "blocked");  // the panel's word
        else if (d.step[k] != kHugeStep)
            std::snprintf(text, sizeof text, "%.2f · %u", double(d.proxy[k]), d.step[k]);
        else
            std::snprintf(text, sizeof text, "%.2f", double(d.proxy[k]));
        const Vec2 at = f.screen(cell);
        const float w = c.measure(text, Face::MonoBold, size) + 8;
        const bool chosen = a.moving() && Direction(k) == d.chosen;
        c.fillRoundRect({at.x - w / 2, at.y - size * 0.75f, w, size * 1.5f}, 4,
                        chosen ? f.palette.labels.chosen : f.palette.labels.other);
        c.text({at.x, at.y - c.lineHeight(Face::MonoBold, size) / 2}, text, Face::MonoBold, size,
               chosen ? f.palette.labels.chosenText : f.palette.labels.text, Align::Center);
    }
}

const LayerRegistration decisionLayer(160, "next-move values", drawDecision);

}  // namespace

}  // namespace sidestep::viewer
