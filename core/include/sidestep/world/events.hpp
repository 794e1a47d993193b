#pragma once
/// What happened to each agent at each step, as events: a collision with an obstacle begins or ends, a
/// contact with another agent begins or ends (an end is the end of the episode: the body clear again by
/// the measures' tolerance, so each begin has at most one end), a grid agent returns to the cell it just left, an agent
/// reaches its goal or stops (with the reason), a lap is completed, an agent plans its route again (after its
/// first plan: an edit blocked it, it was pushed off it, or it was edited; `other` is the RouteReason). Collisions and
/// contacts are the episodes the measures began and ended in the step (one per obstacle, one per pair: a contact is an
/// event for each of its two agents), the rest found by comparing each agent before and after the step.
#include <cstdint>
#include <vector>

#include "sidestep/behaviors/agent.hpp"

namespace sidestep {

class World;

enum class EventKind : uint32_t {
    CollisionBegin,
    CollisionEnd,
    ContactBegin,
    ContactEnd,
    Return,
    Reached,
    Stop,
    Lap,
    Replanned
};
inline constexpr uint32_t kEventKinds = 9;

/// The event's name in reports and the page ("collisionBegin").
const char* eventKindName(EventKind kind);

/// Six 32-bit fields, no padding: the page reads them as an Int32Array view (eventLayout().stride per event).
struct Event {
    uint32_t step = 0;   ///< the step after which it was seen
    int32_t agent = -1;  ///< the agent's index
    EventKind kind = EventKind::CollisionBegin;
    StopReason stop = StopReason::Moving;  ///< the agent's stop reason then (Stop: why it stopped)
    int32_t laps = 0;                      ///< the agent's lap count then
    int32_t other = -1;  ///< collisions: the obstacle (see episodes.hpp); contacts: the other agent; else -1
};
static_assert(sizeof(Event) == 24, "Event is read as 6 int32 per event");

/// Compares each agent's measures with the last look.
class EventRecorder {
public:
    /// Remembers the world's agents as they are now.
    void look(const World& world);
    /// Appends what changed since the last look (at the world's current step), then looks again.
    void record(const World& world, std::vector<Event>& out);

private:
    struct Tally {
        uint32_t returns;
        StopReason stop;
        int32_t laps;
        uint32_t replans;
    };
    std::vector<Tally> last_;
    std::vector<Event> step_, sorted_;  // scratch: one step's events before they are put in agent order
};

}  // namespace sidestep
