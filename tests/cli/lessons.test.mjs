// The lessons (examples/lessons/): each one in the index validates and plays through with `sidestep lesson`,
// its captions filled from the core's records, every task failing as given and done with its solution;
// a malformed lesson exits 2 naming the field and the rule.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

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

/// A caption's placeholders ({step}, {runner.speed:1}), with the escaped braces {{ }} left out.
const placeholders = (caption) => caption.replace(/\{\{|\}\}/g, '').match(/\{[^{}]+\}/g) ?? [];

describe('the lessons', () => {
  it('the index lists every lesson file, in reading order, with the id, title, article and summary in its file', () => {
    const files = readdirSync(LESSONS)
      .filter((f) => f.endsWith('.json') && f !== 'index.json')
      .sort();
    assert.deepEqual(index.map((e) => e.file).sort(), files);
    assert.deepEqual(
      index.map((e) => e.id),
      ['whiskers', 'nproxy', 'context', 'raycast', 'feelers', 'orca', 'compare-all'],
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

  it("each article's lesson fills numbers from the run: some caption has placeholders, and their text differs once filled", () => {
    for (const entry of index) {
      const lesson = source(entry);
      const out = play(entry);
      const withNumbers = lesson.checkpoints
        .map((cp, k) => [cp.caption, out.checkpoints[k].caption])
        .filter(([raw]) => placeholders(raw).some((p) => p !== '{step}' && p !== '{time}'));
      assert.ok(withNumbers.length > 0, `${entry.id}: no caption names an agent's or the run's value`);
      for (const [raw, filled] of withNumbers) assert.notEqual(filled, raw);
    }
  });

  it('a checkpoint shown at step N has its caption filled at step N (the step placeholder reads the step run to)', () => {
    for (const entry of index) {
      const lesson = source(entry);
      play(entry).checkpoints.forEach((cp, k) => {
        const raw = lesson.checkpoints[k].caption;
        if (!raw.includes('{step}')) return;
        assert.ok(
          cp.caption.includes(String(cp.step)),
          `${entry.id} checkpoint ${k}: step ${cp.step} not in "${cp.caption}"`,
        );
      });
    }
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
