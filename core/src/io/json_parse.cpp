// The JSON reader (sidestep/io/json.hpp): strict RFC 8259, members in file order, duplicate keys refused, the first
// syntax error with its line, column and kind (a message id: io/json_message.cpp words it), each at the place to look.
#include "sidestep/io/json.hpp"

#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

namespace sidestep {

namespace {

class Parser {
public:
    Parser(std::string_view text, size_t maxDepth, ReadProgress* progress)
        : text_(text), maxDepth_(maxDepth), progress_(progress) {}

    JsonParse run() {
        JsonParse result;
        skipSpace();
        if (value(result.value, 0)) {
            skipSpace();
            if (progress_) progress_->read.store(text_.size(), std::memory_order_relaxed);
            if (pos_ == text_.size()) return result;
            fail("invalid-json-after-value", "unexpected text after the JSON value");
        }
        return std::move(failed_);
    }

private:
    /// Records the first error: its message id (`kind`, invalid-json-*), its English (`what`) and argument (`detail`),
    /// at byte `at` of the text (where the parser is, by default).
    bool fail(const char* kind, const std::string& what, std::string detail = {}, size_t at = std::string::npos) {
        if (!failed_.error.empty()) return false;
        if (at == std::string::npos) at = pos_;
        size_t line = 1, column = 1;
        for (size_t i = 0; i < at && i < text_.size(); ++i) {
            if (text_[i] == '\n')
                ++line, column = 1;
            else if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80)  // not inside a UTF-8 character
                ++column;
        }
        failed_.error = "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + what;
        failed_.line = line, failed_.column = column, failed_.kind = kind, failed_.detail = std::move(detail);
        return false;
    }

    /// The text ended inside the innermost open object or array: the error points at its '{' or '[' (the file
    /// ends before it is closed), or, outside any, says the input ended.
    bool ended() {
        if (open_ == std::string::npos) return fail("invalid-json-end", "unexpected end of input");
        return text_[open_] == '{'
                   ? fail("invalid-json-unclosed-object", "the file ends before this '{' is closed", {}, open_)
                   : fail("invalid-json-unclosed-array", "the file ends before this '[' is closed", {}, open_);
    }

    void skipSpace() {
        while (pos_ < text_.size()) {
            const char c = text_[pos_];
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
            ++pos_;
        }
    }

    bool literal(std::string_view word) {
        if (text_.substr(pos_, word.size()) != word) return fail("invalid-json-literal", "invalid literal");
        pos_ += word.size();
        return true;
    }

    bool value(Json& out, size_t depth) {
        if (pos_ >= text_.size()) return ended();
        if (progress_ && pos_ >= reportAt_) {
            progress_->read.store(pos_, std::memory_order_relaxed);
            reportAt_ = pos_ + kReportBytes;
            if (progress_->stopped() && failed_.error.empty()) {  // no line and column: nobody is shown them
                failed_.error = "the reading was stopped (another scene was asked for)";
                failed_.kind = "invalid-json-stopped", failed_.stopped = true;
                return false;
            }
        }
        const char c = text_[pos_];
        switch (c) {
            case '{':
                return object(out, depth + 1);
            case '[':
                return array(out, depth + 1);
            case '"': {
                std::string s;
                if (!string(s)) return false;
                out = Json::string(std::move(s));
                return true;
            }
            case 't':
                out = Json::boolean(true);
                return literal("true");
            case 'f':
                out = Json::boolean(false);
                return literal("false");
            case 'n':
                out = Json();
                return literal("null");
            default:
                if (c == '-' || (c >= '0' && c <= '9')) return number(out);
                const std::string shown(1, c >= 32 && c < 127 ? c : '?');
                return fail("invalid-json-character", "unexpected character '" + shown + "'", shown);
        }
    }

