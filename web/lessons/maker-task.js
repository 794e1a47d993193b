// The maker's parts for one checkpoint: its caption filled against its own scene at its own step (not the
// world on screen, which may be another example by now), and its task and hint: a goal (arrive, arriveClean,
// or a measure ending below or above a value), the agent or the measure, the steps it runs, the sentence the
// reader sees and a hint shown after two tries. The core checks all of it when the lesson is shared or saved.
import { el } from '../ui/el.js';

/** The goals the maker offers, as the lesson format names them, with their words. */
const GOALS = [
  ['', 'no task'],
  ['arrive', 'an agent arrives'],
  ['arriveClean', 'an agent arrives without a collision'],
  ['below', 'a measure ends below a value'],
  ['above', 'a measure ends above a value'],
];

/**
 * The caption of checkpoint `cp` filled by the core in its own scene at its view's step: { text, errors }.
 * A run is built for it with the page's Sim (its class from `app.sim`, so no first-load module is imported
 * here), sought to the step, read, and let go.
 */
export function fillInOwnScene(app, cp, caption) {
  const Sim = app.sim.constructor;
  const run = new Sim(app.module);
  try {
    run.loadScenario(JSON.stringify(cp.scene));
    run.seek(Math.max(0, Math.floor(cp.scene.view?.step ?? 0)));
    const fill = JSON.parse(app.module.fillCaption(run.world, caption));
    return { ...fill, step: run.stepCount };
  } catch (err) {
    return { text: '', errors: err.errors ?? [err.message], step: 0 };
  } finally {
    run.dispose();
  }
}

/** The names of the checkpoint scene's agents (their index when unnamed). */
function agentNames(cp) {
  return (cp.scene.agents ?? []).map((a, i) => (a.name ? a.name : String(i)));
}

/** The task and hint fields of checkpoint `cp` (k: its index); `keep()` saves the draft after each change. */
export function taskFields(cp, k, keep) {
  const task = cp.task ?? {};
  const field = (tag, props, label) => {
    const input = el(tag, { ...props, ariaLabel: `Checkpoint ${k + 1}'s task: ${label}` });
    return [el('span', { className: 'muted small', textContent: label }), input];
  };
  const [goalLabel, goal] = field('select', {}, 'goal');
  for (const [value, words] of GOALS) goal.append(new Option(words, value));
  goal.value = task.goal ?? '';
  const [agentLabel, agent] = field('select', {}, 'agent');
  for (const name of agentNames(cp)) agent.append(new Option(name, name));
  if (typeof task.agent === 'string') agent.value = task.agent;
  const [measureLabel, measure] = field(
    'input',
    { value: task.measure ?? 'run.collisions', placeholder: 'run.collisions, NAME.path, NAME.collisions…' },
    'measure',
  );
  const [valueLabel, value] = field('input', { type: 'number', step: 'any', value: task.value ?? 1 }, 'value');
  const [withinLabel, within] = field(
    'input',
    { type: 'number', min: 1, max: 20000, step: 1, value: task.within ?? 2000 },
    'steps it runs',
  );
  const [textLabel, text] = field(
    'input',
    { value: task.text ?? '', maxLength: 2000, placeholder: 'What the reader does, in a sentence' },
    'what to do',
  );
  const [hintLabel, hint] = field(
    'input',
    { value: task.hint ?? '', maxLength: 2000, placeholder: 'Shown after two checks that did not pass' },
    'hint',
  );
  const rows = {
    agent: [agentLabel, agent],
    measure: [measureLabel, measure, valueLabel, value],
  };
  const grid = el(
    'div',
    { className: 'maker-task-fields' },
    goalLabel,
    goal,
    ...rows.agent,
    ...rows.measure,
    withinLabel,
    within,
    textLabel,
    text,
    hintLabel,
    hint,
  );
  const sync = () => {
    const g = goal.value;
    for (const node of rows.agent) node.hidden = !(g === 'arrive' || g === 'arriveClean');
    for (const node of rows.measure) node.hidden = !(g === 'below' || g === 'above');
    for (const node of [withinLabel, within, textLabel, text, hintLabel, hint]) node.hidden = !g;
  };
  const save = () => {
    sync();
    const g = goal.value;
    if (!g) {
      delete cp.task;
      keep();
      return;
    }
    const t = { text: text.value || defaultText(g, agent.value, measure.value, value.value), goal: g };
    if (g === 'below' || g === 'above') Object.assign(t, { measure: measure.value.trim(), value: Number(value.value) });
    else t.agent = agent.value;
    t.within = Math.round(Number(within.value)) || 2000;
    if (hint.value.trim()) t.hint = hint.value.trim();
    cp.task = t;
    keep();
  };
  for (const input of [goal, agent, measure, value, within, text, hint]) input.addEventListener('input', save);
  goal.addEventListener('change', save);
  agent.addEventListener('change', save);
  sync();
  return el(
    'details',
    { className: 'maker-task', open: !!cp.task },
    el('summary', { textContent: cp.task ? `Task: ${cp.task.goal}` : 'Add a task and a hint' }),
    grid,
  );
}

function defaultText(goal, agent, measure, value) {
  if (goal === 'arrive') return `Change the scene so that ${agent} reaches its goal.`;
  if (goal === 'arriveClean') return `Change the scene so that ${agent} reaches its goal without a collision.`;
  return `Change the scene so that ${measure} ends ${goal} ${value}.`;
}
