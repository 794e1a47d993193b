#pragma once
// Which overlays are on, by the names the page and share links use (the core's overlayNames()).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sidestep::viewer {

class Overlays {
public:
    /// The page's defaults: goals, decisions, trail, rays, forces, context, paths.
    static Overlays defaults();
    /// Exactly these (unknown names are ignored: the scenario validator has refused them already).
    static Overlays of(const std::vector<std::string>& names);

    bool has(std::string_view name) const;
    void set(std::string_view name, bool on);
    void toggle(std::string_view name) { set(name, !has(name)); }
    /// The names that are on, in the core's order.
    std::vector<std::string> names() const;

private:
    uint32_t bits_ = 0;
};

/// The key that toggles an overlay in the viewer, and what it shows (for the panel's list).
struct OverlayKey {
    const char* name;
    char key;
    const char* label;
};
const std::vector<OverlayKey>& overlayKeys();

}  // namespace sidestep::viewer
