// The CLI's English validation errors are what they were before the core's errors became message ids worded by the
// catalogue (web/i18n/en.ftl): `sidestep validate` on a fixed sample of bad scenarios (scripts/validation-english.mjs),
// its whole output and exit code, recorded by `node scripts/validation-english.mjs --write` before the change. One
// entry rerecorded on purpose since: 'not JSON' (the file ending inside an object is reported at its '{' since
// 2026-12-03, where it said "expected a string key" past the last comma).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { SAMPLE, readRecord, validateText } from '../../scripts/validation-english.mjs';

const record = readRecord();

describe("sidestep validate's English", () => {
  it('the record names every scenario of the sample', () => assert.deepEqual(Object.keys(record), Object.keys(SAMPLE)));
  it('every scenario of the sample is refused', () =>
    Object.values(record).forEach((r) => assert.equal(r.status, 2, JSON.stringify(r))));
  for (const [name, scenario] of Object.entries(SAMPLE))
    it(`${name}: the same output`, () => assert.deepEqual(validateText(scenario), record[name]));
});
