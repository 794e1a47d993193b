// The selected agent's own fields in the panel: name, behaviour (changed in place, within its kind), body
// (radius, max speed, max acceleration), start and goal, and Duplicate / Delete. Every change is one
// undoable edit through the core, which checks it and names the field when it refuses; the field then
// shows its stored value again.
import { el } from './el.js';
import { formatCount, t } from '../i18n/locale.js';
import '../i18n/en-lazy.js'; // this module's English (not in the first load)
import { numberIn } from './number-field.js';
import { agentDefinition, regionOfAgent, sceneRegions } from '../sim/regions.js';

const BODY = [
  {
    field: 'radius',
    unit: 'u',
    step: 0.05,
  },
  {
    field: 'maxSpeed',
    unit: 'u/s',
    step: 0.1,
  },
  {
    field: 'maxAccel',
    unit: 'u/s²',
    step: 0.5,
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
  const name = el('input', { type: 'text', maxLength: 64, ariaLabel: t('ed-name', null, 'aria-label') });
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
  out.push(row(t('ed-name'), t('ed-name', null, 'title'), name));

  // Where it came from: a crowd region of the file (the core's), or the scene's own agents.
  if (sceneRegions(sim).length) {
    const origin = el('span', { className: 'region-origin' });
    origin.dataset.field = 'region';
    controls.set('__region', () => {
      const r = regionOfAgent(sim, index);
      origin.textContent = r
        ? t('ed-region', { name: r.name, n: formatCount(index - r.first + 1), count: formatCount(r.count) })
        : t('ed-explicit');
    });
    out.push(row(t('ed-from'), t('ed-from', null, 'title'), origin));
  }

  // Behaviour, within the agent's kind.
  const behavior = el('select', { ariaLabel: t('ed-behavior', null, 'aria-label') });
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
  out.push(row(t('ed-behavior'), t('ed-behavior', { kind: agent.kind }, 'title'), behavior));

  // Body (continuous agents).
  if (agent.kind === 'continuous') {
    for (const b of BODY) {
      const input = el('input', { type: 'number', step: b.step, ariaLabel: t(`ed-${b.field}`) });
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
      out.push(row(`${t(`ed-${b.field}`)} (${b.unit})`, t(`ed-${b.field}`, null, 'title'), input));
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
  const planner = el('select', { ariaLabel: t('ed-planner', null, 'aria-label') });
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
  return row(t('ed-planner'), t('ed-planner', null, 'title'), planner);
}

/** The start and goal rows (x and y fields each; cells for grid agents, world units otherwise). */
function pointRows(sim, controls, apply, row, index, agent) {
  const rows = [];
  for (const which of ['start', 'goal']) {
    const step = agent.kind === 'grid' ? 1 : 0.1;
    const [xName, yName] = [t(`ed-${which}-x`), t(`ed-${which}-y`)]; // spoken, and named in a refusal
    const x = el('input', { type: 'number', step, ariaLabel: xName });
    const y = el('input', { type: 'number', step, ariaLabel: yName });
    x.dataset.field = `${which}X`;
    y.dataset.field = `${which}Y`;
    const set = () =>
      apply(
        () =>
          which === 'start'
            ? sim.setAgentStart(index, numberIn(x, xName), numberIn(y, yName))
            : sim.setAgentGoal(index, numberIn(x, xName), numberIn(y, yName)),
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
    rows.push(row(t(`ed-${which}`), t(`ed-${which}`, { kind: agent.kind }, 'title'), x, y));
  }

  return rows;
}

/** Duplicate (as the same or another behaviour of its kind) and Delete. */
function actionsRow(sim, apply, index, agent, behavior, select) {
  const as = el('select', { ariaLabel: t('ed-duplicate', null, 'aria-label') });
  for (const o of behavior.options) as.append(new Option(o.value, o.value));
  as.value = agent.behavior;
  const duplicate = el('button', {
    textContent: t('ed-duplicate'),
    title: t('ed-duplicate', null, 'title'),
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
  const remove = el('button', { textContent: t('ed-delete'), title: t('ed-delete', null, 'title') });
  remove.addEventListener('click', () => apply(() => sim.removeAgent(index)) && select(-1));
  return el('div', { className: 'row agent-actions' }, duplicate, as, remove);
}
