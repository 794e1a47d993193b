// The libFuzzer entry for every parser of untrusted input: SIDESTEP_FUZZ_TARGET names the check it runs
// (tests/fuzz/checks.hpp; scripts/fuzz.sh runs each with its own seeds). A check that finds a broken property
// stops the run, as a crash would, with what broke.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "checks.hpp"

namespace {

const sidestep::fuzz::Target* target = nullptr;

}  // namespace

/// A canary for scripts/fuzz.sh: with SIDESTEP_FUZZ_UB_CANARY set, a deliberate signed overflow, which must stop
/// the run (UBSan built with -fno-sanitize-recover); if it ever carries on, the fuzz layer could not fail on
/// undefined behaviour and the script says so.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
    if (const char* canary = std::getenv("SIDESTEP_FUZZ_UB_CANARY")) {
        volatile int32_t largest = INT32_MAX;
        const int32_t over = largest + int32_t(std::strlen(canary) + 1);  // undefined: signed overflow
        std::printf("fuzz canary: %d (undefined behaviour was not fatal)\n", over);
    }
    const char* name = std::getenv("SIDESTEP_FUZZ_TARGET");
    std::string names;
    for (const sidestep::fuzz::Target& t : sidestep::fuzz::targets()) {
        if (name && std::strcmp(name, t.name) == 0) target = &t;
        names += std::string(names.empty() ? "" : ", ") + t.name;
    }
    if (!target) {
        std::fprintf(stderr, "sidestep_fuzz: set SIDESTEP_FUZZ_TARGET to one of: %s\n", names.c_str());
        std::exit(2);
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string broken = target->check(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!broken.empty()) {
        std::fprintf(stderr, "fuzz %s: %s\n", target->name, broken.c_str());
        std::abort();
    }
    return 0;
}
