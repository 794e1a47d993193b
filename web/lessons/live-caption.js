// A checkpoint's caption as the core fills it, with its live settings ({runner.rayLength:drag}) drawn as
// numbers the reader drags sideways (or steps with the arrow keys when focused): each change is an edit of the
// setting (in a lesson, from step 0, the run replayed to the checkpoint's step at once), and the caption's
// other numbers are filled again from the world it leads to. Updated in place, so a number being dragged is
// never replaced under the pointer.
import { el } from '../ui/el.js';
import { currentLocale, formatFixed, statusWord, t } from '../i18n/locale.js';
import { wordErrors } from './lesson.js';
import '../i18n/en-lessons.js'; // the lessons' English (not in the first load)

/** A part of a filled caption as the reader reads it: a number in the locale's digits and decimal sign, a status in
 *  its words (the core's English `text` in English, as the command line prints it). */
export function partText(p) {
  if (currentLocale() === 'en') return p.text;
  if (p.number !== undefined) return formatFixed(p.number, p.digits);
  if (p.setting) return formatFixed(p.value, p.integer ? 0 : 2);
  return p.status ? statusWord(p.status) : p.text;
}

/** A filled caption's parts as drawn: each live setting (the part itself), and the parts between two as one
 *  `{ text }`. */
function captionRuns(parts) {
  const runs = [];
  for (const p of parts) {
    const last = runs[runs.length - 1];
    if (p.setting) runs.push(p);
    else if (last && !last.setting) last.text += partText(p);
    else runs.push({ text: partText(p) });
  }
  return runs;
}

/** A filled caption ({parts}) as the reader reads it. */
export const captionText = (fill) => (fill.parts ? fill.parts.map(partText).join('') : fill.text);

/** Pixels of drag per step of an integer setting. */
const PX_PER_STEP = 8;

/** A setting's value for ARIA: its float32 noise rounded away (0.10000000149 is 0.1). */
const ariaNumber = (v) => String(Number(v.toPrecision(6)));

/** A step of 1, 2 or 5 times a power of ten, near `raw`. */
function niceStep(raw) {
  const power = 10 ** Math.floor(Math.log10(raw));
  const m = raw / power;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : 5) * power;
}

/** The key step of a setting {integer, min, max}: 1 for integers, else about a hundredth of its range. */
export const keyStep = (s) => (s.integer ? 1 : niceStep((s.max - s.min) / 100));

export class LiveCaption {
  /** @param app the page's context; @param node the caption's element; @param step () => the checkpoint's step,
   *  where the caption is filled (the run on screen may be elsewhere: played on, or an undo went back) */
  constructor(app, node, step) {
    this.app = app;
    this.node = node;
    this.step = step;
    this.caption = '';
    this.shape = null; // the parts' kinds when last built (null: none): the same shape is updated in place
    this.spans = [];
    this.gestures = 0;
  }

  /** Shows `caption` filled for the scene's world now. */
  show(caption) {
    this.caption = caption;
    this.shape = null;
    this.refresh();
  }

