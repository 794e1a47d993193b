// The native tools' script engine: `node scripts/script-server.mjs` started once per process, two pipes, the
// frames of script-server.mjs, and the ScriptHost each run uses over it (see script_engine.hpp).
#include "script_engine.hpp"

#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "cli_common.hpp"
#include "sidestep/io/json.hpp"

extern char** environ;

namespace sidestep::cli {

namespace {

bool executable(const std::string& path) {
    struct stat s {};
    return !path.empty() && ::stat(path.c_str(), &s) == 0 && S_ISREG(s.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

bool readable(const std::string& path) { return ::access(path.c_str(), R_OK) == 0; }

/// Node: SIDESTEP_NODE, else node or nodejs on PATH; "" when none.
std::string findNode(std::string& why) {
    if (const char* set = std::getenv("SIDESTEP_NODE")) {
        if (executable(set)) return set;
        why = std::string("SIDESTEP_NODE is ") + set + ", which is not an executable file";
        return {};
    }
    const char* path = std::getenv("PATH");
    for (const char* name : {"node", "nodejs"}) {
        std::string dirs = path ? path : "/usr/local/bin:/usr/bin:/bin";
        for (size_t at = 0; at <= dirs.size();) {
            const size_t end = std::min(dirs.find(':', at), dirs.size());
            const std::string dir = dirs.substr(at, end - at);
            if (executable((dir.empty() ? "." : dir) + "/" + name)) return (dir.empty() ? "." : dir) + "/" + name;
            at = end + 1;
        }
    }
    why =
        "node was not found on PATH (scripted agents run in Node.js, in the page's own script engine); install "
        "Node.js 20 or later (Debian: apt-get install nodejs) or set SIDESTEP_NODE to it";
    return {};
}

/// script-server.mjs: SIDESTEP_SCRIPT_SERVER, else beside the executable or in ../../scripts from build/native/.
std::string findServer(std::string& why) {
    if (const char* set = std::getenv("SIDESTEP_SCRIPT_SERVER")) {
        if (readable(set)) return set;
        why = std::string("SIDESTEP_SCRIPT_SERVER is ") + set + ", which cannot be read";
        return {};
    }
    char exe[PATH_MAX] = {};
    const ssize_t n = ::readlink("/proc/self/exe", exe, sizeof exe - 1);
    std::string dir = n > 0 ? std::string(exe, size_t(n)) : std::string();
    dir = dir.substr(0, dir.rfind('/') + 1);
    const std::string installed = dir + "scripts/script-server.mjs",
                      buildTree = dir + "../../scripts/script-server.mjs";
    if (!dir.empty() && readable(installed)) return installed;
    if (!dir.empty() && readable(buildTree)) return buildTree;
    why = "the script server was not found (" + installed + ", " + buildTree +
          "); set SIDESTEP_SCRIPT_SERVER to scripts/script-server.mjs";
    return {};
}

/// A pipe end moved to a descriptor >= 10 (so that the child's dup2 to 3 and 4 never lands on itself), close
/// on exec.
int high(int fd) {
    const int moved = ::fcntl(fd, F_DUPFD_CLOEXEC, 10);
    ::close(fd);
    return moved;
}

void put32(std::string& out, uint32_t v) { out.append(reinterpret_cast<const char*>(&v), 4); }
void putDoubles(std::string& out, const double* v, size_t n) {
    out.append(reinterpret_cast<const char*>(v), n * sizeof(double));
}
void putText(std::string& out, const std::string& s) {
    put32(out, uint32_t(s.size()));
    out += s;
}

/// A frame's payload read in order (the bytes are this machine's: both ends run on it).
struct Payload {
    const std::string& data;
    size_t at = 0;
    uint32_t u32() {
        uint32_t v = 0;
        if (at + 4 <= data.size()) std::memcpy(&v, data.data() + at, 4);
        at += 4;
        return v;
    }
    void doubles(double* out, size_t n) {
        if (at + 8 * n <= data.size()) std::memcpy(out, data.data() + at, 8 * n);
        at += 8 * n;
    }
    std::string text() {
        const uint32_t n = u32();
        std::string s = at + n <= data.size() ? data.substr(at, n) : std::string();
        at += n;
        return s;
    }
};

std::string scriptsJson(const std::vector<ScriptSource>& scripts) {
    Json o = Json::object();
    for (const ScriptSource& s : scripts) o.set(s.name, Json::string(s.source));
    return writeJson(o, 0);
}

}  // namespace

ScriptEngine& ScriptEngine::shared() {
    static ScriptEngine engine;
    return engine;
}

ScriptEngine::~ScriptEngine() {
    if (out_ >= 0) ::close(out_);  // the server sees the end of its input and exits
    if (in_ >= 0) ::close(in_);
    if (pid_ > 0) ::waitpid(pid_, nullptr, 0);
}

const std::string& ScriptEngine::start() {
    if (!started_) {
        started_ = true;
        error_ = launch();
    }
    return error_;
}

std::string ScriptEngine::launch() {
    std::string why;
    const std::string node = findNode(why);
    if (node.empty()) return why;
    const std::string server = findServer(why);
    if (server.empty()) return why;
    int toServer[2], fromServer[2];
    if (::pipe(toServer) != 0 || ::pipe(fromServer) != 0) return std::string("no pipe: ") + std::strerror(errno);
    toServer[0] = high(toServer[0]), toServer[1] = high(toServer[1]);
    fromServer[0] = high(fromServer[0]), fromServer[1] = high(fromServer[1]);
    ::signal(SIGPIPE, SIG_IGN);  // a server gone is seen as a failed write, not a signal
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, toServer[0], 3);
    posix_spawn_file_actions_adddup2(&actions, fromServer[1], 4);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, 2, 1);  // nothing it prints mixes with the tool's output
    std::vector<char*> argv{const_cast<char*>(node.c_str()), const_cast<char*>(server.c_str()), nullptr};
    const int spawned = ::posix_spawn(&pid_, node.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(toServer[0]);
    ::close(fromServer[1]);
    out_ = toServer[1];
    in_ = fromServer[0];
    if (spawned != 0) {
        pid_ = -1;
        return node + " could not be started: " + std::strerror(spawned);
    }
    send('H', scriptLayoutJson());
    std::string reply;
    char type = 0;
    const std::string what = "the script engine (" + node + " " + server + ")";
    if (!next(type, reply)) return what + " stopped before it was ready";
    if (type != 'h' || !reply.empty())
        return what + " could not start: " + reply + " (its packages come with npm ci in the repository)";
    return {};
}

void ScriptEngine::failed(const std::string& why) {
    std::fprintf(stderr, "error: the script engine (node scripts/script-server.mjs) %s\n", why.c_str());
    std::exit(kInternal);
}

void ScriptEngine::send(char type, const std::string& payload) {
    std::string frame;
    frame.reserve(5 + payload.size());
    put32(frame, uint32_t(payload.size()));
    frame += type;
    frame += payload;
    for (size_t at = 0; at < frame.size();) {
        const ssize_t n = ::write(out_, frame.data() + at, frame.size() - at);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) failed("stopped (" + std::string(std::strerror(errno)) + ")");
        at += size_t(n);
    }
}

bool ScriptEngine::fill(size_t bytes) {
    char block[1 << 16];
    while (buffer_.size() - at_ < bytes) {
        const ssize_t n = ::read(in_, block, sizeof block);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        buffer_.append(block, size_t(n));
    }
    return true;
}

bool ScriptEngine::next(char& type, std::string& payload) {
    if (!fill(5)) return false;
    uint32_t n = 0;
    std::memcpy(&n, buffer_.data() + at_, 4);
    type = buffer_[at_ + 4];
    if (!fill(5 + size_t(n))) return false;
    payload.assign(buffer_, at_ + 5, n);
    at_ += 5 + size_t(n);
    if (at_ == buffer_.size()) {
        buffer_.clear();
        at_ = 0;
    }
    return true;
}

char ScriptEngine::receive(std::string& payload) {
    char type = 0;
    if (!next(type, payload)) failed("stopped");
    if (type == 'E') failed("failed: " + payload);
    return type;
}

std::vector<ScriptEngine::SyntaxError> ScriptEngine::syntaxErrors(const std::vector<ScriptSource>& scripts) {
    send('V', scriptsJson(scripts));
    std::string reply;
    if (receive(reply) != 'v') failed("answered out of turn");
    std::vector<SyntaxError> out;
    const JsonParse p = parseJson(reply);
    if (!p.ok() || !p.value.isArray()) failed("answered what is not a list");
    for (const Json& e : p.value.items()) {
        if (!e.isArray() || e.items().size() != 4) continue;
        const auto& f = e.items();
        out.push_back({f[0].asString(), int64_t(f[1].asNumber()), int64_t(f[2].asNumber()), f[3].asString()});
    }
    return out;
}

// ---- a run's host ------------------------------------------------------------------------------------

EngineScriptHost::EngineScriptHost() : engine_(ScriptEngine::shared()), run_(engine_.newRun()) {}

EngineScriptHost::~EngineScriptHost() {
    if (!sentAny_) return;
    std::string payload;
    put32(payload, run_);
    engine_.send('D', payload);
}

bool EngineScriptHost::steer(ScriptSession& session, const uint32_t* agents, size_t n, ScriptAnswer* answers) {
    syncScripts(session.scripts());
    exchange_.begin(session, agents, n);
    sendBatch();
    return serve(answers);
}

void EngineScriptHost::syncScripts(const std::vector<ScriptSource>& scripts) {
    bool same = sentAny_ && scripts.size() == sent_.size();
    for (size_t k = 0; same && k < scripts.size(); ++k)
        same = scripts[k].name == sent_[k].name && scripts[k].source == sent_[k].source;
    if (same) return;
    std::string payload;
    put32(payload, run_);
    payload += scriptsJson(scripts);
    engine_.send('S', payload);
    sent_ = scripts;
    sentAny_ = true;
}

void EngineScriptHost::sendBatch() {
    using namespace script_layout;
    const std::vector<double>& rows = exchange_.rows();
    const size_t n = rows.size() / batch::kStride;
    std::vector<int32_t> scripts;  // the scripts this step runs, in order of first use
    for (size_t k = 0; k < n; ++k) {
        const int32_t s = int32_t(rows[k * batch::kStride + batch::script]);
        if (std::find(scripts.begin(), scripts.end(), s) == scripts.end()) scripts.push_back(s);
    }
    std::string payload;
    put32(payload, run_);
    const double head[3] = {exchange_.dt(), exchange_.step(), exchange_.budget()};
    putDoubles(payload, head, 3);
    put32(payload, uint32_t(n));
    put32(payload, uint32_t(scripts.size()));
    for (const int32_t s : scripts) {
        put32(payload, uint32_t(s));
        putText(payload, exchange_.scriptName(s));
        putText(payload, exchange_.texts(s));
    }
    putDoubles(payload, rows.data(), rows.size());
    engine_.send('B', payload);
}

bool EngineScriptHost::serve(ScriptAnswer* answers) {
    using namespace script_layout;
    std::string frame, reply;
    for (;;) {
        const char type = engine_.receive(frame);
        Payload p{frame};
        if (type == 'C') {
            double b[box::kSize] = {};
            p.doubles(b, box::kSize);
            const double op = b[box::op];
            exchange_.call(b);
            if (op == call::show) continue;
            reply.clear();
            putDoubles(reply, b, box::kSize);
            const std::vector<double>& near = op == call::neighbors ? exchange_.near() : std::vector<double>{};
            put32(reply, uint32_t(near.size() / near::kStride));
            putDoubles(reply, near.data(), near.size());
            engine_.send('A', reply);
        } else if (type == 'N') {
            reply.clear();
            put32(reply, exchange_.nameId(p.text()));
            engine_.send('I', reply);
        } else if (type == 'W') {
            const uint32_t i = p.u32();
            double value = 0.0;
            p.doubles(&value, 1);
            exchange_.show(i, p.text(), value);
        } else if (type == 'R') {
            const uint32_t n = p.u32();
            std::vector<double>& out = exchange_.answers();
            if (size_t(n) * answer::kStride != out.size()) {
                exchange_.finish("", answers);
                return true;  // every agent: no answer (a stop naming it)
            }
            p.doubles(out.data(), out.size());
            const bool abandoned = p.u32() != 0;
            for (uint32_t s = p.u32(); s > 0; --s) {
                const uint32_t k = p.u32();
                exchange_.stop(k, p.text());
            }
            for (uint32_t s = p.u32(); s > 0; --s) {
                const uint32_t i = p.u32();
                exchange_.note(i, p.text());
            }
            exchange_.finish(abandoned ? std::string() : p.text(), answers);
            return !abandoned;
        }
    }
}

std::string attachScripts(Timeline& timeline, std::unique_ptr<EngineScriptHost>& host) {
    if (timeline.world().scripts().empty()) return {};
    const std::string& error = ScriptEngine::shared().start();
    if (!error.empty()) return error;
    host = std::make_unique<EngineScriptHost>();
    timeline.setScriptHost(host.get());
    return {};
}

}  // namespace sidestep::cli
