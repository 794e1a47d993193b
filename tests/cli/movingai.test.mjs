// `sidestep movingai` and `sidestep import` on the bundled Moving AI samples (tests/data/movingai/):
// the summary adds up against the scen file, --rows and --csv give one faithful line per problem, bad
// files and options exit 2 naming the line or the option, and imports validate as scenarios.
// Needs only the native build (build/native/sidestep).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const DATA = `${ROOT}tests/data/movingai/`;
const BAD = `${ROOT}tests/bad-inputs/movingai/`;
const PAIRS = [
  ['arena.map', 'arena.map.scen'],
  ['den201d.map', 'den201d.map.scen'],
  ['maze-32-32-2.map', 'maze-32-32-2-random-1.scen'],
  ['random-32-32-10.map', 'random-32-32-10-random-1.scen'],
  ['room-32-32-4.map', 'room-32-32-4-random-1.scen'],
];
const OUTCOMES = ['reached', 'stuck', 'oscillation', 'maxSteps', 'unreachable'];

const tmp = mkdtempSync(join(tmpdir(), 'sidestep-movingai-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

function cli(args, input) {
  const r = spawnSync(CLI, args, { encoding: 'utf8', maxBuffer: 64 << 20, input });
  return { code: r.status, out: r.stdout, err: r.stderr, signal: r.signal };
}

/** The problems of a scen file, read here without the tool: one object per non-empty line after the first. */
function scenProblems(file) {
  return readFileSync(DATA + file, 'utf8')
    .split('\n')
    .slice(1)
    .map((l) => l.trim())
    .filter((l) => l)
    .map((l) => {
      const f = l.split(/\s+/);
      return { bucket: +f[0], start: [+f[4], +f[5]], goal: [+f[6], +f[7]], optimal: +f[8] };
    });
}

/** The map's rows, read here without the tool. */
function mapRows(file) {
  return readFileSync(DATA + file, 'utf8')
    .split('\n')
    .slice(4)
    .map((l) => l.replace('\r', ''))
    .filter((l) => l);
}

/** The summary table: { bucket label: { problems, reached, ..., meanRatio, worstRatio } }. */
function summary(out) {
  const lines = out.split('\n');
  const head = lines.findIndex((l) => l.trim().startsWith('bucket'));
  assert.ok(head >= 0, out);
  const names = lines[head].trim().split(/\s+/);
  const rows = {};
  for (const line of lines.slice(head + 1)) {
    const f = line.trim().split(/\s+/);
    if (f.length !== names.length) break;
    rows[f[0]] = Object.fromEntries(names.slice(1).map((n, i) => [n, f[i + 1] === '-' ? null : +f[i + 1]]));
  }
  return rows;
}

function parseCsv(text) {
  const [header, ...lines] = text.trimEnd().split('\n');
  const names = header.split(',');
  return { names, rows: lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [names[i], v]))) };
}

const near = (a, b) => Math.abs(a - b) <= 1e-3 + 1e-5 * b;

