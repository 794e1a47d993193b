// No keyboard trap, and no escape from a modal dialog: while a dialog marked aria-modal is shown (the shortcuts,
// the compare editor, the animation dialog), Tab and Shift+Tab go round its own controls, a focus that lands
// outside it is brought back, and when it closes the focus returns to the control that had it before it opened.
// (The gallery and the lessons menu are <dialog> elements opened with showModal, which the browser keeps so.)

const MODAL = '[role="dialog"][aria-modal="true"]';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The modal dialog shown now (the last in the document if several), or null. */
function openModal() {
  const shown = [...document.querySelectorAll(MODAL)].filter((d) => !d.hidden && d.getClientRects().length);
  return shown.at(-1) ?? null;
}

/** What takes the focus in `root`, in order, that can be seen. */
function focusables(root) {
  return [...root.querySelectorAll(FOCUSABLE)].filter((e) => !e.closest('[hidden]') && e.getClientRects().length);
}

export function wireFocusTrap() {
  let outside = null; // the last control focused outside every modal dialog
  const opened = new Map(); // dialog -> the control focused when it opened
  document.addEventListener('focusin', (e) => {
    const modal = openModal();
    if (!modal) {
      outside = e.target;
      return;
    }
    if (!modal.contains(e.target)) focusables(modal)[0]?.focus(); // never behind the dialog
  });
  window.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'Tab') return;
      const modal = openModal();
      if (!modal) return;
      const list = focusables(modal);
      if (!list.length) return;
      const at = list.indexOf(document.activeElement);
      const next = e.shiftKey ? (at <= 0 ? list.length - 1 : at - 1) : at < 0 || at === list.length - 1 ? 0 : at + 1;
      e.preventDefault();
      list[next].focus();
    },
    true,
  );
  // A dialog that opens remembers who had the focus; one that closes gives it back.
  new MutationObserver((changes) => {
    for (const c of changes) {
      const d = c.target;
      if (!(d instanceof HTMLElement) || !d.matches(MODAL)) continue;
      if (!d.hidden && !opened.has(d)) opened.set(d, outside);
      else if (d.hidden && opened.has(d)) {
        const back = opened.get(d);
        opened.delete(d);
        const lost = document.activeElement === document.body || d.contains(document.activeElement);
        if (lost && back?.isConnected) back.focus({ preventScroll: true });
      }
    }
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
}
