// The field lists the page's layouts come from (io/record_fields.hpp) cover each record word for word: no
// gap (a field added to a record and not to its list), no overlap (two names for one word), no name twice.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "sidestep/io/record_fields.hpp"

using namespace sidestep;

TEST(RecordFields, EveryListCoversItsRecordWordForWord) {
    for (const RecordFields& r : fields::kAll) {
        std::vector<RecordField> f(r.fields, r.fields + r.count);
        std::sort(f.begin(), f.end(), [](const RecordField& a, const RecordField& b) { return a.word < b.word; });
        uint32_t next = 0;
        std::set<std::string> names;
        for (const RecordField& field : f) {
            EXPECT_EQ(field.word, next) << r.record << "." << field.name << ": "
                                        << (field.word > next ? "words before it are in no field"
                                                              : "overlaps the field before it");
            EXPECT_GT(field.words, 0u) << r.record << "." << field.name;
            EXPECT_TRUE(names.insert(field.name).second) << r.record << "." << field.name << " is named twice";
            next = field.word + field.words;
        }
        EXPECT_EQ(next, r.stride) << r.record << ": its last words are in no field";
    }
}
