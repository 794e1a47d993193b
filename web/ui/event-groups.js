// The events' controls in the panel, part of the first load: the kinds as the page groups them, the filter's
// options and the "pause on" boxes built from them. The list, the ticks over the scrub bar and pausing at an
// event are ui/events.js, fetched when the run first has a step to show events of (or a box is ticked).
import { EVENT_COLORS } from '../draw/palette.js';

/** The kinds as the page groups them: the core's event names in each group, a colour, a label. */
export const EVENT_GROUPS = [
  { id: 'collision', kinds: ['collisionBegin', 'collisionEnd'], color: EVENT_COLORS.collision, label: 'Collisions' },
  {
    id: 'contact',
    kinds: ['contactBegin', 'contactEnd'],
    color: EVENT_COLORS.contact,
    label: 'Contacts between agents',
  },
  { id: 'return', kinds: ['return'], color: EVENT_COLORS.return, label: 'Returns (pacing)' },
  { id: 'stop', kinds: ['reached', 'stop'], color: EVENT_COLORS.stop, label: 'Arrivals and stops' },
  { id: 'lap', kinds: ['lap'], color: EVENT_COLORS.lap, label: 'Laps' },
];

/** What the list says before the run's first step. */
export const NOTHING_YET = 'Nothing yet: play or step the run.';

/**
 * Fills the filter and the pause-on boxes of `el` ({ filter, pauseOn }); `onChange()` is called after either
 * changed. Returns the set of group ids ticked in "pause on", kept up to date.
 */
export function eventControls(el, onChange) {
  const pauseKinds = new Set();
  el.filter.replaceChildren(new Option('All events', ''), ...EVENT_GROUPS.map((g) => new Option(g.label, g.id)));
  el.filter.addEventListener('change', () => {
    onChange();
    el.filter.blur();
  });
  for (const g of EVENT_GROUPS) {
    const input = Object.assign(document.createElement('input'), { type: 'checkbox' });
    input.dataset.group = g.id;
    input.addEventListener('change', () => {
      if (input.checked) pauseKinds.add(g.id);
      else pauseKinds.delete(g.id);
      input.blur(); // Space and the arrows go back to the page
      onChange();
    });
    const label = document.createElement('label');
    label.title = `Pause when ${g.label.toLowerCase()} happen`;
    const dot = Object.assign(document.createElement('span'), { className: 'swatch' });
    dot.style.background = g.color;
    label.append(input, dot, g.id === 'stop' ? 'arrival or stop' : g.id);
    el.pauseOn.append(label);
  }
  return pauseKinds;
}
