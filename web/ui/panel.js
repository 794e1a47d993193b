// The side panel: the selected agent's numbers, the reason for its next move, its parameters (controls
// built from the core's parameter table), and the run's counters. Text is always set as text, never
// as HTML, and only what changed is rebuilt (a slider being dragged is never replaced).
import { agentColor } from '../draw/palette.js';

/** A number with `digits` decimals, never "-0.00". */
const fmt = (v, digits = 2) => {
  if (!Number.isFinite(v)) return String(v);
  const text = v.toFixed(digits);
  return Number(text) === 0 ? (0).toFixed(digits) : text;
};
const pair = (p, digits = 2) => `(${fmt(p[0], digits)}, ${fmt(p[1], digits)})`;
const DIRECTIONS = ['up', 'down', 'left', 'right'];
const STOP_WHY = {
  reached: 'stands on its target',
  stuck: 'all four neighbours are blocked',
  oscillation: 'its next cell would be the one it just left (stop-on-return)',
  maxSteps: 'the run reached maxSteps',
};

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

const chosen = (text) => el('span', { className: 'chosen', textContent: text });

/**
 * The grid agent's next decision in words, e.g.
 * `up 3.16 | down 5.00 | left 3.16 | right blocked → tie → P-step: up 6, left 4 → left`.
 */
export function explainGridDecision(agent) {
  const d = agent.decision;
  const box = el('div', { className: 'why' });
  box.append(el('div', { className: 'why-head', textContent: agent.stop === 'moving' ? 'Next move' : 'Stopped' }));
  const values = el('div');
  DIRECTIONS.forEach((name, k) => {
    const v = d.proxy[k];
    const span = el('span', { textContent: `${name} ${v === null ? 'blocked' : fmt(v)}` });
    if (d.chosen === name) span.className = 'chosen';
    values.append(span);
    if (k < 3) values.append(' | ');
  });
  box.append(values);
  const line = el('div');
  if (agent.stop !== 'moving') {
    line.append(`→ ${agent.stop}: ${STOP_WHY[agent.stop] ?? ''}`);
  } else if (d.stop !== 'moving') {
    line.append(`→ stops: ${d.stop} (${STOP_WHY[d.stop] ?? ''})`);
  } else if (d.rule === 'proxy') {
    line.append('→ lowest proxy → ', chosen(d.chosen));
  } else {
    const lowest = Math.min(...d.proxy.filter((v) => v !== null));
    const tied = DIRECTIONS.filter((_, k) => d.proxy[k] === lowest);
    const steps = tied.map((name) => `${name} ${d.step[DIRECTIONS.indexOf(name)] ?? '∞'}`).join(', ');
    if (agent.params.stepTieBreak === false || agent.behavior === 'greedy') line.append('→ tie → fixed order (up, down, left, right) → ', chosen(d.chosen));
    else if (d.rule === 'pStep') line.append(`→ tie → P-step: ${steps} → `, chosen(d.chosen));
    else line.append(`→ tie → P-step: ${steps}, still tied → fixed order → `, chosen(d.chosen));
  }
  box.append(line);
  if (d.returning && d.stop === 'moving') box.append(el('div', { className: 'warn', textContent: '↺ back onto the cell it just left: pacing' }));
  return box;
}

const SIDE = ['right', 'left'];

/** Why a known failure or remedy is acting now, from the record's note. */
export const NOTE_WHY = {
  influencesCancel: 'both sides hit equally: the influences cancel (left − right = 0) and feelers have no brake, so it drives straight on — the article\'s rule fails here',
  straightBack: 'the hit\'s normal points straight back, so the point it seeks lies behind it: it hovers in front of the wall — the article\'s rule fails here',
  allMasked: 'danger masks every slot that has interest: no direction is left, it brakes and waits',
  mutualWait: 'both wait: each is the other\'s danger (the fix: danger by distance with avoidance, which pushes them aside)',
  inside: 'a ray starts inside an obstacle (its centre, or for whiskers its side): that obstacle counts only in the directions that do not lead out, and whiskers and raycast agents whose centre is in leave it the way they came',
  passRight: 'near head-on: it flees toward its right-hand side, so two agents that meet head-on pass each other',
  blended: 'the flee is weighed by urgency (1 − time / horizon) against its own steering instead of overriding it',
  headOn: 'dead-centre head-on: it flees straight back, and so does the other, so they meet again and again — the literal rule deadlocks here (the fixes: passRight, or patience to give up and sidestep)',
  fleeAlong: 'fleeing the other agent would run it into an obstacle, so it flees along the obstacle instead (the part into it is taken off; in a corner nothing may be left)',
};