    // An object's members and an array's items are gathered in a vector made with room for 8 and 2 (a scene's
    // agent has about 5 fields and its points 2), then moved in: one allocation for most containers, where
    // growing from empty allocated and moved three or four times (a 100,000-agent file: 300,000 containers).
    bool object(Json& out, size_t depth) {
        if (depth > maxDepth_)
            return fail("invalid-json-depth", "nested deeper than " + std::to_string(maxDepth_) + " levels",
                        std::to_string(maxDepth_));
        std::vector<Json::Member> members;
        members.reserve(8);
        const size_t outer = open_;
        open_ = pos_++;  // '{'
        skipSpace();
        bool closed = pos_ < text_.size() && text_[pos_] == '}';
        if (closed) ++pos_;
        size_t comma = std::string::npos;  // the comma before this member
        while (!closed) {
            skipSpace();
            if (pos_ >= text_.size()) return ended();
            if (text_[pos_] == '}' && comma != std::string::npos)
                return fail("invalid-json-comma-brace", "a comma just before '}' (remove the last comma)", {}, comma);
            if (text_[pos_] != '"') return fail("invalid-json-key-expected", "expected a string key");
            const size_t keyAt = pos_;
            std::string key;
            if (!string(key)) return false;
            for (const Json::Member& m : members) {
                if (m.first == key)
                    return fail("invalid-json-duplicate-key", "duplicate key \"" + key + "\"", key, keyAt);
            }
            skipSpace();
            if (pos_ >= text_.size()) return ended();
            if (text_[pos_] != ':') return fail("invalid-json-colon", "expected ':'");
            ++pos_;
            skipSpace();
            members.emplace_back(std::move(key), Json());
            if (!value(members.back().second, depth)) return false;
            skipSpace();
            if (pos_ < text_.size() && text_[pos_] == ',') {
                comma = pos_++;
                continue;
            }
            if (pos_ >= text_.size()) return ended();
            if (text_[pos_] != '}') return fail("invalid-json-object-end", "expected ',' or '}'");
            ++pos_;
            closed = true;
        }
        open_ = outer;
        out = Json::object(std::move(members));
        return true;
    }

    bool array(Json& out, size_t depth) {
        if (depth > maxDepth_)
            return fail("invalid-json-depth", "nested deeper than " + std::to_string(maxDepth_) + " levels",
                        std::to_string(maxDepth_));
        std::vector<Json> items;
        items.reserve(2);
        const size_t outer = open_;
        open_ = pos_++;  // '['
        skipSpace();
        bool closed = pos_ < text_.size() && text_[pos_] == ']';
        if (closed) ++pos_;
        size_t comma = std::string::npos;  // the comma before this item
        while (!closed) {
            skipSpace();
            if (pos_ < text_.size() && text_[pos_] == ']' && comma != std::string::npos)
                return fail("invalid-json-comma-bracket", "a comma just before ']' (remove the last comma)", {}, comma);
            items.emplace_back();
            if (!value(items.back(), depth)) return false;
            skipSpace();
            if (pos_ < text_.size() && text_[pos_] == ',') {
                comma = pos_++;
                continue;
            }
            if (pos_ >= text_.size()) return ended();
            if (text_[pos_] != ']') return fail("invalid-json-array-end", "expected ',' or ']'");
            ++pos_;
            closed = true;
        }
        open_ = outer;
        out = Json::array(std::move(items));
        return true;
    }

    bool number(Json& out) {
        const size_t start = pos_;
        auto digits = [&] {
            const size_t from = pos_;
            while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') ++pos_;
            return pos_ > from;
        };
        if (text_[pos_] == '-') ++pos_;
        if (pos_ < text_.size() && text_[pos_] == '0')
            ++pos_;
        else if (!digits())
            return fail("invalid-json-number", "invalid number");
        if (pos_ < text_.size() && text_[pos_] == '.') {
            ++pos_;
            if (!digits()) return fail("invalid-json-fraction", "invalid number: digits expected after '.'");
        }
        if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
            ++pos_;
            if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-')) ++pos_;
            if (!digits()) return fail("invalid-json-exponent", "invalid number: digits expected in the exponent");
        }
        const std::string token(text_.substr(start, pos_ - start));
        const double v = std::strtod(token.c_str(), nullptr);
        out = std::isfinite(v) ? Json::number(v) : Json::overflow(token, token[0] == '-');
        return true;
    }

