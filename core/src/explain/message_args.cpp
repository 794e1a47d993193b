// A message's builders (sidestep/explain/message.hpp): one copy for every call site that words a sentence.
#include "sidestep/explain/message.hpp"

namespace sidestep {

Message::Message(const char* messageId) : id(messageId) {}

Message& Message::num(const char* name, double value, int digits) {
    args.push_back({name, MessageArg::Kind::Number, value, digits, {}, {}, {}});
    return *this;
}

Message& Message::text(const char* name, std::string value) {
    args.push_back({name, MessageArg::Kind::Text, 0, 0, std::move(value), {}, {}});
    return *this;
}

Message& Message::word(const char* name, std::string messageId) {
    args.push_back({name, MessageArg::Kind::Message, 0, 0, std::move(messageId), {}, {}});
    return *this;
}

Message& Message::word(const char* name, Message message) {
    args.push_back({name, MessageArg::Kind::Message, 0, 0, std::move(message.id), {}, std::move(message.args)});
    return *this;
}

Message& Message::words(const char* name, std::vector<std::string> messageIds) {
    args.push_back({name, MessageArg::Kind::Words, 0, 0, {}, std::move(messageIds), {}});
    return *this;
}

}  // namespace sidestep
