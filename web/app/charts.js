// The charts drawer, fetched the first time it is opened (the Charts button, C, or the console's
// charts(true)): until then the page keeps only what the drawer will chart (the runs) and answers the
// console's series() and exportCsv() itself, from the same core recorder (sim/run-series.js, fetched then).
import { onDemandStyles } from '../ui/styles.js';

/**
 * A stand-in for ui/charts.js's Charts with the same methods; `elements`, `module` and `hooks` as Charts takes.
 */
export function lazyCharts(elements, module, hooks) {
  let charts = null,
    pending = null;
  let runs = [],
    wanted = false; // what the drawer will chart, and whether it was asked open while loading
  const first = () => {
    api.setOpen(!api.open);
  }; // the toggle, until the drawer is loaded
  const load = () => {
    pending ??= Promise.all([import('../ui/charts.js'), onDemandStyles()]).then(([{ Charts }]) => {
      elements.toggle.removeEventListener('click', first); // the drawer's own listener takes over
      charts = new Charts(elements, module, hooks);
      charts.setRuns(runs);
      charts.setOpen(wanted);
      return charts;
    });
    return pending;
  };
  elements.toggle.addEventListener('click', first);
  const api = {
    get open() {
      return charts ? charts.open : wanted;
    },
    setOpen(open) {
      wanted = open;
      if (charts) charts.setOpen(open);
      else if (open) load();
    },
    setRuns(r) {
      runs = r;
      charts?.setRuns(r);
    },
    update(now) {
      charts?.update(now);
    },
    geometry: () => (charts ? charts.geometry() : []),
    /** Promises (the recorder's reader is fetched on first use), of the CSV text and of one series. */
    toCsv: async () => (await import('../sim/run-series.js')).runsCsv(module, runs, hooks.selected()),
    series: async (agent, name) => (await import('../sim/run-series.js')).runSeries(module, runs, agent, name),
  };
  return api;
}
