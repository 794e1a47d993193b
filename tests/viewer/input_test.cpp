// The viewer driven by SDL events, as a user would: keys, clicks, drags, the wheel, dropped files. No
// window: the events go through SDL's queue (SDL_PushEvent) to the App, and the tests check the world.
#include <SDL.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <string>

#include "app.hpp"
#include "layers.hpp"
#include "sidestep/io/scenario.hpp"

using namespace sidestep;
using namespace sidestep::viewer;

namespace {

const std::string kExamples = std::string(SIDESTEP_SOURCE_DIR) + "/examples/";

class ViewerInput : public ::testing::Test {
protected:
    static void SetUpTestSuite() { ASSERT_EQ(SDL_Init(SDL_INIT_EVENTS), 0) << SDL_GetError(); }
    static void TearDownTestSuite() { SDL_Quit(); }

    /// A 12 x 8 world with a seek agent going right and a greedy agent on the grid.
    static Scenario scene() {
        const char* text =
            R"({"version": 1, "world": {"grid": ["............", "............", "............", "............",
            "............", "............", "............", "............"]},
            "agents": [{"name": "runner", "behavior": "seek", "start": [1.5, 1.5], "goal": [10.5, 1.5]},
                       {"name": "walker", "behavior": "greedy", "start": [1, 6], "goal": [10, 6]}]})";
        ScenarioParse p = parseScenario(text);
        EXPECT_TRUE(p.ok()) << (p.errors.empty() ? "" : p.errors[0]);
        return p.scenario;
    }

    void SetUp() override {
        SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
        app.resize(1280, 800);
        app.open(scene(), "scene");
    }

    /// Window pixel of a world point.
    Vec2 at(float x, float y) const { return app.view().toScreen({x, y}); }

    void key(SDL_Keycode k, uint16_t mod = 0) {
        SDL_Event e{};
        e.type = SDL_KEYDOWN;
        e.key.state = SDL_PRESSED;
        e.key.keysym.sym = k;
        e.key.keysym.mod = mod;
        SDL_PushEvent(&e);
        app.pumpEvents();
    }
    void button(Uint32 type, Vec2 p, uint8_t which = SDL_BUTTON_LEFT) {
        SDL_Event e{};
        e.type = type;
        e.button.button = which;
        e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        e.button.x = int(std::lround(p.x));
        e.button.y = int(std::lround(p.y));
        SDL_PushEvent(&e);
        app.pumpEvents();
    }
    void move(Vec2 p) {
        SDL_Event e{};
        e.type = SDL_MOUSEMOTION;
        e.motion.x = int(std::lround(p.x));
        e.motion.y = int(std::lround(p.y));
        SDL_PushEvent(&e);
        app.pumpEvents();
    }
    /// Press at the first point, move through the others, release at the last.
    void drag(std::initializer_list<Vec2> points, uint8_t which = SDL_BUTTON_LEFT) {
        const Vec2* first = points.begin();
        button(SDL_MOUSEBUTTONDOWN, *first, which);
        for (const Vec2* p = first + 1; p != points.end(); ++p) move(*p);
        button(SDL_MOUSEBUTTONUP, *(points.end() - 1), which);
    }
    void click(Vec2 p) { drag({p}); }

    App app;
};

World freshRun(const Scenario& s, uint32_t steps) {
    Timeline t = buildTimeline(s);
    t.run(steps);
    return t.world();
}

}  // namespace

