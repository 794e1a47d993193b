// SteerSuite test-case XML -> steersuite::Case: the elements of TestCaseSchema.xsd, each checked, every
// error naming the element and its line. What sidestep cannot run is refused by name, never ignored.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <tuple>

#include "steersuite_case.hpp"

namespace sidestep::steersuite {

namespace {

/// Where an element is, in messages: "agentRegion (line 12)".
std::string at(const XmlElement& e) { return e.name + " (line " + std::to_string(e.line) + ")"; }

/// A number as read, in messages: "-2", "0.5".
std::string shown(double v) {
    char b[32];
    std::snprintf(b, sizeof b, "%g", v);
    return b;
}

class Reader {
public:
    Reader(std::vector<std::string>& errors, std::vector<std::string>& notes) : errors_(errors), notes_(notes) {}

    void error(const XmlElement& e, const std::string& message) {
        if (errors_.size() < 50) errors_.push_back(at(e) + ": " + message);
    }
    /// What was read and changed, in words (at most 50).
    void note(const XmlElement& e, const std::string& message) {
        if (notes_.size() < 50) notes_.push_back(at(e) + ": " + message);
    }
    bool failed() const { return !errors_.empty(); }

    /// A number child; false (with an error) when it is missing or not a finite number.
    bool number(const XmlElement& parent, const char* name, double& out, bool required = true) {
        const XmlElement* c = parent.child(name);
        if (!c) {
            if (required) error(parent, std::string("needs <") + name + ">");
            return false;
        }
        const std::string t = c->trimmedText();
        char* end = nullptr;
        const double v = t.empty() ? 0.0 : std::strtod(t.c_str(), &end);
        if (t.empty() || *end != '\0' || !std::isfinite(v)) {
            error(*c, "must be a number, got \"" + t.substr(0, 40) + "\"");
            return false;
        }
        out = v;
        return true;
    }

    /// Elements allowed inside `e`, by name; anything else is an error.
    void only(const XmlElement& e, std::initializer_list<const char*> names) {
        for (const XmlElement& c : e.children) {
            bool known = false;
            for (const char* n : names) known = known || c.name == n;
            if (!known) error(c, "is not an element of <" + e.name + "> in SteerSuite's schema");
        }
    }

    bool bounds(const XmlElement& e, Bounds& out) {
        only(e, {"xmin", "xmax", "ymin", "ymax", "zmin", "zmax"});
        double xmin = 0, xmax = 0, zmin = 0, zmax = 0, y = 0;
        // Every field is read (each error said), not only up to the first bad one.
        const bool xs = number(e, "xmin", xmin), xe = number(e, "xmax", xmax);
        const bool zs = number(e, "zmin", zmin), ze = number(e, "zmax", zmax);
        const bool ys = number(e, "ymin", y), ye = number(e, "ymax", y);
        bool ok = xs && xe && zs && ze && ys && ye;
        // As SteerSuite reads them: bounds given the wrong way round are swapped, not refused, but said.
        for (const auto& [axis, lo, hi] :
             {std::tuple<const char*, double, double>{"x", xmin, xmax}, {"z", zmin, zmax}}) {
            if (lo > hi) {
                note(e, std::string(axis) + "min " + shown(lo) + " is greater than " + axis + "max " + shown(hi) +
                            ": swapped, as SteerSuite reads them");
            }
        }
        out = {std::fmin(xmin, xmax), std::fmax(xmin, xmax), std::fmin(zmin, zmax), std::fmax(zmin, zmax)};
        return ok;
    }

    /// An XYZ tuple (y unused) or <random>true</random>.
    bool spot(const XmlElement& e, Spot& out) {
        only(e, {"x", "y", "z", "random"});
        if (const XmlElement* r = e.child("random")) {
            const std::string t = r->trimmedText();
            if (t != "true") {
                error(*r, "must be true (give x, y and z for a fixed point), got \"" + t.substr(0, 40) + "\"");
                return false;
            }
            if (e.child("x") || e.child("y") || e.child("z")) {
                error(e, "gives both a point and <random>");
                return false;
            }
            out.random = true;
            return true;
        }
        double y = 0;
        const bool x = number(e, "x", out.x), hasY = number(e, "y", y), z = number(e, "z", out.z);
        return x && hasY && z;  // every field read, each error said
    }

    void header(const XmlElement& h, Case& c) {
        only(h, {"version", "name", "description", "worldBounds", "passingCriteria"});
        if (const XmlElement* v = h.child("version")) {
            const std::string t = v->trimmedText();
            if (t != "1.0" && t != "1.1" && t != "1.2")
                error(*v, "must be 1.0, 1.1 or 1.2, got \"" + t.substr(0, 20) + "\"");
        } else {
            error(h, "needs <version>");
        }
        if (const XmlElement* n = h.child("name")) c.name = n->trimmedText().substr(0, 120);
        if (const XmlElement* d = h.child("description")) c.description = d->trimmedText().substr(0, 1500);
        if (const XmlElement* p = h.child("passingCriteria")) c.criteria = p->trimmedText().substr(0, 500);
        if (const XmlElement* w = h.child("worldBounds"))
            c.worldGiven = bounds(*w, c.world);
        else
            error(h, "needs <worldBounds>");
    }

