// A big scenario text opened beside the page (issue 42): read and built on the threaded module's own thread for the
// run beside the page (web/sim/beside.js's load), while the page's thread stays free and the scene it replaces stays
// on the canvas. Fetched on demand by Document.openText (web/sim/document.js), for texts of 1 MiB or more where the
// page is isolated.
import { currentLocale, t } from '../i18n/locale.js';
import '../i18n/en-first.js'; // ld-failed, the error box's title (in the first load already)
import '../i18n/en-tools.js'; // obs-: how far the reading got (not in the first load)

/** The toast says the same again after this long (ms): it goes by itself after a few seconds. */
const SAY_AGAIN_MS = 3000;

/** `text` as UTF-8 (a view of exactly its bytes), for the module: a string argument is encoded character by character
 *  (0.2 s for 60 MB, holding the page). encodeInto (into a buffer of the page's: it refuses shared memory)
 *  takes about a quarter of encode()'s time for a big text. The buffer starts a byte per character (a scenario is
 *  nearly all ASCII) and grows, when the text has more, by the rate of bytes per character so far (at most 3). */
function utf8(text) {
  const encoder = new TextEncoder();
  let bytes = new Uint8Array(text.length + 4),
    read = 0,
    written = 0;
  for (;;) {
    const r = encoder.encodeInto(read ? text.slice(read) : text, bytes.subarray(written));
    read += r.read;
    written += r.written;
    if (read === text.length) return bytes.subarray(0, written);
    const rate = Math.min(3, 1.25 * Math.max(1, written / Math.max(1, read)));
    const more = new Uint8Array(written + Math.ceil(rate * (text.length - read)) + 4); // 4: the next character fits
    more.set(bytes.subarray(0, written));
    bytes = more;
  }
}

/**
 * Opens `text` in `doc` (a Document) as Document.openText does, read beside the page: the toast says how much of it
 * was read, by tenths (doc.hooks.onLoading; null once done), and the scene it replaces stays open until the new one
 * is built, then goes on the undo history as it is (`undoable`; no copy). The last action wins: when another
 * opening was asked for meanwhile (`ticket`: the Document's count of openings when this one was), or the run
 * changed (`generation`: the Sim's then; Undo, Redo, a seek back, an edit from step 0), the text read is dropped and
 * false returned; another opening, Undo and Redo also stop its reading (Document), so that they wait less for it.
 * Resolves as openText returns otherwise.
 */
export async function openBeside(doc, text, source, undoable, { ticket, generation }) {
  const { sim, hooks, history } = doc;
  const into = new sim.module.Timeline(1, 1);
  const percent = new Intl.NumberFormat(currentLocale(), { style: 'percent' });
  let said = -1,
    saidAt = 0;
  const progress = (read, size) => {
    const tenth = read >= size ? 10 : Math.floor((10 * read) / size); // said at each tenth, not at each look
    if (tenth === said && performance.now() - saidAt < SAY_AGAIN_MS) return;
    said = tenth;
    saidAt = performance.now();
    hooks.onLoading?.(
      tenth === 10 ? t('obs-building', { source }) : t('obs-reading', { source, percent: percent.format(tenth / 10) }),
    );
  };
  progress(0, text.length); // before the reading (the page pauses a run playing: it cannot step meanwhile)
  const reading = sim.module.beside.load(into, utf8(text), progress);
  hooks.onLoading?.(null, true); // under way: the readout says so at once
  const answer = await reading;
  hooks.onLoading?.(null);
  if (doc.opening !== ticket || sim.generation !== generation || answer.stopped) {
    into.delete(); // something the reader did since comes after it (and stopped the reading: Document)
    return false;
  }
  // Taken now, after the reading: what the page did meanwhile is part of the scene replaced (none for a refused text).
  const kept = !answer.errors.length && doc.modified && hooks.captureForKeeping ? hooks.captureForKeeping() : null;
  const meta = undoable ? history.meta() : null;
  let opened;
  try {
    opened = sim.adopt(into, answer); // a ScenarioError listing every problem when the core refused the text
  } catch (err) {
    if (sim.timeline !== into) into.delete(); // else in place, though what followed failed (said)
    hooks.onError(t('ld-failed', { source }), err.errors ?? [err.message]);
    return false;
  }
  if (undoable) history.keep({ run: opened.previous, meta });
  else {
    opened.previous.delete();
    history.reset();
  }
  const loaded = { generation: sim.generation, revision: sim.world.revision(), step: sim.stepCount };
  const shown = doc.opened(opened, source, kept);
  // The hash taken beside the page after the reading is the state's while opening it changed nothing of it (a view's
  // step, an edit): the panel's first frame need not take it (43 ms at 60,000 agents).
  if (sim.generation === loaded.generation && sim.world.revision() === loaded.revision && sim.stepCount === loaded.step)
    sim.module.beside.adoptHash(sim, answer.hash);
  return shown;
}
