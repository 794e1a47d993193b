// The selected agent's own fields in the panel: name, behaviour (changed in place, within its kind), body
// (radius, max speed, max acceleration), start and goal, and Duplicate / Delete. Every change is one
// undoable edit through the core, which checks it and names the field when it refuses; the field then
// shows its stored value again.
import { el } from './el.js';
import { numberIn } from './number-field.js';
import { agentDefinition, regionOfAgent, sceneRegions } from '../sim/regions.js';

const BODY = [
  {
    field: 'radius',
    label: 'radius',
    unit: 'u',
    step: 0.05,
    doc: 'Body radius in world units [0.01, 8]: what collides and what the rays start from.',
  },
  {
    field: 'maxSpeed',
    label: 'max speed',
    unit: 'u/s',
    step: 0.1,
    doc: 'Top speed in world units per second [0.01, 100].',
  },
  {
    field: 'maxAccel',
    label: 'max accel',
    unit: 'u/s²',
    step: 0.5,
    doc: 'Most acceleration per second, steering and braking together [0.01, 1000].',
  },
];

/**
 * Builds the controls for agent `index`.
 * @param {object} panel { sim, edit, onError, controls } from the Panel (controls: id -> refresh(agent))
 * @param {number} index
 * @param {object} agent the agent's plain JSON (sim.agent(index))
 * @param {(index: number) => void} select selects an agent (after Duplicate)
 */
export function agentFields(panel, index, agent, select) {
  const { sim, controls } = panel;
  const apply = (fn, restore) => {
    try {
      panel.edit(fn);
      return true;
    } catch (err) {
      panel.onError(err.message);
      restore?.();
      return false;
    }
  };
  const row = (label, doc, ...inputs) =>
    el(
      'label',
      { className: 'param', title: doc },
      el('span', { className: 'param-name', textContent: label }),
      el('span', { className: 'param-inputs' }, ...inputs),
      el('span', { className: 'param-doc', textContent: doc }),
    );
  const out = [];

  // Name.
  const name = el('input', { type: 'text', maxLength: 64, ariaLabel: 'Name' });
  name.dataset.field = 'name';
  name.addEventListener('change', () =>
    apply(
      () => sim.setAgentName(index, name.value),
      () => {
        name.value = sim.agentName(index);
      },
    ),
  );
  controls.set('__name', (a) => {
    if (document.activeElement !== name) name.value = a.name;
  });
  out.push(row('name', 'Shown on the canvas, in the panel and in reports; up to 64 characters.', name));

  // Where it came from: a crowd region of the file (the core's), or the scene's own agents.
  if (sceneRegions(sim).length) {
    const origin = el('span', { className: 'region-origin' });
    origin.dataset.field = 'region';
    controls.set('__region', () => {
      const r = regionOfAgent(sim, index);
      origin.textContent = r
        ? `region "${r.name}", agent ${(index - r.first + 1).toLocaleString('en-US')} of ${r.count.toLocaleString('en-US')}`
        : 'an explicit agent (not in a region)';
    });
    out.push(
      row(
        'from',
        'The crowd region of the file this agent was placed by. Changing it at step 0 writes that region (and the regions after it) out as explicit agents, one undo step.',
        origin,
      ),
    );
  }

  // Behaviour, within the agent's kind.
  const behavior = el('select', { ariaLabel: 'Behaviour' });
  behavior.dataset.field = 'behavior';
  sim.behaviorNames.forEach((b, k) => {
    if (b === 'script' && agent.behavior !== 'script') return; // a script agent comes from a scene's scripts
    if (sim.gridBehaviors[k] === (agent.kind === 'grid')) behavior.append(new Option(b, b));
  });
  behavior.addEventListener('change', () =>
    apply(
      () => sim.setAgentBehavior(index, behavior.value),
      () => {
        behavior.value = sim.agent(index).behavior;
      },
    ),
  );
  controls.set('__behavior', (a) => {
    behavior.value = a.behavior;
  });
  out.push(
    row(
      'behaviour',
      `Changes this agent's behaviour in place (its settings go to the new behaviour's defaults). ${agent.kind === 'grid' ? 'Grid' : 'Continuous'} agents take ${agent.kind === 'grid' ? 'grid' : 'continuous'} behaviours only.`,
      behavior,
    ),
  );

  // Body (continuous agents).
  if (agent.kind === 'continuous') {
    for (const b of BODY) {
      const input = el('input', { type: 'number', step: b.step, ariaLabel: b.label });
      input.dataset.field = b.field;
      input.addEventListener('change', () =>
        apply(
          () => sim.setAgentBody(index, b.field, numberIn(input, b.field)),
          () => {
            input.value = Number(sim.agent(index)[b.field].toFixed(3));
          },
        ),
      );
      controls.set(`__${b.field}`, (a) => {
        if (document.activeElement !== input) input.value = Number(a[b.field].toFixed(3));
      });
      out.push(row(`${b.label} (${b.unit})`, b.doc, input));
    }
  }

  if (agent.kind === 'continuous' && agent.behavior !== 'script')
    out.push(plannerRow(sim, controls, apply, row, index));
  out.push(...pointRows(sim, controls, apply, row, index, agent));
  out.push(actionsRow(sim, apply, index, agent, behavior, select));
  return out;
}

