// The document: the scene as a file (SceneDocument), what opening one does to the page, one undoable step
// per edit, undo and redo, the share link, My scenes, and the first scene: a share link, else the autosave,
// else the welcome example (an embedded page: its link only). The autosave is written as the page closes.
import { SceneDocument } from '../sim/document.js';
import { firstFrameDrawers } from '../draw/on-demand.js';
import { Gallery } from '../ui/gallery.js';
import { MyScenes, thumbnail } from '../ui/my-scenes.js';
import { $ } from './context.js';
import { formatCount, t } from '../i18n/locale.js';
import '../i18n/en-first.js'; // the ld- messages it words

const WELCOME = 'examples/welcome.json';

/** Adds app.doc, app.edit(fn) and app.settled(); wires Undo, Redo and Share link. */
export function wireDocument(app) {
  const { sim, ui, view } = app;
  let loadingSaid = ''; // the toast a big file read beside the page shows
  const doc = new SceneDocument(sim, {
    onOpen(meta, state, compareSet) {
      const { loop } = app;
      app.lessons?.player?.sceneOpened(); // a lesson's card speaks only for its own checkpoints
      loop.pause();
      app.leaveCompare();
      ui.driving = null; // the opened world has no driven agent
      $('errors').hidden = true;
      app.showMeta(meta);
      $('scene-description').classList.add('clamped');
      requestAnimationFrame(() => {
        // offer "Show more" only when the text is actually cut
        const d = $('scene-description');
        $('scene-more').hidden = d.scrollHeight <= d.clientHeight + 1;
        $('scene-more').textContent = t('scene-show-more');
      });
      app.syncGridInputs();
      ui.selected = null;
      view.setCamera(null);
      view.sheetPan = null; // (a phone's open sheet pans this scene afresh)
      if (state) {
        // a share link (or autosave) also says how the scene was being viewed
        ui.overlays = new Set(state.overlays);
        app.syncOverlayInputs();
        app.setPace(state.pace ?? app.defaultPace());
        if (state.selected !== null && state.selected !== undefined)
          ui.selected = { type: 'agent', index: state.selected };
        view.setCamera(state.camera ?? null);
        if (state.step > 0) sim.seek(state.step); // the run's history (edits during the run) is replayed on the way
      } else {
        app.setPace(app.defaultPace());
      }
      if (compareSet) app.enterCompare(); // the file's compare set: its panes, at the same step
      app.syncCompareToggle();
      if (state?.playing) loop.play();
    },
    viewState: () => ({
      step: app.loop.sim.stepCount, // the scene's run, or a compare's clock
      playing: app.loop.playing,
      overlays: [...ui.overlays],
      selected: ui.selected?.type === 'agent' ? ui.selected.index : null,
      pace: app.loop.pace,
      camera: view.fileCamera(),
    }),
    onError: app.showErrors,
    // A big file read beside the page: how far it got, in the toast (null: done; null and `started`: under way)
    onLoading: (text, started = false) => {
      // Before the reading starts, a run playing is paused (its steps would wait for the file: the Play button and the
      // rate would say it plays); once it is under way the readout says the file is being opened (the frames wait).
      if (text && !app.reading()) app.loop.pause();
      app.updateReadout();
      if (started) return;
      const shown = $('toast').textContent;
      // The progress waits while the toast says why a press did nothing (app/reading.js); once open, both go.
      if (text) app.waitShown(shown) || app.toast((loadingSaid = text));
      else if (shown === loadingSaid || app.waitShown(shown, false)) app.hideToast(); // not another note shown since
    },
    onChanged: () => app.lessons?.player?.sceneChanged(), // a lesson's caption and verdict follow the scene
  });

  /** The gesture the last edit belonged to ({ key, depth: the undo stack's depth after it }), or null. */
  let gesture = null;
  /** Runs a whole-scene edit from a button or the console as one undoable step. Edits of one `gesture` (a key
   *  naming one drag of one control) that follow each other are one step: undo goes back to before the drag. */
  const edit = (fn, { gesture: key = null } = {}) => {
    const continuing = key !== null && gesture?.key === key && doc.history.undoStack.length === gesture.depth;
    if (!continuing) doc.beginEdit();
    try {
      const result = fn();
      doc.changed();
      gesture = key === null ? null : { key, depth: doc.history.undoStack.length };
      return result;
    } catch (err) {
      if (!continuing) doc.history.discard();
      throw err;
    }
  };
  /** Resolves once what the opened scene shows from its first frame is here: a compare set's panes and the
   *  drawers of its ground, paths and context agents (their code is fetched when a scene first needs it). */
  const settled = () => Promise.all([app.compareSettled(), firstFrameDrawers(sim)]);
  Object.assign(app, { doc, edit, settled });
  $('undo').addEventListener('click', () => doc.undo());
  $('redo').addEventListener('click', () => doc.redo());
  $('share').addEventListener('click', async () => {
    let url;
    try {
      url = await doc.shareUrl();
    } catch (err) {
      app.showErrors(t('toast-link-failed'), [err.message]);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      app.toast(t('toast-link-copied', { chars: formatCount(url.length), step: app.loop.sim.stepCount }));
    } catch {
      app.showErrors(t('toast-link-copy'), [url]); // no clipboard permission: show it to copy by hand
    }
  });
}

