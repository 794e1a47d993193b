// Every C++ file is in clang-format's form (.clang-format) and every JavaScript and CSS file in Prettier's
// (.prettierrc.json): `node scripts/format.mjs` fixes what this finds.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

import { unformatted } from '../../scripts/format.mjs';

describe('the formatters', () => {
  it('leave every tracked C++, JavaScript and CSS file as it is', () => {
    assert.deepEqual(unformatted(), []);
  });

  it('would each change a badly formatted file (the check can fail)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sidestep-format-'));
    writeFileSync(join(dir, 'a.cpp'), 'int  f( ){return 1;}\n');
    writeFileSync(join(dir, 'a.js'), 'export const x = {a:1,b:"two"}\n');
    const cpp = spawnSync('clang-format', ['--dry-run', '--style=file:.clang-format', join(dir, 'a.cpp')], {
      encoding: 'utf8',
    });
    assert.match(cpp.stderr, /code should be clang-formatted/);
    const js = spawnSync(
      process.execPath,
      ['node_modules/prettier/bin/prettier.cjs', '--list-different', join(dir, 'a.js')],
      { encoding: 'utf8' },
    );
    assert.match(js.stdout, /a\.js/);
  });
});
