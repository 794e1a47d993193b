// `sidestep steersuite FILE|DIR`: SteerSuite test cases run with one behaviour (or every variant of the
// quality suite), each measured by sidestep's measures and by SteerBench's composite scores.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli_common.hpp"
#include "commands.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/io/plural.hpp"
#include "sidestep/quality/steersuite_runs.hpp"
#include "sidestep/world/hash.hpp"
#include "variant_options.hpp"

namespace sidestep::cli {

namespace {

bool readText(const std::string& path, std::string& out, std::string& error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = path + ": cannot be read";
        return false;
    }
    std::ostringstream s;
    s << in.rdbuf();
    out = s.str();
    return true;
}

/// The case files named: FILE, or every .xml in DIR (sorted by name).
std::vector<std::string> caseFiles(const std::string& arg, std::string& error) {
    namespace fs = std::filesystem;
    std::error_code ec;
    std::vector<std::string> files;
    if (fs::is_directory(arg, ec)) {
        for (const auto& e : fs::directory_iterator(arg, ec)) {
            if (e.is_regular_file() && e.path().extension() == ".xml") files.push_back(e.path().string());
        }
        std::sort(files.begin(), files.end());
        if (files.empty()) error = arg + ": no .xml test case in this folder";
    } else if (fs::is_regular_file(arg, ec)) {
        files.push_back(arg);
    } else {
        error = arg + ": no such file or folder";
    }
    return files;
}

bool parseFloatArg(const std::string& text, double& out) {
    char* end = nullptr;
    out = std::strtod(text.c_str(), &end);
    return !text.empty() && *end == '\0' && std::isfinite(out);
}

struct Totals {
    uint32_t cases = 0, agents = 0, reached = 0, collisions = 0, contacts = 0;
    double c = 0, composite01 = 0, composite02 = 0;  // case scores summed (means over cases below)
    void add(const SteerSuiteRun& r) {
        ++cases;
        agents += r.measures.agents;
        reached += r.measures.reached;
        collisions += r.measures.collisions;
        contacts += r.measures.contacts;
        c += r.scores.collisions;
        composite01 += r.scores.composite01();
        composite02 += r.scores.composite02();
    }
};

void printCaseHeader() {
    std::printf("%-36s %6s %8s %6s %8s %7s %7s %8s %7s %12s %12s\n", "case", "agents", "reached", "coll", "contacts",
                "C/agent", "T (s)", "E", "A", "composite01", "composite02");
}

void printCaseRow(const std::string& name, const SteerSuiteRun& r) {
    const QualityMeasures& m = r.measures;
    std::printf("%-36s %6u %4u/%-3u %6u %8u %7.2f %7.1f %8.1f %7.1f %12.1f %12.1f\n", name.substr(0, 36).c_str(),
                m.agents, m.reached, m.agents, m.collisions, m.contacts, r.scores.collisions, r.scores.time,
                r.scores.energy, r.scores.acceleration, r.scores.composite01(), r.scores.composite02());
}

const std::string kHelp =
    std::string("steersuite: usage: steersuite FILE|DIR ") + kVariantUsage +
    " | --all] [--scale UNITS_PER_METRE] [--seed N] [--detail] (exit 2 when a case is not imported)";

/// The cases of `files` that import, in order; every error of the others goes to `refused` with its file,
/// and `refusedFiles` counts those files.
std::vector<SteerSuiteCase> readCases(const std::vector<std::string>& files, const SteerSuiteOptions& options,
                                      std::vector<std::string>& refused, size_t& refusedFiles) {
    std::string error;
    std::vector<SteerSuiteCase> cases;
    for (const std::string& f : files) {
        std::string text;
        std::vector<std::string> errors;
        SteerSuiteCase c;
        c.file = std::filesystem::path(f).filename().string();
        SteerSuiteOptions o = options;
        o.file = c.file;
        if (!readText(f, text, error))
            errors.push_back(error);
        else
            importSteerSuite(text, o, c.imported, errors);
        if (!errors.empty()) {
            for (const std::string& e : errors) refused.push_back(f + ": " + e);  // the path as given (or found in DIR)
            ++refusedFiles;
            continue;
        }
        cases.push_back(std::move(c));
    }
    return cases;
}

/// One variant: a row per case (and per agent with `detail`), then the totals of open space and obstacles.
void printVariantCases(const QualityVariant& q, const std::vector<SteerSuiteCase>& cases,
                       const SteerSuiteOptions& options, bool detail) {
    std::printf("variant: %s; SteerSuite's cases at %g units per metre, seed %llu\n", q.label.c_str(),
                double(options.scale), (unsigned long long)options.seed);
    printCaseHeader();
    Totals open, walls;
    for (const SteerSuiteCase& c : cases) {
        const SteerSuiteRun r = runSteerSuite(c, q);
        printCaseRow(c.file, r);
        (c.imported.openSpace ? open : walls).add(r);
        if (detail) {
            for (size_t i = 0; i < r.agents.size(); ++i) {
                const SteerBenchAgent& m = r.agents[i];
                std::printf("  %-34s %6s %8s %6s %8s %7u %7.1f %8.1f %7.1f %12.1f %12.1f\n",
                            c.imported.scenario.agents[i].name.substr(0, 34).c_str(), "", "", "", "", m.collisions,
                            m.time, m.energy, m.acceleration, m.composite01(), m.composite02());
            }
        }
    }
    for (const auto& [label, t] :
         {std::pair<const char*, const Totals&>{"open space", open}, {"with obstacles", walls}}) {
        if (t.cases == 0) continue;
        std::printf("%-36s %6u %4u/%-3u %6u %8u %7.2f %7s %8s %7s %12.1f %12.1f\n",
                    (std::string(label) + " (" + plural(t.cases, "case", "cases") + ")").c_str(), t.agents, t.reached,
                    t.agents, t.collisions, t.contacts, t.c / t.cases, "", "", "", t.composite01 / t.cases,
                    t.composite02 / t.cases);
    }
}

/// Every variant of the quality suite: its totals over open space and over obstacles.
void printEveryVariant(const std::vector<QualityVariant>& chosen, const std::vector<SteerSuiteCase>& cases,
                       const SteerSuiteOptions& options) {
    std::printf("SteerSuite's cases at %g units per metre, seed %llu: every variant\n", double(options.scale),
                (unsigned long long)options.seed);
    std::printf("%-42s %-14s %6s %6s %7s %9s %8s %12s %12s\n", "variant", "cases", "agents", "reach", "coll/a",
                "contacts/a", "C/agent", "composite01", "composite02");
    for (const QualityVariant& q : chosen) {
        Totals open, walls;
        for (const SteerSuiteCase& c : cases) {
            const SteerSuiteRun r = runSteerSuite(c, q);
            (c.imported.openSpace ? open : walls).add(r);
        }
        for (const auto& [label, t] : {std::pair<const char*, const Totals&>{"open", open}, {"obstacles", walls}}) {
            if (t.cases == 0) continue;
            std::printf("%-42s %-14s %6u %5.0f%% %7.2f %9.2f %8.2f %12.1f %12.1f\n", q.label.c_str(),
                        (std::string(label) + " (" + std::to_string(t.cases) + ")").c_str(), t.agents,
                        100.0 * t.reached / std::max(1u, t.agents), double(t.collisions) / std::max(1u, t.agents),
                        double(t.contacts) / std::max(1u, t.agents), t.c / t.cases, t.composite01 / t.cases,
                        t.composite02 / t.cases);
        }
    }
}

}  // namespace