const mag = (v) => Math.hypot(v[0], v[1]);

/** A continuous agent's step in words: its rays, what they saw, and the rule that set its acceleration,
 *  with every force as the core applied it. */
export function explainSteering(agent, nameOf) {
  const st = agent.steering;
  const box = el('div', { className: 'why' });
  box.append(el('div', { className: 'why-head', textContent: agent.stop === 'moving' ? 'Next step' : 'Stopped' }));
  if (!st || agent.stop !== 'moving') {
    box.append(`→ ${agent.stop}${agent.stop === 'numeric' ? ': its motion produced a number that is not finite; it was stopped at its last finite state' : ''}`);
    return box;
  }
  const vec = (v) => `${fmt(mag(v))} u/s²`;
  const rays = el('div', { className: 'rays-why' });
  const rayNames = agent.behavior === 'whiskers' ? ['right whisker', 'left whisker']
    : agent.behavior === 'feelers' ? ['left feeler', 'centre feeler', 'right feeler']
      : st.rays.length === 1 ? ['ray'] : st.rays.length === 2 ? ['right ray', 'left ray'] : ['left whisker', 'centre ray', 'right whisker'];
  st.rays.forEach((r, k) => {
    let text = `${rayNames[k]}: ${r.hit ? `hit at ${fmt(r.distance)} of ${fmt(r.length)}` : `clear (${fmt(r.length)})`}`;
    if (r.fromInside) text += ', starts inside an obstacle';
    if (agent.behavior === 'whiskers') text += `, T = ${fmt(r.value)}`;
    if (agent.behavior === 'feelers') text += `, target ${r.value}`;
    const line = el('div', { textContent: text });
    if (k === st.chosenRay) line.className = 'chosen';
    rays.append(line);
  });
  box.append(rays);
  const line = el('div');
  const behaviourShare = st.avoidWeight >= 1 ? 0 : 1 - st.avoidWeight;
  switch (st.rule) {
    case 'whiskers':
      line.append(`→ ${SIDE[st.chosenRay]} side has the higher emergency (T = ${fmt(st.emergency)}${st.rays[0].value === st.rays[1].value ? ', a tie: the first ray wins' : ''}) → steer away ${vec(st.steer)} (linear in T), brake ${vec(st.brake)} (T², never reversing), seek gets ${vec(st.base)}`);
      break;
    case 'feelers':
      line.append(`→ influences left ${fmt(st.influence[0])}, right ${fmt(st.influence[1])} → command ${st.emergency > 0 ? '+' : ''}${fmt(st.emergency)} (${st.emergency === 0 ? 'no steer' : st.emergency > 0 ? 'move right' : 'move left'}) → steer ${vec(st.steer)}, base gets ${vec(st.base)}`);
      break;
    case 'avoidWall':
      line.append(`→ nearest hit → seek hit + normal × avoidDistance = (${fmt(st.target[0])}, ${fmt(st.target[1])}) at full speed: ${vec(st.steer)}`);
      break;
    case 'escape':
      line.append(`→ its centre is inside an obstacle → it leaves ${vec(st.steer)} the way it came (or by the shortest way out)`);
      break;
    case 'avoidAgent':
    case 'sidestep':
      break;
    case 'drive':
      line.append('→ driven, assist off: the driver alone');
      break;
    default:
      if (st.avoidWeight < 1) line.append(`→ nothing detected → ${agent.driven ? 'the driver' : 'seek the goal'} alone (${vec(st.base)})`);
  }
  if (line.childNodes.length) box.append(line);
  if (st.threat || st.rule === 'sidestep') {
    const t = st.threat;
    const avoid = el('div');
    if (st.rule === 'sidestep') {
      avoid.append(`→ held up by other agents for longer than its patience (${fmt(agent.avoidance.patience, 1)} s) → it gives up waiting and sidesteps to its right: ${vec(st.avoid)}`);
    } else {
      const how = st.avoidWeight >= 1 ? 'overrides its own steering' : `takes ${Math.round(st.avoidWeight * 100)} % of the steering (its own keeps ${Math.round(behaviourShare * 100)} %)`;
      avoid.append(`→ agent threat: ${nameOf(t.agent)} in ${fmt(t.time)} s, centres ${fmt(t.separation)} apart at closest approach → flee ${t.time === 0 ? 'its current' : 'its predicted'} relative position (${vec(st.avoid)}), which ${how}`);
    }
    box.append(avoid);
  }
  if (mag(st.limit) > 1e-3) box.append(el('div', { className: 'muted', textContent: `speed limit: ${vec(st.limit)} taken off, so it stays within ${fmt(agent.maxSpeed)} u/s` }));
  box.append(el('div', { textContent: `total applied: ${vec(st.acceleration)}` }));
  if (st.note !== 'none' && NOTE_WHY[st.note]) box.append(el('div', { className: 'warn', textContent: `⚠ ${NOTE_WHY[st.note]}` }));
  return box;
}

