// The Moving AI importer: every bundled file reads to what a second, plain reading of its text says;
// every file of the bad-input corpus and every inline bad case is refused with an error naming its line.
#include <gtest/gtest.h>

#include <sstream>

#include "movingai_data.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/io/movingai.hpp"
#include "sidestep/world/random.hpp"

using namespace sidestep;
namespace data = movingai_data;

namespace {

std::string joined(const std::vector<std::string>& errors) {
    std::string all;
    for (const std::string& e : errors) all += e + "\n";
    return all;
}

/// True when every error names its line ("line N: ..."), the last may be the "stopped after" note.
bool everyErrorNamesItsLine(const std::vector<std::string>& errors) {
    for (size_t i = 0; i < errors.size(); ++i) {
        const bool note = i + 1 == errors.size() && errors[i].rfind("stopped after", 0) == 0;
        if (!note && errors[i].rfind("line ", 0) != 0) return false;
    }
    return true;
}

std::string header(int h, int w) {
    return "type octile\nheight " + std::to_string(h) + "\nwidth " + std::to_string(w) + "\nmap\n";
}

std::string toCrlfWithoutFinalNewline(const std::string& text) {
    std::string out;
    for (char c : text) out += c == '\n' ? std::string("\r\n") : std::string(1, c);
    while (!out.empty() && (out.back() == '\n' || out.back() == '\r')) out.pop_back();
    return out;
}

}  // namespace

TEST(MovingAiMap, EveryBundledMapHasTheSizeAndTheBlockedCellsOfItsText) {
    for (const data::Pair& p : data::pairs()) {
        const std::string text = data::read(data::dir() + p.map);
        const MapParse parsed = parseMovingAiMap(text);
        ASSERT_TRUE(parsed.ok()) << p.map << "\n" << joined(parsed.errors);
        const std::vector<std::string> rows = data::rows(text);
        ASSERT_EQ(parsed.grid.height(), int32_t(rows.size())) << p.map;
        int64_t blocked = 0;
        for (size_t y = 0; y < rows.size(); ++y) {
            ASSERT_EQ(parsed.grid.width(), int32_t(rows[y].size())) << p.map << " row " << y;
            for (size_t x = 0; x < rows[y].size(); ++x) {
                const bool isBlocked = std::string("@OTW").find(rows[y][x]) != std::string::npos;
                blocked += isBlocked ? 1 : 0;
                EXPECT_EQ(parsed.grid.blocked(int32_t(x), int32_t(y)), isBlocked)
                    << p.map << " (" << x << ", " << y << ")";
            }
        }
        EXPECT_EQ(parsed.grid.blockedCount(), blocked) << p.map;
        EXPECT_GT(blocked, 0) << p.map;
    }
}

TEST(MovingAiScen, EveryBundledScenHasOneProblemPerLineWithTheFieldsOfThatLine) {
    for (const data::Pair& p : data::pairs()) {
        const std::string text = data::read(data::dir() + p.scen);
        const ScenParse parsed = parseMovingAiScen(text);
        ASSERT_TRUE(parsed.ok()) << p.scen << "\n" << joined(parsed.errors);
        const std::vector<std::string> lines = data::problemLines(text);
        ASSERT_EQ(parsed.problems.size(), lines.size()) << p.scen;
        for (size_t i = 0; i < lines.size(); ++i) {
            std::istringstream in(lines[i]);
            int bucket, w, h, sx, sy, gx, gy;
            std::string map;
            double optimal;
            in >> bucket >> map >> w >> h >> sx >> sy >> gx >> gy >> optimal;
            const ScenProblem& q = parsed.problems[i];
            EXPECT_EQ(q.line, int32_t(i) + 2);
            EXPECT_EQ(q.bucket, bucket);
            EXPECT_EQ(q.map, map);
            EXPECT_EQ(q.mapWidth, w);
            EXPECT_EQ(q.mapHeight, h);
            EXPECT_TRUE(q.start == (Cell{sx, sy}) && q.goal == (Cell{gx, gy})) << p.scen << " line " << q.line;
            EXPECT_EQ(q.optimal, optimal);
        }
    }
}

TEST(MovingAiScen, EveryBundledScenFitsItsMap) {
    for (const data::Pair& p : data::pairs()) {
        const data::Loaded loaded = data::load(p);
        ASSERT_TRUE(loaded.map.ok() && loaded.scen.ok()) << p.map;
        EXPECT_EQ(joined(checkScenAgainstMap(loaded.scen.problems, loaded.map.grid, "some/folder/" + p.map)), "");
    }
}

TEST(MovingAiScen, AScenIsRefusedForEveryOtherBundledMap) {
    for (const data::Pair& p : data::pairs()) {
        const ScenParse scen = data::load(p).scen;
        for (const data::Pair& other : data::pairs()) {
            if (other.map == p.map) continue;
            const MapParse map = parseMovingAiMap(data::read(data::dir() + other.map));
            const std::vector<std::string> errors = checkScenAgainstMap(scen.problems, map.grid, other.map);
            ASSERT_EQ(errors.size(), 1u) << p.scen << " on " << other.map << ": said once, not on every line";
            EXPECT_NE(errors[0].find("line 2: the problem is for map '" + p.map + "', not '" + other.map + "'"),
                      std::string::npos)
                << errors[0];
        }
    }
}

