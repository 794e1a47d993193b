#pragma once
// A SteerSuite test case as read from its XML, in metres, before it is placed in a world (internal to
// steersuite_read.cpp and steersuite_build.cpp).
#include <string>
#include <vector>

#include "sidestep/geometry/types.hpp"
#include "sidestep/io/xml.hpp"

namespace sidestep::steersuite {

struct Bounds {
    double xmin = 0, xmax = 0, zmin = 0, zmax = 0;  // swapped so that min <= max
};

struct Box {
    Bounds b;
    int line = 0;
};

struct OrientedBox {
    double x = 0, z = 0;          // centre
    double sizeX = 0, sizeZ = 0;  // along the box's own axes
    double thetaY = 0;            // degrees
    int line = 0;
};

struct Disc {
    double x = 0, z = 0, radius = 0;
    int line = 0;
};

struct BoxRegion {
    int count = 0;
    Bounds bounds;
    double size = 0;
    int line = 0;
};

/// A point given, or one to draw at random.
struct Spot {
    double x = 0, z = 0;
    bool random = false;
};

struct Goal {
    Spot target;
    double desiredSpeed = 0;
    int line = 0;
};

struct AgentSpec {
    std::string name;
    double radius = 0;
    Spot position;
    Goal goal;
    int line = 0;
    int region = -1;  // the agentRegion it comes from (0-based), or -1
    Bounds area;      // where a random position is drawn
};

struct Case {
    std::string name, description, criteria;
    Bounds world;
    bool worldGiven = false;
    std::vector<Box> boxes;
    std::vector<OrientedBox> orientedBoxes;
    std::vector<Disc> discs;
    std::vector<BoxRegion> boxRegions;
    std::vector<AgentSpec> agents;  // file order; regions expanded
    int regions = 0;
    bool initialSpeeds = false;      // some agent starts with a speed (read, not used)
    std::vector<std::string> notes;  // what was read and changed (bounds swapped), element and line
};

/// Reads the document; false with errors naming the element and line. Notes (out.notes) say what was
/// read and changed.
bool readCase(const XmlElement& root, Case& out, std::vector<std::string>& errors);

}  // namespace sidestep::steersuite
