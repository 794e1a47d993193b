#pragma once
/// A small JSON document model, parser and writer for scenario files and reports.
///
/// Built for untrusted input: the parser never throws, bounds nesting depth, keeps object members in
/// file order, rejects duplicate keys, and reports the first syntax error with its line and column.
/// Numbers are doubles parsed with strtod (correctly rounded in glibc and musl alike) and written
/// in the shortest form that reads back to the same value, so output is identical natively and in wasm.
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sidestep/io/read_progress.hpp"

namespace sidestep {

class Json {
public:
    enum class Type : uint8_t { Null, Bool, Number, String, Array, Object };
    using Member = std::pair<std::string, Json>;

    Json() = default;
    static Json boolean(bool b) {
        Json j;
        j.type_ = Type::Bool;
        j.bool_ = b;
        return j;
    }
    static Json number(double v) {
        Json j;
        j.type_ = Type::Number;
        j.number_ = v;
        return j;
    }
    /// A number too large for a double, as written in the text (its value is +-infinity): the validator
    /// names the field it stands in instead of refusing the whole file at a line and column.
    static Json overflow(std::string literal, bool negative) {
        Json j = number(negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity());
        j.string_ = std::move(literal);
        return j;
    }
    /// A float as the double of its shortest decimal text, so it prints as 0.02 and not 0.019999999552965164;
    /// null when it is not finite (never a made-up number).
    static Json fromFloat(float v);
    static Json string(std::string s) {
        Json j;
        j.type_ = Type::String;
        j.string_ = std::move(s);
        return j;
    }
    static Json array() {
        Json j;
        j.type_ = Type::Array;
        return j;
    }
    static Json object() {
        Json j;
        j.type_ = Type::Object;
        return j;
    }
    /// An array of these items, or an object of these members (the caller keeps keys unique), moved in.
    static Json array(std::vector<Json> items) {
        Json j = array();
        j.items_ = std::move(items);
        return j;
    }
    static Json object(std::vector<Member> members) {
        Json j = object();
        j.members_ = std::move(members);
        return j;
    }

    Type type() const { return type_; }
    bool isNull() const { return type_ == Type::Null; }
    bool isBool() const { return type_ == Type::Bool; }
    bool isNumber() const { return type_ == Type::Number; }
    bool isString() const { return type_ == Type::String; }
    bool isArray() const { return type_ == Type::Array; }
    bool isObject() const { return type_ == Type::Object; }

    bool asBool() const { return bool_; }
    double asNumber() const { return number_; }
    const std::string& asString() const { return string_; }
    /// The text of a number as written when it was too large for a double (else empty).
    const std::string& literal() const { return string_; }
    const std::vector<Json>& items() const { return items_; }
    const std::vector<Member>& members() const { return members_; }

    /// The member with this key, or nullptr (objects only).
    const Json* find(std::string_view key) const;

    /// Appends to an array.
    Json& push(Json value) {
        items_.push_back(std::move(value));
        return *this;
    }
    /// Appends a member to an object (the caller keeps keys unique).
    Json& set(std::string key, Json value) {
        members_.emplace_back(std::move(key), std::move(value));
        return *this;
    }

private:
    Type type_ = Type::Null;
    bool bool_ = false;
    double number_ = 0.0;
    std::string string_;
    std::vector<Json> items_;
    std::vector<Member> members_;
};

/// The result of parsing: a value, or an error such as "line 3, column 14: expected ',' or '}'".
struct JsonParse {
    Json value;
    std::string error;      ///< English, "line L, column C: what went wrong"; empty when the text parsed
    size_t line = 0;        ///< where the first error is, from 1 (0 when the text parsed)
    size_t column = 0;      ///< its column, from 1, counted in characters (UTF-8 code points, as an editor counts)
    const char* kind = "";  ///< what went wrong as a message id (invalid-json-*); see jsonErrorMessage
    bool stopped = false;   ///< the reading was stopped when asked (ReadProgress::stop), not refused
    std::string detail;     ///< its argument: the character, the key or the depth limit (invalid-json-character,
                            ///< -duplicate-key, -depth)
    bool ok() const { return error.empty(); }
};

/// Largest nesting depth the parser accepts.
inline constexpr size_t kMaxJsonDepth = 64;

/// Parses `text`. With `progress`, stores how many bytes of it were read, now and then (every 256 KiB or so) and at
/// the end, and gives up (an error, `stopped`) when another thread asks it to stop: that thread may watch a big text.
JsonParse parseJson(std::string_view text, size_t maxDepth = kMaxJsonDepth, ReadProgress* progress = nullptr);

/// Writes JSON. With indent > 0, arrays and objects that hold only scalars (and are short) stay on one
/// line, so a scenario reads like `"start": [1, 1]` and `{ "x": 5.5, "y": 3.2, "r": 0.8 }`.
std::string writeJson(const Json& value, int indent = 2);

/// The shortest decimal text that reads back as exactly v ("0.1", "3", "1e-07"); "null" if not finite.
std::string formatNumber(double v);
/// The shortest decimal text that reads back as exactly the float v.
std::string formatFloat(float v);

/// The float a number read from a file is stored as, with a negative zero (written "-0", or a tiny
/// negative number that rounds to it) stored as 0: files and links write zero as "0", so a stored -0
/// would read back as different bits and a share link would not rebuild the same world.
inline float storedFloat(double v) {
    const float f = float(v);
    return f == 0.0f ? 0.0f : f;
}

}  // namespace sidestep
