// What happened in the run, from the core's event record (Timeline::events): ticks on the timeline
// strip, a list beside the step (click a row: go to its step and select its agent), and "pause on"
// switches that stop play at the step of the next event of the kinds chosen. The page never finds
// events itself: it reads the core's record through one view per refresh. Fetched when the run first has a
// step (app/timeline.js); the filter and the pause-on boxes are ui/event-groups.js, in the first load.
import { agentColor } from '../draw/palette.js';
import { replanWord, t } from '../i18n/locale.js';
import '../i18n/en-lazy.js'; // this module's English (not in the first load)

/** ui/event-groups.js's groups and words, handed in by the page (an import would put that module in a chunk of its own). */
let EVENT_GROUPS = [],
  NOTHING_YET = '';

/** The obstacle of a collision event: "circle 3", "the border wall", "wall 2", or one an edit removed. */
const obstacle = (e) =>
  e.circle !== undefined
    ? t('event-obstacle-circle', { n: e.circle })
    : e.wall === 0
      ? t('event-obstacle-border')
      : e.wall !== undefined
        ? t('event-obstacle-wall', { n: e.wall })
        : t('event-obstacle-removed');
/** An agent's name, or "agent 3" for one without. */
const named = (name, index) => name || t('event-agent', { n: index });
/** What each event says in the list (the catalogue's event-<the core's event name>). */
const SAYS = {
  collisionBegin: (e) => t('event-collisionBegin', { obstacle: obstacle(e) }),
  collisionEnd: (e) => t('event-collisionEnd', { obstacle: obstacle(e) }),
  contactBegin: (e) => t('event-contactBegin', { other: named(e.otherName, e.other) }),
  contactEnd: (e) => t('event-contactEnd', { other: named(e.otherName, e.other) }),
  return: () => t('event-return'),
  reached: () => t('event-reached'),
  stop: (e) => t('event-stop', { reason: e.reason === 'maxSteps' ? t('event-stop-maxSteps') : e.reason }),
  lap: (e) => t('event-lap', { laps: e.laps }),
  replanned: (e) => t('event-replanned', { reason: replanWord(e.reason) }),
};

/** One event in words: "step 120: through hits an obstacle". */
export function describeEvent(e) {
  return t('event-line', { step: e.step, name: named(e.name, e.agent), says: SAYS[e.event](e) });
}

/** Rows shown at most: before the current step and after it. */
const ROWS_BEFORE = 40,
  ROWS_AFTER = 20;
/** While playing, the list and the ticks are refreshed at most this often (ms). */
const REFRESH_MS = 250;

export class EventsPanel {
  /**
   * @param {{ filter: HTMLSelectElement, pauseOn: HTMLElement, list: HTMLElement, summary: HTMLElement,
   *           strip: HTMLCanvasElement }} el
   * @param {import('../sim/sim.js').Sim} sim
   * @param {{ seek: (step: number) => void, select: (agent: number) => void, loop: object,
   *           onPause: (event: object, words: string) => void }} hooks
   * @param {Set<string>} pauseKinds the group ids ticked in "pause on" (ui/event-groups.js keeps it)
   * @param {{ EVENT_GROUPS: object[], NOTHING_YET: string }} groups ui/event-groups.js
   */
  constructor(el, sim, hooks, pauseKinds, groups) {
    ({ EVENT_GROUPS, NOTHING_YET } = groups);
    this.el = el;
    this.sim = sim;
    this.hooks = hooks;
    this.last = 0;
    this.shown = { count: -1, step: -1, frontier: -1, generation: -1, filter: '' };
    /** The events read so far (the first `count`), kept from refresh to refresh while the run's past is the same
     *  (`timeline`, `past`: its pastId), when events only come after them: for each step a bit per group with an
     *  event there (the strip), and how many events of each kind (the list's summary). A refresh reads only the
     *  events added since, never the whole record again: a big crowd adds thousands a step. */
    this.tally = { timeline: null, past: 0, count: 0, steps: new Uint16Array(1024), kinds: new Int32Array(0) };
    this.kindGroup = sim.eventKindNames.map((name) => EVENT_GROUPS.findIndex((g) => g.kinds.includes(name)));
    this.pauseKinds = pauseKinds;
    el.list.addEventListener('click', (e) => {
      const row = e.target.closest('li[data-step]');
      if (!row) return;
      hooks.seek(Number(row.dataset.step));
      hooks.select(Number(row.dataset.agent));
    });
    hooks.loop.breakpoint = (from, to) => this.#breakpoint(from, to);
  }

