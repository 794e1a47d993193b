// The panel's lines, in compare mode, on the scripts the selected agent runs in the panes (ui/panel.js calls it
// through the CompareView): here, with the compare's code, not in the first load.
import { el } from './el.js';
import { formatFixed, formatList, t } from '../i18n/locale.js';
import '../i18n/en-lazy.js'; // sel-edit-script
import '../i18n/en-panels.js'; // the compare's words (cmp-)

/** In compare mode, under the compare's note in `panel` (ui/panel.js): the scripts the selected agent runs in the
 *  panes, each with its Edit button (the script editor), and in each such pane what its script did this step: its
 *  stop message, its show() values and note()s (the core's record). Read again when the selection, the panes or the
 *  compare's clock change. */
export function showCompareScripts(panel, compare) {
  const s = panel.ui.selected,
    index = s?.type === 'agent' ? s.index : -1;
  const seen = (panel.compareScripts ??= {
    runs: null,
    index: -2,
    version: -1,
    box: el('div', { className: 'compare-scripts' }),
  });
  if (!seen.box.isConnected) panel.info.append(seen.box); // the compare's note was written again
  const version = compare.clock.version;
  if (seen.runs === compare.runs && seen.index === index && seen.version === version) return;
  Object.assign(seen, { runs: compare.runs, index, version });
  const names = new Map(); // script -> the panes' labels that run it
  const records = [];
  for (const p of compare.panes) {
    const record = index >= 0 && index < p.sim.agentCount ? panel.sim.module.scriptRecord(p.sim.world, index) : null;
    if (!record?.script) continue;
    names.set(record.script, [...(names.get(record.script) ?? []), p.name]);
    records.push([p.name, record]);
  }
  const lines = records.flatMap(([label, r]) => {
    const out = [];
    if (r.message)
      out.push(
        el('div', {
          className: 'row script-stop bad',
          textContent: t('cmp-script-stopped', { pane: label, message: r.message }),
        }),
      );
    const said = [...r.shown.map(([name, v]) => t('cmp-script-value', { name, value: formatFixed(v, 3) })), ...r.notes];
    if (said.length)
      out.push(
        el('div', {
          className: 'row script-said muted',
          textContent: t('cmp-script-said', { pane: label, said: said.join(' · ') }),
        }),
      );
    return out;
  });
  seen.box.replaceChildren(
    ...[...names].map(([script, labels]) => {
      const edit = el('button', {
        textContent: t('sel-edit-script'),
        title: t('sel-edit-script', { name: script }, 'title'),
      });
      edit.dataset.action = 'edit-script';
      edit.addEventListener('click', () => panel.onEditScript?.(index, script));
      return el(
        'div',
        { className: 'row script-of' },
        el('span', {
          className: 'muted',
          textContent: t('cmp-runs-script', {
            agent: panel.sim.agentName(index),
            name: script,
            panes: formatList(labels.map((name) => t('cmp-pane-quoted', { name }))),
          }),
        }),
        edit,
      );
    }),
    ...lines,
  );
}
