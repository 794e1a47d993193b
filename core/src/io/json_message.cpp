#include "sidestep/io/json_message.hpp"

#include <cstdlib>
#include <string_view>

namespace sidestep {

Message jsonErrorMessage(const JsonParse& json) {
    const std::string_view kind = json.kind;
    Message m = kind == "invalid-json-character"       ? Message(json.kind).text("character", json.detail)
                : kind == "invalid-json-duplicate-key" ? Message(json.kind).text("key", json.detail)
                : kind == "invalid-json-depth"
                    ? Message(json.kind).count("max", std::strtod(json.detail.c_str(), nullptr))
                    : Message("invalid-json").word("what", json.kind);
    return m.count("line", double(json.line)).count("column", double(json.column));
}

}  // namespace sidestep
