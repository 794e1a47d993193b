#include <gtest/gtest.h>

#include <cmath>
#include <iterator>
#include <set>
#include <string>
#include <tuple>

#include "sidestep/explain/message.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/io/json_message.hpp"

using namespace sidestep;

TEST(Json, ParsesEveryKindOfValueKeepingMemberOrder) {
    const JsonParse p = parseJson(R"({"b": [1, -2.5e2, true, false, null], "a": "x\u00e9\n\"", "c": {}})");
    ASSERT_TRUE(p.ok()) << p.error;
    ASSERT_EQ(p.value.members().size(), 3u);
    EXPECT_EQ(p.value.members()[0].first, "b");
    EXPECT_EQ(p.value.find("b")->items()[1].asNumber(), -250.0);
    EXPECT_EQ(p.value.find("a")->asString(), "x\xc3\xa9\n\"");
    EXPECT_TRUE(p.value.find("c")->isObject());
}

TEST(Json, ReportsTheLineAndColumnOfASyntaxError) {
    EXPECT_EQ(parseJson("{\n  \"a\": 1,\n  \"b\" 2\n}").error, "line 3, column 7: expected ':'");
    EXPECT_EQ(parseJson("[1, 2 3]").error, "line 1, column 7: expected ',' or ']'");
    EXPECT_EQ(parseJson("[1, 2").error, "line 1, column 1: the file ends before this '[' is closed");
    EXPECT_EQ(parseJson("").error, "line 1, column 1: unexpected end of input");
    EXPECT_EQ(parseJson("01").error, "line 1, column 2: unexpected text after the JSON value");
    // Columns count characters, as an editor does: é is two bytes of UTF-8, 日 three.
    EXPECT_EQ(parseJson("{\"\xc3\xa9t\xc3\xa9\": 1 2}").error, "line 1, column 11: expected ',' or '}'");
    EXPECT_EQ(parseJson("[\"\xe6\x97\xa5\" 2]").error, "line 1, column 6: expected ',' or ']'");
}

TEST(Json, RejectsDuplicateKeysDeepNestingBadEscapesAndHugeNumbers) {
    EXPECT_NE(parseJson(R"({"a":1,"a":2})").error.find("duplicate key \"a\""), std::string::npos);
    EXPECT_NE(parseJson(std::string(100, '[') + std::string(100, ']')).error.find("nested deeper than 64"),
              std::string::npos);
    EXPECT_TRUE(parseJson(std::string(64, '[') + std::string(64, ']')).ok());
    EXPECT_FALSE(parseJson(R"("\x")").ok());
    EXPECT_FALSE(parseJson(R"("\ud800")").ok());
    // A number too large for a double parses, keeping its text, so the validator can name its field.
    const JsonParse huge = parseJson("[1e999, -2e400]");
    ASSERT_TRUE(huge.ok());
    EXPECT_TRUE(std::isinf(huge.value.items()[0].asNumber()) && huge.value.items()[0].asNumber() > 0);
    EXPECT_EQ(huge.value.items()[0].literal(), "1e999");
    EXPECT_TRUE(std::isinf(huge.value.items()[1].asNumber()) && huge.value.items()[1].asNumber() < 0);
    EXPECT_FALSE(parseJson("NaN").ok());
    EXPECT_FALSE(parseJson("\"tab\there\"").ok());
}

