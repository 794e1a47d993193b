#pragma once
/// A rectangular grid of blocked and free cells. Cells off the grid count as blocked.
#include <cstdint>
#include <vector>

#include "sidestep/geometry/types.hpp"

namespace sidestep {

class Grid {
public:
    /// An empty (all free) grid of width x height cells, each side 1..kMaxGridSide.
    Grid(int32_t width = 16, int32_t height = 16);

    int32_t width() const { return width_; }
    int32_t height() const { return height_; }

    /// True when (x, y) lies on the grid.
    bool contains(int32_t x, int32_t y) const { return x >= 0 && y >= 0 && x < width_ && y < height_; }
    /// True when the cell is blocked; cells off the grid are blocked.
    bool blocked(int32_t x, int32_t y) const {
        return !contains(x, y) || ((bits_[size_t(y) * words_ + (size_t(x) >> 6)] >> (x & 63)) & 1u) != 0;
    }
    bool blocked(Cell c) const { return blocked(c.x, c.y); }

    /// Blocks or frees one cell; cells off the grid are ignored.
    void set(int32_t x, int32_t y, bool isBlocked) {
        if (!contains(x, y)) return;
        cells_[index(x, y)] = isBlocked ? 1 : 0;
        uint64_t& word = bits_[size_t(y) * words_ + (size_t(x) >> 6)];
        const uint64_t bit = uint64_t(1) << (x & 63);
        word = isBlocked ? word | bit : word & ~bit;
    }
    /// Frees every cell.
    void clear();
    /// Changes the size, each side 1..kMaxGridSide. Cells keep their (x, y); new cells are free.
    void resize(int32_t width, int32_t height);

    /// Number of blocked cells on the grid.
    int64_t blockedCount() const;

    /// True when other has the same size and the same blocked cells.
    bool sameCells(const Grid& other) const {
        return width_ == other.width_ && height_ == other.height_ && cells_ == other.cells_;
    }

    /// A 64-bit digest of the size and the cells (FNV-1a): equal for equal grids, so two modules that each hold
    /// a grid (the page's and its importers') can tell whether they hold the same one.
    uint64_t digest() const;

    /// Row-major cell bytes (0 free, 1 blocked), row 0 first: width * height bytes.
    const uint8_t* data() const { return cells_.data(); }
    /// The same cells as bits, the queries' copy (an eighth of the bytes: on a large world the cells near
    /// agents all over it stay in the cache): row y is wordsPerRow() words from bitRow(y), bit x % 64 of word
    /// x / 64 set for a blocked cell (x, y); the bits past the width are clear.
    const uint64_t* bitRow(int32_t y) const { return bits_.data() + size_t(y) * words_; }
    size_t wordsPerRow() const { return words_; }
    /// Bytes of the bits' storage.
    size_t bitBytes() const { return bits_.capacity() * sizeof(uint64_t); }
    /// True when every cell x0..x1, y0..y1 (both ends included) lies on the grid and none is blocked.
    bool freeBox(int32_t x0, int32_t y0, int32_t x1, int32_t y1) const;

private:
    size_t index(int32_t x, int32_t y) const { return size_t(y) * size_t(width_) + size_t(x); }

    void rebuildBits();

    int32_t width_;
    int32_t height_;
    std::vector<uint8_t> cells_;
    size_t words_ = 0;            // per row of bits_
    std::vector<uint64_t> bits_;  // see bitRow()
};

}  // namespace sidestep
