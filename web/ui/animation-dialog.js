// The Animation… dialog (Edit, beside Export and Picture): a step range of the scene's run as an animated
// GIF, or a WebM where the browser's MediaRecorder records a canvas. From step, to step, every k-th step,
// frames per second, width and format; an estimate of the file's size before it starts (measured by
// encoding the first two frames); a progress bar and Cancel; the file downloaded at the end. The frames
// are the deterministic replay drawn by the page's renderer on a copy of the run: the page's step,
// history and undo are never touched. Fetched with import() the first time the dialog is opened.
// The page's own modules come in `kit` (app/exports.js), none imported here (see draw/animation.js); its words too
// (kit.t, the catalogue's anim- messages, whose English app/exports.js fetches with this module).
import { FrameRenderer, WIDTHS, pictureHeight } from '../draw/animation.js';
import { FPS_LIMITS, encodeGif, encodeWebm, estimateGif, webmBitrate, webmType } from '../draw/encode.js';

/** The most frames one export makes (a GIF of 640 px at 1000 frames is tens of MB already). */
export const MAX_FRAMES = 1000;

/** A size in the locale's decimals (`fixed`: kit.formatFixed). */
const kb = (bytes, fixed) =>
  bytes >= 1e6 ? `${fixed(bytes / 1e6, 1)} MB` : `${Math.max(1, Math.round(bytes / 1e3))} KB`;

export class AnimationDialog {
  /**
   * @param {{ sim: import('../sim/sim.js').Sim, view: import('../draw/view.js').View, ui: object,
   *   doc: { title: string } }} app the page's run (copied, never moved), its camera, selection and overlays
   * @param {object} kit the page's modules the dialog uses: { Sim, View, render, palette, rgbaBytes,
   *   loadDrawers, el, download, sceneSlug, t, formatFixed }
   */
  constructor(app, kit) {
    this.app = app;
    this.kit = kit;
    this.job = null; // the export under way: { cancelled, progress }
    this.#build();
    document.body.append(this.root);
  }

  /** Opens the dialog with a range that fits the run: step 0 to the last step computed (or 200). */
  async open() {
    await this.kit.loadDrawers(); // the frames are drawn synchronously: every drawer they may need is here first
    const { sim } = this.app;
    const last = sim.frontier > 0 ? sim.frontier : Math.min(200, sim.world.maxSteps());
    this.f.from.value = '0';
    this.f.to.value = String(last);
    this.f.every.value = String(Math.max(1, Math.ceil((last + 1) / 100)));
    this.f.to.max = this.f.from.max = String(sim.world.maxSteps());
    this.note.textContent = '';
    this.root.hidden = false;
    this.#estimate();
    this.f.from.focus();
  }

  close() {
    if (this.job) this.job.cancelled = true;
    this.root.hidden = true;
  }

