#pragma once
// The viewer's state and what it does: one run of a scenario (the core's Timeline: steps, going back,
// edits that become the run's history), the selection, the view, the overlays, play and pace, the tool
// in hand and the gallery menu. Input arrives as SDL events (keys.cpp, pointer.cpp); drawing reads this
// state and the core's records (the layers, panel.cpp). Needs no window: tests and headless renders drive
// it alone.
#include <SDL.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "canvas.hpp"
#include "frame.hpp"
#include "gallery.hpp"
#include "overlays.hpp"
#include "script_engine.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/field_overlay.hpp"
#include "sidestep/world/pace.hpp"
#include "sidestep/world/timeline.hpp"
#include "view.hpp"

namespace sidestep::viewer {

/// What a drag on the world does, as the page's tools (keys 1 to 4).
enum class Tool : uint8_t {
    Select = 0,  ///< click selects; drag an agent (its start), a goal or a circle; drag empty space to pan
    Walls = 1,   ///< drag paints blocked cells (right-drag erases)
    Erase = 2,   ///< drag clears cells
    Circle = 3,  ///< press and drag out a circle (a click makes one of radius 1); drag an existing one to move it
};
const char* toolName(Tool t);

class App {
public:
    App();

    // ---- scenes -------------------------------------------------------------------------------------
    /// Replaces the run with a scenario, as the page opens one: at its view's step, with its overlays,
    /// selection, camera and pace (when it has a view; without a pace, as the page picks one: 8 steps a
    /// second for grid agents only, else real time). `source` names it in messages; an empty one (no file
    /// and no gallery to open) shows why the gallery is missing.
    void open(const Scenario& scenario, const std::string& source);
    /// Opens a file or share link; on bad input the current scene stays and the panel shows the errors
    /// (the CLI's words). Returns whether it opened.
    bool openArgument(const std::string& arg);

    // ---- running ------------------------------------------------------------------------------------
    /// Advances play by `realSeconds` of wall-clock time at the current pace: the whole steps owed, within
    /// `budget` seconds of stepping (what does not fit is dropped, as the page does).
    void advance(double realSeconds, double budget = 1.0 / 30);
    void play(bool on);
    bool playing() const { return playing_; }
    /// Steps forward n steps (paused).
    void stepForward(uint32_t n);
    /// Goes back n steps through the core's keyframes (exact: equals a fresh run to that step).
    void stepBack(uint32_t n);
    void seek(uint32_t step);
    /// Starts the scene as it is now over from step 0 (R).
    void reset();
    void faster();
    void slower();
    /// Steps per second while playing, 0: as fast as it goes.
    float pace() const { return pace_; }

    // ---- input and layout ---------------------------------------------------------------------------
    /// Handles one SDL event (keys, mouse, wheel, dropped files and text, window size).
    void handle(const SDL_Event& event);
    /// Handles every queued SDL event; false once the user asked to quit.
    bool pumpEvents();
    /// Lays the view and the panel out in a window of w x h pixels.
    void resize(int w, int h);
    bool quitRequested() const { return quit_; }

    // ---- drawing --------------------------------------------------------------------------------------
    /// Draws the world view, the panel and (when open) the gallery menu.
    void render(Canvas& canvas, CellImages& images);
    /// Keeps the text the world's layers draw (labels, names, values; not the panel's) from the next
    /// render on, for headless --json and tests.
    void recordTexts(bool on) { recordTexts_ = on; }
    /// The text the world's layers drew in the last render, in drawing order (empty unless recorded).
    const std::vector<DrawnText>& drawnTexts() const { return drawnTexts_; }

