// The "My scenes" section of the panel: save the scene under a name, and the list of kept scenes with their
// pictures (open, rename, delete). A scene edited since it was opened is kept here automatically before an
// example, a file or a link replaces it. Its words come from the catalogue (ids starting with myscenes-).
import { currentLocale, t } from '../i18n/locale.js';
import { SceneLibrary } from '../sim/library.js';
import { el } from './el.js';

const PICTURE_W = 160,
  PICTURE_H = 100;

/** A small picture of what a canvas shows now, as a PNG data URL (letterboxed to 160 x 100). */
export function thumbnail(canvas) {
  const out = el('canvas', { width: PICTURE_W, height: PICTURE_H });
  const ctx = out.getContext('2d');
  ctx.fillStyle = '#0b1220';
  ctx.fillRect(0, 0, PICTURE_W, PICTURE_H);
  if (canvas.width > 0 && canvas.height > 0) {
    const k = Math.min(PICTURE_W / canvas.width, PICTURE_H / canvas.height);
    const w = canvas.width * k,
      h = canvas.height * k;
    ctx.drawImage(canvas, (PICTURE_W - w) / 2, (PICTURE_H - h) / 2, w, h);
  }
  return out.toDataURL('image/png');
}

/** The locale for dates and times: the page's (the pseudo-locale's dates are English's). */
const dateLocale = () => (currentLocale() === 'en-XA' ? 'en' : currentLocale());

export class MyScenes {
  /**
   * @param {{ list: HTMLElement, name: HTMLInputElement, save: HTMLButtonElement, note: HTMLElement }} el
   * @param {{ current: () => { text: string, title: string }, picture: () => string, open: (text: string, name: string) => Promise<boolean>,
   *           onSaved?: () => void, toast: (message: string, options?: object) => void }} hooks
   */
  constructor(elements, hooks) {
    this.el = elements;
    this.hooks = hooks;
    this.library = new SceneLibrary();
    elements.save.addEventListener('click', () => this.save());
    elements.name.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') this.save();
    });
  }

  /** Saves the current scene under the name typed (or its title). */
  async save() {
    const { text, title } = this.hooks.current();
    const name = (this.el.name.value.trim() || title || t('myscenes-untitled')).slice(0, 80);
    try {
      await this.library.save({ name, text, picture: this.hooks.picture() });
      this.el.name.value = '';
      this.hooks.onSaved?.();
      this.hooks.toast(t('myscenes-saved', { name }));
      await this.refresh();
    } catch (err) {
      this.hooks.toast(t('myscenes-save-failed', { error: err.message }), { bad: true });
    }
  }

  /** Keeps a scene that is about to be replaced ({ text, title, picture } taken before it was). */
  async keep(scene) {
    const at = new Date().toLocaleTimeString(dateLocale(), { hour: '2-digit', minute: '2-digit' });
    try {
      await this.library.save({
        name: t('myscenes-kept-name', { title: scene.title || t('myscenes-untitled'), time: at }),
        text: scene.text,
        picture: scene.picture,
        auto: true,
      });
      await this.refresh();
      this.el.note.textContent = t('myscenes-kept-note');
    } catch (err) {
      this.hooks.toast(t('myscenes-keep-failed', { error: err.message }), { bad: true });
    }
  }

  async refresh() {
    let entries;
    try {
      entries = await this.library.list();
    } catch (err) {
      this.el.list.replaceChildren(
        el('li', { className: 'muted', textContent: t('myscenes-unavailable', { error: err.message }) }),
      );
      return;
    }
    if (!entries.length) {
      this.el.list.replaceChildren(el('li', { className: 'muted small', textContent: t('myscenes-empty') }));
      return;
    }
    this.el.list.replaceChildren(...entries.map((e) => this.#item(e)));
  }

  #item(e) {
    const when = new Date(e.savedAt).toLocaleString(dateLocale(), { dateStyle: 'short', timeStyle: 'short' });
    const open = el(
      'button',
      { className: 'scene-open', title: t('myscenes-open', { name: e.name }, 'title') },
      e.picture ? el('img', { src: e.picture, alt: '', width: PICTURE_W / 2, height: PICTURE_H / 2 }) : '',
      el('span', { className: 'scene-name', textContent: e.name }),
      el('span', { className: 'muted small', textContent: when }),
    );
    open.addEventListener('click', async () => {
      try {
        await this.hooks.open(await this.library.text(e.id), e.name);
      } catch (err) {
        this.hooks.toast(err.message, { bad: true });
      }
    });
    const rename = el('button', { className: 'link small', textContent: t('myscenes-rename') });
    rename.addEventListener('click', async () => {
      const name = prompt(t('myscenes-rename-prompt'), e.name);
      if (name === null || !name.trim()) return;
      await this.library.rename(e.id, name.trim().slice(0, 80));
      await this.refresh();
    });
    const remove = el('button', {
      className: 'link small',
      textContent: t('myscenes-delete'),
      ariaLabel: t('myscenes-delete', { name: e.name }, 'aria-label'),
    });
    remove.addEventListener('click', async () => {
      await this.library.remove(e.id);
      await this.refresh();
    });
    return el('li', {}, open, el('span', { className: 'scene-actions' }, rename, remove));
  }
}
