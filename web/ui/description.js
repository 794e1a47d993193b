// The world in words: a parallel description of what the canvas shows, for a screen reader and for anyone
// (PhET's parallel DOM): the scene's summary (size, walls, circles, agents), a list of the agents (name,
// behaviour, position, goal, status), each a button that selects it, and what lies near the selected agent. Read
// from the core's records (the state views, the agents' status words, the steering records' rays), never from
// what was drawn. Rebuilt only when something it says changed, and by the caller at most every few frames.
import { el } from './el.js';
import { formatNumber, statusWord, t } from '../i18n/locale.js';

/** Agents listed at most; the rest are counted (N and Shift+N reach every one). */
export const LISTED_AGENTS = 60;
/** Circles and walls within this distance (u) of the selected agent's body are said to be near it. */
const NEAR = 3;

/** Every word the description says, from the catalogue (web/i18n: describe-*, compass-*, status-*). */
export const DESCRIPTION_WORDS = {
  summary: ({ title, w, h, walls, circles, agents, step, time }) =>
    t('describe-summary', {
      title: title ? t('describe-title', { title }) : '',
      w,
      h,
      walls,
      circles,
      agents,
      step,
      time,
    }),
  agent: (args) => t('describe-agent', args),
  more: (n) => t('describe-more', { n }),
  none: () => t('describe-none'),
  nearNone: (name) => t('describe-near-none', { name, reach: NEAR }),
  near: (name, list) => t('describe-near', { name, list: list.join(t('describe-near-join')) }),
  circle: (index, d, dir) => t('describe-circle', { index, d, dir }),
  wall: (d, dir) => t('describe-wall', { d, dir }),
  border: (d, dir) => t('describe-border', { d, dir }),
  selectNote: () => t('describe-select-note'),
  pane: (label, text) => t('describe-pane', { label, text }),
  agentsOf: (label) => t('describe-agents-of', { label }),
};

const pair = (x, y, digits) => t('describe-pair', { x: formatNumber(x, digits), y: formatNumber(y, digits) });
/** Screen directions (north is up): the eight of a vector. */
const COMPASS = ['east', 'south-east', 'south', 'south-west', 'west', 'north-west', 'north', 'north-east'];
const compass = (dx, dy) => t(`compass-${COMPASS[(Math.round(Math.atan2(dy, dx) / (Math.PI / 4)) + 8) % 8]}`);
/** A distance (u) in the locale's digits, one decimal. */
const dist = (d) => formatNumber(Math.max(0, d), 1);

/** Agent i's status in the core's words, with a collision or contact under way. */
export function agentStatusWords(sim, i, v) {
  const A = sim.agentLayout,
    o = i * A.stride;
  const status = statusWord(sim.agentStatus(i));
  if (v.agentWords[o + A.overlapping] === 1) return t('describe-colliding', { status });
  if (v.agentWords[o + A.touchingAgent] === 1) return t('describe-touching', { status });
  return status;
}

/** Agent i in one line: "runner, whiskers, at (4.6, 8.4), goal (22.5, 8.5), moving". */
export function agentLine(sim, i, v = sim.views()) {
  const A = sim.agentLayout,
    o = i * A.stride;
  const a = v.agents,
    grid = v.agentWords[o + A.kind] === 0;
  const digits = grid ? 0 : 1; // a grid agent's cell and goal are whole cells
  const at = grid ? t('describe-cell', { xy: pair(a[o + A.x], a[o + A.y], 0) }) : pair(a[o + A.x], a[o + A.y], 1);
  const goal = pair(a[o + A.goalX], a[o + A.goalY], digits);
  return DESCRIPTION_WORDS.agent({
    name: sim.world.agentName(i),
    behavior: sim.behaviorNames[v.agentWords[o + A.behavior]],
    at,
    goal,
    status: agentStatusWords(sim, i, v),
  });
}

/** The scene's summary: title, size, wall cells, circles, agents, step. */
export function sceneSummary(sim, title = '') {
  const v = sim.views();
  let walls = 0;
  for (let k = 0; k < v.cells.length; k++) walls += v.cells[k] !== 0;
  return DESCRIPTION_WORDS.summary({
    title,
    w: sim.width,
    h: sim.height,
    walls,
    circles: v.circles.length / sim.circleLayout.stride,
    agents: sim.agentCount,
    step: sim.stepCount,
    time: formatNumber(sim.stepCount * sim.dt, 2),
  });
}

/** What lies within NEAR of agent i's body: circles, wall cells and the world's edge (nearest first), and what its
 *  rays hit (the steering record). */
