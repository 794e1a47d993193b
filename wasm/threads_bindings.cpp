// embind registration of the step's threads (sidestep/world/workers.hpp): how many the page's module can
// use and uses. The single-thread module answers 1 to both; the threaded one (sidestep-mt) as many as the
// page asks, up to its pool of web workers.
#include <emscripten/bind.h>

#include "sidestep/world/workers.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

/// Sets the step's threads (the caller included, 0: one per core); returns the number set.
unsigned setStepThreads(unsigned threads) { return setThreads(threads); }
/// The step's threads now.
unsigned stepThreads() { return sharedWorkers().threads(); }

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_threads) {
    function("setThreads", &setStepThreads);
    function("threads", &stepThreads);
    function("coreCount", &coreCount);
}
