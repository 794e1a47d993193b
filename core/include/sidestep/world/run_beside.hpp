#pragma once
/// A run's steps taken on a thread of their own, beside the thread that owns the run: a page's main thread
/// keeps drawing and answering input while a crowd steps. The owner starts some steps, then leaves the
/// Timeline alone until done() says they are taken (or wait() returns): the steps are the same calls, in the
/// same order, as Timeline::run followed by World::refreshDecisions on the owner's thread, so the run's bits
/// do not depend on where they were taken. One run at a time; the thread is started by the first start().
/// The steps use all of the step's threads but one (sharedWorkers().limit): the owner's thread keeps a core.
/// On two cores, a page drawing 100,000 agents while they stepped on both answered a click on Pause after
/// 297 ms (median; its frames' own work, starved of a core); with one core left to it, after 3 ms
/// (docs/speed.md, The steps beside the page).
/// In a build without threads (the single-thread wasm module) start() takes the steps at once.
#include <cstdint>

#include "sidestep/world/workers.hpp"

namespace sidestep {

class Timeline;

class RunBeside {
public:
    RunBeside() = default;
    /// Waits for the steps under way, then ends the thread.
    ~RunBeside();
    RunBeside(const RunBeside&) = delete;
    RunBeside& operator=(const RunBeside&) = delete;

    /// Takes up to `steps` steps of `timeline` (Timeline::run) and then its world's next decisions
    /// (World::refreshDecisions), beside the caller. Waits first for any steps still under way.
    void start(Timeline& timeline, uint32_t steps);
    /// Whether the steps last started are taken (true when none were started).
    bool done() const;
    /// Waits until the steps last started are taken; returns how many were (Timeline::run's answer).
    uint32_t wait();
    /// How long the steps last taken took on their thread, in milliseconds, once done() (a measure for the
    /// page's pace: it never enters the run).
    double milliseconds() const { return milliseconds_; }

private:
#if SIDESTEP_THREADS
    void serve();

    std::thread thread_;
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    std::condition_variable taken_;
    Timeline* timeline_ = nullptr;  ///< the run to step, set by start(); nullptr once its steps are taken
    uint32_t steps_ = 0;
    bool stopping_ = false;
    std::atomic<bool> done_{true};
#endif
    uint32_t count_ = 0;         ///< steps taken by the last start()
    double milliseconds_ = 0.0;  ///< how long they took
};

}  // namespace sidestep
