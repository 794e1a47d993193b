#pragma once
/// Scenario files, format v1: parsing with full validation, writing, and conversion to and from a World.
///
/// Every error names the field and the rule ("agents[3].params.P: must be an integer 0..256, got 300"),
/// and all errors found are reported (up to kMaxScenarioErrors). Unknown keys, behaviours and params are
/// errors, never silently dropped. The page, the CLI and the tests all use this one validator.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/explain/message.hpp"
#include "sidestep/geometry/circle.hpp"
#include "sidestep/geometry/grid.hpp"
#include "sidestep/geometry/path.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/world/edit.hpp"
#include "sidestep/world/region.hpp"
#include "sidestep/world/timeline.hpp"
#include "sidestep/world/variant.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

/// Largest scenario text accepted, in bytes (a 1024 x 1024 grid and 100,000 explicit agents, about 25 MB, fit
/// within it; a crowd described by "regions" takes a few lines).
inline constexpr size_t kMaxScenarioBytes = size_t(64) << 20;
/// At most this many errors are listed; a last line says how many more there were.
inline constexpr size_t kMaxScenarioErrors = 100;
inline constexpr size_t kMaxTitleLength = 200;
inline constexpr size_t kMaxDescriptionLength = 4000;

/// The overlays the page can draw, by name (the "view.overlays" of a share link).
const std::vector<const char*>& overlayNames();

/// Zoom limits of a saved camera, relative to the view that fits the whole world.
inline constexpr double kMinZoom = 0.25;
inline constexpr double kMaxZoom = 512.0;

/// What part of the world the page showed: the world point at the centre of the canvas and the zoom
/// relative to fitting the whole world (so a link shows the same place on any screen size).
struct Camera {
    float x = 0.0f;     ///< world units, 0..grid width
    float y = 0.0f;     ///< world units, 0..grid height
    float zoom = 1.0f;  ///< kMinZoom..kMaxZoom
};

/// How the page showed the scenario when it was shared: the step to open at, playing or paused,
/// overlays on, the selected agent, the camera. Optional in files; share links always carry it.
/// Fastest pace a view can ask for, steps per second.
inline constexpr float kMaxPace = 100000.0f;

struct ViewState {
    uint32_t step = 0;  ///< 0..sim.maxSteps
    bool playing = false;
    std::vector<std::string> overlays;  ///< names from overlayNames(), no repeats
    int32_t selected = -1;              ///< agent index, -1 for none
    /// Steps per second while playing, [1, kMaxPace], or 0: as fast as the machine goes. Files before
    /// "pace" wrote "speed" (simulated seconds per real second): read as speed / dt steps per second.
    float pace = 50.0f;
    bool hasPace = false;    ///< false: the page picks (real time, or watchable for grid agents)
    bool hasCamera = false;  ///< false: the whole world, fitted to the window
    Camera camera;
};

struct Scenario {
    std::string title;
    std::string description;
    Grid grid{16, 16};
    std::vector<Circle> circles;
    /// The ground's heights, (width + 1) x (height + 1) row-major ("world.terrain"); empty: level ground.
    std::vector<float> terrain;
    float wallHeight = kTall;  ///< the blocked cells' height above the ground ("world.wallHeight")
    std::vector<Path> paths;
    std::vector<Vec2> targets;  ///< points of interest for context agents with targetFalloff
    /// Every agent: first the regions' (expanded, in region order), then the file's "agents".
    std::vector<AgentDef> agents;
    /// The scene's scripts by name ("scripts"), run by script agents (see world/script.hpp).
    std::vector<ScriptSource> scripts;
    /// Crowds described as regions ("regions"): they hold agents[0 .. regionAgentCount(regions)), and are
    /// written as regions, so a file or link of a crowd stays a few lines.
    std::vector<CrowdRegion> regions;
    SimConfig sim;
    /// Edits made during the run, each applied when the run reaches its step (sorted, steps >= 1).
    std::vector<TimedEdit> history;
    /// Variants to run side by side (empty, or kMinVariants..kMaxVariants of them).
    std::vector<Variant> compare;
    bool hasView = false;
    ViewState view;
};

struct ScenarioParse {
    Scenario scenario;
    std::vector<std::string> errors;
    /// One per error: its message id and arguments for the page to word (docs/languages.md); an empty id for an
    /// error worded in English only.
    std::vector<Message> messages;
    bool ok() const { return errors.empty(); }
};

/// Parses and validates scenario JSON text.
/// With `progress`, the bytes of `text` read so far are stored there as it goes, and a stop asked for there while
/// the JSON is read refuses the text (parseJson).
ScenarioParse parseScenario(std::string_view text, ReadProgress* progress = nullptr);
/// Validates an already parsed document.
ScenarioParse scenarioFromJson(const Json& document);

/// The scenario as a JSON document (format v1), and as text.
Json scenarioToJson(const Scenario& scenario);
std::string writeScenario(const Scenario& scenario, int indent = 2);

/// One edit as the page sends it (the form of a history entry without "step"), validated.
struct EditParse {
    Edit edit;
    std::vector<std::string> errors;
    bool ok() const { return errors.empty(); }
};
EditParse parseEditText(std::string_view text);
/// An edit as JSON (with its step when `timed`, as "history" writes it).
Json editToJson(const TimedEdit& edit, bool timed);

/// The scenario's run: its world at step 0 and its history.
Timeline buildTimeline(const Scenario& scenario);
/// The run of compare variant k (< compare.size()): the scenario with the variant applied at step 0, and
/// its history. For a variant that does not fit the scene (the validator refuses such files), `error`
/// names the field and the run is the scenario's own; `why`, when given, gets the error as a message (without its
/// path: the variant's field comes first).
Timeline buildVariant(const Scenario& scenario, size_t k, std::string& error, Message* why = nullptr);
/// The scenario of a run: its step-0 world and its history.
Scenario scenarioFromTimeline(const Timeline& timeline);

/// A world set up as the scenario describes, at step 0 (its history is not applied: see buildTimeline).
World buildWorld(const Scenario& scenario);
/// Agent i's definition (i < agents().size()), and an agent as one entry of "agents" writes it (compact JSON).
AgentDef agentDefOf(const World& world, size_t i);
std::string writeAgent(const AgentDef& agent);
/// The scenario that rebuilds this world's definition (grid, circles, agents' starts, goals, params).
Scenario scenarioFromWorld(const World& world);

}  // namespace sidestep
