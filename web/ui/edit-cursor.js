// The keyboard's edit cursor on the world: with an edit tool, the arrows move a cursor (a cell or a point,
// drawn over the world) and Enter or Space applies the tool there through the same press / drag / release as a
// pointer (ui/tools.js); a line, a rectangle or a new agent's goal stays open until the second Enter. With the
// Select tool, Enter holds the selected agent (Shift+Enter its goal), circle or path point and the arrows move
// it; Enter drops it, Esc puts it back. + and - resize the selected circle. Every position is said in words.

import { formatFixed, t } from '../i18n/locale.js';
import { MIN_CIRCLE_RADIUS } from './tools.js';

/** The cursor's steps in world units: an arrow, and Shift with an arrow. */
const STEP = 1,
  BIG_STEP = 5;
/** How much + and - change the selected circle's radius (u), and with Shift. */
const RADIUS_STEP = 0.25,
  BIG_RADIUS_STEP = 1;
/** The gesture id of the keyboard's press, drag and release. */
const KEYS = 'keys';
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** What the cursor says, from the catalogue (ids starting with cursor-); numbers in the locale's decimals. */
export const CURSOR_WORDS = {
  cell: (x, y, wall) => t(wall ? 'cursor-wall' : 'cursor-cell', { x, y }),
  point: (x, y) => t('cursor-point', { x: formatFixed(x, 1), y: formatFixed(y, 1) }),
  open: (tool) => t(`cursor-open-${tool}`),
  held: (what) => t('cursor-held', { what }),
  dropped: (where) => t('cursor-dropped', { where }),
  putBack: () => t('cursor-put-back'),
  radius: (r) => t('cursor-radius', { r: formatFixed(r, 2) }),
};

export class EditCursor {
  /**
   * @param {{ canvas: HTMLCanvasElement, sim: object, ui: object, tools: import('./tools.js').Tools,
   *   say: (text: string) => void, mayEdit: () => boolean, follow?: (x: number, y: number) => void }} a
   *   follow: the cursor moved to world point (x, y) (the page pans a zoomed-in view to keep it in sight)
   */
  constructor(a) {
    Object.assign(this, a);
    /** The cursor's world point (the world's middle cell until first used); `left`: it showed when the world lost
     *  the focus (to the zoom buttons, say), until a pointer presses the world. */
    this.ui.editCursor = { x: 0, y: 0, cell: true, shown: false, left: false };
    this.placed = false;
    /** True while the world has the focus from the keyboard (Tab, a skip link): then the arrows, Enter and Space
     *  are the cursor's. A press of a pointer on the world gives the keys back to the run (arrows step). */
    this.keyboard = false;
    /** True once the cursor was used (an arrow, Enter) since the world got the focus: only then does Space apply the
     *  tool (before, Space plays as everywhere). */
    this.engaged = false;
    let pressed = false;
    // (capture: before the tools' own listener, which focuses the world)
    a.canvas.addEventListener(
      'pointerdown',
      () => {
        pressed = true;
        this.keyboard = this.engaged = this.ui.editCursor.left = false;
        this.#show();
      },
      { capture: true },
    );
    a.canvas.addEventListener('focus', () => {
      this.keyboard = !pressed;
      pressed = this.engaged = false;
      this.#show();
    });
    a.canvas.addEventListener('blur', () => {
      pressed = false;
      this.ui.editCursor.left = this.ui.editCursor.shown; // (the zoom buttons, the next stop, zoom about it)
      this.#show();
    });
  }

  /** True while the keyboard holds a gesture (an open line, a new agent's goal, a held agent or circle). */
  get holding() {
    return this.tools.drag?.id === KEYS;
  }

  /** Whether the arrows move the cursor now: the world focused from the keyboard with an edit tool, or something
   *  held. */
  get active() {
    return !this.tools.readOnly && ((this.keyboard && this.ui.tool !== 'select') || this.holding);
  }

