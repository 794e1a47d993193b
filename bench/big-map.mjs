// A 512 x 512 Moving AI map and scen for tests and measurements (no map this big is bundled): 16 x 16
// tiles, each a copy of one of the bundled 32 x 32 maps (rooms, a maze, random blocks) chosen by a
// seeded generator, with a door carved across every tile border, and a few tiles flooded with a pond of
// water (W, blocked) in swamp (S, free) so the import's swamp-and-water rule shows. The problems are
// seeded random pairs of free cells that the core finds connected, with the core's octile optimum as
// the scen's optimal length and the Moving AI bucket floor(optimal / 4).
//
//   node bench/big-map.mjs DIR [PROBLEMS]   writes DIR/tiles-512.map and DIR/tiles-512.map.scen
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { BenchmarkSet } from '../web/sim/benchmark.js';
import { random } from './scenes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TILES = ['room-32-32-4', 'maze-32-32-2', 'random-32-32-10'];
const TILE = 32,
  COUNT = 16,
  SIDE = TILE * COUNT;
export const BIG_MAP = 'tiles-512.map';
export const BIG_SCEN = 'tiles-512.map.scen';

function tileRows(name) {
  return readFileSync(`${ROOT}tests/data/movingai/${name}.map`, 'utf8')
    .split('\n')
    .slice(4, 4 + TILE)
    .map((r) => r.replace('\r', ''));
}

/** The map's rows (arrays of characters), seeded. */
function mapCells(rnd) {
  const tiles = TILES.map(tileRows);
  const cells = Array.from({ length: SIDE }, () => new Array(SIDE));
  for (let ty = 0; ty < COUNT; ty++) {
    for (let tx = 0; tx < COUNT; tx++) {
      const rows = tiles[Math.floor(rnd() * tiles.length)];
      for (let y = 0; y < TILE; y++) for (let x = 0; x < TILE; x++) cells[ty * TILE + y][tx * TILE + x] = rows[y][x];
      if (rnd() < 0.08) {
        // a pond: water in the middle, swamp round it
        const cx = tx * TILE + 16,
          cy = ty * TILE + 16,
          r = 5 + rnd() * 6;
        for (let y = cy - 15; y < cy + 15; y++) {
          for (let x = cx - 15; x < cx + 15; x++) {
            const d = Math.hypot(x - cx, y - cy);
            if (d < r) cells[y][x] = 'W';
            else if (d < r + 3) cells[y][x] = 'S';
          }
        }
      }
    }
  }
  // A door two cells wide across every border between tiles, two cells deep on each side.
  for (let t = 1; t < COUNT; t++) {
    for (let k = 0; k < COUNT; k++) {
      const across = t * TILE,
        along = k * TILE + 2 + Math.floor(rnd() * (TILE - 5));
      for (let d = -2; d < 2; d++) {
        for (let w = 0; w < 2; w++) {
          cells[along + w][across + d] = '.'; // a door in a vertical border
          cells[across + d][along + w] = '.'; // and one in a horizontal border
        }
      }
    }
  }
  return cells;
}

/**
 * The map and `problems` problems, as `.map` and `.scen` texts. `module` is the wasm module (the core
 * finds the connected pairs and their optima).
 */
export function bigMap(module, { seed = 512, problems = 1000 } = {}) {
  const rnd = random(seed);
  const cells = mapCells(rnd);
  const mapText = `type octile\nheight ${SIDE}\nwidth ${SIDE}\nmap\n${cells.map((r) => r.join('')).join('\n')}\n`;
  const free = (x, y) => '.GS'.includes(cells[y][x]);
  const set = new BenchmarkSet(module);
  try {
    set.loadMap(BIG_MAP, mapText);
    const candidates = [];
    while (candidates.length < problems * 2) {
      const [sx, sy, gx, gy] = [0, 0, 0, 0].map(() => Math.floor(rnd() * SIDE));
      if (free(sx, sy) && free(gx, gy) && (sx !== gx || sy !== gy)) candidates.push([sx, sy, gx, gy]);
    }
    const line = (p, optimal, bucket) => `${bucket}\t${BIG_MAP}\t${SIDE}\t${SIDE}\t${p.join('\t')}\t${optimal}`;
    set.loadScen(BIG_SCEN, `version 1\n${candidates.map((p) => line(p, 0, 0)).join('\n')}\n`);
    const kept = [];
    for (let i = 0; i < candidates.length && kept.length < problems; i++) {
      const o = set.optima(i);
      if (o.optimal4 !== null) kept.push(line(candidates[i], o.optimal.toFixed(8), Math.floor(o.optimal / 4)));
    }
    return { mapName: BIG_MAP, mapText, scenName: BIG_SCEN, scenText: `version 1\n${kept.join('\n')}\n` };
  } finally {
    set.dispose();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [dir, count] = process.argv.slice(2);
  if (!dir) throw new Error('usage: node bench/big-map.mjs DIR [PROBLEMS]');
  const { loadImporters } = await import('../tests/wasm/load.mjs');
  const big = bigMap(await loadImporters(), { problems: Number(count ?? 1000) });
  writeFileSync(join(dir, big.mapName), big.mapText);
  writeFileSync(join(dir, big.scenName), big.scenText);
  console.log(`${join(dir, big.mapName)}, ${join(dir, big.scenName)}`);
}
