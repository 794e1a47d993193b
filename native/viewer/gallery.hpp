#pragma once
// The gallery: the examples listed in examples/index.json (file and title), offered in a menu (M).
#include <string>
#include <vector>

namespace sidestep::viewer {

struct GalleryEntry {
    std::string file;   ///< path to open
    std::string title;  ///< as the page's menu shows it
};

/// The examples folder: SIDESTEP_EXAMPLES, the source tree's examples/ (built in), or examples/ beside
/// the executable's ../../ (a build tree).
std::string examplesDirectory();

/// Reads index.json of `directory`; empty (with `error` set) when it is missing or malformed.
std::vector<GalleryEntry> readGallery(const std::string& directory, std::string& error);

}  // namespace sidestep::viewer
