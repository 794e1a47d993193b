// The reason for an agent's next move, said aloud: a short form and a full form of the core's explanation
// (Sim.explain: the same lines as the panel, the desktop viewer and `sidestep explain`). Both only pick and join
// the core's own lines; no word of the reason is written here (the core's messages are worded by the page's
// catalogue: i18n/locale.js wordCore).
import { t, wordCore } from '../i18n/locale.js';

/** What the announcements say around the core's words (one table, for the translations to come). */
export const REASON_WORDS = {
  waiting: (name) => t('reason-waiting', { name }),
  join: '; ',
};

const text = (line) => line.spans.map((s) => wordCore(s.message, s.text)).join('');

/**
 * The short form: the agent's name, the ray (or rays) the rule picked, the rule's line (the first that starts
 * with "→", else the first sentence) and the first warning. `e`: Sim.explain(i) (null while it loads).
 */
export function shortReason(name, e) {
  if (!e) return REASON_WORDS.waiting(name);
  const lines = e.lines.filter((l) => l.style !== 'table');
  const parts = lines.filter((l) => l.style === 'ray' && l.chosen).map(text);
  const rule = lines.find((l) => text(l).startsWith('→')) ?? lines.find((l) => l.style === 'text');
  if (rule) parts.push(text(rule));
  const warn = lines.find((l) => l.style === 'warn');
  if (warn && warn !== rule) parts.push(text(warn));
  return `${name}: ${parts.join(REASON_WORDS.join)}`;
}

/** The full form: the name, then every line of the explanation but its table (the heading included). */
export function fullReason(name, e) {
  if (!e) return REASON_WORDS.waiting(name);
  return `${name}: ${e.lines
    .filter((l) => l.style !== 'table')
    .map(text)
    .join(REASON_WORDS.join)}`;
}
