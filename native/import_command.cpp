// `sidestep import`: a Moving AI map, and optionally one problem of its scen as a grid agent, or a
// SteerSuite test case (.xml), written as a scenario v1 file that the page, `run`, `validate` and `link`
// all read.
#include <cctype>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "benchmark_input.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
#include "sidestep/io/benchmark_scenario.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/quality/steersuite_runs.hpp"
#include "variant_options.hpp"

namespace sidestep::cli {

namespace {

bool endsWith(const std::string& s, const char* suffix) {
    const size_t n = std::strlen(suffix);
    if (s.size() < n) return false;
    for (size_t k = 0; k < n; ++k) {
        if (std::tolower((unsigned char)s[s.size() - n + k]) != suffix[k]) return false;
    }
    return true;
}

/// `import CASE.xml [--scale S] [--seed N] [--variant LABEL]`: a SteerSuite test case as scenario JSON.
int importSteerSuiteCase(const std::vector<std::string>& args) {
    std::string file, label = "seek";
    SteerSuiteOptions options;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if ((a == "--scale" || a == "--seed" || a == "--variant") && i + 1 >= args.size())
            return printErrors({a + ": needs a value"});
        if (a == "--scale") {
            char* end = nullptr;
            options.scale = std::strtof(args[++i].c_str(), &end);
            if (*end != '\0' || args[i].empty())
                return printErrors({"--scale: needs a number of units per metre, got " + args[i]});
        } else if (a == "--seed") {
            long long seed = 0;
            if (!parseInteger(args[++i], 0, 1LL << 53, seed))
                return printErrors({"--seed: needs an integer 0..2^53, got " + args[i]});
            options.seed = uint64_t(seed);
        } else if (a == "--variant") {
            label = args[++i];
        } else if (a.rfind("--", 0) == 0 || !file.empty()) {
            return printErrors(
                {"import: unexpected argument " + a,
                 "import: usage: import CASE.xml [--scale UNITS_PER_METRE] [--seed N] [--variant LABEL]"});
        } else {
            file = a;
        }
    }
    const std::vector<QualityVariant> variants = qualityVariants();
    const QualityVariant* variant = findQualityVariant(variants, label);
    if (!variant) return printErrors({unknownVariant(label)});
    std::ifstream in(file, std::ios::binary);
    if (!in) return printErrors({file + ": cannot be read"});
    std::ostringstream text;
    text << in.rdbuf();
    SteerSuiteCase c;
    c.file = std::filesystem::path(file).filename().string();
    options.file = c.file;
    std::vector<std::string> errors;
    if (!importSteerSuite(text.str(), options, c.imported, errors)) {
        for (std::string& e : errors) e = file + ": " + e;
        return printErrors(errors);
    }
    for (const std::string& n : c.imported.notes) std::cerr << "note: " << n << "\n";
    std::cout << writeScenario(steerSuiteVariant(c, *variant));
    return kOk;
}

}  // namespace

int importCommand(const std::vector<std::string>& args) {
    for (const std::string& a : args) {
        if (a.rfind("--", 0) != 0 && endsWith(a, ".xml")) return importSteerSuiteCase(args);
    }
    std::vector<std::string> files, errors;
    std::string rowText;
    AgentChoice choice;
    for (size_t i = 0; i < args.size(); ++i) {
        if (readAgentOption(args, i, choice, errors)) continue;
        if (args[i] == "--row") {
            if (i + 1 >= args.size()) return printErrors({"--row: needs a number"});
            rowText = args[++i];
        } else if (args[i].rfind("--", 0) == 0 || files.size() == 2) {
            return printErrors({"import: unexpected argument " + args[i]});
        } else {
            files.push_back(args[i]);
        }
    }
    if (files.empty())
        return printErrors({"import: usage: import MAP [SCEN --row N] [--behavior nproxy|greedy] [--P N]"});
    if ((files.size() == 2) != !rowText.empty()) return printErrors({"import: SCEN and --row N go together"});
    AgentDef def;
    if (!makeAgentDef(choice, def, errors) || !errors.empty()) return printErrors(errors);
    Benchmark bench;
    if (!loadBenchmark(files[0], files.size() > 1 ? files[1] : "", bench, errors)) return printErrors(errors);

    const std::string mapName(baseName(bench.mapPath));
    BenchmarkRow row;
    if (!rowText.empty()) {
        long long index = 0;
        if (!parseInteger(rowText, 0, (long long)bench.problems.size() - 1, index)) {
            return printErrors({"--row: must be an integer 0.." + std::to_string((long long)bench.problems.size() - 1) +
                                " (a 0-based row of " + files[1] + "), got " + rowText});
        }
        row = {&bench.problems[size_t(index)], size_t(index), baseName(bench.scenPath)};
    }
    const Scenario s = benchmarkScenario(bench.grid, mapName, def, row);
    std::cout << writeScenario(s);
    return kOk;
}

}  // namespace sidestep::cli
