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
    {"invalid-no-agent", {arg("path"), lit(": no agent "), arg("index"), lit(" (there are "), arg("count"), lit(")")}},
    {"invalid-no-circle",
     {arg("path"), lit(": no circle "), arg("index"), lit(" (there are "), arg("count"), lit(")")}},
    {"invalid-no-path", {arg("path"), lit(": no path "), arg("index"), lit(" (there are "), arg("count"), lit(")")}},
    {"invalid-no-script", {arg("path"), lit(": no script named \""), arg("name"), lit("\"")}},
    {"invalid-resize-outside",
     {arg("path"), lit(": "), arg("width"), lit(" x "), arg("height"), lit(" would leave agents["), arg("agent"),
      lit("]."), arg("field"), lit(" ("), arg("x"), lit(", "), arg("y"),
      lit(") outside the world; move or remove the agent first")}},
    {"invalid-cell-outside",
     {arg("path"), lit(": ("), arg("x"), lit(", "), arg("y"), lit(") is outside the "), arg("width"), lit(" x "),
      arg("height"), lit(" grid")}},
    {"invalid-agent-cell",
     {arg("path"), lit(": must be a cell 0.."), arg("maxX"), lit(" x 0.."), arg("maxY"), lit(", got ("), arg("x"),
      lit(", "), arg("y"), lit(")")}},
    {"invalid-agent-inside",
     {arg("path"), lit(": must lie inside the world [0, "), arg("width"), lit("] x [0, "), arg("height"),
      lit("], got ("), arg("x"), lit(", "), arg("y"), lit(")")}},
    {"invalid-finite", {arg("path"), lit(": must be finite numbers")}},
    {"invalid-point-count",
     {arg("path"), lit(": must have "), arg("min"), lit(".."), arg("max"), lit(" points, got "), arg("got")}},
    {"invalid-points-far",
     {arg("path"), lit(": points must be finite and within "), arg("max"), lit(" of the origin")}},
    {"invalid-integer-limits", {arg("path"), lit(": must be an integer "), arg("lo"), lit(".."), arg("hi")}},
    {"invalid-max-agents", {arg("path"), lit(": at most "), arg("max"), lit(" agents")}},
    {"invalid-max-circles", {arg("path"), lit(": at most "), arg("max"), lit(" circles")}},
    {"invalid-max-paths", {arg("path"), lit(": at most "), arg("max"), lit(" paths")}},
    {"invalid-max-scripts", {arg("path"), lit(": at most "), arg("max"), lit(" scripts")}},
    {"invalid-movingai-too-large",
     {lit("line "), arg("line"), lit(": the file has "), arg("bytes"), lit(" bytes, more than the limit of "),
      arg("max")}},
    {"invalid-movingai-stopped", {lit("stopped after "), arg("n"), lit(" errors")}},
    {"invalid-map-empty", {lit("line "), arg("line"), lit(": empty file (a .map starts with 'type octile')")}},
    {"invalid-map-ends-before-map", {lit("line "), arg("line"), lit(": the file ends before the 'map' line")}},
    {"invalid-map-ends-before-map-missing",
     {lit("line "), arg("line"), lit(": the file ends before the 'map' line (missing "), arg("missing"), lit(")")}},
    {"invalid-map-second-line", {lit("line "), arg("line"), lit(": a second '"), arg("key"), lit("' line")}},
    {"invalid-map-type", {lit("line "), arg("line"), lit(": type must be 'octile', got "), arg("got")}},
    {"invalid-map-side",
     {lit("line "), arg("line"), lit(": "), arg("key"), lit(" must be an integer 1.."), arg("max"), lit(", got "),
      arg("got")}},
    {"invalid-map-before", {lit("line "), arg("line"), lit(": 'map' before the '"), arg("header"), lit("' line")}},
    {"invalid-map-expected-type", {lit("line "), arg("line"), lit(": expected 'type octile', got "), arg("got")}},
    {"invalid-map-expected-header",
     {lit("line "), arg("line"), lit(": expected a header line (type octile, height H, width W, map), got "),
      arg("got")}},
    {"invalid-map-ends-after",
     {lit("line "), arg("line"), lit(": the file ends after "), arg("rows"), lit(" rows, height says "),
      arg("height")}},
    {"invalid-map-row-width",
     {lit("line "), arg("line"), lit(": row has "), arg("chars"), lit(" characters, width says "), arg("width")}},
    {"invalid-map-character",
     {lit("line "), arg("line"), lit(": unknown character "), arg("char"), lit(" at column "), arg("column"),
      lit(" (free: "), arg("free"), lit("; blocked: "), arg("blocked"), lit(")")}},
    {"invalid-map-more-rows",
     {lit("line "), arg("line"), lit(": more rows than height says ("), arg("height"), lit(")")}},
    {"invalid-scen-empty", {lit("line "), arg("line"), lit(": empty file (a .scen starts with 'version 1')")}},
    {"invalid-scen-version", {lit("line "), arg("line"), lit(": expected 'version 1', got "), arg("got")}},
    {"invalid-scen-too-many",
     {lit("line "), arg("line"), lit(": more than "), arg("max"), lit(" problems (the limit)")}},
    {"invalid-scen-fields",
     {lit("line "), arg("line"),
      lit(": expected 9 fields (bucket, map, map width, map height, start x, start y, goal x, goal y, optimal length), "
          "got "),
      arg("got")}},
    {"invalid-scen-fields-more",
     {lit("line "), arg("line"),
      lit(": expected 9 fields (bucket, map, map width, map height, start x, start y, goal x, goal y, optimal length), "
          "got more")}},
    {"invalid-scen-integer",
     {lit("line "), arg("line"), lit(": "), arg("column"), lit(" must be an integer "), arg("lo"), lit(".."), arg("hi"),
      lit(", got "), arg("got")}},
    {"invalid-scen-integer-in",
     {lit("line "), arg("line"), lit(": "), arg("column"), lit(" must be an integer "), arg("lo"), lit(".."), arg("hi"),
      lit(" ("), arg("side"), lit(" "), arg("size"), lit("), got "), arg("got")}},
    {"invalid-scen-col-bucket", {lit("bucket")}},
    {"invalid-scen-col-map-width", {lit("map width")}},
    {"invalid-scen-col-map-height", {lit("map height")}},
    {"invalid-scen-col-start-x", {lit("start x")}},
    {"invalid-scen-col-start-y", {lit("start y")}},
    {"invalid-scen-col-goal-x", {lit("goal x")}},
    {"invalid-scen-col-goal-y", {lit("goal y")}},
    {"invalid-scen-map-name",
     {lit("line "), arg("line"), lit(": map name longer than "), arg("max"), lit(" characters")}},
    {"invalid-scen-optimal",
     {lit("line "), arg("line"), lit(": optimal length must be a number 0.."), arg("max"), lit(", got "), arg("got")}},
    {"invalid-scen-other-map",
     {lit("line "), arg("line"), lit(": the problem is for map "), arg("name"), lit(", not "), arg("map")}},
    {"invalid-scen-size",
     {lit("line "), arg("line"), lit(": the problem says the map is "), arg("w"), lit(" x "), arg("h"),
      lit(", the map is "), arg("width"), lit(" x "), arg("height")}},
    {"invalid-scen-blocked-start",
     {lit("line "), arg("line"), lit(": start ("), arg("x"), lit(", "), arg("y"), lit(") is a blocked cell")}},
    {"invalid-scen-blocked-goal",
     {lit("line "), arg("line"), lit(": goal ("), arg("x"), lit(", "), arg("y"), lit(") is a blocked cell")}},
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
