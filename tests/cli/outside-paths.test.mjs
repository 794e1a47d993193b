// No file of the repo points outside it: a clone has only the repo (scripts/outside-paths.mjs). The checker
// is also run on planted references, in memory and in a scratch repository, so that this test can fail.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { ALLOWED, findOutsidePaths, outsideReferences } from '../../scripts/outside-paths.mjs';

const SCRIPT = fileURLToPath(new URL('../../scripts/outside-paths.mjs', import.meta.url));

describe('paths outside the repo', () => {
  it('no doc or source names the notes beside the repo, a machine folder, or a path above the root', () => {
    const found = findOutsidePaths();
    assert.deepEqual(
      found.map((f) => `${f.file}:${f.line}: ${f.what}`),
      [],
      "replace each with a link to the repo's own page (docs/algorithms/ holds the rules)",
    );
  });

  it('finds each kind of reference it is meant to find, and only those', () => {
    const lines = (text, file) => outsideReferences(text, file).map((f) => f.line);
    // The notes beside the repo, by name.
    assert.deepEqual(
      lines('ok\nas `../shared/ALGORITHMS.md` (section 2) says\n', 'docs/algorithms/whiskers.md'),
      [2, 2],
    );
    assert.deepEqual(lines('// the rule (ALGORITHMS.md 7)\n', 'core/include/sidestep/world/measures.hpp'), [1]);
    assert.deepEqual(lines('see the article in shared/seeds/004.txt\n', 'web/draw/profile.js'), [1]);
    // A machine's own folders.
    assert.deepEqual(lines("const maps = '/work/shared/data/movingai';\n", 'tests/cli/maps.test.mjs'), [1]);
    assert.deepEqual(lines('built in /home/someone/sidestep\n', 'docs/speed.md'), [1]);
    // A relative path above the root, from where the file is; the same path from deeper down stays inside.
    assert.deepEqual(lines('[spec](../../notes/spec.md)\n', 'docs/page.md'), [1]);
    assert.deepEqual(lines('[spec](../../notes/spec.md)\n', 'docs/algorithms/orca.md'), []);
    assert.deepEqual(lines("import { x } from '../../../x.js';\n", 'web/ui/panel.js'), [1]);
    assert.deepEqual(lines("import { x } from '../sim/sim.js';\n", 'web/ui/panel.js'), []);
    // What is not a path outside: absolute URLs, paths inside, the allowed ones.
    assert.deepEqual(lines('https://github.com/x/y/blob/main/a.md and /usr/bin/chromium\n', 'README.md'), []);
    for (const a of ALLOWED) assert.deepEqual(lines(`... ${a.text} ...\n`, a.file), [], `${a.file}: ${a.why}`);
  });

  it('fails on a scratch repository with one such reference, naming the file and the line', (t) => {
    const root = mkdtempSync(join(tmpdir(), 'sidestep-outside-'));
    t.after(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs', 'clean.md'), '# Clean\n\nSee [the rules](algorithms/README.md).\n');
    writeFileSync(join(root, 'docs', 'dirty.md'), '# Dirty\n\nAs `../shared/ALGORITHMS.md` states it.\n');
    execFileSync('git', ['init', '-q'], { cwd: root });
    const dirty = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
    assert.equal(dirty.status, 1, dirty.stdout + dirty.stderr);
    assert.match(dirty.stdout, /^docs\/dirty\.md:3: names \.\.\/shared/m);
    assert.doesNotMatch(dirty.stdout, /clean\.md/);
    rmSync(join(root, 'docs', 'dirty.md'));
    const clean = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
    assert.equal(clean.status, 0, clean.stdout + clean.stderr);
  });
});
