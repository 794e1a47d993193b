// The `sidestep` command-line tool: headless runs, validation and share links over the same core as
// the page. Exit codes: 0 success, 2 bad input, 1 internal error. No input, however malformed, crashes it.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <exception>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "commands.hpp"
#include "deflate.hpp"
#include "scenario_input.hpp"
#include "script_engine.hpp"
#include "sidestep/behaviors/nproxy.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/io/report.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/quality/measure.hpp"
#include "sidestep/world/hash.hpp"
#include "sidestep/world/run_totals.hpp"
#include "threads_option.hpp"

using namespace sidestep;
using namespace sidestep::cli;

namespace {

const char* kUsage = R"(usage:
  sidestep run FILE|LINK [--steps N] [--json] [--trace] [--events]
                                                          run headless and report each agent; --trace:
                                                          positions each step, --events: what happened
                                                          (collisions, contacts, returns, stops, laps),
                                                          one JSON line each
  sidestep validate FILE|LINK                             print "ok", or the errors (exit 2); a lesson
                                                          file is validated as a lesson
  sidestep expand FILE|LINK                               print the scenario with its crowd regions written
                                                          out as explicit agents (the same scene, same hash)
  sidestep field FILE|LINK --agent I [--P N]              P-proxy and P-step of every cell for a grid agent
  sidestep explain FILE|LINK --agent I [--steps N] [--json]
                                                          agent I's numbers and the reason for its next
                                                          move after N steps (default 0), as the page says it
  sidestep link encode FILE [--base URL]                  print the share link of a scenario
  sidestep link decode LINK                               print the scenario inside a link
  sidestep compare FILE|LINK [--steps N] [--json]        run each variant of the file's "compare" set
                                                          to the end and print their measures side by side
  sidestep quality [--families A,B] [--detail] [--scene NAME] [--variant LABEL ... | --behavior NAME [--avoid]
                   [--param NAME=VALUE ...] [--avoidance NAME=VALUE ...] [--planner none|grid|any-angle]]
                   [--script FILE.js ...]
                        the quality suite: every continuous behaviour on fixed scenes (of those families)
                        against plain seek; --variant keeps the rows whose labels start with one given;
                        --behavior runs that one behaviour with those settings instead; --detail or
                        --scene: one line per scene; --script adds a row whose agents run it
  sidestep movingai MAP [SCEN] [AGENT] [--planner none|grid|any-angle] [--rows A-B] [--csv FILE]
                        run every problem of a Moving AI scen (or rows A..B, 0-based, both included)
                        with one agent (a grid agent, or a continuous one such as --behavior whiskers,
                        which with --planner follows a route); print outcomes and path ratios per
                        bucket and overall. MAP alone: its size and blocked cells
  sidestep import MAP [SCEN --row N] [AGENT]               print a Moving AI map (and problem N as an agent)
                                                          as scenario JSON
  sidestep steersuite FILE|DIR [--variant LABEL | --behavior NAME [--avoid] [--param NAME=VALUE ...]
                   [--avoidance NAME=VALUE ...] | --all] [--planner none|grid|any-angle]
                   [--scale UNITS_PER_METRE] [--seed N] [--detail]
                        run SteerSuite test cases (.xml, one file or a folder) with one variant (default
                        seek; --planner: its agents follow routes) or every variant of the quality suite;
                        print our measures and SteerBench's.
                        A case that cannot be imported is listed with its errors and the rest run; the
                        exit code is then 2
  sidestep lesson FILE [--json] [--examples DIR]          validate a lesson and play it through: each
                                                          checkpoint's caption filled in at its step, each
                                                          task checked as given and with its solution
  sidestep import CASE.xml [--scale UNITS_PER_METRE] [--seed N] [--variant LABEL]
                                                          print a SteerSuite test case as scenario JSON
run, compare, quality, movingai, steersuite, explain and lesson take --threads N: the threads the step's
decisions use, 1..64 (default: one per core), each taking at least --agents-per-thread N agents (default
256; fewer run on one thread). The results are the same bits for any N.
AGENT: --behavior nproxy|greedy (default nproxy; movingai also takes a continuous behaviour), --P N,
--param NAME=VALUE (P, stepTieBreak, stopOnReturn, metric; or the continuous behaviour's settings), and for
movingai's continuous agents --planner none|grid|any-angle. The step limit of a problem is max(64, 4 x its
4-connected optimum).
FILE may be "-" for standard input. LINK is a whole URL, "#s=…", or the part after "#s=".
A scene with scripts runs them in the page's own engine, in Node (scripts/script-server.mjs; SIDESTEP_NODE,
SIDESTEP_SCRIPT_SERVER): without Node such a scene exits 2.
Exit codes: 0 success, 2 bad input, 1 internal error.
)";

