#pragma once
// The panel beside (or under) the world: the scene, the run's counters, the selected agent's numbers and
// the reason for its next move (the core's words: explainAgent and agentFacts, the same as the page's
// panel and `sidestep explain`), the overlays with their keys, and the keys. And the gallery menu.
#include <string>
#include <vector>

#include "canvas.hpp"
#include "sidestep/explain/explain.hpp"

namespace sidestep::viewer {

class App;

/// Draws the panel into app.panelArea().
void drawPanel(Canvas& canvas, const App& app);

/// Draws the gallery menu over the world view.
void drawMenu(Canvas& canvas, const App& app);

/// Lays spans out in lines no wider than `width` (breaking at spaces; a word wider than a line is cut),
/// each piece keeping its span's emphasis. Used by the panel and by tests.
struct PlacedText {
    std::string text;
    bool chosen = false;
    float x = 0;  ///< from the left of the block
    int line = 0;
};
std::vector<PlacedText> wrapSpans(Canvas& canvas, const std::vector<ExplainSpan>& spans, Face face, float size,
                                  float width);

}  // namespace sidestep::viewer
