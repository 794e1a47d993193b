// The viewer with a scripted scene: its scripts run in the page's engine (Node, native/script_engine.cpp), so it
// opens script-whiskers.json headless and reaches the hash of `node scripts/sidestep.mjs` at the same step.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

import { EXAMPLES, ROOT, VIEWER, run } from './viewer.mjs';

const dir = mkdtempSync(join(tmpdir(), 'sidestep-viewer-script-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('the viewer with a scripted scene', () => {
  it('opens script-whiskers.json headless and reaches the hash of the Node front end at the same step', () => {
    const png = join(dir, 'viewer.png');
    const v = run(VIEWER, [`${EXAMPLES}script-whiskers.json`, '--steps', '200', '--screenshot', png, '--json']);
    assert.equal(v.code, 0, v.err);
    const node = spawnSync(
      process.execPath,
      [`${ROOT}scripts/sidestep.mjs`, 'run', `${EXAMPLES}script-whiskers.json`, '--steps', '200', '--json'],
      { encoding: 'utf8' },
    );
    assert.equal(node.status, 0, node.stderr);
    const shown = JSON.parse(v.out);
    assert.equal(shown.steps, 200);
    assert.equal(shown.hash, JSON.parse(node.stdout).hash);
  });

  it('without Node, refuses the scene with exit 2 before any window, saying why', () => {
    const v = run(VIEWER, [`${EXAMPLES}script-whiskers.json`], { SIDESTEP_NODE: '/nonexistent/node' });
    assert.equal(v.code, 2);
    assert.match(v.err, /^error: SIDESTEP_NODE is \/nonexistent\/node, which is not an executable file\n$/);
  });
});
