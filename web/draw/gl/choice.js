// Which renderer draws the page's agents: Canvas 2D up to GL_AGENTS agents (every example, and the biggest
// world the page could open before: it draws 10,000 agents in about 10 ms), WebGL2 (gl/renderer.js, fetched
// with import() the first time such a crowd is shown: the published page's size budget) above. `?gl=0` in
// the page's address keeps Canvas 2D for everything, `?gl=1` draws every scene with WebGL2. Where the
// browser has no WebGL2, or while its context is lost, Canvas 2D draws.

/** Crowds of more than this many agents are drawn with WebGL2 (where the page has it). */
export const GL_AGENTS = 10000;

const wanted = new URLSearchParams(globalThis.location?.search ?? '').get('gl'); // '0', '1' or null (by crowd size)
let renderer = null,
  pending = null,
  unavailable = false;

/** Whether a world of `agents` agents is drawn with WebGL2 when it can be. */
export function wantsGL(agents) {
  return wanted !== '0' && (wanted === '1' || agents > GL_AGENTS);
}

/**
 * The WebGL2 renderer for a frame of `agents` agents, or null: Canvas 2D draws this frame (a small scene,
 * ?gl=0, no WebGL2, a lost context, or the renderer still on its way: the run's version is bumped when it
 * arrives, so the next frame uses it). `limits`: the body sizes render() keeps ({ leastPx, dotPx }).
 */
export function glRenderer(sim, agents, limits) {
  if (unavailable || !wantsGL(agents)) return null;
  if (renderer) return renderer.lost ? null : renderer;
  pending ??= import('./renderer.js')
    .then(({ createRenderer }) => {
      renderer = createRenderer(document.getElementById('world'), limits);
      unavailable = !renderer;
      sim.version++;
    })
    .catch((err) => {
      unavailable = true;
      console.warn(`webgl: drawing with Canvas 2D (${err.message})`);
      sim.version++;
    });
  return null;
}

/** Hides the WebGL2 layers, if any: a frame drawn wholly in Canvas 2D, or a compare's panes over the stage. */
export function hideGL() {
  renderer?.hide();
}

/** What the page's canvas `world` shows with the WebGL2 layers over it, as one canvas (Picture's PNG). */
export function composedPicture(world) {
  return renderer?.composed(world) ?? world;
}

/** The GPU WebGL2 reports (null before it is loaded), and whether its context is lost. */
export function rendererInfo() {
  return { gpu: renderer?.gpu ?? null, lost: renderer?.lost ?? false };
}
