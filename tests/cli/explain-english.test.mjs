// The CLI's English explanations are what they were before the core's reasons became message ids worded by the
// catalogue (web/i18n/en.ftl): every example, its first four agents at steps 0, 150 and 600, byte for byte
// (sha-256 of the text, recorded by `node scripts/explain-english.mjs --write`).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { RECORD, exampleFiles, exampleRecord } from '../../scripts/explain-english.mjs';

const record = JSON.parse(readFileSync(RECORD, 'utf8'));

describe("sidestep explain's English", () => {
  it('the record names every example', () => assert.deepEqual(Object.keys(record), exampleFiles()));
  for (const file of exampleFiles())
    it(`${file}: the same text for each agent and step`, () => assert.deepEqual(exampleRecord(file), record[file]));
});
