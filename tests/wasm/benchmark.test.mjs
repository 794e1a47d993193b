// The Moving AI benchmark through the page's facade (web/sim/benchmark.js): maps and scens read and
// refused as the CLI reads and refuses them, a row's scenario is what `sidestep import` prints, and every
// problem run in wasm gives the CLI's CSV line and summary (native == wasm).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { BenchmarkError, BenchmarkSet, resultAt } from '../../web/sim/benchmark.js';
import { Sim } from '../../web/sim/sim.js';
import { loadImporters, loadModule } from './load.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DATA = `${ROOT}tests/data/movingai/`;
const BAD = `${ROOT}tests/bad-inputs/movingai/`;
const CLI = `${ROOT}build/native/sidestep`;
const PAIRS = [
  ['arena.map', 'arena.map.scen'],
  ['den201d.map', 'den201d.map.scen'],
  ['maze-32-32-2.map', 'maze-32-32-2-random-1.scen'],
  ['random-32-32-10.map', 'random-32-32-10-random-1.scen'],
  ['room-32-32-4.map', 'room-32-32-4-random-1.scen'],
];
const read = (file) => readFileSync(file, 'utf8');
const cli = (args, input) => spawnSync(CLI, args, { encoding: 'utf8', maxBuffer: 64 << 20, input });
const tmp = mkdtempSync(join(tmpdir(), 'sidestep-benchmark-'));

let module, importers;
before(async () => {
  module = await loadModule();
  importers = await loadImporters();
});
after(() => rmSync(tmp, { recursive: true, force: true }));

function errorsOf(fn) {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof BenchmarkError, err.message);
    return err.errors;
  }
  assert.fail('expected a BenchmarkError');
}

describe('maps and scens in wasm', () => {
  let set;
  before(() => {
    set = new BenchmarkSet(importers);
  });
  after(() => set.dispose());

  it('every bundled pair reads, with the scen checked against its map, and lists every problem of the file', () => {
    for (const [map, scen] of PAIRS) {
      const info = set.loadMap(map, read(DATA + map));
      const rows = read(DATA + map)
        .split('\n')
        .slice(4)
        .map((l) => l.replace('\r', ''))
        .filter((l) => l);
      assert.deepEqual([info.width, info.height], [rows[0].length, rows.length]);
      assert.equal(info.blocked, rows.join('').replace(/[^@OTW]/g, '').length);
      assert.deepEqual([info.swamp, info.water], [0, 0]);
      assert.equal(
        set.loadScen(scen, read(DATA + scen)).count,
        read(DATA + scen)
          .trim()
          .split('\n').length - 1,
      );
      const lines = read(DATA + scen)
        .split('\n')
        .slice(1)
        .filter((l) => l.trim());
      for (const k of [0, lines.length >> 1, lines.length - 1]) {
        const f = lines[k].trim().split(/\s+/);
        const p = set.problem(k);
        assert.deepEqual([p.bucket, ...p.start, ...p.goal], [+f[0], +f[4], +f[5], +f[6], +f[7]]);
        assert.equal(p.line, k + 2);
        assert.ok(Math.abs(p.optimal - +f[8]) < 1e-3 * +f[8] + 1e-3);
      }
      assert.equal(set.bundledName, map.replace(/\.map$/, ''), 'the cells are a bundled map');
    }
  });

  it("every bad file of the corpus is refused with the CLI's error, and the loaded map and problems stay", () => {
    const expected = JSON.parse(read(`${BAD}expected.json`));
    set.loadMap('arena.map', read(`${DATA}arena.map`));
    set.loadScen('arena.map.scen', read(`${DATA}arena.map.scen`));
    for (const [file, { error, map }] of Object.entries(expected)) {
      assert.ok(!map || map === 'arena.map', 'scens of the corpus are checked against arena.map');
      const text = read(BAD + file);
      const errors = errorsOf(() => (file.endsWith('.map') ? set.loadMap(file, text) : set.loadScen(file, text)));
      assert.ok(
        errors.some((e) => e.includes(error)),
        `${file}: ${errors.join(' | ')}`,
      );
      assert.deepEqual(
        [set.mapName, set.scenName, set.count],
        ['arena.map', 'arena.map.scen', 160],
        `${file}: nothing changed`,
      );
    }
  });

  it('a scen for another map or another size is refused at its first line', () => {
    set.loadMap('room-32-32-4.map', read(`${DATA}room-32-32-4.map`));
    assert.deepEqual(
      errorsOf(() => set.loadScen('arena.map.scen', read(`${DATA}arena.map.scen`))),
      ["line 2: the problem is for map 'arena.map', not 'room-32-32-4.map'"],
    );
    const resized = read(`${DATA}room-32-32-4-random-1.scen`).replace(/\t32\t32\t/g, '\t33\t32\t');
    assert.deepEqual(
      errorsOf(() => set.loadScen('room.scen', resized)),
      ['line 2: the problem says the map is 33 x 32, the map is 32 x 32'],
    );
    assert.deepEqual(
      errorsOf(() => new BenchmarkSet(importers).loadScen('x.scen', 'version 1\n')),
      ['open a .map first: a .scen lists problems on one map'],
    );
  });

  it('CRLF and a map of swamp and water read, with S free and W blocked counted', () => {
    const info = set.loadMap('terrain.map', 'type octile\r\nheight 2\r\nwidth 3\r\nmap\r\nSW.\r\n.WS');
    assert.deepEqual(info, { width: 3, height: 2, blocked: 2, swamp: 2, water: 2 });
    assert.equal(set.bundledName, '');
    assert.deepEqual(module.movingAiCells(), { free: '.GS', blocked: '@OTW' });
  });
});

