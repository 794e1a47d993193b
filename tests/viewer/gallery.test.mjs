// sidestep-viewer finds its gallery (examples/index.json) when it starts, never through a path built in:
// $SIDESTEP_EXAMPLES, examples/ beside the executable, or ../../examples from it; a copy of the binary
// elsewhere shows which, and a missing gallery is said clearly, never a crash.
import assert from 'node:assert/strict';
import { chmodSync, copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { EXAMPLES, ROOT, VIEWER, run } from './viewer.mjs';

let dir;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'sidestep-viewer-gallery-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('sidestep-viewer finds the gallery at run time', () => {
  const index = JSON.parse(readFileSync(`${EXAMPLES}index.json`, 'utf8')).examples;
  /** --examples' listing: the folder, then each example's file and title. */
  const listing = (out) => {
    const [head, ...rows] = out.trimEnd().split('\n');
    return { folder: head.replace(/^examples: /, ''), entries: rows.map((r) => r.split('\t')) };
  };
  const expectGallery = (r, folder) => {
    assert.equal(r.code, 0, r.err);
    const { folder: found, entries } = listing(r.out);
    assert.equal(found, folder);
    assert.deepEqual(
      entries,
      index.map((e) => [`${folder}/${e.file}`, e.title]),
    );
  };
  /** A copy of the viewer alone in a fresh folder (as if installed elsewhere): no examples beside it. */
  const copied = () => {
    const bin = mkdtempSync(join(dir, 'copy-'));
    copyFileSync(VIEWER, join(bin, 'sidestep-viewer'));
    chmodSync(join(bin, 'sidestep-viewer'), 0o755);
    return bin;
  };
  const noEnv = { SIDESTEP_EXAMPLES: undefined };

  it('from the build tree: ../../examples from build/native/', () => {
    expectGallery(run(VIEWER, ['--examples'], noEnv), `${ROOT}build/native/../../examples`);
  });

  it('a copied viewer has no path to this source tree built in: with nothing beside it, it says where it looked (exit 2)', () => {
    const bin = copied();
    const r = run(join(bin, 'sidestep-viewer'), ['--examples'], noEnv);
    assert.equal(r.code, 2);
    assert.equal(
      r.err,
      `error: no examples folder: neither ${bin}/examples/index.json nor ${bin}/../../examples/index.json exists; set SIDESTEP_EXAMPLES to the examples folder\n`,
    );
  });

  it('a copied viewer finds the gallery through SIDESTEP_EXAMPLES, and opens its first example with no file', () => {
    const bin = copied();
    expectGallery(
      run(join(bin, 'sidestep-viewer'), ['--examples'], { SIDESTEP_EXAMPLES: `${ROOT}examples` }),
      `${ROOT}examples`,
    );
    const windowed = run(join(bin, 'sidestep-viewer'), ['--frames', '2'], { SIDESTEP_EXAMPLES: `${ROOT}examples` });
    assert.equal(windowed.code, 0, windowed.err);
    assert.equal(windowed.err, '');
  });

  it('an installed copy finds examples/ beside it', () => {
    const bin = copied();
    cpSync(EXAMPLES, join(bin, 'examples'), { recursive: true });
    expectGallery(run(join(bin, 'sidestep-viewer'), ['--examples'], noEnv), `${bin}/examples`);
  });

  it('a missing gallery is said clearly, never a crash: the window opens an empty scene and says why', () => {
    const bin = copied();
    const r = run(join(bin, 'sidestep-viewer'), ['--frames', '2'], noEnv);
    assert.equal(r.code, 0, r.err);
    assert.equal(
      r.err,
      `sidestep-viewer: no examples folder: neither ${bin}/examples/index.json nor ${bin}/../../examples/index.json exists; set SIDESTEP_EXAMPLES to the examples folder; opening an empty scene\n`,
    );
    const wrong = run(VIEWER, ['--examples'], { SIDESTEP_EXAMPLES: join(dir, 'no-such-folder') });
    assert.equal(wrong.code, 2);
    assert.equal(
      wrong.err,
      `error: SIDESTEP_EXAMPLES is ${join(dir, 'no-such-folder')}, which has no index.json (set it to the examples folder)\n`,
    );
    // A file given on the command line needs no gallery.
    const withFile = run(join(bin, 'sidestep-viewer'), [`${EXAMPLES}welcome.json`, '--frames', '2'], noEnv);
    assert.equal(withFile.code, 0, withFile.err);
    assert.equal(withFile.err, '');
  });
});
