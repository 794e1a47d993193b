// The scenario parser's errors (checker.hpp): one copy of the code that words an error, for every field's check.
#include "checker.hpp"

namespace sidestep {

void Checker::error(const std::string& path, Message rule) {
    rule.text("path", path);
    std::string text = englishError(rule);
    add(std::move(text), std::move(rule));
}

}  // namespace sidestep
