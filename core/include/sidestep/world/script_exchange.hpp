#pragma once
/// What passes between the core and a script runtime (web/script/runtime.js: in the page, in Node, or behind
/// the native tools' pipe, native/script_engine.cpp), defined once: the batch's rows, the answers, the rows
/// shared with QuickJS, the mailbox a script's world calls go through and their codes. The JavaScript side
/// writes none of these numbers: it reads scriptLayoutJson() (the page through the module, the script server
/// from the native tool's first message).
///
/// ScriptExchange is the host's side of one step, shared by every ScriptHost that runs the JavaScript
/// runtime: it writes the batch, answers the world calls in the mailbox, and reads the answers back.
#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "sidestep/world/script.hpp"

namespace sidestep {

/// A batch row, one per scripted agent that decides this step (in agent order): X(name, offset).
#define SIDESTEP_SCRIPT_BATCH(X) \
    X(index, 0)                  \
    X(script, 1)                 \
    X(x, 2)                      \
    X(y, 3)                      \
    X(vx, 4)                     \
    X(vy, 5)                     \
    X(radius, 6)                 \
    X(maxSpeed, 7)               \
    X(maxAccel, 8)               \
    X(goalX, 9)                  \
    X(goalY, 10)
/// An answer, one per batch row: the acceleration (u/s^2) and its status.
#define SIDESTEP_SCRIPT_ANSWER(X) \
    X(x, 0)                       \
    X(y, 1)                       \
    X(status, 2)
/// An answer's status.
#define SIDESTEP_SCRIPT_STATUS(X)                  \
    X(accel, 0) /* an acceleration */              \
    X(stop, 1)  /* the script stopped its agent */ \
    X(none, 2)  /* no answer came */
/// The mailbox's slots: the call (then its answer), the agent, the arguments (then the results) from `args`
/// on, and which call of steer runs (the runtime reads it when QuickJS asks whether to interrupt).
#define SIDESTEP_SCRIPT_BOX(X) \
    X(op, 0)                   \
    X(agent, 1)                \
    X(args, 2)                 \
    X(serial, 7)
/// A world call's code in the mailbox's `op`.
#define SIDESTEP_SCRIPT_CALLS(X) \
    X(cast, 1)                   \
    X(blocked, 2)                \
    X(random, 3)                 \
    X(show, 4)                   \
    X(neighbors, 5)
/// What a cast hit, in `op` after a cast.
#define SIDESTEP_SCRIPT_HITS(X) \
    X(none, 0)                  \
    X(cell, 1)                  \
    X(circle, 2)
/// A neighbour's numbers in the list neighbors() fills.
#define SIDESTEP_SCRIPT_NEAR(X) \
    X(x, 0)                     \
    X(y, 1)                     \
    X(vx, 2)                    \
    X(vy, 3)                    \
    X(radius, 4)

namespace script_layout {
#define SIDESTEP_SCRIPT_ENUM(name, at) name = at,
namespace batch {
enum : uint32_t { SIDESTEP_SCRIPT_BATCH(SIDESTEP_SCRIPT_ENUM) };
inline constexpr uint32_t kStride = 12;  ///< numbers per row (goalY + 1, and one spare)
}  // namespace batch
namespace answer {
enum : uint32_t { SIDESTEP_SCRIPT_ANSWER(SIDESTEP_SCRIPT_ENUM) };
inline constexpr uint32_t kStride = 3;
}  // namespace answer
namespace status {
enum : uint32_t { SIDESTEP_SCRIPT_STATUS(SIDESTEP_SCRIPT_ENUM) };
}
/// The rows QuickJS shares with the runtime: per agent its batch row, then its answer from kAnswer on (the
/// contract writes it there).
namespace rows {
inline constexpr uint32_t kStride = 16;
inline constexpr uint32_t kAnswer = batch::kStride;
}  // namespace rows
namespace box {
enum : uint32_t { SIDESTEP_SCRIPT_BOX(SIDESTEP_SCRIPT_ENUM) };
inline constexpr uint32_t kSize = 8;  ///< numbers in the mailbox
inline constexpr uint32_t kArgs = 5;  ///< arguments (and results) a call has at most
}  // namespace box
namespace call {
enum : uint32_t { SIDESTEP_SCRIPT_CALLS(SIDESTEP_SCRIPT_ENUM) };
}
namespace hit {
enum : uint32_t { SIDESTEP_SCRIPT_HITS(SIDESTEP_SCRIPT_ENUM) };
}
namespace near {
enum : uint32_t { SIDESTEP_SCRIPT_NEAR(SIDESTEP_SCRIPT_ENUM) };
inline constexpr uint32_t kStride = 5;  ///< numbers per neighbour
}  // namespace near
#undef SIDESTEP_SCRIPT_ENUM
/// Version of this layout: the script server refuses another.
inline constexpr uint32_t kVersion = 1;

static_assert(batch::goalY < batch::kStride && answer::status < answer::kStride &&
                  rows::kAnswer + answer::kStride <= rows::kStride && box::args + box::kArgs <= box::serial &&
                  box::serial < box::kSize && near::radius < near::kStride,
              "the script exchange's layout overlaps");
}  // namespace script_layout

/// The layout above as JSON text: {"version", "batch": {"stride", NAME: offset...}, "answer", "status",
/// "rows": {"stride", "answer"}, "box": {"size", ...}, "calls", "hits", "near": {"stride", ...}}.
std::string scriptLayoutJson();

/// The host's side of one step of a script runtime: the batch written from the session, the world calls
/// answered, the answers read back. begin() before the runtime runs, finish() after; between them the
/// runtime's calls come here.
class ScriptExchange {
public:
    /// Starts a step: rows() holds the batch (kBatchStride per agent), every answer's status is none.
    void begin(ScriptSession& session, const uint32_t* agents, size_t n);
    /// Ends it: answers[k] from answers() (status accel and finite: the acceleration and the k-th line of
    /// `memories`, one line per agent), else a stop with the message stop() gave, or "no answer".
    void finish(const std::string& memories, ScriptAnswer* answers);
    /// Whether a step is under way (between begin and finish).
    bool active() const { return session_ != nullptr; }