  /** The form's values checked: { from, to, every, fps, width, format, steps } or { errors } naming the field. */
  settings() {
    const limit = this.app.sim.world.maxSteps();
    const { t } = this.kit;
    const errors = [];
    const whole = (id, input, lo, hi) => {
      const v = Number(input.value);
      if (input.value.trim() === '' || !Number.isInteger(v) || v < lo || v > hi)
        errors.push(t('anim-whole', { field: t(id), lo, hi, got: input.value.trim() || t('anim-nothing') }));
      return v;
    };
    const from = whole('anim-from', this.f.from, 0, limit);
    const to = whole('anim-to', this.f.to, 0, limit);
    const every = whole('anim-every', this.f.every, 1, Math.max(1, limit));
    const fps = whole('anim-fps', this.f.fps, FPS_LIMITS[0], FPS_LIMITS[1]);
    if (errors.length) return { errors };
    if (to < from)
      return { errors: [t('anim-order', { to: t('anim-to'), from: t('anim-from'), first: from, last: to })] };
    const frames = Math.floor((to - from) / every) + 1;
    if (frames > MAX_FRAMES) {
      const k = Math.ceil((to - from + 1) / MAX_FRAMES);
      return { errors: [t('anim-too-many', { every: t('anim-every'), frames, max: MAX_FRAMES, k })] };
    }
    const steps = Array.from({ length: frames }, (_, k) => from + k * every);
    const width = Number(this.f.width.value);
    return { from, to, every, fps, width, height: this.#height(width), format: this.f.format.value, steps };
  }

  /** Says how many frames, how big, and about how many bytes (encoding the first two frames, for a GIF). */
  #estimate() {
    const s = this.settings();
    this.errors.replaceChildren(...(s.errors ?? []).map((e) => this.kit.el('li', { textContent: e })));
    this.start.disabled = Boolean(s.errors) || this.job !== null;
    if (s.errors) {
      this.estimate.textContent = '';
      return;
    }
    const { t, formatFixed: fixed } = this.kit;
    const seconds = s.steps.length / s.fps;
    let size;
    if (s.format === 'gif') {
      const renderer = this.#renderer(s);
      try {
        size = t('anim-size-gif', { size: kb(estimateGif(renderer, s.steps, s.steps.length), fixed) });
      } finally {
        renderer.dispose();
      }
    } else {
      const bits = webmBitrate(s.width, s.height, s.fps);
      size = t('anim-size-webm', {
        size: kb((bits / 8) * seconds, fixed),
        mbits: fixed(bits / 1e6, 2),
        seconds: fixed(seconds, 1),
      });
    }
    this.estimate.textContent = t('anim-estimate', {
      frames: s.steps.length,
      width: s.width,
      height: s.height,
      seconds: fixed(seconds, 1),
      fps: s.fps,
      size,
    });
  }

  /** Step `step` drawn `width` pixels wide as an export would draw it, as a PNG data URL. */
  async still(step, width) {
    await this.kit.loadDrawers();
    const renderer = new FrameRenderer(
      this.app.sim,
      { width, height: this.#height(width), camera: this.app.view.camera, ui: this.app.ui },
      this.kit,
    );
    try {
      return renderer.draw(step).toDataURL('image/png');
    } finally {
      renderer.dispose();
    }
  }

  #height(width) {
    const { view, sim } = this.app;
    view.refresh(); // the canvas's size and the world's now
    return pictureHeight(width, view, sim.width, sim.height);
  }

