// One palette: web/draw/palette.json holds every colour the page draws (and the desktop viewer builds it
// in). Each entry is a colour both can read, and the page's canvas shows them: a blocked cell in the
// wall colour, the floor, and an agent in its palette slot.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { openPlayground } from './browser.mjs';

const palette = JSON.parse(readFileSync(new URL('../../web/draw/palette.json', import.meta.url), 'utf8'));
const css = readFileSync(new URL('../../web/style.css', import.meta.url), 'utf8');
const COLOR = /^(#[0-9a-f]{6}([0-9a-f]{2})?|rgba\(\d{1,3}, \d{1,3}, \d{1,3}, (0|1|0?\.\d+)\))$/;

/** Every colour string in the palette, with its path. */
function colours(node, path = '') {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => (k === 'about' ? [] : colours(v, path ? `${path}.${k}` : k)));
}

/** '#rrggbb' as [r, g, b]. */
const rgb = (hex) => [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));

describe('one palette', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  it('every entry is a colour the page and the viewer both read (#rrggbb, #rrggbbaa or rgba(r, g, b, a))', () => {
    const all = colours(palette);
    assert.ok(all.length > 50, `${all.length} colours`);
    for (const [path, c] of all) assert.match(c, COLOR, path);
    assert.equal(palette.agents.length, 8);
  });

  it("has one colour per behaviour the core lists, each its own, in the page's order of the core's numbers", async () => {
    const { names, order } = await pg.page.evaluate(async () => {
      const { BEHAVIOR_PALETTE } = await import('/draw/palette.js');
      return { names: window.sidestep.sim.behaviorNames, order: [...BEHAVIOR_PALETTE] };
    });
    assert.deepEqual(Object.keys(palette.behaviors).sort(), [...names].sort(), 'palette.json names every behaviour');
    assert.equal(new Set(Object.values(palette.behaviors)).size, names.length, 'no two behaviours share a colour');
    assert.deepEqual(
      order,
      names.map((n) => palette.behaviors[n]),
      'the page colours behaviour b with its name',
    );
    assert.ok(names.includes('script'), 'scripted agents have a colour of their own');
  });

  it("the panel colours the viewer uses are the page's CSS colours (web/style.css :root; warnText is --warn-text)", () => {
    const root = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
    for (const [name, value] of Object.entries(palette.panel)) {
      if (name === 'about') continue;
      const variable = `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      const m = root.match(new RegExp(`${variable}: (#[0-9a-f]{6});`));
      assert.ok(m, `${variable} in :root`);
      assert.equal(value, m[1], name);
    }
  });

  it("the explanation box, its warnings and the state tags take their colours from those variables, as the viewer's panel does", () => {
    /** The declarations of the first rule whose selector is exactly `selector` (its list's line breaks aside). */
    const rule = (selector) => {
      // A selector list may be written over several lines (Prettier puts one selector a line).
      const pattern = selector.replace(/[.*[\]]/g, '\\$&').replace(/, /g, ',\\s*');
      const at = css.search(new RegExp(`(^|\\n)${pattern} \\{`));
      assert.ok(at >= 0, `a rule for ${selector}`);
      return css.slice(css.indexOf('{', at) + 1, css.indexOf('}', at));
    };
    const uses = {
      '.why': ['background', 'explanation'],
      '.why .warn': ['color', 'warn-text'],
      'table.slots tr.danger td': ['color', 'warn-text'],
      '.tag.moving': ['background', 'tag-moving', 'color', 'tag-moving-text'],
      '.tag.reached': ['background', 'tag-reached', 'color', 'tag-reached-text'],
      '.tag.stuck, .tag.oscillation, .tag.maxSteps': ['background', 'tag-stopped', 'color', 'tag-stopped-text'],
    };
    for (const [selector, pairs] of Object.entries(uses)) {
      const body = rule(selector);
      for (let k = 0; k < pairs.length; k += 2)
        assert.match(body, new RegExp(`(^|[ ;])${pairs[k]}: var\\(--${pairs[k + 1]}\\)`), `${selector} ${pairs[k]}`);
    }
  });

  it("the page draws walls, floor and agents in the palette's colours", async () => {
    const { page } = pg;
    await page.evaluate(() => {
      window.sidestep.open({
        version: 1,
        title: 'palette',
        world: { grid: ['........', '..@@....', '........', '........'] },
        agents: [{ behavior: 'seek', start: [6, 2.5], goal: [7, 2.5], radius: 0.45 }],
      });
      window.sidestep.pause();
      window.sidestep.overlays([]);
    });
    await page.waitForTimeout(200);
    // The canvas's own pixels (device pixel ratio 1), at world points.
    const at = (x, y) =>
      page.evaluate(
        ([wx, wy]) => {
          const canvas = document.getElementById('world');
          const rect = canvas.getBoundingClientRect();
          const [cx, cy] = window.sidestep.worldToClient(wx, wy);
          return [
            ...canvas
              .getContext('2d')
              .getImageData(Math.round(cx - rect.left), Math.round(cy - rect.top), 1, 1)
              .data.slice(0, 3),
          ];
        },
        [x, y],
      );
    assert.deepEqual(await at(2.5, 1.5), rgb(palette.world.wall), 'a blocked cell');
    assert.deepEqual(await at(5.5, 0.5), rgb(palette.world.floor), 'a free cell');
    assert.deepEqual(await at(6, 2.5), rgb(palette.agents[0]), 'agent 0 in the first slot');
  });

  it("shows the world on the backdrop, the agent's name under it in the text colour, and the scene's title and step", async () => {
    const { page } = pg;
    // The canvas's pixels (device pixel ratio 1) from its next frame: its corner, and a box of 60 x 20 CSS
    // pixels under the agent (radius 0.45), where its name is written.
    const [corner, under] = await page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const canvas = document.getElementById('world'),
        ctx = canvas.getContext('2d');
      const rect = canvas.getBoundingClientRect();
      const [cx, cy] = window.sidestep.worldToClient(6, 2.5 + 0.45);
      const pixels = (d) => {
        const out = [];
        for (let i = 0; i < d.length; i += 4) out.push([d[i], d[i + 1], d[i + 2]]);
        return out;
      };
      return [
        pixels(ctx.getImageData(0, 0, 1, 1).data)[0],
        pixels(ctx.getImageData(Math.round(cx - rect.left) - 30, Math.round(cy - rect.top), 60, 20).data),
      ];
    });
    assert.deepEqual(corner, rgb(palette.world.backdrop), 'round the fitted world');
    const text = rgb(palette.world.text);
    const letters = under.filter((p) => p.every((c, k) => Math.abs(c - text[k]) <= 8)).length;
    assert.ok(letters >= 20, `${letters} pixels of the name in ${palette.world.text}`);
    assert.equal(await page.textContent('#scene-title'), 'palette');
    assert.equal(await page.textContent('#readout'), 'step 0 · 0.00 s · paused');
    assert.equal(await page.isVisible('#errors'), false);
    assert.deepEqual(pg.errors, []);
  });
});