/** How it plans a route to its goal: none (the article's rule, straight for the goal), grid (A*) or any-angle
 *  (Lazy Theta*), the core's names (docs/routes.md). */
function plannerRow(sim, controls, apply, row, index) {
  const planner = el('select', { ariaLabel: 'Route planner' });
  planner.dataset.field = 'planner';
  for (const name of sim.plannerNames) planner.append(new Option(name, name));
  planner.addEventListener('change', () =>
    apply(
      () => sim.setAgentPlanner(index, planner.value),
      () => {
        planner.value = sim.agent(index).planner;
      },
    ),
  );
  controls.set('__planner', (a) => {
    planner.value = a.planner;
  });
  return row(
    'route planner',
    'none: it heads straight for its goal, as its article says. grid: A* plans a route of straight and diagonal moves round the obstacles first; any-angle: Lazy Theta*, straight lines between corners. Its behaviour steers along the route, avoiding as its own rule says.',
    planner,
  );
}

/** The start and goal rows (x and y fields each; cells for grid agents, world units otherwise). */
function pointRows(sim, controls, apply, row, index, agent) {
  const rows = [];
  for (const which of ['start', 'goal']) {
    const step = agent.kind === 'grid' ? 1 : 0.1;
    const x = el('input', { type: 'number', step, ariaLabel: `${which} x` });
    const y = el('input', { type: 'number', step, ariaLabel: `${which} y` });
    x.dataset.field = `${which}X`;
    y.dataset.field = `${which}Y`;
    const set = () =>
      apply(
        () =>
          which === 'start'
            ? sim.setAgentStart(index, numberIn(x, `${which} x`), numberIn(y, `${which} y`))
            : sim.setAgentGoal(index, numberIn(x, `${which} x`), numberIn(y, `${which} y`)),
        () => {
          const a = sim.agent(index);
          x.value = a[which][0];
          y.value = a[which][1];
        },
      );
    x.addEventListener('change', set);
    y.addEventListener('change', set);
    controls.set(`__${which}`, (a) => {
      if (document.activeElement !== x) x.value = Number(a[which][0].toFixed(2));
      if (document.activeElement !== y) y.value = Number(a[which][1].toFixed(2));
    });
    rows.push(
      row(
        which,
        which === 'start'
          ? `Where it starts (${agent.kind === 'grid' ? 'a cell' : 'world units'}); moving it starts the agent there again.`
          : `Where it heads (${agent.kind === 'grid' ? 'a cell' : 'world units'}).`,
        x,
        y,
      ),
    );
  }

  return rows;
}

/** Duplicate (as the same or another behaviour of its kind) and Delete. */
function actionsRow(sim, apply, index, agent, behavior, select) {
  const as = el('select', { ariaLabel: 'Behaviour of the copy' });
  for (const o of behavior.options) as.append(new Option(o.value, o.value));
  as.value = agent.behavior;
  const duplicate = el('button', {
    textContent: 'Duplicate as',
    title: 'A copy of this agent (same start, goal, body and settings), with the behaviour chosen beside',
  });
  duplicate.dataset.action = 'duplicate';
  duplicate.addEventListener('click', () => {
    const def = agentDefinition(sim, index);
    def.name = `${sim.agentName(index)} copy`.slice(0, 64);
    if (as.value !== def.behavior) {
      def.behavior = as.value;
      delete def.params; // the new behaviour's defaults
      if (as.value !== 'context') delete def.path;
    }
    let copy = -1;
    if (
      apply(() => {
        copy = sim.addAgentDef(def);
      })
    )
      select(copy);
  });
  const remove = el('button', { textContent: 'Delete', title: 'Remove this agent (Delete)' });
  remove.addEventListener('click', () => apply(() => sim.removeAgent(index)) && select(-1));
  return el('div', { className: 'row agent-actions' }, duplicate, as, remove);
}