export function nearWords(sim, i, v = sim.views()) {
  const A = sim.agentLayout,
    o = i * A.stride,
    a = v.agents;
  const grid = v.agentWords[o + A.kind] === 0;
  const off = grid ? 0.5 : 0;
  const x = a[o + A.x] + off,
    y = a[o + A.y] + off,
    r = grid ? 0.5 : a[o + A.radius];
  const found = [];
  const C = sim.circleLayout,
    c = v.circles;
  for (let k = 0, n = c.length / C.stride; k < n; k++) {
    const dx = c[k * C.stride + C.x] - x,
      dy = c[k * C.stride + C.y] - y;
    const d = Math.hypot(dx, dy) - c[k * C.stride + C.radius] - r;
    if (d <= NEAR) found.push([d, DESCRIPTION_WORDS.circle(k, dist(d), compass(dx, dy))]);
  }
  // The nearest blocked cell within reach, and the world's edge.
  let best = Infinity,
    bx = 0,
    by = 0;
  const w = sim.width,
    h = sim.height,
    reach = Math.ceil(NEAR + r);
  for (let cy = Math.max(0, Math.floor(y) - reach); cy <= Math.min(h - 1, Math.floor(y) + reach); cy++)
    for (let cx = Math.max(0, Math.floor(x) - reach); cx <= Math.min(w - 1, Math.floor(x) + reach); cx++) {
      if (!v.cells[cy * w + cx]) continue;
      const px = Math.max(cx, Math.min(x, cx + 1)),
        py = Math.max(cy, Math.min(y, cy + 1));
      const d = Math.hypot(px - x, py - y);
      if (d < best) [best, bx, by] = [d, px - x, py - y];
    }
  if (best - r <= NEAR) found.push([best - r, DESCRIPTION_WORDS.wall(dist(best - r), compass(bx, by))]);
  const edges = [
    [x, -1, 0],
    [w - x, 1, 0],
    [y, 0, -1],
    [h - y, 0, 1],
  ];
  for (const [d, dx, dy] of edges)
    if (d - r <= NEAR) found.push([d - r, DESCRIPTION_WORDS.border(dist(d - r), compass(dx, dy))]);
  found.sort((p, q) => p[0] - q[0]);
  const name = sim.world.agentName(i);
  return found.length
    ? DESCRIPTION_WORDS.near(
        name,
        found.map((f) => f[1]),
      )
    : DESCRIPTION_WORDS.nearNone(name);
}

export class WorldDescription {
  /**
   * @param {{ summary: HTMLElement, listOf: HTMLElement, list: HTMLElement, near: HTMLElement, panes: HTMLElement }}
   *   elements (`listOf`: whose agents the list holds, in compare mode)
   * @param {(agent: number) => void} select selects agent i (Enter or a click on its line)
   */
  constructor(elements, select) {
    this.el = elements;
    /** The list's own name, as the page was worded (index.html's English, or the catalogue's). */
    this.listName = elements.list.getAttribute('aria-label');
    elements.list.addEventListener('click', (e) => {
      const b = e.target.closest('button[data-agent]');
      if (b) select(Number(b.dataset.agent));
    });
  }

  /** Says the world of `sim` (with its title), the selected agent (-1: none) and, in compare mode, each pane
   *  (`panes`: [{ sim, label }]). The caller calls it only when what it says may have changed. */
  update(sim, title, selected, panes) {
    const v = sim.views();
    this.el.summary.textContent = sceneSummary(sim, title);
    const n = sim.agentCount;
    const items = [];
    for (let i = 0; i < Math.min(n, LISTED_AGENTS); i++) {
      const b = el('button', { className: 'link describe-agent', textContent: agentLine(sim, i, v) });
      b.dataset.agent = String(i);
      if (i === selected) b.setAttribute('aria-current', 'true');
      items.push(el('li', {}, b));
    }
    if (n > LISTED_AGENTS) items.push(el('li', { textContent: DESCRIPTION_WORDS.more(n - LISTED_AGENTS) }));
    if (!n) items.push(el('li', { textContent: DESCRIPTION_WORDS.none() }));
    // In compare mode the list is the first pane's (its agents are selected in every pane): it says so.
    const name = panes ? DESCRIPTION_WORDS.agentsOf(panes[0].name) : this.listName;
    if (this.el.list.getAttribute('aria-label') !== name) this.el.list.setAttribute('aria-label', name);
    this.el.listOf.hidden = !panes;
    this.el.listOf.textContent = panes ? name : '';
    // The focus stays on the agent it was on when the list is made again.
    const focused = this.el.list.contains(document.activeElement) ? document.activeElement.dataset.agent : null;
    this.el.list.replaceChildren(...items);
    if (focused != null) this.el.list.querySelector(`button[data-agent="${focused}"]`)?.focus({ preventScroll: true });
    this.el.near.textContent =
      selected >= 0 && selected < n ? nearWords(sim, selected, v) : n ? DESCRIPTION_WORDS.selectNote() : '';
    this.el.panes.hidden = !panes;
    if (panes)
      this.el.panes.replaceChildren(
        ...panes.map((p) => {
          const lines = [];
          const pv = p.sim.views();
          for (let i = 0; i < Math.min(p.sim.agentCount, LISTED_AGENTS); i++) lines.push(agentLine(p.sim, i, pv));
          // The panes share the world and the clock (the summary above says them once): each says its agents.
          return el('li', { textContent: DESCRIPTION_WORDS.pane(p.name, lines.join('; ')) });
        }),
      );
  }
}