describe('movingai MAP SCEN', () => {
  for (const [map, scen] of PAIRS) {
    it(`${map}: a summary per bucket whose counts add up to the scen's problems, and a throughput line`, () => {
      const r = cli(['movingai', DATA + map, DATA + scen]);
      assert.equal(r.code, 0, r.err);
      const table = summary(r.out);
      const problems = scenProblems(scen);
      const perBucket = {};
      for (const p of problems) perBucket[p.bucket] = (perBucket[p.bucket] ?? 0) + 1;
      assert.deepEqual(
        Object.keys(table)
          .filter((k) => k !== 'all')
          .sort(),
        Object.keys(perBucket).sort(),
      );
      for (const [label, row] of Object.entries(table)) {
        const expected = label === 'all' ? problems.length : perBucket[label];
        assert.equal(row.problems, expected, `bucket ${label}`);
        assert.equal(
          OUTCOMES.reduce((n, o) => n + row[o], 0),
          row.problems,
          `bucket ${label}: outcomes add up`,
        );
        if (row.reached > 0) assert.ok(row.meanRatio >= 1 && row.meanRatio <= row.worstRatio, `bucket ${label}`);
        else assert.equal(row.meanRatio, null);
      }
      for (const o of OUTCOMES) {
        const sum = Object.entries(table)
          .filter(([k]) => k !== 'all')
          .reduce((n, [, row]) => n + row[o], 0);
        assert.equal(table.all[o], sum, o);
      }
      assert.equal(table.all.unreachable, 0, 'every benchmark problem is reachable');
      assert.match(r.out, /throughput: \d+ problems in [\d.]+ s, \d+ problems\/s/);
      assert.match(r.err, new RegExp(`movingai: ${problems.length}/${problems.length} problems`), 'progress on stderr');
    });
  }

  it('--rows A-B and --csv FILE: one line per chosen row, faithful to the scen, with our optima and ratios', () => {
    const [map, scen] = PAIRS[4];
    const csvPath = join(tmp, 'rows.csv');
    const r = cli(['movingai', DATA + map, DATA + scen, '--rows', '10-109', '--csv', csvPath, '--P', '3']);
    assert.equal(r.code, 0, r.err);
    const { names, rows } = parseCsv(readFileSync(csvPath, 'utf8'));
    for (const n of [
      'row',
      'bucket',
      'start_x',
      'start_y',
      'goal_x',
      'goal_y',
      'optimal',
      'optimal4',
      'reached',
      'stop',
      'steps',
      'ratio',
    ]) {
      assert.ok(names.includes(n), `column ${n}`);
    }
    assert.deepEqual(
      rows.map((x) => +x.row),
      Array.from({ length: 100 }, (_, i) => 10 + i),
    );
    const problems = scenProblems(scen);
    for (const x of rows) {
      const p = problems[+x.row];
      assert.equal(+x.bucket, p.bucket);
      assert.deepEqual([+x.start_x, +x.start_y, +x.goal_x, +x.goal_y], [...p.start, ...p.goal]);
      assert.ok(near(+x.optimal, p.optimal), `row ${x.row}: ${x.optimal} vs ${p.optimal}`);
      const optimal4 = +x.optimal4;
      assert.ok(optimal4 >= p.optimal - 1e-3 && optimal4 <= Math.SQRT2 * p.optimal + 1e-3, `row ${x.row}`);
      assert.ok(OUTCOMES.includes(x.stop), x.stop);
      assert.equal(x.reached === '1', x.stop === 'reached');
      if (x.stop === 'reached') assert.ok(Math.abs(+x.ratio - +x.steps / optimal4) < 1e-12, `row ${x.row}`);
      else assert.equal(x.ratio, '');
    }
    const table = summary(r.out);
    assert.equal(table.all.problems, 100);
    assert.equal(table.all.reached, rows.filter((x) => x.stop === 'reached').length);
    assert.equal(table.all.oscillation, rows.filter((x) => x.stop === 'oscillation').length);
  });

  it('--rows N alone runs one problem, and the same row gives the same line as in a full run', () => {
    const [map, scen] = PAIRS[3];
    const one = join(tmp, 'one.csv'),
      all = join(tmp, 'all.csv');
    const r = cli(['movingai', DATA + map, DATA + scen, '--rows', '57', '--csv', one]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^throughput: 1 problem in [\d.]+ s/m, 'one problem, in the singular');
    assert.equal(cli(['movingai', DATA + map, DATA + scen, '--csv', all]).code, 0);
    const single = parseCsv(readFileSync(one, 'utf8')).rows;
    const full = parseCsv(readFileSync(all, 'utf8')).rows;
    assert.equal(single.length, 1);
    assert.equal(full.length, scenProblems(scen).length);
    assert.deepEqual(single[0], full[57]);
  });

  it('greedy and any nproxy param by name are accepted', () => {
    const [map, scen] = PAIRS[1];
    assert.equal(cli(['movingai', DATA + map, DATA + scen, '--behavior', 'greedy']).code, 0);
    const r = cli([
      'movingai',
      DATA + map,
      DATA + scen,
      '--param',
      'P=12',
      '--param',
      'metric=octile',
      '--param',
      'stopOnReturn=false',
    ]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /nproxy P=12 stepTieBreak=on stopOnReturn=off metric=octile/);
  });

  it('MAP alone prints its size and blocked cells', () => {
    for (const [map] of PAIRS) {
      const rows = mapRows(map);
      const blocked = rows.join('').replace(/[^@OTW]/g, '').length;
      const r = cli(['movingai', DATA + map]);
      assert.equal(r.code, 0, r.err);
      assert.ok(r.out.includes(`${rows[0].length} x ${rows.length} cells, ${blocked} blocked`), r.out);
    }
  });
});

