// Written by scripts/i18n.mjs from web/i18n/en.ftl (do not edit): the English of a lesson task's verdict.
#include "english_messages.hpp"

#include <iterator>

namespace sidestep::explain {

namespace {

// clang-format off
constexpr MessageDef kEnglish[] = {
{"task-no-agent-named", "The scene has no agent named \001name\002 to check."},
{"task-no-agent", "The scene has no agent \001index\002 to check."},
{"task-reached", "\001name\002 reached its goal at step \001step\002 (\001seconds\002 s)"},
{"task-reached-with", ", with \003collisions\002\005one\002\001collisions\002 collision\007\006other\002\001collisions\002 collisions\007\004 with obstacles and \003contacts\002\005one\002\001contacts\002 contact\007\006other\002\001contacts\002 contacts\007\004 with agents on the way"},
{"task-reached-unclean", ", but not cleanly: \003collisions\002\005one\002\001collisions\002 collision\007\006other\002\001collisions\002 collisions\007\004 with obstacles and \003contacts\002\005one\002\001contacts\002 contact\007\006other\002\001contacts\002 contacts\007\004 with agents on the way"},
{"task-still", "\001name\002 did not reach its goal: after \003steps\002\005one\002\001steps\002 step\007\006other\002\001steps\002 steps\007\004 it is still \001gap\002 u from it"},
{"task-stopped", "\001name\002 did not reach its goal: it stopped (\001reason\002) at step \001step\002 (\001seconds\002 s), \001gap\002 u from it"},
{"task-after-hits", ", after \003collisions\002\005one\002\001collisions\002 collision\007\006other\002\001collisions\002 collisions\007\004 with obstacles and \003contacts\002\005one\002\001contacts\002 contact\007\006other\002\001contacts\002 contacts\007\004 with agents"},
{"task-others", "; \001reached\002 of \001agents\002 agents arrived by then"},
{"task-end", "."},
{"task-measure-error", "The measure "},
{"task-measure-run", "\001name\002: the run's values are collisions, contacts, arrivals"},
{"task-measure-form", "\001name\002: a measure is step, time, run.VALUE or AGENT.VALUE"},
{"task-measure-no-agent", "\001name\002: no agent named or numbered \"\001who\002\""},
{"task-measure-numbers", "\001name\002: \001who\002 is a \001behavior\002 agent, whose numbers are \001numbers\002"},
{"task-measure", "\001measure\002 was \001value\002 at step \001step\002 (\001seconds\002 s)"},
{"task-run-ended", ", where the run ended"},
{"task-below", ": below \001bound\002."},
{"task-not-below", ": not below \001bound\002."},
{"task-above", ": above \001bound\002."},
{"task-not-above", ": not above \001bound\002."},
};
// clang-format on

}  // namespace

const Catalogue& englishTaskCatalogue() {
    static const Catalogue table = readCatalogue(std::begin(kEnglish), std::end(kEnglish));
    return table;
}

}  // namespace sidestep::explain

namespace sidestep {

std::string englishTask(const Message& message) {
    return explain::formatEnglish(explain::englishTaskCatalogue(), message);
}

}  // namespace sidestep