  /** Draws the cursor where it should be seen: the world focused, an edit tool or something held. */
  #show() {
    const c = this.ui.editCursor;
    const shown = document.activeElement === this.canvas && this.active;
    if (shown && !this.placed) this.#place(); // (drawn, and zoomed about, in the middle cell: not at 0, 0)
    c.cell = this.#cellTool();
    if (shown !== c.shown || shown) this.sim.version++; // redraw (the frame compares the run's version)
    c.shown = shown;
  }

  /** True when the tool works on cells (walls, erase, a grid agent): the cursor is a cell. */
  #cellTool() {
    const t = this.ui.tool;
    return t === 'wall' || t === 'erase';
  }

  /** Puts the cursor in the world's middle cell the first time it is used, and within the world always. */
  #place() {
    const c = this.ui.editCursor;
    if (!this.placed) {
      this.placed = true;
      c.x = Math.floor(this.sim.width / 2) + 0.5;
      c.y = Math.floor(this.sim.height / 2) + 0.5;
    }
    c.x = Math.min(this.sim.width - 0.5, Math.max(0.5, c.x));
    c.y = Math.min(this.sim.height - 0.5, Math.max(0.5, c.y));
  }

  /** The cursor's position in words: "cell 3, 4: wall" or "point 3.5, 4.5". */
  where() {
    const c = this.ui.editCursor;
    if (!c.cell) return CURSOR_WORDS.point(c.x, c.y);
    const x = Math.floor(c.x),
      y = Math.floor(c.y);
    const v = this.sim.views();
    return CURSOR_WORDS.cell(x, y, v.cells[y * this.sim.width + x] !== 0);
  }

  /** Handles a key pressed on the focused world; true when it was the cursor's. */
  key(e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    if ((e.key === '+' || e.key === '=' || e.key === '-' || e.key === '_') && this.#circleSelected())
      return this.#resize(e.key === '+' || e.key === '=' ? 1 : -1, e.shiftKey);
    const arrow = ARROWS[e.key];
    if (arrow && this.active) {
      this.engaged = true;
      this.#move(arrow, e.shiftKey ? BIG_STEP : STEP);
      return true;
    }
    if (e.key === 'Enter' && !this.keyboard && !this.holding) this.keyboard = true; // Enter: the keys are the cursor's
    if (e.key === 'Enter' || (e.key === ' ' && this.active && this.engaged)) {
      this.engaged = true;
      if (e.repeat) return true;
      return this.ui.tool === 'select' && !this.holding ? this.#hold(e.shiftKey) : this.#apply();
    }
    if (e.key === 'Escape' && this.holding) {
      this.tools.cancel();
      this.say(CURSOR_WORDS.putBack());
      this.#show();
      return true;
    }
    return false;
  }

  #move([dx, dy], step) {
    this.#place();
    const c = this.ui.editCursor;
    c.x += dx * step;
    c.y += dy * step;
    this.#place();
    this.follow?.(c.x, c.y); // the view pans to keep it in sight, as a text caret scrolls its box
    if (this.holding) this.tools.dragTo(c.x, c.y, KEYS);
    this.#show();
    this.say(this.where());
  }

  /** Enter or Space with an edit tool: press there (and release, unless the gesture waits for a second point);
   *  with something held or open: release it there. */
  #apply() {
    if (!this.mayEdit()) return true;
    this.#place();
    const c = this.ui.editCursor;
    if (this.holding) {
      this.tools.dragTo(c.x, c.y, KEYS);
      this.tools.release(c.x, c.y, KEYS);
      this.say(CURSOR_WORDS.dropped(this.where()));
    } else {
      this.tools.press(c.x, c.y, KEYS);
      const d = this.tools.drag;
      const open = d && (d.tool === 'goal' || ((d.tool === 'wall' || d.tool === 'erase') && d.mode !== 'free'));
      if (open) this.say(CURSOR_WORDS.open(d.tool));
      else {
        this.tools.release(c.x, c.y, KEYS);
        this.say(this.where());
      }
    }
    this.#show();
    return true;
  }

  /** Enter in Select: holds the selection (Shift: an agent's goal) where it is; the cursor goes there. */
  #hold(goal) {
    const s = this.ui.selected;
    if (!s || !this.mayEdit()) return false;
    const c = this.ui.editCursor;
    let hit = null,
      what = '';
    if (s.type === 'agent') {
      const m = this.sim.agentMarkers()[s.index];
      if (!m) return false;
      const off = m.grid ? 0.5 : 0;
      hit = { type: goal ? 'goal' : 'agent', index: s.index, x: goal ? m.gx : m.x, y: goal ? m.gy : m.y, grid: m.grid };
      [c.x, c.y] = [hit.x + off, hit.y + off];
      const name = this.sim.agent(s.index).name;
      what = goal ? t('cursor-goal-of', { name }) : name;
      // a grid agent's point is its cell; the tool reads the cell under the point
    } else if (s.type === 'circle') {
      const k = this.sim.circle(s.index);
      hit = { type: 'circle', index: s.index, x: k.x, y: k.y };
      [c.x, c.y] = [k.x, k.y];
      what = t('cursor-circle', { i: s.index });
    } else if (s.type === 'path' && this.ui.selectedVertex != null) {
      const q = this.sim.paths[s.index].points[this.ui.selectedVertex];
      hit = { type: 'vertex', path: s.index, vertex: this.ui.selectedVertex, x: q.x, y: q.y };
      [c.x, c.y] = [q.x, q.y];
      what = t('cursor-vertex', { vertex: this.ui.selectedVertex, path: s.index });
    }
    if (!hit) return false;
    this.placed = true;
    this.tools.hold(hit, KEYS);
    c.cell = false;
    this.say(CURSOR_WORDS.held(what));
    this.#show();
    return true;
  }

  #circleSelected() {
    return this.ui.selected?.type === 'circle' && !this.tools.readOnly;
  }

  /** + / -: the selected circle's radius up or down (one undo step each). */
  #resize(sign, big) {
    if (!this.mayEdit()) return true;
    const i = this.ui.selected.index;
    const r = this.sim.circle(i)?.r;
    if (r === undefined) return false;
    const next = Math.max(MIN_CIRCLE_RADIUS, r + sign * (big ? BIG_RADIUS_STEP : RADIUS_STEP));
    this.tools.apply(() => this.sim.resizeCircle(i, next));
    this.say(CURSOR_WORDS.radius(this.sim.circle(i).r));
    return true;
  }

  /** Call when the tool changes: the cursor's shape and whether it shows. */
  toolChanged() {
    if (this.ui.tool === 'select') this.ui.editCursor.left = false; // (no cursor with Select: the selection's point)
    this.#show();
  }
}
