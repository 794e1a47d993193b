// The maker's parts for one checkpoint: its caption filled against its own scene at its own step (not the
// world on screen, which may be another example by now), and its task and hint: a goal (arrive, arriveClean,
// or a measure ending below or above a value), the agent or the measure, the steps it runs, the sentence the
// reader sees and a hint shown after two tries. The core checks all of it when the lesson is shared or saved.
import { el } from '../ui/el.js';
import { t } from '../i18n/locale.js';
import { wordErrors } from './lesson.js';
import '../i18n/en-lessons.js'; // the lessons' English (not in the first load)

/** The goals the maker offers, as the lesson format names them (their words: les-goal-<goal>). */
const GOALS = ['', 'arrive', 'arriveClean', 'below', 'above'];

/**
 * The caption of checkpoint `cp` filled by the core in its own scene at its view's step: { text, errors } (the
 * errors in the locale's words).
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
    return { ...fill, errors: wordErrors(fill), step: run.stepCount };
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
  /** A field labelled by message `id` (its placeholder too, when the message has one). */
  const field = (tag, props, id) => {
    const label = t(id);
    const placeholder = t(id, null, 'placeholder');
    const input = el(tag, {
      ...props,
      ...(placeholder !== id ? { placeholder } : {}),
      ariaLabel: t('les-task-field', { n: k + 1, field: label }),
    });
    return [el('span', { className: 'muted small', textContent: label }), input];
  };
  const [goalLabel, goal] = field('select', {}, 'les-task-goal');
  for (const value of GOALS) goal.append(new Option(t(`les-goal-${value || 'none'}`), value));
  goal.value = task.goal ?? '';
  const [agentLabel, agent] = field('select', {}, 'les-task-agent');
  for (const name of agentNames(cp)) agent.append(new Option(name, name));
  if (typeof task.agent === 'string') agent.value = task.agent;
  const [measureLabel, measure] = field(
    'input',
    { value: task.measure ?? 'run.collisions', placeholder: 'run.collisions, NAME.path, NAME.collisions…' },
    'les-task-measure',
  );
  const [valueLabel, value] = field('input', { type: 'number', step: 'any', value: task.value ?? 1 }, 'les-task-value');
  const [withinLabel, within] = field(
    'input',
    { type: 'number', min: 1, max: 20000, step: 1, value: task.within ?? 2000 },
    'les-task-within',
  );
  const [textLabel, text] = field('input', { value: task.text ?? '', maxLength: 2000 }, 'les-task-text');
  const [hintLabel, hint] = field('input', { value: task.hint ?? '', maxLength: 2000 }, 'les-task-hint');
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
    const made = { text: text.value || defaultText(g, agent.value, measure.value, value.value), goal: g };
    if (g === 'below' || g === 'above')
      Object.assign(made, { measure: measure.value.trim(), value: Number(value.value) });
    else made.agent = agent.value;
    made.within = Math.round(Number(within.value)) || 2000;
    if (hint.value.trim()) made.hint = hint.value.trim();
    cp.task = made;
    keep();
  };
  for (const input of [goal, agent, measure, value, within, text, hint]) input.addEventListener('input', save);
  goal.addEventListener('change', save);
  agent.addEventListener('change', save);
  sync();
  return el(
    'details',
    { className: 'maker-task', open: !!cp.task },
    el('summary', { textContent: cp.task ? t('les-task-summary', { goal: cp.task.goal }) : t('les-task-add') }),
    grid,
  );
}

function defaultText(goal, agent, measure, value) {
  return t(`les-task-do-${goal}`, { agent, measure, value });
}
