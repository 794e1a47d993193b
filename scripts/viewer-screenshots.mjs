// The pictures of the desktop viewer in docs/viewer.md, rendered headless by sidestep-viewer itself (no display, no
// browser): `npm run screenshots:viewer` (builds natively first) writes them under docs/; `node
// scripts/viewer-screenshots.mjs --out DIR [NAME.png ...]` writes them (or only the ones named) elsewhere.
// Tests never write docs/: the pictures change only when someone asks for them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const VIEWER = `${ROOT}build/native/sidestep-viewer`;

/** Each picture: the example, the step and the viewer's options (docs/viewer.md's caption names them). */
const shots = [
  // Car 3 on the race track: its context map as a polar chart, every slot in the panel.
  { file: 'viewer-context.png', args: ['examples/context-race-track.json', '--steps', '300', '--select', '2'] },
  // The n-proxy cluster at step 7, its own selection (the P = 7 agent): values beside it, the heat map.
  { file: 'viewer-nproxy.png', args: ['examples/nproxy-cluster.json', '--steps', '7'] },
];

const argv = process.argv.slice(2);
let out = `${ROOT}docs`;
const only = [];
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === '--out') out = resolve(argv[++i] ?? '');
  else only.push(argv[i]);
}
const unknown = only.filter((name) => !shots.some((s) => s.file === name));
if (unknown.length) {
  console.error(`error: no picture ${unknown.join(', ')} (there are ${shots.map((s) => s.file).join(', ')})`);
  process.exit(2);
}
if (!existsSync(VIEWER)) {
  console.error(`error: ${VIEWER} is missing: run npm run build:native first (npm run screenshots:viewer does)`);
  process.exit(1);
}

for (const shot of shots) {
  if (only.length && !only.includes(shot.file)) continue;
  const png = `${out}/${shot.file}`;
  const r = spawnSync(VIEWER, [...shot.args, '--screenshot', png], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SDL_VIDEODRIVER: 'dummy' },
  });
  if (r.status !== 0) {
    process.stderr.write(r.stderr);
    console.error(`error: ${shot.file}: sidestep-viewer exited ${r.status}`);
    process.exit(1);
  }
  console.log(`${png}: ${shot.args.join(' ')} (${r.stdout.trim()})`);
}
