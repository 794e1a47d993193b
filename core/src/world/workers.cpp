#include "sidestep/world/workers.hpp"

#include <algorithm>
#include <memory>

namespace sidestep {

namespace {

constexpr bool kThreadsBuilt = SIDESTEP_THREADS;

}  // namespace

unsigned Workers::participants(size_t count, size_t perThread) const {
    const size_t byWork = perThread == 0 ? count : count / perThread;
    const unsigned most = limit_ == 0 ? threads() : std::min(threads(), limit_);
    return unsigned(std::max<size_t>(1, std::min<size_t>(most, byWork)));
}

#if !SIDESTEP_THREADS

Workers::Workers(unsigned) {}
Workers::~Workers() = default;
void Workers::run(size_t, unsigned, Task, void*) {}

#else

namespace {

/// Blocks per participating thread: small enough that a thread slowed by the machine's other work (or by
/// a block of costly agents) leaves its share to the others, large enough that taking one costs nothing.
constexpr size_t kBlocksPerThread = 8;
/// A worker that finished a job looks for the next one this many times (yielding its core between looks)
/// before it sleeps on the condition variable: a job that follows soon starts without a wake-up.
constexpr int kLookBeforeSleep = 64;

}  // namespace

Workers::Workers(unsigned threads) : threads_(std::clamp(threads, 1u, kMaxThreads)) {
    pool_.reserve(threads_ - 1);
    for (unsigned w = 1; w < threads_; ++w) pool_.emplace_back([this, w] { serve(w); });
}

Workers::~Workers() {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    for (std::thread& t : pool_) t.join();
}

void Workers::run(size_t count, unsigned participants, Task task, void* work) {
    Job job;
    {
        std::lock_guard<std::mutex> lock(mutex_);
        job = {++generation_, count, std::max<size_t>(1, count / (size_t(participants) * kBlocksPerThread)), task,
               work};
        job_ = job;
        participants_ = participants;
        done_.store(0, std::memory_order_relaxed);
        cursor_.store(uint64_t(uint32_t(job.generation)) << 32, std::memory_order_release);
    }
    wake_.notify_all();
    drain(job, 0);
    // The caller's share is done: wait for the blocks others took (not for the workers that found none:
    // on a loaded machine a worker can wake long after the work is done).
    while (done_.load(std::memory_order_acquire) < count) std::this_thread::yield();
}

void Workers::drain(const Job& job, unsigned worker) {
    for (;;) {
        // Take the next block of this job: the cursor holds the job's number beside the next index, so a
        // worker that wakes after its job ended takes nothing from the next one.
        uint64_t cursor = cursor_.load(std::memory_order_acquire);
        size_t begin = 0;
        do {
            begin = size_t(uint32_t(cursor));
            if (uint32_t(cursor >> 32) != uint32_t(job.generation) || begin >= job.count) return;
        } while (!cursor_.compare_exchange_weak(cursor, cursor + job.block, std::memory_order_acq_rel,
                                                std::memory_order_acquire));
        const size_t end = std::min(job.count, begin + job.block);
        job.task(job.work, begin, end, worker);
        done_.fetch_add(end - begin, std::memory_order_release);
    }
}

void Workers::serve(unsigned worker) {
    uint64_t seen = 0;
    for (;;) {
        Job job;
        {
            std::unique_lock<std::mutex> lock(mutex_, std::defer_lock);
            for (int k = 0; k < kLookBeforeSleep; ++k) {
                lock.lock();
                if (stopping_ || generation_ != seen) break;
                lock.unlock();
                std::this_thread::yield();
            }
            if (!lock.owns_lock()) lock.lock();
            wake_.wait(lock, [&] { return stopping_ || generation_ != seen; });
            if (stopping_) return;
            seen = generation_;
            if (worker >= participants_) continue;
            job = job_;
        }
        drain(job, worker);
    }
}

#endif  // SIDESTEP_THREADS

namespace {

std::unique_ptr<Workers>& shared() {
    static std::unique_ptr<Workers> workers = std::make_unique<Workers>(1);
    return workers;
}

size_t perThread = kAgentsPerThread;

}  // namespace

Workers& sharedWorkers() { return *shared(); }

size_t agentsPerThread() { return perThread; }

size_t cheapPerThread() { return perThread * kCheapPassFactor; }

unsigned coreCount() {
#if SIDESTEP_THREADS
    return std::max(1u, std::thread::hardware_concurrency());
#else
    return 1;
#endif
}

unsigned setThreads(unsigned threads, size_t agentsPerThread) {
    perThread = std::max<size_t>(1, agentsPerThread);
    const unsigned n = std::clamp(threads == 0 ? coreCount() : threads, 1u, kThreadsBuilt ? kMaxThreads : 1u);
    if (n != sharedWorkers().threads()) {
        shared().reset();  // the old threads end before the new ones start
        shared() = std::make_unique<Workers>(n);
    }
    return n;
}

}  // namespace sidestep