/** My scenes: kept in this browser; an edited scene is kept before another replaces it. Adds app.myScenes. */
export function wireMyScenes(app) {
  const { doc, canvas } = app;
  const myScenes = new MyScenes(
    { list: $('scene-list'), name: $('scene-save-name'), save: $('scene-save'), note: $('scene-note') },
    {
      current: () => ({ text: JSON.stringify(doc.toObject({ withView: true })), title: doc.title }),
      picture: () => thumbnail(canvas),
      open: async (text, name) => doc.openText(text, t('ld-name-my-scene', { name })),
      onSaved: () => {
        doc.modified = false;
      }, // kept: nothing to keep again before it is replaced
      toast: app.toast,
    },
  );
  doc.hooks.captureForKeeping = () => ({
    text: JSON.stringify(doc.toObject({ withView: true })),
    title: doc.title,
    picture: thumbnail(canvas),
  });
  doc.hooks.keep = (scene) => myScenes.keep(scene);
  doc.hooks.onRegionsExplicit = (regions) => {
    const agents = formatCount(regions.reduce((sum, r) => sum + r.count, 0));
    const names = regions.map((r) => `"${r.name}"`).join(', ');
    app.toast(t('toast-regions-explicit', { n: regions.length, names, agents }));
  };
  doc.hooks.onCompareDropped = (why) => {
    app.toast(t('toast-compare-dropped', { why }), { bad: true });
    app.syncCompareToggle();
  };
  app.myScenes = myScenes;
}

/**
 * Opens the first scene and follows links pasted later. Embed mode (?embed=1, with a share link): the
 * canvas, back / step / play and the scene's caption, for an iframe on a teaching page. It never reads or
 * writes the visitor's autosave, and edits nothing.
 */
export async function openFirstScene(app) {
  const { doc, embed } = app;
  if (embed) {
    document.body.dataset.embed = '1';
    doc.autosave = false;
    app.tools.readOnly = true;
    $('open-full').hidden = false;
    // The run's readout in the timeline's row, where its step was (the scrub is hidden): the world takes the stage.
    $('timeline-step').before($('readout'));
  }
  const gallery = new Gallery(
    $('examples'),
    (file, title, entry) =>
      entry.map ? app.maps.openExample(entry) : doc.openUrl(`examples/${file}`, t('ld-name-example', { title })),
    (err) => app.toast(t('gallery-failed', { error: err.message }), { bad: true }),
    // The gallery's English comes with the modules fetched on demand, not in the first load.
    () => import('../i18n/en-panels.js').then(() => t),
  );
  /** The gallery of examples (the Gallery button, or G): cards by group, with thumbnails. */
  app.openGallery = embed ? () => {} : (opener) => gallery.show(opener);
  $('gallery-open').addEventListener('click', (e) => app.openGallery(e.currentTarget));
  const galleryLoaded = embed
    ? Promise.resolve()
    : gallery.load().catch((err) => app.toast(t('examples-unavailable', { error: err.message }), { bad: true }));

  const saved = embed ? null : SceneDocument.autosaved();
  const hasLink = location.hash.startsWith('#s=');
  // The first scene starts the undo history (nothing before it to go back to).
  const first = { undoable: false };
  if (!(saved && (await doc.openText(saved, t('ld-name-autosave'), first))) && !(embed && hasLink))
    await doc.openUrl(WELCOME, t('ld-name-welcome'), first);
  await galleryLoaded; // fetched while the scene opened
  let booting = false;
  const openHashLink = async () => {
    if (!location.hash.startsWith('#s=')) return;
    const opened = await doc.openLink(location.hash, t('ld-name-link'), { undoable: !booting });
    if (embed) {
      // the link stays: it is what "open in sidestep" opens
      $('open-full').href = `${location.pathname}${location.hash}`;
      if (!opened) await doc.openUrl(WELCOME, t('ld-name-welcome'), first);
      return;
    }
    // The scene now lives in the autosave; a reload must not reopen the link over later edits.
    history.replaceState(null, '', location.pathname + location.search);
  };
  booting = true; // a link the page was opened with is its first scene; one pasted later is undoable
  await openHashLink();
  booting = false;
  window.addEventListener('hashchange', openHashLink);
  if (!embed) app.myScenes.refresh();
  window.addEventListener('pagehide', () => doc.saveNow());
}
