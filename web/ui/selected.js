// The panel's selection (ui/panel.js fetches it the first time something is selected): the selected agent's numbers
// and the reason for its next move (both written by the core), its settings (controls built from the core's parameter
// table), a path's or a circle's. Only what changed is rebuilt (a slider being dragged is never replaced).
import { agentColor } from '../draw/palette.js';
import { el } from './el.js';
import { fmt } from './format.js';
import { circleHeightControl } from './terrain.js';
import { moveButtons } from './move-buttons.js';
import { agentFields } from './agent-editor.js';
import { routeFacts } from './route-facts.js';
import { statusWord, t, wordCore } from '../i18n/locale.js';
import '../i18n/en-lazy.js'; // this module's English (not in the first load)
import '../i18n/en-settings.js'; // the settings' explanations' English (the core keeps none)

const pair = (p, digits = 2) => `(${fmt(p[0], digits)}, ${fmt(p[1], digits)})`;

function props(entries) {
  const dl = el('dl', { className: 'props' });
  for (const [k, v] of entries) dl.append(el('dt', { textContent: k }), el('dd', {}, v));
  return dl;
}

const LINE_CLASS = { text: '', ray: '', warn: 'warn', muted: 'muted' };

/** The core's table (a context agent's slots, ORCA's half-planes; worded from its messages): danger rows red. */
function slotsTable(table) {
  const cells = (tag, texts, messages) => texts.map((c, i) => el(tag, { textContent: wordCore(messages?.[i], c) }));
  const heads = table.headerIds?.map((id) => ({ id }));
  const grid = el('table', { className: 'slots' }, el('tr', {}, ...cells('th', table.header, heads)));
  for (const row of table.rows) grid.append(el('tr', { className: row.mark }, ...cells('td', row.cells, row.messages)));
  // It scrolls: focusable, so the keyboard can scroll it too (its keys are its own: ui/keyboard.js).
  const box = el('div', { className: 'slots-box', tabIndex: 0, ariaLabel: t('sel-slots-label') }, grid);
  box.dataset.scrollKeys = '';
  return box;
}

/** A span of the core's explanation in the page's language (its message; the core's English otherwise). */
const spanWords = (s) => wordCore(s.message, s.text);

/** The core's facts ([label, value, labelId, value's message]) in the page's language. */
const factWords = (facts) => facts.map(([k, v, id, m]) => [wordCore(id && { id }, k), wordCore(m, v)]);

/**
 * The reason for an agent's next move, as the core wrote it (`explainAgent`: the same words as the
 * desktop viewer and `sidestep explain`): a heading, sentences with the chosen value emphasised, the
 * rays of a continuous agent, a context agent's slots, and warnings when a method's rule fails.
 */
export function renderExplanation(explanation) {
  const box = el('div', { className: 'why' });
  let rays = null;
  for (const line of explanation.lines) {
    if (line.style === 'head') {
      box.append(el('div', { className: 'why-head', textContent: line.spans.map(spanWords).join('') }));
      continue;
    }
    if (line.style === 'table') {
      box.append(slotsTable(explanation.table));
      continue;
    }
    const div = el(
      'div',
      {},
      ...line.spans.map((s) =>
        s.chosen ? el('span', { className: 'chosen', textContent: spanWords(s) }) : spanWords(s),
      ),
    );
    const className = line.chosen ? 'chosen' : LINE_CLASS[line.style];
    if (className) div.className = className;
    if (line.style === 'ray') {
      if (!rays) box.append((rays = el('div', { className: 'rays-why' })));
      rays.append(div);
    } else {
      box.append(div);
    }
  }
  return box;
}

/** A slider step of 1, 2 or 5 times a power of ten, near `raw`. */
function niceStep(raw) {
  const power = 10 ** Math.floor(Math.log10(raw));
  const m = raw / power;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : 5) * power;
}

