#pragma once
/// A scenario's text loaded into a run, as the page opens a file: read and checked (parseScenario), then the run
/// built (buildTimeline) in place of the one given, which is left untouched when the text is refused. Also what
/// the page reads of the file besides the run: its title, description, view and compare set.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "sidestep/explain/message.hpp"
#include "sidestep/io/read_progress.hpp"

namespace sidestep {

class Timeline;

/// What a load gives the page besides the run.
struct ScenarioLoad {
    std::vector<std::string> errors;  ///< English, one per error; empty when the run was built
    std::vector<Message> messages;    ///< one per error: its message id and arguments (docs/languages.md)
    std::string title, description;
    std::string view;      ///< the file's view as JSON text, "" when it has none
    std::string compare;   ///< its compare set as JSON text, "" when it has none
    bool stopped = false;  ///< refused because the reading was stopped when asked (ReadProgress::stop)
    bool ok() const { return errors.empty(); }
};

/// Reads `text` and, when it is a valid scenario, builds its run in place of `into` (keeping `into`'s keyframe
/// budget); otherwise `into` is untouched. With `progress`, the bytes read so far are stored there as it goes, and a
/// stop asked for there before the run is built refuses the text (stopped).
ScenarioLoad loadScenario(Timeline& into, std::string_view text, ReadProgress* progress = nullptr);

}  // namespace sidestep
