#include "overlays.hpp"

#include "sidestep/io/scenario.hpp"

namespace sidestep::viewer {

namespace {

int indexOf(std::string_view name) {
    const auto& names = overlayNames();
    for (size_t k = 0; k < names.size(); ++k) {
        if (name == names[k]) return int(k);
    }
    return -1;
}

}  // namespace

Overlays Overlays::defaults() {
    return of({"goals", "decisions", "trail", "rays", "forces", "context", "orca", "paths"});  // as the page's
}

Overlays Overlays::of(const std::vector<std::string>& names) {
    Overlays o;
    for (const std::string& n : names) o.set(n, true);
    return o;
}

bool Overlays::has(std::string_view name) const {
    const int k = indexOf(name);
    return k >= 0 && (bits_ >> k & 1u);
}

void Overlays::set(std::string_view name, bool on) {
    const int k = indexOf(name);
    if (k < 0) return;
    bits_ = on ? bits_ | (1u << k) : bits_ & ~(1u << k);
}

std::vector<std::string> Overlays::names() const {
    std::vector<std::string> out;
    for (const char* n : overlayNames()) {
        if (has(n)) out.emplace_back(n);
    }
    return out;
}

const std::vector<OverlayKey>& overlayKeys() {
    static const std::vector<OverlayKey> keys{
        {"goals", 'G', "goals"},
        {"decisions", 'D', "next-move values"},
        {"heatmap", 'H', "P-proxy heat map"},
        {"reach", 'W', "cells within P steps"},
        {"trail", 'T', "trail, returns"},
        {"rays", 'Y', "rays"},
        {"forces", 'X', "forces"},
        {"context", 'C', "context chart"},
        {"orca", 'O', "ORCA links, velocity space"},
        {"paths", 'P', "paths, targets"},
        {"everyAgent", 'E', "every agent in detail"},
        {"byBehavior", 'B', "colour by behaviour"},
        {"routes", 'U', "every agent's leg of its route"},
    };
    return keys;
}

}  // namespace sidestep::viewer
