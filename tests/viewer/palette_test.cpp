// The viewer's palette covers every behaviour the core lists, each with its own colour, read by the
// behaviour's name from web/draw/palette.json; a palette without one is refused, naming it.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "palette.hpp"
#include "sidestep/behaviors/agent.hpp"

using namespace sidestep;
using namespace sidestep::viewer;

TEST(ViewerPalette, EveryBehaviourOfTheCoreHasItsOwnColour) {
    Palette p{};
    std::string error;
    ASSERT_TRUE(parsePalette(paletteJson(), p, error)) << error;
    std::set<std::string> seen;
    for (uint32_t b = 0; b < kBehaviorCount; ++b) seen.insert(cssColor(p.behaviors[b]));
    EXPECT_EQ(seen.size(), size_t(kBehaviorCount)) << "two behaviours share a colour";
}

TEST(ViewerPalette, APaletteWithoutABehavioursColourIsRefusedNamingIt) {
    std::string json(paletteJson());
    const std::string entry = "\"script\": ";
    const size_t at = json.find(entry);
    ASSERT_NE(at, std::string::npos);
    json.replace(at, entry.size(), "\"scripted\": ");
    Palette p{};
    std::string error;
    EXPECT_FALSE(parsePalette(json, p, error));
    EXPECT_NE(error.find("behaviors.script"), std::string::npos) << error;
}
