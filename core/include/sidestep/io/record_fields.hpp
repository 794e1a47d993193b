#pragma once
/// The records' fields by name: where each lies in its record, in 4-byte words. The one list the bindings
/// build the page's layouts from (wasm/layouts.cpp), so JS never writes an offset; a test checks that each
/// list covers its record word for word, with no gap and no overlap, so a field added to a record and not
/// here fails it. Names are the page's: a vector `start` is `startX`, `startY`.
#include <cstddef>
#include <cstdint>
#include <utility>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/behaviors/context.hpp"
#include "sidestep/behaviors/feelers_slope.hpp"
#include "sidestep/behaviors/nproxy.hpp"
#include "sidestep/behaviors/orca.hpp"
#include "sidestep/behaviors/steering.hpp"
#include "sidestep/geometry/circle.hpp"
#include "sidestep/geometry/outline.hpp"
#include "sidestep/world/events.hpp"

namespace sidestep {

/// One field: its name, its first word and its length in words (an array's whole length).
struct RecordField {
    const char* name;
    uint32_t word;
    uint32_t words;
};

/// A record's fields and its size in words.
struct RecordFields {
    const RecordField* fields;
    size_t count;
    uint32_t stride;
    const char* record;  ///< the C++ type's name, for messages
};

}  // namespace sidestep

#define SIDESTEP_FIELD(Type, name, member)                                                             \
    ::sidestep::RecordField {                                                                          \
        name, uint32_t(offsetof(Type, member) / 4), uint32_t(sizeof(std::declval<Type&>().member) / 4) \
    }
#define SIDESTEP_VEC_FIELDS(Type, name, member) \
    SIDESTEP_FIELD(Type, name "X", member.x), SIDESTEP_FIELD(Type, name "Y", member.y)
