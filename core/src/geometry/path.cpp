#include "sidestep/geometry/path.hpp"

#include <cmath>

namespace sidestep {

PathProjection project(const Path& path, Vec2 p) {
    PathProjection best;
    const size_t n = path.points.size();
    if (n < 2) return best;
    const size_t segments = path.closed ? n : n - 1;
    // Arc lengths in double: exact enough that `along` does not drift on long paths.
    double start = 0.0, total = 0.0;
    for (size_t k = 0; k < segments; ++k) total += double(glm::length(path.points[(k + 1) % n] - path.points[k]));
    double bestDistance2 = INFINITY;
    for (size_t k = 0; k < segments; ++k) {
        const Vec2 a = path.points[k], b = path.points[(k + 1) % n];
        const Vec2 ab = b - a;
        const float len2 = glm::dot(ab, ab);
        const double len = std::sqrt(double(len2));
        if (len2 > 0.0f) {
            float t = glm::dot(p - a, ab) / len2;
            t = t < 0.0f ? 0.0f : (t > 1.0f ? 1.0f : t);
            const Vec2 q = a + ab * t;
            const Vec2 d = p - q;
            const double d2 = double(d.x) * d.x + double(d.y) * d.y;
            if (d2 < bestDistance2) {  // strict: ties keep the lower segment
                bestDistance2 = d2;
                best.valid = true;
                best.point = q;
                best.tangent = ab / float(len);
                best.segment = int32_t(k);
                best.along = float(start + len * double(t));
            }
        }
        start += len;
    }
    best.length = float(total);
    best.distance = best.valid ? float(std::sqrt(bestDistance2)) : 0.0f;
    return best;
}

}  // namespace sidestep
