// The pictures of the page in README.md and docs/, taken in headless Chromium from the gallery's examples:
// `npm run screenshots` (or `node scripts/screenshots.mjs` after a wasm build) writes them under docs/ (`node scripts/screenshots.mjs
// orca.png` only the ones named). Each picture is a real state of the page, reached with the console API as
// a user would with clicks and keys.
import { openPlayground } from '../tests/browser/browser.mjs';

const DOCS = new URL('../docs/', import.meta.url);

const shots = [
  {
    file: 'screenshot.png',
    size: [1280, 800],
    async setup(page) {
      // The welcome scene mid-run, as the README's picture.
      await page.selectOption('#examples', 'welcome.json');
      await page.waitForFunction(() => window.sidestep.state().agents.length === 4);
      await page.evaluate(() => { window.sidestep.step(140); window.sidestep.select('agent', 3); });
    },
  },
  {
    file: 'phone.png',
    size: [390, 844],
    phone: true,
    async setup(page) {
      await open(page, 'whiskers-circle-field.json');
      await page.evaluate(() => { window.sidestep.select('agent', 0); window.sidestep.step(240); });
    },
  },
  {
    file: 'crowd-thousand.png',
    size: [1280, 800],
    async setup(page) {
      // 1,000 agents of three behaviours at step 700, coloured by behaviour with its legend.
      await open(page, 'crowd-thousand.json');
      await page.evaluate(() => {
        window.sidestep.overlays([...new Set([...window.sidestep.overlays(), 'byBehavior'])]);
        window.sidestep.step(700);
      });
    },
  },
  {
    file: 'compare.png',
    size: [1280, 800],
    async setup(page) {
      await open(page, 'compare-ray-behaviours.json');
      await page.evaluate(() => { window.sidestep.select('agent', 0); window.sidestep.step(330); });
    },
  },
  {
    file: 'compare-overlay.png',
    size: [1280, 800],
    async setup(page) {
      // The same compare overlaid: the four runs in one world, each in its colour with its trail, the charts open.
      await open(page, 'compare-ray-behaviours.json');
      await page.evaluate(() => { window.sidestep.select('agent', 0); window.sidestep.step(330); window.sidestep.charts(true); });
      await page.click('#compare-overlay');
      await page.locator('#compare-panes .overlay-pane').waitFor();
    },
  },
  {
    file: 'charts.png',
    size: [1280, 800],
    async setup(page) {
      await open(page, 'welcome.json');
      await page.evaluate(() => { window.sidestep.select('agent', 0); window.sidestep.step(420); window.sidestep.charts(true); });
      await page.waitForTimeout(400);
      // Hover the first chart a third of the way along: the world shows that step.
      const box = await page.locator('#chart-canvas').boundingBox();
      await page.mouse.move(box.x + 46 + (210 - 52) * 0.4, box.y + 45);
    },
  },
  {
    file: 'timeline.png',
    size: [1280, 800],
    async setup(page) {
      await open(page, 'welcome.json');
      await page.evaluate(() => {
        window.sidestep.select('agent', 1);
        window.sidestep.step(700);
        window.sidestep.seek(265);
      });
      await page.waitForTimeout(300);
      // The events list beside the run, as a user scrolls the panel to it.
      await page.evaluate(() => { const p = document.getElementById('panel'); p.scrollTop = document.querySelector('.events').offsetTop - 60; });
    },
  },
  {
    file: 'embed.png',
    size: [640, 420],
    async setup(page) {
      await open(page, 'nproxy-stop-on-return.json');
      await page.evaluate(() => window.sidestep.step(12));
      const link = new URL(await page.evaluate(() => window.sidestep.shareUrl()));
      await page.goto(`${link.origin}${link.pathname}?embed=1${link.hash}`);
      await page.waitForSelector('body[data-ready="1"]');
    },
  },
  // Terrain (docs/terrain.md): the hill climbed with slope compensation, and the side view alone of the
  // runner above the low wall with compensation on and off.
  {
    file: 'terrain-hill.png',
    size: [1280, 800],
    async setup(page) {
      await open(page, 'feelers-slope-hill.json');
      await page.evaluate(() => { window.sidestep.compare(null); window.sidestep.select('agent', 0); window.sidestep.step(160); });
    },
  },
  ...[['on', true], ['off', false]].map(([tag, slope]) => ({
    file: `terrain-profile-${tag}.png`,
    size: [1280, 800],
    clip: 'profile',
    async setup(page) {
      await open(page, 'feelers-slope-low-wall.json');
      await page.evaluate((s) => {
        window.sidestep.compare(null);
        window.sidestep.setParam(0, 'slope', s);
        window.sidestep.select('agent', 0);
        window.sidestep.step(312);
      }, slope);
    },
  })),
  {
    file: 'orca.png',
    size: [1280, 800],
    async setup(page) {
      // RVO2's Blocks: an agent at a square's corner among six neighbours, its half-planes in the inset.
      await open(page, 'orca-blocks.json');
      await page.evaluate(() => {
        window.sidestep.step(140);
        window.sidestep.select('agent', 8);
        window.sidestep.camera({ x: 128, y: 142, zoom: 4.5 });
      });
      await page.waitForTimeout(300);
      // The panel's explanation in view, as a user scrolls to it.
      await page.evaluate(() => { const p = document.getElementById('panel'); p.scrollTop = document.querySelector('#selection .why').offsetTop - 40; });
    },
  },
  {
    file: 'maps.png',
    size: [1280, 800],
    async setup(page) {
      // A game map from the gallery, its problems run all in the worker, one that failed set up and run.
      await page.selectOption('#examples', 'map-room-32-32-4.json');
      await page.waitForSelector('.problem-row.selected');
      await page.click('button.run-all');
      await page.waitForSelector('.run-summary-box:not([hidden])', { timeout: 60000 });
      await page.evaluate(() => window.sidestep.overlays(['goals', 'decisions', 'trail', 'heatmap']));
      await page.evaluate(() => { window.sidestep.select('agent', 0); window.sidestep.step(40); });
      await page.evaluate(() => { const p = document.getElementById('panel'); p.scrollTop = document.getElementById('maps').offsetTop - 8; });
    },
  },
];

