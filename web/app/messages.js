// Messages over the canvas: the toast (a short note that goes by itself) and the error box (a list of
// what was refused, kept until dismissed).
import { el } from '../ui/el.js';
import { $ } from './context.js';

/** Adds app.toast(message, { bad }), app.hideToast(), app.fail(message) (a bad toast) and app.showErrors(title, errors). */
export function wireMessages(app) {
  let toastTimer = 0;
  const toast = (message, { bad = false } = {}) => {
    const box = $('toast');
    box.textContent = message;
    box.className = bad ? 'toast bad' : 'toast';
    box.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => {
      box.hidden = true;
    }, 4000);
  };
  const hideToast = () => {
    clearTimeout(toastTimer);
    $('toast').hidden = true;
  };
  const showErrors = (title, errors) => {
    $('errors-title').textContent = title;
    $('errors-list').replaceChildren(...errors.map((e) => el('li', { textContent: e })));
    $('errors').hidden = false;
  };
  $('errors-close').addEventListener('click', () => {
    const inside = $('errors').contains(document.activeElement);
    $('errors').hidden = true;
    if (inside) $('world').focus({ preventScroll: true }); // a keyboard user goes on from the world, not the page's top
  });
  Object.assign(app, { toast, hideToast, fail: (message) => toast(message, { bad: true }), showErrors });
}
