#pragma once
/// How far a reader of a big text got, for another thread to watch, and that thread's request to stop reading
/// (the page asked for another scene meanwhile). The reader looks at both now and then: every 256 KiB of JSON read
/// (parseJson), and once the text is read and checked, before the run is built (loadScenario). The checking and the
/// building themselves are not interrupted: about half of a whole load (a 4.45 MB text: JSON 112 ms, checking 52-55,
/// building 26-57, natively).
#include <atomic>
#include <cstddef>

namespace sidestep {

struct ReadProgress {
    std::atomic<size_t> read{0};    ///< bytes of the text read so far (its size once read)
    std::atomic<bool> stop{false};  ///< set by the watcher: the reader gives up at its next look, refusing the text
    bool stopped() const { return stop.load(std::memory_order_relaxed); }
};

}  // namespace sidestep
