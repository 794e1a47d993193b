// Where a compare's panes go: the grid of columns and rows that gives each pane's world the largest scale
// in the free area (a wide world stacks, a tall one sits side by side), recomputed when the area changes.

/**
 * The columns and rows for `count` panes of a `worldW` x `worldH` world in a `width` x `height` box (CSS
 * pixels), `gap` between panes and `margin` around each world, and the scale it gives (CSS px per unit).
 */
export function paneGrid(count, width, height, worldW, worldH, gap = 4, margin = 8) {
  let best = { columns: 1, rows: count, scale: -1 };
  for (let columns = 1; columns <= count; columns++) {
    const rows = Math.ceil(count / columns);
    const w = (width - gap * (columns + 1)) / columns - 2 * margin;
    const h = (height - gap * (rows + 1)) / rows - 2 * margin;
    const scale = Math.min(w / Math.max(worldW, 1e-6), h / Math.max(worldH, 1e-6));
    if (scale > best.scale + 1e-9) best = { columns, rows, scale };
  }
  return best;
}