describe('movingai: bad input exits 2 and names the line or the option', () => {
  const expected = JSON.parse(readFileSync(`${BAD}expected.json`, 'utf8'));
  for (const [file, { error, map }] of Object.entries(expected)) {
    it(`${file}: "${error}"`, () => {
      const args = file.endsWith('.map')
        ? ['movingai', BAD + file]
        : ['movingai', DATA + (map ?? 'arena.map'), BAD + file];
      const r = cli(args);
      assert.equal(r.signal, null, 'no crash');
      assert.equal(r.code, 2);
      assert.ok(r.err.includes(`${BAD}${file}: ${error}`), r.err);
      assert.equal(r.out, '');
    });
  }

  it('a scen for another map is refused at its first line, once', () => {
    const r = cli(['movingai', `${DATA}room-32-32-4.map`, `${DATA}arena.map.scen`]);
    assert.equal(r.code, 2);
    assert.equal(
      r.err,
      `error: ${DATA}arena.map.scen: line 2: the problem is for map 'arena.map', not 'room-32-32-4.map'\n`,
    );
  });

  const options = [
    [['--rows', '5-400'], '--rows: must be A-B with 0 <= A <= B <= 159'],
    [['--rows', '9-3'], '--rows: must be A-B'],
    [['--param', 'speed=1'], '--param speed: unknown nproxy param (P, stepTieBreak, stopOnReturn, metric)'],
    [['--param', 'P=300'], '--param P: must be an integer 0..256, got 300'],
    [['--param', 'metric=taxicab'], '--param metric: must be one of euclidean, manhattan, octile'],
    [['--P', '-1'], '--P: must be an integer 0..256, got -1'],
    [['--P', '300'], '--P: must be an integer 0..256, got 300'],
    [
      ['--behavior', 'script'],
      '--behavior: must be one of seek, greedy, nproxy, whiskers, feelers, raycast, context, orca, got script',
    ],
    [['--behavior', 'nproxy', '--planner', 'grid'], '--planner: nproxy is a grid behaviour'],
    [['--behavior', 'greedy', '--P', '3'], 'greedy has no params'],
    [['--csv', '/nonexistent-folder/x.csv'], '--csv: cannot write'],
  ];
  for (const [extra, phrase] of options) {
    it(`${extra.join(' ')}: "${phrase}"`, () => {
      const r = cli(['movingai', `${DATA}arena.map`, `${DATA}arena.map.scen`, ...extra]);
      assert.equal(r.code, 2);
      assert.ok(r.err.includes(phrase), r.err);
      assert.equal(r.err.trim().split('\n').length, 1, `said once: ${r.err}`);
    });
  }

  it('a scen whose optimum disagrees with ours is run, and the summary says how many rows disagree', () => {
    const scen = `${DATA}room-32-32-4-random-1.scen`;
    const plain = cli(['movingai', `${DATA}room-32-32-4.map`, scen, '--rows', '0-9']);
    assert.equal(plain.code, 0, plain.err);
    assert.doesNotMatch(plain.out, /differs from ours/, 'the bundled file agrees with us');
    const lines = readFileSync(scen, 'utf8').split('\n');
    for (const k of [1, 3]) {
      const f = lines[k].split('\t');
      f[8] = String(Number(f[8]) + 0.5);
      lines[k] = f.join('\t');
    }
    const file = join(tmp, 'room-32-32-4.map.scen');
    writeFileSync(file, lines.join('\n'));
    const r = cli(['movingai', `${DATA}room-32-32-4.map`, file, '--rows', '0-9']);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /note: 2 rows' optimal length in the file differs from ours/);
  });

  it('a missing file is named', () => {
    const r = cli(['movingai', `${DATA}no-such.map`]);
    assert.equal(r.code, 2);
    assert.ok(r.err.includes('no-such.map: cannot open'), r.err);
  });
});

