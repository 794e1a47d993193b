#include "sidestep/io/explain_json.hpp"

#include <cmath>
#include <cstdlib>

#include "../explain/format.hpp"

namespace sidestep {

/// A message as JSON: {"id", "args": {name: {"n", "d"} (a number and its decimals) | "text" | {"m": id} |
/// {"w": [ids]}}}: a number rounded to the decimals it is written with; one that is not finite as its English text.
Json messageToJson(const Message& m) {
    Json args = Json::object();
    for (const MessageArg& a : m.args) {
        switch (a.kind) {
            case MessageArg::Kind::Number:
                // The value as English writes it (its decimals), so native and wasm send the same number.
                args.set(
                    a.name,
                    std::isfinite(a.number)
                        ? Json::object()
                              .set("n", Json::number(std::strtod(explain::fixed(a.number, a.digits).c_str(), nullptr)))
                              .set("d", Json::number(a.digits))
                        : Json::string(explain::fixed(a.number, a.digits)));
                break;
            case MessageArg::Kind::Text:
                args.set(a.name, Json::string(a.text));
                break;
            case MessageArg::Kind::Message:
                args.set(a.name, Json::object().set("m", Json::string(a.text)));
                break;
            case MessageArg::Kind::Words: {
                Json ids = Json::array();
                for (const std::string& id : a.words) ids.push(Json::string(id));
                args.set(a.name, Json::object().set("w", std::move(ids)));
                break;
            }
        }
    }
    return Json::object().set("id", Json::string(m.id)).set("args", std::move(args));
}

std::string errorMessagesText(const std::vector<std::string>& errors, const std::vector<Message>& messages) {
    Json list = Json::array();
    for (size_t i = 0; i < errors.size(); ++i)
        list.push(i < messages.size() && !messages[i].id.empty() ? messageToJson(messages[i]) : Json());
    return writeJson(list, 0);
}

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
    Json header = Json::array();
    for (const std::string& h : e.table.header) header.push(Json::string(h));
    Json rows = Json::array();
    for (const ExplainRow& r : e.table.rows) {
        Json cells = Json::array();
        for (const std::string& c : r.cells) cells.push(Json::string(c));
        rows.push(Json::object().set("cells", std::move(cells)).set("mark", Json::string(rowMarkName(r.mark))));
    }
    return Json::object()
        .set("facts", std::move(factList))
        .set("lines", std::move(lines))
        .set("table", Json::object().set("header", std::move(header)).set("rows", std::move(rows)));
}

}  // namespace sidestep
