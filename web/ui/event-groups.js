// The events' controls in the panel, part of the first load: the kinds as the page groups them, the filter's
// options and the "pause on" boxes built from them. The list, the ticks over the scrub bar and pausing at an
// event are ui/events.js, fetched when the run first has a step to show events of (or a box is ticked).
import { EVENT_COLORS } from '../draw/palette.js';
import { t } from '../i18n/locale.js';

/** A group of kinds: its id, the core's event names in it, its colour, and its label in the page's words. */
const group = (id, kinds) => ({
  id,
  kinds,
  color: EVENT_COLORS[id],
  get label() {
    return t(`events-group-${id}`);
  },
});
/** The kinds as the page groups them. */
export const EVENT_GROUPS = [
  group('collision', ['collisionBegin', 'collisionEnd']),
  group('contact', ['contactBegin', 'contactEnd']),
  group('return', ['return']),
  group('stop', ['reached', 'stop']),
  group('lap', ['lap']),
  group('route', ['replanned']),
];

/** What the list says before the run's first step (worded when the controls are made: the locale is in by then). */
export let NOTHING_YET = '';

/**
 * Fills the filter and the pause-on boxes of `el` ({ filter, pauseOn }); `onChange()` is called after either
 * changed. Returns the set of group ids ticked in "pause on", kept up to date.
 */
export function eventControls(el, onChange) {
  const pauseKinds = new Set();
  NOTHING_YET = t('events-nothing-yet');
  el.filter.replaceChildren(new Option(t('events-all'), ''), ...EVENT_GROUPS.map((g) => new Option(g.label, g.id)));
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
    label.title = t(`events-pause-${g.id}`, null, 'title');
    const dot = Object.assign(document.createElement('span'), { className: 'swatch' });
    dot.style.background = g.color;
    label.append(input, dot, t(`events-pause-${g.id}`));
    el.pauseOn.append(label);
  }
  return pauseKinds;
}