TEST_F(ViewerInput, TheWallsToolPaintsTheCellsADragCrossesAndARightDragErasesThem) {
    key(SDLK_2);
    EXPECT_EQ(app.tool(), Tool::Walls);
    drag({at(3.5f, 3.5f), at(5.2f, 3.5f), at(7.5f, 3.6f)});
    const Grid& g = app.world().grid();
    for (int x = 0; x < 12; ++x) EXPECT_EQ(g.blocked(x, 3), x >= 3 && x <= 7) << "cell " << x;
    EXPECT_FALSE(g.blocked(3, 2));
    EXPECT_TRUE(app.run().history().empty()) << "at step 0 the cells become part of the scenario";
    drag({at(4.5f, 3.5f), at(6.5f, 3.5f)}, SDL_BUTTON_RIGHT);
    for (int x = 0; x < 12; ++x) EXPECT_EQ(app.world().grid().blocked(x, 3), x == 3 || x == 7) << "cell " << x;
}

TEST_F(ViewerInput, ToolsPaintOrEraseWhateverTheStrokeStartsOnAndPaintingDuringARunIsPartOfItsHistory) {
    key(SDLK_RIGHT);
    key(SDLK_RIGHT, KMOD_SHIFT);  // ten more
    ASSERT_EQ(app.world().stepCount(), 11u);
    key(SDLK_2);
    click(at(8.5f, 4.5f));
    EXPECT_TRUE(app.world().grid().blocked(8, 4));
    ASSERT_EQ(app.run().history().size(), 1u);
    EXPECT_EQ(app.run().history()[0].step, 11u);
    drag({at(8.5f, 4.5f), at(9.5f, 4.5f)});  // starts on a wall: the walls tool still paints
    EXPECT_TRUE(app.world().grid().blocked(8, 4));
    EXPECT_TRUE(app.world().grid().blocked(9, 4));
    key(SDLK_3);
    drag({at(9.5f, 4.5f), at(8.5f, 4.5f)});
    EXPECT_FALSE(app.world().grid().blocked(8, 4));
    EXPECT_FALSE(app.world().grid().blocked(9, 4));
    key(SDLK_LEFT);  // before the edits: the cells as they were
    EXPECT_FALSE(app.world().grid().blocked(8, 4));
    key(SDLK_RIGHT);  // forward again replays them, in order
    EXPECT_FALSE(app.world().grid().blocked(8, 4));
    EXPECT_EQ(app.world().hash(), [&] {
        Timeline t = buildTimeline(scene());
        t.run(11);
        for (const TimedEdit& e : app.run().history()) t.edit(e.edit);
        return t.world().hash();
    }()) << "the replayed run equals the same edits made on a fresh run";
}

TEST_F(ViewerInput, AScenePlaysAtItsFilesPaceOrAtEightStepsASecondForGridAgentsOnly) {
    const ScenarioParse file = parseScenario(
        R"({"version": 1, "world": {"grid": ["......"]}, "agents": [{"behavior": "greedy", "start": [1, 0], "goal": [5, 0]}]})");
    ASSERT_TRUE(file.ok()) << file.errors[0];
    app.open(file.scenario, "grid only");
    EXPECT_EQ(app.pace(), 8.0f);
    const ScenarioParse paced =
        parseScenario(R"({"version": 1, "world": {"grid": ["......"]}, "view": {"pace": 250}})");
    ASSERT_TRUE(paced.ok()) << paced.errors[0];
    app.open(paced.scenario, "paced");
    EXPECT_EQ(app.pace(), 250.0f);
    key(SDLK_PLUS);
    EXPECT_EQ(app.pace(), 500.0f);
    key(SDLK_PLUS);
    key(SDLK_PLUS);
    EXPECT_EQ(app.pace(), 0.0f) << "after 1000 a second: as fast as it goes";
    key(SDLK_MINUS);
    EXPECT_EQ(app.pace(), 1000.0f);
}

