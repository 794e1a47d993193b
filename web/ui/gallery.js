// The examples: examples/index.json lists the scenario files with their titles (a test checks that each
// title is the one in its file), their groups, a line on what each shows and its lesson. Two ways in: the
// Examples menu (a <select>, as the console API and tests use it), and the gallery (cards with
// thumbnails, ui/gallery-dialog.js), opened by the Gallery button or G and loaded only then.
import { browseBeforeChoosing, el } from './el.js';
import { onDemandStyles } from './styles.js';

/** The page's language (html lang, set by i18n/locale.js's translatePage): read here rather than imported, so that
 *  this module adds no edge to the page's module graph (scripts/build-site.mjs splits shared modules into chunks). */
const pageLanguage = () => document.documentElement.lang || 'en';

/** The gallery's module, fetched on first use by its URL, so that the published bundle leaves it out
 *  (scripts/build-site.mjs bundles it as a file of its own, under the same name). */
const DIALOG_MODULE = 'ui/gallery-dialog.js';

export class Gallery {
  /**
   * @param {HTMLSelectElement} select
   * @param {(file: string, title: string, entry: object) => Promise<boolean>} open (entry: the index's line)
   * @param {(err: Error) => void} onError says why the gallery could not open
   * @param {() => Promise<Function>} words the catalogue's t, once the gallery's English (i18n/en-panels.js) is in
   */
  constructor(select, open, onError = () => {}, words = async () => (id) => id) {
    this.select = select;
    this.open = open;
    this.onError = onError;
    this.words = words;
    this.entries = [];
    this.index = null;
    this.dialog = null;
    this.loaded = null;
    select.addEventListener('change', async () => {
      const entry = this.entries.find((e) => e.file === select.value);
      select.value = '';
      select.blur(); // Space and the arrows go back to the page
      if (entry) await this.open(entry.file, entry.title, entry);
    });
    // A closed menu's arrows would open the next example at once, a new scene for a key meant to browse.
    browseBeforeChoosing(select);
  }

  /** Fills the menu from examples/index.json, which names each file with its title. */
  load() {
    this.loaded ??= (async () => {
      const index = await (await fetch('examples/index.json')).json();
      this.index = { groups: index.groups ?? [], lessons: index.lessons ?? {} };
      this.entries = index.examples.map((e) => ({ ...e, title: e.title || e.file }));
      // In another locale, the titles, lines, groups and lessons' names in its words (i18n/content.js).
      if (pageLanguage() !== 'en') {
        const { localIndex } = await import('../i18n/content.js');
        this.index = await localIndex(pageLanguage(), { ...this.index, entries: this.entries });
        this.entries = this.index.entries;
      }
      // The menu in the gallery's groups and order too; an entry with no known group goes last, on its own.
      const groups = this.index.groups;
      for (const [i, group] of groups.entries()) {
        const options = this.entries.filter((e) => e.group === group).map(({ file, title }) => new Option(title, file));
        const label = this.index.groupNames?.[i] ?? group;
        if (options.length) this.select.append(el('optgroup', { label }, ...options));
      }
      for (const { file, title } of this.entries.filter((e) => !groups.includes(e.group)))
        this.select.append(new Option(title, file));
    })();
    return this.loaded;
  }

  /** Opens the gallery (its module and the index loaded first, once); the focus goes back to `opener`. */
  async show(opener = document.activeElement) {
    try {
      const [{ GalleryDialog }, , , t] = await Promise.all([
        import(String(new URL(DIALOG_MODULE, document.baseURI))),
        this.load(),
        onDemandStyles(),
        this.words(),
      ]);
      this.dialog ??= new GalleryDialog(
        {
          groups: this.index.groups,
          groupNames: this.index.groupNames,
          lessons: this.index.lessons,
          entries: this.entries,
        },
        (entry) => this.open(entry.file, entry.title, entry),
        t,
      );
      this.dialog.show(opener);
    } catch (err) {
      this.onError(err);
    }
  }

  get isOpen() {
    return !!this.dialog?.isOpen;
  }
}
