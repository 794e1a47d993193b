#pragma once
/// The selected agent in words: its numbers (facts) and the reason for its next move (the explanation),
/// built once here from the core's records, so the page, the desktop viewer and the command-line tool
/// show the same sentences. Each line is a list of spans; the span (or line) the rule picked is marked
/// `chosen`, and a context agent's slots come as a small table. Read-only: call
/// World::refreshDecisions() first, so the records describe the next step.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "sidestep/explain/message.hpp"
#include "sidestep/explain/source.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

/// How a line of an explanation is shown.
enum class LineStyle : uint32_t {
    Head = 0,   ///< the heading ("Next move", "Next step", "Stopped")
    Text = 1,   ///< a sentence
    Ray = 2,    ///< one ray of a continuous agent and what it saw (the rays are listed together)
    Warn = 3,   ///< a known failure of the method, or a remedy, acting now
    Muted = 4,  ///< a side remark (what the speed limit took off)
    Table = 5,  ///< where the explanation's table stands (a context agent's slots); no spans
};
inline constexpr uint32_t kLineStyleCount = 6;
/// The style's name in JSON ("head", "text", "ray", "warn", "muted", "table").
const char* lineStyleName(LineStyle s);

/// A run of text; `chosen` marks the value the rule picked (shown emphasised). `text` is English; `message`, when
/// its id is set, is what the text says (its id and arguments) for a catalogue to word it in another language.
struct ExplainSpan {
    std::string text;
    bool chosen = false;
    Message message;
};

/// One line of an explanation.
struct ExplainLine {
    LineStyle style = LineStyle::Text;
    bool chosen = false;  ///< the whole line is the one the rule picked (a ray)
    std::vector<ExplainSpan> spans;
    /// The spans' text, joined.
    std::string text() const;
};

/// How a table row is marked: a slot with danger, or the slot of most interest.
enum class RowMark : uint32_t { None = 0, Danger = 1, Best = 2 };
/// The mark's name in JSON ("", "danger", "best").
const char* rowMarkName(RowMark m);

struct ExplainRow {
    std::vector<std::string> cells;  ///< English
    RowMark mark = RowMark::None;
    std::vector<Message> messages;  ///< what each cell says (an empty id: shown as it is, an index)
};

/// A small table (a context agent's slots: slot, angle, raw, danger, interest).
struct ExplainTable {
    std::vector<std::string> header;     ///< English
    std::vector<std::string> headerIds;  ///< each heading's message id
    std::vector<ExplainRow> rows;
};

/// The reason for an agent's next move.
struct Explanation {
    std::vector<ExplainLine> lines;
    ExplainTable table;  ///< shown where the Table line stands; empty without one
};

/// One labelled number of the agent ("position", "(3.50, 2.00)"): English, and the messages they say.
struct AgentFact {
    std::string label;
    std::string value;
    std::string labelId;  ///< the label's message id
    Message valueMessage;
};

/// Agent `index`'s next move explained from the world's records: the grid decision (each neighbour's
/// proxy, the rule, the choice), a continuous agent's rays, forces and rule, or a context agent's map.
/// Empty when the index is out of range.
Explanation explainAgent(const World& world, size_t index);
/// The same from what the explanation reads of the world (ExplainSource::of(world, index), perhaps packed and
/// unpacked on the way): the same words.
Explanation explainAgent(const ExplainSource& source);

/// Agent `index`'s numbers as the panels list them: position, goal, speed, collisions, contacts, ...
/// Empty when the index is out of range.
std::vector<AgentFact> agentFacts(const World& world, size_t index);
std::vector<AgentFact> agentFacts(const ExplainSource& source);

/// Facts and explanation as plain text, one line each ("label: value"; table rows as aligned columns).
std::string explanationText(const std::vector<AgentFact>& facts, const Explanation& explanation);

}  // namespace sidestep
