// A core message worded by one of English's compiled catalogues (english_messages.cpp, english_errors.cpp): its
// pattern with its arguments, numbers written as the page writes them in English (explain::fixed, JavaScript's
// toFixed). Its own file, apart from the catalogues, so that a module that words only errors links only theirs.
#include "english_messages.hpp"
#include "format.hpp"

namespace sidestep::explain {

namespace {

const MessageArg* findArg(const Message& m, const std::string& name) {
    for (const MessageArg& a : m.args) {
        if (a.name == name) return &a;
    }
    return nullptr;
}

std::string argText(const Catalogue& c, const MessageArg& a) {
    switch (a.kind) {
        case MessageArg::Kind::Number:
            return fixed(a.number, a.digits);
        case MessageArg::Kind::Message: {  // worded with its own arguments (none, for most words)
            Message inner(a.text);
            inner.args = a.args;
            return formatEnglish(c, inner);
        }
        case MessageArg::Kind::Words: {
            std::string out;
            for (const std::string& id : a.words) out += (out.empty() ? "" : ", ") + formatEnglish(c, Message(id));
            return out;
        }
        case MessageArg::Kind::Text:
            break;
    }
    return a.text;
}

/// The variant a select picks, as web/i18n/message.js does: the key equal to the value, else (a number) English's
/// plural category, else the default.
const std::vector<Piece>& chooseVariant(const Catalogue& c, const Piece& select, const MessageArg* a) {
    const std::string key = a ? argText(c, *a) : std::string();
    for (const Variant& v : select.variants) {
        if (a && v.key == key) return v.pattern;
    }
    if (a && a->kind == MessageArg::Kind::Number) {
        const char* category = a->number == 1 ? "one" : "other";
        for (const Variant& v : select.variants) {
            if (v.key == category) return v.pattern;
        }
    }
    for (const Variant& v : select.variants) {
        if (v.isDefault) return v.pattern;
    }
    return select.variants.front().pattern;
}

void formatPattern(const Catalogue& c, const std::vector<Piece>& pattern, const Message& m, std::string& out) {
    for (const Piece& p : pattern) {
        if (p.arg.empty()) {
            out += p.text;
        } else if (p.variants.empty()) {
            const MessageArg* a = findArg(m, p.arg);
            out += a ? argText(c, *a) : "{$" + p.arg + "}";
        } else {
            formatPattern(c, chooseVariant(c, p, findArg(m, p.arg)), m, out);
        }
    }
}

/// The name that starts at `at`, up to its \002; `at` is left after the \002.
std::string readName(const char*& at) {
    const char* start = at;
    while (*at != '\002') ++at;
    return std::string(start, at++);
}

/// The pattern that starts at `at`, up to the string's end or the \007 or \004 that closes it (not read).
std::vector<Piece> readPattern(const char*& at) {
    std::vector<Piece> out;
    while (*at != '\0' && *at != '\007' && *at != '\004') {
        if (*at == '\001' || *at == '\003') {
            const bool select = *at++ == '\003';
            Piece p{{}, readName(at), {}};
            while (select && *at != '\004') {
                const bool isDefault = *at++ == '\006';
                Variant v{readName(at), isDefault, readPattern(at)};
                ++at;  // the \007
                p.variants.push_back(std::move(v));
            }
            if (select) ++at;  // the \004
            out.push_back(std::move(p));
        } else {
            const char* start = at;
            while (*at != '\0' && (*at < '\001' || *at > '\007')) ++at;
            out.push_back({std::string(start, at), {}, {}});
        }
    }
    return out;
}

}  // namespace

Catalogue readCatalogue(const MessageDef* first, const MessageDef* last) {
    Catalogue table;
    for (const MessageDef* m = first; m != last; ++m) {
        const char* at = m->pattern;
        table.emplace(m->id, readPattern(at));
    }
    return table;
}

std::string formatEnglish(const Catalogue& catalogue, const Message& message) {
    const auto found = catalogue.find(message.id);
    if (found == catalogue.end()) return "[" + message.id + "]";
    std::string out;
    formatPattern(catalogue, found->second, message, out);
    return out;
}

}  // namespace sidestep::explain
