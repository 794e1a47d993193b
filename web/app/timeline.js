// The run over time: the step readout and the measured rate on the canvas, the timeline bar under it
// (back, scrub, event marks), the events list, and the charts of the selected agent and the run's tallies.
import * as eventGroups from '../ui/event-groups.js';
import { TimelineBar } from '../ui/timeline.js';
import { lazyCharts } from './charts.js';
import { $ } from './context.js';
import { formatNumber, t } from '../i18n/locale.js';

/** Adds app.timeline, app.events, app.charts, app.updateReadout() and app.showRate(). */
export function wireTimeline(app) {
  const { module, sim, ui, loop } = app;
  app.showRate = () => {
    // On the canvas's corner; in a compare, in the compare's bar (the panes cover the canvas).
    const r = loop.rate,
      box = $(app.compare.active ? 'compare-rate' : 'rate');
    $(app.compare.active ? 'rate' : 'compare-rate').hidden = true;
    box.hidden = !loop.playing || r.version === 0;
    if (box.hidden) return;
    const steps = r.stepsPerSecond >= 10 ? Math.round(r.stepsPerSecond) : formatNumber(r.stepsPerSecond, 1);
    const factor = r.realTime >= 10 ? Math.round(r.realTime) : Number(r.realTime.toPrecision(2));
    box.textContent = r.behind
      ? t('rate-behind', { steps, factor, pace: loop.pace, ms: formatNumber(r.msPerStep, 1) })
      : t('rate', { steps, factor });
    box.title = box.textContent; // whole, where the compare's bar cuts it short
    box.classList.toggle('behind', r.behind);
  };
  // The run's step, time and state, always on the canvas (set only when it changed).
  const shownReadout = { step: -1, state: '' };
  app.updateReadout = () => {
    if (app.reading()) {
      // A scene is read beside the page (app/reading.js): the run is not read meanwhile (that would wait for the
      // file), the step it was at stays, the state says why nothing moves.
      if (shownReadout.state === 'reading') return;
      shownReadout.state = 'reading';
      $('readout-state').textContent = t('state-reading');
      $('readout').dataset.state = 'reading';
      return;
    }
    const run = loop.sim;
    const step = run.stepCount;
    const state = loop.playing
      ? 'playing'
      : !app.compare.active && sim.agentCount === 0
        ? step === 0
          ? 'no-agents-yet'
          : 'no-agents'
        : run.finished
          ? 'finished'
          : 'paused';
    if (step === shownReadout.step && state === shownReadout.state) return;
    shownReadout.step = step;
    shownReadout.state = state;
    $('readout-step').textContent = t('readout-step', { step });
    $('readout-time').textContent = t('readout-time', { seconds: formatNumber(step * run.dt, 2) });
    $('readout-state').textContent = t(`state-${state}`);
    $('readout').dataset.state = state;
  };

  const timeline = new TimelineBar(
    { back: $('back'), scrub: $('scrub'), marks: $('marks'), label: $('timeline-step') },
    sim,
    loop,
  );
  app.timeline = timeline;
  app.events = lazyEvents(
    {
      filter: $('event-filter'),
      pauseOn: $('pause-on'),
      list: $('event-list'),
      summary: $('event-summary'),
      strip: $('event-strip'),
    },
    sim,
    {
      loop,
      reading: app.reading,
      seek: (step) => timeline.seek(step),
      select: (agent) => {
        if (agent >= 0 && agent < sim.world.agentCount()) ui.selected = { type: 'agent', index: agent };
      },
      onPause: (e, words) => {
        app.toast(t('toast-paused-at', { event: words }));
        if (e.agent >= 0) ui.selected = { type: 'agent', index: e.agent };
      },
    },
  );
  // The charts: the selected agent's values and the run's tallies over time.
  app.charts = lazyCharts(
    {
      root: $('charts'),
      canvas: $('chart-canvas'),
      agent: $('chart-agent'),
      csv: $('chart-csv'),
      png: $('chart-png'),
      toggle: $('charts-toggle'),
      note: $('chart-note'),
    },
    module,
    {
      clock: () => loop.sim,
      selected: () => (ui.selected?.type === 'agent' ? ui.selected.index : -1),
      select: (i) => {
        ui.selected = i >= 0 ? { type: 'agent', index: i } : null;
      },
      seek: (step) => timeline.seek(step),
      playing: () => loop.playing,
    },
  );
  app.charts.setRuns([{ sim, label: '' }]);
}

/**
 * The events panel (ui/events.js's EventsPanel, with the same `sim`, `shown` and update()), fetched on first use:
 * once the run it follows has a step past 0 (there may be events to list and tick), or the filter or a pause-on box
 * is changed. Until then the panel says there is nothing yet.
 */
function lazyEvents(el, sim, hooks) {
  let panel = null,
    pending = null;
  const before = { sim, shown: { count: -1 } }; // what the page sets before the panel is here
  const load = () => {
    pending ??= import('../ui/events.js').then(({ EventsPanel }) => {
      panel = new EventsPanel(el, before.sim, hooks, pauseKinds, eventGroups);
      // While a scene is read beside the page the run is not read (it would wait for the file): the frame after it does.
      if (!hooks.reading()) panel.update(performance.now(), true);
    });
    return pending;
  };
  const pauseKinds = eventGroups.eventControls(el, () => (panel ? panel.update(performance.now(), true) : load()));
  el.summary.textContent = eventGroups.NOTHING_YET;
  return {
    get sim() {
      return panel ? panel.sim : before.sim;
    },
    set sim(s) {
      if (panel) panel.sim = s;
      else before.sim = s;
    },
    get shown() {
      return panel ? panel.shown : before.shown;
    },
    update(now, force = false) {
      if (panel) panel.update(now, force);
      else if (before.sim.frontier > 0 || before.sim.eventCount > 0) load();
    },
  };
}
