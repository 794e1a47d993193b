#pragma once
// The gallery: the examples listed in examples/index.json (file and title), offered in a menu (M) and
// opened first when the viewer is started without a file. Found at run time, never compiled in, so a
// copied or installed viewer finds its examples too.
#include <string>
#include <vector>

namespace sidestep::viewer {

struct GalleryEntry {
    std::string file;   ///< path to open
    std::string title;  ///< as the page's menu shows it
};

/// Where the examples folder is, or why there is none.
struct GalleryPlace {
    std::string directory;  ///< the folder holding index.json; empty when none was found
    std::string error;      ///< when none was found: where it looked and what to do
};

/// The examples folder: $SIDESTEP_EXAMPLES when it is set (there only), else examples/ beside the
/// executable (an installed copy), else ../../examples from it (the build tree: build/native/).
GalleryPlace findExamples();

/// Reads index.json of `directory`; empty (with `error` set) when it is missing or malformed.
std::vector<GalleryEntry> readGallery(const std::string& directory, std::string& error);

/// findExamples() then readGallery(): the entries, or none with `error` saying why.
std::vector<GalleryEntry> loadGallery(std::string& error);

}  // namespace sidestep::viewer
