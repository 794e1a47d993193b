// The One file button (Edit, beside Export): the scene, or the lesson being played, as one HTML file that runs
// from file:// with no network, opening where a link would (the step, view and selection; the lesson's
// checkpoint). It fetches the template (one-file/one-file.html) and the wasm it needs from the site, so it
// works offline too once the service worker has them; app/one-file-export.js and web/offline/one-file.js write
// the file (loaded on the first click: the button is disabled, so busy, until the file is written).
import { $ } from './context.js';
import { t } from '../i18n/locale.js';

/** Wires the button; the file is written by modules fetched on the first click. */
export function wireOneFile(app) {
  const button = $('export-html');
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      await (await import('./one-file-export.js')).exportOneFile(app);
    } catch (err) {
      app.showErrors(t('toast-one-file-failed'), [err.message]);
    } finally {
      button.disabled = false;
    }
  });
}
