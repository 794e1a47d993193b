// Terrain figures in the docs (docs/terrain.md) that no `sidestep` command prints by itself: the link sizes of painted
// terrain, measured again by scripts/terrain-link-sizes.mjs (the core's brush in the wasm module, the CLI's
// link encoder).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { linkSizeTable, shownTable } from '../../scripts/terrain-link-sizes.mjs';
import { loadModule } from '../wasm/load.mjs';

describe("the docs' terrain page", () => {
  it('its link sizes of painted terrain are what scripts/terrain-link-sizes.mjs measures now', async () => {
    const shown = shownTable();
    assert.ok(shown, 'README.md or a page under docs/ has the table');
    assert.deepEqual(shown, linkSizeTable(await loadModule()));
  });
});
