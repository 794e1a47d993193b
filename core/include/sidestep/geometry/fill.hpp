#pragma once
/// v.assign(n, value) for the scratch tables of the step's code (per cell or per agent), out of line in
/// fill.cpp, compiled for size in the page: instantiated at -O3, each std::vector::assign(n, value) was
/// 1.5 KB of unrolled wasm, and filling a table is a memory-bound loop either way.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace sidestep {

void assignFilled(std::vector<int32_t>& v, size_t n, int32_t value);
void assignFilled(std::vector<uint32_t>& v, size_t n, uint32_t value);
void assignFilled(std::vector<float>& v, size_t n, float value);

}  // namespace sidestep
