// `sidestep quality`: the quality suite's tables, or one line per scene and variant.
#include <algorithm>
#include <cstdio>
#include <iostream>

#include "cli_common.hpp"
#include "commands.hpp"
#include "sidestep/quality/measure.hpp"
#include "sidestep/quality/run.hpp"
#include "variant_options.hpp"

namespace sidestep::cli {

/// "a,b,c" as its parts.
std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> out;
    size_t from = 0;
    for (size_t comma; (comma = text.find(',', from)) != std::string::npos; from = comma + 1) out.push_back(text.substr(from, comma - from));
    out.push_back(text.substr(from));
    return out;
}

/// The quality suite's tables (over the scenes of --families A,B when given); --detail prints one line per
/// scene and variant instead (filtered by --scene and --variant, which match names and labels by prefix).
/// --script: refused, naming the Node front end that runs scripts.
int qualityCommand(const std::vector<std::string>& args) {
    bool detail = false;
    std::string sceneFilter, variantFilter;
    std::vector<std::string> families;
    VariantOptions own;
    std::vector<std::string> errors;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] != "--variant" && readVariantOption(args, i, own, errors)) {
            if (!errors.empty()) return printErrors(errors);
            continue;
        }
        if (args[i] == "--detail") detail = true;
        else if (args[i] == "--script") {
            std::string command = "node scripts/sidestep.mjs quality";
            for (const std::string& a : args) command += " " + a;
            std::fprintf(stderr, "error: quality --script: this tool runs no JavaScript; run it with: %s\n", command.c_str());
            return kBadInput;
        } else if (args[i] == "--families" && i + 1 < args.size()) {
            families = splitList(args[++i]);
            if (const std::string e = checkQualityFamilies(families, "--families"); !e.empty()) return printErrors({e});
        } else if ((args[i] == "--scene" || args[i] == "--variant") && i + 1 < args.size()) {
            std::string& filter = args[i] == "--scene" ? sceneFilter : variantFilter;
            filter = args[++i];
        } else return printErrors({"quality: unexpected argument " + args[i]});
    }
    std::vector<QualityVariant> variants = qualityVariants();
    if (own.given()) {  // one behaviour with its own settings, instead of the suite's variants
        QualityVariant q;
        if (!variantFilter.empty()) return printErrors({"--variant: with --behavior, leave it out"});
        if (!makeVariant(own, "", q, errors)) return printErrors(errors);
        q.crowdOnly = q.avoidAgents;
        variants = {q};
    }
    if (!variantFilter.empty() &&
        std::none_of(variants.begin(), variants.end(), [&](const QualityVariant& v) { return v.label.rfind(variantFilter, 0) == 0; })) {
        return printErrors({"--variant: no variant's label starts with \"" + variantFilter + "\"; the labels are " + variantLabels()});
    }
    if (!detail && sceneFilter.empty() && variantFilter.empty()) {
        QualityRun run(variants, families);
        while (run.advance(1u << 30) > 0) {
        }
        std::cout << formatQualityReport(run.report());
        return kOk;
    }
    std::printf("%-22s %-42s %6s %6s %7s %6s %6s %6s %7s %8s %7s\n", "scene", "variant", "agents", "reach", "coll", "contact",
                "depth", "time", "minClr", "agentC", "score");
    for (const QualityScene& s : qualityScenes()) {
        if (s.name.rfind(sceneFilter, 0) != 0) continue;
        if (!families.empty() && std::find(families.begin(), families.end(), s.family) == families.end()) continue;
        for (const QualityVariant& v : variants) {
            if (v.label.rfind(variantFilter, 0) != 0 || (v.crowdOnly && !s.crowd)) continue;
            const QualityMeasures m = runQuality(s, v);
            std::printf("%-22s %-42s %6u %5.0f%% %7u %6.2f %6.2f %6.1f %7.2f %8u %7.1f\n", s.name.c_str(), v.label.c_str(), m.agents,
                        100.0 * double(m.reachRate()), m.collisions, double(m.contactTime), double(m.penetration),
                        double(m.perReached(m.timeToGoal)), double(m.minClearance), m.contacts, double(m.perAgent(m.score)));
        }
    }
    return kOk;
}

}  // namespace sidestep::cli
