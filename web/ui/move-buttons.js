// Single-pointer ways to do what a drag does (WCAG 2.5.7), under a selected circle or path point in the panel:
// "Move to a click" (the next click on the world puts it there, through the tools' own hold and release) and, for a
// circle, its radius one step smaller or bigger. An agent's start and goal have their own fields.
import { el } from './el.js';
import { t } from '../i18n/locale.js';
import { MIN_CIRCLE_RADIUS } from './tools.js';

/** The radius buttons' step (u). */
const RADIUS_STEP = 0.25;

/** What the buttons say, in the page's words (sel-move-*, sel-radius-*; English in en-lazy.js, which the selection's
 *  panel that builds them imports). */
export const MOVE_WORDS = {
  get move() {
    return t('sel-move');
  },
  get moveTitle() {
    return t('sel-move', null, 'title');
  },
  get smaller() {
    return t('sel-radius-smaller');
  },
  get bigger() {
    return t('sel-radius-bigger');
  },
  get smallerName() {
    return t('sel-radius-smaller', { step: RADIUS_STEP }, 'aria-label');
  },
  get biggerName() {
    return t('sel-radius-bigger', { step: RADIUS_STEP }, 'aria-label');
  },
  get armed() {
    return t('sel-move-armed');
  },
};

/**
 * The row of buttons for `hit` ({ type: 'circle', index, x, y } or { type: 'vertex', path, vertex, x, y }).
 * @param {{ sim: object, ui: { armMove?: (hit: object) => void }, edit: (fn: Function) => void, onError: Function }} panel
 */
export function moveButtons(panel, hit) {
  // The panel is written again after an edit: the button pressed keeps the focus in the new one.
  const button = (textContent, ariaLabel, title, click) => {
    const b = el('button', { type: 'button', textContent, title });
    if (ariaLabel) b.setAttribute('aria-label', ariaLabel);
    b.addEventListener('click', () => {
      panel.refocusMove = textContent;
      click();
    });
    if (panel.refocusMove === textContent) {
      panel.refocusMove = null;
      requestAnimationFrame(() => b.isConnected && b.focus({ preventScroll: true }));
    }
    return b;
  };
  const row = el('div', { className: 'row move-buttons' });
  row.append(button(MOVE_WORDS.move, '', MOVE_WORDS.moveTitle, () => panel.ui.armMove?.(hit, MOVE_WORDS.armed)));
  if (hit.type === 'circle') {
    const resize = (sign) => () => {
      const c = panel.sim.circle(hit.index);
      if (!c) return;
      try {
        panel.edit(() => panel.sim.resizeCircle(hit.index, Math.max(MIN_CIRCLE_RADIUS, c.r + sign * RADIUS_STEP)));
      } catch (err) {
        panel.onError(err.message);
      }
    };
    row.append(
      button(MOVE_WORDS.smaller, MOVE_WORDS.smallerName, MOVE_WORDS.smallerName, resize(-1)),
      button(MOVE_WORDS.bigger, MOVE_WORDS.biggerName, MOVE_WORDS.biggerName, resize(1)),
    );
  }
  return row;
}
