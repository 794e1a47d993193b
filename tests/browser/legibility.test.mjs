// Legibility, measured: every line the page draws on the floor has at least 3:1 contrast with it and every
// label's text at least 4.5:1 with what is behind it (WCAG's ratios); no agent colour can be mistaken for the
// selection, a collision or a force (CIE76 colour difference of 20 or more, and among themselves); and the
// same ratios measured on the rendered canvas for a detecting ray and the chosen-move label.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { openPlayground } from './browser.mjs';

const palette = JSON.parse(readFileSync(new URL('../../web/draw/palette.json', import.meta.url), 'utf8'));

/** [r, g, b, a] in 0..255 (a in 0..1) from '#rrggbb', '#rrggbbaa' or 'rgba(r, g, b, a)'. */
function parse(css) {
  if (css.startsWith('#')) {
    const n = (k) => parseInt(css.slice(1 + 2 * k, 3 + 2 * k), 16);
    return [n(0), n(1), n(2), css.length === 9 ? n(3) / 255 : 1];
  }
  const [r, g, b, a = 1] = css
    .slice(css.indexOf('(') + 1, -1)
    .split(',')
    .map(Number);
  return [r, g, b, a];
}
/** A colour painted over an opaque one. */
const over = (top, under) => {
  const [r, g, b, a] = parse(top),
    u = parse(under);
  return [0, 1, 2].map((k) => [r, g, b][k] * a + u[k] * (1 - a));
};
const channel = (c) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
export const contrast = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};
const lab = (rgb) => {
  const [R, G, B] = rgb.map(channel);
  const f = (t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047),
    y = f(0.2126 * R + 0.7152 * G + 0.0722 * B),
    z = f((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
};
const deltaE = (a, b) => Math.hypot(...lab(parse(a)).map((v, k) => v - lab(parse(b))[k]));

const floor = parse(palette.world.floor);

describe('legibility of the palette', () => {
  it('draws every line on the floor at 3:1 or more', () => {
    const lines = {
      'rays.clear': palette.rays.clear,
      'rays.detect': palette.rays.detect,
      'rays.collide': palette.rays.collide,
      'rays.contextClear': palette.rays.contextClear,
      'rays.contextDanger': palette.rays.contextDanger,
      'world.heading': palette.world.heading,
      'world.path': palette.world.path,
      'world.collision': palette.world.collision,
      ...Object.fromEntries(Object.entries(palette.forces).map(([k, c]) => [`forces.${k}`, c])),
      ...Object.fromEntries(palette.agents.map((c, k) => [`agents[${k}] (its goal line)`, c])),
      ...Object.fromEntries(Object.entries(palette.behaviors).map(([k, c]) => [`behaviors.${k}`, c])),
    };
    for (const [name, css] of Object.entries(lines)) {
      const ratio = contrast(over(css, palette.world.floor), floor);
      assert.ok(ratio >= 3, `${name} ${css}: ${ratio.toFixed(2)}:1 on the floor`);
    }
  });

  it('writes every label at 4.5:1 or more against what is behind it', () => {
    const labelOn = (bg) => over(bg, palette.world.floor);
    const cases = [
      ["the chosen move's label", palette.labels.chosenText, labelOn(palette.labels.chosen)],
      ["the other neighbours' labels", palette.labels.text, labelOn(palette.labels.other)],
      ['names and readouts on the floor', palette.world.text, floor],
      ['a reached badge', palette.agent.badgeText, parse(palette.agent.reachedBadge)],
      ['a failure badge', palette.agent.badgeText, parse(palette.agent.failedBadge)],
    ];
    for (const [name, text, bg] of cases) {
      const ratio = contrast(parse(text).slice(0, 3), bg);
      assert.ok(ratio >= 4.5, `${name}: ${ratio.toFixed(2)}:1`);
    }
  });

  it("gives no agent a colour near the selection, a collision or a force, nor near another agent's", () => {
    const reserved = { selection: palette.world.selection, collision: palette.world.collision, ...palette.forces };
    for (const list of ['agents', 'behaviors']) {
      const colours = Object.values(palette[list]); // agents: by index, behaviors: by name
      for (const c of colours) {
        for (const [name, r] of Object.entries(reserved))
          assert.ok(deltaE(c, r) >= 20, `${list} ${c} vs ${name} ${r}: ΔE ${deltaE(c, r).toFixed(1)}`);
      }
      const set = [...new Set(colours)];
      for (let i = 0; i < set.length; i++) {
        for (let j = i + 1; j < set.length; j++)
          assert.ok(
            deltaE(set[i], set[j]) >= 20,
            `${list}: ${set[i]} vs ${set[j]}: ΔE ${deltaE(set[i], set[j]).toFixed(1)}`,
          );
      }
    }
    assert.ok(deltaE(palette.world.heading, palette.forces.total) >= 20, "the heading is not the total force's colour");
  });
});

describe('legibility on the canvas', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800, deviceScaleFactor: 1 });
  });
  after(async () => {
    await pg?.close();
  });

  /** The canvas's pixels in a CSS-pixel box, as [r, g, b] triples. */
  const pixels = (page, x, y, w, h) =>
    page.evaluate(
      ([x0, y0, w0, h0]) => {
        const c = document.getElementById('world');
        const k = c.width / c.getBoundingClientRect().width;
        const d = c
          .getContext('2d')
          .getImageData(
            Math.round(x0 * k),
            Math.round(y0 * k),
            Math.max(1, Math.round(w0 * k)),
            Math.max(1, Math.round(h0 * k)),
          ).data;
        const out = [];
        for (let i = 0; i < d.length; i += 4) out.push([d[i], d[i + 1], d[i + 2]]);
        return out;
      },
      [x, y, w, h],
    );

  it('measures a detecting ray at 3:1 or more against the floor beside it', async () => {
    const { page } = pg;
    await page.evaluate(() =>
      window.sidestep.open({
        version: 1,
        world: {
          grid: Array.from({ length: 12 }, (_, y) =>
            y >= 3 && y <= 8 ? '..............@@....' : '....................',
          ),
        },
        agents: [
          { name: 'w', behavior: 'whiskers', start: [7, 6], goal: [19, 6], radius: 0.4, params: { rayLength: 9 } },
        ],
        view: { overlays: ['rays'] },
      }),
    );
    await page.evaluate(() => {
      window.sidestep.select(null);
      window.sidestep.step(1);
    });
    await page.waitForTimeout(200);
    const st = await page.evaluate(() => window.sidestep.state().agents[0].steering);
    assert.ok(
      st.rays.some((r) => r.hit),
      'a whisker sees the wall',
    );
    const k = st.rays.findIndex((r) => r.hit),
      ray = st.rays[k],
      other = st.rays[1 - k];
    // The middle of the ray, and the floor a cell away from it on the side away from the whiskers' box.
    const mid = [(ray.start[0] + ray.hitPoint[0]) / 2, (ray.start[1] + ray.hitPoint[1]) / 2];
    const side = [ray.start[0] - other.start[0], ray.start[1] - other.start[1]];
    const len = Math.hypot(...side);
    const away = [side[0] / len, side[1] / len]; // from the other whisker to this one: out of the box
    const [x, y] = await page.evaluate(([a, b]) => window.sidestep.worldToClient(a, b), mid);
    const box = await page.locator('#world').boundingBox();
    const near = await pixels(page, x - box.x - 3, y - box.y - 3, 7, 7);
    const darkest = near.reduce((m, p) => (luminance(p) < luminance(m) ? p : m));
    const [fx, fy] = await page.evaluate(
      ([a, b]) => window.sidestep.worldToClient(a, b),
      [mid[0] + away[0] * 1.2, mid[1] + away[1] * 1.2],
    );
    // The floor's own colour: the brightest pixel of a small box there (a one-pixel grid line may cross it).
    const floorPixel = (await pixels(page, fx - box.x - 2, fy - box.y - 2, 5, 5)).reduce((m, p) =>
      luminance(p) > luminance(m) ? p : m,
    );
    const ratio = contrast(darkest, floorPixel);
    assert.ok(ratio >= 3, `the detecting ray ${darkest} on the floor ${floorPixel}: ${ratio.toFixed(2)}:1`);
  });

  it("measures every behaviour's goal line at 3:1 or more against the floor beside it", async () => {
    const { page } = pg;
    const behaviors = ['seek', 'whiskers', 'feelers', 'raycast', 'context', 'orca'];
    await page.evaluate(
      (bs) =>
        window.sidestep.open({
          version: 1,
          world: { grid: Array(2 * bs.length + 2).fill('.'.repeat(24)) },
          agents: bs.map((behavior, k) => ({ behavior, start: [2, 1.5 + 2 * k], goal: [22, 1.5 + 2 * k] })),
          view: { overlays: ['goals'] },
        }),
      behaviors,
    );
    await page.evaluate(() => window.sidestep.select(null));
    await page.waitForTimeout(200);
    const box = await page.locator('#world').boundingBox();
    for (let k = 0; k < behaviors.length; k++) {
      const y = 1.5 + 2 * k;
      const [x0, y0] = await page.evaluate(([a, b]) => window.sidestep.worldToClient(a, b), [12, y]);
      const line = await pixels(page, x0 - box.x - 6, y0 - box.y - 2, 13, 5); // spans more than one dash and gap
      const darkest = line.reduce((m, p) => (luminance(p) < luminance(m) ? p : m));
      const [fx, fy] = await page.evaluate(([a, b]) => window.sidestep.worldToClient(a, b), [12.5, y + 0.8]);
      const [floorPixel] = await pixels(page, fx - box.x, fy - box.y, 1, 1);
      const ratio = contrast(darkest, floorPixel);
      assert.ok(ratio >= 3, `${behaviors[k]}'s goal line ${darkest} on the floor ${floorPixel}: ${ratio.toFixed(2)}:1`);
    }
  });

  it("shows a stopped grid agent's outcome badge above its n-proxy labels, not under them", async () => {
    const { page } = pg;
    const scene = JSON.parse(
      readFileSync(new URL('../../examples/nproxy-stop-on-return.json', import.meta.url), 'utf8'),
    );
    await page.evaluate((s) => window.sidestep.open(s), scene);
    await page.evaluate(() => {
      window.sidestep.overlays(['goals', 'decisions']);
      window.sidestep.step(12);
    });
    const i = (await page.evaluate(() => window.sidestep.state().agents)).findIndex((a) => a.stop === 'oscillation');
    assert.ok(i >= 0, 'an agent stopped on its return');
    await page.evaluate((k) => window.sidestep.select('agent', k), i);
    await page.waitForTimeout(200);
    const [ax, ay] = (await page.evaluate(() => window.sidestep.state().agents))[i].position;
    const box = await page.locator('#world').boundingBox();
    const [, upY] = await page.evaluate(([x, y]) => window.sidestep.worldToClient(x, y), [ax + 0.5, ay - 0.5]); // the up neighbour's label
    const [cx] = await page.evaluate(([x, y]) => window.sidestep.worldToClient(x, y), [ax + 0.5, ay + 0.5]);
    // Above the label's box (its half height is at most 10.5 px): the badge's red, with its white word.
    const above = await pixels(page, cx - box.x - 30, upY - box.y - 34, 60, 20);
    const red = parse(palette.agent.failedBadge);
    const reds = above.filter((p) => Math.hypot(p[0] - red[0], p[1] - red[1], p[2] - red[2]) < 30).length;
    const whites = above.filter((p) => p.every((v) => v > 235)).length;
    assert.ok(reds > 150, `the badge's red above the label: ${reds} pixels`);
    assert.ok(whites > 10, `its word in white: ${whites} pixels`);
  });

  it("measures the chosen move's label text at 4.5:1 or more against its background", async () => {
    const { page } = pg;
    await page.evaluate(() =>
      window.sidestep.open({
        version: 1,
        world: { grid: Array(9).fill('.........') },
        agents: [{ name: 'g', behavior: 'greedy', start: [2, 4], goal: [8, 4] }],
        view: { overlays: ['decisions'], selected: 0, camera: { x: 4.5, y: 4.5, zoom: 1 } },
      }),
    );
    await page.waitForTimeout(250);
    // The chosen neighbour (right) is the cell at (3, 4): its label is drawn at the cell's centre.
    const [x, y] = await page.evaluate(() => window.sidestep.worldToClient(3.5, 4.5));
    const box = await page.locator('#world').boundingBox();
    const area = await pixels(page, x - box.x - 16, y - box.y - 6, 32, 12);
    const amber = parse(palette.labels.chosen);
    const background = area.reduce((m, p) =>
      Math.hypot(p[0] - amber[0], p[1] - amber[1], p[2] - amber[2]) <
      Math.hypot(m[0] - amber[0], m[1] - amber[1], m[2] - amber[2])
        ? p
        : m,
    );
    const text = area.reduce((m, p) => (luminance(p) < luminance(m) ? p : m));
    const ratio = contrast(text, background);
    assert.ok(ratio >= 4.5, `label text ${text} on ${background}: ${ratio.toFixed(2)}:1`);
    assert.deepEqual(pg.errors, []);
  });
});