    static void appendUtf8(std::string& s, uint32_t cp) {
        if (cp < 0x80) {
            s += char(cp);
        } else if (cp < 0x800) {
            s += char(0xC0 | (cp >> 6));
            s += char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            s += char(0xE0 | (cp >> 12));
            s += char(0x80 | ((cp >> 6) & 0x3F));
            s += char(0x80 | (cp & 0x3F));
        } else {
            s += char(0xF0 | (cp >> 18));
            s += char(0x80 | ((cp >> 12) & 0x3F));
            s += char(0x80 | ((cp >> 6) & 0x3F));
            s += char(0x80 | (cp & 0x3F));
        }
    }

    bool hex4(uint32_t& out) {
        if (pos_ + 4 > text_.size()) return fail("invalid-json-u-truncated", "truncated \\u escape");
        out = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = text_[pos_++];
            out <<= 4;
            if (c >= '0' && c <= '9')
                out |= uint32_t(c - '0');
            else if (c >= 'a' && c <= 'f')
                out |= uint32_t(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                out |= uint32_t(c - 'A' + 10);
            else
                return fail("invalid-json-u-escape", "invalid \\u escape");
        }
        return true;
    }

    bool string(std::string& out) {
        const size_t start = pos_++;  // '"'
        for (;;) {
            if (pos_ >= text_.size()) return fail("invalid-json-unterminated", "unterminated string", {}, start);
            const char c = text_[pos_++];
            if (c == '"') return true;
            if (c == '\n' || c == '\r')  // most often a missing closing quote: point at the string's start
                return fail("invalid-json-open-string", "this string is not closed before its line ends", {}, start);
            if (static_cast<unsigned char>(c) < 0x20)
                return fail("invalid-json-control", "control character in string", {}, pos_ - 1);
            if (c != '\\') {
                out += c;
                continue;
            }
            if (pos_ >= text_.size()) return fail("invalid-json-unterminated", "unterminated string", {}, start);
            const char e = text_[pos_++];
            switch (e) {
                case '"':
                    out += '"';
                    break;
                case '\\':
                    out += '\\';
                    break;
                case '/':
                    out += '/';
                    break;
                case 'b':
                    out += '\b';
                    break;
                case 'f':
                    out += '\f';
                    break;
                case 'n':
                    out += '\n';
                    break;
                case 'r':
                    out += '\r';
                    break;
                case 't':
                    out += '\t';
                    break;
                case 'u': {
                    uint32_t cp = 0;
                    if (!hex4(cp)) return false;
                    if (cp >= 0xD800 && cp <= 0xDBFF) {
                        uint32_t low = 0;
                        if (text_.substr(pos_, 2) != "\\u")
                            return fail("invalid-json-surrogate", "unpaired surrogate in \\u escape");
                        pos_ += 2;
                        if (!hex4(low)) return false;
                        if (low < 0xDC00 || low > 0xDFFF)
                            return fail("invalid-json-surrogate", "unpaired surrogate in \\u escape");
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                        return fail("invalid-json-surrogate", "unpaired surrogate in \\u escape");
                    }
                    appendUtf8(out, cp);
                    break;
                }
                default:
                    return fail("invalid-json-escape", "invalid escape in string");
            }
        }
    }

    std::string_view text_;
    size_t maxDepth_;
    ReadProgress* progress_;  ///< where the bytes read are told and a stop is asked for, or nullptr
    size_t reportAt_ = 0;     ///< the next position at which they are
    static constexpr size_t kReportBytes = size_t(256) << 10;
    size_t pos_ = 0;
    size_t open_ = std::string::npos;  ///< the innermost open object's or array's '{' or '['
    JsonParse failed_;                 ///< the first error, as run() returns it
};

}  // namespace

JsonParse parseJson(std::string_view text, size_t maxDepth, ReadProgress* progress) {
    return Parser(text, maxDepth, progress).run();
}

}  // namespace sidestep
