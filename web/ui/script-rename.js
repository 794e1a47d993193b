// The script editor's rename field: typed in the tab's place, Enter (or leaving it) commits, Escape cancels.
import { t } from '../i18n/locale.js';
import '../i18n/en-tools.js'; // this module's English (not in the first load)

/** A text field holding `name`; `done(name)` is called with the new name on commit (null on cancel) and returns
 *  false to keep the field open (a name refused: the field keeps the focus). */
export function renameInput(name, done) {
  const input = document.createElement('input');
  Object.assign(input, { type: 'text', value: name, maxLength: 32, className: 'script-rename' });
  input.setAttribute('aria-label', t('sed-new-name', null, 'aria-label'));
  const finish = (commit) => {
    if (!input.isConnected) return;
    if (done(commit ? input.value.trim() : null) === false) input.focus();
  };
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === 'Escape') {
      e.preventDefault();
      finish(e.key === 'Enter');
    }
  });
  input.addEventListener('blur', () => finish(true));
  return input;
}
