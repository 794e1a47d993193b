// Boot: load the wasm module, compose the page's parts (web/app/: each wires one job and adds what the
// others call to the shared context), open the first scene (a share link, else the autosave, else the
// welcome example), and expose `window.sidestep` for the console and tests.
import { loadSidestep } from './sim/module-choice.js';
import { consoleApi } from './ui/console-api.js';
import { createContext } from './app/context.js';
import { wireMessages } from './app/messages.js';
import { wireReading } from './app/reading.js';
import { wireScene } from './app/scene.js';
import { openFirstScene, wireDocument, wireMyScenes } from './app/document.js';
import { wireDrive } from './app/drive.js';
import { wireSelection } from './app/selection.js';
import { wireMaps } from './app/maps.js';
import { frameDrawer } from './app/frame.js';
import { wirePlayback } from './app/playback.js';
import { wireTimeline } from './app/timeline.js';
import { wireCompare } from './app/compare.js';
import { wirePainting } from './app/painting.js';
import { wireExports } from './app/exports.js';
import { wireFiles } from './app/files.js';
import { wireOverlays } from './app/overlays.js';
import { wireKeys } from './app/keys.js';
import { wireLessons } from './app/lessons.js';
import { wirePresent } from './app/present.js';
import { wireHistoryNotice } from './app/history-notice.js';
import { wireThreads } from './app/threads.js';
import { wireScripts } from './app/scripts.js';
import { wireDescribe } from './app/describe.js';
import { wireSonify } from './app/sonify.js';
import { wireScriptWatch } from './app/script-watch.js';
import { wireOneFile } from './app/one-file.js';
import { chooseLocale, t, translatePage, useLocale } from './i18n/locale.js';
import { wireLanguage } from './app/language.js';

async function boot() {
  /** Embed mode (?embed=1, with a share link): watch only (app/document.js). */
  const embed = new URLSearchParams(location.search).get('embed') === '1';
  // The page's words (a locale other than English is fetched beside the wasm module), then its direction.
  const [{ module, threads, reason }] = await Promise.all([loadSidestep(), useLocale(chooseLocale())]);
  translatePage();
  const app = createContext(module, embed);
  app.threads = { threads, reason };
  // The parts, in the order they need each other while they are built (each only calls the others later).
  wireMessages(app);
  wireReading(app);
  wireLanguage();
  wireDocument(app);
  wireScene(app);
  wireDrive(app);
  wireSelection(app);
  wireMaps(app);
  wirePlayback(app, frameDrawer(app));
  wireTimeline(app);
  wireCompare(app);
  wirePainting(app);
  wireExports(app);
  wireOneFile(app);
  wireFiles(app);
  wireOverlays(app);
  const presenting = wirePresent(app); // (?present=1: once its styles are in)
  wireScripts(app);
  wireDescribe(app);
  wireSonify(app);
  wireScriptWatch(app);
  wireKeys(app);
  wireMyScenes(app);
  const openLessonLink = wireLessons(app);
  wireHistoryNotice(app);
  wireThreads(app);
  await openFirstScene(app);
  await openLessonLink(); // #lesson=ID or #L=…: over the first scene (undoable)
  await app.settled(); // what the first scene shows from its first frame is here (a compare's panes, the ground)
  await presenting;
  window.sidestep = consoleApi(app);
  document.body.dataset.readyMs = performance.now().toFixed(1); // from navigation start: the bench reads it
  document.body.dataset.ready = '1';
  // The published site only (build:site marks its index.html): offline use and threads on any host, fetched after
  // the first load, as the worker it registers caches the rest.
  if (document.querySelector('meta[name="sidestep-build"]'))
    import('./offline/register.js')
      .then(({ registerOffline }) => registerOffline(app))
      .catch((err) => console.warn(`sidestep: no offline use: ${err.message}`)); // (the network went before it came)
}

boot().catch((err) => {
  console.error(err);
  // In the locale's words when its catalogue came before the failure, else in English (en.js is in the first load).
  document.body.textContent = t('start-failed', { error: err.message });
});