async function open(page, file) {
  const ok = await page.evaluate(async (f) => window.sidestep.open(await (await fetch(`examples/${f}`)).json()), file);
  if (!ok) throw new Error(`could not open ${file}`);
}

/** The side view's box on the page (CSS pixels), as the last frame drew it. */
async function profileClip(page) {
  const box = await page.evaluate(() => window.sidestep.profile());
  const canvas = await page.locator('#world').boundingBox();
  if (!box?.shown) throw new Error('no side view drawn');
  return { x: canvas.x + box.x - 4, y: canvas.y + box.y - 4, width: box.w + 8, height: box.h + 8 };
}

// `node scripts/screenshots.mjs orca.png terrain` takes only the pictures whose file names contain one of those.
const only = process.argv.slice(2);
for (const shot of shots.filter((s) => only.length === 0 || only.some((name) => s.file.includes(name)))) {
  const pg = await openPlayground({ width: shot.size[0], height: shot.size[1], ...(shot.phone ? { hasTouch: true, deviceScaleFactor: 2 } : {}) });
  try {
    await shot.setup(pg.page);
    await pg.page.waitForTimeout(500);
    const clip = shot.clip === 'profile' ? await profileClip(pg.page) : undefined;
    await pg.page.screenshot({ path: new URL(shot.file, DOCS).pathname, clip });
    if (pg.errors.length) throw new Error(`${shot.file}: ${pg.errors.join('; ')}`);
    console.log(`docs/${shot.file}`);
  } finally {
    await pg.close();
  }
}
