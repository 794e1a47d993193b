// ExplainSource: one agent's part of a World, as the explainers read it, made from the World and packed into bytes
// (and back) so that the page can write an explanation in the module that has the words.
#include "sidestep/explain/source.hpp"

#include <cstring>
#include <type_traits>

#include "sidestep/behaviors/nproxy.hpp"

namespace sidestep {

const std::string& NamedAgents::operator[](size_t i) const {
    static const std::string none;
    for (const auto& [k, name] : known) {
        if (k == i) return name;
    }
    return none;
}

namespace {

template <class T>
void take(AgentEntry<T>& e, const std::vector<T>& all, size_t i) {
    e.count = all.size();
    e.has = i < all.size();
    if (e.has) e.item = all[i];
}

void name(NamedAgents& names, const World& world, int64_t i) {
    if (i < 0 || size_t(i) >= world.agentNames().size()) return;
    for (const auto& known : names.known) {
        if (known.first == uint32_t(i)) return;
    }
    names.known.emplace_back(uint32_t(i), world.agentNames()[size_t(i)]);
}

}  // namespace

ExplainSource ExplainSource::of(const World& world, size_t i) {
    ExplainSource s;
    s.index_ = i;
    take(s.agent_, world.agents(), i);
    take(s.steering_, world.steering(), i);
    take(s.grid_, world.gridDecisions(), i);
    take(s.orca_, world.orcaRecords(), i);
    take(s.slope_, world.slopes(), i);
    take(s.scriptSlot_, world.scriptSlots(), i);
    take(s.scriptRecord_, world.scriptRecords(), i);
    if (const ContextRecord* map = world.contextMapOf(i)) {
        s.context_.has = true;
        s.context_.item = *map;
    }
    if (s.scriptSlot_.has && s.scriptSlot_.item.script >= 0)
        s.scriptName_ = world.scripts()[size_t(s.scriptSlot_.item.script)].name;
    // The agents its words name: itself, the one its agent avoidance flees, those behind its ORCA half-planes.
    s.names_.count = world.agentNames().size();
    name(s.names_, world, int64_t(i));
    if (s.steering_.has) name(s.names_, world, s.steering_.item.threat);
    if (s.orca_.has) {
        const OrcaRecord& m = s.orca_.item;
        for (uint32_t k = 0; k < m.lineCount && k < kMaxOrcaLines; ++k) {
            if (m.lines[k].source == OrcaSource::Agent) name(s.names_, world, m.lines[k].index);
        }
    }
    if (s.agent_.has && s.agent_.item.kind == AgentKind::Grid) s.circles_ = world.circles();
    s.bigDistance_ = sidestep::bigDistance(world.grid());
    s.config_ = world.config();
    s.stepCount_ = world.stepCount();
    s.hasRelief_ = world.hasRelief();
    return s;
}

// ---- bytes ----------------------------------------------------------------------------------------------------

namespace {

struct Writer {
    std::string out;
    template <class T>
    void raw(const T& v) {
        static_assert(std::is_trivially_copyable_v<T>, "packed as it is in memory");
        out.append(reinterpret_cast<const char*>(&v), sizeof v);
    }
    void text(const std::string& s) {
        raw(uint32_t(s.size()));
        out += s;
    }
    template <class T>
    void entry(const AgentEntry<T>& e) {
        raw(uint8_t(e.has));
        raw(uint64_t(e.count));
        if (e.has) raw(e.item);
    }
};

struct Reader {
    std::string_view in;
    bool ok = true;
    template <class T>
    void raw(T& v) {
        static_assert(std::is_trivially_copyable_v<T>, "packed as it is in memory");
        if (!ok || in.size() < sizeof v) {
            ok = false;
            return;
        }
        std::memcpy(&v, in.data(), sizeof v);
        in.remove_prefix(sizeof v);
    }
    void text(std::string& s) {
        uint32_t n = 0;
        raw(n);
        if (!ok || in.size() < n) {
            ok = false;
            return;
        }
        s.assign(in.data(), n);
        in.remove_prefix(n);
    }
    template <class T>
    void entry(AgentEntry<T>& e) {
        uint8_t has = 0;
        uint64_t count = 0;
        raw(has);
        raw(count);
        e.has = has != 0;
        e.count = size_t(count);
        if (e.has) raw(e.item);
    }
};

/// The script parts, field by field (they hold strings).
void writeSlot(Writer& w, const AgentEntry<ScriptSlot>& e) {
    w.raw(uint8_t(e.has));
    w.raw(uint64_t(e.count));
    if (!e.has) return;
    w.raw(e.item.script);
    w.raw(uint32_t(e.item.params.size()));
    for (const std::string& p : e.item.params) w.text(p);
    w.text(e.item.memory);
    w.text(e.item.message);
}

void readSlot(Reader& r, AgentEntry<ScriptSlot>& e) {
    uint8_t has = 0;
    uint64_t count = 0;
    r.raw(has);
    r.raw(count);
    e.has = has != 0;
    e.count = size_t(count);
    if (!e.has) return;
    uint32_t n = 0;
    r.raw(e.item.script);
    r.raw(n);
    for (uint32_t k = 0; r.ok && k < n; ++k) r.text(e.item.params.emplace_back());
    r.text(e.item.memory);
    r.text(e.item.message);
}

void writeRecord(Writer& w, const AgentEntry<ScriptRecord>& e) {
    w.raw(uint8_t(e.has));
    w.raw(uint64_t(e.count));
    if (!e.has) return;
    const ScriptRecord& r = e.item;
    w.raw(uint32_t(r.shown.size()));
    for (const auto& [name, value] : r.shown) w.text(name), w.raw(value);
    w.raw(uint32_t(r.notes.size()));
    for (const std::string& n : r.notes) w.text(n);
    w.raw(r.rays);
    w.raw(r.draws);
    w.raw(uint8_t(r.stop));
    w.text(r.message);
    w.text(r.memory);
}

void readRecord(Reader& rd, AgentEntry<ScriptRecord>& e) {
    uint8_t has = 0, stop = 0;
    uint64_t count = 0;
    rd.raw(has);
    rd.raw(count);
    e.has = has != 0;
    e.count = size_t(count);
    if (!e.has) return;
    ScriptRecord& r = e.item;
    uint32_t n = 0;
    rd.raw(n);
    for (uint32_t k = 0; rd.ok && k < n; ++k) {
        auto& [name, value] = r.shown.emplace_back();
        rd.text(name);
        rd.raw(value);
    }
    rd.raw(n);
    for (uint32_t k = 0; rd.ok && k < n; ++k) rd.text(r.notes.emplace_back());
    rd.raw(r.rays);
    rd.raw(r.draws);
    rd.raw(stop);
    r.stop = stop != 0;
    rd.text(r.message);
    rd.text(r.memory);
}

constexpr uint32_t kTag = 0x5e1a1e01u;  // a packed ExplainSource, this layout

}  // namespace

std::string ExplainSource::pack() const {
    Writer w;
    w.raw(kTag);
    w.raw(uint64_t(index_));
    w.entry(agent_);
    w.entry(steering_);
    w.entry(grid_);
    w.entry(orca_);
    w.entry(slope_);
    w.entry(context_);
    writeSlot(w, scriptSlot_);
    writeRecord(w, scriptRecord_);
    w.text(scriptName_);
    w.raw(uint64_t(names_.count));
    w.raw(uint32_t(names_.known.size()));
    for (const auto& [i, name] : names_.known) w.raw(i), w.text(name);
    w.raw(uint32_t(circles_.size()));
    for (const Circle& c : circles_) w.raw(c);
    w.raw(bigDistance_);
    w.raw(config_);
    w.raw(stepCount_);
    w.raw(uint8_t(hasRelief_));
    return std::move(w.out);
}

bool ExplainSource::unpack(std::string_view bytes, ExplainSource& s) {
    s = ExplainSource();
    Reader r{bytes};
    uint32_t tag = 0;
    uint64_t index = 0, count = 0;
    r.raw(tag);
    if (tag != kTag) return false;
    r.raw(index);
    s.index_ = size_t(index);
    r.entry(s.agent_);
    r.entry(s.steering_);
    r.entry(s.grid_);
    r.entry(s.orca_);
    r.entry(s.slope_);
    r.entry(s.context_);
    readSlot(r, s.scriptSlot_);
    readRecord(r, s.scriptRecord_);
    r.text(s.scriptName_);
    r.raw(count);
    s.names_.count = size_t(count);
    uint32_t n = 0;
    r.raw(n);
    for (uint32_t k = 0; r.ok && k < n; ++k) {
        auto& [i, name] = s.names_.known.emplace_back();
        r.raw(i);
        r.text(name);
    }
    r.raw(n);
    if (r.ok && r.in.size() < size_t(n) * sizeof(Circle)) return false;
    for (uint32_t k = 0; r.ok && k < n; ++k) r.raw(s.circles_.emplace_back());
    uint8_t relief = 0;
    r.raw(s.bigDistance_);
    r.raw(s.config_);
    r.raw(s.stepCount_);
    r.raw(relief);
    s.hasRelief_ = relief != 0;
    return r.ok && r.in.empty();
}

}  // namespace sidestep
