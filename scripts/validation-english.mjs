// The English of the core's validation errors, recorded: `sidestep validate` on a fixed sample of bad scenarios
// (every shape the checker words, and the fields around them), its whole output and exit code. The errors are
// worded from message ids (web/i18n/en.ftl, docs/languages.md); a change of how they are built must leave every
// text as it was (tests/cli/validation-english.test.mjs). A change meant to change the words rewrites the record:
//   node scripts/validation-english.mjs --write
// How many of the sample's errors carry a message (the rest are still English sentences; needs build/wasm):
//   node scripts/validation-english.mjs --count
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const RECORD = `${ROOT}tests/cli/validation-english.json`;
const CLI = `${ROOT}build/native/sidestep`;

const agent = (extra = {}) => ({ behavior: 'seek', start: [1.5, 1.5], goal: [6.5, 1.5], ...extra });
const grid = ['........', '........', '........'];
const scene = (extra = {}) => ({ version: 1, world: { grid }, agents: [agent()], ...extra });
const withAgent = (extra) => scene({ agents: [agent(extra)] });

/** The sample: name -> scenario (an object written as JSON, or a string written as it is). */
export const SAMPLE = {
  'not JSON': '{"version": 1,',
  'not an object': '[1, 2]',
  'no version': { world: { grid } },
  'version 2': { version: 2, world: { grid } },
  'version text': { version: '1', world: { grid } },
  'no world': { version: 1 },
  'unknown keys': scene({ colour: 'red', world: { grid, wind: 3 } }),
  'agents not an array': scene({ agents: { a: 1 } }),
  'agent not an object': scene({ agents: [3] }),
  'agent without behaviour': scene({ agents: [{ start: [1, 1], goal: [2, 2] }] }),
  'unknown behaviour': withAgent({ behavior: 'fly' }),
  'radius out of range': withAgent({ radius: 50 }),
  'radius negative': withAgent({ radius: -1 }),
  'radius text': withAgent({ radius: 'big' }),
  'radius huge literal':
    '{"version":1,"world":{"grid":["....."]},"agents":[{"behavior":"seek","start":[1,1],"goal":[3,1],"radius":1e999}]}',
  'maxSpeed zero': withAgent({ maxSpeed: 0 }),
  'maxAccel array': withAgent({ maxAccel: [1, 2, 3] }),
  'start not a point': withAgent({ start: [1] }),
  'start huge': withAgent({ start: [1e300, 1] }),
  'goal text': withAgent({ goal: 'there' }),
  'name too long': withAgent({ name: 'x'.repeat(200) }),
  'name number': withAgent({ name: 7 }),
  'params unknown': withAgent({ params: { wobble: 1 } }),
  'params bad values': { ...withAgent({ behavior: 'whiskers', params: { rayLength: -3, whiskerCount: 'many' } }) },
  'params not an object': withAgent({ params: 4 }),
  'avoidance bad': withAgent({ avoidAgents: true, avoidance: { horizon: 'soon' } }),
  'avoidAgents text': withAgent({ avoidAgents: 'yes' }),
  'grid agent settings': scene({ agents: [{ behavior: 'greedy', start: [1, 1], goal: [5, 1], maxSpeed: 2 }] }),
  'grid agent off grid': scene({ agents: [{ behavior: 'greedy', start: [1.5, 1], goal: [50, 1] }] }),
  'sim bad': scene({ sim: { dt: 0, maxSteps: -4, seed: 1.5, atGoal: 'fly', wind: 1 } }),
  'sim not an object': scene({ sim: 'fast' }),
  'view bad': scene({ view: { pace: 1e6, overlays: ['trails', 'trails', 'nope'], selected: 9, camera: { x: 1 } } }),
  'view overlays text': scene({ view: { overlays: 'trails' } }),
  'world grid bad': { version: 1, world: { grid: ['...', '..'] } },
  'world grid chars': { version: 1, world: { grid: ['.x.', '...'] } },
  'world circles bad': scene({ world: { grid, circles: [{ x: 1 }, [1, 2], { x: 1, y: 1, r: -2 }] } }),
  'world paths bad': scene({ world: { grid, paths: [{ points: [[1, 1]] }, 'p'] } }),
  'world map unknown': { version: 1, world: { map: 'atlantis' } },
  'world terrain bad': scene({ world: { grid, terrain: { heights: [1, 2] } } }),
  'world wallHeight bad': scene({ world: { grid, wallHeight: 'tall' } }),
  'title too long': scene({ title: 't'.repeat(5000) }),
  'description number': scene({ description: 12 }),
  'history bad': scene({ history: [{ step: 5, edit: 'explode' }, { step: 2 }, 7] }),
  'history order': scene({
    history: [
      { step: 5, edit: 'removeAgent', index: 0 },
      { step: 2, edit: 'removeAgent', index: 0 },
    ],
  }),
  'compare bad': scene({ compare: [{ label: 'a', agents: 'all' }] }),
  'compare variants bad': scene({
    compare: [
      { label: 'a', agents: 'all', behavior: 'fly' },
      { label: 7, agents: [9] },
    ],
  }),
  'regions bad': scene({ regions: [{ count: -1, area: [1, 2] }, { count: 1e9 }] }),
  'scripts bad': scene({ scripts: { 'bad name!': 'x', ok: 5 } }),
  'script agent bad': withAgent({ behavior: 'script', script: 'missing' }),
  'planner bad': withAgent({ planner: 'teleport' }),
  'drive bad': withAgent({ drive: { input: [3, 0] } }),
  'many errors': scene({ agents: Array.from({ length: 40 }, (_, i) => agent({ radius: -i - 1, maxSpeed: 'x' })) }),
  'more errors than listed': scene({ agents: Array.from({ length: 60 }, () => agent({ radius: 0, maxSpeed: 0 })) }),
  'one error more than listed': scene({
    colour: 1,
    agents: Array.from({ length: 50 }, () => agent({ radius: 0, maxSpeed: 0 })),
  }),
  'integers bad': scene({ sim: { maxSteps: 2.5, seed: -1 }, view: { selected: 'first' } }),
  'integer huge literal': '{"version":1,"world":{"grid":["....."]},"sim":{"maxSteps":1e999}}',
};

