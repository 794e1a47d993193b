// The context the page's parts share: the wasm module, the scene's Sim, the canvas and its View, and the
// UI state the tools, the panel and the drawing read. Each part adds what the others call to it (app.doc,
// app.loop, app.toast, ...); a part reads those when it runs, never while the parts are being built.
import { Sim } from '../sim/sim.js';
import { View } from '../draw/view.js';
import { useBehaviorNames } from '../draw/palette.js';

export const $ = (id) => document.getElementById(id);

/** The shared context. `embed` (?embed=1, with a share link): watch only. */
export function createContext(module, embed) {
  const sim = new Sim(module);
  useBehaviorNames(sim.behaviorNames);
  const canvas = $('world');
  // While a scene is read beside the page, the view keeps the world size it has (reading the scene's would wait for the
  // file: a resize placed the view, holding the page up to 2 s).
  const view = new View(canvas, () =>
    sim.module.beside?.loading() ? [view.worldWidth, view.worldHeight] : [sim.width, sim.height],
  );
  view.insetTop = 40; // the readout and the painting bar sit there
  const ui = {
    tool: 'select',
    selected: null,
    newBehavior: 'whiskers',
    brush: { mode: 'free', size: 1 },
    paintPreview: null,
    patternSeed: 0,
    overlays: new Set(['goals', 'decisions', 'trail', 'rays', 'forces', 'context', 'orca', 'paths', 'profile']),
    overlayChanges: 0, // bumped when a checkbox changes the set
  };
  return { module, embed, sim, canvas, view, ui };
}
