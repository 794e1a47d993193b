// embind registration of the charts' series: a SeriesRecorder that follows a Timeline (with a scripted agent's
// show() values by name), and the channel tables (names, labels, units) that say what each recorded value is.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "sidestep/world/series.hpp"
#include "sidestep/world/timeline.hpp"
#include "views.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

val channel(const SeriesChannel& c) {
    val o = val::object();
    o.set("name", std::string(c.name));
    o.set("label", std::string(c.label));
    o.set("unit", std::string(c.unit));
    return o;
}

/// [{name, label, unit}] of a behaviour's agent samples, in the order of their values.
val agentChannels(uint32_t behavior) {
    val list = val::array();
    if (behavior >= kBehaviorCount) return list;
    const ChannelList& l = seriesChannels(Behavior(behavior));
    for (uint32_t k = 0; k < l.count; ++k) list.call<void>("push", channel(l.channels[k]));
    return list;
}

/// {name, label, unit} of the route's channel (its values at routeSeriesSlot of a sample).
val routeSeriesChannel() { return channel(routeChannel()); }

/// [{name, label, unit}] of the run's tallies.
val tallyChannels() {
    val list = val::array();
    for (const SeriesChannel& c : runChannels()) list.call<void>("push", channel(c));
    return list;
}

bool sync(SeriesRecorder& r, Timeline& t, uint32_t maxSteps) { return r.sync(t, maxSteps); }
/// kSampleFloats floats per step (NaN: none; the route's at kRouteSlot) over the samples' whole storage (sampleCount()
/// of them are filled), so the view stays valid while the series grows within it: take it again when viewsKey() changed
/// or the heap grew (its length is then 0).
val samples(const SeriesRecorder& r) {
    const std::vector<AgentSample>& s = r.samples();
    return val(typed_memory_view(s.capacity() * kSampleFloats, reinterpret_cast<const float*>(s.data())));
}
uint32_t sampleCount(const SeriesRecorder& r) { return uint32_t(r.samples().size()); }
/// kRunChannels uint32 per step over the tallies' whole storage (tallyCount() filled), as samples().
val tallies(const SeriesRecorder& r) {
    const std::vector<RunTally>& t = r.tallies();
    return val(typed_memory_view(t.capacity() * kRunChannels, reinterpret_cast<const uint32_t*>(t.data())));
}
uint32_t tallyCount(const SeriesRecorder& r) { return uint32_t(r.tallies().size()); }
/// kShownChannels floats per step over the shown values' whole storage (shownCount() filled: 0 while the agent
/// showed nothing), a scripted agent's show() values in the slots of shownNames(), as samples().
val shown(const SeriesRecorder& r) {
    const std::vector<ShownSample>& s = r.shown();
    return val(typed_memory_view(s.capacity() * kShownChannels, reinterpret_cast<const float*>(s.data())));
}
uint32_t shownCount(const SeriesRecorder& r) { return uint32_t(r.shown().size()); }
uint32_t shownNameCount(const SeriesRecorder& r) { return uint32_t(r.shownNames().size()); }
/// Changes whenever the names do (one added, forgotten going back, cleared).
uint32_t shownNamesChanges(const SeriesRecorder& r) { return r.shownNamesChanges(); }
/// [name] of the shown values' slots, in order: read again when shownNamesChanges() changed.
val shownNames(const SeriesRecorder& r) {
    val list = val::array();
    for (const std::string& n : r.shownNames()) list.call<void>("push", n);
    return list;
}
/// Where the storage behind samples() and tallies() is: either changes when it moved.
uint32_t samplesAt(const SeriesRecorder& r) { return uint32_t(reinterpret_cast<uintptr_t>(r.samples().data())); }
uint32_t talliesAt(const SeriesRecorder& r) { return uint32_t(reinterpret_cast<uintptr_t>(r.tallies().data())); }
uint32_t shownAt(const SeriesRecorder& r) { return uint32_t(reinterpret_cast<uintptr_t>(r.shown().data())); }

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_series) {
    class_<SeriesRecorder>("SeriesRecorder")
        .constructor<>()
        .function("watch", &SeriesRecorder::watch)
        .function("agent", &SeriesRecorder::agent)
        .function("sync", &sync)
        .function("samples", &samples)
        .function("sampleCount", &sampleCount)
        .function("tallies", &tallies)
        .function("tallyCount", &tallyCount)
        .function("samplesAt", &samplesAt)
        .function("talliesAt", &talliesAt)
        .function("shown", &shown)
        .function("shownCount", &shownCount)
        .function("shownAt", &shownAt)
        .function("shownNameCount", &shownNameCount)
        .function("shownNamesChanges", &shownNamesChanges)
        .function("shownNames", &shownNames);
    function("seriesChannels", &agentChannels);
    function("tallyChannels", &tallyChannels);
    constant("seriesStride", kSampleFloats);
    constant("routeSeriesSlot", kRouteSlot);
    function("routeSeriesChannel", &routeSeriesChannel);
    constant("shownStride", kShownChannels);
}