/** `sidestep validate` on one scenario of the sample: its exit code and its whole output. */
export function validateText(input) {
  const dir = mkdtempSync(join(tmpdir(), 'sidestep-validation-'));
  try {
    const file = join(dir, 'scene.json');
    writeFileSync(file, typeof input === 'string' ? input : JSON.stringify(input));
    const r = spawnSync(CLI, ['validate', file], { encoding: 'utf8' });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr.replaceAll(dir, '<dir>') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The record: name -> {status, stdout, stderr}. */
export const sampleRecord = () => Object.fromEntries(Object.entries(SAMPLE).map(([k, v]) => [k, validateText(v)]));

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  writeFileSync(RECORD, `${JSON.stringify(sampleRecord(), null, 1)}\n`);
  console.log(`validation-english: ${RECORD} written (${Object.keys(SAMPLE).length} scenarios)`);
}

export const readRecord = () => JSON.parse(readFileSync(RECORD, 'utf8'));

/** The wasm module's validateScenario on every scenario of the sample: errors, and those with a message. */
export async function countMessages() {
  const { loadModule } = await import('../tests/wasm/load.mjs');
  const module = await loadModule();
  let errors = 0,
    messages = 0;
  for (const input of Object.values(SAMPLE)) {
    const r = module.validateScenario(typeof input === 'string' ? input : JSON.stringify(input));
    errors += r.errors.length;
    messages += JSON.parse(r.messages).filter((m) => m?.id).length;
  }
  return { scenarios: Object.keys(SAMPLE).length, errors, messages };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--count')) {
  const { scenarios, errors, messages } = await countMessages();
  console.log(`validation-english: ${messages} of ${errors} errors on the ${scenarios} scenarios carry a message`);
}
