// `sidestep movingai ... --behavior B --planner P`: continuous agents on the bundled Moving AI problems, with and
// without routes. The summary adds up, a continuous agent's ratio is its path over the octile optimum, the
// options refuse what does not fit (a planner for a grid agent, an unknown planner or behaviour), and the docs'
// table (docs/maps.md) is what the tool prints now. Needs only the native build (build/native/sidestep).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const DATA = `${ROOT}tests/data/movingai/`;
const tmp = mkdtempSync(join(tmpdir(), 'sidestep-movingai-routes-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

function cli(args) {
  const r = spawnSync(CLI, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('movingai with continuous agents', () => {
  it('runs orca with a route over the rows asked for, and the CSV ratio is the path over the octile optimum', () => {
    const r = cli([
      'movingai',
      `${DATA}den201d.map`,
      `${DATA}den201d.map.scen`,
      '--behavior',
      'orca',
      '--planner',
      'any-angle',
      '--rows',
      '0-19',
      '--csv',
      join(tmp, 'rows.csv'),
    ]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /agent orca \(radius 0\.35, max speed 3\), planner any-angle, from cell centre to cell centre/);
    const rows = readFileSync(join(tmp, 'rows.csv'), 'utf8')
      .split('\n')
      .filter((l) => /^\d+,/.test(l));
    assert.equal(rows.length, 20);
    for (const line of rows) {
      const f = line.split(',');
      const optimal = Number(f[8]),
        reached = f[10] === '1',
        ratio = Number(f[15]);
      if (reached && optimal > 0) assert.ok(ratio > 0.9 && ratio < 1.5, line);
    }
    const all = r.out.split('\n').find((l) => l.trim().startsWith('all '));
    assert.equal(Number(all.trim().split(/\s+/)[1]), 20);
  });

  it('refuses a planner for a grid agent, an unknown planner and a script', () => {
    const map = `${DATA}arena.map`,
      scen = `${DATA}arena.map.scen`;
    const grid = cli(['movingai', map, scen, '--behavior', 'nproxy', '--planner', 'grid']);
    assert.equal(grid.code, 2);
    assert.match(grid.err, /--planner: nproxy is a grid behaviour/);
    const bad = cli(['movingai', map, scen, '--behavior', 'orca', '--planner', 'astar']);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /--planner: must be none, grid or any-angle, got astar/);
    const script = cli(['movingai', map, scen, '--behavior', 'script']);
    assert.equal(script.code, 2);
    assert.match(script.err, /--behavior: must be one of/);
    const imported = cli(['import', map, scen, '--row', '0', '--planner', 'grid']);
    assert.equal(imported.code, 2);
    assert.match(imported.err, /--planner: grid agents plan nothing/);
  });
});

describe('the docs', () => {
  it('their table of continuous agents with and without routes is what `sidestep movingai` prints now', async () => {
    const { movingaiRoutesTable, shownTable } = await import('../../scripts/movingai-routes-table.mjs');
    const shown = shownTable();
    assert.ok(shown, 'a page under docs/ has the table');
    assert.deepEqual(shown, movingaiRoutesTable());
  });
});