TEST_F(ViewerInput, TheCircleToolPlacesACircleOfRadiusOneWithAClickAndDragsOneOut) {
    key(SDLK_4);
    click(at(5.0f, 5.0f));
    ASSERT_EQ(app.world().circles().size(), 1u);
    EXPECT_NEAR(app.world().circles()[0].center.x, 5.0f, 0.01f);
    EXPECT_NEAR(app.world().circles()[0].center.y, 5.0f, 0.01f);
    EXPECT_EQ(app.world().circles()[0].radius, 1.0f);
    EXPECT_EQ(app.selectedCircle(), 0);
    drag({at(9.0f, 4.0f), at(9.0f, 5.0f), at(9.0f, 6.5f)});
    ASSERT_EQ(app.world().circles().size(), 2u);
    EXPECT_NEAR(app.world().circles()[1].radius, 2.5f, 0.02f);
    key(SDLK_1);
    drag({at(5.0f, 5.0f), at(6.0f, 5.5f)});  // the select tool drags a circle
    EXPECT_NEAR(app.world().circles()[0].center.x, 6.0f, 0.01f);
    EXPECT_NEAR(app.world().circles()[0].center.y, 5.5f, 0.01f);
    key(SDLK_DELETE);
    EXPECT_EQ(app.world().circles().size(), 1u);
}

TEST_F(ViewerInput, StepBackGoesThroughTheCoresKeyframesToExactlyTheStateOfAFreshRun) {
    for (int k = 0; k < 5; ++k) key(SDLK_RIGHT, KMOD_SHIFT);
    ASSERT_EQ(app.world().stepCount(), 50u);
    key(SDLK_LEFT);
    key(SDLK_LEFT);
    key(SDLK_LEFT, KMOD_SHIFT);
    ASSERT_EQ(app.world().stepCount(), 38u);
    EXPECT_EQ(app.world().hash(), freshRun(scene(), 38).hash());
    key(SDLK_END);
    EXPECT_EQ(app.world().stepCount(), 50u);
    EXPECT_EQ(app.world().hash(), freshRun(scene(), 50).hash());
    key(SDLK_HOME);
    EXPECT_EQ(app.world().stepCount(), 0u);
}

TEST_F(ViewerInput, ClickSelectsAnAgentAndDraggingMovesItsStartOrItsGoal) {
    click(at(1.5f, 1.5f));
    EXPECT_EQ(app.selected(), 0);
    drag({at(1.5f, 1.5f), at(2.0f, 2.0f), at(2.5f, 2.5f)});
    EXPECT_NEAR(app.world().agents()[0].start.x, 2.5f, 0.01f);
    EXPECT_NEAR(app.world().agents()[0].start.y, 2.5f, 0.01f);
    EXPECT_EQ(app.world().agents()[0].position, app.world().agents()[0].start);
    drag({at(10.5f, 1.5f), at(10.5f, 3.0f), at(10.5f, 5.5f)});
    EXPECT_EQ(app.selected(), 0);
    EXPECT_NEAR(app.world().agents()[0].goal.y, 5.5f, 0.01f);
    drag({at(1.5f, 6.5f), at(3.5f, 6.5f), at(4.4f, 5.2f)});  // a grid agent snaps to the cell
    EXPECT_EQ(app.selected(), 1);
    EXPECT_EQ(app.world().agents()[1].start, Vec2(4.0f, 5.0f));
    click(at(6.0f, 4.0f));  // empty space: nothing selected
    EXPECT_EQ(app.selected(), -1);
}

TEST_F(ViewerInput, TheWheelZoomsAboutThePointerDraggingEmptySpacePansAndFFits) {
    const float fit = app.view().scale();
    const Vec2 pointer = at(3.0f, 2.0f);
    const Vec2 before = app.view().toWorld(float(int(pointer.x)), float(int(pointer.y)));
    SDL_Event e{};
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = 2;
    e.wheel.preciseY = 2;
    e.wheel.mouseX = int(pointer.x);
    e.wheel.mouseY = int(pointer.y);
    SDL_PushEvent(&e);
    app.pumpEvents();
    EXPECT_NEAR(app.view().scale(), fit * 1.15f * 1.15f, 1e-3f);
    const Vec2 under = app.view().toWorld(float(int(pointer.x)), float(int(pointer.y)));
    EXPECT_NEAR(under.x, before.x, 1e-3f) << "the world point under the pointer stays there";
    EXPECT_NEAR(under.y, before.y, 1e-3f);
    const Vec2 origin = at(0, 0);
    drag({at(6.0f, 4.0f), at(6.0f, 4.0f) + Vec2(40, 25)});
    EXPECT_NEAR(at(0, 0).x - origin.x, 40, 0.5f);
    EXPECT_NEAR(at(0, 0).y - origin.y, 25, 0.5f);
    key(SDLK_f);
    EXPECT_FALSE(app.view().hasCamera());
    EXPECT_NEAR(app.view().scale(), fit, 1e-4f);
}

