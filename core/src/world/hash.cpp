#include "sidestep/world/hash.hpp"

namespace sidestep {

std::string toHex(uint64_t value) {
    static const char* digits = "0123456789abcdef";
    std::string s(16, '0');
    for (int i = 15; i >= 0; --i) {
        s[size_t(i)] = digits[value & 0xf];
        value >>= 4;
    }
    return s;
}

}  // namespace sidestep
