// `sidestep movingai`: every chosen problem of a Moving AI scen run with one grid agent, then a summary
// of outcomes and path ratios per bucket and overall, and the measured throughput.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>

#include "benchmark_input.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/io/plural.hpp"
#include "sidestep/world/problem_run.hpp"

namespace sidestep::cli {

namespace {

/// Parses --rows "A-B" (or "N") into 0-based indices, both included, within [0, count).
bool parseRows(const std::string& text, size_t count, size_t& first, size_t& last, std::vector<std::string>& errors) {
    const size_t dash = text.find('-');
    long long a = 0, b = 0;
    const long long hi = count > 0 ? (long long)count - 1 : -1;
    const bool ok = dash == std::string::npos
                        ? parseInteger(text, 0, hi, a) && (b = a, true)
                        : parseInteger(text.substr(0, dash), 0, hi, a) && parseInteger(text.substr(dash + 1), a, hi, b);
    if (!ok) {
        errors.push_back("--rows: must be A-B with 0 <= A <= B <= " + std::to_string(hi) + " (0-based rows of the " +
                         plural(count, "problem", "problems") + "), got " + text);
        return false;
    }
    first = size_t(a);
    last = size_t(b);
    return true;
}

void printTallyRow(const std::string& label, const ProblemTally& t) {
    const auto ratio = [&](double v) {
        char text[32];
        std::snprintf(text, sizeof text, "%.3f", v);
        return t.reached > 0 ? std::string(text) : std::string("-");
    };
    std::printf("%6s %8u %7u %5u %11u %8u %11u %9s %10s\n", label.c_str(), t.problems, t.reached, t.stuck,
                t.oscillation, t.maxSteps, t.unreachable, ratio(t.meanRatio()).c_str(), ratio(t.worstRatio).c_str());
}

std::string csvLine(size_t row, const ScenProblem& q, const ProblemResult& r) {
    const auto number = [](double v, bool known) { return known ? formatNumber(v) : std::string(); };
    return std::to_string(row) + "," + std::to_string(q.line) + "," + std::to_string(q.bucket) + "," +
           std::to_string(q.start.x) + "," + std::to_string(q.start.y) + "," + std::to_string(q.goal.x) + "," +
           std::to_string(q.goal.y) + "," + formatNumber(q.optimal) + "," + number(r.optimal, r.reachable) + "," +
           (r.reachable ? std::to_string(r.optimal4) : "") + "," + (r.reached ? "1" : "0") + "," + problemOutcome(r) +
           "," + std::to_string(r.steps) + "," + std::to_string(r.returns) + "," + std::to_string(r.stepLimit) + "," +
           number(r.ratio, r.reached) + "\n";
}

int describeMap(const Benchmark& b) {
    const int64_t cells = int64_t(b.grid.width()) * b.grid.height(), blocked = b.grid.blockedCount();
    std::printf("%s: %d x %d cells, %lld blocked, %lld free\n", b.mapPath.c_str(), b.grid.width(), b.grid.height(),
                (long long)blocked, (long long)(cells - blocked));
    return kOk;
}

}  // namespace

int movingaiCommand(const std::vector<std::string>& args) {
    std::vector<std::string> files, errors;
    std::string rows, csvPath;
    AgentChoice choice;
    choice.gridOnly = false;
    for (size_t i = 0; i < args.size(); ++i) {
        if (readAgentOption(args, i, choice, errors)) continue;
        if (args[i] == "--rows" || args[i] == "--csv") {
            if (i + 1 >= args.size()) return printErrors({args[i] + ": needs a value"});
            (args[i] == "--rows" ? rows : csvPath) = args[i + 1];
            ++i;
        } else if (args[i].rfind("--", 0) == 0 || files.size() == 2) {
            return printErrors({"movingai: unexpected argument " + args[i]});
        } else {
            files.push_back(args[i]);
        }
    }
    if (files.empty())
        return printErrors(
            {"movingai: usage: movingai MAP [SCEN] [--behavior nproxy|greedy|whiskers|orca|...] [--planner P] ..."});
    AgentDef def;
    if (!makeAgentDef(choice, def, errors) || !errors.empty()) return printErrors(errors);
    Benchmark bench;
    if (!loadBenchmark(files[0], files.size() > 1 ? files[1] : "", bench, errors)) return printErrors(errors);
    if (files.size() == 1) {
        if (!rows.empty() || !csvPath.empty()) return printErrors({"movingai: --rows and --csv need a SCEN file"});
        return describeMap(bench);
    }
    if (bench.problems.empty()) return printErrors({files[1] + ": no problems"});
    size_t first = 0, last = bench.problems.size() - 1;
    if (!rows.empty() && !parseRows(rows, bench.problems.size(), first, last, errors)) return printErrors(errors);
    std::ofstream csv;
    if (!csvPath.empty()) {
        csv.open(csvPath, std::ios::binary);
        if (!csv) return printErrors({"--csv: cannot write " + csvPath});
        csv << "row,line,bucket,start_x,start_y,goal_x,goal_y,scen_optimal,optimal,optimal4,reached,stop,steps,returns,"
               "step_limit,ratio\n";
    }

    ProblemRunner runner(bench.grid, def);
    if (!runner.error().empty()) return printErrors({runner.error()});
    ProblemSummary summary;
    size_t disagree = 0;  // rows whose optimum in the file is not ours
    const size_t count = last - first + 1;
    const auto started = std::chrono::steady_clock::now();
    for (size_t row = first; row <= last; ++row) {
        const ScenProblem& q = bench.problems[row];
        const ProblemResult r = runner.run(q.start, q.goal);
        summary.add(q.bucket, r);
        // The benchmark's tolerance for its optimum (rounding in the files): beyond it, the file disagrees.
        // A row the file gives a length for and we find no way for disagrees too.
        if (r.optimal == kNoOctilePath ? q.optimal > 0.0 : std::abs(r.optimal - q.optimal) > 1e-3 + 1e-5 * q.optimal)
            ++disagree;
        if (csv) csv << csvLine(row, q, r);
        const size_t done = row - first + 1;
        if (done * 10 / count != (done - 1) * 10 / count)
            std::fprintf(stderr, "movingai: %zu/%zu problems\n", done, count);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (csv && !csv.flush()) return printErrors({"--csv: cannot write " + csvPath});

    std::printf("map %s: %d x %d, %lld blocked\n", bench.mapPath.c_str(), bench.grid.width(), bench.grid.height(),
                (long long)bench.grid.blockedCount());
    std::printf("scen %s: rows %zu-%zu (%zu of %s)\n", bench.scenPath.c_str(), first, last, count,
                plural(bench.problems.size(), "problem", "problems").c_str());
    if (kindOf(def.behavior) == AgentKind::Grid)
        std::printf("agent %s; step limit max(64, 4 x optimal4) per problem; ratio = steps / optimal4\n",
                    describeAgent(def).c_str());
    else
        std::printf(
            "agent %s, from cell centre to cell centre; step limit: 4 x optimal / max speed + 10 s, stuck after "
            "%.0f s without coming closer; ratio = path length / optimal\n",
            describeAgent(def).c_str(), double(kProblemStuckSeconds));
    std::printf("%6s %8s %7s %5s %11s %8s %11s %9s %10s\n", "bucket", "problems", "reached", "stuck", "oscillation",
                "maxSteps", "unreachable", "meanRatio", "worstRatio");
    for (const auto& [bucket, tally] : summary.buckets()) printTallyRow(std::to_string(bucket), tally);
    printTallyRow("all", summary.all());
    if (disagree > 0)
        std::printf(
            "note: %zu %s optimal length in the file differs from ours by more than 1e-3 + 1e-5 x optimum, or "
            "we find no way (both are in the CSV: scen_optimal, optimal)\n",
            disagree, disagree == 1 ? "row's" : "rows'");
    std::printf("throughput: %s in %.3f s, %.0f problems/s (wall clock)\n",
                plural(count, "problem", "problems").c_str(), seconds, seconds > 0.0 ? double(count) / seconds : 0.0);
    return kOk;
}

}  // namespace sidestep::cli
