// Written by scripts/i18n.mjs from web/i18n/en.ftl (do not edit): the English of a lesson task's verdict and a lesson
// file's errors.
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
{"invalid-lesson-in", "\001field\002: \001error\002"},
{"invalid-lesson-too-large", "\001path\002: \001bytes\002 bytes, over the \001max\002 a lesson may hold"},
{"invalid-lesson-json-object", "\001path\002: must be a JSON object"},
{"invalid-lesson-must-be", "\001path\002: must be \001value\002"},
{"invalid-lesson-id", "\001path\002: must be 1..\001max\002 characters of a-z, 0-9 and -"},
{"invalid-lesson-checkpoints", "\001path\002: must be an array of 1..\001max\002 checkpoints"},
{"invalid-lesson-exercise-last", "\001path\002: an exercise is its lesson's last checkpoint"},
{"invalid-lesson-object", "\001path\002: must be an object \001keys\002"},
{"invalid-lesson-scene-first", "\001path\002: is required in the first checkpoint"},
{"invalid-lesson-no-example", "\001path\002: no example named \001got\002"},
{"invalid-lesson-scene", "\001path\002: must be an example's file name or a scenario object"},
{"invalid-lesson-edits", "\001path\002: must be an array of edits"},
{"invalid-lesson-agent", "\001path\002: must name an agent of the scene (\001names\002) or give its index, got \001got\002"},
{"invalid-lesson-agent-none", "\001path\002: must name an agent of the scene (it has none) or give its index, got \001got\002"},
{"invalid-lesson-goal", "\001path\002: must be \"arrive\", \"arriveClean\", \"below\" or \"above\", got \001got\002"},
{"invalid-lesson-measure", "\001path\002: a below or above task names a number, as a caption does without braces (run.collisions, runner.path)"},
{"invalid-lesson-measure-only", "\001path\002: only a below or above task has one"},
{"invalid-lesson-measure-agent", "\001path\002: a below or above task names its agent in its measure (runner.collisions)"},
{"invalid-lesson-bound", "\001path\002: must be a number: the bound the measure must end \003goal\002\005below\002below\007\006above\002above\007\004"},
{"invalid-lesson-no-script", "\001path\002: the scene has no script named \"\001name\002\" (its scripts: \001names\002)"},
{"invalid-lesson-no-script-none", "\001path\002: the scene has no script named \"\001name\002\" (its scripts: none)"},
{"invalid-lesson-script-unused", "\001path\002: no agent of the scene runs the script \"\001name\002\""},
{"invalid-lesson-script-panes", "\001path\002: the scene's compare set must run the script \"\001name\002\" in one pane and the built-in \001behavior\002 in another"},
{"invalid-lesson-reference", "\001path\002: must be a variant of the quality suite (\001list\002), got \"\001got\002\""},
{"invalid-lesson-families", "\001path\002: must be an array of 1..\001max\002 of the quality suite's families (\001list\002)"},
{"invalid-lesson-task-or-exercise", "\001path\002: a checkpoint has a task or an exercise, not both"},
{"invalid-lesson-task-object", "\001path\002: must be an object"},
{"invalid-lesson-task-goal", "\001path\002: must be arrive, arriveClean, below or above"},
{"invalid-lesson-task-measure", "\001path\002: a below or above task names its measure"},
};
// clang-format on

}  // namespace

/// Also the messages of englishErrorCatalogue(): a message here may word one of them inside it.
const Catalogue& englishTaskCatalogue() {
    static const Catalogue table = [] {
        Catalogue both = readCatalogue(std::begin(kEnglish), std::end(kEnglish));
        const Catalogue& other = englishErrorCatalogue();
        both.insert(other.begin(), other.end());
        return both;
    }();
    return table;
}

}  // namespace sidestep::explain

namespace sidestep {

std::string englishTask(const Message& message) {
    return explain::formatEnglish(explain::englishTaskCatalogue(), message);
}

}  // namespace sidestep
