#pragma once
/// A 64-bit FNV-1a hash, fed with exact bit patterns so that equal states give equal hashes natively
/// and in wasm.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

namespace sidestep {

class Hasher {
public:
    void bytes(const void* data, size_t size) {
        const auto* p = static_cast<const uint8_t*>(data);
        for (size_t i = 0; i < size; ++i) {
            state_ ^= p[i];
            state_ *= 0x100000001b3ull;
        }
    }
    template <class T>
    void value(const T& v) {
        bytes(&v, sizeof(T));
    }

    uint64_t digest() const { return state_; }

private:
    uint64_t state_ = 0xcbf29ce484222325ull;
};

/// 16 lower-case hex digits.
std::string toHex(uint64_t value);

}  // namespace sidestep
