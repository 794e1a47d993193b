// The exchange between the core and a script runtime: the layout as JSON text, and the host's side of one step
// (the batch written, the world calls answered from the mailbox, the answers read back).
#include "sidestep/world/script_exchange.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "sidestep/world/world.hpp"

namespace sidestep {

namespace {

/// A number with 17 significant digits: it reads back as the same double (so a float exactly).
void exact(std::string& out, double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.17g", v);
    out += buffer;
}

/// `s` as a JSON string.
void quoted(std::string& out, const std::string& s) {
    out += '"';
    for (const char c : s) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            char buffer[8];
            std::snprintf(buffer, sizeof buffer, "\\u%04x", unsigned(c));
            out += buffer;
        } else {
            out += c;
        }
    }
    out += '"';
}

}  // namespace

std::string scriptLayoutJson() {
    using namespace script_layout;
    std::string out = "{\"version\":" + std::to_string(kVersion), group;
    // Each group: its first members, then those of its table; closed when the next one opens.
    const auto open = [&](const char* name, const std::string& first) {
        if (!group.empty()) out += group + "}";
        group = std::string(",\"") + name + "\":{" + first;
    };
#define SIDESTEP_SCRIPT_MEMBER(name, at) \
    group += std::string(group.back() == '{' ? "" : ",") + "\"" #name "\":" + std::to_string(at);
    open("batch", "\"stride\":" + std::to_string(batch::kStride));
    SIDESTEP_SCRIPT_BATCH(SIDESTEP_SCRIPT_MEMBER)
    open("answer", "\"stride\":" + std::to_string(answer::kStride));
    SIDESTEP_SCRIPT_ANSWER(SIDESTEP_SCRIPT_MEMBER)
    open("status", "");
    SIDESTEP_SCRIPT_STATUS(SIDESTEP_SCRIPT_MEMBER)
    open("rows", "\"stride\":" + std::to_string(rows::kStride) + ",\"answer\":" + std::to_string(rows::kAnswer));
    open("box", "\"size\":" + std::to_string(box::kSize) + ",\"argc\":" + std::to_string(box::kArgs));
    SIDESTEP_SCRIPT_BOX(SIDESTEP_SCRIPT_MEMBER)
    open("calls", "");
    SIDESTEP_SCRIPT_CALLS(SIDESTEP_SCRIPT_MEMBER)
    open("hits", "");
    SIDESTEP_SCRIPT_HITS(SIDESTEP_SCRIPT_MEMBER)
    open("near", "\"stride\":" + std::to_string(near::kStride));
    SIDESTEP_SCRIPT_NEAR(SIDESTEP_SCRIPT_MEMBER)
#undef SIDESTEP_SCRIPT_MEMBER
    return out + group + "}}";
}

void ScriptExchange::begin(ScriptSession& session, const uint32_t* agents, size_t n) {
    using namespace script_layout;
    session_ = &session;
    agents_ = agents;
    n_ = n;
    rows_.assign(n * batch::kStride, 0.0);
    answers_.assign(n * answer::kStride, 0.0);
    stops_.assign(n, std::string());
    batch_.assign(session.agentCount(), 0);
    for (size_t k = 0; k < n; ++k) {
        const uint32_t i = agents[k];
        batch_[i] = 1;
        const Agent& a = session.agent(i);
        double* row = rows_.data() + k * batch::kStride;
        row[batch::index] = double(i);
        row[batch::script] = double(session.slot(i).script);
        row[batch::x] = a.position.x, row[batch::y] = a.position.y;
        row[batch::vx] = a.velocity.x, row[batch::vy] = a.velocity.y;
        row[batch::radius] = a.radius;
        row[batch::maxSpeed] = a.maxSpeed;
        row[batch::maxAccel] = a.maxAccel;
        row[batch::goalX] = a.goal.x, row[batch::goalY] = a.goal.y;
        answers_[k * answer::kStride + answer::status] = status::none;
    }
}

void ScriptExchange::finish(const std::string& memories, ScriptAnswer* answers) {
    using namespace script_layout;
    size_t at = 0;
    for (size_t k = 0; k < n_; ++k) {
        const size_t end = std::min(memories.find('\n', at), memories.size());
        ScriptAnswer& a = answers[k];
        const double* out = answers_.data() + k * answer::kStride;
        const double s = out[answer::status];
        if (s == status::accel && std::isfinite(out[answer::x]) && std::isfinite(out[answer::y])) {
            a.acceleration = {float(out[answer::x]), float(out[answer::y])};
            if (at <= memories.size()) a.memory.assign(memories, at, end - at);
        } else {
            a.stop = true;
            a.message = s == status::stop ? stops_[k] : "the script runtime gave no answer for this agent";
        }
        at = end + 1;
    }
    session_ = nullptr;
    agents_ = nullptr;
    n_ = 0;
}