#define SIDESTEP_RECORD(Type, table) \
    ::sidestep::RecordFields { table, sizeof(table) / sizeof(table[0]), uint32_t(sizeof(Type) / 4), #Type }

namespace sidestep::fields {

inline const RecordField kAgent[] = {
    SIDESTEP_FIELD(Agent, "kind", kind),
    SIDESTEP_FIELD(Agent, "behavior", behavior),
    SIDESTEP_VEC_FIELDS(Agent, "start", start),
    SIDESTEP_VEC_FIELDS(Agent, "goal", goal),
    SIDESTEP_FIELD(Agent, "radius", radius),
    SIDESTEP_FIELD(Agent, "maxSpeed", maxSpeed),
    SIDESTEP_FIELD(Agent, "maxAccel", maxAccel),
    SIDESTEP_FIELD(Agent, "params", params),
    SIDESTEP_FIELD(Agent, "avoidAgents", avoidAgents),
    SIDESTEP_FIELD(Agent, "avoidance", avoidance),
    SIDESTEP_FIELD(Agent, "path", path),
    SIDESTEP_FIELD(Agent, "x", position.x),
    SIDESTEP_FIELD(Agent, "y", position.y),
    SIDESTEP_FIELD(Agent, "vx", velocity.x),
    SIDESTEP_FIELD(Agent, "vy", velocity.y),
    SIDESTEP_VEC_FIELDS(Agent, "previous", previous),
    SIDESTEP_VEC_FIELDS(Agent, "facing", facing),
    SIDESTEP_FIELD(Agent, "stop", stop),
    SIDESTEP_FIELD(Agent, "steps", steps),
    SIDESTEP_FIELD(Agent, "collisions", collisions),
    SIDESTEP_FIELD(Agent, "overlapping", overlapping),
    SIDESTEP_FIELD(Agent, "openCollisions", openCollisions),
    SIDESTEP_FIELD(Agent, "contactTime", contactTime),
    SIDESTEP_FIELD(Agent, "penetration", penetration),
    SIDESTEP_FIELD(Agent, "agentContacts", agentContacts),
    SIDESTEP_FIELD(Agent, "touchingAgent", touchingAgent),
    SIDESTEP_FIELD(Agent, "openContacts", openContacts),
    SIDESTEP_FIELD(Agent, "agentContactTime", agentContactTime),
    SIDESTEP_FIELD(Agent, "agentPenetration", agentPenetration),
    SIDESTEP_FIELD(Agent, "pathLength", pathLength),
    SIDESTEP_FIELD(Agent, "minClearance", minClearance),
    SIDESTEP_FIELD(Agent, "effort", effort),
    SIDESTEP_FIELD(Agent, "returns", returns),
    SIDESTEP_VEC_FIELDS(Agent, "lastReturn", lastReturn),
    SIDESTEP_FIELD(Agent, "memory", memory),
    SIDESTEP_FIELD(Agent, "speedScale", speedScale),
    SIDESTEP_FIELD(Agent, "laps", laps),
    SIDESTEP_FIELD(Agent, "pathProgress", pathProgress),
    SIDESTEP_FIELD(Agent, "blockedTime", blockedTime),
    SIDESTEP_FIELD(Agent, "sidestepTime", sidestepTime),
    SIDESTEP_FIELD(Agent, "bestDistance", bestDistance),
    SIDESTEP_FIELD(Agent, "closest", closest),
    SIDESTEP_FIELD(Agent, "stalled", stalled),
    SIDESTEP_FIELD(Agent, "driven", driven),
    SIDESTEP_VEC_FIELDS(Agent, "driveInput", driveInput),
    SIDESTEP_FIELD(Agent, "assist", assist),
    SIDESTEP_FIELD(Agent, "terrainHits", terrainHits),
    SIDESTEP_FIELD(Agent, "planner", planner),
    SIDESTEP_FIELD(Agent, "routeStatus", routeStatus),
    SIDESTEP_FIELD(Agent, "routeWaypoints", routeWaypoints),
    SIDESTEP_FIELD(Agent, "routeNext", routeNext),
    SIDESTEP_FIELD(Agent, "routeLength", routeLength),
    SIDESTEP_FIELD(Agent, "routeExpanded", routeExpanded),
    SIDESTEP_FIELD(Agent, "routeTested", routeTested),
    SIDESTEP_FIELD(Agent, "routeLeft", routeLeft),
    SIDESTEP_FIELD(Agent, "legDistance", legDistance),
    SIDESTEP_VEC_FIELDS(Agent, "legFrom", legFrom),
    SIDESTEP_VEC_FIELDS(Agent, "aim", aim),
    SIDESTEP_FIELD(Agent, "replanStep", replanStep),
    SIDESTEP_FIELD(Agent, "replanReason", replanReason),
    SIDESTEP_FIELD(Agent, "replans", replans),
};

inline const RecordField kCircle[] = {
    SIDESTEP_FIELD(Circle, "x", center.x), SIDESTEP_FIELD(Circle, "y", center.y),
    SIDESTEP_FIELD(Circle, "radius", radius), SIDESTEP_FIELD(Circle, "height", height),  // Infinity: tall
};

inline const RecordField kGridDecision[] = {
    SIDESTEP_FIELD(GridDecision, "proxy", proxy),     SIDESTEP_FIELD(GridDecision, "step", step),
    SIDESTEP_FIELD(GridDecision, "chosen", chosen),   SIDESTEP_FIELD(GridDecision, "rule", rule),
    SIDESTEP_FIELD(GridDecision, "stop", stop),       SIDESTEP_FIELD(GridDecision, "returning", returning),
    SIDESTEP_FIELD(GridDecision, "refused", refused),
};

inline const RecordField kContext[] = {
    SIDESTEP_FIELD(ContextRecord, "slots", slots),
    SIDESTEP_FIELD(ContextRecord, "source", source),
    SIDESTEP_FIELD(ContextRecord, "allMasked", allMasked),
    SIDESTEP_FIELD(ContextRecord, "blocker", blocker),
    SIDESTEP_FIELD(ContextRecord, "inside", inside),
    SIDESTEP_FIELD(ContextRecord, "lookAhead", lookAhead),
    SIDESTEP_VEC_FIELDS(ContextRecord, "heading", heading),
    SIDESTEP_VEC_FIELDS(ContextRecord, "desired", desiredDirection),
    SIDESTEP_VEC_FIELDS(ContextRecord, "pathPoint", pathPoint),
    SIDESTEP_VEC_FIELDS(ContextRecord, "chosen", chosen),
    SIDESTEP_VEC_FIELDS(ContextRecord, "desiredVelocity", desiredVelocity),
    SIDESTEP_FIELD(ContextRecord, "rawInterest", rawInterest),
    SIDESTEP_FIELD(ContextRecord, "interest", interest),
    SIDESTEP_FIELD(ContextRecord, "danger", danger),
    SIDESTEP_FIELD(ContextRecord, "hit", hit),
    SIDESTEP_FIELD(ContextRecord, "reach", reach),
};

inline const RecordField kOrcaLine[] = {
    SIDESTEP_VEC_FIELDS(OrcaLine, "point", point), SIDESTEP_VEC_FIELDS(OrcaLine, "direction", direction),
    SIDESTEP_FIELD(OrcaLine, "source", source),    SIDESTEP_FIELD(OrcaLine, "index", index),
    SIDESTEP_FIELD(OrcaLine, "region", region),    SIDESTEP_FIELD(OrcaLine, "share", share),
    SIDESTEP_FIELD(OrcaLine, "slack", slack),
};

inline const RecordField kOrca[] = {
    SIDESTEP_FIELD(OrcaRecord, "neighborCount", neighborCount),
    SIDESTEP_FIELD(OrcaRecord, "neighbors", neighbors),
    SIDESTEP_FIELD(OrcaRecord, "lineCount", lineCount),
    SIDESTEP_FIELD(OrcaRecord, "obstacleLineCount", obstacleLineCount),
    SIDESTEP_FIELD(OrcaRecord, "obstaclesLeftOut", obstaclesLeftOut),
    SIDESTEP_FIELD(OrcaRecord, "lines", lines),
    SIDESTEP_VEC_FIELDS(OrcaRecord, "preferred", preferred),
    SIDESTEP_VEC_FIELDS(OrcaRecord, "chosen", chosen),
    SIDESTEP_FIELD(OrcaRecord, "outcome", outcome),
    SIDESTEP_FIELD(OrcaRecord, "binding", binding),
    SIDESTEP_FIELD(OrcaRecord, "bindingAlso", bindingAlso),
    SIDESTEP_FIELD(OrcaRecord, "speedLimited", speedLimited),
    SIDESTEP_FIELD(OrcaRecord, "violation", violation),
    SIDESTEP_FIELD(OrcaRecord, "maxSpeed", maxSpeed),
    SIDESTEP_FIELD(OrcaRecord, "stalled", stalled),
    SIDESTEP_FIELD(OrcaRecord, "progress", progress),
    SIDESTEP_FIELD(OrcaRecord, "stallBy", stallBy),
    SIDESTEP_FIELD(OrcaRecord, "passRight", passRight),
};

inline const RecordField kOutlineEdge[] = {
    SIDESTEP_FIELD(OutlineEdge, "ax", a.x),
    SIDESTEP_FIELD(OutlineEdge, "ay", a.y),
    SIDESTEP_FIELD(OutlineEdge, "bx", b.x),
    SIDESTEP_FIELD(OutlineEdge, "by", b.y),
    SIDESTEP_VEC_FIELDS(OutlineEdge, "normal", normal),
    SIDESTEP_FIELD(OutlineEdge, "polygon", polygon),
};

inline const RecordField kRay[] = {
    SIDESTEP_VEC_FIELDS(RayRecord, "start", start),      SIDESTEP_VEC_FIELDS(RayRecord, "end", end),
    SIDESTEP_VEC_FIELDS(RayRecord, "hit", hitPoint),     SIDESTEP_VEC_FIELDS(RayRecord, "normal", normal),
    SIDESTEP_FIELD(RayRecord, "length", length),         SIDESTEP_FIELD(RayRecord, "distance", distance),
    SIDESTEP_FIELD(RayRecord, "value", value),           SIDESTEP_FIELD(RayRecord, "hit", hit),
    SIDESTEP_FIELD(RayRecord, "fromInside", fromInside),
};

inline const RecordField kSteering[] = {
    SIDESTEP_FIELD(SteeringRecord, "rays", rays),
    SIDESTEP_FIELD(SteeringRecord, "rayCount", rayCount),
    SIDESTEP_FIELD(SteeringRecord, "rule", rule),
    SIDESTEP_VEC_FIELDS(SteeringRecord, "base", base),
    SIDESTEP_VEC_FIELDS(SteeringRecord, "steer", steer),
    SIDESTEP_VEC_FIELDS(SteeringRecord, "brake", brake),
    SIDESTEP_VEC_FIELDS(SteeringRecord, "avoid", avoid),
    SIDESTEP_VEC_FIELDS(SteeringRecord, "limit", limit),
    SIDESTEP_VEC_FIELDS(SteeringRecord, "target", target),
    SIDESTEP_VEC_FIELDS(SteeringRecord, "accel", acceleration),
    SIDESTEP_VEC_FIELDS(SteeringRecord, "velocity", velocity),
    SIDESTEP_FIELD(SteeringRecord, "emergency", emergency),
    SIDESTEP_FIELD(SteeringRecord, "chosenRay", chosenRay),
    SIDESTEP_FIELD(SteeringRecord, "threat", threat),
    SIDESTEP_FIELD(SteeringRecord, "threatTime", threatTime),
    SIDESTEP_FIELD(SteeringRecord, "threatSeparation", threatSeparation),
    SIDESTEP_VEC_FIELDS(SteeringRecord, "threatSelf", threatSelf),
    SIDESTEP_VEC_FIELDS(SteeringRecord, "threatOther", threatOther),
    SIDESTEP_FIELD(SteeringRecord, "avoidWeight", avoidWeight),
    SIDESTEP_FIELD(SteeringRecord, "note", note),
    SIDESTEP_FIELD(SteeringRecord, "influence", influence),
};

inline const RecordField kFeelerProfile[] = {
    SIDESTEP_FIELD(FeelerProfile, "length", length),
    SIDESTEP_FIELD(FeelerProfile, "endZ", endZ),
    SIDESTEP_FIELD(FeelerProfile, "hit", hit),
    SIDESTEP_FIELD(FeelerProfile, "hitDistance", hitDistance),
    SIDESTEP_FIELD(FeelerProfile, "hitZ", hitZ),
    SIDESTEP_FIELD(FeelerProfile, "obstacleKind", obstacleKind),
    SIDESTEP_FIELD(FeelerProfile, "obstacleFrom", obstacleFrom),
    SIDESTEP_FIELD(FeelerProfile, "obstacleTo", obstacleTo),
    SIDESTEP_FIELD(FeelerProfile, "obstacleTop", obstacleTop),
    SIDESTEP_FIELD(FeelerProfile, "obstacleHeight", obstacleHeight),
    SIDESTEP_FIELD(FeelerProfile, "passedOver", passedOver),
};

inline const RecordField kSlope[] = {
    SIDESTEP_FIELD(SlopeRecord, "active", active),
    SIDESTEP_FIELD(SlopeRecord, "compensate", compensate),
    SIDESTEP_FIELD(SlopeRecord, "ground", ground),
    SIDESTEP_FIELD(SlopeRecord, "startZ", startZ),
    SIDESTEP_FIELD(SlopeRecord, "normalX", normalX),
    SIDESTEP_FIELD(SlopeRecord, "normalY", normalY),
    SIDESTEP_FIELD(SlopeRecord, "normalZ", normalZ),
    SIDESTEP_FIELD(SlopeRecord, "dot", dot),
    SIDESTEP_FIELD(SlopeRecord, "sign", sign),
    SIDESTEP_FIELD(SlopeRecord, "size", size),
    SIDESTEP_FIELD(SlopeRecord, "target", target),
    SIDESTEP_FIELD(SlopeRecord, "kind", kind),
    SIDESTEP_FIELD(SlopeRecord, "offset", offset),
    SIDESTEP_FIELD(SlopeRecord, "profileTo", profileTo),
    SIDESTEP_FIELD(SlopeRecord, "groundHits", groundHits),
    SIDESTEP_FIELD(SlopeRecord, "feelers", feelers),
};

inline const RecordField kFeelerGround[] = {
    SIDESTEP_FIELD(FeelerGround, "groundAgent", agent),
    SIDESTEP_FIELD(FeelerGround, "groundHeights", heights),
};

inline const RecordField kEvent[] = {
    SIDESTEP_FIELD(Event, "step", step), SIDESTEP_FIELD(Event, "agent", agent), SIDESTEP_FIELD(Event, "kind", kind),
    SIDESTEP_FIELD(Event, "stop", stop), SIDESTEP_FIELD(Event, "laps", laps),   SIDESTEP_FIELD(Event, "other", other),
};

/// Every list, for the test that checks them against their records.
inline const RecordFields kAll[] = {
    SIDESTEP_RECORD(Agent, kAgent),
    SIDESTEP_RECORD(Circle, kCircle),
    SIDESTEP_RECORD(GridDecision, kGridDecision),
    SIDESTEP_RECORD(ContextRecord, kContext),
    SIDESTEP_RECORD(OrcaLine, kOrcaLine),
    SIDESTEP_RECORD(OrcaRecord, kOrca),
    SIDESTEP_RECORD(OutlineEdge, kOutlineEdge),
    SIDESTEP_RECORD(RayRecord, kRay),
    SIDESTEP_RECORD(SteeringRecord, kSteering),
    SIDESTEP_RECORD(FeelerProfile, kFeelerProfile),
    SIDESTEP_RECORD(SlopeRecord, kSlope),
    SIDESTEP_RECORD(FeelerGround, kFeelerGround),
    SIDESTEP_RECORD(Event, kEvent),
};

}  // namespace sidestep::fields