    /// A goalSequence of exactly one seekStaticTarget.
    void goals(const XmlElement& parent, Goal& out) {
        const XmlElement* seq = parent.child("goalSequence");
        if (!seq) return error(parent, "needs <goalSequence>");
        if (seq->children.empty()) return error(*seq, "needs a goal");
        for (const XmlElement& g : seq->children) {
            if (g.name != "seekStaticTarget") {
                const bool known = g.name == "fleeStaticTarget" || g.name == "seekDynamicTarget" ||
                                   g.name == "fleeDynamicTarget" || g.name == "flowStaticDirection" ||
                                   g.name == "flowDynamicDirection" || g.name == "idle" ||
                                   g.name == "seekAxisAlignedBoxRegion" || g.name == "groupTarget";
                error(g, known ? "this goal type is not supported: sidestep agents seek one static point"
                               : "is not a goal SteerSuite defines");
            }
        }
        if (seq->children.size() > 1) {
            return error(*seq,
                         "has " + std::to_string(seq->children.size()) +
                             " goals: sidestep agents have one goal each, so only a sequence of one can be imported");
        }
        const XmlElement& g = seq->children[0];
        if (g.name != "seekStaticTarget") return;
        // What SteerSuite's reader accepts inside a goal; only the target and the speed are used.
        only(g, {"targetLocation", "desiredSpeed", "timeDuration", "random", "targetDirection", "flowType", "state",
                 "Behaviour"});
        out.line = g.line;
        if (const XmlElement* t = g.child("targetLocation"))
            spot(*t, out.target);
        else
            error(g, "needs <targetLocation>");
        if (const XmlElement* r = g.child("random")) {
            const std::string t = r->trimmedText();
            if (t == "true")
                out.target.random = true;
            else if (t != "false")
                error(*r, "must be true or false, got \"" + t.substr(0, 40) + "\"");
        }
        double duration = 0;
        number(g, "timeDuration", duration, false);
        if (number(g, "desiredSpeed", out.desiredSpeed) && !(out.desiredSpeed > 0.0)) {
            error(*g.child("desiredSpeed"), "must be a number > 0, got " + g.child("desiredSpeed")->trimmedText());
        }
    }

    /// radius (> 0), position (or random), direction (or random), speed; color is read by SteerSuite only.
    void initial(const XmlElement& parent, AgentSpec& a, bool region, Case& c) {
        const XmlElement* ic = parent.child("initialConditions");
        if (!ic) return error(parent, "needs <initialConditions>");
        only(*ic, {"radius", "position", "direction", "speed", "color"});
        if (number(*ic, "radius", a.radius) && !(a.radius > 0.0)) {
            error(*ic->child("radius"), "must be a number > 0, got " + ic->child("radius")->trimmedText());
        }
        if (!region) {
            if (const XmlElement* p = ic->child("position"))
                spot(*p, a.position);
            else
                error(*ic, "needs <position>");
        }
        if (const XmlElement* d = ic->child("direction")) {
            Spot direction;
            spot(*d, direction);
        } else {
            error(*ic, "needs <direction>");
        }
        double speed = 0;
        if (number(*ic, "speed", speed) && speed != 0.0) c.initialSpeeds = true;
    }

    void agent(const XmlElement& e, Case& c) {
        only(e, {"name", "initialConditions", "goalSequence"});
        AgentSpec a;
        a.line = e.line;
        if (const XmlElement* n = e.child("name")) a.name = n->trimmedText().substr(0, 48);
        initial(e, a, false, c);
        goals(e, a.goal);
        a.area = c.world;
        c.agents.push_back(a);
    }

    void agentRegion(const XmlElement& e, Case& c) {
        only(e, {"numAgents", "regionBounds", "initialConditions", "goalSequence"});
        double n = 0;
        if (number(e, "numAgents", n) && (n < 1 || n > kMaxAgents || n != std::floor(n))) {
            error(*e.child("numAgents"), "must be an integer 1.." + std::to_string(kMaxAgents) + ", got " +
                                             e.child("numAgents")->trimmedText());
            n = 0;
        }
        AgentSpec a;
        a.line = e.line;
        a.region = c.regions++;
        a.position.random = true;
        if (const XmlElement* b = e.child("regionBounds"))
            bounds(*b, a.area);
        else
            error(e, "needs <regionBounds>");
        initial(e, a, true, c);
        goals(e, a.goal);
        if (c.agents.size() + size_t(n) > size_t(kMaxAgents)) {
            return error(e, "brings the agents to more than " + std::to_string(kMaxAgents));
        }
        for (int k = 0; k < int(n); ++k) {
            a.name = "region" + std::to_string(a.region + 1) + "." + std::to_string(k + 1);
            c.agents.push_back(a);
        }
    }

