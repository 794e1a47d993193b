// embind registration of the step's threads (sidestep/world/workers.hpp): how many the page's module can
// use and uses. The single-thread module answers 1 to both; the threaded one (sidestep-mt) as many as the
// page asks, up to its pool of web workers; and the run beside the page (sidestep/world/run_beside.hpp), which
// only this module has: the page's loop starts steps on a thread of their own and answers input meanwhile.
#include <emscripten/bind.h>

#include <string>

#include "scenario_load.hpp"
#include "sidestep/world/hash.hpp"
#include "sidestep/world/run_beside.hpp"
#include "sidestep/world/timeline.hpp"
#include "sidestep/world/workers.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

/// Sets the step's threads (the caller included, 0: one per core); returns the number set.
unsigned setStepThreads(unsigned threads) { return setThreads(threads); }
/// The step's threads now.
unsigned stepThreads() { return sharedWorkers().threads(); }
/// The world's hash after the steps beside the page last taken, as World's binding gives it (16 hex digits).
std::string besideHash(const RunBeside& runner) { return toHex(runner.hash()); }
/// The last load beside the page's answer, as Timeline.load's (scenario_load.hpp), once done().
val besideLoaded(const RunBeside& runner) { return loadAnswer(runner.loaded()); }
/// Bytes of the text being loaded read so far, and its size (numbers: a text is at most 64 MiB).
double besideLoadRead(const RunBeside& runner) { return double(runner.loadRead()); }
double besideLoadSize(const RunBeside& runner) { return double(runner.loadSize()); }
/// The next load's text as a Uint8Array over the module's memory, `bytes` long, for the page to fill
/// (RunBeside::textBuffer).
val besideTextBuffer(RunBeside& runner, double bytes) {
    return val(typed_memory_view(size_t(bytes), reinterpret_cast<uint8_t*>(runner.textBuffer(size_t(bytes)))));
}
/// Reads the text filled in besideTextBuffer() into `into` beside the page.
void besideStartLoadBuffer(RunBeside& runner, Timeline& into) { runner.startLoad(into); }

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_threads) {
    function("setThreads", &setStepThreads);
    function("threads", &stepThreads);
    function("coreCount", &coreCount);
    class_<RunBeside>("RunBeside")
        .constructor<>()
        .function("start", &RunBeside::start)
        .function("done", &RunBeside::done)
        .function("wait", &RunBeside::wait)
        .function("milliseconds", &RunBeside::milliseconds)
        .function("hash", &besideHash)
        .function("textBuffer", &besideTextBuffer)
        .function("startLoadBuffer", &besideStartLoadBuffer)
        .function("stopLoad", &RunBeside::stopLoad)
        .function("loaded", &besideLoaded)
        .function("loadRead", &besideLoadRead)
        .function("loadSize", &besideLoadSize);
}
