#pragma once
/// A small XML reader for test-case files (SteerSuite's): elements with their text, attributes and the
/// line each starts on. Built for untrusted input: never throws, bounds nesting depth and size, and
/// reports the first error with its line ("line 12: <agent> is closed by </agnet>").
///
/// Read: elements, attributes (quoted with ' or "), character data with the five named entities and
/// numeric character references, CDATA sections, comments and processing instructions (skipped anywhere,
/// so a declaration after a comment, as some SteerSuite files have it, is not an error). Refused: a
/// DOCTYPE (no entity expansion, so no entity bombs), an unknown entity, text outside the root, more than
/// one root, mismatched or unclosed tags. Names keep their prefix ("xsi:schemaLocation").
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sidestep {

/// Largest XML text accepted, in bytes.
inline constexpr size_t kMaxXmlBytes = size_t(16) << 20;
/// Deepest nesting of elements accepted.
inline constexpr int32_t kMaxXmlDepth = 64;

struct XmlElement {
    std::string name;
    std::vector<std::pair<std::string, std::string>> attributes;
    std::string text;  ///< the character data directly inside, concatenated (children's text not included)
    int32_t line = 0;  ///< 1-based line of its start tag
    std::vector<XmlElement> children;

    /// The first child of that name, or nullptr.
    const XmlElement* child(std::string_view name) const;
    /// The text with leading and trailing white space removed.
    std::string trimmedText() const;
};

struct XmlParse {
    XmlElement root;
    std::string error;  ///< "line L: ..." when the text is not well-formed (then root is empty)
    bool ok() const { return error.empty(); }
};

XmlParse parseXml(std::string_view text);

}  // namespace sidestep
