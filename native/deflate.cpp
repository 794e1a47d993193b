#include "deflate.hpp"

#include <zlib.h>

#include "sidestep/io/link.hpp"

namespace sidestep {

std::vector<uint8_t> deflateRaw(std::string_view text) {
    z_stream z{};
    deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY);
    std::vector<uint8_t> out(deflateBound(&z, uLong(text.size())));
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
    z.avail_in = uInt(text.size());
    z.next_out = out.data();
    z.avail_out = uInt(out.size());
    deflate(&z, Z_FINISH);
    out.resize(z.total_out);
    deflateEnd(&z);
    return out;
}

Inflate inflateRaw(const std::vector<uint8_t>& data, size_t limit) {
    Inflate result;
    z_stream z{};
    if (inflateInit2(&z, -15) != Z_OK) {
        result.error = "inflate: cannot start zlib";
        return result;
    }
    z.next_in = const_cast<Bytef*>(data.data());
    z.avail_in = uInt(data.size());
    uint8_t chunk[65536];
    int status = Z_OK;
    while (status == Z_OK) {
        z.next_out = chunk;
        z.avail_out = sizeof chunk;
        status = inflate(&z, Z_NO_FLUSH);
        if (status != Z_OK && status != Z_STREAM_END) {
            result.error = status == Z_BUF_ERROR
                               ? "not deflate data: the stream is truncated"
                               : std::string("not deflate data: ") + (z.msg ? z.msg : "corrupt stream");
            break;
        }
        const size_t produced = sizeof chunk - z.avail_out;
        if (result.text.size() + produced > limit) {
            result.error = "link inflates to more than " + std::to_string(limit) + " bytes (the limit); refusing it";
            break;
        }
        result.text.append(reinterpret_cast<const char*>(chunk), produced);
        if (status == Z_OK && z.avail_in == 0 && produced == 0) {
            result.error = "not deflate data: the stream is truncated";
            break;
        }
    }
    inflateEnd(&z);
    if (!result.ok()) result.text.clear();
    return result;
}

Inflate decodeLink(std::string_view link) {
    const std::string_view payload = linkPayload(link);
    Inflate result;
    if (payload.empty()) {
        result.error = "link: empty (expected #s= followed by the scenario)";
        return result;
    }
    if (payload.size() > kMaxLinkChars) {
        result.error = "link: " + std::to_string(payload.size()) + " characters is more than the limit of " +
                       std::to_string(kMaxLinkChars);
        return result;
    }
    const Base64Decode bytes = base64urlDecode(payload);
    if (!bytes.ok()) {
        result.error = "link: " + bytes.error;
        return result;
    }
    result = inflateRaw(bytes.bytes, kMaxInflatedBytes);
    if (!result.ok()) result.error = "link: " + result.error;
    return result;
}

std::string encodeLink(std::string_view text) { return base64urlEncode(deflateRaw(text)); }

}  // namespace sidestep
