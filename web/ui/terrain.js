// The terrain brush (a pointer tool: raise, lower or flatten the ground under a disc) with its options bar,
// the walls' height, and the selected circle's height. Every change is one of the core's checked edits
// (shapeTerrain, clearTerrain, setWallHeight, setCircleHeight), so undo, links and the run's history keep
// it; a stroke is one undo step. Only feelers sense heights: the other behaviours keep their 2D rules.
// Fetched the first time the terrain tool is picked or a circle is selected (not part of the first load).
import { formatFixed, t } from '../i18n/locale.js';
import '../i18n/en-panels.js'; // this module's English (not in the first load)
import { reliefOf } from '../sim/relief.js';
import { el } from './el.js';

/** The brush's id among the pointer tools (TOOLS in ui/tools.js). */
const TOOL_ID = 'terrain';

const MODES = ['raise', 'lower', 'flatten']; // their words: ter-<mode> in the catalogue

/** Hundredths: the positions sent stay short in files and links. */
const hundredths = (v) => Math.round(v * 100) / 100;

export class TerrainTool {
  /**
   * @param {{canvas: HTMLCanvasElement, stage: HTMLElement, view: import('../draw/view.js').View,
   *   sim: import('../sim/sim.js').Sim, edit: (fn: Function) => any, onError: (message: string) => void}} options
   *   `edit` runs a whole edit as one undo step (the Level and wall controls); strokes come through the
   *   pointer tools' own checkpointing (down/move below).
   */
  constructor({ canvas, stage, view, sim, edit, onError }) {
    Object.assign(this, { canvas, view, sim, edit, onError });
    this.mode = 'raise';
    this.radius = 2.5;
    this.strength = 0.3;
    this.bar = this.#buildBar();
    stage.append(this.bar);
    this.cursor = el('div', { className: 'brush-cursor', hidden: true });
    stage.append(this.cursor);
    // Shown while the tool is picked: the canvas says which tool is (data-tool).
    const sync = () => {
      const on = canvas.dataset.tool === TOOL_ID;
      this.bar.hidden = !on;
      if (!on) this.cursor.hidden = true;
      else this.#syncWall();
    };
    new MutationObserver(sync).observe(canvas, { attributes: true, attributeFilter: ['data-tool'] });
    sync();
    canvas.addEventListener('pointermove', (e) => this.#hover(e));
    canvas.addEventListener('pointerleave', () => {
      this.cursor.hidden = true;
    });
  }

  // ---- a stroke (called by the pointer tools with their checkpointing edit) -------------------------

  /** Press: the first dab; flatten levels toward the ground's height where the stroke began. */
  down(drag, x, y, edit) {
    drag.level = this.mode === 'flatten' ? hundredths(reliefOf(this.sim).heightAt(x, y)) : 0;
    drag.last = [x, y];
    this.#dab(x, y, drag.level, edit);
  }

  /** Drag: dabs along the way, a third of the radius apart, so a fast stroke leaves no gaps. */
  move(drag, x, y, edit) {
    const spacing = Math.max(0.1, this.radius / 3);
    let [lx, ly] = drag.last;
    const d = Math.hypot(x - lx, y - ly);
    if (d < spacing) return;
    const n = Math.floor(d / spacing);
    for (let k = 1; k <= n; k++)
      this.#dab(lx + ((x - lx) * k * spacing) / d, ly + ((y - ly) * k * spacing) / d, drag.level, edit);
    lx += ((x - lx) * n * spacing) / d;
    ly += ((y - ly) * n * spacing) / d;
    drag.last = [lx, ly];
  }

  #dab(x, y, level, edit) {
    const { mode: brush, radius, strength } = this;
    edit(() => this.sim.shapeTerrain({ brush, x: hundredths(x), y: hundredths(y), radius, strength, level }));
  }

