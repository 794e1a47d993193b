// The feelers' side view's words (draw/profile.js): its title fitted to its box, what each feeler met, and the
// slope's signed numbers, each in the page's locale.
import { currentLocale, formatFixed, t } from '../i18n/locale.js';

/** The feelers' names, left to right across the agent's heading: on the picture's ground lines and in the words. */
export const NAMES = ['L', 'C', 'R'];

/** The title last fitted: its name, room and locale, and what it came to (so that a frame measures nothing
 *  new while they stay the same). */
const fitted = { name: '', room: 0, locale: '', text: '', width: 0 };

/** The side view's title with the agent's name, `{ text, width }`: the name shortened with an ellipsis (whole code
 *  points) when the title would be wider than `room` (CSS pixels, in the context's font): a long name in a phone's
 *  pane. Worked out again only when the name, the room or the words change. */
export function fitTitle(ctx, name, room) {
  const locale = currentLocale();
  if (fitted.name === name && fitted.room === room && fitted.locale === locale) return fitted;
  let text = t('cv-side-title', { name });
  const points = Array.from(name);
  for (let keep = points.length - 1; keep > 0 && ctx.measureText(text).width > room; keep--)
    text = t('cv-side-title', { name: `${points.slice(0, keep).join('').trimEnd()}…` });
  return Object.assign(fitted, { name, room, locale, text, width: ctx.measureText(text).width });
}

/** "L wall 1.91 · ", "C over an obstacle · " ("C over · " when short), "R clear": feeler k's record at s. */
export function feelerWords(relief, f, u, s, k, short) {
  const F = relief.layout.feeler;
  const hit = relief.hitNames[u[s + F.hit]];
  const over = u[s + F.passedOver] === 1;
  const met =
    hit === 'nothing'
      ? t(over ? (short ? 'cv-feeler-over-short' : 'cv-feeler-over') : 'cv-feeler-clear')
      : t('cv-feeler-hit', { hit: t(`cv-hit-${hit}`), distance: formatFixed(f[s + F.hitDistance], 2) });
  return `${NAMES[k]} ${met}${k < 2 ? ' · ' : ''}`;
}

/** "+0.42" / "−0.42" ("0.00" for zero), in the locale's digits and decimal sign. */
export function signed(v) {
  const text = formatFixed(Math.abs(v), 2);
  if (Number(Math.abs(v).toFixed(2)) === 0) return text;
  return `${v > 0 ? '+' : '−'}${text}`;
}
