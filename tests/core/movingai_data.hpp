#pragma once
// The bundled Moving AI samples (tests/data/movingai/, see its README.md), and a plain second reading
// of them that shares no code with the importer, for the tests to compare against.
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "sidestep/io/movingai.hpp"

namespace movingai_data {

/// The folder of the bundled maps and scens, with a trailing '/'.
inline std::string dir() { return std::string(SIDESTEP_SOURCE_DIR) + "/tests/data/movingai/"; }

/// A bundled map and the scen file of its problems.
struct Pair {
    std::string map;
    std::string scen;
};

inline const std::vector<Pair>& pairs() {
    static const std::vector<Pair> all{
        {"arena.map", "arena.map.scen"},
        {"den201d.map", "den201d.map.scen"},
        {"maze-32-32-2.map", "maze-32-32-2-random-1.scen"},
        {"random-32-32-10.map", "random-32-32-10-random-1.scen"},
        {"room-32-32-4.map", "room-32-32-4-random-1.scen"},
    };
    return all;
}

inline std::string read(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

inline std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        out.push_back(line);
    }
    return out;
}

/// The rows of a bundled map: every line after the fourth (the header is four lines in these files).
inline std::vector<std::string> rows(const std::string& mapText) {
    std::vector<std::string> all = lines(mapText);
    return std::vector<std::string>(all.begin() + 4, all.end());
}

/// The problem lines of a bundled scen: every non-empty line after the first.
inline std::vector<std::string> problemLines(const std::string& scenText) {
    std::vector<std::string> out;
    const std::vector<std::string> all = lines(scenText);
    for (size_t i = 1; i < all.size(); ++i) {
        if (!all[i].empty()) out.push_back(all[i]);
    }
    return out;
}

/// The parsed map and scen of a pair (the tests assert they parsed).
struct Loaded {
    sidestep::MapParse map;
    sidestep::ScenParse scen;
};

inline Loaded load(const Pair& p) {
    return {sidestep::parseMovingAiMap(read(dir() + p.map)), sidestep::parseMovingAiScen(read(dir() + p.scen))};
}

}  // namespace movingai_data
