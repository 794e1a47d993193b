// A script agent's explanation: what its script asked of the world (its rays), what it showed and noted,
// and the acceleration it returned as the core applied it; or the message its script stopped it with.
#include "format.hpp"
#include "lines.hpp"

namespace sidestep::explain {

void explainScript(const ExplainSource& world, size_t index, Explanation& out) {
    const Agent& agent = world.agents()[index];
    const ScriptSlot& slot = world.scriptSlots()[index];
    addLine(out, LineStyle::Head, Message(agent.moving() ? "why-head-step" : "why-head-stopped"));
    if (!agent.moving()) {
        if (agent.stop == StopReason::Script)
            addLine(out, LineStyle::Warn, Message("why-script-stopped").text("message", slot.message));
        else
            addLine(out, LineStyle::Text, whyStopped(world, agent));
        return;
    }
    const SteeringRecord& st = world.steering()[index];
    const ScriptRecord* rec = index < world.scriptRecords().size() ? &world.scriptRecords()[index] : nullptr;
    for (uint32_t k = 0; k < st.rayCount && k < kMaxRays; ++k) {
        const RayRecord& r = st.rays[k];
        ExplainLine& line =
            addLine(out, LineStyle::Ray,
                    r.hit ? Message("why-script-ray-hit").count("k", k + 1).num("d", r.distance).num("len", r.length)
                          : Message("why-script-ray-clear").count("k", k + 1).num("len", r.length));
        if (r.fromInside) addSpan(line, Message("why-ray-inside"));
    }
    if (rec && rec->rays > kMaxRays) {
        addLine(out, LineStyle::Muted,
                Message("why-script-more-rays").count("n", rec->rays - kMaxRays).count("drawn", kMaxRays));
    }
    if (rec) {
        for (const auto& [shown, value] : rec->shown)
            addLine(out, LineStyle::Text, Message("why-script-show").text("name", shown).num("value", value, 3));
        for (const std::string& note : rec->notes)
            addLine(out, LineStyle::Warn, Message("why-script-note").text("note", note));
    }
    if (rec && rec->stop) {
        addLine(out, LineStyle::Warn, Message("why-script-stops").text("message", rec->message));
        return;
    }
    Message rule = slot.script >= 0 ? Message("why-script-rule-named").text("script", world.scriptName())
                                    : Message("why-script-rule");
    addLine(out, LineStyle::Text, rule.num("steer", length(st.steer)).num("max", agent.maxAccel));
    if (st.limit.x != 0.0f || st.limit.y != 0.0f)
        addLine(out, LineStyle::Muted, Message("why-script-limit").num("limit", length(st.limit)));
}

}  // namespace sidestep::explain
