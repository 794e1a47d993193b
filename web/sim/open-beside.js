// A big scenario text opened beside the page (issue 42): read and built on the threaded module's own thread for the
// run beside the page (web/sim/beside.js's load), while the page answers and the scene it replaces stays on the canvas.
// Fetched on demand by Document.openText (web/sim/document.js), for texts of 1 MiB or more where the page is isolated.
import { ScenarioError } from './sim.js';
import { formatPercent, t } from '../i18n/locale.js';
import '../i18n/en-first.js'; // ld-failed, the error box's title (in the first load already)
import '../i18n/en-tools.js'; // obs-: how far the reading got (not in the first load)

/**
 * Opens `text` in `doc` (a Document) as Document.openText does, read beside the page: the toast says how much of it
 * was read, by tenths (doc.hooks.onLoading; null once done), and the scene it replaces stays open until the new one
 * is built, then goes on the undo history as it is (`undoable`; no copy). Resolves as openText returns.
 */
export async function openBeside(doc, text, source, undoable) {
  const { sim, hooks, history } = doc;
  const into = new sim.module.Timeline(1, 1);
  let said = -1;
  const progress = (read, size) => {
    const tenth = read >= size ? 10 : Math.floor((10 * read) / size); // said at each tenth, not at each look
    if (tenth === said) return;
    said = tenth;
    hooks.onLoading?.(
      tenth === 10 ? t('obs-building', { source }) : t('obs-reading', { source, percent: formatPercent(tenth / 10) }),
    );
  };
  progress(0, text.length);
  const answer = await sim.module.beside.load(into, text, progress);
  hooks.onLoading?.(null);
  // Taken now, after the reading: what the page did meanwhile (an edit, a step) is part of the scene replaced.
  const kept = doc.modified && hooks.captureForKeeping ? hooks.captureForKeeping() : null;
  const meta = undoable ? history.meta() : null;
  let opened;
  try {
    opened = sim.install(into, answer);
  } catch (err) {
    into.delete();
    hooks.onError(t('ld-failed', { source }), err instanceof ScenarioError ? err.errors : [err.message]);
    return false;
  }
  if (undoable) history.keep({ run: opened.previous, meta });
  else {
    opened.previous.delete();
    history.reset();
  }
  return doc.opened(opened, source, kept);
}
