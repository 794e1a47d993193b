// The dialog of the scripts' safety net (app/script-watch.js): a step's scripts ran long and the page gave the
// step up; "Keep waiting" or "Stop it" (Escape). Fetched with import() the first time it is needed, so it
// imports none of the page's modules (they would move to a chunk the first load fetches too).

/** The dialog for `stall` (`words`: what ran how long, longStepWords()); `done(keep)` once a button (or
 *  Escape: stop) was chosen. */
export function askAboutLongStep(stall, words, done) {
  const root = document.createElement('dialog');
  root.className = 'script-watch';
  root.setAttribute('aria-labelledby', 'script-watch-title');
  const title = document.createElement('h2');
  title.id = 'script-watch-title';
  title.textContent = 'A script is taking long';
  const text = document.createElement('p');
  text.textContent =
    `${words[0].toUpperCase()}${words.slice(1)} without finishing. The page stopped them and stays at ` +
    `step ${stall.step}: nothing of the run changed. Keep waiting runs that step again (for up to four times as ` +
    'long before asking again); Stop it leaves the run here.';
  const keep = document.createElement('button');
  keep.type = 'button';
  keep.textContent = 'Keep waiting';
  const stop = document.createElement('button');
  stop.type = 'button';
  stop.textContent = 'Stop it';
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
