#pragma once
/// A sentence of the core as a message id and its arguments (the facts it records), worded by a catalogue:
/// web/i18n/<locale>.ftl in the page, English's (en.ftl, compiled into english_messages.cpp by scripts/i18n.mjs)
/// here, for the CLI, the viewer and the page's English. See docs/languages.md.
#include <cstdint>
#include <string>
#include <vector>

namespace sidestep {

/// One argument of a message: a number (with the decimals it is written with), a text shown as it is (a name, an
/// identifier), another message's id (a word the catalogue translates, such as a direction), or a list of them.
struct MessageArg {
    enum class Kind : uint8_t { Number, Text, Message, Words };
    std::string name;
    Kind kind = Kind::Text;
    double number = 0;               ///< Kind::Number: the value
    int digits = 0;                  ///< Kind::Number: decimals written (0..6)
    std::string text;                ///< Kind::Text: the text; Kind::Message: the message id
    std::vector<std::string> words;  ///< Kind::Words: message ids, written joined by ", "
    std::vector<MessageArg> args;    ///< Kind::Message: the word's own arguments
};

/// A message id with its arguments; an empty id is no message (a literal span such as " | ").
struct Message {
    std::string id;
    std::vector<MessageArg> args;

    Message() = default;
    explicit Message(std::string messageId) : id(std::move(messageId)) {}
    explicit Message(const char* messageId);
    // The builders are compiled once (message_args.cpp), not inlined into each of the core's ~450 argument calls:
    // with those of Checker::error and the World's refused() it took 1.1 KiB gzip off the first wasm module (the site
    // test's wasm, 202.5 to 201.4 KiB).
    /// Adds a number argument written with `digits` decimals.
    Message& num(const char* name, double value, int digits = 2);
    /// Adds a whole-number argument (a count).
    Message& count(const char* name, double value) { return num(name, value, 0); }
    /// Adds a text argument, shown as it is in every language.
    Message& text(const char* name, std::string value);
    /// Adds an argument worded by another message (`messageId`, without arguments).
    Message& word(const char* name, std::string messageId);
    /// Adds an argument worded by another message with its own arguments (a sentence inside a sentence: the World's
    /// refusal of an edit inside the history's error that names the edit; "an array of { $items }" inside "got").
    Message& word(const char* name, Message message);
    /// Adds an argument worded as a list of other messages (`messageIds`, without arguments, joined by ", ").
    Message& words(const char* name, std::vector<std::string> messageIds);
};

/// The message in English, as en.ftl words it; the id in brackets when en.ftl has no such message.
std::string english(const Message& message);

/// A validation error (an id starting with "invalid-") in English, as en.ftl words it; its own catalogue, so that
/// code that only validates does not link the reasons' words.
std::string englishError(const Message& message);

/// A lesson task's verdict clause (an id starting with "task-") or a lesson file's error ("invalid-lesson-") in
/// English, as en.ftl words it; its own catalogue, linked only where tasks are checked (the lessons' module, the
/// command line).
std::string englishTask(const Message& message);

/// Whether en.ftl has message `id` (the tests check every id the core uses).
bool hasEnglishMessage(const std::string& id);

}  // namespace sidestep