int run(const std::vector<std::string>& args) {
    std::string file;
    bool json = false, trace = false, events = false;
    long long steps = -1;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--json")
            json = true;
        else if (args[i] == "--trace")
            trace = true;
        else if (args[i] == "--events")
            events = true;
        else if (args[i] == "--steps") {
            if (i + 1 >= args.size()) return printErrors({"--steps: needs a number"});
            char* end = nullptr;
            steps = std::strtoll(args[++i].c_str(), &end, 10);
            if (*end != '\0' || steps < 0 || steps > 1000000)
                return printErrors({"--steps: must be an integer 0..1000000, got " + args[i]});
        } else if (file.empty())
            file = args[i];
        else
            return printErrors({"run: unexpected argument " + args[i]});
    }
    if (file.empty()) return printErrors({"run: needs a FILE or LINK"});
    Scenario scenario;
    int code = kOk;
    if (!load(file, scenario, code)) return code;
    Timeline run = buildTimeline(scenario);     // the history's edits are applied at their steps
    std::unique_ptr<EngineScriptHost> scripts;  // a scene with scripts runs them in the page's engine
    if (const std::string error = attachScripts(run, scripts); !error.empty()) return printErrors({error});
    const World& world = run.world();
    const uint32_t limit = steps < 0 ? scenario.sim.maxSteps : uint32_t(steps);
    if (trace) std::cout << writeJson(traceLine(world), 0) << "\n";
    size_t printed = 0;  // events already printed
    for (uint32_t k = 0; k < limit && run.run(1) == 1; ++k) {
        if (trace) std::cout << writeJson(traceLine(world), 0) << "\n";
        for (; events && printed < run.events().size(); ++printed)
            std::cout << writeJson(eventLine(world, run.events()[printed]), 0) << "\n";
    }
    if (json)
        std::cout << writeJson(runReport(world), 2) << "\n";
    else if (!trace && !events)
        std::cout << runTable(world);
    return kOk;
}

/// The P-proxy and P-step of every cell for one grid agent's target and params (rows top to bottom),
/// with null where the value is BIG or HUGE.
int field(const std::vector<std::string>& args) {
    std::string file;
    long long agent = -1, P = -1;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--agent" || args[i] == "--P") {
            if (i + 1 >= args.size()) return printErrors({args[i] + ": needs a number"});
            long long& target = args[i] == "--agent" ? agent : P;
            const long long hi = args[i] == "--agent" ? kMaxAgents - 1 : kMaxLookahead;
            if (!parseInteger(args[i + 1], 0, hi, target)) {
                return printErrors(
                    {args[i] + ": must be an integer 0.." + std::to_string(hi) + ", got " + args[i + 1]});
            }
            ++i;
        } else if (file.empty()) {
            file = args[i];
        } else {
            return printErrors({"field: unexpected argument " + args[i]});
        }
    }
    if (file.empty() || agent < 0) return printErrors({"field: usage: field FILE|LINK --agent I [--P N]"});
    Scenario scenario;
    int code = kOk;
    if (!load(file, scenario, code)) return code;
    if (size_t(agent) >= scenario.agents.size()) {
        return printErrors({"--agent: no agent " + std::to_string(agent) + " (there are " +
                            std::to_string(scenario.agents.size()) + ")"});
    }
    const World world = buildWorld(scenario);
    const Agent& a = world.agents()[size_t(agent)];
    if (a.kind != AgentKind::Grid) {
        const std::string name = behaviorName(a.behavior);  // "an orca agent", "a seek agent"
        return printErrors({"--agent: agent " + std::to_string(agent) + " is " +
                            (std::strchr("aeiou", name[0]) ? "an " : "a ") + name + " agent, not a grid agent"});
    }
    NproxyParams params = nproxyParams(a);
    if (P >= 0) params.P = int32_t(P);
    const Grid& g = world.grid();
    const Cell target{int32_t(a.goal.x), int32_t(a.goal.y)};
    const std::vector<float> proxy = proxyField(g, target, params.P, params.metric);
    const std::vector<uint32_t> steps = stepField(g, target, params.P);
    const float big = bigDistance(g);
    Json proxyRows = Json::array(), stepRows = Json::array();
    for (int32_t y = 0; y < g.height(); ++y) {
        Json pr = Json::array(), sr = Json::array();
        for (int32_t x = 0; x < g.width(); ++x) {
            const size_t i = size_t(y) * size_t(g.width()) + size_t(x);
            pr.push(proxy[i] >= big ? Json() : Json::fromFloat(proxy[i]));
            sr.push(steps[i] == kHugeStep ? Json() : Json::number(double(steps[i])));
        }
        proxyRows.push(std::move(pr));
        stepRows.push(std::move(sr));
    }
    const Json out = Json::object()
                         .set("width", Json::number(g.width()))
                         .set("height", Json::number(g.height()))
                         .set("P", Json::number(params.P))
                         .set("target", Json::array().push(Json::number(target.x)).push(Json::number(target.y)))
                         .set("proxy", std::move(proxyRows))
                         .set("step", std::move(stepRows));
    std::cout << writeJson(out, 2) << "\n";
    return kOk;
}

