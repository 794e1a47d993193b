// The dialog of the scripts' safety net (app/script-watch.js): a step's scripts ran long and the page gave the
// step up; "Keep waiting" or "Stop it" (Escape). Fetched with import() the first time it is needed, so it
// imports none of the page's modules (they would move to a chunk the first load fetches too) but the catalogue's
// (locale.js, already shared with the first load) and its English (en-tools.js).
import { formatFixed, t } from '../i18n/locale.js';
import '../i18n/en-tools.js'; // this module's English (not in the first load)

/** The dialog for `stall` ({ seconds, step, script, agent }: what ran how long, as script/watch.js's longStepWords()
 *  says it in English on the command line); `done(keep)` once a button (or Escape: stop) was chosen. */
export function askAboutLongStep(stall, done) {
  const root = document.createElement('dialog');
  root.className = 'script-watch';
  root.setAttribute('aria-labelledby', 'script-watch-title');
  const title = document.createElement('h2');
  title.id = 'script-watch-title';
  title.textContent = t('lsd-title');
  const text = document.createElement('p');
  const { seconds, script, agent } = stall;
  const where = !script ? '' : agent >= 0 ? t('lsd-where-agent', { script, agent }) : t('lsd-where', { script });
  text.textContent = t('lsd-text', {
    step: stall.step + 1,
    seconds: formatFixed(seconds, seconds < 10 ? 1 : 0),
    where,
    at: stall.step,
  });
  const keep = document.createElement('button');
  keep.type = 'button';
  keep.textContent = t('lsd-keep');
  const stop = document.createElement('button');
  stop.type = 'button';
  stop.textContent = t('lsd-stop');
  const buttons = document.createElement('div');
  buttons.className = 'buttons';
  buttons.append(keep, stop);
  root.append(title, text, buttons);
  document.body.append(root);
  let chosen = false;
  const close = (answer) => {
    if (chosen) return;
    chosen = true;
    root.close();
    root.remove();
    done(answer);
  };
  keep.addEventListener('click', () => close(true));
  stop.addEventListener('click', () => close(false));
  root.addEventListener('cancel', (e) => {
    e.preventDefault();
    close(false);
  });
  root.showModal();
  keep.focus();
  return root;
}