/** Fills the panel's dock and settings for the selection (`panel`: the Panel). */
export function showSelection(panel) {
  const s = panel.ui.selected;
  const agent = s?.type === 'agent' ? panel.sim.agent(s.index) : null;
  if (agent) {
    const status = panel.sim.agentStatus(s.index); // the core's word: moving, stalled, reached, maxSteps, ...
    const word = statusWord(status);
    const heading = el(
      'div',
      { className: 'row' },
      el('span', {
        className: 'swatch',
        style: `background:${agentColor(s.index, panel.sim.behaviorNames.indexOf(agent.behavior))}`,
      }),
      el('strong', { textContent: `${agent.name} · ${agent.behavior}` }),
      ' ',
      el('span', { className: `tag ${status}`, textContent: word }),
    );
    // What its behaviour senses, in the core's words (a grid agent does not see circles).
    const senses = el('p', {
      className: 'senses',
      textContent: wordCore(
        { id: `senses-${agent.behavior}` },
        panel.sim.behaviorSenses[panel.sim.behaviorNames.indexOf(agent.behavior)] ?? '',
      ),
    });
    const words = panel.sim.explain(s.index); // null the first time, while the explain module is fetched: the name alone
    const { facts, ...explanation } = words ?? {};
    // Why first, right under the name (the dock at the top of the panel shows it without scrolling), what the
    // behaviour senses, then the numbers.
    const route = routeFacts(agent.route); // its route's rows, when it has a planner (the core's record)
    const numbers = words ? props([...factWords(facts), ...route]) : null;
    if (route.length) numbers?.classList.add('route-facts');
    const children = words ? [heading, renderExplanation(explanation), senses, numbers] : [heading, senses];
    panel.info.replaceChildren(...children);
  } else if (s?.type === 'path' && panel.sim.paths[s.index]) {
    const path = panel.sim.paths[s.index];
    const k = panel.ui.selectedVertex;
    const vertex = k != null ? path.points[k] : null;
    const closed = el('input', { type: 'checkbox', checked: path.closed });
    closed.addEventListener('change', () => {
      try {
        panel.edit(() =>
          panel.sim.setPath(
            s.index,
            path.points.map((q) => [q.x, q.y]),
            closed.checked,
          ),
        );
      } catch (err) {
        panel.onError(err.message);
      }
    });
    const followers = [];
    for (let i = 0; i < panel.sim.agentCount; i++)
      if (panel.sim.agent(i).path === s.index) followers.push(panel.sim.agentName(i));
    panel.info.replaceChildren(
      el('strong', { textContent: t('sel-path-title', { n: s.index }) }),
      props([
        [t('sel-path-points'), String(path.points.length)],
        [t('sel-path-followed'), followers.join(', ') || t('sel-path-nobody')],
      ]),
      el(
        'label',
        { className: 'param' },
        closed,
        el('span', { className: 'param-name', textContent: t('sel-path-closed') }),
      ),
      vertex ? moveButtons(panel, { type: 'vertex', path: s.index, vertex: k, x: vertex.x, y: vertex.y }) : '',
      el('p', {
        className: 'muted',
        textContent: t('sel-path-hint'),
      }),
    );
  } else if (s?.type === 'circle' && s.index < panel.sim.world.circleCount()) {
    const c = panel.sim.circle(s.index);
    panel.info.replaceChildren(
      el('strong', { textContent: t('sel-circle-title', { n: s.index }) }),
      props([
        [t('sel-circle-centre'), pair([c.x, c.y])],
        [t('sel-circle-radius'), fmt(c.r)],
      ]),
      moveButtons(panel, { type: 'circle', index: s.index, x: c.x, y: c.y }),
    );
  } else {
    panel.info.replaceChildren(
      el('p', {
        className: 'muted',
        textContent: t('selection-hint'),
      }),
    );
  }
  params(panel, agent, s?.index);
}

/** Controls for the selected agent's params, built from the core's table; rebuilt only when the agent changes. */
function params(panel, agent, index) {
  const circle = panel.ui.selected?.type === 'circle' && index < panel.sim.world.circleCount() ? index : -1;
  const key = agent
    ? `${index}|${agent.behavior}|${panel.sim.paths.length}|${agent.avoidAgents}|${panel.sim.agentCount}`
    : circle >= 0
      ? `circle|${circle}`
      : '';
  if (circle >= 0) {
    // a circle's height (terrain.js), shown again after every change
    if (key !== panel.paramsKey) {
      panel.paramsKey = key;
      panel.controls.clear();
      panel.circleHeight = circleHeightControl(panel.sim, circle, panel.edit, panel.onError);
      panel.paramsBox.replaceChildren(panel.circleHeight.element);
      panel.paramsBox.hidden = false;
    }
    panel.circleHeight.show();
    return;
  }
  if (key !== panel.paramsKey) {
    panel.paramsKey = key;
    panel.controls.clear();
    const specs = agent ? panel.sim.paramSpecs(agent.behavior) : [];
    const children = specs.map((spec) =>
      control(
        panel,
        { ...spec, owner: agent.behavior },
        (value) => panel.sim.setAgentParam(index, spec.name, value),
        (a) => a.params[spec.name],
      ),
    );
    if (agent) {
      children.unshift(
        ...agentFields(panel, index, agent, (i) => {
          panel.ui.selected = i >= 0 ? { type: 'agent', index: i } : null;
        }),
        el('h3', {
          className: 'params-head',
          textContent: t(specs.length ? 'sel-settings' : 'sel-no-settings', { behavior: agent.behavior }),
        }),
      );
    }
    if (agent?.behavior === 'context') children.unshift(pathControl(panel, index));
    if (agent?.behavior === 'script' && panel.onEditScript) children.unshift(scriptControl(panel, index));
    // Orca agents avoid agents by their own half-planes: no time-of-closest-approach settings.
    if (agent?.kind === 'continuous' && agent.behavior !== 'orca')
      children.push(...avoidanceControls(panel, index, agent.avoidAgents));
    if (agent?.kind === 'continuous') children.push(driveControls(panel, index));
    panel.paramsBox.replaceChildren(...children);
    panel.paramsBox.hidden = children.length === 0;
  }
  if (!agent) return;
  for (const set of panel.controls.values()) set(agent);
}

