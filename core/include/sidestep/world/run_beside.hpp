#pragma once
/// A run's steps taken on a thread of their own, beside the thread that owns the run: a page's main thread stays
/// free for input while a crowd steps (it draws between the runs of steps, not during them: drawing reads the
/// run). The owner starts some steps, then leaves the Timeline alone until done() says they are taken (or wait()
/// returns): the steps are the same calls, in the same order, as Timeline::run followed by
/// World::refreshDecisions on the owner's thread, so the run's bits do not depend on where they were taken.
/// The thread is started by the first start().
/// The steps use all of the step's threads but one (sharedWorkers().limit): the owner's thread keeps a core.
/// On two cores, a page drawing 100,000 agents while they stepped on both answered a click on Pause after
/// 302 ms (median of 5; its frames, starved of a core); with one core left to it, after 3 ms (docs/speed.md,
/// The steps beside the page).
/// While steps are under way no other thread may step a world, use sharedWorkers() or call setThreads(): the
/// pool is the process's, one job at a time. One RunBeside steps at a time per process.
/// It also opens a scenario's text beside its owner (startLoad: a crowd file of many megabytes takes seconds to read
/// and build), on the same terms: the owner leaves the run it loads into alone until done(); stopLoad() makes it give
/// up early (the page asked for another scene meanwhile).
/// In a build without threads (the single-thread wasm module) start() and startLoad() do their work at once.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>

#include "sidestep/io/scenario_load.hpp"
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
    /// (World::refreshDecisions), beside the caller; with `withHash`, then the world's hash (World::hash: a pass
    /// over every byte of the state, about 44 ms at 100,000 agents in wasm), so that the owner need not take it.
    /// Waits first for any steps still under way.
    void start(Timeline& timeline, uint32_t steps, bool withHash = false);
    /// Reads scenario `text` into `into` beside the caller (loadScenario: `into` is replaced by the scenario's run
    /// when the text is valid, untouched otherwise), then takes its first decisions and hash (hash()). Waits first for
    /// any work still under way.
    void startLoad(Timeline& into, std::string text);
    /// The next load's text, `bytes` long, for the owner to fill in place before startLoad(into) (the page encodes
    /// its text straight into the module's memory: one copy, not one per character). Valid until then; the load
    /// under way, if any, is not touched.
    char* textBuffer(size_t bytes) {
        next_.resize(bytes);
        return next_.data();
    }
    /// Reads the text written into textBuffer() into `into`, as startLoad(into, text).
    void startLoad(Timeline& into) { startLoad(into, std::move(next_)); }
    /// Whether the work last started is done (true when none was started).
    bool done() const;
    /// Waits until the work last started is done; returns how many steps it took (Timeline::run's answer; 0 for a
    /// load).
    uint32_t wait();
    /// Asks the load under way to stop at its next look (every 256 KiB of text read, and before the run is built):
    /// the text is then refused (loaded().stopped) and the run loaded into left untouched. Any time; nothing when no
    /// load is under way. The owner still waits for it (done(), wait()), only shorter.
    void stopLoad() { progress_.stop.store(true, std::memory_order_relaxed); }
    /// How many bytes of the text being loaded were read (any time: the load's progress), and its size.
    size_t loadRead() const { return progress_.read.load(std::memory_order_relaxed); }
    size_t loadSize() const { return loadSize_; }
    /// What the last load gave besides the run, once done().
    const ScenarioLoad& loaded() const { return loaded_; }
    /// How long the steps last taken took on their thread, in milliseconds, once done() (a measure for the
    /// page's pace: it never enters the run).
    double milliseconds() const { return milliseconds_; }
    /// The world's hash after the steps last taken, once done(), when they were started `withHash` (else 0); after a
    /// load, the loaded world's once its first decisions are taken (World::refreshDecisions: a route planned is part
    /// of the state), 0 when the text was refused.
    uint64_t hash() const { return hash_; }

private:
    std::string next_;  ///< the next load's text, filled by the owner (textBuffer)
#if SIDESTEP_THREADS
    void serve();

    std::thread thread_;             ///< the steps' thread, started by the first start()
    mutable std::mutex mutex_;       ///< guards the request (timeline_, steps_, withHash_, load_, text_), stopping_,
                                     ///< and the answers (count_, milliseconds_, hash_, loaded_)
    std::condition_variable wake_;   ///< start() and the destructor wake the thread
    std::condition_variable taken_;  ///< the thread tells wait() the steps are taken
    Timeline* timeline_ = nullptr;   ///< the run to step or load into, set by start() or startLoad(); nullptr once done
    uint32_t steps_ = 0;             ///< how many start() asked for
    bool withHash_ = false;          ///< whether start() asked for the hash after them
    bool load_ = false;              ///< whether the work is a load (of text_ into timeline_)
    std::string text_;               ///< the text to load, moved out by the thread
    bool stopping_ = false;          ///< set by the destructor: the thread ends
    std::atomic<bool> done_{true};   ///< false from start() or startLoad() until the work is done (done() reads it)
#endif
    uint32_t count_ = 0;         ///< steps taken by the last start()
    double milliseconds_ = 0.0;  ///< how long they took
    uint64_t hash_ = 0;          ///< the world's hash after them, when asked for (else 0)
    ReadProgress progress_;      ///< the load's bytes read so far, and a stop asked for
    size_t loadSize_ = 0;        ///< the text's size
    ScenarioLoad loaded_;        ///< the last load's answer
};

}  // namespace sidestep