  /** Called by the loop after it stepped from `from` to `to`: the first event of a kind chosen in
   *  "pause on" in (from, to], or null. The loop goes back to its step and pauses there. */
  #breakpoint(from, to) {
    if (this.pauseKinds.size === 0 || to <= from) return null;
    const E = this.sim.eventLayout,
      w = this.sim.eventWords();
    for (let i = this.#firstAfter(w, from); i * E.stride < w.length; i++) {
      const o = i * E.stride;
      if (w[o + E.step] > to) break;
      const g = EVENT_GROUPS[this.kindGroup[w[o + E.kind]]];
      if (g && this.pauseKinds.has(g.id)) {
        const event = this.sim.eventAt(i, w);
        this.hooks.onPause(event, describeEvent(event));
        return event.step;
      }
    }
    return null;
  }

  /** The index of the first event after `step` (events are in step order). */
  #firstAfter(words, step) {
    const E = this.sim.eventLayout;
    let lo = 0,
      hi = words.length / E.stride;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid * E.stride + E.step] <= step) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  update(now, force = false) {
    const { sim, shown, el } = this;
    if (!force && this.hooks.loop.playing && now - this.last < REFRESH_MS) return;
    const count = sim.eventCount,
      step = sim.stepCount,
      frontier = sim.frontier,
      filter = el.filter.value;
    if (
      count === shown.count &&
      step === shown.step &&
      frontier === shown.frontier &&
      sim.generation === shown.generation &&
      filter === shown.filter
    )
      return;
    this.last = now;
    const words = sim.eventWords();
    this.#tallyUp(words); // the events added since the last refresh (none: nothing read)
    if (count !== shown.count || frontier !== shown.frontier || sim.generation !== shown.generation)
      this.#strip(Math.max(frontier, step, 1));
    this.#list(words, step, filter);
    // What this refresh read (the run's past, its events, its steps computed), for a reader that must know the
    // panel shows the record as it is now rather than an earlier one's words.
    el.summary.dataset.read = `${sim.timeline.pastId()}:${count}:${frontier}`;
    Object.assign(shown, { count, step, frontier, generation: sim.generation, filter });
  }

  /** Reads the events added since the last refresh into the tally (all of them again when the past changed). */
  #tallyUp(words) {
    const { sim, tally } = this;
    const E = sim.eventLayout,
      total = words.length / E.stride,
      past = sim.timeline.pastId();
    if (tally.timeline !== sim.timeline || tally.past !== past || total < tally.count) {
      Object.assign(tally, { timeline: sim.timeline, past, count: 0 });
      tally.steps.fill(0);
      tally.kinds = new Int32Array(sim.eventKindNames.length);
    }
    for (let i = tally.count; i < total; i++) {
      const o = i * E.stride,
        kind = words[o + E.kind],
        g = this.kindGroup[kind];
      tally.kinds[kind]++;
      if (g < 0) continue;
      const step = words[o + E.step];
      if (step >= tally.steps.length) {
        const grown = new Uint16Array(Math.max(step + 1, 2 * tally.steps.length));
        grown.set(tally.steps);
        tally.steps = grown;
      }
      tally.steps[step] |= 1 << g;
    }
    tally.count = total;
  }

  /** One tick per step that has events, in the colour of its most telling kind, over the scrub bar: one pixel
   *  column per step at most, each column a bit per lane from the tally (no pass over the events). */
  #strip(span) {
    const canvas = this.el.strip;
    const dpr = devicePixelRatio || 1;
    const width = Math.max(1, Math.round(canvas.clientWidth * dpr)),
      height = Math.max(1, Math.round(canvas.clientHeight * dpr));
    if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
    const ctx = canvas.getContext('2d');
    ctx.clearRect(0, 0, width, height);
    const steps = this.tally.steps;
    const columns = (this.columns = this.columns?.length === width ? this.columns : new Uint16Array(width));
    columns.fill(0);
    for (let step = 0, last = Math.min(span, steps.length - 1); step <= last; step++)
      if (steps[step]) columns[Math.min(width - 1, Math.floor((step / span) * (width - 1)))] |= steps[step];
    // Lanes, top to bottom, in the order of EVENT_GROUPS.
    const lane = height / EVENT_GROUPS.length;
    EVENT_GROUPS.forEach((group, g) => {
      ctx.fillStyle = group.color;
      for (let x = 0; x < width; x++)
        if (columns[x] & (1 << g))
          ctx.fillRect(x, Math.floor(g * lane), Math.max(1, Math.round(dpr)), Math.max(1, Math.floor(lane)));
    });
  }

  /** The rows around the current step, the last ROWS_BEFORE at or before it and the next ROWS_AFTER, read from
   *  the current step outwards (never the whole record), and how many events the filter lets through (the tally). */
  #list(words, step, filter) {
    const { sim, el } = this;
    const E = sim.eventLayout;
    const group = EVENT_GROUPS.find((g) => g.id === filter);
    const wanted = group ? new Set(group.kinds.map((k) => sim.eventKindNames.indexOf(k))) : null;
    const total = words.length / E.stride;
    const passes = (i) => !wanted || wanted.has(words[i * E.stride + E.kind]);
    const split = this.#firstAfter(words, step);
    const before = [],
      after = [];
    for (let i = split - 1; i >= 0 && before.length < ROWS_BEFORE; i--) if (passes(i)) before.push(i);
    before.reverse();
    for (let i = split; i < total && after.length < ROWS_AFTER; i++) if (passes(i)) after.push(i);
    let matching = total;
    if (wanted) {
      matching = 0;
      for (const kind of wanted) matching += kind >= 0 ? (this.tally.kinds[kind] ?? 0) : 0;
    }
    const rows = [];
    const A = sim.agentLayout,
      agentWords = sim.views().agentWords;
    for (const i of [...before, ...after]) {
      const e = sim.eventAt(i, words);
      const li = document.createElement('li');
      li.dataset.step = String(e.step);
      li.dataset.agent = String(e.agent);
      li.dataset.event = e.event;
      if (e.step > step) li.className = 'later';
      if (e.step === step) li.className = 'now';
      li.style.borderLeftColor = EVENT_GROUPS[this.kindGroup[sim.eventKindNames.indexOf(e.event)]].color;
      const dot = Object.assign(document.createElement('span'), { className: 'swatch' });
      dot.style.background = agentColor(e.agent, agentWords[e.agent * A.stride + A.behavior]);
      const who = Object.assign(document.createElement('b'), { textContent: named(e.name, e.agent) });
      // A button in each row, so the keyboard reaches it (Enter goes there as a click does).
      const go = Object.assign(document.createElement('button'), { type: 'button', className: 'event-go' });
      go.append(
        Object.assign(document.createElement('span'), { className: 'at', textContent: String(e.step) }),
        dot,
        who,
        ` ${SAYS[e.event](e)}`,
      );
      li.dataset.index = String(i);
      li.append(go);
      li.title = t('event-go', { step: e.step, name: named(e.name, e.agent) });
      rows.push(li);
    }
    const focused = el.list.contains(document.activeElement)
      ? document.activeElement.closest('li')?.dataset.index
      : null;
    el.list.replaceChildren(...rows);
    if (focused != null) el.list.querySelector(`li[data-index="${focused}"] button`)?.focus({ preventScroll: true });
    el.summary.textContent =
      matching === 0
        ? sim.frontier === 0
          ? NOTHING_YET
          : t('event-none-computed', { steps: sim.frontier })
        : rows.length < matching
          ? t('event-some-shown', { n: matching, steps: sim.frontier, shown: rows.length, step })
          : t('event-some', { n: matching, steps: sim.frontier });
    // Keep the current step in view inside the list (never scrolls the page or the panel).
    const here = el.list.querySelector('li.now') ?? el.list.querySelector('li.later') ?? el.list.lastElementChild;
    if (here) el.list.scrollTop = Math.max(0, here.offsetTop - el.list.offsetTop - el.list.clientHeight / 2);
  }
}
