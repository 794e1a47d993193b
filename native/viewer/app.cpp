// Scenes, running and layout of the viewer (input is in keys.cpp and pointer.cpp, the panel in panel.cpp).
#include "app.hpp"

#include <algorithm>
#include <cmath>

#include "layers.hpp"
#include "panel.hpp"
#include "scenario_input.hpp"

namespace sidestep::viewer {

const char* toolName(Tool t) {
    static const char* names[] = {"select", "walls", "erase", "circle"};
    return names[int(t)];
}

App::App() {
    gallery_ = loadGallery(galleryError_);
    if (!galleryError_.empty()) messages_.push_back(galleryError_);
    layout();
}

// ---- scenes -------------------------------------------------------------------------------------------

void App::open(const Scenario& scenario, const std::string& source) {
    run_ = buildTimeline(scenario);
    scripts_.reset();  // the last scene's runtime (its run is gone)
    title_ = scenario.title;
    description_ = scenario.description;
    source_ = source;
    messages_.clear();
    if (source.empty() && !galleryError_.empty()) messages_.push_back(galleryError_);
    // A scene with scripts runs them in the page's script engine (Node, started on first need).
    if (const std::string e = cli::attachScripts(run_, scripts_); !e.empty()) messages_.push_back("error: " + e);
    playing_ = false;
    pending_ = 0;
    selected_ = -1;
    selectedCircle_ = -1;
    drag_ = {};
    overlays_ = Overlays::defaults();
    pace_ = defaultPace(world());
    view_.setCamera(false, {});
    if (scenario.hasView) {  // a share link (or a file with a view) also says how the scene was being viewed
        const ViewState& v = scenario.view;
        overlays_ = Overlays::of(v.overlays);
        if (v.hasPace) pace_ = v.pace;
        selected_ = v.selected >= 0 && size_t(v.selected) < scenario.agents.size() ? v.selected : -1;
        if (v.step > 0) run_.seek(v.step);  // the run's history (edits during the run) is replayed on the way
        playing_ = v.playing;
        layout();
        view_.setCamera(v.hasCamera, v.camera);
    }
    afterSceneChange();
}

bool App::openArgument(const std::string& arg) {
    cli::ScenarioLoad loaded = cli::loadScenario(arg);
    if (loaded.ok() && !loaded.scenario.scripts.empty()) {  // refused, as the CLI refuses it, without Node
        if (const std::string& e = cli::ScriptEngine::shared().start(); !e.empty()) loaded.errors.push_back(e);
    }
    if (!loaded.ok()) {
        std::vector<std::string> lines{"Could not open " + arg + ":"};
        for (const std::string& e : loaded.errors) lines.push_back("error: " + e);
        messages_ = lines;
        return false;
    }
    open(loaded.scenario, arg);
    return true;
}

void App::afterSceneChange() {
    ++generation_;
    clampSelection();
    layout();
}

void App::select(int32_t agent) {
    selected_ = agent >= 0 && size_t(agent) < world().agents().size() ? agent : -1;
    if (selected_ >= 0) selectedCircle_ = -1;
}

void App::message(std::string text) { messages_.assign(1, std::move(text)); }

// ---- running ------------------------------------------------------------------------------------------

void App::play(bool on) {
    playing_ = on && !world().finished();
    pending_ = 0;
}

void App::advance(double realSeconds, double budget) {
    if (!playing_) return;
    const bool fastest = pace_ == 0;
    pending_ += realSeconds * pace_;
    const uint64_t start = SDL_GetPerformanceCounter();
    const double frequency = double(SDL_GetPerformanceFrequency());
    while (fastest || pending_ >= 1) {
        if (double(SDL_GetPerformanceCounter() - start) / frequency > budget) {
            pending_ = std::min(pending_, 1.0);  // could not keep up: drop what did not fit rather than owe it
            break;
        }
        if (run_.run(1) == 0) {
            playing_ = false;
            break;
        }
        pending_ = std::max(0.0, pending_ - 1);
    }
    if (world().finished()) playing_ = false;
    clampSelection();
}

void App::stepForward(uint32_t n) {
    playing_ = false;
    run_.run(n);
    clampSelection();
}

void App::stepBack(uint32_t n) {
    playing_ = false;
    const uint32_t step = run_.step();
    seek(step > n ? step - n : 0);
}

void App::seek(uint32_t step) {
    const uint32_t before = run_.step();
    run_.seek(step);
    if (step < before) afterSceneChange();  // a keyframe's copy replaced the world
    clampSelection();
}

void App::reset() {
    playing_ = false;
    run_.restartHere();
    afterSceneChange();
}

void App::faster() {
    if (pace_ == 0) return;
    for (float p : kPaces) {
        if (p == 0 || p > pace_) {  // the next in the menu; after 1000, as fast as it goes
            pace_ = p;
            return;
        }
    }
}

void App::slower() {
    if (pace_ == 0) {
        pace_ = kPaces[std::size(kPaces) - 2];
        return;
    }
    for (size_t k = std::size(kPaces) - 1; k-- > 0;) {
        if (kPaces[k] < pace_) {
            pace_ = kPaces[k];
            return;
        }
    }
}

// ---- layout and drawing ---------------------------------------------------------------------------------

void App::resize(int w, int h) {
    width_ = std::max(200, w);
    height_ = std::max(200, h);
    layout();
}

void App::layout() {
    const float w = float(width_), h = float(height_);
    if (w >= 760) {  // the panel beside the world
        const float panel = std::clamp(std::round(w * 0.3f), 300.0f, 400.0f);
        viewArea_ = {0, 0, w - panel, h};
        panelArea_ = {w - panel, 0, panel, h};
    } else {  // narrow: the panel under it
        const float panel = std::round(h * 0.5f);
        viewArea_ = {0, 0, w, h - panel};
        panelArea_ = {0, h - panel, w, panel};
    }
    view_.update(viewArea_, float(world().grid().width()), float(world().grid().height()));
}

Rect App::menuArea() const {
    const float w = std::min(560.0f, viewArea_.w - 32),
                h = std::min(viewArea_.h - 32, 40.0f + 26.0f * float(gallery_.size()));
    return {viewArea_.x + (viewArea_.w - w) / 2, viewArea_.y + 16, w, h};
}

void App::clampSelection() {
    if (selected_ >= int32_t(world().agents().size())) selected_ = -1;
    if (selectedCircle_ >= int32_t(world().circles().size())) selectedCircle_ = -1;
}

void App::render(Canvas& canvas, CellImages& images) {
    clampSelection();  // an edit replayed from the run's history may have removed the selected agent
    World& w = world();
    w.refreshDecisions();
    if (overlays_.has("trail"))
        run_.trail(selected_, kTrailPoints, trail_);  // from the run's history
    else
        trail_.clear();
    layout();
    const bool wantField = overlays_.has("heatmap") || overlays_.has("reach");
    const bool gridAgent = selected_ >= 0 && w.agents()[size_t(selected_)].kind == AgentKind::Grid;
    if (wantField && gridAgent) field_.update(w, selected_);
    const Palette& p = palette();
    Frame frame{w,
                view_,
                p,
                overlays_,
                selected_,
                selectedCircle_,
                wantField && gridAgent ? &field_ : nullptr,
                generation_ << 32 | w.revision(),
                images};
    frame.detail = w.agents().size() <= kDetailAgents || overlays_.has("everyAgent");
    frame.trail = &trail_;
    canvas.clear(p.world.backdrop);
    drawnTexts_.clear();
    if (recordTexts_) canvas.recordText(&drawnTexts_);
    drawLayers(canvas, frame);
    canvas.recordText(nullptr);
    drawPanel(canvas, *this);
    if (menuOpen_) drawMenu(canvas, *this);
    canvas.flush();
}

}  // namespace sidestep::viewer
