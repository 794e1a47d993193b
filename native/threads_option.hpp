#pragma once
// `--threads N`, shared by the commands that step worlds, the viewer and the bench: how many threads the
// step's decisions use (sidestep/world/workers.hpp). Results are the same for any N.
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "sidestep/world/workers.hpp"

namespace sidestep::cli {

/// Takes `--threads N` (1..kMaxThreads) and `--agents-per-thread N` (1..1,000,000, default
/// kAgentsPerThread: the fewest agents per thread before the decisions split) out of args, anywhere, and
/// sets the step's threads: N, or one per core when it is absent. Returns the error naming the option
/// and its limit, or "" (args then hold the rest).
inline std::string takeThreadsOption(std::vector<std::string>& args) {
    long long threads = 0, perThread = (long long)kAgentsPerThread;  // threads 0: one per core
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] != "--threads" && args[i] != "--agents-per-thread") continue;
        const bool count = args[i] == "--threads", hasValue = i + 1 < args.size();
        const long long hi = count ? kMaxThreads : 1000000;
        if (!hasValue || !parseInteger(args[i + 1], 1, hi, count ? threads : perThread)) {
            return args[i] + ": must be an integer 1.." + std::to_string(hi) +
                   (hasValue ? ", got " + args[i + 1] : std::string());
        }
        args.erase(args.begin() + long(i), args.begin() + long(i) + 2);
        --i;
    }
    setThreads(unsigned(threads), size_t(perThread));
    return "";
}

}  // namespace sidestep::cli
