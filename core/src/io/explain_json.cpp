#include "sidestep/io/explain_json.hpp"

#include "sidestep/io/message_json.hpp"

namespace sidestep {

Json explanationToJson(const std::vector<AgentFact>& facts, const Explanation& e) {
    Json factList = Json::array();
    for (const AgentFact& f : facts)
        factList.push(Json::array()
                          .push(Json::string(f.label))
                          .push(Json::string(f.value))
                          .push(Json::string(f.labelId))
                          .push(messageToJson(f.valueMessage)));
    Json lines = Json::array();
    for (const ExplainLine& line : e.lines) {
        Json spans = Json::array();
        for (const ExplainSpan& s : line.spans) {
            Json span = Json::object().set("text", Json::string(s.text)).set("chosen", Json::boolean(s.chosen));
            if (!s.message.id.empty()) span.set("message", messageToJson(s.message));
            spans.push(std::move(span));
        }
        lines.push(Json::object()
                       .set("style", Json::string(lineStyleName(line.style)))
                       .set("chosen", Json::boolean(line.chosen))
                       .set("spans", std::move(spans)));
    }
    // The table: each heading's English and message id; each cell's English and message (null: shown as it is).
    Json header = Json::array();
    for (const std::string& h : e.table.header) header.push(Json::string(h));
    Json headerIds = Json::array();
    for (const std::string& id : e.table.headerIds) headerIds.push(Json::string(id));
    Json rows = Json::array();
    for (const ExplainRow& r : e.table.rows) {
        Json cells = Json::array();
        for (const std::string& c : r.cells) cells.push(Json::string(c));
        Json messages = Json::array();
        for (const Message& m : r.messages) messages.push(m.id.empty() ? Json() : messageToJson(m));
        rows.push(Json::object()
                      .set("cells", std::move(cells))
                      .set("mark", Json::string(rowMarkName(r.mark)))
                      .set("messages", std::move(messages)));
    }
    return Json::object()
        .set("facts", std::move(factList))
        .set("lines", std::move(lines))
        .set("table", Json::object()
                          .set("header", std::move(header))
                          .set("headerIds", std::move(headerIds))
                          .set("rows", std::move(rows)));
}

}  // namespace sidestep
