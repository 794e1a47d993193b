// The selection and the panel: the Selected section (the agent's numbers, why it moves, its settings), brought
// into view when something is selected on the canvas, the "Explain settings" toggle, and on phones the panel
// as a bottom sheet whose handle names the selected agent.
import { Panel } from '../ui/panel.js';
import { $ } from './context.js';

/** Adds app.panel, app.showSelection() (after each panel update) and app.updateSheetTitle(). */
export function wireSelection(app) {
  const { sim, ui, canvas } = app;
  app.panel = new Panel(sim, ui, app.edit, app.fail, app.drive);
  // Something newly selected on the canvas (a click, a tap, Tab): the panel alone scrolls, smoothly, to the
  // Selected section unless it is in view already; never while the focus is elsewhere (typing in the panel),
  // nor on a phone's closed sheet (opening it goes there).
  let shown = '';
  app.showSelection = () => {
    const s = ui.selected, key = s ? `${s.type}${s.index}` : '';
    if (key === shown) return;
    shown = key;
    const panel = $('panel'), handle = $('sheet-handle');
    if (!s || document.activeElement !== canvas || (handle.offsetWidth && document.body.dataset.sheet !== 'open')) return;
    const box = panel.getBoundingClientRect(), section = $('selection').parentElement.getBoundingClientRect();
    const top = section.top - box.top - handle.offsetHeight - 8;
    if (top >= 0 && section.bottom <= box.bottom) return;
    panel.scrollBy({ top, behavior: 'smooth' });
  };
  // Phones: the panel is a bottom sheet; its handle names the selected agent.
  const setSheet = (open) => {
    if (open) document.body.dataset.sheet = 'open'; else delete document.body.dataset.sheet;
    $('sheet-handle').setAttribute('aria-expanded', String(open));
    // The handle says "why it moves": open at the selected agent's section.
    if (open && ui.selected?.type === 'agent' && !app.compare.active) $('panel').scrollTop = Math.max(0, $('selection').offsetTop - 52);
  };
  $('sheet-handle').addEventListener('click', () => setSheet(document.body.dataset.sheet !== 'open'));
  const sheetTitle = { key: '' };
  app.updateSheetTitle = () => {
    const s = ui.selected;
    const key = app.compare.active ? 'compare' : s?.type === 'agent' && s.index < sim.agentCount ? `${s.index}|${sim.version}|${sim.generation}` : '';
    if (key === sheetTitle.key) return;
    sheetTitle.key = key;
    if (key === 'compare') { $('sheet-title').textContent = 'Compare: the variants\' events and the scene'; return; }
    if (!key) { $('sheet-title').textContent = 'Scene, selected agent and events'; return; }
    const a = sim.agent(s.index);
    $('sheet-title').textContent = `${a.name} · ${a.behavior} · ${sim.agentStatus(s.index)} — why it moves`;
  };
  // Explain settings: each setting's words under it, remembered.
  const setHelp = (on) => {
    if (on) document.body.dataset.help = '1'; else delete document.body.dataset.help;
    $('help-toggle').setAttribute('aria-pressed', String(on));
    try { localStorage.setItem('sidestep.help', on ? '1' : '0'); } catch { /* storage off: only this page */ }
  };
  $('help-toggle').addEventListener('click', () => setHelp(document.body.dataset.help !== '1'));
  try { setHelp(localStorage.getItem('sidestep.help') === '1'); } catch { setHelp(false); }
}