    // ---- state, for the panel, headless output and tests ----------------------------------------------
    const Timeline& run() const { return run_; }
    World& world() { return run_.world(); }
    const World& world() const { return run_.world(); }
    const View& view() const { return view_; }
    View& view() { return view_; }
    Overlays& overlays() { return overlays_; }
    const Overlays& overlays() const { return overlays_; }
    int32_t selected() const { return selected_; }
    int32_t selectedCircle() const { return selectedCircle_; }
    void select(int32_t agent);
    Tool tool() const { return tool_; }
    const std::string& title() const { return title_; }
    const std::string& description() const { return description_; }
    const std::string& source() const { return source_; }
    /// What went wrong last (a file that did not open, an edit refused), one line each; empty when fine.
    const std::vector<std::string>& messages() const { return messages_; }
    const std::vector<GalleryEntry>& gallery() const { return gallery_; }
    /// Why the gallery is empty (where it looked, what to do); empty when it was found.
    const std::string& galleryError() const { return galleryError_; }
    bool menuOpen() const { return menuOpen_; }
    int menuChoice() const { return menuChoice_; }
    Rect panelArea() const { return panelArea_; }
    /// How far the panel is scrolled (wheel over it), window pixels.
    float panelScroll() const { return panelScroll_; }
    Rect menuArea() const;

private:
    // keys.cpp and pointer.cpp
    void keyDown(const SDL_KeyboardEvent& key);
    void mouseDown(const SDL_MouseButtonEvent& button);
    void mouseMove(const SDL_MouseMotionEvent& motion);
    void mouseUp(const SDL_MouseButtonEvent& button);
    void wheel(const SDL_MouseWheelEvent& wheel);
    void menuKey(SDL_Keycode key);
    /// Applies an edit through the run; a refused one is reported, never applied.
    bool edit(const Edit& e);
    void paintTo(Cell cell);
    void removeSelection();

    /// What lies under a window point: an agent's body, its goal, a circle, or nothing.
    struct Hit {
        enum class Kind : uint8_t { None, Agent, Goal, Circle, Handle } kind = Kind::None;
        int32_t index = -1;
        Vec2 offset{0.0f, 0.0f};  ///< from the pointer to the thing's anchor, world units
    };
    Hit pick(float px, float py) const;
    bool cellAt(Vec2 world, Cell& out, bool clamp) const;

    void afterSceneChange();
    /// Drops a selection the world no longer has (an edit replayed from the history removed it).
    void clampSelection();
    void message(std::string text);
    void layout();

    Timeline run_;
    std::unique_ptr<cli::EngineScriptHost> scripts_;  ///< the run's script runtime, when its scene has scripts
    std::string title_, description_, source_;
    Overlays overlays_ = Overlays::defaults();
    View view_;
    FieldOverlay field_;
    std::vector<Vec2> trail_;  ///< the selected agent's trail, from the run's history (scratch of render())
    int32_t selected_ = -1, selectedCircle_ = -1;
    bool playing_ = false;
    float pace_ = 50.0f;
    double pending_ = 0;  // steps owed at the pace, not yet taken
    Tool tool_ = Tool::Select;
    uint64_t generation_ = 1;  // bumped when the world's contents are replaced wholesale
    std::vector<std::string> messages_;
    std::vector<GalleryEntry> gallery_;
    std::string galleryError_;
    bool menuOpen_ = false;
    int menuChoice_ = 0;
    bool quit_ = false;
    int width_ = 1280, height_ = 800;
    Rect viewArea_, panelArea_;
    float panelScroll_ = 0;
    bool recordTexts_ = false;
    std::vector<DrawnText> drawnTexts_;

    struct Drag {
        enum class Kind : uint8_t {
            None,
            Pan,
            Paint,
            MoveAgent,
            MoveGoal,
            MoveCircle,
            CircleRadius,
            ResizeCircle
        } kind = Kind::None;
        int32_t index = -1;
        Vec2 offset{0.0f, 0.0f};
        Vec2 start{0.0f, 0.0f};  ///< world point where it began
        float lastX = 0, lastY = 0;
        bool paint = true;
        Cell last{-1, -1};
        bool moved = false;
    } drag_;
};

}  // namespace sidestep::viewer
