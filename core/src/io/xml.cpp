#include "sidestep/io/xml.hpp"

#include <cstdlib>

namespace sidestep {

const XmlElement* XmlElement::child(std::string_view n) const {
    for (const XmlElement& c : children) {
        if (c.name == n) return &c;
    }
    return nullptr;
}

namespace {

bool space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool nameStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':' || (unsigned char)c >= 0x80;
}
bool nameChar(char c) { return nameStart(c) || (c >= '0' && c <= '9') || c == '-' || c == '.'; }

void appendUtf8(std::string& out, uint32_t cp) {
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

class Reader {
public:
    explicit Reader(std::string_view text) : s_(text) {}

    XmlParse read() {
        XmlParse out;
        if (s_.size() > kMaxXmlBytes) {
            out.error = "line 1: the file is larger than " + std::to_string(kMaxXmlBytes >> 20) + " MiB";
            return out;
        }
        if (s_.size() >= 3 && (unsigned char)s_[0] == 0xEF && (unsigned char)s_[1] == 0xBB &&
            (unsigned char)s_[2] == 0xBF) {
            advance(3);  // a UTF-8 byte order mark
        }
        bool haveRoot = false;
        while (error_.empty()) {
            skipSpace();
            if (at_ >= s_.size()) break;
            if (starts("<!--")) {
                comment();
            } else if (starts("<?")) {
                instruction();
            } else if (starts("<!")) {
                fail("a DOCTYPE or other declaration is not read (no entities are expanded)");
            } else if (s_[at_] == '<') {
                if (haveRoot) {
                    fail("a second root element <" + peekName() + ">: an XML file has one root");
                    break;
                }
                element(out.root, 1);
                haveRoot = true;
            } else {
                fail(haveRoot ? "text after the root element" : "text before the root element");
            }
        }
        if (error_.empty() && !haveRoot) fail("no root element: the file holds no XML element");
        if (!error_.empty()) {
            out.root = XmlElement{};
            out.error = error_;
        }
        return out;
    }

private:
    bool starts(std::string_view p) const { return s_.substr(at_, p.size()) == p; }
    void advance(size_t n) {
        for (size_t k = 0; k < n && at_ < s_.size(); ++k) {
            if (s_[at_] == '\n') ++line_;
            ++at_;
        }
    }
    void skipSpace() {
        while (at_ < s_.size() && space(s_[at_])) advance(1);
    }
    void fail(std::string message) {
        if (error_.empty()) error_ = "line " + std::to_string(line_) + ": " + std::move(message);
    }
    /// Skips past `end`; false (with an error naming what was left open) when it never comes.
    bool skipPast(std::string_view end, const char* what) {
        const int32_t startLine = line_;
        const size_t found = s_.find(end, at_);
        if (found == std::string_view::npos) {
            line_ = startLine;
            fail(std::string(what) + " opened here is never closed");
            return false;
        }
        advance(found + end.size() - at_);
        return true;
    }
    void comment() {
        advance(4);
        skipPast("-->", "a comment");
    }
    void instruction() {
        advance(2);
        skipPast("?>", "a processing instruction");
    }
    std::string peekName() const {
        size_t k = at_ + 1;
        if (k < s_.size() && s_[k] == '/') ++k;
        const size_t start = k;
        while (k < s_.size() && nameChar(s_[k])) ++k;
        return std::string(s_.substr(start, k - start));
    }
    std::string name() {
        const size_t start = at_;
        if (at_ >= s_.size() || !nameStart(s_[at_])) {
            fail("expected a name");
            return {};
        }
        while (at_ < s_.size() && nameChar(s_[at_])) advance(1);
        return std::string(s_.substr(start, at_ - start));
    }
    /// Character data up to `stop` (exclusive), entities decoded, appended to out.
    void characters(std::string& out, char stop, bool attribute) {
        while (error_.empty() && at_ < s_.size() && s_[at_] != stop) {
            const char c = s_[at_];
            if (attribute && c == '<') {
                fail("'<' inside an attribute value");
                return;
            }
            if (c != '&') {
                out += c;
                advance(1);
                continue;
            }
            const size_t semi = s_.find(';', at_);
            if (semi == std::string_view::npos || semi - at_ > 12) {
                fail("'&' that starts no entity (write &amp;)");
                return;
            }
            const std::string_view ref = s_.substr(at_ + 1, semi - at_ - 1);
            if (ref == "lt")
                out += '<';
            else if (ref == "gt")
                out += '>';
            else if (ref == "amp")
                out += '&';
            else if (ref == "quot")
                out += '"';
            else if (ref == "apos")
                out += '\'';
            else if (ref.size() > 1 && ref[0] == '#') {
                const bool hex = ref[1] == 'x';
                const std::string digits(ref.substr(hex ? 2 : 1));
                char* end = nullptr;
                const unsigned long cp = digits.empty() ? 0 : std::strtoul(digits.c_str(), &end, hex ? 16 : 10);
                if (digits.empty() || *end != '\0' || cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
                    fail("&" + std::string(ref) + "; is not a character");
                    return;
                }
                appendUtf8(out, uint32_t(cp));
            } else {
                fail("&" + std::string(ref) + "; is not one of the five entities XML defines");
                return;
            }
            advance(semi + 1 - at_);
        }
    }
    void element(XmlElement& e, int32_t depth) {
        if (depth > kMaxXmlDepth) {
            fail("elements nested deeper than " + std::to_string(kMaxXmlDepth));
            return;
        }
        e.line = line_;
        advance(1);  // '<'
        e.name = name();
        if (!error_.empty()) return;
        // Attributes, then '>' or '/>'.
        for (;;) {
            const bool spaced = at_ < s_.size() && space(s_[at_]);
            skipSpace();
            if (at_ >= s_.size()) {
                fail("<" + e.name + "> is never closed");
                return;
            }
            if (starts("/>")) {
                advance(2);
                return;
            }
            if (s_[at_] == '>') {
                advance(1);
                break;
            }
            if (!spaced) {
                fail("expected white space, '>' or '/>' in <" + e.name + ">");
                return;
            }
            std::string key = name();
            if (!error_.empty()) return;
            skipSpace();
            if (at_ >= s_.size() || s_[at_] != '=') {
                fail("attribute " + key + " of <" + e.name + "> has no value");
                return;
            }
            advance(1);
            skipSpace();
            if (at_ >= s_.size() || (s_[at_] != '"' && s_[at_] != '\'')) {
                fail("attribute " + key + " of <" + e.name + ">: the value must be quoted");
                return;
            }
            const char quote = s_[at_];
            advance(1);
            std::string value;
            characters(value, quote, true);
            if (!error_.empty()) return;
            if (at_ >= s_.size()) {
                fail("attribute " + key + " of <" + e.name + ">: the quote is never closed");
                return;
            }
            advance(1);
            for (const auto& a : e.attributes) {
                if (a.first == key) {
                    fail("attribute " + key + " appears twice in <" + e.name + ">");
                    return;
                }
            }
            e.attributes.emplace_back(std::move(key), std::move(value));
        }
        // Content until the matching end tag.
        for (;;) {
            if (!error_.empty()) return;
            if (at_ >= s_.size()) {
                const int32_t here = line_;
                line_ = e.line;
                fail("<" + e.name + "> opened here is never closed (the file ends at line " + std::to_string(here) +
                     ")");
                return;
            }
            if (starts("</")) {
                const int32_t closeLine = line_;
                advance(2);
                const std::string closing = name();
                if (!error_.empty()) return;
                skipSpace();
                if (at_ >= s_.size() || s_[at_] != '>') {
                    fail("</" + closing + " is not ended by '>'");
                    return;
                }
                advance(1);
                if (closing != e.name) {
                    line_ = closeLine;
                    fail("<" + e.name + "> (line " + std::to_string(e.line) + ") is closed by </" + closing + ">");
                }
                return;
            }
            if (starts("<!--")) {
                comment();
            } else if (starts("<![CDATA[")) {
                advance(9);
                const size_t end = s_.find("]]>", at_);
                if (end == std::string_view::npos) {
                    fail("a CDATA section opened here is never closed");
                    return;
                }
                e.text.append(s_.substr(at_, end - at_));
                advance(end + 3 - at_);
            } else if (starts("<?")) {
                instruction();
            } else if (starts("<!")) {
                fail("a declaration inside <" + e.name + ">");
            } else if (s_[at_] == '<') {
                e.children.emplace_back();
                element(e.children.back(), depth + 1);
            } else {
                characters(e.text, '<', false);
            }
        }
    }

    std::string_view s_;
    size_t at_ = 0;
    int32_t line_ = 1;
    std::string error_;
};

}  // namespace

std::string XmlElement::trimmedText() const {
    size_t a = 0, b = text.size();
    while (a < b && space(text[a])) ++a;
    while (b > a && space(text[b - 1])) --b;
    return text.substr(a, b - a);
}

XmlParse parseXml(std::string_view text) { return Reader(text).read(); }

}  // namespace sidestep
