// Written by scripts/i18n.mjs from web/i18n/en.ftl (do not edit): the English of the core's validation errors.
#include "english_messages.hpp"

#include <iterator>
#include <utility>

namespace sidestep::explain {

namespace {

const std::pair<const char*, std::vector<Piece>> kEnglish[] = {
    {"invalid-unknown-key", {arg("path"), lit(": unknown key")}},
    {"invalid-required", {arg("path"), lit(": is required")}},
    {"invalid-object", {arg("path"), lit(": must be an object, got "), arg("got")}},
    {"invalid-array", {arg("path"), lit(": must be an array, got "), arg("got")}},
    {"invalid-one-of", {arg("path"), lit(": must be one of "), arg("list"), lit(", got "), arg("got")}},
    {"invalid-number", {arg("path"), lit(": must be a number in "), arg("range"), lit(", got "), arg("got")}},
    {"invalid-number-between",
     {arg("path"), lit(": must be a number "), arg("lo"), lit(".."), arg("hi"), lit(", got "), arg("got")}},
    {"invalid-number-out-of-range",
     {arg("path"), lit(": "), arg("got"), lit(" is out of range: must be a number in "), arg("range")}},
    {"invalid-integer",
     {arg("path"), lit(": must be an integer "), arg("lo"), lit(".."), arg("hi"), lit(", got "), arg("got")}},
    {"invalid-integer-out-of-range",
     {arg("path"), lit(": "), arg("got"), lit(" is out of range: must be an integer "), arg("lo"), lit(".."),
      arg("hi")}},
    {"invalid-string", {arg("path"), lit(": must be a string, got "), arg("got")}},
    {"invalid-too-long", {arg("path"), lit(": must be at most "), arg("max"), lit(" bytes, got "), arg("bytes")}},
    {"invalid-boolean", {arg("path"), lit(": must be true or false, got "), arg("got")}},
    {"invalid-point", {arg("path"), lit(": must be [x, y], two numbers, got "), arg("got")}},
    {"invalid-point-float",
     {arg("path"), lit(": must be [x, y], two numbers within the range of a float, got "), arg("got")}},
    {"invalid-unknown-param",
     {arg("path"), lit(": unknown param of "), arg("owner"), lit(" (it has "), arg("known"), lit(")")}},
    {"invalid-unknown-param-none", {arg("path"), lit(": unknown param of "), arg("owner"), lit(" (it has none)")}},
    {"invalid-unknown-behavior",
     {arg("path"), lit(": unknown behaviour \""), arg("name"), lit("\"; available: "), arg("available")}},
    {"invalid-more",
     {sel("n", {{"one", false, {lit("... and "), arg("n"), lit(" more error")}},
                {"other", true, {lit("... and "), arg("n"), lit(" more errors")}}})}},
};

}  // namespace

const Catalogue& englishErrorCatalogue() {
    static const Catalogue table(std::begin(kEnglish), std::end(kEnglish));
    return table;
}

}  // namespace sidestep::explain

namespace sidestep {

std::string englishError(const Message& message) {
    return explain::formatEnglish(explain::englishErrorCatalogue(), message);
}

}  // namespace sidestep
