#pragma once
// Line-oriented text reading shared by the Moving AI parsers: lines without their "\n" or "\r\n",
// whitespace-separated fields, bounded number parsing, quoting of untrusted text for messages, and an
// error list that stops at a limit. Internal to core/src/io.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "sidestep/explain/message.hpp"

namespace sidestep {
namespace text {

inline bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

/// Yields the lines of a text one by one, with their 1-based numbers. A final line without "\n"
/// counts; the empty remainder after a final "\n" does not. A trailing '\r' is dropped.
class LineReader {
public:
    explicit LineReader(std::string_view text) : text_(text) {}

    bool next(std::string_view& line) {
        if (pos_ >= text_.size()) return false;
        size_t end = text_.find('\n', pos_);
        if (end == std::string_view::npos) end = text_.size();
        line = text_.substr(pos_, end - pos_);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        pos_ = end + 1;
        ++number_;
        return true;
    }
    /// Number of the line last returned by next() (0 before the first).
    int32_t number() const { return number_; }

private:
    std::string_view text_;
    size_t pos_ = 0;
    int32_t number_ = 0;
};

/// True when the line holds only whitespace.
inline bool blank(std::string_view line) {
    for (char c : line) {
        if (!isSpace(c)) return false;
    }
    return true;
}

/// Splits on whitespace; stops after maxFields + 1 fields so a huge line costs no more than that.
inline std::vector<std::string_view> fields(std::string_view line, size_t maxFields) {
    std::vector<std::string_view> out;
    size_t i = 0;
    while (i < line.size() && out.size() <= maxFields) {
        while (i < line.size() && isSpace(line[i])) ++i;
        const size_t start = i;
        while (i < line.size() && !isSpace(line[i])) ++i;
        if (i > start) out.push_back(line.substr(start, i - start));
    }
    return out;
}

/// Untrusted text for a message: at most 40 characters in quotes, bytes outside printable ASCII as \xNN.
inline std::string quoted(std::string_view s) {
    static const char* hex = "0123456789abcdef";
    std::string out = "'";
    const size_t shown = s.size() > 40 ? 40 : s.size();
    for (size_t i = 0; i < shown; ++i) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c < 0x7f && c != '\'' && c != '\\') {
            out += char(c);
        } else {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    out += s.size() > shown ? "...'" : "'";
    return out;
}

/// The text without leading and trailing whitespace.
inline std::string_view trimmed(std::string_view s) {
    while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
    return s;
}

/// A field for a message: as is when short printable ASCII without quotes, else quoted(); "nothing" if empty.
inline std::string shown(std::string_view s) {
    if (s.empty()) return "nothing";
    bool plain = s.size() <= 40;
    for (char c : s) plain = plain && c > 0x20 && c < 0x7f && c != '\'' && c != '\\';
    return plain ? std::string(s) : quoted(s);
}

/// Parses a decimal integer (optional sign, at most 12 digits) within [lo, hi].
inline bool parseInteger(std::string_view s, int64_t lo, int64_t hi, int64_t& out) {
    size_t i = s.size() > 0 && (s[0] == '-' || s[0] == '+') ? 1 : 0;
    if (i == s.size() || s.size() - i > 12) return false;
    int64_t v = 0;
    for (; i < s.size(); ++i) {
        if (s[i] < '0' || s[i] > '9') return false;
        v = v * 10 + (s[i] - '0');
    }
    out = s[0] == '-' ? -v : v;
    return out >= lo && out <= hi;
}

/// Parses a plain decimal number (digits, '.', exponent; at most 64 characters) within [lo, hi].
inline bool parseNumber(std::string_view s, double lo, double hi, double& out) {
    if (s.empty() || s.size() > 64) return false;
    for (char c : s) {
        if (!((c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-')) return false;
    }
    const std::string copy(s);
    char* end = nullptr;
    out = std::strtod(copy.c_str(), &end);
    return end == copy.c_str() + copy.size() && out >= lo && out <= hi;  // NaN fails both comparisons
}

/// Errors, each "line N: ...", up to a limit; then one last line says parsing stopped.
/// Each error is a message too (with `messages`, one per error): its id and arguments, "line" among them, for the
/// page to word (docs/languages.md); its English is en.ftl's.
class ErrorList {
public:
    ErrorList(std::vector<std::string>& out, size_t limit, std::vector<Message>* messages = nullptr)
        : out_(out), limit_(limit), messages_(messages) {}

    /// An error at 1-based `line` worded by message `rule` ("line N: ..."; the argument "line" is added here).
    void add(int32_t line, Message rule) {
        if (full()) return;
        push(rule.text("line", std::to_string(line)));
        if (out_.size() == limit_) push(Message("invalid-movingai-stopped").count("n", double(limit_)));
    }
    /// True once the limit is reached: the caller stops reading.
    bool full() const { return out_.size() >= limit_; }
    bool any() const { return !out_.empty(); }

private:
    void push(Message message) {
        out_.push_back(englishError(message));
        if (messages_) messages_->push_back(std::move(message));
    }

    std::vector<std::string>& out_;
    size_t limit_;
    std::vector<Message>* messages_;
};

}  // namespace text
}  // namespace sidestep
