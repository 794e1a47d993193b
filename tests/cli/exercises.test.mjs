// The exercises (each lesson's last checkpoint, where its article's behaviour is continuous): checked the way
// the page's "Check my solution" checks them, with the quality suite's families the behaviour is meant for, in
// `node scripts/sidestep.mjs quality` (the same wasm core and script engine as the page's worker). For each:
// the starter script in the scene is seek only and collides more than the built-in reference does there (the
// families suit the behaviour), and the reference solution in tests/data/scripts/ collides less than the
// starter, and spends less time in contact (the exercise can be done). n-proxy has none: a script agent is continuous.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { qualityRows } from './quality-table.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LESSONS = `${ROOT}examples/lessons/`;
const NODE_CLI = `${ROOT}scripts/sidestep.mjs`;
const index = JSON.parse(readFileSync(`${LESSONS}index.json`, 'utf8')).lessons;
const lessonOf = (entry) => JSON.parse(readFileSync(`${LESSONS}${entry.file}`, 'utf8'));
const dir = mkdtempSync(join(tmpdir(), 'sidestep-exercise-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function nodeCli(...args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [NODE_CLI, ...args]);
    let out = '',
      err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

const WITH = ['whiskers', 'feelers', 'raycast', 'context'];

describe('the exercises', () => {
  it('the lessons of the continuous articles end with an exercise; n-proxy, ORCA and compare-all have none', () => {
    for (const entry of index) {
      const checkpoints = lessonOf(entry).checkpoints;
      const at = checkpoints.findIndex((cp) => cp.exercise);
      if (WITH.includes(entry.id))
        assert.equal(at, checkpoints.length - 1, `${entry.id}: the exercise is the last checkpoint`);
      else assert.equal(at, -1, `${entry.id}: no exercise`);
    }
  });

  it('the native lesson command names the command that checks a solution', () => {
    const r = spawnSync(`${ROOT}build/native/sidestep`, ['lesson', `${LESSONS}whiskers.json`], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.match(
      r.stdout,
      /exercise: .+\n {2}check a solution beside the built-in whiskers: node scripts\/sidestep\.mjs quality --families fields,wall --script FILE\.js\n/,
    );
  });

  for (const id of WITH) {
    it(`${id}: the starter (seek only) collides more than the built-in on its families, and the reference solution less than the starter`, async (t) => {
      const lesson = lessonOf(index.find((e) => e.id === id));
      const cp = lesson.checkpoints.at(-1);
      const { script, reference, families } = cp.exercise;
      const starter = cp.scene.scripts[script];
      assert.ok(starter.includes('function steer'), 'the starter is in the scene');
      assert.ok(!/castRay|neighbors/.test(starter.replace(/\/\/.*$/gm, '')), 'the starter senses nothing: seek only');
      const file = join(dir, `starter_${id}.js`);
      writeFileSync(file, starter);
      const solution = `${ROOT}tests/data/scripts/${id}.js`;
      const r = await nodeCli(
        'quality',
        '--families',
        families.join(','),
        '--variant',
        'seek',
        '--variant',
        reference,
        '--script',
        file,
        '--script',
        solution,
      );
      assert.equal(r.code, 0, r.err);
      const rows = qualityRows(r.out);
      const yours = rows.get(`script starter_${id}`),
        solved = rows.get(`script ${id}`),
        builtIn = rows.get(reference);
      t.diagnostic(
        `${id} (${families.join(' + ')}, ${yours.runs} scenes), starter / solution / built-in: collisions per agent ${yours.coll} / ${solved.coll} / ${builtIn.coll}; ` +
          `arrived ${yours.reach} / ${solved.reach} / ${builtIn.reach} %; in contact ${yours.contact} / ${solved.contact} / ${builtIn.contact} s; score ${yours.score} / ${solved.score} / ${builtIn.score}`,
      );
      assert.ok(
        builtIn.coll < yours.coll,
        `the built-in ${reference} collides less than the starter: ${builtIn.coll} vs ${yours.coll}`,
      );
      assert.ok(
        solved.coll < yours.coll,
        `the reference solution collides less than the starter: ${solved.coll} vs ${yours.coll}`,
      );
      assert.ok(
        solved.contact < yours.contact,
        `and spends less time in contact: ${solved.contact} s vs ${yours.contact} s per agent`,
      );
    });
  }
});
