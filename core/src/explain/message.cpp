// A core message in English: its pattern from english_messages.cpp (en.ftl's words) with its arguments
// (english_format.cpp writes them).
#include "sidestep/explain/message.hpp"

#include "english_messages.hpp"

namespace sidestep {

std::string english(const Message& message) { return explain::formatEnglish(explain::englishCatalogue(), message); }

bool hasEnglishMessage(const std::string& id) {
    return explain::englishCatalogue().count(id) > 0 || explain::englishErrorCatalogue().count(id) > 0 ||
           explain::englishTaskCatalogue().count(id) > 0;
}

}  // namespace sidestep