TEST(MovingAiImport, CrlfAndAMissingFinalNewlineReadTheSame) {
    for (const data::Pair& p : data::pairs()) {
        const data::Loaded plain = data::load(p);
        const MapParse map = parseMovingAiMap(toCrlfWithoutFinalNewline(data::read(data::dir() + p.map)));
        const ScenParse scen = parseMovingAiScen(toCrlfWithoutFinalNewline(data::read(data::dir() + p.scen)));
        ASSERT_TRUE(map.ok() && scen.ok()) << p.map << joined(map.errors) << joined(scen.errors);
        const size_t cells = size_t(map.grid.width()) * size_t(map.grid.height());
        EXPECT_EQ(std::string(map.grid.data(), map.grid.data() + cells),
                  std::string(plain.map.grid.data(), plain.map.grid.data() + cells));
        ASSERT_EQ(scen.problems.size(), plain.scen.problems.size());
        EXPECT_EQ(scen.problems.back().optimal, plain.scen.problems.back().optimal);
    }
}

TEST(MovingAiImport, EveryFileInTheBadInputCorpusIsRefusedWithAnErrorNamingItsLine) {
    const std::string dir = std::string(SIDESTEP_SOURCE_DIR) + "/tests/bad-inputs/movingai/";
    const JsonParse expected = parseJson(data::read(dir + "expected.json"));
    ASSERT_TRUE(expected.ok());
    ASSERT_GE(expected.value.members().size(), 30u);
    for (const auto& [file, want] : expected.value.members()) {
        const std::string text = data::read(dir + file);
        std::vector<std::string> errors;
        if (file.size() > 4 && file.substr(file.size() - 4) == ".map") {
            const MapParse map = parseMovingAiMap(text);
            errors = map.errors;
            EXPECT_EQ(map.grid.width() * map.grid.height(), 1) << file << ": no grid from a bad file";
        } else {
            const ScenParse scen = parseMovingAiScen(text);
            errors = scen.errors;
            if (const Json* against = want.find("map"); against && scen.ok()) {
                const MapParse map = parseMovingAiMap(data::read(data::dir() + against->asString()));
                errors = checkScenAgainstMap(scen.problems, map.grid, against->asString());
            }
        }
        const std::string phrase = want.find("error")->asString();
        EXPECT_NE(joined(errors).find(phrase), std::string::npos) << file << ": expected \"" << phrase << "\" in\n"
                                                                  << joined(errors);
        EXPECT_TRUE(everyErrorNamesItsLine(errors)) << file << "\n" << joined(errors);
    }
}

struct BadText {
    const char* what;
    std::string text;
    const char* phrase;
};

TEST(MovingAiMap, InlineBadTextsNameTheLineAndTheRule) {
    const std::vector<BadText> cases{
        {"a side of 1025", header(1, 1025) + std::string(1025, '.') + "\n",
         "line 3: width must be an integer 1..1024, got 1025"},
        {"two heights", "type octile\nheight 2\nheight 2\nwidth 1\nmap\n.\n.\n", "line 3: a second 'height' line"},
        {"a height with two values", "type octile\nheight 2 3\nwidth 1\nmap\n.\n.\n",
         "line 2: height must be an integer 1..1024, got '2 3'"},
        {"an empty row", header(2, 2) + "..\n\n", "line 6: row has 0 characters, width says 2"},
        {"an unprintable cell", header(1, 3) + ".\x01.\n", "line 5: unknown character '\\x01' at column 2"},
        {"only 'map'", "map\n", "line 1: 'map' before the 'type octile' line"},
        {"junk after the header", "type octile\nheight 1\nwidth 1\nmapping\n.\n", "line 4: expected a header line"},
    };
    for (const BadText& c : cases) {
        const MapParse parsed = parseMovingAiMap(c.text);
        EXPECT_NE(joined(parsed.errors).find(c.phrase), std::string::npos) << c.what << ":\n" << joined(parsed.errors);
        EXPECT_TRUE(everyErrorNamesItsLine(parsed.errors)) << c.what;
    }
}

TEST(MovingAiMap, SwampIsFreeWaterIsBlockedAndTrailingBlankLinesAreFine) {
    const MapParse parsed = parseMovingAiMap("type octile\nwidth 7\nheight 1\nmap\n.GS@OTW\n\n\r\n");
    ASSERT_TRUE(parsed.ok()) << joined(parsed.errors);
    const bool expected[7] = {false, false, false, true, true, true, true};
    for (int32_t x = 0; x < 7; ++x) EXPECT_EQ(parsed.grid.blocked(x, 0), expected[x]) << "column " << x;
}

