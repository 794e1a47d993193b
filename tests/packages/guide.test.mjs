// docs/in-your-game.md holds what it says: its speed rows are docs/speed.md's (scripts/game-speed-rows.mjs), its
// engine table has a row for every behaviour the core names (but seek, the baseline, and script, the page's), and
// the examples and files it points to exist.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { readmeTable } from '../../scripts/readme-table.mjs';
import { MARK, gameSpeedRows } from '../../scripts/game-speed-rows.mjs';
import { loadModule } from '../wasm/load.mjs';
import { ROOT } from './installed.mjs';

const guide = readFileSync(join(ROOT, 'docs/in-your-game.md'), 'utf8');

describe('the guide', () => {
  it("its speed rows are docs/speed.md's, as scripts/game-speed-rows.mjs takes them", () => {
    assert.deepEqual(readmeTable(guide, MARK), gameSpeedRows());
  });

  it('its engine table has a row for every behaviour the core names, linked to its page', async () => {
    const module = await loadModule();
    const names = module.behaviorNames().filter((b) => b !== 'seek' && b !== 'script');
    const engine = guide.slice(guide.indexOf('## In an engine'));
    for (const name of [...names, 'avoidAgents'])
      assert.match(engine, new RegExp(`\\[[^\\]]*\`${name}\`[^\\]]*\\]\\(`), name);
  });

  it('the examples, scripts and tests it names exist', () => {
    for (const f of [
      'examples/game-web/index.html',
      'examples/game-web/game.js',
      'examples/game-cpp/main.cpp',
      'examples/game-cpp/CMakeLists.txt',
      'tests/packages/cmake.test.mjs',
      'tests/packages/dialog.test.mjs',
      'scripts/build-package.mjs',
    ])
      assert.ok(existsSync(join(ROOT, f)), f);
    assert.match(guide, /npm run build:package/);
  });
});
