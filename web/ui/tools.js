// Pointer tools: turn mouse, pen and touch input (pointer events) into edit commands on the Sim. A gesture is
// press, drag and release at world points (press / drag / release); the pointer's events and the keyboard's edit
// cursor (ui/edit-cursor.js) both drive it, so a key applies a tool by the same code as a click.
import { brushCells, lineCells, rectCells } from './brush.js';

export { TOOLS } from './tool-list.js';
import { REACH, cellAt, insideWorld, pick, pickVertex } from './pick.js';

export const MIN_CIRCLE_RADIUS = 0.15;

export class Tools {
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {import('./view.js').View} view
   * @param {import('./sim.js').Sim} sim
   * @param {object} ui shared UI state ({ selected, tool })
   * @param {{beginEdit: Function, discardEdit: Function, revertEdit: Function, onChange: Function, onError: Function, addScriptAgent: (at: number[]) => number}} hooks (addScriptAgent: a script agent at `at` with a new script, within the edit)
   * @param {import('./navigate.js').Navigator} nav sees every pointer first (zoom and pan gestures)
   */
  constructor(canvas, view, sim, ui, hooks, nav) {
    this.canvas = canvas;
    this.nav = nav;
    this.view = view;
    this.sim = sim;
    this.ui = ui;
    this.hooks = hooks;
    this.drag = null;
    /** CSS pixels within which a press picks an agent or a goal: a finger's while its press is handled (ui/pick.js). */
    this.reach = REACH.pointer;
    /** Tools kept in their own modules, by id: { down(drag, x, y, edit), move(drag, x, y, edit) }. */
    this.strokes = new Map();
    /** Embedded pages look but do not edit: a click selects, nothing moves. */
    this.readOnly = false;
    canvas.addEventListener('pointerdown', (e) => {
      if (document.activeElement !== canvas) canvas.focus({ preventScroll: true });
      this.#down(e);
    });
    canvas.addEventListener('pointermove', (e) => {
      if (!this.nav.move(e)) this.dragTo(...this.view.eventToWorld(e), e.pointerId);
    });
    canvas.addEventListener('pointerup', (e) => this.#up(e));
    canvas.addEventListener('pointercancel', (e) => this.#up(e));
    canvas.addEventListener('contextmenu', (e) => e.preventDefault());
  }

  /** Applies an edit. The first edit of a stroke takes an undo checkpoint; a failed one gives it back. */
  #edit(fn) {
    const first = !this.drag?.checkpointed;
    if (first) {
      this.hooks.beginEdit();
      if (this.drag) this.drag.checkpointed = true;
    }
    try {
      fn();
      this.hooks.onChange();
    } catch (err) {
      if (first) {
        this.hooks.discardEdit();
        if (this.drag) this.drag.checkpointed = false;
      }
      this.hooks.onError(err.message);
    }
  }

  /** The cells a line or rectangle from `a` to `b` covers with the current brush. */
  #shape(a, b) {
    const d = this.drag;
    const cells = d.mode === 'line' ? lineCells(a, b) : rectCells(a, b, !d.paint);
    return [...cells];
  }

