#include "sidestep/geometry/fill.hpp"

namespace sidestep {

void assignFilled(std::vector<int32_t>& v, size_t n, int32_t value) { v.assign(n, value); }
void assignFilled(std::vector<uint32_t>& v, size_t n, uint32_t value) { v.assign(n, value); }
void assignFilled(std::vector<float>& v, size_t n, float value) { v.assign(n, value); }

}  // namespace sidestep