describe('import', () => {
  it('a bundled map alone becomes a scenario naming the map (no cells), which `validate -` accepts', () => {
    for (const [map] of PAIRS) {
      const r = cli(['import', DATA + map]);
      assert.equal(r.code, 0, r.err);
      assert.equal(cli(['validate', '-'], r.out).out, 'ok\n');
      const s = JSON.parse(r.out);
      assert.equal(s.world.map, map.replace(/\.map$/, ''));
      assert.equal(s.world.grid, undefined);
      assert.deepEqual(s.agents, []);
    }
  });

  it('any other map becomes a scenario carrying its cells (@OTW blocked, .GS free)', () => {
    for (const [map] of PAIRS) {
      // One cell of the last row flipped: no longer the bundled map.
      const rows = mapRows(map);
      const last = rows.at(-1);
      rows[rows.length - 1] = (last[0] === '.' ? 'W' : 'S') + last.slice(1);
      const file = join(tmp, `edited-${map}`);
      writeFileSync(
        file,
        `type octile\r\nheight ${rows.length}\r\nwidth ${rows[0].length}\r\nmap\r\n${rows.join('\r\n')}`,
      );
      const r = cli(['import', file]);
      assert.equal(r.code, 0, r.err);
      assert.equal(cli(['validate', '-'], r.out).out, 'ok\n');
      const s = JSON.parse(r.out);
      assert.equal(s.world.map, undefined);
      assert.equal(s.world.grid.length, rows.length);
      s.world.grid.forEach((row, y) => {
        assert.equal(row, rows[y].replace(/[@OTW]/g, '@').replace(/[.GS]/g, '.'), `${map} row ${y}`);
      });
    }
  });

  it('a scen row becomes a grid agent from its start to its goal, which runs', () => {
    const [map, scen] = PAIRS[0];
    const p = scenProblems(scen)[100];
    const r = cli(['import', DATA + map, DATA + scen, '--row', '100', '--behavior', 'nproxy', '--P', '9']);
    assert.equal(r.code, 0, r.err);
    assert.equal(cli(['validate', '-'], r.out).out, 'ok\n');
    const s = JSON.parse(r.out);
    assert.equal(s.agents.length, 1);
    assert.equal(s.agents[0].behavior, 'nproxy');
    assert.equal(s.agents[0].params.P, 9);
    assert.deepEqual([s.agents[0].start, s.agents[0].goal], [p.start, p.goal]);
    const run = JSON.parse(cli(['run', '-', '--json'], r.out).out);
    assert.ok(['reached', 'oscillation', 'stuck', 'maxSteps'].includes(run.agents[0].stopReason));
  });

  it('a row out of range or a row without a scen exits 2', () => {
    const [map, scen] = PAIRS[0];
    const far = cli(['import', DATA + map, DATA + scen, '--row', '160']);
    assert.equal(far.code, 2);
    assert.ok(far.err.includes('--row: must be an integer 0..159'), far.err);
    assert.equal(cli(['import', DATA + map, '--row', '3']).code, 2);
  });
});

describe('links to scenes on bundled maps', () => {
  it('name the map instead of carrying its cells, stay short, and run to the same state as the file', () => {
    for (const [map, scen] of PAIRS) {
      const file = join(tmp, `link-${map}.json`);
      writeFileSync(file, cli(['import', DATA + map, DATA + scen, '--row', '3']).out);
      const link = cli(['link', 'encode', file]).out.trim();
      assert.ok(link.length < 1000, `${map}: ${link.length} characters`);
      const decoded = JSON.parse(cli(['link', 'decode', link]).out);
      assert.equal(decoded.world.map, map.replace(/\.map$/, ''));
      const fromFile = JSON.parse(cli(['run', file, '--json']).out);
      const fromLink = JSON.parse(cli(['run', link, '--json']).out);
      assert.equal(fromLink.hash, fromFile.hash);
      assert.equal(fromLink.steps, fromFile.steps);
    }
  });

  it('an unknown map name in a link is refused naming world.map', () => {
    const scenario = JSON.stringify({ version: 1, world: { map: 'arena2' }, agents: [] });
    const link = cli(['link', 'encode', '-'], scenario);
    assert.equal(link.code, 2);
    assert.ok(link.err.includes('world.map: unknown map "arena2"; the bundled maps are arena, den201d'), link.err);
  });
});

describe('the docs', () => {
  it('their table of the bundled maps (nproxy P = 3, 7, 32 and greedy) is what `sidestep movingai` prints now', async () => {
    const { movingaiTable, shownTable } = await import('../../scripts/movingai-table.mjs');
    const shown = shownTable();
    assert.ok(shown, 'README.md or a page under docs/ has the table');
    assert.deepEqual(shown, movingaiTable());
  });
});
