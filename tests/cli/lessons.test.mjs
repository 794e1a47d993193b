// The lessons (examples/lessons/): each one in the index validates and plays through with `sidestep lesson`,
// its captions filled from the core's records, every task failing as given and done with its solution;
// a malformed lesson exits 2 naming the field and the rule.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { loadModule } from '../wasm/load.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const EXAMPLES = `${ROOT}examples/`;
const LESSONS = `${EXAMPLES}lessons/`;
const BAD = `${ROOT}tests/bad-inputs/lessons/`;

function cli(...args) {
  const r = spawnSync(CLI, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const index = JSON.parse(readFileSync(`${LESSONS}index.json`, 'utf8')).lessons;
const source = (entry) => JSON.parse(readFileSync(`${LESSONS}${entry.file}`, 'utf8'));

/// Each lesson played through once (`sidestep lesson FILE --json`), shared by the tests below.
const played = new Map();
function play(entry) {
  if (!played.has(entry.id)) {
    const r = cli('lesson', `${LESSONS}${entry.file}`, '--json');
    assert.equal(r.code, 0, `${entry.file}: ${r.err}`);
    played.set(entry.id, JSON.parse(r.out));
  }
  return played.get(entry.id);
}

/// The scene file with a checkpoint's edits made at step 0 (written into the scene: a run's history starts at step
/// 1), or the file itself. The kinds the lessons use; another fails the test until it is added here.
function edited(file, edits) {
  if (edits.length === 0) return file;
  const scene = JSON.parse(readFileSync(file, 'utf8'));
  for (const e of edits) {
    const agent = scene.agents[e.agent];
    if (e.edit === 'setAgentPlanner') agent.planner = e.planner;
    else if (e.edit === 'setAgentParam') agent.params = { ...agent.params, [e.setting]: e.value };
    else assert.fail(`a lesson's edit this test cannot make in a file: ${e.edit}`);
  }
  const out = join(mkdtempSync(join(tmpdir(), 'sidestep-lesson-')), basename(file));
  writeFileSync(out, JSON.stringify(scene));
  return out;
}

/// A caption's placeholders ({step}, {runner.speed:1}), with the escaped braces {{ }} left out.
const placeholders = (caption) => caption.replace(/\{\{|\}\}/g, '').match(/\{[^{}]+\}/g) ?? [];

/// Each placeholder of a raw caption with the text it was filled with: the caption's literal parts matched
/// round the placeholders in the filled caption ({{ and }} are literal braces).
function filledValues(raw, filled) {
  const literals = [''],
    names = [];
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if ((c === '{' || c === '}') && raw[i + 1] === c) {
      literals[literals.length - 1] += c;
      i++;
    } else if (c === '{') {
      const end = raw.indexOf('}', i + 1);
      names.push(raw.slice(i + 1, end));
      literals.push('');
      i = end;
    } else literals[literals.length - 1] += c;
  }
  const escape = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = filled.match(new RegExp(`^${literals.map(escape).join('(.*?)')}$`, 's'));
  assert.ok(m, `"${filled}" is not "${raw}" filled in`);
  return names.map((n, k) => [n, m[k + 1]]);
}

/// What `sidestep run --steps N` (and its trace) says a placeholder's value is, or undefined for a value only
/// the core's records hold. A string or a list of strings to match exactly, or a number to match within the
/// rounding of the decimals shown.
function expectedValue(field, digits, { run, step, dt, maxSteps, scene }, trace) {
  if (field === 'step') return String(step);
  if (field === 'time') return (step * dt).toFixed(digits);
  if (field === 'run.collisions') return String(run.run.collisions);
  if (field === 'run.contacts') return String(run.run.agentContacts);
  if (field === 'run.arrivals') return String(run.run.reached);
  const dot = field.lastIndexOf('.');
  const who = field.slice(0, dot),
    what = field.slice(dot + 1);
  let i = run.agents.findIndex((a) => a.name === who);
  if (i < 0 && /^\d+$/.test(who)) i = Number(who);
  const a = run.agents[i];
  assert.ok(a, `no agent ${who}`);
  switch (what) {
    case 'collisions':
      return String(a.collisions);
    case 'contacts':
      return String(a.agentContacts);
    case 'steps':
      return String(a.steps);
    case 'path':
      return a.pathLength;
    case 'x':
      return a.final[0];
    case 'y':
      return a.final[1];
    case 'status':
      // The run stopped at step N, so an agent still moving there reports maxSteps; the caption says moving.
      return a.stopReason === 'maxSteps' && step < maxSteps ? 'moving' : a.stopReason;
    case 'goalDistance': {
      const goal = scene.agents[i].goal;
      return Math.hypot(goal[0] - a.final[0], goal[1] - a.final[1]);
    }
    case 'speed': {
      if (a.reached) return 0; // stopped on its goal: no velocity
      const t = trace();
      const [p0, p1] = [t[step - 1].pos[i], t[step].pos[i]];
      return Math.hypot(p1[0] - p0[0], p1[1] - p0[1]) / dt; // semi-implicit Euler: the move is v dt
    }
    default:
      return undefined;
  }
}

describe('the lessons', () => {
  let module;
  before(async () => {
    module = await loadModule();
  });

  it('the index lists every lesson file, in reading order, with the id, title, article and summary in its file', () => {
    const files = readdirSync(LESSONS)
      .filter((f) => f.endsWith('.json') && f !== 'index.json')
      .sort();
    assert.deepEqual(index.map((e) => e.file).sort(), files);
    assert.deepEqual(
      index.map((e) => e.id),
      ['whiskers', 'nproxy', 'context', 'raycast', 'feelers', 'orca', 'compare-all', 'routes'],
    );
    for (const entry of index) {
      const lesson = source(entry);
      assert.equal(entry.file, `${entry.id}.json`);
      for (const key of ['id', 'title', 'article', 'summary'])
        assert.equal(entry[key], lesson[key], `${entry.file}: ${key}`);
    }
  });

  for (const entry of index) {
    it(`${entry.id}: validates, 4 to 8 checkpoints (and an exercise), each caption filled in with no unfilled placeholder`, () => {
      const lesson = source(entry);
      const out = play(entry);
      const walked = out.checkpoints.filter((cp) => !cp.exercise).length;
      assert.ok(
        walked >= 4 && walked <= 8 && out.checkpoints.length - walked <= 1,
        `${out.checkpoints.length} checkpoints`,
      );
      assert.equal(out.checkpoints.length, lesson.checkpoints.length);
      out.checkpoints.forEach((cp, k) => {
        assert.ok(!/\{[^{}]*\}/.test(cp.caption), `checkpoint ${k}: a placeholder left in "${cp.caption}"`);
        assert.equal(placeholders(cp.caption).length, 0, `checkpoint ${k} still has braces: ${cp.caption}`);
        assert.equal(cp.title, lesson.checkpoints[k].title);
      });
    });

    it(`${entry.id}: every task fails on the scene as given and is done with the lesson's solution`, () => {
      const tasks = play(entry)
        .checkpoints.filter((cp) => cp.task)
        .map((cp) => cp.task);
      assert.ok(tasks.length >= 1, 'a lesson has at least one task');
      for (const task of tasks) {
        assert.equal(task.asGiven.done, false, `as given: ${task.asGiven.sentence}`);
        assert.ok(task.solved, `"${task.text}" has a solution`);
        assert.equal(task.solved.done, true, `solved: ${task.solved.sentence}`);
        assert.match(task.solved.sentence, /reached its goal/);
      }
    });
  }

  it('every lesson has a live setting in a caption ({AGENT.SETTING:drag}) and a hint for each task', () => {
    for (const entry of index) {
      const lesson = source(entry);
      const live = lesson.checkpoints.filter((cp) => /\{[^{}]+:drag\}/.test(cp.caption));
      assert.ok(live.length >= 1, `${entry.id}: no caption holds a live setting`);
      for (const cp of lesson.checkpoints.filter((c) => c.task)) {
        assert.ok(cp.task.hint?.length > 20, `${entry.id}, "${cp.title}": a task without a hint`);
        const task = play(entry).checkpoints.find((c) => c.title === cp.title).task;
        assert.equal(task.hint, cp.task.hint, 'the played lesson carries the hint');
      }
    }
  });

  it("each article's lesson fills its numbers from the run at the checkpoint's step: the state there is `sidestep run --steps N`'s, and each placeholder reads what that run reports (counts, status, path, position, speed from the trace)", () => {
    let checked = 0,
      formatted = 0;
    for (const entry of index) {
      const lesson = source(entry);
      const out = play(entry);
      let scene = null,
        edits = [];
      let numbered = 0;
      lesson.checkpoints.forEach((cp, k) => {
        // A checkpoint's edits are made at step 0 of its scene, and a checkpoint without a scene of its own
        // goes on from the one before, edits included.
        edits = cp.scene ? (cp.edits ?? []) : [...edits, ...(cp.edits ?? [])];
        scene = cp.scene ?? scene;
        const names = placeholders(cp.caption);
        if (typeof scene !== 'string' || names.length === 0) return; // an exercise's scripted scene: no numbers
        const step = cp.view?.step ?? 0;
        const shown = out.checkpoints[k];
        assert.equal(shown.step, step, `${entry.id} checkpoint ${k}: shown at its view's step`);
        const file = edited(`${EXAMPLES}${scene}`, edits);
        const run = JSON.parse(cli('run', file, '--steps', String(step), '--json').out);
        assert.equal(shown.hash, run.hash, `${entry.id} checkpoint ${k}: the state at step ${step}`);
        const values = filledValues(cp.caption, shown.caption);
        const file0 = JSON.parse(readFileSync(file, 'utf8'));
        const dt = file0.sim?.dt ?? 0.02,
          maxSteps = file0.sim?.maxSteps ?? 3000;
        let trace = null;
        for (const [name, text] of values) {
          const [field, digitsText] = name.split(':');
          const where = `${entry.id} checkpoint ${k} {${name}} = "${text}"`;
          if (digitsText === 'drag') {
            // A live setting: the value the scene gives the agent, or its behaviour's default (the core's table).
            const dot = field.lastIndexOf('.');
            const [who, setting] = [field.slice(0, dot), field.slice(dot + 1)];
            const agent = file0.agents.find((a) => a.name === who) ?? file0.agents[Number(who)];
            assert.ok(agent, `${where}: no agent ${who}`);
            const behavior = module.behaviorNames().indexOf(agent.behavior);
            const spec = module.paramSpecs(behavior).find((p) => p.name === setting);
            assert.ok(spec, `${where}: ${agent.behavior} has no setting ${setting}`);
            const expected = agent.params?.[setting] ?? spec.default;
            assert.ok(Math.abs(Number(text) - expected) <= 0.005 + 1e-4, `${where}, expected ${expected}`);
            checked++;
            continue;
          }
          const digits = digitsText === undefined ? 2 : Number(digitsText);
          const expected = expectedValue(field, digits, { run, step, dt, maxSteps, scene: file0 }, () => {
            trace ??= cli('run', file, '--steps', String(step), '--trace')
              .out.trim()
              .split('\n')
              .map((l) => JSON.parse(l));
            return trace;
          });
          if (expected === undefined) {
            // A value only the core's records hold (an emergency, an influence, a clearance): a number with the
            // decimals asked for, or none.
            assert.match(text, new RegExp(`^(−|-)?\\d+${digits ? `\\.\\d{${digits}}` : ''}$|^—$`), where);
            formatted++;
          } else if (typeof expected === 'number') {
            assert.ok(
              Math.abs(Number(text) - expected) <= 0.5 * 10 ** -digits + 1e-4,
              `${where}, expected ${expected}`,
            );
            checked++;
          } else {
            assert.ok([expected].flat().includes(text), `${where}, expected ${expected}`);
            checked++;
          }
          if (field !== 'step' && field !== 'time') numbered++;
        }
      });
      assert.ok(numbered > 0, `${entry.id}: no caption names an agent's or the run's value`);
    }
    // Most placeholders are checked against the run itself, not only for their form.
    assert.ok(checked >= 60 && checked > formatted, `${checked} checked against the run, ${formatted} by form only`);
  });
});

describe('malformed lessons', () => {
  const cases = [
    ['unknown-key.json', 'checkpoints[0].captoin', 'unknown key'],
    ['caption-no-agent.json', 'checkpoints[0].caption', 'no agent named or numbered "ghost"'],
    ['caption-value.json', 'checkpoints[0].caption', 'runner is a whiskers agent, whose values are speed'],
    ['view-step-over.json', 'checkpoints[0].view.step', 'must be an integer 0..3000'],
    ['missing-scene.json', 'checkpoints[0].scene', 'no example named "no-such-example.json"'],
    ['task-agent.json', 'checkpoints[0].task.agent', 'must name an agent of the scene (runner)'],
    ['task-goal.json', 'checkpoints[0].task.goal', 'must be "arrive", "arriveClean", "below" or "above"'],
    [
      'task-measure.json',
      'checkpoints[0].task.measure',
      'runner.status: runner is a whiskers agent, whose numbers are speed',
    ],
    [
      'caption-live.json',
      'checkpoints[0].caption',
      '{runner.P:drag}: runner (whiskers) has no setting P (its number settings: rayLength',
    ],
    ['compare-not-boolean.json', 'checkpoints[0].compare', 'must be true or false'],
    ['task-solution.json', 'checkpoints[0].task.solution[0]', 'agent'],
    ['exercise-not-last.json', 'checkpoints[0].exercise', "an exercise is its lesson's last checkpoint"],
    [
      'exercise-family.json',
      'checkpoints[0].exercise.families',
      'no family "forest" (the families are fields, blocks,',
    ],
  ];
  it('every bad lesson file has a case here', () => {
    const files = readdirSync(BAD)
      .filter((f) => f.endsWith('.json'))
      .sort();
    assert.deepEqual(cases.map(([f]) => f).sort(), files);
  });
  for (const [file, field, reason] of cases) {
    it(`${file}: exits 2 naming ${field} and why`, () => {
      const r = cli('lesson', `${BAD}${file}`, '--examples', EXAMPLES);
      assert.equal(r.code, 2, r.out + r.err);
      assert.ok(r.err.includes(`${field}: `), r.err);
      assert.ok(r.err.includes(reason), r.err);
      assert.equal(r.out, '');
    });
  }
});
