// `sidestep run FILE --threads N`: the step's decisions split over N threads give the same run, bit for bit,
// for N = 1, 2 and 4: every bundled example run to its end (every agent split off, --agents-per-thread 1,
// however small the crowd), the bench's 10,000-agent crowd and its two 100,000-agent crowds; the other commands that step worlds take
// the option; a bad count is refused with the option and its limit named.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { wideCrowd } from '../../bench/draw.mjs';
import { crowdScene } from '../../bench/scenes.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const EXAMPLES = `${ROOT}examples/`;
// Scenes with scripted agents run in node scripts/sidestep.mjs only (one thread: the script host is called in agent order).
const examples = readdirSync(EXAMPLES)
  .filter((f) => f.endsWith('.json') && f !== 'index.json' && !JSON.parse(readFileSync(EXAMPLES + f, 'utf8')).scripts)
  .sort();
const dir = mkdtempSync(join(tmpdir(), 'sidestep-threads-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function cli(...args) {
  const r = spawnSync(CLI, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The same as cli(), without blocking: the examples' runs go two at a time. */
function cliAsync(...args) {
  return new Promise((resolve, reject) => {
    const child = spawn(CLI, args);
    let out = '',
      err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** Runs fn over items, `width` at a time, results in the items' order. */
async function pooled(items, width, fn) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const k = next++;
      results[k] = await fn(items[k]);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

const hashOf = (out) => /hash ([0-9a-f]{16})/.exec(out)?.[1];

describe('sidestep run --threads', () => {
  it("every example prints the same table (hash, every agent's measures) with 1, 2 and 4 threads", async () => {
    assert.ok(examples.length >= 40, `the examples are found (${examples.length})`);
    const runs = await pooled(examples, 2, async (file) => {
      const path = EXAMPLES + file;
      const one = await cliAsync('run', path, '--threads', '1');
      const two = await cliAsync('run', path, '--threads', '2', '--agents-per-thread', '1');
      const four = await cliAsync('run', path, '--threads', '4', '--agents-per-thread', '1');
      return { file, one, two, four };
    });
    for (const { file, one, two, four } of runs) {
      assert.equal(one.code, 0, `${file}: ${one.err}`);
      assert.ok(hashOf(one.out), `${file}: a hash is printed`);
      assert.equal(two.out, one.out, `${file}: 2 threads`);
      assert.equal(four.out, one.out, `${file}: 4 threads`);
    }
    // The examples are not all alike: equal outputs across threads are not equal outputs across files.
    assert.ok(new Set(runs.map((r) => hashOf(r.one.out))).size > examples.length / 2);
  });

  it("a 10,000-agent crowd (the bench's whiskers among 2,000 circles) reaches the same hash with 1, 2 and 4 threads", () => {
    const file = join(dir, 'whiskers-10k.json');
    writeFileSync(file, JSON.stringify(crowdScene({ agents: 10000, circles: 2000, behavior: 'whiskers' })));
    const hashes = ['1', '2', '4'].map((n) => {
      const r = cli('run', file, '--steps', '150', '--threads', n);
      assert.equal(r.code, 0, r.err);
      assert.match(r.out, /^steps 150 /);
      return hashOf(r.out);
    });
    assert.equal(hashes[1], hashes[0], '2 threads');
    assert.equal(hashes[2], hashes[0], '4 threads');
    const start = hashOf(cli('run', file, '--steps', '0').out);
    assert.notEqual(hashes[0], start, 'the crowd moved in 150 steps');
  });

  it('100,000-agent crowds (whiskers among 20,000 circles; seek with agent avoidance) reach the same hash with 1, 2 and 4 threads', () => {
    for (const [name, scene] of [
      ['whiskers-100k', wideCrowd({ agents: 100000, circles: 20000 })],
      [
        'seek-avoid-100k',
        (() => {
          const s = wideCrowd({ agents: 100000, circles: 0, behavior: 'seek' });
          for (const a of s.agents) a.avoidAgents = true;
          return s;
        })(),
      ],
    ]) {
      const file = join(dir, `${name}.json`);
      writeFileSync(file, JSON.stringify(scene));
      const hashes = ['1', '2', '4'].map((n) => {
        const r = cli('run', file, '--steps', '6', '--threads', n);
        assert.equal(r.code, 0, r.err);
        assert.match(r.out, /^steps 6 /);
        return hashOf(r.out);
      });
      assert.equal(hashes[1], hashes[0], `${name}: 2 threads`);
      assert.equal(hashes[2], hashes[0], `${name}: 4 threads`);
      assert.notEqual(hashes[0], hashOf(cli('run', file, '--steps', '0').out), `${name}: the crowd moved`);
    }
  });

  it('compare, quality and movingai take --threads and print the same with 1 and 2', () => {
    const runs = [
      ['compare', `${EXAMPLES}compare-ray-behaviours.json`, '--steps', '300'],
      ['quality', '--detail', '--scene', 'circle'],
      [
        'movingai',
        `${ROOT}tests/data/movingai/arena.map`,
        `${ROOT}tests/data/movingai/arena.map.scen`,
        '--rows',
        '0-20',
      ],
    ];
    const untimed = (out) => out.replace(/^throughput: .*$/m, ''); // movingai's wall clock
    for (const args of runs) {
      const one = cli(...args, '--threads', '1');
      const two = cli(...args, '--threads', '2', '--agents-per-thread', '1');
      assert.equal(one.code, 0, `${args[0]}: ${one.err}`);
      assert.ok(one.out.length > 100, `${args[0]} printed its table`);
      assert.equal(untimed(two.out), untimed(one.out), args[0]);
    }
  });

  it('a bad thread count is refused, naming the option and its limit', () => {
    for (const [value, shown] of [
      ['0', ', got 0'],
      ['65', ', got 65'],
      ['two', ', got two'],
    ]) {
      const r = cli('run', `${EXAMPLES}agents-head-on.json`, '--threads', value);
      assert.equal(r.code, 2);
      assert.equal(r.err.trim(), `error: --threads: must be an integer 1..64${shown}`);
    }
    const missing = cli('run', `${EXAMPLES}agents-head-on.json`, '--threads');
    assert.equal(missing.code, 2);
    assert.match(missing.err, /--threads: must be an integer 1\.\.64/);
    const perThread = cli('run', `${EXAMPLES}agents-head-on.json`, '--agents-per-thread', '0');
    assert.match(perThread.err, /--agents-per-thread: must be an integer 1\.\.1000000, got 0/);
  });
});