TEST_F(ViewerInput, SpacePlaysAtTheScenesPaceAndRStartsOver) {
    EXPECT_EQ(app.pace(), 50.0f) << "no pace in the file, not only grid agents: real time, 1 / dt steps a second";
    key(SDLK_SPACE);
    EXPECT_TRUE(app.playing());
    app.advance(0.1, 10);  // 0.1 s at 50 steps a second: five steps
    EXPECT_EQ(app.world().stepCount(), 5u);
    key(SDLK_PLUS);
    EXPECT_EQ(app.pace(), 100.0f);
    app.advance(0.1, 10);
    EXPECT_EQ(app.world().stepCount(), 15u);
    key(SDLK_SPACE);
    EXPECT_FALSE(app.playing());
    key(SDLK_r);
    EXPECT_EQ(app.world().stepCount(), 0u);
    EXPECT_EQ(app.world().hash(), freshRun(scene(), 0).hash());
}

TEST_F(ViewerInput, ADroppedFileOpensAndBadInputKeepsTheSceneWithTheClisWords) {
    const uint64_t before = app.world().hash();
    SDL_Event e{};
    e.type = SDL_DROPFILE;
    e.drop.file = SDL_strdup("/no/such/scene.json");
    SDL_PushEvent(&e);
    app.pumpEvents();
    EXPECT_EQ(app.world().hash(), before);
    ASSERT_EQ(app.messages().size(), 2u);
    EXPECT_EQ(app.messages()[1], "error: /no/such/scene.json: no such file, and not a share link");
    e.drop.file = SDL_strdup((kExamples + "greedy-pacing.json").c_str());
    SDL_PushEvent(&e);
    app.pumpEvents();
    EXPECT_EQ(app.title(), "Greedy: pacing behind a wall");
    EXPECT_TRUE(app.messages().empty());
    e.type = SDL_DROPTEXT;  // a share link dragged in as text
    e.drop.file = SDL_strdup("#s=not-a-link!");
    SDL_PushEvent(&e);
    app.pumpEvents();
    EXPECT_EQ(app.title(), "Greedy: pacing behind a wall");
    EXPECT_FALSE(app.messages().empty());
}

TEST_F(ViewerInput, TheGalleryMenuOpensAnExampleWithTheKeys) {
    ASSERT_GE(app.gallery().size(), 3u);
    key(SDLK_m);
    EXPECT_TRUE(app.menuOpen());
    key(SDLK_DOWN);
    key(SDLK_DOWN);
    key(SDLK_RETURN);
    EXPECT_FALSE(app.menuOpen());
    EXPECT_EQ(app.source(), app.gallery()[2].file);
    EXPECT_EQ(app.title(), app.gallery()[2].title);
}