/** A script agent's script: its name and "Edit its script" (the script editor, app/scripts.js). */
function scriptControl(panel, index) {
  const name = panel.scriptName?.(index) ?? '';
  const edit = el('button', { textContent: t('sel-edit-script'), title: t('sel-edit-script', { name }, 'title') });
  edit.dataset.action = 'edit-script';
  edit.addEventListener('click', () => panel.onEditScript(index));
  return el(
    'div',
    { className: 'row script-of' },
    el('span', { className: 'muted', textContent: t('sel-runs-script', { name }) }),
    edit,
  );
}

/** Which path a context agent follows. */
function pathControl(panel, index) {
  const select = el('select');
  select.dataset.param = 'path';
  select.append(new Option(t('sel-path-none'), '-1'));
  panel.sim.paths.forEach((p, i) =>
    select.append(
      new Option(t('sel-path-option', { n: i, points: p.points.length, loop: p.closed ? 'yes' : 'no' }), String(i)),
    ),
  );
  select.addEventListener('change', () => {
    try {
      panel.edit(() => panel.sim.setAgentPath(index, Number(select.value)));
    } catch (err) {
      panel.onError(err.message);
    }
  });
  panel.controls.set('__path', (agent) => {
    select.value = String(agent.path);
  });
  return el(
    'label',
    { className: 'param' },
    el('span', { className: 'param-name', textContent: t('sel-follows') }),
    select,
  );
}

/** Drive mode (the feelers article's player assist): arrows or WASD drive the agent, its avoidance nudges. */
function driveControls(panel, index) {
  const button = el('button', {
    textContent: t('sel-drive'),
    title: t('sel-drive', null, 'title'),
  });
  button.id = 'drive';
  const assist = el('input', { type: 'checkbox', checked: true });
  assist.id = 'assist';
  button.addEventListener('click', () => panel.onDrive(index, !panel.sim.agent(index).driven, assist.checked));
  assist.addEventListener('change', () => {
    if (panel.sim.agent(index).driven) panel.onDrive(index, true, assist.checked);
  });
  panel.controls.set('__drive', (agent) => {
    button.textContent = agent.driven ? t('sel-drive-stop') : t('sel-drive');
    button.classList.toggle('on', agent.driven);
    assist.checked = agent.driven ? agent.assist : assist.checked;
  });
  return el(
    'div',
    { className: 'drive' },
    button,
    el('label', { className: 'param' }, assist, el('span', { className: 'param-name', textContent: t('sel-assist') })),
  );
}

/** Agent avoidance (time of closest approach): the switch, and its settings from the core's table when on. */
function avoidanceControls(panel, index, on) {
  const box = el('input', { type: 'checkbox' });
  box.dataset.param = 'avoidAgents';
  box.addEventListener('change', () => {
    try {
      panel.edit(() => panel.sim.setAvoidAgents(index, box.checked));
    } catch (err) {
      panel.onError(err.message);
    }
  });
  panel.controls.set('__avoidAgents', (agent) => {
    box.checked = agent.avoidAgents;
  });
  const controls = [
    el(
      'label',
      { className: 'param', title: t('sel-avoid', null, 'title') },
      box,
      el('span', { className: 'param-name', textContent: t('sel-avoid') }),
    ),
  ];
  if (!on) return controls;
  for (const spec of panel.sim.avoidanceSpecs) {
    controls.push(
      control(
        panel,
        { ...spec, id: `avoidance.${spec.name}`, owner: 'avoidance' },
        (value) => panel.sim.setAvoidance(index, spec.name, value),
        (a) => a.avoidance[spec.name],
      ),
    );
  }
  return controls;
}

/** A setting's explanation: the catalogue's doc-<owner>-<setting> (English's in en-settings.js). */
const settingDoc = (spec) => (spec.owner ? t(`doc-${spec.owner}-${spec.name}`) : '');

