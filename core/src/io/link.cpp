#include "sidestep/io/link.hpp"

namespace sidestep {

namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

int sextet(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '-') return 62;
    if (c == '_') return 63;
    return -1;
}

bool space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

}  // namespace

std::string_view linkPayload(std::string_view link) {
    while (!link.empty() && space(link.front())) link.remove_prefix(1);
    while (!link.empty() && space(link.back())) link.remove_suffix(1);
    if (const size_t at = link.find("#s="); at != std::string_view::npos) return link.substr(at + 3);
    if (link.substr(0, 2) == "s=") return link.substr(2);
    return link;
}

std::string base64urlEncode(const std::vector<uint8_t>& bytes) {
    std::string out;
    out.reserve((bytes.size() * 4 + 2) / 3);
    size_t i = 0;
    for (; i + 3 <= bytes.size(); i += 3) {
        const uint32_t v = uint32_t(bytes[i]) << 16 | uint32_t(bytes[i + 1]) << 8 | bytes[i + 2];
        out += kAlphabet[v >> 18];
        out += kAlphabet[(v >> 12) & 63];
        out += kAlphabet[(v >> 6) & 63];
        out += kAlphabet[v & 63];
    }
    if (bytes.size() - i == 1) {
        const uint32_t v = uint32_t(bytes[i]) << 16;
        out += kAlphabet[v >> 18];
        out += kAlphabet[(v >> 12) & 63];
    } else if (bytes.size() - i == 2) {
        const uint32_t v = uint32_t(bytes[i]) << 16 | uint32_t(bytes[i + 1]) << 8;
        out += kAlphabet[v >> 18];
        out += kAlphabet[(v >> 12) & 63];
        out += kAlphabet[(v >> 6) & 63];
    }
    return out;
}

Base64Decode base64urlDecode(std::string_view text) {
    Base64Decode result;
    while (!text.empty() && text.back() == '=') text.remove_suffix(1);
    if (text.size() % 4 == 1) {
        result.error =
            "not base64url: " + std::to_string(text.size()) + " characters cannot be a whole number of bytes";
        return result;
    }
    result.bytes.reserve(text.size() * 3 / 4);
    uint32_t acc = 0;
    int bits = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        const int v = sextet(text[i]);
        if (v < 0) {
            result.error = "not base64url: character " + std::to_string(i + 1) + " is not A-Z, a-z, 0-9, - or _";
            result.bytes.clear();
            return result;
        }
        acc = (acc << 6) | uint32_t(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            result.bytes.push_back(uint8_t((acc >> bits) & 0xff));
        }
    }
    return result;
}

}  // namespace sidestep