TEST_F(ViewerInput, WithoutAGalleryMSaysWhereItLookedAndAnEmptySceneSaysItToo) {
    const std::string missing = std::string(SIDESTEP_SOURCE_DIR) + "/no-such-examples";
    ASSERT_EQ(setenv("SIDESTEP_EXAMPLES", missing.c_str(), 1), 0);  // POSIX: SDL_getenv reads the environment
    App bare;                                                       // reads the gallery when made
    unsetenv("SIDESTEP_EXAMPLES");
    EXPECT_TRUE(bare.gallery().empty());
    const std::string why =
        "SIDESTEP_EXAMPLES is " + missing + ", which has no index.json (set it to the examples folder)";
    EXPECT_EQ(bare.galleryError(), why);
    bare.open(Scenario{}, "");  // what the viewer opens with no file and no gallery
    EXPECT_EQ(bare.messages(), std::vector<std::string>{why});
    bare.open(scene(), "scene");  // a scene opened from a file needs no gallery: no message
    EXPECT_TRUE(bare.messages().empty());
    SDL_Event m{};
    m.type = SDL_KEYDOWN;
    m.key.state = SDL_PRESSED;
    m.key.keysym.sym = SDLK_m;
    bare.handle(m);
    EXPECT_FALSE(bare.menuOpen());
    EXPECT_EQ(bare.messages(), std::vector<std::string>{why});
}

TEST_F(ViewerInput, OverlayKeysToggleTheOverlaysByTheirPageNames) {
    EXPECT_TRUE(app.overlays().has("rays"));
    key(SDLK_y);
    EXPECT_FALSE(app.overlays().has("rays"));
    key(SDLK_h);
    EXPECT_TRUE(app.overlays().has("heatmap"));
    EXPECT_TRUE(app.overlays().has("orca")) << "on by default, as in the page";
    key(SDLK_o);
    EXPECT_FALSE(app.overlays().has("orca"));
}

TEST(ViewerLayers, EachPictureIsALayerRegisteredInDrawingOrder) {
    const std::vector<const char*> names = layerNames();
    std::vector<std::string> got(names.begin(), names.end());
    const std::vector<std::string> expected{"floor",
                                            "ground",
                                            "contour lines",
                                            "heat map",
                                            "cells",
                                            "cells within P steps",
                                            "grid lines",
                                            "trail and returns",
                                            "circles",
                                            "obstacle heights",
                                            "paths and targets",
                                            "rays",
                                            "context chart",
                                            "routes",
                                            "goals",
                                            "agents",
                                            "orca links",
                                            "forces",
                                            "border",
                                            "heat map values",
                                            "next-move values",
                                            "orca velocity space"};
    EXPECT_EQ(got, expected);
}

TEST_F(ViewerInput, AFileOpensAsItsViewSavedIt) {
    ASSERT_TRUE(app.openArgument(kExamples + "nproxy-pstep.json"));  // view: step 5, agent 0, reach
    EXPECT_EQ(app.world().stepCount(), 5u);
    EXPECT_EQ(app.selected(), 0);
    EXPECT_TRUE(app.overlays().has("reach"));
    EXPECT_FALSE(app.overlays().has("rays"));
    ASSERT_TRUE(app.openArgument(kExamples + "welcome.json"));  // no view: the page's defaults
    EXPECT_EQ(app.world().stepCount(), 0u);
    EXPECT_EQ(app.selected(), -1);
    EXPECT_TRUE(app.overlays().has("rays"));
}

TEST_F(ViewerInput, ASelectedAgentThatAReplayedEditRemovesIsNoLongerSelected) {
    for (int k = 0; k < 3; ++k) key(SDLK_RIGHT);
    click(at(10.5f, 1.5f));  // its goal: a click selects agent 0 and moves nothing
    ASSERT_EQ(app.selected(), 0);
    key(SDLK_DELETE);  // removed at step 3: part of the run's history
    EXPECT_EQ(app.world().agents().size(), 1u);
    key(SDLK_LEFT);  // before the removal: both agents again
    ASSERT_EQ(app.world().agents().size(), 2u);
    app.select(1);
    key(SDLK_RIGHT);  // the removal is replayed: agent 1 is now the only one, index 0
    EXPECT_EQ(app.world().agents().size(), 1u);
    EXPECT_EQ(app.selected(), -1);
}
