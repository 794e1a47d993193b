#pragma once
// Shared by the binding files: zero-copy typed-array views over records made of 4-byte words, and the
// word offset of a field (so JS never hard-codes a layout).
#include <emscripten/val.h>

#include <cstddef>
#include <vector>

#include "sidestep/io/record_fields.hpp"

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

/// A record's layout for JS: its stride and each field's first word, from its one field list
/// (io/record_fields.hpp).
template <size_t N>
emscripten::val layoutOf(const RecordField (&fields)[N], size_t bytes) {
    emscripten::val o = emscripten::val::object();
    o.set("stride", int(bytes / 4));
    for (const RecordField& f : fields) o.set(f.name, int(f.word));
    return o;
}

}  // namespace sidestep::bind
