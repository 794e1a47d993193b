// scripts/fuzz.sh (the fuzz layer of `npm test`) says it is building before the build, which prints nothing
// for a minute or more from scratch. Run here with a stand-in `cmake` that records its calls and fails the
// build, so nothing is built and the fuzzer never starts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('scripts/fuzz.sh', () => {
  it('prints one line saying it is building the fuzz target, with the time it takes, before the build starts', () => {
    const bin = mkdtempSync(join(tmpdir(), 'sidestep-fuzz-'));
    try {
      writeFileSync(join(bin, 'cmake'), '#!/bin/sh\necho "cmake $*" >&2\n[ "$1" = "--build" ] && exit 1\nexit 0\n');
      chmodSync(join(bin, 'cmake'), 0o755);
      // stdout and stderr in one stream, in the order they were written.
      const r = spawnSync('bash', ['-c', 'bash scripts/fuzz.sh 1 2>&1'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
      });
      assert.notEqual(r.status, 0, 'the stand-in build fails, and so does the script');
      const lines = r.stdout.trim().split('\n');
      const said = lines.findIndex((l) =>
        /^fuzz: building the fuzz target \(from scratch (about \d+|several) min on 2 cores\b.*\)…$/.test(l),
      );
      const build = lines.indexOf('cmake --build --preset fuzz');
      assert.ok(said >= 0, r.stdout);
      assert.ok(build > said, `said before the build starts:\n${r.stdout}`);
      assert.equal(lines.filter((l) => l.startsWith('fuzz: building')).length, 1, 'one line');
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
