// The script host check: what a script runtime hands the core (accelerations, stops, memories as JSON text) and
// the calls a script makes into the world while it decides, with any numbers and any text, as bytes.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "checks.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/script.hpp"

namespace sidestep::fuzz {

namespace {

/// The scripted scenes: the bundled example, and a crowd of script agents among circles and walls with a
/// second script and free params (agents of other behaviours beside them).
const std::vector<Scenario>& scenes() {
    static const std::vector<Scenario> all = [] {
        const std::string crowd = R"({"version":1,"world":{"grid":["................","....@@@.........",
            "................","..........@.....","................","................"],
            "circles":[{"x":8,"y":3,"r":0.8},{"x":12,"y":1.5,"r":0.5}]},
          "scripts":{"a":"function steer(agent, world) { return agent.goal; }","b":"function steer() {}"},
          "agents":[{"behavior":"script","script":"a","start":[1,1],"goal":[15,5],"params":{"gain":2,"far":-1}},
                    {"behavior":"script","script":"b","start":[15,1],"goal":[1,5],"radius":0.3},
                    {"behavior":"script","script":"a","start":[1,5],"goal":[15,1]},
                    {"behavior":"whiskers","start":[8,5.5],"goal":[8,0.5]}],
          "sim":{"dt":0.05,"maxSteps":400,"seed":3}})";
        std::vector<Scenario> out;
        for (const std::string& text : {sourceFile("examples/script-whiskers.json"), crowd}) {
            const ScenarioParse parsed = parseScenario(text);
            if (!parsed.ok()) {
                std::fprintf(stderr, "fuzz: a scripted scene: %s\n",
                             parsed.errors.empty() ? "cannot read" : parsed.errors[0].c_str());
                std::abort();
            }
            out.push_back(parsed.scenario);
        }
        return out;
    }();
    return all;
}

/// The input read front to back: numbers of any bits, texts of any bytes; zeros once it runs out.
class Bytes {
public:
    explicit Bytes(std::string_view bytes) : bytes_(bytes) {}
    size_t remaining() const { return bytes_.size() - at_; }
    uint32_t u32() {
        uint32_t v = 0;
        const size_t n = std::min(sizeof v, remaining());
        std::memcpy(&v, bytes_.data() + at_, n);
        at_ += n;
        return v;
    }
    uint8_t u8() { return remaining() ? uint8_t(bytes_[at_++]) : 0; }
    /// In [0, count).
    uint32_t below(uint32_t count) { return u8() % count; }
    /// Any float, NaN and infinities included.
    float anyFloat() {
        const uint32_t bits = u32();
        float v;
        std::memcpy(&v, &bits, sizeof v);
        return v;
    }
    /// Up to `most` bytes: a length (two bytes) then the bytes.
    std::string text(size_t most) {
        const size_t low = u8(), high = u8();
        const size_t n = std::min({low | high << 8, most, remaining()});
        std::string out(bytes_.substr(at_, n));
        at_ += n;
        return out;
    }

private:
    std::string_view bytes_;
    size_t at_ = 0;
};

/// A host whose every answer and call comes from the input, as a runtime running any script could send them.
class FuzzHost : public ScriptHost {
public:
    explicit FuzzHost(Bytes& in) : in_(in) {}

    bool steer(ScriptSession& session, const uint32_t* agents, size_t n, ScriptAnswer* answers) override {
        // Now and then the host gives up on the step, as the page's wall-clock safety net does.
        gaveUp_ = in_.u8() == 0xff;
        if (gaveUp_) return false;
        for (size_t k = 0; k < n; ++k) {
            const uint32_t i = agents[k];
            // What the runtime reads before the call: the agent's params and memory.
            seen_ += session.slot(i).memory.size() + session.slot(i).params.size();
            for (int calls = in_.below(7); calls > 0; --calls) call(session, i);
            ScriptAnswer& a = answers[k];
            if (in_.u8() & 1) {
                a.stop = true;
                a.message = in_.text(600);
            } else {
                a.acceleration = {in_.anyFloat(), in_.anyFloat()};
                a.memory = in_.text(5000);
            }
        }
        return true;
    }

private:
    void call(ScriptSession& session, uint32_t i) {
        switch (in_.below(6)) {
            case 0: {
                HitKind kind = HitKind::None;
                const Vec2 origin{in_.anyFloat(), in_.anyFloat()}, direction{in_.anyFloat(), in_.anyFloat()};
                const RayRecord r = session.castRay(i, origin, direction, in_.anyFloat(), &kind);
                seen_ += r.hit;
                break;
            }
            case 1:
                session.neighbors(i, in_.anyFloat(), [&](uint32_t j) { seen_ += j; });
                break;
            case 2:
                seen_ += session.blocked(int32_t(in_.u32()), int32_t(in_.u32()));
                break;
            case 3:
                seen_ += size_t(session.random(i) >= 0.0f);
                break;
            case 4:
                session.show(i, in_.text(64), in_.anyFloat());
                break;
            default:
                session.note(i, in_.text(400));
        }
    }

    Bytes& in_;
    size_t seen_ = 0;

public:
    bool gaveUp_ = false;  ///< the last step asked, given up
};

}  // namespace

std::string checkScriptHost(std::string_view bytes) {
    Bytes in(bytes);
    const Scenario& scene = scenes()[in.below(uint32_t(scenes().size()))];
    World world = buildWorld(scene);
    FuzzHost host(in);
    world.setScriptHost(&host);
    for (int step = 0; step < 40 && in.remaining() > 0; ++step) {
        const uint64_t before = world.hash();
        const uint32_t at = world.stepCount();
        host.gaveUp_ = false;
        const bool stepped = world.step();
        if (host.gaveUp_) {
            // A step the host gave up on changes nothing; asked again, it is decided afresh.
            if (world.hash() != before || world.stepCount() != at)
                return "a step the host gave up on changed the world";
            continue;
        }
        if (!stepped) break;
        if (std::string broken = brokenAgent(world); !broken.empty()) return broken;
        // What the core kept of the answers: within its limits, whatever the runtime sent.
        for (size_t i = 0; i < world.agents().size(); ++i) {
            const Agent& a = world.agents()[i];
            if (a.behavior != Behavior::Script) continue;
            if (world.scriptSlots()[i].memory.size() > kMaxScriptMemory) return "an agent kept a memory over the limit";
            if (world.scriptSlots()[i].message.size() > kMaxScriptMessage) return "a stop message over the limit";
            if (!std::isfinite(a.velocity.x) || !std::isfinite(a.velocity.y))
                return "a script made a velocity not finite";
            const ScriptRecord& r = world.scriptRecords()[i];
            if (r.shown.size() > kMaxScriptShown || r.notes.size() > kMaxScriptNotes) return "a record over its limits";
        }
    }
    world.setScriptHost(nullptr);
    return {};
}

}  // namespace sidestep::fuzz