double ScriptExchange::dt() const { return session_ ? session_->dt() : 0.0; }
double ScriptExchange::step() const { return session_ ? session_->step() : 0.0; }
double ScriptExchange::budget() const { return session_ ? session_->budget : 0.0; }

std::string ScriptExchange::scriptName(int32_t k) const {
    return session_ && k >= 0 && size_t(k) < session_->scripts().size() ? session_->scripts()[size_t(k)].name
                                                                        : std::string();
}

std::string ScriptExchange::texts(int32_t k) const {
    std::string out = "[";
    bool first = true;
    for (size_t c = 0; session_ && c < n_; ++c) {
        const uint32_t i = agents_[c];
        const ScriptSlot& slot = session_->slot(i);
        if (slot.script != k) continue;
        out += first ? "{" : ",{";
        first = false;
        const Agent& a = session_->agent(i);
        for (size_t p = 0; p < slot.params.size(); ++p) {
            if (p) out += ',';
            quoted(out, slot.params[p]);
            out += ':';
            exact(out, a.params[p]);
        }
        out += "},";
        out += slot.memory.empty() ? "null" : slot.memory;
    }
    return out + "]";
}

void ScriptExchange::stop(uint32_t k, const std::string& message) {
    if (k < n_) {
        stops_[k] = message;
        answers_[k * script_layout::answer::kStride + script_layout::answer::status] = script_layout::status::stop;
    }
}

void ScriptExchange::cast(uint32_t i, double* b) {
    using namespace script_layout;
    double* a = b + box::args;
    b[box::op] = hit::none;
    if (!mine(i)) return;
    HitKind kind = HitKind::None;
    const RayRecord r =
        session_->castRay(i, {float(a[0]), float(a[1])}, {float(a[2]), float(a[3])}, float(a[4]), &kind);
    if (!r.hit) return;
    a[0] = r.distance, a[1] = r.hitPoint.x, a[2] = r.hitPoint.y, a[3] = r.normal.x, a[4] = r.normal.y;
    b[box::op] = kind == HitKind::Cell ? hit::cell : hit::circle;
}

void ScriptExchange::call(double* b) {
    using namespace script_layout;
    const double op = b[box::op];
    const double agent = b[box::agent];
    const uint32_t i = agent >= 0.0 && agent < 4294967296.0 ? uint32_t(agent) : UINT32_MAX;
    double* a = b + box::args;
    if (op == call::cast) {
        cast(i, b);
    } else if (op == call::blocked) {
        // Whole cells (the contract floors them); beyond int32 (or NaN) is off the grid: blocked.
        const double x = a[0], y = a[1];
        const bool inside = x >= -2147483648.0 && x <= 2147483647.0 && y >= -2147483648.0 && y <= 2147483647.0;
        a[0] = inside && session_ && !session_->blocked(int32_t(x), int32_t(y)) ? 0.0 : 1.0;
    } else if (op == call::random) {
        a[0] = mine(i) ? session_->random(i) : 0.0;
    } else if (op == call::show) {
        const double id = a[0];
        if (mine(i) && id >= 0.0 && id < double(names_.size())) session_->show(i, names_[size_t(id)], float(a[1]));
    } else if (op == call::neighbors) {
        near_.clear();
        const float radius = float(a[0]);
        if (mine(i) && radius >= 0.0f) {
            session_->neighbors(i, radius, [&](uint32_t j) {
                const Agent& n = session_->agent(j);
                near_.insert(near_.end(), {n.position.x, n.position.y, n.velocity.x, n.velocity.y, n.radius});
            });
        }
        a[0] = double(near_.size() / near::kStride);
    }
}

uint32_t ScriptExchange::nameId(const std::string& name) {
    const auto it = nameIds_.find(name);
    if (it != nameIds_.end()) return it->second;
    const uint32_t id = uint32_t(names_.size());
    names_.push_back(name);
    nameIds_.emplace(name, id);
    return id;
}

void ScriptExchange::show(uint32_t i, const std::string& name, double value) {
    if (mine(i)) session_->show(i, name, float(value));
}

void ScriptExchange::note(uint32_t i, const std::string& text) {
    if (mine(i)) session_->note(i, text);
}

}  // namespace sidestep
