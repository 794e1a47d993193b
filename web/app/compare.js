// Compare mode: the scene's variants side by side on one clock (CompareView), entering and leaving it
// (the loop, the timeline, the events and the charts then follow the compare's clock), the toggle under
// the scene's title, and the editor of the compare set. The view's code (ui/compare.js) is fetched the
// first time a compare set is shown: until then app.compare is an idle stand-in.
import { TOOLS } from '../ui/tools.js';
import { el } from '../ui/el.js';
import { download } from '../ui/download.js';
import { render } from '../draw/render.js';
import { View } from '../draw/view.js';
import { Sim } from '../sim/sim.js';
import { $ } from './context.js';
import { onDemandStyles } from '../ui/styles.js';
import { t } from '../i18n/locale.js';

/** app.compare until the view's code is here: no compare is shown. */
const IDLE = Object.freeze({ active: false, mode: 'side' });

/** Adds app.compare (the view), app.enterCompare(), app.leaveCompare(), app.compareSettled() and
 *  app.syncCompareToggle(). */
export function wireCompare(app) {
  const { module, sim, ui, doc, loop, timeline, events, charts } = app;
  app.compare = IDLE;
  let loading = null;
  /** The view, made the first time it is needed (its code and its styles, ui/on-demand.css, fetched then). */
  const loadView = () =>
    (loading ??= Promise.all([import('../ui/compare.js'), onDemandStyles()]).then(([{ CompareView, CompareStats }]) => {
      const compare = new CompareView(
        { root: $('compare'), panes: $('compare-panes'), table: $('compare-table') },
        module,
        { View, render, Sim },
      );
      compare.names = app.paneNames; // an example's pane names in the page's locale (app/scene.js)
      compare.onPick = (k) => {
        events.sim = compare.panes[k].sim;
        events.shown.count = -1;
        app.toast(t('toast-pane-events', { pane: compare.panes[k].name }));
      };
      app.compare = compare;
      app.compareStats = new CompareStats($('stats'));
      wireCompareBar(app);
      return compare;
    }));
  /** The clock everything that steps and seeks drives: the scene's run, or the compare's. */
  const follow = (target, eventsSim) => {
    loop.sim = target;
    timeline.sim = target;
    events.sim = eventsSim;
    timeline.shown.step = events.shown.count = -1; // redraw both for the new run
  };
  const enter = () => {
    const { compare } = app;
    const errors = compare.open(JSON.stringify(doc.toObject()), sim.stepCount);
    if (errors.length) {
      app.showErrors(t('toast-compare-failed'), errors);
      return false;
    }
    follow(compare.clock, compare.panes[0].sim);
    app.compareStats.reset();
    charts.setRuns(compare.panes.map((p) => ({ sim: p.sim, label: p.label }))); // (the CSV's columns: English)
    document.body.dataset.compare = '1';
    compare.layout(); // in the box compare mode gives the panes
    return true;
  };
  let asked = 0; // counts the requests to enter or leave: a view that arrives late enters only if still wanted
  let pending = null;
  /** Shows the compare set's panes: at once once the view's code is here (returns whether it opened),
   *  else when it arrives (returns a promise of that). */
  const enterCompare = () => {
    if (!doc.compare) return false;
    if (app.compare !== IDLE) return enter();
    const ticket = ++asked;
    pending = loadView().then(() => {
      if (ticket !== asked || !doc.compare || app.compare.active) return app.compare.active;
      const opened = enter();
      syncCompareToggle();
      return opened;
    });
    return pending;
  };
  const leaveCompare = () => {
    asked++;
    const { compare } = app;
    if (!compare.active) return;
    charts.setRuns([{ sim, label: '' }]); // before the panes' runs are deleted
    compare.close();
    follow(sim, sim);
    delete document.body.dataset.compare;
    sim.version++; // redraw the editor's canvas
  };
  /** Resolves once a compare asked for is shown (its code fetched): what the console awaits. */
  const compareSettled = () => pending ?? Promise.resolve();
  const syncCompareToggle = () => {
    const { compare } = app;
    $('compare-toggle').hidden = !doc.compare;
    $('compare-edit').textContent = t(doc.compare ? 'compare-edit-change' : 'compare-edit-new');
    if (compare.active) {
      $('selection').replaceChildren(
        el('p', {
          className: 'muted',
          textContent: t('compare-selection-note'),
        }),
      );
      $('params').hidden = true;
    } else {
      sim.version++; // the panel shows the selection again
    }
    $('compare-toggle').textContent = compare.active
      ? t('compare-toggle-leave')
      : t('compare-toggle-count', { n: doc.compare?.length ?? 0 });
    $('compare-note').textContent = compare.active
      ? t('compare-note-active', { n: doc.compare.length })
      : doc.compare
        ? t('compare-note-side')
        : '';
    $('hint').textContent = compare.active ? t('compare-hint') : TOOLS.find((tool) => tool.id === ui.tool).hint;
  };
  Object.assign(app, { enterCompare, leaveCompare, compareSettled, syncCompareToggle });
  // An edit undone or redone while comparing (the script editor's Apply): the panes are copies of the scene, so
  // they are made again from the scene as it is now (its scripts too), at the step its run is at.
  doc.hooks.onRestored = () => {
    if (!app.compare.active) return;
    leaveCompare();
    enterCompare();
    syncCompareToggle();
  };
  $('compare-toggle').addEventListener('click', () => {
    loop.pause();
    if (app.compare.active) leaveCompare();
    else enterCompare();
    syncCompareToggle();
  });
  wireCompareEditor(app);
}

