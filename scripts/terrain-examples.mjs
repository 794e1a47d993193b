// Writes the three terrain examples (examples/feelers-slope-*.json): their height fields are computed
// here from the shapes named in each description, kept to hundredths of a unit (as the page's brush keeps
// them). Run `node scripts/terrain-examples.mjs` after changing a shape; tests/cli/cli.test.mjs holds
// each example's promise, checked by running it with slope compensation on and off.
import { writeFileSync } from 'node:fs';

const EXAMPLES = new URL('../examples/', import.meta.url);
const round = (h) => Math.round(h * 100) / 100 || 0; // never -0

/** (h + 1) rows of (w + 1) vertex heights from f(x, y). */
function heights(w, h, f) {
  const rows = [];
  for (let y = 0; y <= h; y++) {
    const row = [];
    for (let x = 0; x <= w; x++) row.push(round(f(x, y)));
    rows.push(row);
  }
  return rows;
}

/** A smooth bump: height `top` at (cx, cy), falling as a half cosine to 0 at `radius`. */
const bump = (cx, cy, radius, top) => (x, y) => {
  const r = Math.hypot(x - cx, y - cy);
  return r < radius ? top * 0.5 * (1 + Math.cos((Math.PI * r) / radius)) : 0;
};

const grid = (w, h, blocked = () => false) =>
  Array.from({ length: h }, (_, y) => Array.from({ length: w }, (_, x) => (blocked(x, y) ? '@' : '.')).join(''));

const COMPARE = [
  { label: 'slope on', params: { slope: true } },
  { label: 'slope off', params: { slope: false } },
];
const VIEW = {
  step: 0,
  playing: false,
  overlays: ['goals', 'rays', 'trail', 'forces', 'profile'],
  selected: 0,
  speed: 1,
};

const examples = {
  'feelers-slope-hill.json': {
    version: 1,
    title: 'Feelers over a hill: slope compensation walks over it',
    description:
      'A smooth hill 1.5 units high and 7 in radius lies just off the straight way (its top 1 unit to the side). The feelers start 0.5 above the ground. ' +
      "With slope compensation (the article's fourth ray: the ground's normal under the agent against its heading) their ends rise on the incline and fall " +
      'on the decline, and the walker goes straight over the hill: no feeler touches the ground. Switch slope off (the compare set, or the slope box in the ' +
      "panel): the level feelers run into the rising ground, the one on the hill's side first, and the walker veers away from open ground it could " +
      'have walked over. The side view (bottom left) shows the ground under each feeler, the down ray, the normal and the offset.',
    world: { grid: grid(32, 16), terrain: { heights: heights(32, 16, bump(16, 9, 7, 1.5)) } },
    agents: [{ name: 'walker', behavior: 'feelers', start: [2, 8], goal: [30, 8] }],
    sim: { dt: 0.02, maxSteps: 1500, seed: 1 },
    compare: COMPARE,
    view: VIEW,
  },
  'feelers-slope-low-wall.json': {
    version: 1,
    title: 'Feelers downhill toward a low wall: without compensation they pass over it',
    description:
      'The ground falls 0.3 per unit toward a wall 0.8 high (world.wallHeight) that stands on the slope; the feelers start 0.5 above the ground. ' +
      "Level feelers keep the height of the ground under the agent, so the falling ground takes the wall's top below them: they pass over it " +
      "until the runner is about a unit away, and then all three hit at once, the influences cancel (the feelers' head-on failure) and it runs " +
      'into the wall (a collision). With slope compensation the decline lowers their ends, the left and centre ' +
      "feelers meet the wall's face and the agent steers round its end. At the foot of the slope the lowered ends touch the level ground ahead " +
      'for a few steps (the offset follows the slope under the agent, not the one ahead) and ease back.',
    world: {
      grid: grid(32, 12, (x, y) => x === 22 && y >= 2 && y < 8),
      wallHeight: 0.8,
      terrain: { heights: heights(32, 12, (x) => (x <= 25 ? (25 - x) * 0.3 : 0)) },
    },
    agents: [{ name: 'runner', behavior: 'feelers', start: [2, 7.2], goal: [30, 7.2] }],
    sim: { dt: 0.02, maxSteps: 1500, seed: 1 },
    compare: COMPARE,
    view: VIEW,
  },
  'feelers-slope-valley-posts.json': {
    version: 1,
    title: 'Feelers through a valley with posts: down to them, and up out again',
    description:
      'A valley 2 units deep runs across the way (a half cosine 16 units wide); five posts 0.6 high stand along its floor. Going down, level feelers ' +
      "stay above the posts' tops until it is too late: the walker clips the post in its way. Climbing out, they run into the far slope, and " +
      'the walker wanders along the valley before it finds its way up (a much longer path). With slope compensation the decline lowers the ' +
      "ends onto the posts in time and the incline raises them over the climb: it passes the post cleanly and walks straight out. At the valley's " +
      'floor the centre feeler still touches the far slope for a few steps: the slope under the agent is level there, and the rule cannot see the ' +
      'climb ahead (a centre hit alone does not steer).',
    world: {
      grid: grid(32, 15),
      terrain: {
        heights: heights(32, 15, (x) => {
          const d = Math.abs(x - 16);
          return d < 8 ? 2 * (1 - 0.5 * (1 + Math.cos((Math.PI * d) / 8))) : 2;
        }),
      },
      circles: [2.5, 5, 7.5, 10, 12.5].map((y) => ({ x: 16, y, r: 0.7, height: 0.6 })),
    },
    agents: [{ name: 'walker', behavior: 'feelers', start: [2, 7], goal: [30, 7] }],
    sim: { dt: 0.02, maxSteps: 1500, seed: 1 },
    compare: COMPARE,
    view: VIEW,
  },
};

/** JSON with each height row on one line, so the files stay readable. */
function format(doc) {
  return JSON.stringify(doc, null, 2).replace(
    /\[\n\s+(-?[\d.]+(?:,\n\s+-?[\d.]+)*)\n\s+\]/g,
    (_, body) => `[${body.split(/,\n\s+/).join(', ')}]`,
  );
}

for (const [file, doc] of Object.entries(examples)) {
  writeFileSync(new URL(file, EXAMPLES), `${format(doc)}\n`);
  console.log(`wrote examples/${file}`);
}
