// Every bundled scene does what it did when tests/cli/example-hashes.json was written: each example's end
// state and report, each compare variant, each SteerSuite case imported and run, the quality suite's
// output. A refactor leaves them equal; a change meant to change behaviour rewrites the record
// (`node scripts/example-hashes.mjs --write`) in the same commit, which says why.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import {
  RECORD,
  exampleFiles,
  exampleRecord,
  qualityDigest,
  steerSuiteFiles,
  steerSuiteRecord,
} from '../../scripts/example-hashes.mjs';

const record = JSON.parse(readFileSync(RECORD, 'utf8'));
const WHY = 'a behaviour change? then node scripts/example-hashes.mjs --write, and say so in the commit';

describe('the examples do what they did', () => {
  it('the record names every example and every SteerSuite case, no other', () => {
    assert.deepEqual(Object.keys(record.examples), exampleFiles());
    assert.deepEqual(Object.keys(record.steersuite), steerSuiteFiles());
  });
  it('each example: end state, report and compare variants', () => {
    for (const file of exampleFiles()) assert.deepEqual(exampleRecord(file), record.examples[file], `${file}: ${WHY}`);
  });
  it('each SteerSuite case: the imported scenario, its end state and report', () => {
    for (const file of steerSuiteFiles())
      assert.deepEqual(steerSuiteRecord(file), record.steersuite[file], `${file}: ${WHY}`);
  });
  it('the quality suite prints what it printed', () => {
    assert.equal(qualityDigest(), record.quality, WHY);
  });
});
