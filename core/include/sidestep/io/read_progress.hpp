#pragma once
/// How far a reader of a big text got, for another thread to watch, and that thread's request to stop reading
/// (the page asked for another scene meanwhile). The reader looks at both now and then: every 256 KiB of JSON read,
/// and between the text's reading, its checking and the run's building.
#include <atomic>
#include <cstddef>

namespace sidestep {

struct ReadProgress {
    std::atomic<size_t> read{0};    ///< bytes of the text read so far (its size once read)
    std::atomic<bool> stop{false};  ///< set by the watcher: the reader gives up at its next look, refusing the text
    bool stopped() const { return stop.load(std::memory_order_relaxed); }
};

}  // namespace sidestep
