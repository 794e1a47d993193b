// Runs every problem of a scen in a Web Worker (run-all-worker.js, which loads its own wasm module), so
// the page stays responsive; reports progress and can cancel. One run at a time: starting a new one
// cancels the one under way.
import { t } from '../i18n/locale.js';
import '../i18n/en-tools.js';

export class RunAll {
  constructor() {
    this.worker = null;
    this.nextId = 1;
    this.current = null; // { id, resolve, reject, onProgress }
  }

  get running() {
    return this.current !== null;
  }

  /**
   * Runs every row. Resolves to { summary, words, seconds } when done, or null when cancelled; rejects
   * with the errors the core gave (a map or scen it refused, an agent it refused).
   * @param {{ map: object, scen: object, agent: { behavior: string, P: number } }} job
   * @param {(done: number, total: number) => void} onProgress
   */
  start(job, onProgress = () => {}) {
    if (this.current) {
      // the run under way stops; its promise resolves to null now
      this.cancel();
      this.#finish((c) => c.resolve(null));
    }
    if (!this.worker) {
      // Relative to the page, not to this module: bundled (npm run build:site) this code moves, the worker file does not.
      this.worker = new Worker(new URL('sim/run-all-worker.js', document.baseURI), { type: 'module' });
      this.worker.onmessage = (e) => this.#message(e.data);
      this.worker.onerror = (e) =>
        this.#finish((c) =>
          c.reject(
            Object.assign(new Error(e.message || t('map-run-all-failed')), {
              errors: [e.message || t('map-run-all-failed')],
            }),
          ),
        );
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.current = { id, resolve, reject, onProgress };
      this.worker.postMessage({ type: 'run', id, ...job });
    });
  }

  /** Stops the run under way (its promise resolves to null once the worker has stopped). */
  cancel() {
    if (this.current) this.worker.postMessage({ type: 'cancel', id: this.current.id });
  }

  dispose() {
    this.#finish((c) => c.resolve(null));
    this.worker?.terminate();
    this.worker = null;
  }

  #message(m) {
    const c = this.current;
    if (!c || m.id !== c.id) return; // a cancelled run's last words
    if (m.type === 'progress') c.onProgress(m.done, m.total);
    else if (m.type === 'done')
      this.#finish((x) => x.resolve({ summary: m.summary, words: m.words, seconds: m.seconds }));
    else if (m.type === 'cancelled') this.#finish((x) => x.resolve(null));
    else if (m.type === 'error')
      this.#finish((x) => x.reject(Object.assign(new Error(m.errors.join('\n')), { errors: m.errors })));
  }

  #finish(settle) {
    const c = this.current;
    this.current = null;
    if (c) settle(c);
  }
}
