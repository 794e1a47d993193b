// The runs' whole series at once, computed now on the core's own copy: one series as numbers (the console's
// series()) and every series as CSV (the charts' CSV button, the console's exportCsv()). The charts drawer
// shows the same values as they fill (ui/charts.js); these work whether or not it was ever opened.
import { SeriesSource } from './series.js';

/** Fills `s` with the whole run (stops if a replay cannot go on). */
function fillAll(s) {
  for (let before = -1; !s.sync(100000) && s.count > before;) before = s.count;
}

/** Every run's series of `agent` (-1: none, tallies only) complete, as CSV text: a row per step.
 *  `runs`: [{ sim, label }], the scene's run or the compare's panes. */
export function runsCsv(module, runs, agent) {
  const sources = runs.map((r) => Object.assign(new SeriesSource(module, r.sim), { label: r.label }));
  try {
    for (const s of sources) {
      s.follow(agent);
      fillAll(s);
    }
    return seriesCsv(sources, runs[0].sim.dt, agent >= 0 ? runs[0].sim.agentName(agent) : '');
  } finally {
    for (const s of sources) s.dispose();
  }
}

/** One series (`name`, of `agent` or of the run's tallies) as numbers, null where there is no value; one
 *  array, or one per run's label when there are several runs. */
export function runSeries(module, runs, agent, name) {
  const out = {};
  const names = new Set();
  for (const r of runs) {
    const s = new SeriesSource(module, r.sim);
    try {
      s.follow(agent ?? -1);
      fillAll(s);
      const t = s.tallyChannels.findIndex((c) => c.name === name);
      const c = s.channels.findIndex((x) => x.name === name);
      for (const x of [...s.channels, ...s.tallyChannels]) names.add(x.name);
      const values = [];
      const n = c >= 0 || t < 0 ? s.count : s.tallyCount; // a channel this run lacks (another pane's show() name): none
      for (let k = 0; k < n; k++) {
        const v = c >= 0 ? s.value(k, c) : t >= 0 ? s.tally(k, t) : NaN;
        values.push(Number.isFinite(v) ? v : null);
      }
      out[r.label] = values;
    } finally {
      s.dispose();
    }
  }
  if (!names.has(name)) {
    throw new RangeError(
      `series: ${JSON.stringify(name)} is not a series of ${agent >= 0 ? `agent ${agent}` : 'the run'} (there are ${[...names].join(', ')})`,
    );
  }
  return runs.length === 1 ? out[runs[0].label] : out;
}

/** CSV text of complete series: step, time, then each run's agent channels and tallies. */
export function seriesCsv(sources, dt, agentName) {
  const compare = sources.length > 1;
  const quote = (t) => (/[",\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t);
  const head = ['step', 'time (s)'];
  for (const s of sources) {
    const prefix = compare ? `${s.label}: ` : '';
    for (const c of s.channels)
      head.push(quote(`${prefix}${agentName ? `${agentName} ` : ''}${c.label}${c.unit ? ` (${c.unit})` : ''}`));
    for (const c of s.tallyChannels) head.push(quote(`${prefix}${c.label}`));
  }
  const rows = [head.join(',')];
  const steps = Math.max(...sources.map((s) => s.tallyCount));
  const num = (v) => (Number.isFinite(v) ? String(Math.round(v * 1e5) / 1e5) : '');
  for (let k = 0; k < steps; k++) {
    const row = [String(k), num(k * dt)];
    for (const s of sources) {
      for (let c = 0; c < s.channels.length; c++) row.push(num(s.value(k, c)));
      for (let t = 0; t < s.tallyChannels.length; t++) row.push(num(s.tally(k, t)));
    }
    rows.push(row.join(','));
  }
  return `${rows.join('\n')}\n`;
}
