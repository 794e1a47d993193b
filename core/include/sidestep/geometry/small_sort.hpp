#pragma once
/// An insertion sort for the short, nearly sorted lists of one step (an agent's obstacles met, the pairs of
/// one agent, a step's events): linear on a sorted list, and a few hundred bytes of code where std::sort
/// instantiates kilobytes (the page's size budget).
#include <utility>

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

}  // namespace sidestep
