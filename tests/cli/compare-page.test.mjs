// The page's compare panes and `sidestep compare` are the same runs: every example with a "compare" set is
// loaded into the wasm module's CompareRuns (as web/ui/compare.js does), each variant is run to its end
// through the page's Sim, and its hash and every measure equal the CLI's row for that variant.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { Sim } from '../../web/sim/sim.js';
import { loadModule } from '../wasm/load.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const EXAMPLES = `${ROOT}examples/`;

const withCompare = JSON.parse(readFileSync(`${EXAMPLES}index.json`, 'utf8'))
  .examples.map((e) => e.file)
  .filter(
    (file) =>
      JSON.parse(readFileSync(EXAMPLES + file, 'utf8')).compare &&
      !JSON.parse(readFileSync(EXAMPLES + file, 'utf8')).scripts,
  );

/** The measures both sides report; the CLI writes null where the page's module gives -1 (nobody arrived). */
const COUNTS = ['agents', 'reached', 'collisions', 'agentContacts', 'returns', 'laps', 'steps'];
const FLOATS = ['timeToGoal', 'contactTime', 'minClearance', 'pathRatio'];

let module;
before(async () => {
  module = await loadModule();
});

describe("compare: the page's runs equal sidestep compare", () => {
  it('the gallery has examples with a compare set', () => assert.ok(withCompare.length >= 3, withCompare.join(', ')));

  for (const file of withCompare) {
    it(`${file}: each variant's hash and measures, run to its end, equal the CLI's`, () => {
      const text = readFileSync(EXAMPLES + file, 'utf8');
      const r = spawnSync(CLI, ['compare', EXAMPLES + file, '--json'], { encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
      const rows = JSON.parse(r.stdout).variants;

      const runs = new module.CompareRuns();
      try {
        assert.deepEqual(Array.from(runs.load(text)), []);
        assert.equal(runs.count(), rows.length, 'as many variants');
        const maxSteps = JSON.parse(text).sim?.maxSteps ?? Infinity;
        for (let k = 0; k < runs.count(); k++) {
          const row = rows[k];
          assert.equal(runs.label(k), row.label);
          const sim = new Sim(module, 1, 1, runs.run(k)); // the pane's Sim, borrowing the variant's run
          // To its end as the page plays it: a few steps at a time until the core says it is finished.
          while (!sim.finished) assert.ok(sim.step(97) > 0 || sim.finished, `${row.label}: the run moves`);
          assert.ok(sim.stepCount <= maxSteps);
          const m = runs.measures(k);
          assert.equal(sim.hash(), row.hash, `${row.label}: hash`);
          for (const key of COUNTS) assert.equal(m[key], row[key], `${row.label}: ${key}`);
          for (const key of FLOATS) {
            // Both are the core's float; the CLI prints it shortest-round-trip, the module hands it over as a double.
            const page = m[key] === -1 && (key === 'timeToGoal' || key === 'pathRatio') ? null : Math.fround(m[key]);
            assert.equal(page, row[key] === null ? null : Math.fround(row[key]), `${row.label}: ${key}`);
          }
          sim.dispose();
        }
      } finally {
        runs.delete();
      }
    });
  }
});
