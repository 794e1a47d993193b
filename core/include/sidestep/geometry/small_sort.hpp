#pragma once
/// An insertion sort for the short, nearly sorted lists of one step (an agent's obstacles met, the pairs of
/// one agent, a step's events): linear on a sorted list, and a few hundred bytes of code where std::sort
/// instantiates kilobytes (the page's size budget).
#include <cstddef>
#include <utility>
#include <vector>

namespace sidestep {

template <class It, class Less>
void smallSort(It first, It last, Less less) {
    for (It i = first; i != last; ++i) {
        for (It j = i; j != first && less(*j, *(j - 1)); --j) std::swap(*j, *(j - 1));
    }
}

template <class It>
void smallSort(It first, It last) {
    smallSort(first, last, [](const auto& a, const auto& b) { return a < b; });
}

/// A stable sort for a list that may be long and far from sorted (a step in which thousands of contacts
/// begin at once): runs of 16 by insertion, then merged pairwise through `scratch`, n log n. `v` and
/// `scratch` may trade their storage.
template <class T, class Less>
void mergeSort(std::vector<T>& v, std::vector<T>& scratch, Less less) {
    constexpr size_t kRun = 16;
    const size_t n = v.size();
    for (size_t i = 0; i < n; i += kRun)
        smallSort(v.begin() + std::ptrdiff_t(i), v.begin() + std::ptrdiff_t(i + kRun < n ? i + kRun : n), less);
    if (n <= kRun) return;
    scratch.resize(n);
    for (size_t width = kRun; width < n; width *= 2) {
        for (size_t lo = 0; lo < n; lo += 2 * width) {
            const size_t mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
            size_t a = lo, b = mid, out = lo;
            while (a < mid && b < hi) scratch[out++] = less(v[b], v[a]) ? v[b++] : v[a++];
            while (a < mid) scratch[out++] = v[a++];
            while (b < hi) scratch[out++] = v[b++];
        }
        v.swap(scratch);
    }
}

}  // namespace sidestep
