#pragma once
/// Share links: `#s=` followed by base64url (no padding) of the raw-deflated scenario JSON. The page
/// compresses with the browser's CompressionStream('deflate-raw'), the CLI with zlib; this file holds
/// the parts both need that are not compression, and the limits that keep decoding bounded.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sidestep {

/// Longest link payload accepted, in characters (a 64 MiB scenario deflates far below this).
inline constexpr size_t kMaxLinkChars = size_t(4) << 20;
/// Most bytes a link may inflate to: the scenario size limit. Inflating stops there (zip bombs).
inline constexpr size_t kMaxInflatedBytes = size_t(64) << 20;

/// The base64url payload of a link: accepts a whole URL (…#s=PAYLOAD), "#s=PAYLOAD", "s=PAYLOAD" or the
/// bare payload. Surrounding white space is ignored.
std::string_view linkPayload(std::string_view link);

/// RFC 4648 base64url without padding.
std::string base64urlEncode(const std::vector<uint8_t>& bytes);
/// Decodes base64url (padding optional); an error names the first bad character's position.
struct Base64Decode {
    std::vector<uint8_t> bytes;
    std::string error;
    bool ok() const { return error.empty(); }
};
Base64Decode base64urlDecode(std::string_view text);

}  // namespace sidestep
