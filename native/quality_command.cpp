// `sidestep quality`: the quality suite's tables, or one line per scene and variant.
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli_common.hpp"
#include "commands.hpp"
#include "script_engine.hpp"
#include "sidestep/io/json.hpp"
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

namespace {

/// Whether `name` is a script name of at most 30 characters ([A-Za-z_][A-Za-z0-9_]{0,29}).
bool plainName(const std::string& name) {
    if (name.empty() || name.size() > 30) return false;
    for (size_t k = 0; k < name.size(); ++k) {
        const char c = name[k];
        const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
        if (!letter && !(k > 0 && c >= '0' && c <= '9')) return false;
    }
    return true;
}

/// The suite with a row per --script FILE.js after seek's (every agent of every scene runs it), as
/// `node scripts/sidestep.mjs quality` builds it: the same run description, the same words for its errors.
int qualityWithScripts(const std::vector<QualityVariant>& variants, const std::vector<std::string>& families,
                       const std::string& scene, bool detail, const std::vector<std::string>& files) {
    Json list = Json::array();
    const size_t at = !variants.empty() && variants.front().label == "seek" ? 1 : 0;  // a script's row after seek's
    for (size_t v = 0; v < at; ++v) list.push(Json::string(variants[v].label));
    std::vector<ScriptSource> scripts;
    for (size_t k = 0; k < files.size(); ++k) {
        std::ifstream in(files[k], std::ios::binary);
        if (!in) return printErrors({"--script: " + files[k] + ": no such file"});
        std::stringstream text;
        text << in.rdbuf();
        std::string name = files[k].substr(files[k].rfind('/') + 1);
        if (name.size() > 3 && name.compare(name.size() - 3, 3, ".js") == 0) name.resize(name.size() - 3);
        const std::string id = (plainName(name) ? name : std::string("script")) + "_" + std::to_string(k);
        scripts.push_back({id, text.str()});
        list.push(Json::object()
                      .set("label", Json::string(("script " + name).substr(0, 40)))
                      .set("script", Json::string(id))
                      .set("source", Json::string(text.str())));
    }
    for (size_t v = at; v < variants.size(); ++v) list.push(Json::string(variants[v].label));
    if (const std::string& e = ScriptEngine::shared().start(); !e.empty()) return printErrors({e});
    for (const ScriptEngine::SyntaxError& e : ScriptEngine::shared().syntaxErrors(scripts)) {
        const size_t k = size_t(
            std::find_if(scripts.begin(), scripts.end(), [&](const ScriptSource& s) { return s.name == e.name; }) -
            scripts.begin());
        return printErrors({"--script " + files[std::min(k, files.size() - 1)] + ": line " + std::to_string(e.line) +
                            ", column " + std::to_string(e.column) + ": " + e.message});
    }
    Json fam = Json::array();
    for (const std::string& f : families) fam.push(Json::string(f));
    const QualityRunSpec spec = parseQualityRunSpec(writeJson(Json::object()
                                                                  .set("variants", std::move(list))
                                                                  .set("families", std::move(fam))
                                                                  .set("scene", Json::string(scene)),
                                                              0));
    if (!spec.ok()) {
        std::vector<std::string> errors;
        for (std::string e : spec.errors) {
            if (e.rfind("families", 0) == 0) e = "--" + e;
            const size_t source = e.find("].source");
            if (e.rfind("variants[", 0) == 0 && source != std::string::npos) e = "--script" + e.substr(source + 8);
            errors.push_back(e);
        }
        return printErrors(errors);
    }
    QualityRun run(spec.variants, spec.families, spec.scene);
    EngineScriptHost host;
    run.setScriptHost(&host);
    while (run.advance(1u << 30) > 0) {
    }
    std::cout << (detail ? run.detailText() : formatQualityReport(run.report()));
    return kOk;
}

}  // namespace

/// The quality suite's tables (over the scenes of --families A,B when given; the variants whose labels start
/// with one of --variant LABEL ..., when given); --detail or --scene NAME (a prefix) prints one line per scene
/// and variant instead. --script FILE.js (repeated) adds a row per script after seek's, run in the page's
/// script engine (script_engine.hpp).
int qualityCommand(const std::vector<std::string>& args) {
    bool detail = false;
    std::string sceneFilter;
    std::vector<std::string> variantFilters;
    std::vector<std::string> families;
    VariantOptions own;
    std::vector<std::string> errors, scriptFiles;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] != "--variant" && readVariantOption(args, i, own, errors)) {
            if (!errors.empty()) return printErrors(errors);
            continue;
        }
        if (args[i] == "--detail")
            detail = true;
        else if (args[i] == "--script" && i + 1 < args.size())
            scriptFiles.push_back(args[++i]);
        else if (args[i] == "--families" && i + 1 < args.size()) {
            families = splitList(args[++i]);
            if (Message e = checkQualityFamilies(families); !e.id.empty())
                return printErrors({englishError(e.text("path", "--families"))});
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
    if (!scriptFiles.empty()) {
        if (own.given()) return printErrors({"--script: with --behavior, leave one of them out"});
        return qualityWithScripts(variants, families, sceneFilter, detail, scriptFiles);
    }
    QualityRun run(variants, families, sceneFilter);
    while (run.advance(1u << 30) > 0) {
    }
    std::cout << (detail ? run.detailText() : formatQualityReport(run.report()));
    return kOk;
}

}  // namespace sidestep::cli
