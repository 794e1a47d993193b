// The English of `sidestep explain`, recorded: for every example, its first four agents at steps 0, 150 and 600,
// the sha-256 of the text the CLI prints (facts and reason). The core's reasons are worded from message ids
// (web/i18n/en.ftl, docs/languages.md); a change of how they are built must leave every text as it was
// (tests/cli/explain-english.test.mjs). A change meant to change the words rewrites the record:
//   node scripts/explain-english.mjs --write
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const RECORD = `${ROOT}tests/cli/explain-english.json`;
const CLI = `${ROOT}build/native/sidestep`;
export const STEPS = [0, 150, 600];

/** The CLI's explain text for one agent of one example at one step. */
export function explainText(file, agent, steps) {
  const r = spawnSync(CLI, ['explain', `${ROOT}examples/${file}`, '--agent', String(agent), '--steps', String(steps)], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (r.status !== 0) throw new Error(`explain ${file} --agent ${agent} --steps ${steps}: ${r.stderr}`);
  return r.stdout;
}

/** Every example file, from examples/index.json. */
export const exampleFiles = () =>
  JSON.parse(readFileSync(`${ROOT}examples/index.json`, 'utf8')).examples.map((e) => e.file);

/** How many agents an example has (from its file). */
function agentCount(file) {
  const scene = JSON.parse(readFileSync(`${ROOT}examples/${file}`, 'utf8'));
  return (scene.agents ?? []).length;
}

/** The record of one example: "agent@steps" -> sha-256 of the text. */
export function exampleRecord(file) {
  const out = {};
  const agents = Math.min(agentCount(file), 4);
  for (let i = 0; i < agents; i++)
    for (const s of STEPS)
      out[`${i}@${s}`] = createHash('sha256')
        .update(explainText(file, i, s))
        .digest('hex')
        .slice(0, 16);
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  const record = {};
  for (const file of exampleFiles()) record[file] = exampleRecord(file);
  writeFileSync(RECORD, `${JSON.stringify(record, null, 1)}\n`);
  console.log(`explain-english: ${RECORD} written (${Object.keys(record).length} examples)`);
}
