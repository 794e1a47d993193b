// Game maps in the panel: the Moving AI maps panel (its .map and .scen files, their problems, Run all),
// given the scene's document and the page's selection and camera. The panel's code (ui/maps.js and its
// list, detail, summary and worker) is not part of the first load: until a map is opened (a file, a map
// example, or a scene on a bundled map) the section shows its heading, its Open button and its hint, and
// the panel is fetched with import() the first time it is needed (the published page's size budget).
import { el } from '../ui/el.js';
import { t } from '../i18n/locale.js';
import { $ } from './context.js';
import { onDemandStyles } from '../ui/styles.js';

const FILE_PATTERN = /\.(map|scen)$/i;

/** Adds app.maps: accepts(file), openFiles(files), openExample(entry), state(), restore(), close(), update(), as ui/maps.js's MapsPanel. */
export function wireMaps(app) {
  const { module, sim, doc, ui, view } = app;
  const root = $('maps');
  let panel = null,
    pending = null;
  const seen = { generation: -1, revision: -1 }; // the scene last asked whether it is on a bundled map
  /** The real panel, fetched and built once; it replaces the placeholder in the same section. */
  const load = () => {
    pending ??= Promise.all([import('../ui/maps.js'), onDemandStyles()]).then(([{ MapsPanel }]) => {
      root.replaceChildren();
      panel = new MapsPanel(root, {
        module,
        sim,
        doc,
        showErrors: app.showErrors,
        selectAgent: (i) => {
          ui.selected = { type: 'agent', index: i };
        },
        setCamera: (c) => {
          view.setCamera(c);
          doc.viewChanged();
        },
      });
      return panel;
    });
    return pending;
  };
  // The placeholder: the panel's heading, Open button and hint, as the panel shows them before a map.
  const input = el('input', { type: 'file', accept: '.map,.scen,.xml', multiple: true, hidden: true });
  const open = el('button', { textContent: t('game-maps-open'), title: t('game-maps-open', null, 'title') });
  open.addEventListener('click', () => input.click());
  input.addEventListener('change', async () => {
    const [file] = input.files;
    if (file && !(await app.maps.openFiles(input.files))) await doc.openFile(file);
    input.value = '';
  });
  root.append(
    el('h2', { textContent: t('game-maps-heading') }),
    el('div', { className: 'row' }, open, input),
    el('p', { className: 'muted small', textContent: t('game-maps-hint') }),
  );

  app.maps = {
    accepts: (file) => FILE_PATTERN.test(file.name),
    async openFiles(files) {
      if (!panel && ![...files].some((f) => FILE_PATTERN.test(f.name))) return false;
      return (await load()).openFiles(files);
    },
    async openExample(entry) {
      return (await load()).openExample(entry);
    },
    /** The maps' list as it is, for undo (null until the panel is loaded: nothing to bring back). */
    state: () => (panel ? panel.state() : null),
    restore(state) {
      if (panel) panel.restore(state);
    },
    /** Forgets the map and its problems (Clear all); nothing to forget before the panel is loaded. */
    close() {
      if (panel) panel.close();
    },
    /** With the page's panel refresh; a scene on a bundled map brings the panel in (it offers its problems). */
    update() {
      if (panel) {
        panel.update();
        return;
      }
      if (pending || (seen.generation === sim.generation && seen.revision === sim.world.revision())) return;
      seen.generation = sim.generation;
      seen.revision = sim.world.revision();
      if (module.bundledMapOf(sim.world)) load().then((p) => p.update());
    },
  };
  // Undoing an opening (or Clear all) brings the maps' list back as it was.
  doc.hooks.pageState = () => app.maps.state();
  doc.hooks.restorePageState = (state) => app.maps.restore(state);
}
