// What continuous agents sense, from their steering records: each ray up to its hit (grey when clear,
// yellow when it detects something, red while the body overlaps an obstacle), the length it would have
// looked, a dot and the surface normal at each hit, the whiskers' box, raycast's avoid point, and context
// agents' rays (red up to a hit within lookAhead).
#include <cmath>

#include "../layers.hpp"

namespace sidestep::viewer {

namespace {

void drawSteeringRays(Canvas& c, const Frame& f) {
    const auto& agents = f.world.agents();
    const auto& records = f.world.steering();
    const auto& rays = f.palette.rays;
    for (size_t i = 0; i < agents.size() && i < records.size(); ++i) {
        const Agent& a = agents[i];
        const SteeringRecord& st = records[i];
        if (!f.detailed(i) || a.kind != AgentKind::Continuous || !a.moving() || st.rayCount == 0) continue;
        const bool selected = int32_t(i) == f.selected;
        const bool overlapping = a.overlapping == 1;
        bool detected = false;
        for (uint32_t k = 0; k < st.rayCount; ++k) detected = detected || st.rays[k].hit;
        const Rgba color = overlapping ? rays.collide : detected ? rays.detect : rays.clear;
        if (st.rayCount == 2 && a.behavior == Behavior::Whiskers) {  // the whiskers' box, as in the article
            const Vec2 box[4] = {f.screen(st.rays[0].start), f.screen(st.rays[0].end), f.screen(st.rays[1].end),
                                 f.screen(st.rays[1].start)};
            c.fillConvex(box, 4, overlapping ? rays.boxCollide : detected ? rays.boxDetect : rays.boxClear);
        }
        const float width = selected ? 2.0f : 1.25f;
        for (uint32_t k = 0; k < st.rayCount; ++k) {
            const RayRecord& r = st.rays[k];
            const Rgba stroke = r.hit || overlapping ? color : rays.clear;
            c.line(f.screen(r.start), f.screen(r.hit ? r.hitPoint : r.end), width,
                   stroke);  // senses up to its first hit
            if (!r.hit) continue;
            c.dashedLine(f.screen(r.hitPoint), f.screen(r.end), width, stroke.faded(0.35f), 3, 3);
            c.fillCircle(f.screen(r.hitPoint), 3.5f, color);
            c.line(f.screen(r.hitPoint), f.screen(r.hitPoint + r.normal * 0.45f), width, stroke);  // the surface normal
        }
        if (st.rule == SteeringRule::AvoidWall) {  // the point off the wall it now seeks
            const Vec2 t = st.target;
            const Vec2 diamond[4] = {f.screen(t + Vec2(0, -0.2f)), f.screen(t + Vec2(0.2f, 0)),
                                     f.screen(t + Vec2(0, 0.2f)), f.screen(t + Vec2(-0.2f, 0))};
            for (int k = 0; k < 4; ++k) c.line(diamond[k], diamond[(k + 1) % 4], 2, rays.detect, true);
        }
    }
}

void drawContextRays(Canvas& c, const Frame& f) {
    const auto& agents = f.world.agents();
    for (size_t i = 0; i < agents.size(); ++i) {
        const Agent& a = agents[i];
        const ContextRecord* map = f.world.contextMapOf(i);
        if (!map || !f.detailed(i) || a.behavior != Behavior::Context || !a.moving()) continue;
        const ContextRecord& m = *map;
        const float width = int32_t(i) == f.selected ? 1.5f : 1.0f;
        for (uint32_t k = 0; k < m.slots && k < kMaxContextSlots; ++k) {
            const float angle = float(k) * 6.28318531f / float(m.slots);
            const float cs = std::cos(angle), sn = std::sin(angle);
            const Vec2 dir(m.heading.x * cs - m.heading.y * sn, m.heading.x * sn + m.heading.y * cs);
            // To the hit, or as far as the ray looked (it stops at the goal).
            const float end = std::min(m.hit[k], m.reach[k]);
            c.line(f.screen(a.position), f.screen(a.position + dir * end), width,
                   m.danger[k] > 0 ? f.palette.rays.contextDanger : f.palette.rays.contextClear);
        }
    }
}

void drawRays(Canvas& c, const Frame& f) {
    if (!f.overlays.has("rays")) return;
    drawSteeringRays(c, f);
    drawContextRays(c, f);
}

const LayerRegistration raysLayer(90, "rays", drawRays);

}  // namespace

}  // namespace sidestep::viewer
