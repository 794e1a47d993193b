// `sidestep quality`: the quality suite's tables, or one line per scene and variant.
#include <cstdio>
#include <iostream>

#include "cli_common.hpp"
#include "commands.hpp"
#include "sidestep/quality/measure.hpp"

namespace sidestep::cli {

/// The quality suite's tables; --detail prints one line per scene and variant instead (filtered by
/// --scene and --variant, which match names and labels by prefix).
int qualityCommand(const std::vector<std::string>& args) {
    bool detail = false;
    std::string sceneFilter, variantFilter;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--detail") detail = true;
        else if ((args[i] == "--scene" || args[i] == "--variant") && i + 1 < args.size()) {
            std::string& filter = args[i] == "--scene" ? sceneFilter : variantFilter;
            filter = args[++i];
        } else return printErrors({"quality: unexpected argument " + args[i]});
    }
    if (!detail && sceneFilter.empty() && variantFilter.empty()) {
        std::cout << formatQualityReport(runQualitySuite());
        return kOk;
    }
    std::printf("%-22s %-42s %6s %6s %7s %6s %6s %6s %7s %8s %7s\n", "scene", "variant", "agents", "reach", "coll", "contact",
                "depth", "time", "minClr", "agentC", "score");
    for (const QualityScene& s : qualityScenes()) {
        if (s.name.rfind(sceneFilter, 0) != 0) continue;
        for (const QualityVariant& v : qualityVariants()) {
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
