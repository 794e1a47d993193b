// Offline use and threads on any host, the page's side: on the published site (npm run build:site marks its
// index.html with <meta name="sidestep-build" content=VERSION>) it registers the service worker (sw.js, beside
// the page: web/offline/sw.js says what it does) once the page is ready, then asks it to cache every file of the
// build; the development server's page has no such mark and registers nothing, so `npm start` always serves the
// files as they are on disk. An embed (?embed=1) registers nothing either. When a new version takes over, a
// note says so, with a button that reloads. The state is on <body> for tests: data-offline is "installing",
// then "N/M" files cached.
import { t } from '../i18n/locale.js';
import { el } from '../ui/el.js';

/** The version of the build the page was loaded from, or null on the development server. */
export const pageVersion = () => document.querySelector('meta[name="sidestep-build"]')?.content ?? null;

/** Registers the worker (published site only); `app` gives embed mode and the thread readout. */
export async function registerOffline(app) {
  if (!pageVersion() || app.embed || !('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  const updating = Boolean(sw.controller); // a controller now: a later change is a new version
  sw.addEventListener('controllerchange', () => {
    if (updating) showUpdateNote();
  });
  sw.addEventListener('message', ({ data }) => {
    if (data?.type === 'sidestep-warm') document.body.dataset.offline = `${data.cached}/${data.total}`;
  });
  document.body.dataset.offline = 'installing';
  try {
    const registration = await sw.register('sw.js');
    // A new version is also seen when it is active, for a page its claim does not reach.
    registration.addEventListener('updatefound', () => {
      const next = registration.installing;
      next?.addEventListener('statechange', () => updating && next.state === 'activated' && showUpdateNote());
    });
    const ready = await sw.ready;
    ready.active?.postMessage({ type: 'sidestep-warm' });
  } catch (err) {
    document.body.dataset.offline = 'off';
    console.warn(`sidestep: no offline use: ${err.message}`);
    return;
  }
  // Served by the worker but loaded before it added the isolation headers: threads come with the next load.
  const cores = navigator.hardwareConcurrency || 1;
  if (!self.crossOriginIsolated && app.threads.threads === 1 && cores > 1) {
    const readout = document.getElementById('readout'); // (not app/context.js's $: this module is on demand)
    readout.dataset.threads = t('threads-why', { count: t('threads-count', { n: 1 }), reason: t('threads-reload') });
  }
}

/** The note that a new version is ready, with Reload (keyboard operable; a status region reads it out). */
let noteShown = false; // once per page: a dismissed note stays dismissed

function showUpdateNote() {
  if (noteShown) return;
  noteShown = true;
  const reload = el('button', { type: 'button' }, t('update-reload'));
  reload.addEventListener('click', () => location.reload());
  const dismiss = t('update-dismiss', null, 'aria-label');
  const close = el('button', { type: 'button', title: dismiss, ariaLabel: dismiss }, '✕');
  close.setAttribute('aria-label', dismiss);
  const note = el(
    'div',
    { id: 'update-note', className: 'update-note' },
    el('span', {}, t('update-ready')),
    reload,
    close,
  );
  note.setAttribute('role', 'status');
  close.addEventListener('click', () => note.remove());
  document.body.append(note);
}
