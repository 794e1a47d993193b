// The page's drawing of big crowds, in headless Chromium: frames per second and milliseconds per draw with
// each renderer (Canvas 2D with ?gl=0, WebGL2 with ?gl=1) while the page's render() draws a paused crowd
// every frame, and which GPU WebGL2 ran on (headless Chromium has SwiftShader, a GL in software).
import { openPlayground } from '../tests/browser/browser.mjs';
import { random } from './scenes.mjs';

/**
 * A wide crowd as a compact scenario (format v1, under the 16 MiB file limit at 100,000 agents): a
 * side x side grid with 3 % of its cells blocked, `circles` circles, agents of radius 0.3 at max speed 2
 * from random starts to random goals. Seeded: the same scene every time.
 */
export function wideCrowd({ agents, circles = 2000, side = 1024, behavior = 'whiskers', seed = 1 }) {
  const rnd = random(seed);
  const grid = [];
  for (let y = 0; y < side; y++) {
    let row = '';
    for (let x = 0; x < side; x++) row += rnd() < 0.03 ? '@' : '.';
    grid.push(row);
  }
  const at = (lo, hi) => Math.round((lo + (hi - lo) * rnd()) * 100) / 100;
  const circleList = Array.from({ length: circles }, () => ({ x: at(2, side - 2), y: at(2, side - 2), r: at(0.5, 2) }));
  const agentList = Array.from({ length: agents }, () => ({
    behavior,
    start: [at(1, side - 1), at(1, side - 1)],
    goal: [at(1, side - 1), at(1, side - 1)],
    radius: 0.3,
    maxSpeed: 2,
  }));
  return {
    version: 1,
    title: `${agents} ${behavior} on a ${side}² grid`,
    world: { grid, circles: circleList },
    agents: agentList,
    sim: { dt: 0.02, maxSteps: 100000, seed },
  };
}

/**
 * Draws the open scene every animation frame for `ms` with the page's own render() on its canvas (as its
 * frame does after a step, without the panel's refresh): { fps, drawMs (median of render()'s own
 * measure), renderer, gpu }.
 */
export function drawFor(page, ms) {
  return page.evaluate(async (ms) => {
    const [{ render, drawnLastFrame }, { View }] = await Promise.all([
      import('./draw/render.js'),
      import('./draw/view.js'),
    ]);
    const { sim } = window.sidestep;
    const view = new View(document.getElementById('world'), () => [sim.width, sim.height]);
    view.insetTop = 40;
    const ui = {
      selected: null,
      overlays: new Set(['goals', 'decisions', 'trail', 'rays', 'forces', 'context', 'orca', 'paths', 'profile']),
    };
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    for (let k = 0; k < 20 && drawnLastFrame().renderer !== 'webgl' && !location.search.includes('gl=0'); k++) {
      // WebGL2 is in
      view.refresh();
      render(view, sim, ui, true);
      await frame();
    }
    const draws = [];
    let frames = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < ms) {
      view.refresh();
      render(view, sim, ui, true);
      draws.push(drawnLastFrame().ms);
      frames++;
      await frame();
    }
    const elapsed = (performance.now() - t0) / 1000;
    draws.sort((a, b) => a - b);
    const gl = document.getElementById('world-gl')?.getContext('webgl2');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    return {
      fps: frames / elapsed,
      drawMs: draws[draws.length >> 1],
      renderer: drawnLastFrame().renderer,
      agents: drawnLastFrame().agents,
      gpu: info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : null,
    };
  }, ms);
}

/** Frames/s and draw ms for a crowd of each size, with each renderer: { [agents]: { webgl, canvas } }. */
export async function pageDraw(sizes = [10000, 50000, 100000], seconds = 3) {
  const out = {};
  for (const agents of sizes) {
    const scene = JSON.stringify(wideCrowd({ agents })); // as text: a big object is slow to hand to the page
    out[agents] = {};
    for (const [name, query] of [
      ['webgl', '?gl=1'],
      ['canvas', '?gl=0'],
    ]) {
      const pg = await openPlayground({ width: 1280, height: 800, hash: query, strictLayouts: false });
      try {
        if (!(await pg.page.evaluate((s) => window.sidestep.open(s), scene))) throw new Error('the crowd did not open');
        out[agents][name] = await drawFor(pg.page, seconds * 1000);
      } finally {
        await pg.close();
      }
    }
  }
  return out;
}
