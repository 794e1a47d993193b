// A lesson's field holding another checker's error (a scene's, an edit's, a caption's, a measure's): the error
// reported under the field with its own message, worded whole by the catalogue (docs/languages.md).
#include "nested_error.hpp"

#include <string>
#include <vector>

namespace sidestep::lesson {

namespace {

/// Puts `prefix` before a message's path argument (`pathArg`, in `args`); with `inside`, before the paths of the
/// sentences inside it too (a compare variant's refused setting, whose English starts with the setting's path). Whether
/// it had one.
bool prefixPath(std::vector<MessageArg>& args, const std::string& prefix, const char* pathArg, bool inside) {
    bool found = false;
    for (MessageArg& a : args) {
        if (a.name == pathArg && a.kind == MessageArg::Kind::Text) a.text = prefix + a.text, found = true;
        if (inside && a.kind == MessageArg::Kind::Message) prefixPath(a.args, prefix, "path", false);
    }
    return found;
}

}  // namespace

/// An error of another checker (a scene's, an edit's, a caption's, a measure's) under a field of the lesson, in
/// English `text` as it always read (`prefix` + its own English), and its message `why`. A `prefix` that is a field
/// and ": " ("checkpoints[0].caption: ") is the lesson's field, joined to the error inside it by the catalogue
/// (invalid-lesson-in: French writes " : ", Chinese "："); a `prefix` that continues a path ("checkpoints[0].scene.")
/// goes before the message's path argument (`pathArg`) or, where the English says so, before the paths of the
/// sentence inside it too. The message is kept only when it words `text` exactly; else the error is English only.
void nested(Checker& check, std::string text, Message why, const std::string& prefix, const char* pathArg) {
    const bool lessons = why.id.rfind("task-", 0) == 0 || why.id.rfind("invalid-lesson-", 0) == 0;
    const auto words = [&](const Message& m) { return (lessons ? englishTask(m) : englishError(m)) == text; };
    if (why.id.empty()) return check.report(std::move(text), Message());
    if (prefix.size() > 2 && prefix.compare(prefix.size() - 2, 2, ": ") == 0) {
        Message in = Message("invalid-lesson-in").text("field", prefix.substr(0, prefix.size() - 2)).word("error", why);
        const bool worded = englishTask(in) == text;  // before `text` is moved: arguments have no order
        return check.report(std::move(text), worded ? std::move(in) : Message());
    }
    Message outer = why;
    if (prefixPath(outer.args, prefix, pathArg, false) && words(outer))
        return check.report(std::move(text), std::move(outer));
    if (prefixPath(why.args, prefix, pathArg, true) && words(why)) return check.report(std::move(text), std::move(why));
    check.report(std::move(text), Message());
}

/// True (and counted) when `why` is another checker's "... and N more errors": its N errors are counted by this
/// checker, which says how many it left out at its end, with its own.
bool countedMore(Checker& check, const Message& why) {
    if (why.id != "invalid-more") return false;
    for (const MessageArg& a : why.args)
        if (a.name == "n" && a.kind == MessageArg::Kind::Number) check.leftOut(size_t(a.number));
    return true;
}

/// A scenario error ("view.step: must be ...", its message `why`) under another path: `prefix` + its field, and
/// its rule; one without a field of its own under the lesson's field (`prefix` without its "." or ": ").
void relay(Checker& check, const std::string& prefix, const std::string& e, const Message& why) {
    if (countedMore(check, why)) return;
    if (e.find(": ") != std::string::npos) return nested(check, prefix + e, why, prefix);
    std::string field = prefix;
    while (!field.empty() && (field.back() == '.' || field.back() == ' ' || field.back() == ':')) field.pop_back();
    nested(check, field + ": " + e, why, field + ": ");
}

}  // namespace sidestep::lesson
