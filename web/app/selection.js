// The selection and the panel: the selection's dock at the top of the panel (the agent's name, why it moves,
// its numbers) and its settings below, the "Explain settings" toggle, and on phones the title of the bottom
// sheet's handle, which names the selected agent (app/sheet.js opens and closes the sheet).
import { Panel } from '../ui/panel.js';
import { wireSheet } from './sheet.js';
import { $ } from './context.js';
import { statusWord, t } from '../i18n/locale.js';

/** Adds app.panel, app.updateSheetTitle() and the sheet's app.showSelection() (after each panel update). */
export function wireSelection(app) {
  const { sim, ui } = app;
  app.panel = new Panel(sim, ui, app.edit, app.fail, app.drive);
  wireSheet(app);
  // The dock grows and shrinks with the selection: a field being typed in below it stays on screen, clear of it.
  const panel = $('panel'),
    dock = $('why-dock');
  new ResizeObserver(() => {
    // A control the keys move to (Tab) is scrolled clear of the dock where it is sticky (beside the canvas);
    // on a phone the dock scrolls and the sheet's handle is what stays (style.css).
    const sticky = getComputedStyle(dock).position === 'sticky';
    panel.style.scrollPaddingTop = sticky ? `${dock.offsetHeight}px` : '';
    const field = document.activeElement;
    if (!panel.contains(field) || dock.contains(field)) return;
    const box = panel.getBoundingClientRect(),
      at = field.getBoundingClientRect(),
      under = dock.getBoundingClientRect().bottom;
    if (at.bottom > box.bottom) panel.scrollTop += at.bottom - box.bottom + 8;
    else if (at.top < under) panel.scrollTop -= under - at.top + 8;
  }).observe(dock);
  const sheetTitle = { key: '' };
  app.updateSheetTitle = () => {
    const s = ui.selected;
    const key = app.compare.active
      ? 'compare'
      : s?.type === 'agent' && s.index < sim.agentCount
        ? `${s.index}|${sim.version}|${sim.generation}`
        : '';
    if (key === sheetTitle.key) return;
    sheetTitle.key = key;
    if (key === 'compare') {
      $('sheet-title').textContent = t('sheet-title-compare');
      return;
    }
    if (!key) {
      $('sheet-title').textContent = t('sheet-title-scene');
      return;
    }
    const a = sim.agent(s.index);
    $('sheet-title').textContent = t('sheet-title-agent', {
      name: a.name,
      behavior: a.behavior,
      status: statusWord(sim.agentStatus(s.index)),
    });
  };
  // Explain settings: each setting's words under it, remembered.
  const setHelp = (on) => {
    if (on) document.body.dataset.help = '1';
    else delete document.body.dataset.help;
    $('help-toggle').setAttribute('aria-pressed', String(on));
    try {
      localStorage.setItem('sidestep.help', on ? '1' : '0');
    } catch {
      /* storage off: only this page */
    }
  };
  $('help-toggle').addEventListener('click', () => setHelp(document.body.dataset.help !== '1'));
  try {
    setHelp(localStorage.getItem('sidestep.help') === '1');
  } catch {
    setHelp(false);
  }
}
