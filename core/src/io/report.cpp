#include "sidestep/io/report.hpp"

#include "sidestep/world/hash.hpp"
#include "sidestep/world/run_totals.hpp"

namespace sidestep {

namespace {
Json point(Vec2 p) { return Json::array().push(Json::fromFloat(p.x)).push(Json::fromFloat(p.y)); }
}  // namespace

const char* reportedStopReason(const Agent& a) {
    return a.moving() ? stopReasonName(StopReason::MaxSteps) : stopReasonName(a.stop);
}

Json runReport(const World& w) {
    Json agents = Json::array();
    for (size_t i = 0; i < w.agents().size(); ++i) {
        const Agent& a = w.agents()[i];
        Json agent = Json::object()
                         .set("name", Json::string(w.agentNames()[i]))
                         .set("behavior", Json::string(behaviorName(a.behavior)))
                         .set("reached", Json::boolean(a.stop == StopReason::Reached))
                         .set("steps", Json::number(double(a.steps)))
                         .set("stopReason", Json::string(reportedStopReason(a)))
                         .set("collisions", Json::number(double(a.collisions)))
                         .set("terrainHits", Json::number(double(a.terrainHits)))
                         .set("contactTime", Json::fromFloat(a.contactTime))
                         .set("penetration", Json::fromFloat(a.penetration))
                         .set("agentContacts", Json::number(double(a.agentContacts)))
                         .set("agentContactTime", Json::fromFloat(a.agentContactTime))
                         .set("agentPenetration", Json::fromFloat(a.agentPenetration))
                         .set("effort", Json::fromFloat(a.effort))
                         .set("laps", Json::number(double(a.laps)))
                         .set("pathLength", Json::fromFloat(a.pathLength))
                         .set("minClearance", Json::fromFloat(a.minClearance))
                         .set("final", point(a.position));
        // Only for an agent its script stopped (its message): every other report stays as it was.
        if (a.stop == StopReason::Script && i < w.scriptSlots().size())
            agent.set("message", Json::string(w.scriptSlots()[i].message));
        agents.push(std::move(agent));
    }
    const RunTotals t = runTotals(w);
    Json run = Json::object()
                   .set("agents", Json::number(double(t.agents)))
                   .set("reached", Json::number(double(t.reached)))
                   .set("collisions", Json::number(double(t.collisions)))
                   .set("contactTime", Json::fromFloat(t.contactTime))
                   .set("penetration", Json::fromFloat(t.penetration))
                   .set("agentContacts", Json::number(double(t.agentContacts)))
                   .set("agentContactTime", Json::fromFloat(t.agentContactTime))
                   .set("agentPenetration", Json::fromFloat(t.agentPenetration));
    return Json::object()
        .set("steps", Json::number(double(w.stepCount())))
        .set("hash", Json::string(toHex(w.hash())))
        .set("run", std::move(run))
        .set("agents", std::move(agents));
}

Json traceLine(const World& w) {
    Json positions = Json::array();
    for (const Agent& a : w.agents()) positions.push(point(a.position));
    return Json::object().set("step", Json::number(double(w.stepCount()))).set("pos", std::move(positions));
}

Json eventLine(const World& w, const Event& e) {
    const size_t i = size_t(e.agent);
    Json line = Json::object()
                    .set("step", Json::number(double(e.step)))
                    .set("agent", Json::number(double(e.agent)))
                    .set("name", Json::string(i < w.agentNames().size() ? w.agentNames()[i] : std::string()))
                    .set("event", Json::string(eventKindName(e.kind)));
    if (e.kind == EventKind::Stop) line.set("reason", Json::string(stopReasonName(e.stop)));
    if (e.kind == EventKind::Stop && e.stop == StopReason::Script && i < w.scriptSlots().size()) {
        line.set("message", Json::string(w.scriptSlots()[i].message));
    }
    if (e.kind == EventKind::Lap) line.set("laps", Json::number(double(e.laps)));
    if (e.kind == EventKind::Replanned) line.set("reason", Json::string(routeReasonName(RouteReason(e.other))));
    if (e.kind == EventKind::CollisionBegin || e.kind == EventKind::CollisionEnd) {
        if (e.other >= 0)
            line.set("circle", Json::number(double(e.other)));
        else if (e.other == kGoneObstacle)
            line.set("obstacle", Json::string("removed"));
        else
            line.set("wall", Json::number(double(-1 - e.other)));
    }
    if (e.kind == EventKind::ContactBegin || e.kind == EventKind::ContactEnd) {
        const size_t j = size_t(e.other);
        line.set("other", Json::number(double(e.other)));
        line.set("otherName", Json::string(j < w.agentNames().size() ? w.agentNames()[j] : std::string()));
    }
    return line;
}

}  // namespace sidestep
