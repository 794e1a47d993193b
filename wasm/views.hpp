#pragma once
// Shared by the binding files: zero-copy typed-array views over records made of 4-byte words, and the
// word offset of a field (so JS never hard-codes a layout).
#include <emscripten/val.h>

#include <cstddef>
#include <vector>

namespace sidestep::bind {

/// A Float32Array over an array of records made of 4-byte words (the JS side adds Uint32/Int32 views of
/// the same memory for integer fields). It detaches when the heap grows: take it again after any call
/// that may allocate.
template <class Record>
emscripten::val wordsView(const std::vector<Record>& records) {
    static_assert(sizeof(Record) % 4 == 0, "records must be whole 4-byte words");
    return emscripten::val(emscripten::typed_memory_view(records.size() * sizeof(Record) / 4,
                                                         reinterpret_cast<const float*>(records.data())));
}

/// A list of names from a name function over 0..count-1.
template <class Name>
emscripten::val names(Name name, unsigned count) {
    emscripten::val list = emscripten::val::array();
    for (unsigned i = 0; i < count; ++i) list.call<void>("push", std::string(name(i)));
    return list;
}

}  // namespace sidestep::bind

#define SIDESTEP_WORD(Type, field) emscripten::val(int(offsetof(Type, field) / 4))
