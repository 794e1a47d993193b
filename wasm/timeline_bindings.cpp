// embind registration of the Timeline: the page's run, which steps, goes back, takes edits (as the
// JSON the scenario's history writes) and reads and writes scenarios with their history. The World it
// holds is handed to JS as a borrowed handle: the page reads views through it and never deletes it.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>

#include "scenario_load.hpp"
#include "sidestep/io/edit_messages.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/io/message_json.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/io/scenario_load.hpp"
#include "sidestep/world/timeline.hpp"
#include "views.hpp"

using namespace emscripten;
using namespace sidestep;

val sidestep::loadAnswer(const ScenarioLoad& load) {
    val o = val::object();
    val errors = val::array();
    for (const std::string& e : load.errors) errors.call<void>("push", e);
    o.set("errors", errors);
    if (load.stopped) o.set("stopped", true);  // asked to stop (RunBeside.stopLoad): nothing to say
    o.set("messages", errorMessagesText(load.errors, load.messages));  // each error's message, for the page
    if (!load.ok()) return o;
    o.set("title", load.title);
    o.set("description", load.description);
    o.set("view", load.view);
    o.set("compare", load.compare);  // "" when the file has no compare set
    return o;
}

namespace {

World* worldOf(Timeline& t) { return &t.world(); }

/// An edit's outcome for the page: the World's {index, error} and the error's message as JSON text ({id, args}; ""
/// when the error has none, such as the parse's, which editErrors words), for the page to word (docs/languages.md).
struct EditReply {
    int32_t index = -1;
    std::string error;
    std::string message;
};

EditReply reply(const EditResult& r) {
    return {r.index, r.error, r.message.id.empty() ? std::string() : writeJson(messageToJson(r.message), 0)};
}

/// Applies one edit given as JSON text; {index, error, message} as the World's edits return.
EditReply edit(Timeline& t, const std::string& text) {
    const EditParse p = parseEditText(text);
    if (!p.ok()) {
        std::string all;
        for (const std::string& e : p.errors) all += (all.empty() ? "" : "; ") + e;
        return {-1, all, {}};
    }
    return reply(t.edit(p.edit));
}

/// Applies one edit (JSON text) to the scenario at step 0, keeping the history, and replays to `step`
/// (Timeline::editFromStart: a lesson's checkpoint).
EditReply editFromStart(Timeline& t, const std::string& text, uint32_t step) {
    const EditParse p = parseEditText(text);
    if (!p.ok()) {
        std::string all;
        for (const std::string& e : p.errors) all += (all.empty() ? "" : "; ") + e;
        return {-1, all, {}};
    }
    return reply(t.editFromStart(p.edit, step));
}

/// Why an edit given as JSON text was refused by its parse, for the page to word (docs/languages.md): JSON text
/// {"errors": [English], "messages": [{id, args} or null]}, one of each per error ({"errors": []} when it parses).
std::string editErrors(const std::string& text) {
    std::vector<Message> messages;
    const EditParse p = parseEditText(text, &messages);
    Json errors = Json::array();
    for (const std::string& e : p.errors) errors.push(Json::string(e));
    Json list = Json::array();
    for (size_t i = 0; i < p.errors.size(); ++i)
        list.push(i < messages.size() && !messages[i].id.empty() ? messageToJson(messages[i]) : Json());
    return writeJson(Json::object().set("errors", std::move(errors)).set("messages", std::move(list)), 0);
}

/// The script log's lines of calls made before `step` (what led to the world at `step`), the last `most` of
/// them: {lines: [{step, agent, stop, text}], total: lines before `step`, fullFrom: the first step not all
/// kept, or -1}.
val scriptLog(const Timeline& t, uint32_t step, uint32_t most) {
    const std::vector<ScriptLogLine>& lines = t.scriptLog().lines();
    const size_t end = size_t(std::lower_bound(lines.begin(), lines.end(), step,
                                               [](const ScriptLogLine& l, uint32_t s) { return l.step < s; }) -
                              lines.begin());
    const size_t begin = end > most ? end - most : 0;
    val list = val::array();
    for (size_t k = begin; k < end; ++k) {
        val o = val::object();
        o.set("step", lines[k].step);
        o.set("agent", lines[k].agent);
        o.set("stop", lines[k].stop);
        o.set("text", lines[k].text);
        list.call<void>("push", o);
    }
    val out = val::object();
    out.set("lines", list);
    out.set("total", uint32_t(end));
    const uint32_t full = t.scriptLog().fullFrom();
    out.set("fullFrom", full == ScriptLog::kNotFull || full >= step ? -1 : int32_t(full));
    return out;
}

/// Replaces the run with the scenario when it is valid (at step 0); otherwise leaves it untouched (loadAnswer).
val load(Timeline& t, const std::string& text) { return loadAnswer(loadScenario(t, text)); }

/// The run as scenario JSON text: step 0 and the history (title, description and view are the page's).
std::string exportScenario(const Timeline& t) { return writeScenario(scenarioFromTimeline(t), 0); }

/// The steps at which the history has edits, ascending, one entry per edit.
val historySteps(const Timeline& t) {
    val list = val::array();
    for (const TimedEdit& e : t.history()) list.call<void>("push", e.step);
    return list;
}

/// The kind of each edit of the history, in order ("setCell"; historySteps() gives their steps).
val historyKinds(const Timeline& t) {
    val list = val::array();
    for (const TimedEdit& e : t.history()) list.call<void>("push", std::string(editKindName(e.edit.kind)));
    return list;
}

/// Moves every edit of the history into the scenario at step 0 and replays to the step the run was at
/// (Timeline::foldIntoScenario): {index: edits moved, error, message}, as an edit's reply.
EditReply foldIntoScenario(Timeline& t) { return reply(t.foldIntoScenario()); }

/// The run's events (steps 1..frontier) as an Int32Array, `eventLayout().stride` words per event. It
/// detaches when the heap grows: take it again after any run, seek or edit.
val eventsView(const Timeline& t) {
    const std::vector<Event>& e = t.events();
    return val(typed_memory_view(e.size() * sizeof(Event) / 4, reinterpret_cast<const int32_t*>(e.data())));
}
uint32_t eventCount(const Timeline& t) { return uint32_t(t.events().size()); }

val eventLayout() { return bind::layoutOf(fields::kEvent, sizeof(Event)); }

val eventKindNames() {
    return bind::names([](unsigned k) { return eventKindName(EventKind(k)); }, kEventKinds);
}

/// A trail as the page reads it (Timeline::trail's positions). One per run.
struct TrailBuffer {
    std::vector<Vec2> points;
};

/// Fills `b` with agent i's trail up to now (the newest kTrailPoints) and returns it as a Float32Array
/// [x0, y0, x1, y1, ...]; it detaches when the heap grows.
val trailOf(const Timeline& t, int agent, TrailBuffer& b) {
    t.trail(agent, kTrailPoints, b.points);
    return bind::wordsView(b.points);
}
/// Names the run's past as it is now (Timeline::pastId), for the page's caches.
double pastId(const Timeline& t) { return double(t.pastId()); }

/// The crowd regions the scene's first agents come from, in order: [{name, count, first}] (Timeline::regions;
/// first: the index of its first agent).
val regions(const Timeline& t) {
    val list = val::array();
    uint32_t first = 0;
    for (const CrowdRegion& r : t.regions()) {
        val o = val::object();
        o.set("name", r.name);
        o.set("count", r.count);
        o.set("first", first);
        list.call<void>("push", o);
        first += r.count;
    }
    return list;
}
/// The region agent i came from (an index into regions()), or -1 for an explicit agent.
int regionOf(const Timeline& t, int agent) { return regionOfAgent(t.regions(), agent); }

/// Agent i of the scene at step 0 as one entry of "agents" (JSON text), whether it came from a region or not.
std::string agentJson(const Timeline& t, int agent) {
    return agent >= 0 && size_t(agent) < t.origin().agents().size() ? writeAgent(agentDefOf(t.origin(), size_t(agent)))
                                                                    : "";
}

Timeline copy(const Timeline& t) { return t; }
double keyframeBytes(const Timeline& t) { return double(t.keyframeBytes()); }
double recentBytes(const Timeline& t) { return double(t.recentBytes()); }
double budget(const Timeline& t) { return double(t.budget()); }
void setBudget(Timeline& t, double bytes) { t.setBudget(size_t(bytes > 0 ? bytes : 0)); }
uint32_t keyframeCount(const Timeline& t) { return uint32_t(t.keyframeCount()); }
uint32_t historySize(const Timeline& t) { return uint32_t(t.history().size()); }

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_timeline) {
    class_<Timeline>("Timeline")
        .constructor<int32_t, int32_t>()
        .function("world", &worldOf, allow_raw_pointers())
        .function("step", &Timeline::step)
        .function("frontier", &Timeline::frontier)
        .function("run", &Timeline::run)
        .function("seek", &Timeline::seek)
        .function("restartHere", &Timeline::restartHere)
        .function("edit", &edit)
        .function("load", &load)
        .function("exportScenario", &exportScenario)
        .function("historySteps", &historySteps)
        .function("historySize", &historySize)
        .function("historyKinds", &historyKinds)
        .function("foldIntoScenario", &foldIntoScenario)
        .function("editFromStart", &editFromStart)
        .function("scriptLog", &scriptLog)
        .function("regions", &regions)
        .function("regionOf", &regionOf)
        .function("agentJson", &agentJson)
        .function("clone", &copy)
        .function("keyframeCount", &keyframeCount)
        .function("keyframeBytes", &keyframeBytes)
        .function("recentBytes", &recentBytes)
        .function("interval", &Timeline::interval)
        .function("budget", &budget)
        .function("setBudget", &setBudget)
        .function("trail", &trailOf)
        .function("pastId", &pastId)
        .function("events", &eventsView)
        .function("eventCount", &eventCount);
    class_<TrailBuffer>("TrailBuffer").constructor<>();
    function("editErrors", &editErrors);
    value_object<EditReply>("EditReply")
        .field("index", &EditReply::index)
        .field("error", &EditReply::error)
        .field("message", &EditReply::message);
    function("eventLayout", &eventLayout);
    function("eventKindNames", &eventKindNames);
}