TEST(MovingAiMap, AMapOfTheLargestSideReads) {
    std::string text = header(kMaxGridSide, kMaxGridSide);
    const std::string row = "@" + std::string(size_t(kMaxGridSide - 1), '.') + "\n";
    for (int32_t y = 0; y < kMaxGridSide; ++y) text += row;
    const MapParse parsed = parseMovingAiMap(text);
    ASSERT_TRUE(parsed.ok()) << joined(parsed.errors);
    EXPECT_EQ(parsed.grid.blockedCount(), kMaxGridSide);
}

TEST(MovingAiImport, TextsOverSixteenMebibytesAreRefusedByTheirSize) {
    const std::string huge(kMaxMovingAiBytes + 1, '.');
    const std::string phrase = "line 1: the file has 16777217 bytes, more than the limit of 16777216";
    EXPECT_NE(joined(parseMovingAiMap(huge).errors).find(phrase), std::string::npos);
    EXPECT_NE(joined(parseMovingAiScen(huge).errors).find(phrase), std::string::npos);
}

TEST(MovingAiImport, ErrorsStopAtTheLimitWithALastLineSayingSo) {
    std::string text = header(100, 2);
    for (int i = 0; i < 100; ++i) text += "xx\n";
    const MapParse parsed = parseMovingAiMap(text);
    ASSERT_EQ(parsed.errors.size(), kMaxMovingAiErrors + 1);
    EXPECT_EQ(parsed.errors.back(), "stopped after 20 errors");
    EXPECT_EQ(parsed.errors[19].rfind("line 24: unknown character 'x' at column 1", 0), 0u) << parsed.errors[19];
}

TEST(MovingAiScen, MoreProblemsThanTheLimitAreRefusedAtTheFirstLineOver) {
    std::string text = "version 1\n";
    const std::string line = "0\tm.map\t8\t8\t1\t1\t2\t2\t1.41421356\n";
    for (size_t i = 0; i <= kMaxScenProblems; ++i) text += line;
    const ScenParse parsed = parseMovingAiScen(text);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_EQ(parsed.errors[0], "line 100002: more than 100000 problems (the limit)");
    EXPECT_TRUE(parsed.problems.empty());
}

TEST(MovingAiScen, VersionOnePointZeroSpacesAndBlankLinesAreAccepted) {
    const ScenParse parsed =
        parseMovingAiScen("version 1.0\r\n\r\n1  a/b\\c.map 4 3 0 0 3 2 3.82842712\n\n2\tc.map\t4\t3\t3\t2\t0\t0\t0");
    ASSERT_TRUE(parsed.ok()) << joined(parsed.errors);
    ASSERT_EQ(parsed.problems.size(), 2u);
    EXPECT_EQ(parsed.problems[0].line, 3);
    EXPECT_EQ(parsed.problems[1].line, 5);
    EXPECT_EQ(baseName(parsed.problems[0].map), "c.map");
}

TEST(MovingAiScen, BaseNamesKeepOnlyWhatFollowsTheLastSlash) {
    const std::vector<std::pair<const char*, const char*>> cases{{"arena.map", "arena.map"},
                                                                 {"maps/dao/arena.map", "arena.map"},
                                                                 {"C:\\maps\\arena.map", "arena.map"},
                                                                 {"./x/", ""},
                                                                 {"", ""}};
    for (const auto& [path, name] : cases) EXPECT_EQ(baseName(path), name) << path;
}

TEST(MovingAiImport, RandomDamageToBundledFilesNeverCrashesAndEveryErrorNamesItsLine) {
    Random rng(13);
    const char junk[] = {'\0', '\n', '\r', ' ', '\t', 'x', '9', '-', '.', '@', char(0xff)};
    for (const data::Pair& p : data::pairs()) {
        const std::string map = data::read(data::dir() + p.map), scen = data::read(data::dir() + p.scen);
        for (int trial = 0; trial < 200; ++trial) {
            std::string m = map, s = scen;
            for (int k = 0; k < 1 + int(rng.next() % 4); ++k) {
                m[rng.next() % m.size()] = junk[rng.next() % sizeof(junk)];
                s[rng.next() % s.size()] = junk[rng.next() % sizeof(junk)];
            }
            if (rng.next() % 4 == 0) m.resize(rng.next() % m.size());  // truncated
            const MapParse mp = parseMovingAiMap(m);
            const ScenParse sp = parseMovingAiScen(s);
            EXPECT_TRUE(everyErrorNamesItsLine(mp.errors)) << joined(mp.errors);
            EXPECT_TRUE(everyErrorNamesItsLine(sp.errors)) << joined(sp.errors);
            EXPECT_LE(mp.errors.size(), kMaxMovingAiErrors + 1);
            if (mp.ok() && sp.ok()) {
                EXPECT_TRUE(everyErrorNamesItsLine(checkScenAgainstMap(sp.problems, mp.grid, p.map)));
            }
        }
    }
}