/** Integer settings with more values than this get a slider on a log scale (P runs 0-256: each value of the
 *  few that matter still takes several pixels) and − / + buttons that step by one. */
const LINEAR_INT_VALUES = 40;
const LOG_POSITIONS = 1000;
let gestures = 0;

/** One control from a parameter spec; `set` applies a value as an edit, `get` reads it from an agent. A drag of
 *  its slider is one change (one undo step; in the run's history one edit). */
function control(panel, spec, set, get) {
  const id = spec.id ?? spec.name;
  const doc = settingDoc(spec);
  const label = el('label', { className: 'param', title: doc });
  const name = el('span', { className: 'param-name', textContent: id + (spec.unit ? ` (${spec.unit})` : '') });
  let gesture = null; // the slider's drag under way
  const apply = (value) => {
    try {
      panel.edit(() => set(value), { gesture });
      return true;
    } catch (err) {
      panel.onError(err.message);
      return false;
    }
  };
  if (spec.type === 'bool') {
    const box = el('input', { type: 'checkbox' });
    box.dataset.param = id;
    box.addEventListener('change', () => apply(box.checked));
    panel.controls.set(id, (agent) => {
      box.checked = get(agent);
    });
    label.append(box, name, el('span', { className: 'param-doc', textContent: doc }));
    return label;
  }
  if (spec.type === 'choice') {
    const select = el('select');
    select.dataset.param = id;
    for (const c of spec.choices) select.append(new Option(c, c));
    select.addEventListener('change', () => apply(select.value));
    panel.controls.set(id, (agent) => {
      select.value = get(agent);
    });
    label.append(name, select, el('span', { className: 'param-doc', textContent: doc }));
    return label;
  }
  const step = spec.type === 'int' ? 1 : niceStep((spec.max - spec.min) / 200);
  const log = spec.type === 'int' && spec.max - spec.min > LINEAR_INT_VALUES;
  // On a log scale the slider's positions 0..LOG_POSITIONS map to min + e^(t ln(1 + range)) - 1, rounded.
  const span = Math.log1p(spec.max - spec.min);
  const toValue = (p) => (log ? spec.min + Math.round(Math.expm1((p / LOG_POSITIONS) * span)) : Number(p));
  const toPosition = (v) => (log ? Math.round((Math.log1p(v - spec.min) / span) * LOG_POSITIONS) : v);
  const range = el(
    'input',
    log
      ? { type: 'range', min: 0, max: LOG_POSITIONS, step: 1 }
      : { type: 'range', min: spec.min, max: spec.max, step },
  );
  const number = el('input', { type: 'number', min: spec.min, max: spec.max, step, ariaLabel: id });
  range.dataset.param = id;
  range.ariaLabel = id;
  number.dataset.param = id;
  if (log) range.dataset.scale = 'log';
  range.addEventListener('pointerdown', () => {
    gesture = `param:${id}:${++gestures}`;
  });
  range.addEventListener('change', () => {
    gesture = null;
  });
  range.addEventListener('input', () => {
    const v = toValue(range.value);
    if (Number(number.value) === v) return; // a log slider's positions between two values
    number.value = v;
    range.setAttribute('aria-valuetext', String(v));
    apply(v);
  });
  // A refused value gives way to the stored one again (the slider still shows it).
  number.addEventListener('change', () => {
    if (!apply(Number(number.value))) number.value = toValue(range.value);
  });
  const inputs = el('span', { className: 'param-inputs' }, range, number);
  if (spec.type === 'int') {
    const nudge = (text, by, words) => {
      const button = el('button', {
        type: 'button',
        className: 'param-step',
        textContent: text,
        ariaLabel: t(words, { name: id }),
      });
      button.addEventListener('click', (e) => {
        e.preventDefault(); // inside the label: not a click on the slider
        const v = Math.min(spec.max, Math.max(spec.min, Number(number.value) + by));
        if (v !== Number(number.value)) apply(v);
      });
      return button;
    };
    inputs.append(nudge('−', -1, 'sel-one-less'), nudge('+', 1, 'sel-one-more'));
  }
  // Shown to the step's precision: the core stores floats (0.7 is 0.699999988...).
  const decimals = spec.type === 'int' ? 0 : Math.max(0, Math.min(4, Math.ceil(-Math.log10(step)) + 1));
  panel.controls.set(id, (agent) => {
    const v = Number(get(agent).toFixed(decimals));
    if (document.activeElement !== number) number.value = v;
    if (document.activeElement !== range && toValue(range.value) !== v) range.value = toPosition(v);
    range.setAttribute('aria-valuetext', String(v));
  });
  label.append(name, inputs, el('span', { className: 'param-doc', textContent: doc }));
  return label;
}
