// A small web game over the sidestep npm package (not the playground): the arrow keys drive the player, a crowd of
// forty agents crosses the field avoiding it and each other. The game loop steps the core at its fixed dt as often as
// the frame time owes (at most a quarter of a second a frame, so a background tab does not snowball) and draws each
// frame interpolated between the last two steps. The agent nearest the player shows what the core recorded for its
// next decision (its rays and its avoidance force: records()) and why, in words (explain()).
// ?player=0 leaves the player out; ?manual=1 stops the animation loop so that a test steps frames itself (game.frame).
import { createWorld } from 'sidestep';

const SCENE = {
  version: 1,
  world: {
    size: [32, 18],
    circles: [
      { x: 10, y: 5, r: 1 },
      { x: 22, y: 13, r: 1 },
      { x: 16, y: 9, r: 0.6 },
    ],
  },
  regions: [
    {
      name: 'west',
      count: 20,
      seed: 1,
      start: { area: [1, 2, 5, 16] },
      goal: { area: [27, 2, 31, 16] },
      behavior: 'whiskers',
      radius: 0.35,
      maxSpeed: 2.5,
      avoidAgents: true,
    },
    {
      name: 'east',
      count: 20,
      seed: 2,
      start: { area: [27, 2, 31, 16] },
      goal: { area: [1, 2, 5, 16] },
      behavior: 'feelers',
      radius: 0.35,
      maxSpeed: 2.5,
      avoidAgents: true,
    },
  ],
  sim: { dt: 0.02, maxSteps: 100000, seed: 3 },
};

const KEYS = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  a: 'left',
  d: 'right',
  w: 'up',
  s: 'down',
};
const options = new URLSearchParams(location.search);
const canvas = document.getElementById('field');
const ctx = canvas.getContext('2d');
const status = document.getElementById('status');
const why = document.getElementById('why');

const world = await createWorld(SCENE);
let player = -1;
if (options.get('player') !== '0') {
  // Drive mode: the keys replace the player's goal; assist off, so it goes where it is driven.
  player = world.addAgent({ name: 'player', behavior: 'seek', start: [16, 2], goal: [16, 2], radius: 0.6, maxSpeed: 4 });
  world.setDrive(player, true, false);
}

const held = new Set();
addEventListener('keydown', (e) => {
  if (!KEYS[e.key]) return;
  held.add(KEYS[e.key]);
  e.preventDefault();
});
addEventListener('keyup', (e) => held.delete(KEYS[e.key]));

const scale = canvas.width / world.width;
const previous = new Float32Array(2 * world.agentCount); // positions one step ago, for the interpolation
let owed = 0; // seconds of game time not yet stepped
let nearest = -1;
let asked = 0;

/** One frame of `seconds`: the player's input, the steps owed, the picture. */
function frame(seconds) {
  owed += Math.min(seconds, 0.25);
  if (player >= 0) {
    const x = (held.has('right') ? 1 : 0) - (held.has('left') ? 1 : 0);
    const y = (held.has('down') ? 1 : 0) - (held.has('up') ? 1 : 0);
    world.setDriveInput(player, x, y);
  }
  while (owed >= world.dt) {
    previous.set(world.positions());
    world.step();
    owed -= world.dt;
  }
  draw(owed / world.dt);
}

function draw(alpha) {
  const now = world.positions();
  ctx.fillStyle = '#111a2c';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#3a4a66';
  for (const c of SCENE.world.circles) disc(c.x, c.y, c.r);
  nearest = player >= 0 ? nearestTo(now, player) : -1;
  for (let i = 0; i < world.agentCount; i++) {
    const x = previous[2 * i] + (now[2 * i] - previous[2 * i]) * alpha;
    const y = previous[2 * i + 1] + (now[2 * i + 1] - previous[2 * i + 1]) * alpha;
    ctx.fillStyle = i === player ? '#ff9d3c' : i === nearest ? '#8fe388' : i < 20 ? '#5fa8ff' : '#c58cff';
    disc(x, y, i === player ? 0.6 : 0.35);
  }
  if (nearest >= 0) overlay(nearest);
  status.textContent = `step ${world.stepCount} · ${world.agentCount} agents · ${world.threads} thread(s) · hash ${world.hash()}`;
}

/** What the core recorded for agent i's next decision: its rays (red where they hit) and its avoidance force. */
function overlay(i) {
  const steering = world.records(i).steering;
  if (!steering) return;
  ctx.lineWidth = 2;
  for (const ray of steering.rays) {
    ctx.strokeStyle = ray.hit ? '#ff5d5d' : '#6b7a95';
    line(ray.start, ray.hit ? ray.hitPoint : ray.end);
  }
  const [x, y] = world.positions().subarray(2 * i, 2 * i + 2);
  ctx.strokeStyle = '#8fe388';
  line([x, y], [x + steering.avoid[0] * 0.2, y + steering.avoid[1] * 0.2]);
  if (performance.now() - asked > 500) {
    asked = performance.now();
    world.explain(i).then((e) => (why.textContent = e ? e.text : ''));
  }
}

function nearestTo(p, k) {
  let best = -1,
    bestD = Infinity;
  for (let i = 0; i < world.agentCount; i++) {
    if (i === k) continue;
    const d = Math.hypot(p[2 * i] - p[2 * k], p[2 * i + 1] - p[2 * k + 1]);
    if (d < bestD) [best, bestD] = [i, d];
  }
  return best;
}

function disc(x, y, r) {
  ctx.beginPath();
  ctx.arc(x * scale, y * scale, r * scale, 0, 2 * Math.PI);
  ctx.fill();
}

function line(a, b) {
  ctx.beginPath();
  ctx.moveTo(a[0] * scale, a[1] * scale);
  ctx.lineTo(b[0] * scale, b[1] * scale);
  ctx.stroke();
}

previous.set(world.positions());
draw(0);
window.game = { world, player, frame, held };
if (options.get('manual') !== '1') {
  let last = performance.now();
  const loop = (t) => {
    frame((t - last) / 1000);
    last = t;
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
}
canvas.focus();
