// Terrain figures in the README that no `sidestep` command prints by itself: the link sizes of painted
// terrain, measured again by scripts/terrain-link-sizes.mjs (the core's brush in the wasm module, the CLI's
// link encoder).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { linkSizeTable, readmeTable } from '../../scripts/terrain-link-sizes.mjs';
import { loadModule } from '../wasm/load.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('the README\'s terrain section', () => {
  it('its link sizes of painted terrain are what scripts/terrain-link-sizes.mjs measures now', async () => {
    const shown = readmeTable(readFileSync(`${ROOT}README.md`, 'utf8'));
    assert.ok(shown, 'README.md has the table');
    assert.deepEqual(shown, linkSizeTable(await loadModule()));
  });
});
