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
    for (size_t comma; (comma = text.find(',', from)) != std::string::npos; from = comma + 1)
        out.push_back(text.substr(from, comma - from));
    out.push_back(text.substr(from));
    return out;
}

/// The quality suite's tables (over the scenes of --families A,B when given; the variants whose labels start
/// with one of --variant LABEL ..., when given); --detail or --scene NAME (a prefix) prints one line per scene
/// and variant instead. --script: refused, naming the Node front end that runs scripts.
int qualityCommand(const std::vector<std::string>& args) {
    bool detail = false;
    std::string sceneFilter;
    std::vector<std::string> variantFilters;
    std::vector<std::string> families;
    VariantOptions own;
    std::vector<std::string> errors;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] != "--variant" && readVariantOption(args, i, own, errors)) {
            if (!errors.empty()) return printErrors(errors);
            continue;
        }
        if (args[i] == "--detail")
            detail = true;
        else if (args[i] == "--script") {
            std::string command = "node scripts/sidestep.mjs quality";
            for (const std::string& a : args) command += " " + a;
            std::fprintf(stderr, "error: quality --script: this tool runs no JavaScript; run it with: %s\n",
                         command.c_str());
            return kBadInput;
        } else if (args[i] == "--families" && i + 1 < args.size()) {
            families = splitList(args[++i]);
            if (const std::string e = checkQualityFamilies(families, "--families"); !e.empty()) return printErrors({e});
        } else if (args[i] == "--scene" && i + 1 < args.size()) {
            sceneFilter = args[++i];
            detail = true;
        } else if (args[i] == "--variant" && i + 1 < args.size()) {
            variantFilters.push_back(args[++i]);
        } else
            return printErrors({"quality: unexpected argument " + args[i]});
    }
    std::vector<QualityVariant> variants = qualityVariants();
    if (own.given()) {  // one behaviour with its own settings, instead of the suite's variants
        QualityVariant q;
        if (!variantFilters.empty()) return printErrors({"--variant: with --behavior, leave it out"});
        if (!makeVariant(own, "", q, errors)) return printErrors(errors);
        q.crowdOnly = q.avoidAgents;
        variants = {q};
    }
    for (const std::string& f : variantFilters) {
        if (std::none_of(variants.begin(), variants.end(),
                         [&](const QualityVariant& v) { return v.label.rfind(f, 0) == 0; }))
            return printErrors(
                {"--variant: no variant's label starts with \"" + f + "\"; the labels are " + variantLabels()});
    }
    if (!variantFilters.empty()) {
        std::vector<QualityVariant> kept;
        for (const QualityVariant& v : variants) {
            if (std::any_of(variantFilters.begin(), variantFilters.end(),
                            [&](const std::string& f) { return v.label.rfind(f, 0) == 0; }))
                kept.push_back(v);
        }
        variants = std::move(kept);
    }
    QualityRun run(variants, families, sceneFilter);
    while (run.advance(1u << 30) > 0) {
    }
    std::cout << (detail ? run.detailText() : formatQualityReport(run.report()));
    return kOk;
}

}  // namespace sidestep::cli
