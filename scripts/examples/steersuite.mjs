// Writes the SteerSuite examples: three of SteerSuite's published test cases (examples/steersuite/*.xml),
// each as `sidestep import CASE.xml` prints it (seek agents, SteerSuite's dt and speeds, its copyright
// notice), with a title, a first sentence that says what to look for, and a compare set: seek, context
// steering that sees agents, and ORCA. Adds them to examples/index.json after the ORCA examples. Every
// figure in the texts is what `sidestep compare` prints for the file now (tests/cli/cli.test.mjs checks).
//   npm run build:native && node scripts/examples/steersuite.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const INDEX = `${ROOT}examples/index.json`;
const AFTER = 'compare-orca-crowd.json'; // the new entries go after this one

/** The cases chosen: two agents each, so that every step of the avoiding can be followed by eye. */
const CASES = [
  { file: 'oncoming-1.xml', example: 'steersuite-oncoming-1.json',
    title: 'SteerSuite oncoming-1: two agents head-on, seek beside context and ORCA',
    teach: 'Two agents of radius 0.5 m walk towards each other at 1.3 m/s from 20 m apart, on paths that meet '
      + 'halfway. Seek walks straight through the other (its two contacts are counted, not prevented); context steering '
      + 'that sees agents steps aside and walks 14 % farther; ORCA passes with hardly any detour. The table under the '
      + 'panes shows what each paid.' },
  { file: 'crossing-1.xml', example: 'steersuite-crossing-1.json',
    title: 'SteerSuite crossing-1: two agents crossing at right angles',
    teach: 'Two agents cross at right angles, 8 m and 9 m from the crossing at the start: at 1.3 m/s they would '
      + 'meet on it. Seek walks through the other; context steering that sees agents bends round it (8 % farther); '
      + 'ORCA, whose half-planes split the avoiding between the two, keeps closest to a straight line.' },
  { file: 'doorway-two-way.xml', example: 'steersuite-doorway-two-way.json',
    title: 'SteerSuite doorway-two-way: two agents meet in one doorway',
    teach: 'A corridor with a thin wall across it and a doorway 1.6 m wide, too narrow for two; the agents come '
      + 'at it from both sides on the same line. Seek walks through the other in the doorway; context steering that '
      + 'sees agents dodges the other and runs into the door frame doing it (one collision); ORCA, which sees the walls '
      + 'and the other agent in one velocity space, slows one agent almost to a stop before the door until the other '
      + 'is through: no contact, no collision.' },
];

/** The compare set: the same agents as seek (as imported), as context seeing agents, and as ORCA at the case's speed. */
const compare = (speed) => [
  { label: 'seek', behavior: 'seek' },
  { label: 'context, sees agents', behavior: 'context', params: { seeAgents: true } },
  { label: 'orca', behavior: 'orca', params: { preferredSpeed: speed } },
];

for (const c of CASES) {
  const r = spawnSync(CLI, ['import', `examples/steersuite/${c.file}`], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`sidestep import ${c.file}: ${r.stderr}`);
  const imported = JSON.parse(r.stdout);
  const speeds = new Set(imported.agents.map((a) => a.maxSpeed));
  if (speeds.size !== 1) throw new Error(`${c.file}: agents of different speeds; one ORCA preferredSpeed would not fit them all`);
  const scenario = {
    version: imported.version,
    title: c.title,
    description: `SteerSuite's published test case ${c.file} (the file in examples/steersuite/, run by \`sidestep steersuite\`), `
      + `as \`sidestep import\` converts it. ${c.teach} ${imported.description} The licence: examples/steersuite/LICENSE.txt.`,
    world: imported.world,
    agents: imported.agents,
    sim: imported.sim,
    compare: compare([...speeds][0]),
    view: { step: 0, playing: false, overlays: ['goals', 'trail'], selected: null, pace: 40 },
  };
  writeFileSync(`${ROOT}examples/${c.example}`, `${JSON.stringify(scenario, null, 1)}\n`);
}

// The index is written by hand, one entry a line: the new lines go in after AFTER's, or replace their own.
// The gallery's keys written by hand (group, line, lesson, lessonAt) are kept for a case already listed.
const listed = new Map(JSON.parse(readFileSync(INDEX, 'utf8')).examples.map((e) => [e.file, e]));
const entryOf = (c) => { const { group = 'SteerSuite cases', line, lesson, lessonAt } = listed.get(c.example) ?? {}; return { file: c.example, title: c.title, group, line, lesson, lessonAt }; };
const lines = readFileSync(INDEX, 'utf8').split('\n').filter((l) => !CASES.some((c) => l.includes(`"file": "${c.example}"`)));
const at = lines.findIndex((l) => l.includes(`"file": "${AFTER}"`)) + 1;
if (at === 0) throw new Error(`${AFTER} is not in examples/index.json`);
lines.splice(at, 0, ...CASES.map((c) => `    ${JSON.stringify(entryOf(c)).replace(/","/g, '", "').replace(/":/g, '": ').replace(/,"/g, ', "')},`));
writeFileSync(INDEX, lines.join('\n'));
JSON.parse(readFileSync(INDEX, 'utf8')); // still JSON
console.log(`wrote ${CASES.map((c) => c.example).join(', ')} and their lines in examples/index.json`);
