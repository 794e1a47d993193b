// Pointer tools: turn mouse, pen and touch input (pointer events) into edit commands on the Sim.
import { brushCells, lineCells, rectCells } from './brush.js';

export { TOOLS } from './tool-list.js';

const MIN_CIRCLE_RADIUS = 0.15;

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
    /** Tools kept in their own modules, by id: { down(drag, x, y, edit), move(drag, x, y, edit) }. */
    this.strokes = new Map();
    /** Embedded pages look but do not edit: a click selects, nothing moves. */
    this.readOnly = false;
    canvas.addEventListener('pointerdown', (e) => {
      if (document.activeElement !== canvas) canvas.focus({ preventScroll: true });
      this.#down(e);
    });
    canvas.addEventListener('pointermove', (e) => this.#move(e));
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

  /** Drops the gesture in progress, undoing what it changed (a second finger made it a pinch). */
  cancel() {
    const d = this.drag;
    if (!d) return;
    this.drag = null;
    this.ui.paintPreview = null;
    if (d.checkpointed) this.hooks.revertEdit();
    this.ui.selected = d.selected; // a pinch never changes the selection (nor clears it)
    if (this.canvas.hasPointerCapture(d.id)) this.canvas.releasePointerCapture(d.id);
  }

  #down(e) {
    if (this.nav.down(e)) return;
    if (this.drag) return;
    e.preventDefault();
    this.canvas.setPointerCapture(e.pointerId);
    const [x, y] = this.view.eventToWorld(e);
    const tool = this.readOnly ? 'select' : e.button === 2 ? 'erase' : this.ui.tool;
    this.drag = { tool, id: e.pointerId, start: [x, y], selected: this.ui.selected };
    if (this.strokes.has(tool)) return this.strokes.get(tool).down(this.drag, x, y, (fn) => this.#edit(fn));
    switch (tool) {
      case 'wall':
      case 'erase': {
        // The tool decides, never the cell a stroke starts on: Walls paints, Erase (or a right-drag) erases.
        const cell = this.#cell(x, y, true);
        if (!this.#cell(x, y)) {
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
        const p = grid ? this.#cell(x, y) : this.#inside(x, y);
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
    const point = this.#inside(x, y);
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

  #move(e) {
    if (this.nav.move(e)) return;
    const d = this.drag;
    if (!d || d.id !== e.pointerId) return;
    const [x, y] = this.view.eventToWorld(e);
    if (d.tool.startsWith('move-') && !d.moved) {
      if (x === d.start[0] && y === d.start[1]) return; // a click selects; only a drag moves
      d.moved = true;
    }
    if (this.strokes.has(d.tool)) return this.strokes.get(d.tool).move(d, x, y, (fn) => this.#edit(fn));
    switch (d.tool) {
      case 'wall':
      case 'erase': {
        const cell = this.#cell(x, y, true);
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
        const p = d.grid ? this.#cell(x, y) : this.#inside(x, y);
        if (p) this.#edit(() => this.sim.setAgentGoal(d.index, p[0], p[1]));
        break;
      }
      case 'move-agent': {
        const p = d.grid ? this.#cell(x, y) : this.#inside(x + d.offset[0], y + d.offset[1]);
        if (p) this.#edit(() => this.sim.setAgentStart(d.index, p[0], p[1]));
        break;
      }
      case 'move-goal': {
        const p = d.grid ? this.#cell(x, y) : this.#inside(x + d.offset[0], y + d.offset[1]);
        if (p) this.#edit(() => this.sim.setAgentGoal(d.index, p[0], p[1]));
        break;
      }
      case 'move-vertex': {
        const p = this.#inside(x, y);
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
    if (e.type === 'pointerup') this.#move(e); // the browser may fold the last moves into the release
    if ((d.tool === 'wall' || d.tool === 'erase') && d.mode !== 'free') {
      // a line or a rectangle: on release
      this.#paint(this.#shape(d.first, d.last));
      this.ui.paintPreview = null;
    }
    if (d.tool === 'circle-radius') {
      // A click without a drag places a circle of radius 1.
      const [x, y] = this.view.eventToWorld(e);
      if (Math.hypot(x - d.start[0], y - d.start[1]) < MIN_CIRCLE_RADIUS)
        this.#edit(() => this.sim.resizeCircle(d.index, 1));
    }
    if (d.tool === 'goal') {
      const [x, y] = this.view.eventToWorld(e);
      const p = d.grid ? this.#cell(x, y) : this.#inside(x, y);
      if (p && p[0] === d.startPoint[0] && p[1] === d.startPoint[1]) {
        // A click without a drag: put the goal on the far side of the world so the agent has somewhere to go.
        const gx = this.sim.width - 1 - Math.floor(d.startPoint[0]) + (d.grid ? 0 : 0.5);
        const gy = d.grid ? d.startPoint[1] : d.startPoint[1];
        this.#edit(() => this.sim.setAgentGoal(d.index, gx, gy));
      }
    }
    this.drag = null;
    if (this.canvas.hasPointerCapture(e.pointerId)) this.canvas.releasePointerCapture(e.pointerId);
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
    const tolerance = 8 / this.view.scale;
    const paths = this.sim.paths;
    for (let i = paths.length - 1; i >= 0; i--) {
      const k = paths[i].points.findIndex((q) => Math.hypot(q.x - x, q.y - y) < tolerance);
      if (k >= 0) return { path: i, vertex: k };
    }
    return null;
  }

  /** The cell under a world point, or null off the grid (clamped onto it when `clamp`). */
  #cell(x, y, clamp = false) {
    let cx = Math.floor(x),
      cy = Math.floor(y);
    if (clamp) {
      cx = Math.min(this.sim.width - 1, Math.max(0, cx));
      cy = Math.min(this.sim.height - 1, Math.max(0, cy));
    }
    return this.sim.width > cx && cx >= 0 && this.sim.height > cy && cy >= 0 ? [cx, cy] : null;
  }

  /** A world point clamped into the world rectangle, or null when far outside it. */
  #inside(x, y) {
    const w = this.sim.width,
      h = this.sim.height;
    if (x < -1 || y < -1 || x > w + 1 || y > h + 1) return null;
    return [Math.min(w, Math.max(0, x)), Math.min(h, Math.max(0, y))];
  }

  /** What lies under a world point, topmost first, among the given kinds. */
  pick(x, y, kinds) {
    const tolerance = 8 / this.view.scale;
    for (const kind of kinds) {
      if (kind === 'handle' && this.ui.selected?.type === 'circle') {
        const c = this.sim.circle(this.ui.selected.index);
        if (c && Math.hypot(x - (c.x + c.r), y - c.y) < tolerance)
          return { type: 'handle', index: this.ui.selected.index, x: c.x + c.r, y: c.y };
      }
      if (kind === 'agent' || kind === 'goal') {
        // The nearest within reach; agents stacked on one spot (the same distance) take turns: a click
        // on the selected one of them selects the next below it.
        const markers = this.sim.agentMarkers();
        let best = -1,
          bestDistance = Infinity;
        const stacked = [];
        for (let i = markers.length - 1; i >= 0; i--) {
          const m = markers[i];
          const off = m.grid ? 0.5 : 0;
          const [px, py] = kind === 'agent' ? [m.x, m.y] : [m.gx, m.gy];
          const d = Math.hypot(x - (px + off), y - (py + off));
          if (d >= Math.max(m.grid ? 0.5 : m.radius, tolerance)) continue;
          if (d < bestDistance - 1e-6) {
            best = i;
            bestDistance = d;
            stacked.length = 0;
          }
          if (Math.abs(d - bestDistance) <= 1e-6) stacked.push(i);
        }
        if (best >= 0) {
          const sel = this.ui.selected;
          const k = kind === 'agent' && sel?.type === 'agent' ? stacked.indexOf(sel.index) : -1;
          const i = k >= 0 ? stacked[(k + 1) % stacked.length] : stacked[0];
          const m = markers[i];
          const [px, py] = kind === 'agent' ? [m.x, m.y] : [m.gx, m.gy];
          return { type: kind, index: i, x: px, y: py, grid: m.grid };
        }
      }
      if (kind === 'circle') {
        for (let i = this.sim.world.circleCount() - 1; i >= 0; i--) {
          const c = this.sim.circle(i);
          if (Math.hypot(x - c.x, y - c.y) < c.r) return { type: 'circle', index: i, x: c.x, y: c.y };
        }
      }
    }
    return null;
  }
}
