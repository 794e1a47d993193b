// Written by scripts/i18n.mjs from web/i18n/en.ftl (do not edit): the English of the core's validation errors.
#include "english_messages.hpp"

#include <iterator>

namespace sidestep::explain {

namespace {

// clang-format off
constexpr MessageDef kEnglish[] = {
{"invalid-unknown-key", "\001path\002: unknown key"},
{"invalid-required", "\001path\002: is required"},
{"invalid-object", "\001path\002: must be an object, got \001got\002"},
{"invalid-array", "\001path\002: must be an array, got \001got\002"},
{"invalid-one-of", "\001path\002: must be one of \001list\002, got \001got\002"},
{"invalid-number", "\001path\002: must be a number in \001range\002, got \001got\002"},
{"invalid-number-between", "\001path\002: must be a number \001lo\002..\001hi\002, got \001got\002"},
{"invalid-number-out-of-range", "\001path\002: \001got\002 is out of range: must be a number in \001range\002"},
{"invalid-integer", "\001path\002: must be an integer \001lo\002..\001hi\002, got \001got\002"},
{"invalid-integer-out-of-range", "\001path\002: \001got\002 is out of range: must be an integer \001lo\002..\001hi\002"},
{"invalid-string", "\001path\002: must be a string, got \001got\002"},
{"invalid-too-long", "\001path\002: must be at most \001max\002 bytes, got \001bytes\002"},
{"invalid-boolean", "\001path\002: must be true or false, got \001got\002"},
{"invalid-point", "\001path\002: must be [x, y], two numbers, got \001got\002"},
{"invalid-point-float", "\001path\002: must be [x, y], two numbers within the range of a float, got \001got\002"},
{"invalid-unknown-param", "\001path\002: unknown param of \001owner\002 (it has \001known\002)"},
{"invalid-unknown-param-none", "\001path\002: unknown param of \001owner\002 (it has none)"},
{"invalid-unknown-behavior", "\001path\002: unknown behaviour \"\001name\002\"; available: \001available\002"},
{"invalid-more", "\003n\002\005one\002... and \001n\002 more error\007\006other\002... and \001n\002 more errors\007\004"},
{"invalid-no-agent", "\001path\002: no agent \001index\002 (there are \001count\002)"},
{"invalid-no-circle", "\001path\002: no circle \001index\002 (there are \001count\002)"},
{"invalid-no-path", "\001path\002: no path \001index\002 (there are \001count\002)"},
{"invalid-no-script", "\001path\002: no script named \"\001name\002\""},
{"invalid-resize-outside", "\001path\002: \001width\002 x \001height\002 would leave agents[\001agent\002].\001field\002 (\001x\002, \001y\002) outside the world; move or remove the agent first"},
{"invalid-cell-outside", "\001path\002: (\001x\002, \001y\002) is outside the \001width\002 x \001height\002 grid"},
{"invalid-agent-cell", "\001path\002: must be a cell 0..\001maxX\002 x 0..\001maxY\002, got (\001x\002, \001y\002)"},
{"invalid-agent-inside", "\001path\002: must lie inside the world [0, \001width\002] x [0, \001height\002], got (\001x\002, \001y\002)"},
{"invalid-finite", "\001path\002: must be finite numbers"},
{"invalid-point-count", "\001path\002: must have \001min\002..\001max\002 points, got \001got\002"},
{"invalid-points-far", "\001path\002: points must be finite and within \001max\002 of the origin"},
{"invalid-integer-limits", "\001path\002: must be an integer \001lo\002..\001hi\002"},
{"invalid-max-agents", "\001path\002: at most \001max\002 agents"},
{"invalid-max-circles", "\001path\002: at most \001max\002 circles"},
{"invalid-max-paths", "\001path\002: at most \001max\002 paths"},
{"invalid-max-scripts", "\001path\002: at most \001max\002 scripts"},
{"invalid-movingai-too-large", "line \001line\002: the file has \001bytes\002 bytes, more than the limit of \001max\002"},
{"invalid-movingai-stopped", "stopped after \001n\002 errors"},
{"invalid-map-empty", "line \001line\002: empty file (a .map starts with 'type octile')"},
{"invalid-map-ends-before-map", "line \001line\002: the file ends before the 'map' line"},
{"invalid-map-ends-before-map-missing", "line \001line\002: the file ends before the 'map' line (missing \001missing\002)"},
{"invalid-map-second-line", "line \001line\002: a second '\001key\002' line"},
{"invalid-map-type", "line \001line\002: type must be 'octile', got \001got\002"},
{"invalid-map-side", "line \001line\002: \001key\002 must be an integer 1..\001max\002, got \001got\002"},
{"invalid-map-before", "line \001line\002: 'map' before the '\001header\002' line"},
{"invalid-map-expected-type", "line \001line\002: expected 'type octile', got \001got\002"},
{"invalid-map-expected-header", "line \001line\002: expected a header line (type octile, height H, width W, map), got \001got\002"},
{"invalid-map-ends-after", "line \001line\002: the file ends after \001rows\002 rows, height says \001height\002"},
{"invalid-map-row-width", "line \001line\002: row has \001chars\002 characters, width says \001width\002"},
{"invalid-map-character", "line \001line\002: unknown character \001char\002 at column \001column\002 (free: \001free\002; blocked: \001blocked\002)"},
{"invalid-map-more-rows", "line \001line\002: more rows than height says (\001height\002)"},
{"invalid-scen-empty", "line \001line\002: empty file (a .scen starts with 'version 1')"},
{"invalid-scen-version", "line \001line\002: expected 'version 1', got \001got\002"},
{"invalid-scen-too-many", "line \001line\002: more than \001max\002 problems (the limit)"},
{"invalid-scen-fields", "line \001line\002: expected 9 fields (bucket, map, map width, map height, start x, start y, goal x, goal y, optimal length), got \001got\002"},
{"invalid-scen-fields-more", "line \001line\002: expected 9 fields (bucket, map, map width, map height, start x, start y, goal x, goal y, optimal length), got more"},
{"invalid-scen-integer", "line \001line\002: \001column\002 must be an integer \001lo\002..\001hi\002, got \001got\002"},
{"invalid-scen-integer-in", "line \001line\002: \001column\002 must be an integer \001lo\002..\001hi\002 (\001side\002 \001size\002), got \001got\002"},
{"invalid-scen-col-bucket", "bucket"},
{"invalid-scen-col-map-width", "map width"},
{"invalid-scen-col-map-height", "map height"},
{"invalid-scen-col-start-x", "start x"},
{"invalid-scen-col-start-y", "start y"},
{"invalid-scen-col-goal-x", "goal x"},
{"invalid-scen-col-goal-y", "goal y"},
{"invalid-scen-map-name", "line \001line\002: map name longer than \001max\002 characters"},
{"invalid-scen-optimal", "line \001line\002: optimal length must be a number 0..\001max\002, got \001got\002"},
{"invalid-scen-other-map", "line \001line\002: the problem is for map \001name\002, not \001map\002"},
{"invalid-scen-size", "line \001line\002: the problem says the map is \001w\002 x \001h\002, the map is \001width\002 x \001height\002"},
{"invalid-scen-blocked-start", "line \001line\002: start (\001x\002, \001y\002) is a blocked cell"},
{"invalid-scen-blocked-goal", "line \001line\002: goal (\001x\002, \001y\002) is a blocked cell"},
};
// clang-format on

}  // namespace

const Catalogue& englishErrorCatalogue() {
    static const Catalogue table = readCatalogue(std::begin(kEnglish), std::end(kEnglish));
    return table;
}

}  // namespace sidestep::explain

namespace sidestep {

std::string englishError(const Message& message) {
    return explain::formatEnglish(explain::englishErrorCatalogue(), message);
}

}  // namespace sidestep
