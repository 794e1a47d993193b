#pragma once
/// Worker threads for the step's per-agent phases. A persistent pool (threads started once, waiting on a
/// condition variable between jobs) that calls a function for every index of a range, the caller taking
/// a share. Which thread takes which index varies from run to run: a job must write only the slots of the
/// indices it is given (and the scratch of the worker it is given), so that its results are the same
/// bits for any thread count. Anything a job appends to shared lists is kept per index and merged in index
/// order after it.
#include <cstddef>
#include <cstdint>

// The single-thread wasm module has no threads: the pool is then the caller alone, and none of the thread
// machinery is compiled in (it would cost the page's first load about 2 KiB gzip for nothing).
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
#define SIDESTEP_THREADS 0
#else
#define SIDESTEP_THREADS 1
#endif
#if SIDESTEP_THREADS
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>
#endif

namespace sidestep {

/// The most threads a step uses, the caller included.
inline constexpr unsigned kMaxThreads = 64;
/// By default a step's per-agent phase uses one thread per this many agents at most (a small crowd runs on
/// the calling thread alone): handing out the work and waking the workers costs tens of microseconds on a
/// loaded machine, more than the decisions of a few hundred agents. Measured: see docs/speed.md.
inline constexpr size_t kAgentsPerThread = 256;
/// How many times cheaper an agent is in a cheap pass than in a decision (tens of nanoseconds against about
/// a microsecond): such a pass takes a thread per kCheapPassFactor x agentsPerThread() agents at most.
inline constexpr size_t kCheapPassFactor = 16;

class Workers {
public:
    /// `threads` in [1, kMaxThreads], the caller included: threads - 1 are started.
    explicit Workers(unsigned threads = 1);
    ~Workers();
    Workers(const Workers&) = delete;
    Workers& operator=(const Workers&) = delete;

    /// Threads a job may use, the caller included.
    unsigned threads() const { return threads_; }
    /// Jobs use at most `n` of the threads until it is set again (0: all of them): a run beside its owner leaves
    /// the owner's core free (run_beside.hpp). Not while a job runs.
    void limit(unsigned n) { limit_ = n; }
    /// How many threads forEach() uses for `count` indices: at most one per `perThread` indices (a small
    /// job runs on the caller alone), at most threads() and the limit.
    unsigned participants(size_t count, size_t perThread) const;
    /// Calls work(begin, end, worker) over [0, count) in blocks, on up to participants(count, perThread)
    /// threads; `worker` (in [0, threads())) names the thread, for its scratch; count < 2^31. Returns when every index
    /// is done. Not reentrant: one job at a time, from one thread.
    template <class Work>
    void forEach(size_t count, size_t perThread, Work& work) {
        const unsigned n = participants(count, perThread);
        if (n <= 1 || !SIDESTEP_THREADS) {
            if (count > 0) work(size_t(0), count, 0u);
            return;
        }
        run(
            count, n,
            [](void* w, size_t begin, size_t end, unsigned worker) { (*static_cast<Work*>(w))(begin, end, worker); },
            &work);
    }

private:
    using Task = void (*)(void* work, size_t begin, size_t end, unsigned worker);
    struct Job {
        uint64_t generation = 0;
        size_t count = 0, block = 1;
        Task task = nullptr;
        void* work = nullptr;
    };
    void run(size_t count, unsigned participants, Task task, void* work);
    unsigned threads_ = 1;
    unsigned limit_ = 0;  ///< at most this many threads a job (0: threads_)
#if SIDESTEP_THREADS
    /// Takes blocks of `job` until none is left (or the job has ended).
    void drain(const Job& job, unsigned worker);
    void serve(unsigned worker);

    std::vector<std::thread> pool_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool stopping_ = false;
    uint64_t generation_ = 0;          // bumped (under mutex_) for every job
    Job job_;                          // the current job (under mutex_)
    unsigned participants_ = 0;        // of the current job, the caller included (under mutex_)
    std::atomic<uint64_t> cursor_{0};  // the current job's generation (high 32 bits) and next index (low)
    std::atomic<size_t> done_{0};      // indices of the current job done
#endif
};

/// The process's pool, which every World's step uses. One thread (the caller alone) until setThreads().
Workers& sharedWorkers();
/// Sets how many threads a step uses, the caller included: 0 means one per core
/// (std::thread::hardware_concurrency()); clamped to [1, kMaxThreads], and to 1 in a build without threads.
/// `agentsPerThread` (>= 1): the fewest agents per thread (1 splits any crowd's decisions, and a cheap pass from
/// 2 x kCheapPassFactor agents: the tests do). Returns the
/// number of threads set. Not while a world steps.
unsigned setThreads(unsigned threads, size_t agentsPerThread = kAgentsPerThread);
/// The fewest agents per thread, as set by setThreads().
size_t agentsPerThread();
/// The fewest agents per thread for a cheap pass over them (a few loads and stores an agent: the index's
/// counting sort, the checks before a phase; not the move, whose routed agents test their next waypoint):
/// kCheapPassFactor times agentsPerThread(), so that such a pass is handed out only when its agents cost more than
/// waking a worker.
size_t cheapPerThread();
/// One per core: std::thread::hardware_concurrency(), at least 1 (1 in a build without threads).
unsigned coreCount();

}  // namespace sidestep