int steersuiteCommand(const std::vector<std::string>& args) {
    std::string target;
    bool all = false, detail = false;
    VariantOptions variant;
    SteerSuiteOptions options;
    std::vector<std::string> errors;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (readVariantOption(args, i, variant, errors)) continue;
        if (a == "--all")
            all = true;
        else if (a == "--detail")
            detail = true;
        else if ((a == "--scale" || a == "--seed") && i + 1 >= args.size())
            errors.push_back(a + ": needs a value");
        else if (a == "--scale") {
            double x = 0;
            if (!parseFloatArg(args[++i], x))
                errors.push_back("--scale: needs a number of units per metre, got " + args[i]);
            options.scale = float(x);
        } else if (a == "--seed") {
            long long x = 0;
            if (!parseInteger(args[++i], 0, (1LL << 53), x))
                errors.push_back("--seed: needs an integer 0..2^53, got " + args[i]);
            options.seed = uint64_t(x);
        } else if (a.rfind("--", 0) == 0 || !target.empty()) {
            errors.push_back("steersuite: unexpected argument " + a);
        } else {
            target = a;
        }
    }
    if (target.empty()) errors.push_back("steersuite: needs a test case file or a folder of them");
    if (!errors.empty()) {
        errors.push_back(kHelp);
        return printErrors(errors);
    }
    std::vector<QualityVariant> chosen;
    if (all) {
        if (variant.given() || !variant.planner.empty())
            return printErrors(
                {"steersuite: --all runs every variant of the quality suite; leave out the variant options"});
        chosen = qualityVariants();
    } else {
        QualityVariant q;
        if (!makeVariant(variant, "seek", q, errors)) return printErrors(errors);
        chosen.push_back(q);
    }

    std::string error;
    const std::vector<std::string> files = caseFiles(target, error);
    if (!error.empty()) return printErrors({error});
    std::vector<std::string> refused;  // every error of every case not imported, each with its file
    size_t refusedFiles = 0;
    const std::vector<SteerSuiteCase> cases = readCases(files, options, refused, refusedFiles);
    if (cases.empty()) return printErrors(refused);  // nothing to run: every case was refused
    if (all)
        printEveryVariant(chosen, cases, options);
    else
        printVariantCases(chosen[0], cases, options, detail);
    if (!refused.empty()) {  // the rest ran; the command still fails, so that a script sees the refusal
        std::printf("not imported (%zu of %zu files):\n", refusedFiles, files.size());
        for (const std::string& r : refused) std::printf("  %s\n", r.c_str());
        return kBadInput;
    }
    return kOk;
}

}  // namespace sidestep::cli
