// The script editor's console: what the scene's scripts printed (print(), console.log(), world.note()) and
// why they stopped an agent, step by step, up to the step on screen. The lines are the core's record of the run
// (Timeline's script log: bounded, deterministic), so going back or seeking shows the same lines a fresh run
// to that step printed. In compare mode each pane's lines carry its name.
import { formatCount, t } from '../i18n/locale.js';
import '../i18n/en-panels.js'; // this module's English (con-; not in the first load)
import { el } from './el.js';
import { friendlyStop } from './script-words.js';

/** Lines shown at most (the newest up to the step on screen). */
const SHOWN = 200;

export class ScriptConsole {
  /** @param runs () => [{ sim, label }]: the runs whose lines are shown (the scene's, or each compare pane's) */
  constructor(runs, source) {
    this.runs = runs;
    this.source = source; // (): the shown script's text, for the stops' words
    this.key = '';
    this.list = el('ol', { className: 'script-console-lines', ariaLabel: t('con-lines', null, 'aria-label') });
    this.note = el('p', { className: 'script-console-note muted small' });
    this.element = el(
      'details',
      { className: 'script-console', open: true },
      el('summary', { textContent: t('con-summary') }),
      this.list,
      this.note,
    );
  }

  /** Reads the lines again when the runs, their steps or their pasts changed. */
  update() {
    const runs = this.runs();
    const key = runs.map(({ sim }) => `${sim.stepCount}:${sim.timeline.pastId()}:${sim.generation}`).join('|');
    if (key === this.key || !this.element.open) return;
    this.key = key;
    const rows = [];
    let total = 0,
      full = -1;
    for (const { sim, label } of runs) {
      const log = sim.timeline.scriptLog(sim.stepCount, SHOWN);
      total += log.total;
      if (log.fullFrom >= 0) full = full < 0 ? log.fullFrom : Math.min(full, log.fullFrom);
      for (const l of log.lines)
        rows.push({ ...l, label, name: sim.agentName(l.agent) || t('con-agent', { i: l.agent }) });
    }
    rows.sort((a, b) => a.step - b.step);
    const shown = rows.slice(-SHOWN);
    const source = this.source();
    this.list.replaceChildren(
      ...shown.map((l) =>
        el(
          'li',
          { className: l.stop ? 'stop' : '' },
          el('span', {
            className: 'at',
            textContent: `${l.label ? `${l.label} · ` : ''}${t('con-at', { step: l.step })} · ${l.name}`,
          }),
          ' ',
          l.stop ? t('con-stopped', { why: friendlyStop(l.text, source).text }) : l.text,
        ),
      ),
    );
    const earlier = total - shown.length;
    this.note.textContent = [
      shown.length === 0 ? t('con-empty') : '',
      earlier > 0 ? t('con-earlier', { n: earlier }) : '',
      full >= 0 ? t('con-full', { max: formatCount(5000), step: full }) : '',
    ]
      .filter(Boolean)
      .join(' ');
    this.list.scrollTop = this.list.scrollHeight; // the newest line in view
  }
}