  #renderer(s) {
    const { sim, view, ui } = this.app;
    return new FrameRenderer(sim, { width: s.width, height: s.height, camera: view.camera, ui }, this.kit);
  }

  async #export() {
    const s = this.settings();
    if (s.errors || this.job) return;
    const job = { cancelled: false, progress: (done, total, bytes) => this.#progress(done, total, bytes) };
    this.job = job;
    this.start.disabled = true;
    this.progressRow.hidden = false;
    this.note.textContent = '';
    this.#progress(0, s.steps.length, 0);
    const renderer = this.#renderer(s);
    let blob = null;
    try {
      blob = await (s.format === 'gif' ? encodeGif : encodeWebm)(renderer, s.steps, s.fps, job);
    } catch (err) {
      this.note.textContent = this.kit.t('anim-failed', { error: err.id ? this.kit.t(err.id, err.args) : err.message });
    } finally {
      renderer.dispose();
      this.job = null;
      this.progressRow.hidden = true;
      this.start.disabled = false;
      if (!this.root.hidden) this.start.focus(); // Cancel is gone: the keys stay in the dialog (Esc closes it)
      this.app.sim.version++; // the page draws its own run again (the renderer's frames went elsewhere)
    }
    if (job.cancelled) {
      this.note.textContent = this.kit.t('anim-cancelled');
      return;
    }
    if (!blob) return;
    const name = `sidestep-${this.kit.sceneSlug(this.app.doc.title)}-${s.from}-${s.to}.${s.format}`;
    this.kit.download(blob, name);
    const size = kb(blob.size, this.kit.formatFixed);
    this.note.textContent = this.kit.t('anim-saved', { file: name, size, frames: s.steps.length });
  }

  #progress(done, total, bytes) {
    this.bar.max = total;
    this.bar.value = done;
    this.progressText.textContent = this.kit.t('anim-progress', { done, total, size: kb(bytes, this.kit.formatFixed) });
  }

  #build() {
    const { el, t } = this.kit;
    const number = (label, name, props) => {
      const input = el('input', { type: 'number', step: '1', name, ...props });
      input.setAttribute('aria-label', label);
      return [
        input,
        el('label', { className: 'param' }, el('span', { className: 'param-name', textContent: label }), input),
      ];
    };
    const [from, fromBox] = number(t('anim-from'), 'from', { min: '0' });
    const [to, toBox] = number(t('anim-to'), 'to', { min: '0' });
    const [every, everyBox] = number(t('anim-every'), 'every', { min: '1', title: t('anim-every', null, 'title') });
    const [fps, fpsBox] = number(t('anim-fps'), 'fps', {
      min: String(FPS_LIMITS[0]),
      max: String(FPS_LIMITS[1]),
      value: '10',
    });
    const width = el('select', { name: 'width' }, ...WIDTHS.map((w) => new Option(`${w} px`, String(w))));
    width.value = '640';
    width.setAttribute('aria-label', t('anim-width'));
    const format = el('select', { name: 'format' }, new Option('GIF', 'gif'));
    if (webmType()) format.append(new Option(t('anim-webm'), 'webm'));
    format.setAttribute('aria-label', t('anim-format'));
    this.f = { from, to, every, fps, width, format };
    const select = (label, input) =>
      el('label', { className: 'param' }, el('span', { className: 'param-name', textContent: label }), input);

    this.estimate = el('p', { className: 'anim-estimate small' });
    this.errors = el('ul', { className: 'editor-errors' });
    this.bar = el('progress', { max: 1, value: 0 });
    this.progressText = el('span', { className: 'progress-text small' });
    const cancel = el('button', {
      textContent: t('anim-cancel'),
      className: 'anim-cancel',
      title: t('anim-cancel', null, 'title'),
    });
    cancel.addEventListener('click', () => {
      if (this.job) this.job.cancelled = true;
    });
    this.progressRow = el('div', { className: 'row anim-progress' }, this.bar, this.progressText, cancel);
    this.progressRow.hidden = true;
    this.note = el('p', { className: 'muted small anim-note', role: 'status' });
    this.start = el('button', { className: 'primary', textContent: t('anim-make') });
    this.start.addEventListener('click', () => this.#export());
    const close = el('button', { textContent: '✕', ariaLabel: t('anim-close', null, 'aria-label') });
    close.addEventListener('click', () => this.close());

    const title = el('h2', { id: 'animation-title', textContent: t('anim-title') });
    const sheet = el(
      'div',
      { className: 'sheet' },
      el('div', { className: 'sheet-head' }, title, close),
      el('p', { className: 'muted small', textContent: t('anim-intro') }),
      el(
        'div',
        { className: 'anim-fields' },
        fromBox,
        toBox,
        everyBox,
        fpsBox,
        select(t('anim-width'), width),
        select(t('anim-format'), format),
      ),
      this.errors,
      this.estimate,
      this.progressRow,
      this.note,
      el('div', { className: 'row' }, el('span', { className: 'grow' }), this.start),
    );
    this.root = el('div', { className: 'shortcuts anim-dialog', id: 'animation-dialog', hidden: true }, sheet);
    this.root.setAttribute('role', 'dialog');
    this.root.setAttribute('aria-modal', 'true');
    this.root.setAttribute('aria-labelledby', 'animation-title');
    let timer = 0;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => this.#estimate(), 150);
    };
    for (const input of Object.values(this.f)) {
      input.addEventListener('input', changed);
      input.addEventListener('change', changed);
    }
    // The dialog's keys are its own (Space does not play the page behind it); Esc closes it.
    this.root.addEventListener('keydown', (e) => {
      e.stopPropagation();
      if (e.key === 'Escape') this.close();
    });
  }
}
