#include "sidestep/world/run_beside.hpp"

#include <algorithm>
#include <chrono>
#include <utility>

#include "sidestep/world/timeline.hpp"

namespace sidestep {

namespace {

/// The steps and then the next decisions, as the page's loop takes them on its own thread, on all of the step's
/// threads but one (the owner's core stays free: see run_beside.hpp); `ms` is set to how long they took (the hash
/// not counted: it is no part of a step), and with `withHash` `hash` to the world's hash after them (else 0).
uint32_t takeSteps(Timeline& timeline, uint32_t steps, double& ms, bool withHash, uint64_t& hash) {
    const auto began = std::chrono::steady_clock::now();
    Workers& workers = sharedWorkers();
    workers.limit(std::max(1u, workers.threads() - 1));
    const uint32_t taken = timeline.run(steps);
    timeline.world().refreshDecisions();
    workers.limit(0);
    ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - began).count();
    hash = withHash ? timeline.world().hash() : 0;
    return taken;
}

/// A run just loaded: its first decisions, as the page's first frame would take them (routes planned, ...: part of the
/// state), then its hash, so that the page need take neither.
uint64_t decidedHash(Timeline& timeline) {
    Workers& workers = sharedWorkers();
    workers.limit(std::max(1u, workers.threads() - 1));
    timeline.world().refreshDecisions();
    workers.limit(0);
    return timeline.world().hash();
}

}  // namespace

#if !SIDESTEP_THREADS

RunBeside::~RunBeside() = default;
void RunBeside::startLoad(Timeline& into, std::string text) {
    loadSize_ = text.size();
    progress_.read.store(0, std::memory_order_relaxed);
    progress_.stop.store(false, std::memory_order_relaxed);
    count_ = 0;
    milliseconds_ = 0.0;
    hash_ = 0;
    loaded_ = loadScenario(into, text, &progress_);
    if (loaded_.ok()) hash_ = decidedHash(into);
}
void RunBeside::start(Timeline& timeline, uint32_t steps, bool withHash) {
    count_ = takeSteps(timeline, steps, milliseconds_, withHash, hash_);
}
bool RunBeside::done() const { return true; }
uint32_t RunBeside::wait() { return count_; }

#else

RunBeside::~RunBeside() {
    if (!thread_.joinable()) return;
    wait();
    {
        std::lock_guard<std::mutex> lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_one();
    thread_.join();
}

void RunBeside::start(Timeline& timeline, uint32_t steps, bool withHash) {
    wait();
    if (!thread_.joinable()) thread_ = std::thread([this] { serve(); });
    {
        std::lock_guard<std::mutex> lock(mutex_);
        timeline_ = &timeline;
        steps_ = steps;
        withHash_ = withHash;
        load_ = false;
        done_.store(false, std::memory_order_release);
    }
    wake_.notify_one();
}

void RunBeside::startLoad(Timeline& into, std::string text) {
    wait();
    if (!thread_.joinable()) thread_ = std::thread([this] { serve(); });
    {
        std::lock_guard<std::mutex> lock(mutex_);
        timeline_ = &into;
        load_ = true;
        loadSize_ = text.size();
        progress_.read.store(0, std::memory_order_relaxed);
        progress_.stop.store(false, std::memory_order_relaxed);
        text_ = std::move(text);
        done_.store(false, std::memory_order_release);
    }
    wake_.notify_one();
}

bool RunBeside::done() const { return done_.load(std::memory_order_acquire); }

uint32_t RunBeside::wait() {
    std::unique_lock<std::mutex> lock(mutex_);
    taken_.wait(lock, [this] { return timeline_ == nullptr; });
    return count_;
}

void RunBeside::serve() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
        wake_.wait(lock, [this] { return stopping_ || timeline_ != nullptr; });
        if (stopping_) return;
        Timeline& timeline = *timeline_;
        const uint32_t steps = steps_;
        const bool withHash = withHash_, load = load_;
        const std::string text = load ? std::move(text_) : std::string();
        text_.clear();
        lock.unlock();
        double ms = 0.0;
        uint64_t hash = 0;
        ScenarioLoad loaded;
        const uint32_t taken = load ? 0 : takeSteps(timeline, steps, ms, withHash, hash);
        if (load) loaded = loadScenario(timeline, text, &progress_);
        if (load && loaded.ok()) hash = decidedHash(timeline);  // the page shows it, and need not take it
        lock.lock();
        count_ = taken;
        milliseconds_ = ms;
        hash_ = hash;
        if (load) loaded_ = std::move(loaded);
        timeline_ = nullptr;
        done_.store(true, std::memory_order_release);
        taken_.notify_all();
    }
}

#endif  // SIDESTEP_THREADS

}  // namespace sidestep