/** A context agent's map in words and numbers: where its interest comes from, each slot, the choice. */
export function explainContext(agent) {
  const m = agent.context;
  const box = el('div', { className: 'why' });
  box.append(el('div', { className: 'why-head', textContent: agent.stop === 'moving' ? 'Next step: the context map' : 'Stopped' }));
  if (!m || agent.stop !== 'moving') return box;
  const source = { goal: 'toward the goal', path: 'along its path (tangent at the closest point)', forward: 'straight on (no goal or path)', targets: 'toward the targets, nearer ones weighted more' }[m.source];
  box.append(el('div', { textContent: `interest: ${source}; danger: rays of ${fmt(m.lookAhead)} u` }));
  const table = el('table', { className: 'slots' });
  table.append(el('tr', {}, ...['slot', 'angle', 'raw', 'danger', 'interest'].map((h) => el('th', { textContent: h }))));
  const best = Math.max(...m.interest);
  for (let k = 0; k < m.slots; k++) {
    const row = el('tr', {}, ...[String(k), `${Math.round((k * 360) / m.slots)}°`, fmt(m.rawInterest[k]), fmt(m.danger[k]), fmt(m.interest[k])].map((t) => el('td', { textContent: t })));
    if (m.danger[k] > 0) row.className = 'danger';
    if (best > 0 && m.interest[k] === best) row.className = 'best';
    table.append(row);
  }
  box.append(el('div', { className: 'slots-box' }, table));
  const angle = (Math.atan2(m.chosen[1], m.chosen[0]) - Math.atan2(m.heading[1], m.heading[0])) * (180 / Math.PI);
  box.append(el('div', {}, m.allMasked
    ? '→ danger masks every slot with interest: no direction; it brakes toward rest until a slot clears'
    : `→ chosen = normalize(Σ dir × interest): ${fmt(((angle % 360) + 540) % 360 - 180, 0)}° from its heading → velocity moves toward ${fmt(Math.hypot(...m.chosen) * agent.maxSpeed * agent.speedScale)} u/s that way`));
  const note = agent.steering?.note;
  if (note && note !== 'none' && NOTE_WHY[note]) box.append(el('div', { className: 'warn', textContent: `⚠ ${NOTE_WHY[note]}` }));
  return box;
}

