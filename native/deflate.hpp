#pragma once
/// Raw deflate (RFC 1951, no zlib header) with zlib, as the browser's CompressionStream('deflate-raw').
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sidestep {

std::vector<uint8_t> deflateRaw(std::string_view text);

struct Inflate {
    std::string text;
    std::string error;
    bool ok() const { return error.empty(); }
};
/// Inflates raw deflate data, stopping with an error as soon as the output would pass `limit` bytes,
/// so a zip bomb costs at most `limit` bytes and the time to produce them.
Inflate inflateRaw(const std::vector<uint8_t>& data, size_t limit);

}  // namespace sidestep

namespace sidestep {

/// The scenario text inside a share link (whole URL, "#s=…" or bare payload), or an error that says
/// which layer failed: too long, not base64url, not deflate, too large when inflated.
Inflate decodeLink(std::string_view link);
/// The payload (without "#s=") of a share link for this scenario text.
std::string encodeLink(std::string_view text);

}  // namespace sidestep