// Every kind of syntax error the parser gives, as a message the page words in the reader's language. Its English
// (en.ftl's, through englishError) is "PATH: not valid JSON: " and the parse's own error. The third column is what the
// parser printed at cfd3bdf (run on each input), but where a student's commonest mistakes were reported badly
// (2026-12-03): a string whose line ends before its closing quote is reported at its start (it was "control
// character" at the next line's column 1), a comma just before '}' or ']' at the comma (it was "expected a string
// key" at the brace, or an unexpected character), the file ending inside an object or array at the innermost '{' or
// '[' left open (it was "unexpected end of input" or "expected ',' or '}'" past the last line), a duplicate key at
// its opening quote and a control character at itself (both were a column further on).
TEST(Json, EverySyntaxErrorIsAMessageWhoseEnglishIsTheParsersError) {
    const std::tuple<std::string, const char*, const char*> cases[] = {
        {"[1] 2", "invalid-json-after-value", "line 1, column 5: unexpected text after the JSON value"},
        {"[tru]", "invalid-json-literal", "line 1, column 2: invalid literal"},
        {"", "invalid-json-end", "line 1, column 1: unexpected end of input"},
        {"{1: 2}", "invalid-json-key-expected", "line 1, column 2: expected a string key"},
        {"{\"a\" 2}", "invalid-json-colon", "line 1, column 6: expected ':'"},
        {"{\"a\": 2 \"b\": 3}", "invalid-json-object-end", "line 1, column 9: expected ',' or '}'"},
        {"[1 2]", "invalid-json-array-end", "line 1, column 4: expected ',' or ']'"},
        {"[-x]", "invalid-json-number", "line 1, column 3: invalid number"},
        {"[1.]", "invalid-json-fraction", "line 1, column 4: invalid number: digits expected after '.'"},
        {"[1e+]", "invalid-json-exponent", "line 1, column 5: invalid number: digits expected in the exponent"},
        {"\"\\u12", "invalid-json-u-truncated", "line 1, column 4: truncated \\u escape"},
        {"\"\\u12zz\"", "invalid-json-u-escape", "line 1, column 7: invalid \\u escape"},
        {"\"abc", "invalid-json-unterminated", "line 1, column 1: unterminated string"},
        {"\"a\x01\"", "invalid-json-control", "line 1, column 3: control character in string"},
        {"\"\\ud800x\"", "invalid-json-surrogate", "line 1, column 8: unpaired surrogate in \\u escape"},
        {"\"\\q\"", "invalid-json-escape", "line 1, column 4: invalid escape in string"},
        {"\n  @", "invalid-json-character", "line 2, column 3: unexpected character '@'"},
        {"{\"a\": 1,\n \"a\": 2}", "invalid-json-duplicate-key", "line 2, column 2: duplicate key \"a\""},
        {"{\"a\": \"x,\n\"b\": 1}", "invalid-json-open-string",
         "line 1, column 7: this string is not closed before its line ends"},
        {"{\"a\": 1,\n}", "invalid-json-comma-brace",
         "line 1, column 8: a comma just before '}' (remove the last comma)"},
        {"[1, 2,\n ]", "invalid-json-comma-bracket",
         "line 1, column 6: a comma just before ']' (remove the last comma)"},
        {"{\"a\": [1]\n", "invalid-json-unclosed-object", "line 1, column 1: the file ends before this '{' is closed"},
        {"{\"a\": [1,\n  2", "invalid-json-unclosed-array",
         "line 1, column 7: the file ends before this '[' is closed"},
        {std::string(70, '[') + std::string(70, ']'), "invalid-json-depth",
         "line 1, column 65: nested deeper than 64 levels"},
    };
    std::set<std::string> kinds;
    for (const auto& [text, kind, before] : cases) {
        const JsonParse p = parseJson(text);
        ASSERT_FALSE(p.ok()) << text;
        EXPECT_STREQ(p.kind, kind) << text << ": " << p.error;
        EXPECT_EQ(p.error, before) << kind;
        Message m = jsonErrorMessage(p);
        m.text("path", "scene.json");
        EXPECT_EQ(englishError(m), std::string("scene.json: not valid JSON: ") + before) << kind;
        kinds.insert(m.id == "invalid-json" ? m.args.at(0).text : m.id);
    }
    EXPECT_EQ(kinds.size(), std::size(cases)) << "each case gives a kind of its own";
    EXPECT_EQ(parseJson("[1]").kind, std::string()) << "a text that parses has no error kind";
}

TEST(Json, WritesNumbersInTheShortestFormThatReadsBack) {
    EXPECT_EQ(formatNumber(3000), "3000");
    EXPECT_EQ(formatNumber(0.1), "0.1");
    EXPECT_EQ(formatNumber(-2.5), "-2.5");
    EXPECT_EQ(formatNumber(1e-7), "1e-07");
    EXPECT_EQ(formatFloat(0.02f), "0.02");
    EXPECT_EQ(formatFloat(20.961397f), "20.961397");
    EXPECT_EQ(formatNumber(std::nan("")), "null");
}

TEST(Json, WritesShortScalarContainersOnOneLine) {
    Json doc = Json::object();
    doc.set("start", Json::array().push(Json::number(1)).push(Json::number(2)));
    doc.set("c", Json::object().set("x", Json::number(1.5)).set("r", Json::number(0.5)));
    EXPECT_EQ(writeJson(doc, 2), "{\n  \"start\": [1, 2],\n  \"c\": { \"x\": 1.5, \"r\": 0.5 }\n}");
    EXPECT_EQ(writeJson(doc, 0), R"({"start":[1,2],"c":{"x":1.5,"r":0.5}})");
}

TEST(Json, RoundTripsStringsWithControlCharactersAndUnicode) {
    const std::string text = "line\nbreak \"quoted\" \x01 \xe2\x9c\x93";
    const JsonParse back = parseJson(writeJson(Json::string(text)));
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back.value.asString(), text);
}