  /** Paints (or erases) cells widened by the brush, as one edit of the stroke's undo entry. */
  #paint(cells) {
    const wide = brushCells(cells, this.ui.brush.size, this.sim.width, this.sim.height);
    if (wide.length) this.#edit(() => this.sim.setCells(wide, this.drag.paint));
  }

  /** Shows the cells a line or rectangle would cover, without changing the world yet. */
  #preview(cell) {
    const d = this.drag;
    this.ui.paintPreview = {
      cells: brushCells(this.#shape(d.first, cell), this.ui.brush.size, this.sim.width, this.sim.height),
      paint: d.paint,
    };
    this.sim.version++;
  }

  /** Applies `fn` (edits of the Sim) as one undoable edit, as a gesture's edits are. */
  apply(fn) {
    if (!this.readOnly) this.#edit(fn);
  }

  /**
   * Holds `hit` as gesture `id`, as a press on it would: an agent ({ type: 'agent' | 'goal', index, x, y, grid }), a
   * circle ({ type: 'circle', index, x, y }) or a path point ({ type: 'vertex', path, vertex }); dragTo moves it.
   */
  hold(hit, id) {
    if (this.drag || this.readOnly) return;
    this.drag = { tool: 'select', id, start: [hit.x, hit.y], selected: this.ui.selected, moved: true };
    if (hit.type === 'vertex') Object.assign(this.drag, { tool: 'move-vertex', path: hit.path, vertex: hit.vertex });
    else this.#grab(hit, hit.x, hit.y);
  }

  /** Drops the gesture in progress, undoing what it changed (a second finger made it a pinch). */
  cancel() {
    const d = this.drag;
    if (!d) return;
    this.drag = null;
    this.ui.paintPreview = null;
    if (d.checkpointed) this.hooks.revertEdit();
    this.ui.selected = d.selected; // a pinch never changes the selection (nor clears it)
    if (typeof d.id === 'number' && this.canvas.hasPointerCapture(d.id)) this.canvas.releasePointerCapture(d.id);
  }

  /** The next press on the world moves `hit` there (a panel's "Move to a click"); null disarms. */
  arm(hit) {
    this.armed = this.readOnly ? null : hit;
  }

  #down(e) {
    if (this.nav.down(e)) return;
    if (this.armed && !this.drag) {
      const [x, y] = this.view.eventToWorld(e);
      this.hold(this.armed, e.pointerId);
      this.armed = null;
      this.dragTo(x, y, e.pointerId);
      return this.release(x, y, e.pointerId);
    }
    const open = this.drag?.open; // a line, rectangle or goal left open by a click: this press ends it there
    if (this.drag && !open) return;
    e.preventDefault();
    const [x, y] = this.view.eventToWorld(e);
    if (open) {
      this.drag.id = e.pointerId;
      this.drag.open = false;
      this.dragTo(x, y, e.pointerId);
      return this.release(x, y, e.pointerId);
    }
    this.canvas.setPointerCapture(e.pointerId);
    this.reach = e.pointerType === 'touch' ? REACH.finger : REACH.pointer; // (the keys' presses: the pointer's)
    try {
      this.press(x, y, e.pointerId, e.button);
    } finally {
      this.reach = REACH.pointer;
    }
  }

  /**
   * Starts a gesture at world point (x, y): what the current tool does on a press there. `id` names the gesture
   * (a pointer's id, or 'keys' for the edit cursor); `button` 2 erases, as a right-drag does.
   */
  press(x, y, id, button = 0) {
    if (this.drag) return;
    const tool = this.readOnly ? 'select' : button === 2 ? 'erase' : this.ui.tool;
    this.drag = { tool, id, start: [x, y], selected: this.ui.selected };
    if (this.strokes.has(tool)) return this.strokes.get(tool).down(this.drag, x, y, (fn) => this.#edit(fn));
    switch (tool) {
      case 'wall':
      case 'erase': {
        // The tool decides, never the cell a stroke starts on: Walls paints, Erase (or a right-drag) erases.
        const cell = cellAt(this.sim, x, y, true);
        if (!cellAt(this.sim, x, y)) {
          this.drag.tool = 'none';
          return;
        }
        this.drag.paint = tool === 'wall';
        this.drag.mode = this.ui.brush.mode;
        this.drag.first = cell;
        this.drag.last = cell;
        if (this.drag.mode === 'free') this.#paint([cell]);
        else this.#preview(cell);
        break;
      }
      case 'circle': {
        const hit = this.pick(x, y, ['handle', 'circle']);
        if (hit) return this.#grab(hit, x, y);
        this.#edit(() => {
          const index = this.sim.addCircle(x, y, MIN_CIRCLE_RADIUS);
          this.ui.selected = { type: 'circle', index };
          this.drag = { ...this.drag, tool: 'circle-radius', index };
        });
        break;
      }
      case 'agent': {
        const behavior = this.ui.newBehavior;
        const grid = this.sim.behaviorFamilies[this.sim.behaviorNames.indexOf(behavior)] === 'grid';
        const p = grid ? cellAt(this.sim, x, y) : insideWorld(this.sim, x, y);
        if (!p) {
          this.drag.tool = 'none';
          return;
        }
        this.#edit(() => {
          // A script agent gets a new script of its own (app/scripts.js), in this same undoable step.
          const index =
            behavior === 'script' ? this.hooks.addScriptAgent(p) : this.sim.addAgent({ behavior, start: p, goal: p });
          this.ui.selected = { type: 'agent', index };
          this.drag = { ...this.drag, tool: 'goal', index, grid, startPoint: p };
        });
        break;
      }
      case 'path':
        this.#downPath(x, y);
        break;
      case 'delete': {
        const vertex = this.pickVertex(x, y);
        if (vertex) {
          this.ui.selected = { type: 'path', index: vertex.path };
          this.ui.selectedVertex = vertex.vertex;
          this.deleteSelection();
          this.drag.tool = 'none';
          break;
        }
        const hit = this.pick(x, y, ['agent', 'goal', 'circle']);
        if (hit) this.#edit(() => this.#remove(hit));
        this.drag.tool = 'none';
        break;
      }
      default: {
        // select
        const hit = this.pick(x, y, this.readOnly ? ['agent'] : ['handle', 'agent', 'goal', 'circle']);
        if (!hit) {
          this.ui.selected = null;
          this.drag.tool = 'none';
          return;
        }
        this.#grab(hit, x, y);
        if (this.readOnly) this.drag.tool = 'none';
      }
    }
  }

  /** The Path tool's press: closes the selected path at its first point, grabs a point, extends the selected
   *  open path, or starts a new one (its first point is a draft until the second). */
  #downPath(x, y) {
    const vertex = this.pickVertex(x, y);
    const selected = this.ui.selected?.type === 'path' ? this.ui.selected.index : -1;
    if (
      vertex &&
      vertex.path === selected &&
      vertex.vertex === 0 &&
      !this.sim.paths[selected].closed &&
      this.sim.paths[selected].points.length >= 3
    ) {
      this.#edit(() => this.sim.setPath(selected, this.#points(selected), true)); // close the loop
      this.drag.tool = 'none';
      return;
    }
    if (vertex) {
      this.ui.selected = { type: 'path', index: vertex.path };
      this.ui.selectedVertex = vertex.vertex;
      this.drag = { ...this.drag, tool: 'move-vertex', path: vertex.path, vertex: vertex.vertex };
      return;
    }
    const point = insideWorld(this.sim, x, y);
    if (!point) {
      this.drag.tool = 'none';
      return;
    }
    if (selected >= 0 && !this.sim.paths[selected].closed) {
      // extend the selected open path
      this.#edit(() => this.sim.setPath(selected, [...this.#points(selected), point], false));
      this.ui.selectedVertex = this.sim.paths[selected].points.length - 1;
    } else if (this.ui.pathDraft) {
      // the second point makes the path
      const first = this.ui.pathDraft;
      this.ui.pathDraft = null;
      this.#edit(() => {
        const index = this.sim.addPath([first, point], false);
        this.ui.selected = { type: 'path', index };
        this.ui.selectedVertex = 1;
      });
    } else {
      this.ui.selected = null;
      this.ui.pathDraft = point;
    }
    this.drag.tool = 'none';
  }

  #grab(hit, x, y) {
    this.ui.selected = {
      type: hit.type === 'goal' ? 'agent' : hit.type === 'handle' ? 'circle' : hit.type,
      index: hit.index,
    };
    this.drag = {
      ...this.drag,
      tool: `move-${hit.type}`,
      index: hit.index,
      offset: [hit.x - x, hit.y - y],
      grid: hit.grid,
    };
  }

  /** Moves gesture `id` to world point (x, y): paints on, drags out, moves what it holds. */
  dragTo(x, y, id) {
    const d = this.drag;
    if (!d || d.id !== id || d.open) return;
    if (d.tool.startsWith('move-') && !d.moved) {
      if (x === d.start[0] && y === d.start[1]) return; // a click selects; only a drag moves
      d.moved = true;
    }
    if (this.strokes.has(d.tool)) return this.strokes.get(d.tool).move(d, x, y, (fn) => this.#edit(fn));
    switch (d.tool) {
      case 'wall':
      case 'erase': {
        const cell = cellAt(this.sim, x, y, true);
        if (!cell || (cell[0] === d.last[0] && cell[1] === d.last[1])) return;
        if (d.mode === 'free')
          this.#paint([...lineCells(d.last, cell)]); // no holes between pointer samples
        else this.#preview(cell);
        d.last = cell;
        break;
      }
      case 'circle-radius': {
        const [cx, cy] = d.start;
        this.#edit(() => this.sim.resizeCircle(d.index, Math.max(MIN_CIRCLE_RADIUS, Math.hypot(x - cx, y - cy))));
        break;
      }
      case 'goal': {
        const p = d.grid ? cellAt(this.sim, x, y) : insideWorld(this.sim, x, y);
        if (p) this.#edit(() => this.sim.setAgentGoal(d.index, p[0], p[1]));
        break;
      }
      case 'move-agent': {
        const p = d.grid ? cellAt(this.sim, x, y) : insideWorld(this.sim, x + d.offset[0], y + d.offset[1]);
        if (p) this.#edit(() => this.sim.setAgentStart(d.index, p[0], p[1]));
        break;
      }
      case 'move-goal': {
        const p = d.grid ? cellAt(this.sim, x, y) : insideWorld(this.sim, x + d.offset[0], y + d.offset[1]);
        if (p) this.#edit(() => this.sim.setAgentGoal(d.index, p[0], p[1]));
        break;
      }
      case 'move-vertex': {
        const p = insideWorld(this.sim, x, y);
        if (!p) break;
        const points = this.#points(d.path);
        points[d.vertex] = p;
        this.#edit(() => this.sim.setPath(d.path, points, this.sim.paths[d.path].closed));
        break;
      }
      case 'move-circle':
        this.#edit(() => this.sim.moveCircle(d.index, x + d.offset[0], y + d.offset[1]));
        break;
      case 'move-handle': {
        const c = this.sim.circle(d.index);
        this.#edit(() => this.sim.resizeCircle(d.index, Math.max(MIN_CIRCLE_RADIUS, Math.hypot(x - c.x, y - c.y))));
        break;
      }
      default:
    }
  }

  #up(e) {
    if (this.nav.up(e)) return;
    const d = this.drag;
    if (!d || d.id !== e.pointerId) return;
    const [x, y] = this.view.eventToWorld(e);
    if (e.type === 'pointerup') this.dragTo(x, y, e.pointerId); // the browser may fold the last moves into the release
    if (this.canvas.hasPointerCapture(e.pointerId)) this.canvas.releasePointerCapture(e.pointerId);
    // A click (no drag) that starts a line, a rectangle or an agent's goal leaves it open: the next click ends it
    // there (a single-pointer way to draw them, WCAG 2.5.7).
    if (e.type === 'pointerup' && this.#opensOnClick(d, x, y)) {
      d.open = true;
      return;
    }
    this.release(x, y, e.pointerId);
  }

  /** True when a gesture's press and release at (x, y) were a click that leaves it open for a second point. */
  #opensOnClick(d, x, y) {
    if ((d.tool === 'wall' || d.tool === 'erase') && d.mode !== 'free') {
      const c = cellAt(this.sim, x, y, true);
      return c[0] === d.first[0] && c[1] === d.first[1];
    }
    return false;
  }

  /** Ends gesture `id` at world point (x, y): a line or rectangle is painted, a click makes its default. */
  release(x, y, id) {
    const d = this.drag;
    if (!d || d.id !== id) return;
    if ((d.tool === 'wall' || d.tool === 'erase') && d.mode !== 'free') {
      // a line or a rectangle: on release
      this.#paint(this.#shape(d.first, d.last));
      this.ui.paintPreview = null;
    }
    if (d.tool === 'circle-radius') {
      // A click without a drag places a circle of radius 1.
      if (Math.hypot(x - d.start[0], y - d.start[1]) < MIN_CIRCLE_RADIUS)
        this.#edit(() => this.sim.resizeCircle(d.index, 1));
    }
    if (d.tool === 'goal') {
      const p = d.grid ? cellAt(this.sim, x, y) : insideWorld(this.sim, x, y);
      if (p && p[0] === d.startPoint[0] && p[1] === d.startPoint[1]) {
        // A click without a drag: put the goal on the far side of the world so the agent has somewhere to go.
        const gx = this.sim.width - 1 - Math.floor(d.startPoint[0]) + (d.grid ? 0 : 0.5);
        const gy = d.grid ? d.startPoint[1] : d.startPoint[1];
        this.#edit(() => this.sim.setAgentGoal(d.index, gx, gy));
      }
    }
    this.drag = null;
  }

  #remove(hit) {
    if (hit.type === 'circle') this.sim.removeCircle(hit.index);
    else this.sim.removeAgent(hit.index);
    this.ui.selected = null;
  }

  /** Deletes the selected agent or circle, or the selected path point (the path, if it would be too short). */
  deleteSelection() {
    const s = this.ui.selected;
    if (!s || this.readOnly) return;
    if (s.type === 'path') {
      const path = this.sim.paths[s.index];
      const k = this.ui.selectedVertex;
      this.#edit(() => {
        if (path && k !== undefined && k !== null && path.points.length > 2) {
          const points = this.#points(s.index);
          points.splice(k, 1);
          this.sim.setPath(s.index, points, path.closed && points.length >= 3);
          this.ui.selectedVertex = null;
        } else {
          this.sim.removePath(s.index);
          this.ui.selected = null;
        }
      });
      return;
    }
    this.#edit(() => this.#remove({ type: s.type, index: s.index }));
  }

  /** A path's points as [x, y] pairs. */
  #points(i) {
    return this.sim.paths[i].points.map((q) => [q.x, q.y]);
  }

  /** The path vertex under a world point, or null. */
  pickVertex(x, y) {
    return pickVertex(this.sim, this.view, x, y);
  }

  /** What lies under a world point, topmost first, among the given kinds. */
  pick(x, y, kinds) {
    return pick(this.sim, this.ui, this.view, x, y, kinds, this.reach);
  }
}
