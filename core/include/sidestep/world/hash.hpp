#pragma once
/// A 64-bit FNV-1a hash, fed with exact bit patterns so that equal states give equal hashes natively
/// and in wasm.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

namespace sidestep {

/// The version of World::hash(): which bytes it reads, in which order. It is the first value hashed, so
/// hashes of different versions never agree by accident. Raise it whenever what the hash reads changes (a
/// field added to Agent, a setting added to a behaviour's table, a new kind of state), and re-record every
/// golden in the same commit (`node scripts/example-hashes.mjs --write`, the docs' output blocks), saying
/// why. Version 1 (until this constant) read eight settings per agent and appended later ones only where
/// they differed from their defaults; version 2 reads every agent whole.
inline constexpr uint32_t kHashVersion = 2;

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
