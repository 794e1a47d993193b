// The side panel: the selected agent's or circle's numbers and the reason for its last move, and the
// run's counters. Everything is written as text nodes (never HTML), and only when it changed.
import { agentColor } from './render.js';

const fmt = (v, digits = 2) => (Number.isFinite(v) ? v.toFixed(digits) : String(v));
const pair = (p, digits = 2) => `(${fmt(p[0], digits)}, ${fmt(p[1], digits)})`;

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  Object.assign(node, props);
  for (const c of children) node.append(c);
  return node;
}

function props(entries) {
  const dl = el('dl', { className: 'props' });
  for (const [k, v] of entries) dl.append(el('dt', { textContent: k }), el('dd', {}, v));
  return dl;
}

function stopTag(stop) {
  return el('span', { className: `tag ${stop}`, textContent: stop });
}

/** A line such as `up 3.16 | down 5.00 | left ∞ | right 4.12 -> tie -> fixed order: up`. */
function explainGridDecision(agent, big) {
  const d = agent.decision;
  const box = el('div', { className: 'why' });
  if (!d) return box;
  if (d.rule === 'none' && agent.stop === 'moving') {
    box.append('No decision yet: step (→) to see how it picks a neighbour.');
    return box;
  }
  const names = ['up', 'down', 'left', 'right'];
  names.forEach((name, k) => {
    const v = d.proxy[k];
    const span = el('span', { textContent: `${name} ${v >= big ? 'blocked' : fmt(v)}` });
    if (d.chosen === name) span.className = 'chosen';
    box.append(span);
    if (k < 3) box.append(' | ');
  });
  box.append(el('br'));
  if (agent.stop !== 'moving' && d.chosen === 'none') {
    box.append(`→ stopped: ${agent.stop}`);
  } else if (d.rule === 'proxy') {
    box.append('→ lowest 0-proxy → ', el('span', { className: 'chosen', textContent: d.chosen }));
  } else if (d.rule === 'fixedOrder') {
    box.append('→ tie → fixed order (up, down, left, right) → ', el('span', { className: 'chosen', textContent: d.chosen }));
  }
  return box;
}

export class Panel {
  constructor(sim, ui) {
    this.sim = sim;
    this.ui = ui;
    this.selection = document.getElementById('selection');
    this.stats = document.getElementById('stats');
    this.lastKey = '';
  }

  /** Redraws when the world or the selection changed since the last call. */
  update(playing) {
    const key = `${this.sim.version}|${this.ui.selected?.type}|${this.ui.selected?.index}|${playing}`;
    if (key === this.lastKey) return;
    this.lastKey = key;
    const state = this.sim.state();
    this.#stats(state, playing);
    this.#selection(state);
  }

  #stats(state, playing) {
    const moving = state.agents.filter((a) => a.stop === 'moving').length;
    const collisions = state.agents.reduce((n, a) => n + a.collisions, 0);
    this.stats.replaceChildren(...[
      ['state', playing ? 'playing' : state.finished ? 'finished' : 'paused'],
      ['step', `${state.step} / ${state.sim.maxSteps}`],
      ['time', `${fmt(state.step * state.sim.dt)} s (dt ${Number(state.sim.dt.toPrecision(6))} s)`],
      ['agents', `${state.agents.length} (${moving} moving)`],
      ['collisions', String(collisions)],
      ['hash', state.hash],
    ].flatMap(([k, v]) => [el('dt', { textContent: k }), el('dd', { textContent: v })]));
  }

  #selection(state) {
    const s = this.ui.selected;
    if (s?.type === 'agent' && state.agents[s.index]) {
      const a = state.agents[s.index];
      const heading = el('div', { className: 'row' },
        el('span', { className: 'swatch', style: `background:${agentColor(s.index)}` }),
        el('strong', { textContent: `${a.name || `Agent ${s.index}`} · ${a.behavior}` }), ' ', stopTag(a.stop));
      const unit = a.kind === 'grid' ? 'cell' : 'world';
      const rows = [
        ['kind', `${a.kind} (${unit} units)`],
        ['position', pair(a.position)],
        ['goal', pair(a.goal)],
        ['start', pair(a.start)],
      ];
      if (a.kind === 'continuous') {
        rows.push(['speed', `${fmt(Math.hypot(...a.velocity))} / ${fmt(a.maxSpeed)} u/s`]);
        rows.push(['radius', fmt(a.radius)]);
      }
      rows.push(['steps', String(a.steps)], ['path', `${fmt(a.pathLength)} u`],
        ['collisions', `${a.collisions}${a.overlapping ? ' (overlapping now)' : ''}`],
        ['min clearance', fmt(a.minClearance)]);
      const children = [heading, props(rows)];
      if (a.kind === 'grid') children.push(explainGridDecision(a, 2 * (state.grid.width + state.grid.height) + 1));
      this.selection.replaceChildren(...children);
    } else if (s?.type === 'circle' && state.circles[s.index]) {
      const c = state.circles[s.index];
      this.selection.replaceChildren(el('strong', { textContent: `Circle ${s.index}` }),
        props([['centre', pair([c.x, c.y])], ['radius', fmt(c.r)]]));
    } else {
      this.selection.replaceChildren(el('p', { className: 'muted', textContent: 'Click an agent or a circle (Select tool) to see what it is doing and why.' }));
    }
  }
}
