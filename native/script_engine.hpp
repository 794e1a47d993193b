#pragma once
// Scripts in the native tools. `sidestep` and `sidestep-viewer` run no JavaScript: for a scene with scripts they
// start the page's own script runtime in Node (`node scripts/script-server.mjs`, the same QuickJS wasm build
// the page runs) and speak to it over two pipes. The core stays native: each step goes out as one batch, and
// every world call a script makes (castRay, neighbors, blocked, random, show) comes back over the pipe and is
// answered here by the core, in the same exchange (script_exchange.hpp). So a scripted scene gives the same
// hash natively, in Node and in the page. POSIX only (pipes, posix_spawn).
#include <sys/types.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "sidestep/world/script_exchange.hpp"
#include "sidestep/world/timeline.hpp"

namespace sidestep::cli {

/// The Node process that runs the scripts, started on first need and shared by every run of the process.
/// Where things are: SIDESTEP_NODE (else `node`, then `nodejs`, on PATH) and SIDESTEP_SCRIPT_SERVER (else
/// scripts/script-server.mjs beside the executable, or ../../scripts/ from build/native/).
class ScriptEngine {
public:
    /// The process's engine.
    static ScriptEngine& shared();
    ~ScriptEngine();

    /// Starts the server if it is not running: "" when ready, else what is missing ("node was not found ...").
    const std::string& start();
    /// A new run's number (each run, as each page pane, has its own runtime in the server).
    uint32_t newRun() { return ++runs_; }

    /// Frames (script-server.mjs lists them): a type byte and its payload.
    void send(char type, const std::string& payload);
    /// The next frame from the server; on its end or an E frame, says why on stderr and exits (1).
    char receive(std::string& payload);
    /// A script's syntax error: where, and QuickJS's words.
    struct SyntaxError {
        std::string name;
        int64_t line = 0, column = 0;
        std::string message;
    };
    /// Compiles each script in the engine (not run): its syntax errors.
    std::vector<SyntaxError> syntaxErrors(const std::vector<ScriptSource>& scripts);

private:
    ScriptEngine() = default;
    std::string launch();
    [[noreturn]] void failed(const std::string& why);
    bool fill(size_t bytes);
    /// The next frame, or false at the server's end.
    bool next(char& type, std::string& payload);

    std::string error_;
    bool started_ = false;
    pid_t pid_ = -1;
    int in_ = -1, out_ = -1;  ///< from the server, to the server
    uint32_t runs_ = 0;
    std::string buffer_;  ///< bytes read and not yet taken
    size_t at_ = 0;
};

/// The ScriptHost of one run (a Timeline, a compare variant, a QualityRun) over the shared engine.
class EngineScriptHost : public ScriptHost {
public:
    EngineScriptHost();
    ~EngineScriptHost() override;
    EngineScriptHost(const EngineScriptHost&) = delete;
    EngineScriptHost& operator=(const EngineScriptHost&) = delete;
    bool steer(ScriptSession& session, const uint32_t* agents, size_t n, ScriptAnswer* answers) override;

private:
    /// Sends the world's scripts when they are not those the server has.
    void syncScripts(const std::vector<ScriptSource>& scripts);
    void sendBatch();
    /// Takes calls until the step's answers come; returns whether the step was decided.
    bool serve(ScriptAnswer* answers);

    ScriptEngine& engine_;
    uint32_t run_;
    ScriptExchange exchange_;
    std::vector<ScriptSource> sent_;
    bool sentAny_ = false;
};

/// For a run whose world has scripts: starts the engine and sets a new host on `timeline` (kept in `host`).
/// "" when the run can go (or has no scripts), else why the engine cannot start.
std::string attachScripts(Timeline& timeline, std::unique_ptr<EngineScriptHost>& host);

}  // namespace sidestep::cli