  /** The brush's disc under the pointer while the tool is picked. */
  #hover(e) {
    if (this.canvas.dataset.tool !== TOOL_ID || e.pointerType === 'touch') return;
    const r = this.radius * this.view.scale;
    const box = this.canvas.getBoundingClientRect();
    Object.assign(this.cursor.style, {
      width: `${2 * r}px`,
      height: `${2 * r}px`,
      left: `${e.clientX - box.left - r}px`,
      top: `${e.clientY - box.top - r}px`,
    });
    this.cursor.dataset.mode = this.mode;
    this.cursor.hidden = false;
  }

  // ---- the options bar -------------------------------------------------------------------------------

  #buildBar() {
    const limits = reliefOf(this.sim).limits;
    const modes = el('div', { className: 'seg', role: 'group', ariaLabel: t('ter-brush', null, 'aria-label') });
    const buttons = MODES.map((id) => {
      const b = el('button', { textContent: t(`ter-${id}`), title: t(`ter-${id}`, null, 'title') });
      b.dataset.brush = id;
      b.addEventListener('click', () => {
        this.mode = id;
        for (const o of buttons) o.setAttribute('aria-pressed', String(o === b));
      });
      b.setAttribute('aria-pressed', String(id === this.mode));
      return b;
    });
    modes.append(...buttons);
    const slider = (name, min, max, step, get, set, unit) => {
      const input = el('input', { type: 'range', min, max, step, value: get() });
      input.dataset.brushSetting = name;
      const out = el('output', { textContent: `${formatFixed(Number(get()), 2)} ${unit}` });
      input.addEventListener('input', () => {
        set(Number(input.value));
        out.textContent = `${formatFixed(Number(input.value), 2)} ${unit}`;
      });
      return el(
        'label',
        { className: 'brush-setting', title: t(`ter-${name}`, null, 'title') },
        el('span', { textContent: t(`ter-${name}`) }),
        input,
        out,
      );
    };
    const radius = slider(
      'radius',
      limits.minRadius < 0.5 ? 0.5 : limits.minRadius,
      Math.min(8, limits.maxRadius),
      0.25,
      () => this.radius,
      (v) => {
        this.radius = v;
      },
      'u',
    );
    const strength = slider(
      'strength',
      0.05,
      1,
      0.05,
      () => this.strength,
      (v) => {
        this.strength = v;
      },
      'u',
    );

    const walls = this.#wallControls(limits);

    const level = el('button', {
      textContent: t('ter-level'),
      title: t('ter-level', null, 'title'),
      className: 'wide-only',
    });
    level.addEventListener('click', () => {
      try {
        this.edit(() => this.sim.clearTerrain());
      } catch (err) {
        this.onError(err.message);
      }
    });
    const bar = el(
      'div',
      {
        className: 'toolopts terrain-bar',
        hidden: true,
        role: 'toolbar',
        ariaLabel: t('ter-bar', null, 'aria-label'),
      },
      modes,
      radius,
      strength,
      walls,
      level,
    );
    bar.id = 'terrain-bar';
    return bar;
  }

  /** The walls' height: a number field and "tall" (as high as anything reaches), applied as one edit each. */
  #wallControls(limits) {
    this.wallTall = el('input', {
      type: 'checkbox',
      title: t('ter-wall-tall', null, 'title'),
    });
    this.wallNumber = el('input', {
      type: 'number',
      min: limits.minObstacleHeight,
      max: limits.maxObstacleHeight,
      step: 0.1,
      title: t('ter-wall-height', null, 'title'),
    });
    this.wallNumber.dataset.wallHeight = '1';
    const applyWall = () => {
      try {
        this.edit(() => this.sim.setWallHeight(this.wallTall.checked ? null : Number(this.wallNumber.value)));
      } catch (err) {
        this.onError(err.message);
      }
      this.#syncWall();
    };
    this.wallTall.addEventListener('change', () => {
      if (!this.wallTall.checked && !(Number(this.wallNumber.value) > 0)) this.wallNumber.value = '1';
      applyWall();
    });
    this.wallNumber.addEventListener('change', applyWall);
    return el(
      'label',
      { className: 'brush-setting wide-only' },
      el('span', { textContent: t('ter-walls') }),
      this.wallNumber,
      el('label', { className: 'inline' }, this.wallTall, t('ter-tall')),
    );
  }

  /** The wall controls as the world has them now. */
  #syncWall() {
    const h = reliefOf(this.sim).wallHeight;
    this.wallTall.checked = h === null;
    this.wallNumber.disabled = h === null;
    if (h !== null && document.activeElement !== this.wallNumber) this.wallNumber.value = String(Number(h.toFixed(2)));
  }
}

/**
 * The selected circle's height: tall (the default, as in the 2D world) or a number above the ground. Returns
 * the control and a function that shows the circle's current value.
 */
export function circleHeightControl(sim, index, edit, onError) {
  const limits = reliefOf(sim).limits;
  const tall = el('input', { type: 'checkbox' });
  tall.dataset.param = 'circleTall';
  const number = el('input', {
    type: 'number',
    min: limits.minObstacleHeight,
    max: limits.maxObstacleHeight,
    step: 0.1,
  });
  number.dataset.param = 'circleHeight';
  const apply = () => {
    try {
      edit(() => sim.setCircleHeight(index, tall.checked ? null : Number(number.value)));
    } catch (err) {
      onError(err.message);
    }
  };
  tall.addEventListener('change', () => {
    if (!tall.checked && !(Number(number.value) > 0)) number.value = '1';
    apply();
  });
  number.addEventListener('change', apply);
  const show = () => {
    const h = reliefOf(sim).circleHeight(index);
    tall.checked = h === null;
    number.disabled = h === null;
    if (h !== null && document.activeElement !== number) number.value = String(Number(h.toFixed(2)));
  };
  const element = el(
    'div',
    {},
    el(
      'label',
      {
        className: 'param',
        title: t('ter-circle-height', null, 'title'),
      },
      el('span', { className: 'param-name', textContent: t('ter-circle-height') }),
      el('span', { className: 'param-inputs' }, number, el('label', { className: 'inline' }, tall, t('ter-tall'))),
    ),
  );
  show();
  return { element, show };
}
