#pragma once
// Building explanation lines, shared by the explainers of each kind of agent.
#include <initializer_list>
#include <string>
#include <utility>

#include "sidestep/explain/explain.hpp"

namespace sidestep::explain {

/// Appends a line of one plain span (or none, for an empty text) and returns it for more spans.
inline ExplainLine& addLine(Explanation& e, LineStyle style, std::string text = {}) {
    ExplainLine line;
    line.style = style;
    if (!text.empty()) line.spans.push_back({std::move(text), false, {}});
    e.lines.push_back(std::move(line));
    return e.lines.back();
}

/// Appends a span to a line; `chosen` marks the value the rule picked.
inline ExplainLine& addSpan(ExplainLine& line, std::string text, bool chosen = false) {
    line.spans.push_back({std::move(text), chosen, {}});
    return line;
}

/// Appends a span that says message `m` (worded in English here, by the page's catalogue there).
inline ExplainLine& addSpan(ExplainLine& line, Message m, bool chosen = false) {
    std::string text = english(m);
    line.spans.push_back({std::move(text), chosen, std::move(m)});
    return line;
}

/// Appends a line of one message (or none, for a message without an id).
inline ExplainLine& addLine(Explanation& e, LineStyle style, Message m) {
    ExplainLine& line = addLine(e, style);
    return m.id.empty() ? line : addSpan(line, std::move(m));
}

/// Sets the table's headings (message ids without arguments, worded in English here).
inline void setHeader(ExplainTable& table, std::initializer_list<const char*> ids) {
    for (const char* id : ids) {
        table.headerIds.push_back(id);
        table.header.push_back(english(Message(id)));
    }
}

/// Appends a cell that says message `m` (an empty id: `text` as it is, such as an index).
inline ExplainRow& addCell(ExplainRow& row, Message m, std::string text = {}) {
    row.cells.push_back(m.id.empty() ? std::move(text) : english(m));
    row.messages.push_back(std::move(m));
    return row;
}

/// A table cell's number with `digits` decimals (the locale's digits and decimal sign in the page).
inline Message cellNumber(double v, int digits = 2) { return Message("fact-number").num("n", v, digits); }

/// The explainers of each kind of agent (grid.cpp, steering.cpp, context.cpp, orca.cpp).
void explainGrid(const ExplainSource& world, size_t index, Explanation& out);
void explainSteering(const ExplainSource& world, size_t index, Explanation& out);
void explainContext(const ExplainSource& world, size_t index, Explanation& out);
void explainOrca(const ExplainSource& world, size_t index, Explanation& out);
void explainScript(const ExplainSource& world, size_t index, Explanation& out);
/// A grid agent whose body overlaps a circle, or whose next cell does: grid agents do not sense circles.
void explainGridCircles(const ExplainSource& world, size_t index, Explanation& out);

/// The message id of one of ORCA's known failures or remedies (nullptr for other notes).
const char* orcaNoteId(SteeringNote note);
/// A feelers agent over the relief (slope.cpp), nothing in the 2D world: the ground and the slope's
/// numbers (before the rays), and what each feeler met in 3D (after them).
void explainSlope(const ExplainSource& world, size_t index, Explanation& out);
void explainFeelersIn3D(const ExplainSource& world, size_t index, Explanation& out);
/// In a world with relief, for any agent but a feelers one: only feelers sense heights, it keeps its 2D rules.
void explainFlatRules(const ExplainSource& world, size_t index, Explanation& out);

/// A continuous agent with a planner (route.cpp): the waypoint it heads for and why it last planned, or why it
/// has no route ("" without a planner).
std::string routeSentence(const Agent& agent, const SimConfig& config, uint32_t step);
void explainRoute(const ExplainSource& world, size_t index, Explanation& out);

/// Why a stopped agent no longer moves, one sentence for every kind of agent ("→ reached: ...").
Message whyStopped(const ExplainSource& world, const Agent& agent);

/// Why a known failure or remedy is acting now, from a steering record's note (no id for none); NoProgress
/// names the agent's seconds without progress and its behaviour's reason.
Message noteWhy(SteeringNote note, const Agent& agent);
/// Appends a warning line ("⚠ " and the note's message) when the note has one; `slope` (feelers over relief, or
/// nullptr) adds what made a feeler pass over a low obstacle.
void addNote(Explanation& out, SteeringNote note, const Agent& agent, const SlopeRecord* slope = nullptr);
/// The message id of a note that has no arguments (nullptr for the others, and for an orca agent's).
const char* noteId(SteeringNote note, const Agent& agent);
/// The head of a continuous agent's explanation: `moving` while it moves, why-head-stopped once stopped, and
/// for an arrived agent that gives way with agent avoidance what it does this step (its record's note).
const char* headId(const ExplainSource& world, const Agent& agent, SteeringNote note, const char* moving);

}  // namespace sidestep::explain