/** A slider step of 1, 2 or 5 times a power of ten, near `raw`. */
function niceStep(raw) {
  const power = 10 ** Math.floor(Math.log10(raw));
  const m = raw / power;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : 5) * power;
}

export class Panel {
  /**
   * @param {import('./sim.js').Sim} sim
   * @param {object} ui
   * @param {(fn: Function) => void} edit runs an undoable edit
   * @param {(message: string) => void} onError
   * @param {(index: number, on: boolean, assist: boolean) => void} onDrive
   */
  constructor(sim, ui, edit, onError, onDrive) {
    this.sim = sim;
    this.ui = ui;
    this.edit = edit;
    this.onError = onError;
    this.onDrive = onDrive;
    this.info = document.getElementById('selection');
    this.paramsBox = document.getElementById('params');
    this.stats = document.getElementById('stats');
    this.lastKey = '';
    this.paramsKey = '';
    this.controls = new Map();
  }

  /** Redraws what changed since the last call. */
  update(playing) {
    const s = this.ui.selected;
    const key = `${this.sim.version}|${s?.type}|${s?.index}|${playing}`;
    if (key === this.lastKey) return;
    this.lastKey = key;
    this.#stats(playing);
    this.#selection();
  }

  #stats(playing) {
    const s = this.sim.summary();
    this.stats.replaceChildren(...[
      ['state', playing ? 'playing' : s.finished ? 'finished' : 'paused'],
      ['step', `${s.step} / ${s.maxSteps}`],
      ['time', `${fmt(s.step * s.dt)} s (dt ${Number(s.dt.toPrecision(6))} s)`],
      ['agents', `${s.agents} (${s.moving} moving, ${s.reached} arrived)`],
      ['collisions', String(s.collisions)],
      ['agent contacts', `${s.contacts} (each agent's, summed)`],
      ['hash', s.hash],
    ].flatMap(([k, v]) => [el('dt', { textContent: k }), el('dd', { textContent: v })]));
  }

  #selection() {
    const s = this.ui.selected;
    const agent = s?.type === 'agent' ? this.sim.agent(s.index) : null;
    if (agent) {
      const heading = el('div', { className: 'row' },
        el('span', { className: 'swatch', style: `background:${agentColor(s.index, this.sim.behaviorNames.indexOf(agent.behavior))}` }),
        el('strong', { textContent: `${agent.name} · ${agent.behavior}` }), ' ',
        el('span', { className: `tag ${agent.stop}`, textContent: agent.stop }));
      const rows = [['position', pair(agent.position)], ['goal', pair(agent.goal)]];
      if (agent.kind === 'continuous') {
        rows.push(['speed', `${fmt(Math.hypot(...agent.velocity))} / ${fmt(agent.maxSpeed)} u/s`], ['radius', fmt(agent.radius)]);
      }
      rows.push(['steps', String(agent.steps)], ['path', `${fmt(agent.pathLength)} u`],
        ['collisions', `${agent.collisions}${agent.overlapping ? ' (overlapping now)' : ''}`],
        ['in contact', `${fmt(agent.contactTime)} s, deepest ${fmt(agent.penetration, 3)} u`],
        ['min clearance', this.sim.stepCount > 0 ? `${fmt(agent.minClearance)} u to obstacles` : '— (after the first step)']);
      if (agent.kind === 'grid') rows.push(['returns', `${agent.returns}${agent.returns ? ` (last at ${pair(agent.lastReturn, 0)})` : ''}`]);
      if (agent.kind === 'continuous') {
        rows.push(['agent contacts', `${agent.agentContacts}${agent.touchingAgent ? ' (touching now)' : ''}, ${fmt(agent.agentContactTime)} s, deepest ${fmt(agent.agentPenetration, 3)} u`],
          ['effort', `${fmt(agent.effort, 1)} u/s of velocity change`], ['avoid agents', agent.avoidAgents ? 'yes' : 'no']);
      }
      if (agent.behavior === 'context') rows.push(['path', agent.path >= 0 ? `${agent.path} (laps ${agent.laps})` : 'none'], ['speed scale', fmt(agent.speedScale)]);
      const children = [heading, props(rows)];
      if (agent.decision) children.push(explainGridDecision(agent));
      if (agent.behavior === 'context') children.push(explainContext(agent));
      else if (agent.kind === 'continuous') children.push(explainSteering(agent, (i) => this.sim.agentName(i)));
      this.info.replaceChildren(...children);
    } else if (s?.type === 'path' && this.sim.paths[s.index]) {
      const path = this.sim.paths[s.index];
      const closed = el('input', { type: 'checkbox', checked: path.closed });
      closed.addEventListener('change', () => {
        try { this.edit(() => this.sim.setPath(s.index, path.points.map((q) => [q.x, q.y]), closed.checked)); } catch (err) { this.onError(err.message); }
      });
      const followers = [];
      for (let i = 0; i < this.sim.agentCount; i++) if (this.sim.agent(i).path === s.index) followers.push(this.sim.agentName(i));
      this.info.replaceChildren(el('strong', { textContent: `Path ${s.index}` }),
        props([['points', String(path.points.length)], ['followed by', followers.join(', ') || 'nobody']]),
        el('label', { className: 'param' }, closed, el('span', { className: 'param-name', textContent: 'closed loop' })),
        el('p', { className: 'muted', textContent: 'Path tool: click to add points, drag points to move them, click the first point to close; Delete removes the selected point.' }));
    } else if (s?.type === 'circle' && s.index < this.sim.world.circleCount()) {
      const c = this.sim.circle(s.index);
      this.info.replaceChildren(el('strong', { textContent: `Circle ${s.index}` }),
        props([['centre', pair([c.x, c.y])], ['radius', fmt(c.r)]]));
    } else {
      this.info.replaceChildren(el('p', { className: 'muted', textContent: 'Click an agent or a circle (Select tool) to see what it is doing and why.' }));
    }
    this.#params(agent, s?.index);
  }

  /** Controls for the selected agent's params, built from the core's table; rebuilt only when the agent changes. */
  #params(agent, index) {
    const key = agent ? `${index}|${agent.behavior}|${this.sim.paths.length}|${agent.avoidAgents}` : '';
    if (key !== this.paramsKey) {
      this.paramsKey = key;
      this.controls.clear();
      const specs = agent ? this.sim.paramSpecs(agent.behavior) : [];
      const children = specs.map((spec) => this.#control(spec, (value) => this.sim.setAgentParam(index, spec.name, value), (a) => a.params[spec.name]));
      if (agent?.behavior === 'context') children.unshift(this.#pathControl(index));
      if (agent?.kind === 'continuous') children.push(...this.#avoidanceControls(index, agent.avoidAgents), this.#driveControls(index));
      this.paramsBox.replaceChildren(...children);
      this.paramsBox.hidden = children.length === 0;
    }
    if (!agent) return;
    for (const set of this.controls.values()) set(agent);
  }

  /** Which path a context agent follows. */
  #pathControl(index) {
    const select = el('select');
    select.dataset.param = 'path';
    select.append(new Option('none: the goal', '-1'));
    this.sim.paths.forEach((p, i) => select.append(new Option(`path ${i} (${p.points.length} points${p.closed ? ', loop' : ''})`, String(i))));
    select.addEventListener('change', () => {
      try { this.edit(() => this.sim.setAgentPath(index, Number(select.value))); } catch (err) { this.onError(err.message); }
    });
    this.controls.set('__path', (agent) => { select.value = String(agent.path); });
    return el('label', { className: 'param' }, el('span', { className: 'param-name', textContent: 'follows' }), select);
  }

  /** Drive mode (seed 004's player assist): arrows or WASD drive the agent, its avoidance nudges. */
  #driveControls(index) {
    const button = el('button', { textContent: 'Drive (arrows / WASD)', title: 'Drive this agent yourself; its rays nudge you. Esc stops.' });
    button.id = 'drive';
    const assist = el('input', { type: 'checkbox', checked: true });
    assist.id = 'assist';
    button.addEventListener('click', () => this.onDrive(index, !this.sim.agent(index).driven, assist.checked));
    assist.addEventListener('change', () => { if (this.sim.agent(index).driven) this.onDrive(index, true, assist.checked); });
    this.controls.set('__drive', (agent) => {
      button.textContent = agent.driven ? 'Stop driving (Esc)' : 'Drive (arrows / WASD)';
      button.classList.toggle('on', agent.driven);
      assist.checked = agent.driven ? agent.assist : assist.checked;
    });
    return el('div', { className: 'drive' }, button, el('label', { className: 'param' }, assist, el('span', { className: 'param-name', textContent: 'avoidance assist' })));
  }

  /** Agent avoidance (time of closest approach): the switch, and its settings from the core's table when on. */
  #avoidanceControls(index, on) {
    const box = el('input', { type: 'checkbox' });
    box.dataset.param = 'avoidAgents';
    box.addEventListener('change', () => {
      try { this.edit(() => this.sim.setAvoidAgents(index, box.checked)); } catch (err) { this.onError(err.message); }
    });
    this.controls.set('__avoidAgents', (agent) => { box.checked = agent.avoidAgents; });
    const controls = [el('label', { className: 'param', title: 'Avoid other agents by time of closest approach (seed 003)' }, box,
      el('span', { className: 'param-name', textContent: 'avoid agents' }))];
    if (!on) return controls;
    for (const spec of this.sim.avoidanceSpecs) {
      controls.push(this.#control({ ...spec, id: `avoidance.${spec.name}` }, (value) => this.sim.setAvoidance(index, spec.name, value), (a) => a.avoidance[spec.name]));
    }
    return controls;
  }

  /** One control from a parameter spec; `set` applies a value as an edit, `get` reads it from an agent. */
  #control(spec, set, get) {
    const id = spec.id ?? spec.name;
    const label = el('label', { className: 'param', title: spec.doc });
    const name = el('span', { className: 'param-name', textContent: id + (spec.unit ? ` (${spec.unit})` : '') });
    const apply = (value) => {
      try {
        this.edit(() => set(value));
        return true;
      } catch (err) {
        this.onError(err.message);
        return false;
      }
    };
    if (spec.type === 'bool') {
      const box = el('input', { type: 'checkbox' });
      box.dataset.param = id;
      box.addEventListener('change', () => apply(box.checked));
      this.controls.set(id, (agent) => { box.checked = get(agent); });
      label.append(box, name);
      return label;
    }
    if (spec.type === 'choice') {
      const select = el('select');
      select.dataset.param = id;
      for (const c of spec.choices) select.append(new Option(c, c));
      select.addEventListener('change', () => apply(select.value));
      this.controls.set(id, (agent) => { select.value = get(agent); });
      label.append(name, select);
      return label;
    }
    const step = spec.type === 'int' ? 1 : niceStep((spec.max - spec.min) / 200);
    const range = el('input', { type: 'range', min: spec.min, max: spec.max, step });
    const number = el('input', { type: 'number', min: spec.min, max: spec.max, step });
    range.dataset.param = id;
    number.dataset.param = id;
    range.addEventListener('input', () => { number.value = range.value; apply(Number(range.value)); });
    // A refused value gives way to the stored one again (the slider still shows it).
    number.addEventListener('change', () => { if (!apply(Number(number.value))) number.value = range.value; });
    // Shown to the step's precision: the core stores floats (0.7 is 0.699999988...).
    const decimals = spec.type === 'int' ? 0 : Math.max(0, Math.min(4, Math.ceil(-Math.log10(step)) + 1));
    this.controls.set(id, (agent) => {
      const v = Number(get(agent).toFixed(decimals));
      if (document.activeElement !== number) number.value = v;
      if (document.activeElement !== range) range.value = v;
    });
    label.append(name, el('span', { className: 'param-inputs' }, range, number));
    return label;
  }
}
