// The compare's overlay pane: every variant drawn in one world, each in its pane colour with its trails
// (web/draw/overlay.js), under a legend naming each variant beside its colour, with a PNG button. Loaded
// with import() when first shown (ui/compare.js): not part of the page's first load, so it imports none of
// the page's modules; they come in `kit` (View, render, el and the palette's colours) and are shared.
import { drawOverlay } from '../draw/overlay.js';
import { RunTrails } from '../sim/trails.js';

export class OverlayPane {
  /**
   * @param {object} module the wasm module
   * @param {string[]} colors one per pane
   * @param {{ View: Function, render: Function, el: Function, t: Function, COLORS: object, PANEL_COLORS: object }} kit
   *   (t: the catalogue's words, ../i18n/locale.js)
   */
  constructor(module, colors, kit) {
    const { View, el, t } = kit;
    this.module = module;
    this.colors = colors;
    this.kit = kit;
    this.canvas = el('canvas', { ariaLabel: t('cmp-overlay', null, 'aria-label') });
    this.legend = el('ul', { className: 'overlay-legend', ariaLabel: t('cmp-overlay-legend', null, 'aria-label') });
    this.png = el('button', {
      className: 'pane-png',
      textContent: t('cmp-png'),
      title: t('cmp-overlay-png', null, 'title'),
    });
    this.figure = el('figure', { className: 'overlay-pane' });
    this.figure.append(this.canvas, this.legend, this.png);
    this.view = new View(this.canvas, () => [this.panes[0]?.sim.width ?? 1, this.panes[0]?.sim.height ?? 1]);
    this.view.margin = 10;
    this.panes = [];
    this.trails = [];
  }

  /** Shows these panes' runs (the compare just opened). */
  open(panes) {
    this.close();
    this.panes = panes;
    this.trails = panes.map((p) => new RunTrails(this.module, p.sim));
    this.rename();
  }

  /** The legend: each pane's colour and name as shown. */
  rename() {
    const { el } = this.kit;
    this.legend.replaceChildren(
      ...this.panes.map((p, k) => {
        const swatch = el('span', { className: 'swatch' });
        swatch.style.background = this.colors[k];
        return el('li', {}, swatch, p.name);
      }),
    );
  }

  close() {
    for (const t of this.trails) t.dispose();
    this.trails = [];
    this.panes = [];
  }

  /** Draws every run in the one world (ui: the page's selection and overlays). */
  draw(ui) {
    if (!this.panes.length) return;
    const sim = this.panes[0].sim;
    this.view.update(sim.width, sim.height);
    drawOverlay(this.kit, this.view, this.panes, this.trails, this.colors, selectedAgent(ui), ui.overlays);
  }

  /** The overlay as a PNG-ready canvas at 2x device pixels, the legend over the world. */
  async picture(ui) {
    const { worldPicture } = await import('./compare-picture.js');
    const sim = this.panes[0].sim;
    return worldPicture(
      this.kit,
      sim.width,
      sim.height,
      (view) => drawOverlay(this.kit, view, this.panes, this.trails, this.colors, selectedAgent(ui), ui.overlays),
      this.panes.map((p, k) => [this.colors[k], p.name]),
    );
  }
}

const selectedAgent = (ui) => (ui.selected?.type === 'agent' ? ui.selected.index : -1);
