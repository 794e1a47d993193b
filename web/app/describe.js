// The world described and the decision announced: the panel's "The world in words" section (ui/description.js)
// kept up to date, and a polite live region that says, for the selected agent after each step or seek, why it
// moves (the core's explanation, short or full: ui/reason-words.js) and the run's events as they happen (the core's
// event record, in the events list's words). While playing it speaks at most once per chosen interval; the
// description is rebuilt at most every DESCRIBE_MS, and only while it can be seen.
import { WorldDescription, agentLine } from '../ui/description.js';
import { fullReason, shortReason } from '../ui/reason-words.js';
import { $ } from './context.js';
import { t } from '../i18n/locale.js';

/** The description's refresh while playing (ms); paused, at once. */
const DESCRIBE_MS = 500;
/** Events said in one message at most (the rest are counted). */
const MOST_EVENTS = 3;
/** Event kinds that are announced (their ends, "clear again", are not). */
const SAID_EVENTS = new Set(['collisionBegin', 'contactBegin', 'return', 'reached', 'stop']);
/** With no agent selected, every agent's events: only arrivals, stops and collisions (an oscillating agent's
 *  returns and every touch in a crowd would be said each second). */
const SAID_FOR_ALL = new Set(['collisionBegin', 'reached', 'stop']);

/** The announcements' settings and words (the catalogue's announce-* messages). */
export const ANNOUNCE_WORDS = {
  verbosity: ['short', 'full', 'events', 'off'],
  intervals: [1000, 2000, 5000],
  more: (n) => t('announce-more', { n }),
};

/** Whether the world in words was last made for these (`key`, as wireDescribe keeps it): compared field by field. */
const madeFor = (key, run, sceneVersion, step, selected, clock, title) =>
  key.title === title &&
  key.generation === run.generation &&
  key.version === run.version &&
  key.sceneVersion === sceneVersion &&
  key.step === step &&
  key.selected === selected &&
  key.clock === clock;

/** The run the world in words describes: the scene's, and in compare mode (the scene's world hidden under the
 *  panes) the first pane's, at the compare's clock; each pane follows with its own. */
const described = (app) => (app.compare.active ? app.compare.panes[0].sim : app.sim);

