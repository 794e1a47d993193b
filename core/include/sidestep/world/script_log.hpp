#pragma once
/// What scripted agents printed (print(), console.log(), world.note()) and why their scripts stopped them,
/// step by step: part of a run's record like its events, so a console that shows the lines up to the step on
/// screen shows the same after going back or seeking. Bounded: the first kMaxScriptLogLines lines of a run are
/// kept, and the log says when it is full.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace sidestep {

class World;

/// Most lines a run's script log keeps (the first ones; later ones are counted, not kept).
inline constexpr size_t kMaxScriptLogLines = 5000;

/// One line of the log.
struct ScriptLogLine {
    uint32_t step = 0;   ///< the step the script's call decided at (the script's agent.step)
    int32_t agent = -1;  ///< the agent's index then
    bool stop = false;   ///< the script stopped the agent (text: the stop's message)
    std::string text;    ///< what it printed (at most kMaxScriptNote bytes), or the stop's message
};

/// The lines of one run, in step and agent order.
class ScriptLog {
public:
    /// Adds what the scripts' calls that led to `world` (just stepped) printed, each line at world.stepCount() - 1.
    void record(const World& world);
    /// Forgets the lines of calls made at `step` or later (the run changed from there).
    void dropFrom(uint32_t step);
    void clear();
    const std::vector<ScriptLogLine>& lines() const { return lines_; }
    /// The first step whose lines were not all kept (the log was full), or kNotFull.
    uint32_t fullFrom() const { return fullFrom_; }
    static constexpr uint32_t kNotFull = UINT32_MAX;

private:
    std::vector<ScriptLogLine> lines_;
    uint32_t fullFrom_ = kNotFull;
};

}  // namespace sidestep