  /** Fills the caption again from the world now (after a change, or the checkpoint's scene opened again). */
  refresh() {
    const { app, node } = this;
    const fill = this.#fill();
    // The core validated the caption at this step; should it still name nothing here, say so, never hide it.
    if (fill.errors.length) {
      this.shape = null;
      node.textContent = `${captionText(fill)} ${t('les-fill-failed', { errors: wordErrors(fill).join('; ') })}`;
      node.classList.add('bad');
      return;
    }
    node.classList.remove('bad');
    // Drawn in runs: each live setting, and the text between two (what the core fills in included) as one run, so
    // that a number turning into "—" (a part of its own becoming text) changes no run and never replaces the
    // setting being dragged or focused.
    const runs = captionRuns(fill.parts);
    const shape = runs.map((r) => (r.setting ? `${r.agent}.${r.setting}` : '')).join('|');
    if (shape !== this.shape) {
      this.shape = shape;
      this.spans = [];
      node.replaceChildren(...runs.map((r) => (r.setting ? this.#live(r) : document.createTextNode(r.text))));
      return;
    }
    runs.forEach((r, k) => {
      const child = node.childNodes[k];
      if (!r.setting) {
        if (child.data !== r.text) child.data = r.text;
        return;
      }
      this.#setValue(child.querySelector('.live-setting'), r);
    });
  }

  /** The caption filled by the core in the world at the checkpoint's step: the run on screen when it is there,
   *  else a copy of it sought there (a copy shares the run's keyframes: one world's copy and a short replay). */
  #fill() {
    const { app } = this,
      step = this.step();
    if (app.sim.stepCount === step) return JSON.parse(app.module.fillCaption(app.sim.world, this.caption));
    const copy = app.sim.timeline.clone();
    try {
      copy.seek(step);
      return JSON.parse(app.module.fillCaption(copy.world(), this.caption));
    } finally {
      copy.delete();
    }
  }

  /** The live settings shown ({agent, setting, value} each), for tests and the console. */
  settings() {
    return this.spans.map((s) => ({ ...s.live }));
  }

  /** A live setting's number between a − and a + button (one step each: a tap or a click, for those who cannot
   *  drag); the number itself drags sideways, or takes the arrow keys (Shift: ten steps), Home and End. The
   *  buttons' signs are drawn by the style sheet, so the caption's text stays the core's words. */
  #live(part) {
    const span = this.#number(part);
    const agentName = this.app.sim.agentName(part.agent) || t('les-agent', { n: part.agent });
    const button = (sign) => {
      const words = { setting: part.setting, agent: agentName };
      const b = el('button', {
        type: 'button',
        className: `live-step live-${sign}`,
        ariaLabel: t(`les-live-${sign}`, words),
        title: t(`les-live-${sign}`, words, 'title'),
        tabIndex: -1, // the number is the one Tab stop: its arrow keys do the same
      });
      b.addEventListener('click', () =>
        this.#set(span, span.live.value + (sign === 'up' ? 1 : -1) * keyStep(span.live), null),
      );
      return b;
    };
    return el('span', { className: 'live-wrap' }, button('down'), span, button('up'));
  }

  #number(part) {
    const agentName = this.app.sim.agentName(part.agent) || t('les-agent', { n: part.agent });
    const span = el('span', {
      className: 'live-setting',
      tabIndex: 0,
      role: 'slider',
      ariaLabel: t('les-live-setting', { setting: part.setting, agent: agentName }),
      title: t('les-live-setting', { setting: part.setting, agent: agentName }, 'title'),
    });
    span.setAttribute('aria-valuemin', ariaNumber(part.min));
    span.setAttribute('aria-valuemax', ariaNumber(part.max));
    span.dataset.setting = part.setting;
    span.dataset.agent = String(part.agent);
    this.#setValue(span, part);
    this.spans.push(span);
    let drag = null;
    span.addEventListener('pointerdown', (e) => {
      if (e.button !== 0) return;
      e.preventDefault();
      span.setPointerCapture(e.pointerId);
      span.focus({ preventScroll: true });
      drag = { x: e.clientX, from: span.live.value, key: `caption:${++this.gestures}` };
      span.classList.add('dragging');
    });
    span.addEventListener('pointermove', (e) => {
      if (!drag) return;
      const s = span.live;
      const perPx = s.integer ? 1 / PX_PER_STEP : keyStep(s) / 2;
      const raw = drag.from + (e.clientX - drag.x) * perPx;
      this.#set(span, s.integer ? Math.round(raw) : Math.round(raw / keyStep(s)) * keyStep(s), drag.key);
    });
    const end = () => {
      drag = null;
      span.classList.remove('dragging');
    };
    span.addEventListener('pointerup', end);
    span.addEventListener('pointercancel', end);
    span.addEventListener('keydown', (e) => {
      const s = span.live,
        step = keyStep(s) * (e.shiftKey ? 10 : 1);
      const to = {
        ArrowRight: s.value + step,
        ArrowUp: s.value + step,
        ArrowLeft: s.value - step,
        ArrowDown: s.value - step,
        PageUp: s.value + 10 * keyStep(s),
        PageDown: s.value - 10 * keyStep(s),
        Home: s.min,
        End: s.max,
      }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      e.stopPropagation(); // the page's arrows step the run; here they change the number
      this.#set(span, to, null);
    });
    return span;
  }

  #setValue(span, part) {
    span.live = { agent: part.agent, setting: part.setting, avoidance: part.avoidance, integer: part.integer };
    Object.assign(span.live, { min: part.min, max: part.max, value: part.value });
    const text = partText(part);
    if (span.textContent !== text) span.textContent = text;
    span.setAttribute('aria-valuenow', ariaNumber(part.value));
    span.setAttribute('aria-valuetext', text);
  }

  /** Sets the span's setting to `value` (clamped to its range, to the step's precision) as an edit; `gesture`
   *  names a drag, whose changes are one undo step. */
  #set(span, value, gesture) {
    const s = span.live;
    const digits = s.integer ? 0 : Math.max(0, Math.ceil(-Math.log10(keyStep(s))));
    const v = Number(Math.min(s.max, Math.max(s.min, value)).toFixed(digits));
    if (Math.abs(v - s.value) < 1e-9) return;
    const { app } = this;
    try {
      app.edit(
        () =>
          s.avoidance ? app.sim.setAvoidance(s.agent, s.setting, v) : app.sim.setAgentParam(s.agent, s.setting, v),
        { gesture },
      );
    } catch (err) {
      app.fail?.(err.message);
      return;
    }
    // The compare panes are copies of the scene: made again from it (as after an undo).
    if (app.compare?.active) {
      app.leaveCompare();
      app.enterCompare();
    }
  }
}