/** Adds app.say(text), app.describe ({ agentLine(i), update(now) }). */
export function wireDescribe(app) {
  const { sim, ui } = app;
  const region = $('announce'),
    shown = $('announce-shown');
  const settings = announceSettings();

  /** Says `text` in the live region (the same text again is said again), and shows it under the description. */
  const say = (text) => {
    if (!text) return;
    region.textContent = region.textContent === text ? `${text}\u00a0` : text;
    shown.textContent = text;
  };
  app.say = say;

  let describeEvent = null; // the events list's words, from its module (fetched with the run's first step)
  // (false if it could not be fetched, offline before the cache was filled: then the reasons are said alone)
  const words = () =>
    (describeEvent ??= import('../ui/events.js').then(
      (m) => (describeEvent = m.describeEvent),
      () => (describeEvent = false),
    ));

  const description = new WorldDescription(
    {
      summary: $('describe-summary'),
      listOf: $('describe-agents-of'),
      list: $('describe-agents'),
      near: $('describe-near'),
      panes: $('describe-panes'),
    },
    (i) => {
      ui.selected = { type: 'agent', index: i }; // the focus stays on the list: the reason is announced
      app.showSelected?.(); // and a zoomed-in view brings it into sight
    },
  );
  const section = $('world-description');
  const last = { step: -1, selected: -2, generation: -1, at: 0, describedAt: 0 };
  const shownKey = { generation: -1, version: -1, sceneVersion: -1, step: -1, selected: -2, clock: -1, title: null };

  /** The new events since `from` (up to `to`) of `agent` (-1: every agent), in words; null while the events
   *  list's module is on its way (they are said once it is here, not skipped). */
  const eventsSince = (run, from, to, agent) => {
    if (to <= from || describeEvent === false) return [];
    if (typeof describeEvent !== 'function') return null;
    const E = run.eventLayout,
      w = run.eventWords();
    const said = [];
    let more = 0;
    for (let i = w.length / E.stride - 1; i >= 0; i--) {
      const o = i * E.stride;
      const step = w[o + E.step];
      if (step <= from) break;
      if (step > to || (agent >= 0 && w[o + E.agent] !== agent)) continue;
      if (!(agent >= 0 ? SAID_EVENTS : SAID_FOR_ALL).has(run.eventKindNames[w[o + E.kind]])) continue;
      if (said.length < MOST_EVENTS) said.unshift(describeEvent(run.eventAt(i, w)));
      else more++;
    }
    if (more) said.push(ANNOUNCE_WORDS.more(more));
    return said;
  };

  /** What to say after the step or the selection changed: events, then the selected agent's reason. False while
   *  the events list's or the explanation's module is still on its way (it is said once it is here). */
  const announce = (run, from, to, selected, moved) => {
    const v = settings.verbosity;
    if (v === 'off') return true;
    const parts = moved ? eventsSince(run, from, to, selected) : [];
    if (parts === null) return false;
    if (v !== 'events' && selected >= 0 && selected < run.agentCount) {
      const e = run.explain(selected);
      if (!e) return false;
      const name = run.world.agentName(selected);
      parts.push(v === 'full' ? fullReason(name, e) : shortReason(name, e));
    }
    if (parts.length) say(parts.join(t('announce-join')));
    return true;
  };

  const update = (now) => {
    const run = app.loop.sim;
    const compare = app.compare.active;
    const selected = ui.selected?.type === 'agent' ? ui.selected.index : -1;
    const step = run.stepCount;
    const playing = app.loop.playing;
    // The announcement: after a step, a seek or a new selection; while playing at most once per interval.
    if (step !== last.step || selected !== last.selected || run.generation !== last.generation) {
      if (!playing || now - last.at >= settings.interval) {
        if (typeof describeEvent !== 'function' && step > 0) words(); // with the run's first step, as the list
        const moved = run.generation === last.generation && step > last.step && last.step >= 0;
        if (compare || announce(run, last.step, step, selected, moved))
          Object.assign(last, { step, selected, generation: run.generation, at: now });
      }
    }
    // The description: only while it can be seen, and when what it says may have changed (compared field by
    // field: nothing is allocated on a frame that changes nothing).
    if (playing && now - last.describedAt < DESCRIBE_MS) return;
    const clock = compare ? app.compare.clock.version : -1,
      title = app.sceneTitle ?? ''; // (an example's title comes in the reader's language after it opens)
    if (madeFor(shownKey, run, sim.version, step, selected, clock, title) || !section.checkVisibility()) return;
    Object.assign(shownKey, {
      generation: run.generation,
      version: run.version,
      sceneVersion: sim.version,
      step,
      selected,
      clock,
      title,
    });
    last.describedAt = now;
    description.update(described(app), title, selected, compare ? app.compare.panes : null);
  };
  const line = (i, run = described(app)) => (i < run.agentCount ? agentLine(run, i) : '');
  app.describe = { agentLine: line, update };
}

/** The announcements' settings (what is said, how often while playing), their menus, kept in this browser. */
function announceSettings() {
  const settings = { verbosity: 'short', interval: 1000 };
  try {
    Object.assign(settings, JSON.parse(localStorage.getItem('sidestep.announce') ?? '{}'));
  } catch {
    /* storage off: the defaults */
  }
  if (!ANNOUNCE_WORDS.verbosity.includes(settings.verbosity)) settings.verbosity = 'short';
  if (!ANNOUNCE_WORDS.intervals.includes(settings.interval)) settings.interval = 1000;
  const verbosity = $('announce-verbosity'),
    interval = $('announce-interval');
  for (const value of ANNOUNCE_WORDS.verbosity) verbosity.add(new Option(t(`announce-${value}`), value));
  for (const value of ANNOUNCE_WORDS.intervals)
    interval.add(new Option(t(`announce-every-${value / 1000}`), String(value)));
  verbosity.value = settings.verbosity;
  interval.value = String(settings.interval);
  const keep = () => {
    settings.verbosity = verbosity.value;
    settings.interval = Number(interval.value);
    try {
      localStorage.setItem('sidestep.announce', JSON.stringify(settings));
    } catch {
      /* storage off: only this page */
    }
  };
  verbosity.addEventListener('change', keep);
  interval.addEventListener('change', keep);
  return settings;
}