    void obstacleRegion(const XmlElement& e, Case& c) {
        only(e, {"numObstacles", "regionBounds", "obstacleSize", "obstacleHeight"});
        BoxRegion r;
        r.line = e.line;
        double n = 0, height = 0;
        if (number(e, "numObstacles", n) && (n < 0 || n > kMaxCircles || n != std::floor(n))) {
            error(*e.child("numObstacles"), "must be an integer 0.." + std::to_string(kMaxCircles) + ", got " +
                                                e.child("numObstacles")->trimmedText());
            n = 0;
        }
        r.count = int(n);
        if (const XmlElement* b = e.child("regionBounds"))
            bounds(*b, r.bounds);
        else
            error(e, "needs <regionBounds>");
        if (number(e, "obstacleSize", r.size) && !(r.size > 0.0)) {
            error(*e.child("obstacleSize"), "must be a number > 0, got " + e.child("obstacleSize")->trimmedText());
        }
        number(e, "obstacleHeight", height);
        c.boxRegions.push_back(r);
    }

    void disc(const XmlElement& e, Case& c) {
        only(e, {"radius", "height", "position"});
        Disc d;
        d.line = e.line;
        if (number(e, "radius", d.radius) && !(d.radius > 0.0)) {
            error(*e.child("radius"), "must be a number > 0, got " + e.child("radius")->trimmedText());
        }
        double height = 0;
        number(e, "height", height);
        Spot p;
        if (const XmlElement* q = e.child("position")) {
            if (spot(*q, p) && p.random) error(*q, "a circle obstacle at a random position is not supported");
        } else {
            error(e, "needs <position>");
        }
        d.x = p.x;
        d.z = p.z;
        c.discs.push_back(d);
    }

    void orientedBox(const XmlElement& e, Case& c) {
        only(e, {"thetaY", "size", "position"});
        OrientedBox b;
        b.line = e.line;
        number(e, "thetaY", b.thetaY);
        Spot size, p;
        if (const XmlElement* s = e.child("size")) {
            if (spot(*s, size) && (size.random || !(size.x > 0.0) || !(size.z > 0.0))) {
                error(*s, "x and z must be numbers > 0, got " +
                              (size.random ? std::string("<random>") : "x " + shown(size.x) + ", z " + shown(size.z)));
            }
        } else {
            error(e, "needs <size>");
        }
        if (const XmlElement* q = e.child("position")) {
            if (spot(*q, p) && p.random) error(*q, "an oriented box at a random position is not supported");
        } else {
            error(e, "needs <position>");
        }
        b.x = p.x;
        b.z = p.z;
        b.sizeX = size.x;
        b.sizeZ = size.z;
        c.orientedBoxes.push_back(b);
    }

private:
    std::vector<std::string>& errors_;
    std::vector<std::string>& notes_;
};

}  // namespace

bool readCase(const XmlElement& root, Case& c, std::vector<std::string>& errors) {
    Reader r(errors, c.notes);
    if (root.name != "SteerBenchTestCase") {
        r.error(root, "the root must be <SteerBenchTestCase>: this is not a SteerSuite test case");
        return false;
    }
    if (root.children.empty() || root.children[0].name != "header") {
        r.error(root, "the first element must be <header>");
        return false;
    }
    r.header(root.children[0], c);
    for (size_t k = 1; k < root.children.size(); ++k) {
        const XmlElement& e = root.children[k];
        if (e.name == "agent")
            r.agent(e, c);
        else if (e.name == "agentRegion")
            r.agentRegion(e, c);
        else if (e.name == "obstacle") {
            Box b;  // (bounds() refuses any other child)
            b.line = e.line;
            r.bounds(e, b.b);
            c.boxes.push_back(b);
        } else if (e.name == "circleObstacle")
            r.disc(e, c);
        else if (e.name == "orientedBoxObstacle")
            r.orientedBox(e, c);
        else if (e.name == "obstacleRegion")
            r.obstacleRegion(e, c);
        else if (e.name == "suggestedCameraView")
            continue;  // where SteerSuite's window looks from: not used
        else if (e.name == "agentEmitter")
            r.error(e, "is not supported: sidestep has no agents that appear during a run");
        else if (e.name == "polygonObstacle" || e.name == "orientedWallObstacle")
            r.error(e, "is not supported: no retrieved test case uses it, and sidestep does not read it");
        else if (e.name == "header")
            r.error(e, "a second <header>");
        else
            r.error(e, "is not an element of <SteerBenchTestCase> in SteerSuite's schema");
    }
    if (c.agents.empty() && !r.failed()) r.error(root, "has no agent and no agentRegion");
    return !r.failed();
}

}  // namespace sidestep::steersuite