int validate(const std::vector<std::string>& args) {
    if (args.size() != 1) return printErrors({"validate: needs exactly one FILE or LINK"});
    if (isLessonFile(args[0])) return validateLesson(args[0]);
    Scenario scenario;
    int code = kOk;
    if (!load(args[0], scenario, code)) return code;
    if (!scenario.scripts.empty()) {  // each script compiled in the page's engine: a syntax error is refused
        if (const std::string& error = ScriptEngine::shared().start(); !error.empty()) return printErrors({error});
        std::vector<std::string> errors;
        for (const ScriptEngine::SyntaxError& e : ScriptEngine::shared().syntaxErrors(scenario.scripts)) {
            errors.push_back("scripts." + e.name + ": line " + std::to_string(e.line) + ", column " +
                             std::to_string(e.column) + ": " + e.message);
        }
        if (!errors.empty()) return printErrors(errors);
    }
    std::cout << "ok\n";
    return kOk;
}

/// The scenario with every region written out as its agents: what the core placed, one by one.
int expand(const std::vector<std::string>& args) {
    if (args.size() != 1) return printErrors({"expand: needs exactly one FILE or LINK"});
    Scenario scenario;
    int code = kOk;
    if (!load(args[0], scenario, code)) return code;
    scenario.regions.clear();
    std::string text = writeScenario(scenario);
    if (text.size() > kMaxScenarioBytes) text = writeScenario(scenario, 0) + "\n";  // compact, so that it reads back
    std::cout << text;
    return kOk;
}

int link(const std::vector<std::string>& args) {
    if (args.size() >= 2 && args[0] == "encode") {
        std::string base;
        if (args.size() == 4 && args[2] == "--base")
            base = args[3];
        else if (args.size() != 2)
            return printErrors({"link encode: usage: link encode FILE [--base URL]"});
        Scenario scenario;
        int code = kOk;
        if (!load(args[1], scenario, code)) return code;
        std::cout << base << "#s=" << encodeLink(writeScenario(scenario, 0)) << "\n";
        return kOk;
    }
    if (args.size() == 2 && args[0] == "decode") {
        Scenario scenario;
        int code = kOk;
        if (!load(args[1], scenario, code)) return code;
        // Indented for reading, unless that makes it too big to read back (a file may hold kMaxScenarioBytes):
        // then compact, or, should even that be over (every default spelled out), the link's own text.
        std::string text = writeScenario(scenario);
        if (text.size() > kMaxScenarioBytes) {
            const size_t pretty = text.size();
            text = writeScenario(scenario, 0) + "\n";
            if (text.size() > kMaxScenarioBytes) text = readInput(args[1]).text;
            std::fprintf(
                stderr,
                "link decode: indented, this scenario is %zu bytes, over the %zu a scenario file may hold; printed as "
                "%zu bytes without indentation so that it reads back\n",
                pretty, kMaxScenarioBytes, text.size());
        }
        std::cout << text;
        return kOk;
    }
    return printErrors({"link: use `link encode FILE` or `link decode LINK`"});
}