/** The compare set's editor (Compare variants… / Change…), its code fetched the first time it is opened (not
 *  part of the first load). */
function wireCompareEditor(app) {
  const { sim, ui, doc, loop } = app;
  const { leaveCompare, enterCompare, syncCompareToggle } = app;
  let compareEditor = null;
  const editor = async () => {
    const [{ CompareEditor }] = await Promise.all([import('../ui/compare-editor.js'), onDemandStyles()]);
    compareEditor ??= new CompareEditor(
      {
        root: $('compare-editor'),
        rows: $('compare-variants'),
        presets: $('compare-presets'),
        add: $('compare-add'),
        apply: $('compare-apply'),
        cancel: $('compare-editor-cancel'),
        errors: $('compare-editor-errors'),
      },
      sim,
      {
        current: () => doc.compare,
        selected: () => (ui.selected?.type === 'agent' ? ui.selected.index : -1),
        apply: (variants) => {
          loop.pause();
          leaveCompare();
          doc.setCompare(variants); // the core checks it; throws naming the field
          enterCompare();
          syncCompareToggle();
        },
      },
    );
    return compareEditor;
  };
  $('compare-edit').addEventListener('click', async () => {
    loop.pause();
    leaveCompare();
    syncCompareToggle();
    (await editor()).open();
  });
}

/** Where the choice of side by side or overlay is kept between visits (not in the scene's link). */
const MODE_KEY = 'sidestep.compareMode';

/** The bar under the panes: side by side or overlay (an embedded page starts overlaid), the picture, and
 *  back to editing. */
function wireCompareBar(app) {
  const { compare, embed } = app;
  const buttons = { side: $('compare-side'), overlay: $('compare-overlay') };
  const setMode = (mode) => {
    const shown = compare.setMode(mode); // the overlay's code may load first
    for (const [m, b] of Object.entries(buttons)) b.setAttribute('aria-pressed', String(m === compare.mode));
    return shown;
  };
  let kept = null;
  try {
    kept = embed ? null : localStorage.getItem(MODE_KEY);
  } catch {
    /* storage refused: the default */
  }
  setMode(embed ? 'overlay' : (kept ?? 'side'));
  for (const [m, b] of Object.entries(buttons)) {
    b.addEventListener('click', () => {
      setMode(m);
      if (!embed)
        try {
          localStorage.setItem(MODE_KEY, m);
        } catch {
          /* not kept */
        }
    });
  }
  $('compare-picture').addEventListener('click', async () =>
    (await compare.picture()).toBlob((b) => b && download(b, 'sidestep-compare.png')),
  );
  $('compare-leave').addEventListener('click', () => $('compare-toggle').click());
}
