#include "sidestep/geometry/trig.hpp"

#include <cmath>

namespace sidestep {

void sinCos(float radians, float& s, float& c) {
    // Reduce to r in [-pi/4, pi/4] around the nearest multiple of pi/2, in double precision.
    const double x = double(radians);
    const double q = std::floor(x * (2.0 / 3.14159265358979323846) + 0.5);
    const double r = x - q * 1.57079632679489661923;
    const double r2 = r * r;
    // Taylor series to r^9 / r^10: the error at pi/4 is below 1e-10, far under float's precision.
    const double sr = r * (1.0 + r2 * (-1.0 / 6 + r2 * (1.0 / 120 + r2 * (-1.0 / 5040 + r2 * (1.0 / 362880)))));
    const double cr =
        1.0 + r2 * (-0.5 + r2 * (1.0 / 24 + r2 * (-1.0 / 720 + r2 * (1.0 / 40320 + r2 * (-1.0 / 3628800)))));
    switch (int(q - 4.0 * std::floor(q / 4.0))) {  // q mod 4, also for negative q
        case 0:
            s = float(sr);
            c = float(cr);
            break;
        case 1:
            s = float(cr);
            c = float(-sr);
            break;
        case 2:
            s = float(-sr);
            c = float(-cr);
            break;
        default:
            s = float(-cr);
            c = float(sr);
            break;
    }
}

}  // namespace sidestep
