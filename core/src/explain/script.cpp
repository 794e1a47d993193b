// A script agent's explanation: what its script asked of the world (its rays), what it showed and noted,
// and the acceleration it returned as the core applied it; or the message its script stopped it with.
#include "format.hpp"
#include "lines.hpp"

namespace sidestep::explain {

void explainScript(const ExplainSource& world, size_t index, Explanation& out) {
    const Agent& agent = world.agents()[index];
    const ScriptSlot& slot = world.scriptSlots()[index];
    const std::string name = slot.script >= 0 ? "scripts." + world.scriptName() : "its script";
    addLine(out, LineStyle::Head, Message(agent.moving() ? "why-head-step" : "why-head-stopped"));
    if (!agent.moving()) {
        if (agent.stop == StopReason::Script)
            addLine(out, LineStyle::Warn, "→ stopped by its script: " + slot.message);
        else
            addLine(out, LineStyle::Text, whyStopped(world, agent));
        return;
    }
    const SteeringRecord& st = world.steering()[index];
    const ScriptRecord* rec = index < world.scriptRecords().size() ? &world.scriptRecords()[index] : nullptr;
    for (uint32_t k = 0; k < st.rayCount && k < kMaxRays; ++k) {
        const RayRecord& r = st.rays[k];
        std::string text =
            "castRay " + std::to_string(k + 1) + ": " +
            (r.hit ? "hit at " + fixed(r.distance) + " of " + fixed(r.length) : "clear (" + fixed(r.length) + ")");
        if (r.fromInside) text += ", starts inside an obstacle";
        addLine(out, LineStyle::Ray, text);
    }
    if (rec && rec->rays > kMaxRays) {
        addLine(out, LineStyle::Muted,
                "and " + std::to_string(rec->rays - kMaxRays) + " more rays (the first " + std::to_string(kMaxRays) +
                    " are drawn)");
    }
    if (rec) {
        for (const auto& [shown, value] : rec->shown)
            addLine(out, LineStyle::Text, "show " + shown + " = " + fixed(value, 3));
        for (const std::string& note : rec->notes) addLine(out, LineStyle::Warn, "note: " + note);
    }
    if (rec && rec->stop) {
        addLine(out, LineStyle::Warn, "→ its script stops it: " + rec->message);
        return;
    }
    std::string rule = "→ " + name + "'s steer(agent, world) asked for " + accel(st.steer) + " (within maxAccel " +
                       fixed(agent.maxAccel) + ")";
    addLine(out, LineStyle::Text, rule);
    if (st.limit.x != 0.0f || st.limit.y != 0.0f)
        addLine(out, LineStyle::Muted, "the speed limit took off " + accel(st.limit));
}

}  // namespace sidestep::explain