describe('scenarios and runs in wasm equal the CLI', () => {
  it("a row's scenario is what `sidestep import` prints, and opens in the page's facade", () => {
    const set = new BenchmarkSet(importers);
    const [map, scen] = PAIRS[4];
    set.loadMap(map, read(DATA + map));
    set.loadScen(scen, read(DATA + scen));
    const text = set.scenarioText(57, 'nproxy', 3);
    const printed = cli(['import', DATA + map, DATA + scen, '--row', '57', '--P', '3']).stdout;
    assert.deepEqual(JSON.parse(text), JSON.parse(printed));
    assert.deepEqual(JSON.parse(set.scenarioText(-1, 'greedy', 0)), JSON.parse(cli(['import', DATA + map]).stdout));
    assert.deepEqual(
      errorsOf(() => set.scenarioText(3, 'nproxy', 300)),
      ['P: must be an integer 0..256, got 300'],
    );
    assert.deepEqual(
      errorsOf(() => set.setAgent('seek', 3)),
      ['behavior: must be nproxy or greedy, got seek'],
    );

    const sim = new Sim(module);
    sim.loadScenario(text);
    while (sim.step(1000) > 0);
    set.setAgent('nproxy', 3);
    const r = set.run(57);
    const agent = sim.state().agents[0];
    assert.equal(agent.steps, r.steps, 'the scene walks what the runner reports');
    assert.equal(agent.stop, r.outcome);
    sim.dispose();
    set.dispose();
  });

  for (const [map, scen] of PAIRS) {
    it(`${map}: every row run in wasm gives the CLI's CSV line, and the summary its table (nproxy P = 7)`, () => {
      const csv = join(tmp, `${map}.csv`);
      const out = cli(['movingai', DATA + map, DATA + scen, '--P', '7', '--csv', csv]);
      assert.equal(out.status, 0, out.stderr);
      const [header, ...lines] = read(csv).trimEnd().split('\n');
      const names = header.split(',');
      const rows = lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [names[i], v])));

      const set = new BenchmarkSet(importers);
      set.loadMap(map, read(DATA + map));
      set.loadScen(scen, read(DATA + scen));
      set.setAgent('nproxy', 7);
      let done = 0;
      while (done < set.count) done += set.runRows(done, 37); // in chunks, as the worker runs them
      const results = set.results();
      rows.forEach((x, k) => {
        const r = resultAt(set, results, k);
        assert.equal(r.row, +x.row);
        assert.equal(r.outcome, x.stop, `row ${x.row}`);
        assert.equal(r.steps, +x.steps, `row ${x.row}`);
        assert.equal(r.returns, +x.returns, `row ${x.row}`);
        assert.equal(r.stepLimit, +x.step_limit);
        assert.equal(r.optimal4, +x.optimal4);
        assert.equal(r.optimal, Math.fround(+x.optimal));
        if (x.ratio) assert.equal(r.ratio, Math.fround(+x.ratio));
        else assert.equal(r.ratio, null);
        const single = set.run(r.row);
        assert.equal(single.ratio === null ? '' : String(single.ratio), x.ratio === '' ? '' : String(+x.ratio));
      });

      // The summary table as the CLI prints it: bucket, problems, reached, ..., meanRatio, worstRatio.
      const table = out.stdout.split('\n');
      const head = table.findIndex((l) => l.trim().startsWith('bucket'));
      const summary = set.summary();
      const fmt = (t) =>
        [
          t.problems,
          t.reached,
          t.stuck,
          t.oscillation,
          t.maxSteps,
          t.unreachable,
          t.reached ? t.meanRatio.toFixed(3) : '-',
          t.reached ? t.worstRatio.toFixed(3) : '-',
        ].join(' ');
      const expected = [...summary.buckets.map((b) => `${b.bucket} ${fmt(b)}`), `all ${fmt(summary.all)}`];
      assert.deepEqual(
        table.slice(head + 1, head + 1 + expected.length).map((l) => l.trim().split(/\s+/).join(' ')),
        expected,
      );
      set.dispose();
    });
  }
});
