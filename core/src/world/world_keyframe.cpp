// A world as the timeline keeps it: keyframe() copies the state without the decision records and scratch
// (rebuilt from the state when needed), and bytes() counts what a world holds, for the keyframes' budget.
#include "sidestep/world/world.hpp"

namespace sidestep {

World World::keyframe() const {
    World copy;
    copy.grid_ = grid_;
    copy.circles_ = circles_;
    copy.agents_ = agents_;
    copy.routes_ = routes_;
    copy.obstaclesVersion_ = obstaclesVersion_;
    copy.routesChecked_ = routesChecked_;
    copy.names_ = names_;
    copy.serials_ = serials_;
    copy.nextSerial_ = nextSerial_;
    copy.gridDecisions_.assign(agents_.size(), GridDecision{});
    copy.terrain_ = terrain_;
    copy.wallHeight_ = wallHeight_;
    copy.lowCircles_ = lowCircles_;
    copy.terrainRevision_ = terrainRevision_;
    copy.relief_ = relief_;
    copy.paths_ = paths_;
    copy.targets_ = targets_;
    copy.circleIndex_ = circleIndex_;
    copy.indexOn_ = indexOn_;
    copy.circlesDirty_ = circlesDirty_;
    // (the outline is rebuilt when an orca agent needs it)
    copy.episodes_ = episodes_;
    copy.config_ = config_;
    copy.stepCount_ = stepCount_;
    copy.revision_ = revision_;
    copy.random_ = random_;
    copy.script_.sources = script_.sources;
    copy.script_.slots = script_.slots;
    copy.script_.host = script_.host;
    return copy;  // decisions, gaps and the agent index are stale: recomputed before they are read
}

size_t World::bytes() const {
    auto storage = [](const auto& v) { return v.capacity() * sizeof(v[0]); };
    size_t n = sizeof(World) + size_t(grid_.width()) * size_t(grid_.height()) + storage(circles_) + storage(agents_) +
               storage(gridDecisions_) + storage(steering_) + storage(context_) + storage(contextSlot_) +
               storage(paths_) + storage(targets_) + storage(gaps_) + storage(serials_) + storage(intents_) +
               storage(starts_) + storage(names_) + storage(orca_) + storage(slope_) + storage(script_.slots) +
               storage(script_.records);
    for (const ScriptSource& s : script_.sources) n += s.name.capacity() + s.source.capacity();
    for (const ScriptSlot& s : script_.slots) n += s.memory.capacity() + s.message.capacity();
    n += terrain_.bytes();
    for (const Path& p : paths_) n += storage(p.points);
    for (const Route& r : routes_) n += sizeof(Route) + storage(r.waypoints);
    n += decide_.planner.bytes();
    n += circleIndex_.bytes() + grid_.bitBytes() + outline_.bytes() + regions_.bytes() + episodes_.bytes();
    return n;
}

}  // namespace sidestep