    /// The batch: kBatchStride numbers per agent, in agent order.
    const std::vector<double>& rows() const { return rows_; }
    /// The answers, kAnswerStride numbers per agent, written by the runtime.
    std::vector<double>& answers() { return answers_; }
    /// The step's dt (s), its number, and the per-call budget (interrupt checks); 0 with no step.
    double dt() const;
    double step() const;
    double budget() const;
    /// Script k's name ("" for none).
    std::string scriptName(int32_t k) const;
    /// JSON text [params, memory, ...] of this step's agents of script k, in agent order: params as an object
    /// of exact numbers, memory the stored JSON text (null before the first call).
    std::string texts(int32_t k) const;
    /// Stops the batch's agent k with `message`.
    void stop(uint32_t k, const std::string& message);

    /// Answers the world call in `box` (kBoxSize numbers) in place: the results from `args` on, a cast's hit
    /// kind in `op`. A call for an agent not in the batch, or with no step, answers nothing (a cast: no hit;
    /// blocked: true; neighbors: none).
    void call(double* box);
    /// The last neighbors call's agents, kNearStride numbers each.
    const std::vector<double>& near() const { return near_; }
    /// The number show() calls name `name` by in the mailbox (the same number for the same name).
    uint32_t nameId(const std::string& name);
    /// show() by name, for names past those a context knows by number.
    void show(uint32_t i, const std::string& name, double value);
    void note(uint32_t i, const std::string& text);

private:
    /// Whether agent i is in this step's batch: a call for any other changes and reads nothing.
    bool mine(uint32_t i) const { return session_ && i < batch_.size() && batch_[i]; }
    void cast(uint32_t i, double* box);

    ScriptSession* session_ = nullptr;
    const uint32_t* agents_ = nullptr;
    size_t n_ = 0;
    std::vector<double> rows_, answers_, near_;
    std::vector<std::string> stops_;
    std::vector<uint8_t> batch_;  ///< per agent: 1 while it is in the step's batch
    std::vector<std::string> names_;
    std::unordered_map<std::string, uint32_t> nameIds_;
};

}  // namespace sidestep
