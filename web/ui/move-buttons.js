// Single-pointer ways to do what a drag does (WCAG 2.5.7), under a selected circle or path point in the panel:
// "Move to a click" (the next click on the world puts it there, through the tools' own hold and release) and, for a
// circle, its radius one step smaller or bigger. An agent's start and goal have their own fields.
import { el } from './el.js';
import { MIN_CIRCLE_RADIUS } from './tools.js';

/** The radius buttons' step (u). */
const RADIUS_STEP = 0.25;

/** What the buttons say (one table, for the translations to come). */
export const MOVE_WORDS = {
  move: 'Move to a click',
  moveTitle:
    'The next click on the world puts it there (Esc cancels); with the keyboard: Enter on the world, then the arrows',
  smaller: 'Radius −',
  bigger: 'Radius +',
  smallerName: 'Radius − 0.25 u',
  biggerName: 'Radius + 0.25 u',
  armed: 'Click on the world where it goes (Esc cancels).',
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
