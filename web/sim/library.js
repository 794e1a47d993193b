// "My scenes": scenarios kept in the browser (IndexedDB), each with a name, the time it was kept and a small
// picture. The page keeps the current scene here before another replaces it, so no work is lost; a user
// saves, opens, renames and deletes entries. Storage errors (private mode, quota) are reported, never thrown
// into the page's loop.
import { t } from '../i18n/locale.js';
import '../i18n/en-first.js'; // the ld- messages it words

const DB_NAME = 'sidestep';
const STORE = 'scenes';
/** Scenes kept automatically (before another replaced them), at most; the oldest of them go first. */
export const MAX_KEPT = 20;

function request(r) {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error(t('ld-storage-failed')));
  });
}

export class SceneLibrary {
  constructor() {
    this.db = null;
  }

  async #open() {
    if (this.db) return this.db;
    if (typeof indexedDB === 'undefined') throw new Error(t('ld-no-indexeddb'));
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => {
      const store = open.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
      store.createIndex('savedAt', 'savedAt');
    };
    this.db = await request(open);
    return this.db;
  }

  async #store(mode) {
    const db = await this.#open();
    return db.transaction(STORE, mode).objectStore(STORE);
  }

  /** Every entry without its scenario text, newest first: { id, name, savedAt, auto, picture (data URL) }. */
  async list() {
    const all = await request((await this.#store('readonly')).getAll());
    return all.map(({ text, ...meta }) => meta).sort((a, b) => b.savedAt - a.savedAt);
  }

  /** Keeps a scene; `auto` marks one kept before another replaced it. Returns its id. */
  async save({ name, text, picture = '', auto = false }) {
    const id = await request((await this.#store('readwrite')).add({ name, text, picture, auto, savedAt: Date.now() }));
    if (auto) await this.#trimKept();
    return id;
  }

  async #trimKept() {
    const kept = (await this.list()).filter((e) => e.auto);
    const store = await this.#store('readwrite');
    for (const e of kept.slice(MAX_KEPT)) store.delete(e.id);
  }

  /** The scenario text of entry `id`. */
  async text(id) {
    const e = await request((await this.#store('readonly')).get(id));
    if (!e) throw new Error(t('ld-no-entry', { id: String(id) }));
    return e.text;
  }

  async rename(id, name) {
    const store = await this.#store('readwrite');
    const e = await request(store.get(id));
    if (!e) throw new Error(t('ld-no-entry', { id: String(id) }));
    e.name = name;
    e.auto = false; // a named entry is the user's: never trimmed
    await request(store.put(e));
  }

  async remove(id) {
    await request((await this.#store('readwrite')).delete(id));
  }
}
