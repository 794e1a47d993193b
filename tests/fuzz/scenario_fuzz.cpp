// libFuzzer target for everything that reads untrusted text: share links (base64url + bounded inflate)
// and scenario JSON (parser + validator). Properties checked beyond "no crash, no hang, no leak":
// a scenario that validates writes out to text that validates again and writes out identically.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "deflate.hpp"
#include "sidestep/io/scenario.hpp"

using namespace sidestep;

namespace {

void checkRoundTrip(const std::string& text) {
    const ScenarioParse parsed = parseScenario(text);
    if (!parsed.ok()) return;
    const std::string once = writeScenario(parsed.scenario);
    const ScenarioParse again = parseScenario(once);
    if (!again.ok() || writeScenario(again.scenario) != once) std::abort();
    World world = buildWorld(parsed.scenario);
    for (int i = 0; i < 8 && world.step(); ++i) {
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    checkRoundTrip(text);
    const Inflate link = decodeLink(text);
    if (link.ok()) checkRoundTrip(link.text);
    return 0;
}