/// Runs every variant of the scenario's compare set (each its own run of the same scene) and prints one
/// row each, measured over the agents the variant changes.
int compare(const std::vector<std::string>& args) {
    std::string file;
    bool json = false;
    long long steps = -1;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--json")
            json = true;
        else if (args[i] == "--steps") {
            if (i + 1 >= args.size() || !parseInteger(args[i + 1], 0, 1000000, steps)) {
                return printErrors({"--steps: must be an integer 0..1000000" +
                                    (i + 1 < args.size() ? ", got " + args[i + 1] : std::string())});
            }
            ++i;
        } else if (file.empty())
            file = args[i];
        else
            return printErrors({"compare: unexpected argument " + args[i]});
    }
    if (file.empty()) return printErrors({"compare: needs a FILE or LINK"});
    Scenario scenario;
    int code = kOk;
    if (!load(file, scenario, code)) return code;
    if (scenario.compare.empty()) {
        return printErrors(
            {"compare: " + file +
             " has no \"compare\" set (a list of 2 to 4 variants: {\"label\", \"agents\", \"behavior\", \"params\"})"});
    }
    const uint32_t limit = steps < 0 ? scenario.sim.maxSteps : uint32_t(steps);
    Json rows = Json::array();
    if (!json) std::cout << compareHeader();
    for (size_t k = 0; k < scenario.compare.size(); ++k) {
        std::string error;
        Timeline run = buildVariant(scenario, k, error);
        if (!error.empty())
            return printErrors({"compare[" + std::to_string(k) + "]." + error});  // the validator refuses these first
        std::unique_ptr<EngineScriptHost> scripts;
        if (const std::string e = attachScripts(run, scripts); !e.empty()) return printErrors({e});
        run.run(limit);
        const World& w = run.world();
        if (json)
            rows.push(compareRowJson(scenario.compare[k], w));
        else
            std::cout << compareRow(scenario.compare[k], w);
    }
    if (json)
        std::cout << writeJson(Json::object().set("variants", std::move(rows)), 2) << "\n";
    else
        std::cout << compareNote();
    return kOk;
}

/// The usage of `command` alone: its lines of kUsage (with their indented continuation) and the notes that
/// follow the list of commands; empty for a command the tool does not have.
std::string commandUsage(const std::string& command) {
    std::istringstream in(kUsage);
    std::string line, own, notes;
    bool inOwn = false, pastList = false;
    const std::string head = "  sidestep " + command;
    while (std::getline(in, line)) {
        const bool start = line.rfind("  sidestep ", 0) == 0;
        if (start) inOwn = line.rfind(head, 0) == 0 && (line.size() == head.size() || line[head.size()] == ' ');
        if (!start && line.rfind("   ", 0) != 0 && line != "usage:") pastList = true;
        if (pastList)
            notes += line + "\n";
        else if (inOwn && (start || line.rfind("   ", 0) == 0))
            own += line + "\n";
    }
    return own.empty() ? "" : "usage:\n" + own + notes;
}

int dispatch(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << kUsage;
        return kBadInput;
    }
    const std::string command = argv[1];
    std::vector<std::string> args(argv + 2, argv + argc);
    // `sidestep COMMAND --help` (or -h): that command's usage, on standard output.
    for (const std::string& a : args) {
        if (a != "--help" && a != "-h") continue;
        const std::string usage = commandUsage(command);
        if (usage.empty()) break;  // not a command: said below
        std::cout << usage;
        return kOk;
    }
    // The commands that step worlds take --threads N (default: one per core).
    for (const char* stepping : {"run", "compare", "quality", "movingai", "steersuite", "explain", "lesson"}) {
        if (command != stepping) continue;
        const std::string error = takeThreadsOption(args);
        if (!error.empty()) return printErrors({error});
    }
    if (command == "run") return run(args);
    if (command == "validate") return validate(args);
    if (command == "expand") return expand(args);
    if (command == "link") return link(args);
    if (command == "field") return field(args);
    if (command == "explain") return explainCommand(args);
    if (command == "movingai") return movingaiCommand(args);
    if (command == "import") return importCommand(args);
    if (command == "quality") return qualityCommand(args);
    if (command == "steersuite") return steersuiteCommand(args);
    if (command == "compare") return compare(args);
    if (command == "lesson") return lessonCommand(args);
    if (command == "--help" || command == "-h" || command == "help") {
        std::cout << kUsage;
        return kOk;
    }
    std::cerr << "unknown command \"" << command << "\"\n" << kUsage;
    return kBadInput;
}

}  // namespace

int main(int argc, char** argv) {
    try {
        return dispatch(argc, argv);
    } catch (const std::exception& e) {
        std::cerr << "internal error: " << e.what() << "\n";
        return kInternal;
    } catch (...) {
        std::cerr << "internal error\n";
        return kInternal;
    }
}
