// The pictures of the page in README.md and docs/, taken in headless Chromium from the gallery's examples:
// `npm run screenshots` (or `node scripts/screenshots.mjs` after a wasm build) writes them under docs/ (`node scripts/screenshots.mjs
// orca.png` only the ones named). Each picture is a real state of the page, reached with the console API as
// a user would with clicks and keys.
import { openPlayground } from '../tests/browser/browser.mjs';
import { lessonShots } from './lesson-shots.mjs';
import { takeThumbnails } from './thumbnails.mjs';

const DOCS = new URL('../docs/', import.meta.url);

const shots = [
  {
    file: 'screenshot.png',
    size: [1280, 800],
    async setup(page) {
      // The welcome scene mid-run, as the README's picture.
      await page.selectOption('#examples', 'welcome.json');
      await page.waitForFunction(() => window.sidestep.state().agents.length === 4);
      await page.evaluate(() => {
        window.sidestep.step(140);
        window.sidestep.select('agent', 3);
      });
    },
  },
  {
    file: 'phone.png',
    size: [390, 844],
    phone: true,
    async setup(page) {
      // A tap on the agent, then on the sheet's handle: why it moves in the sheet, the agent above it.
      await open(page, 'whiskers-circle-field.json');
      await page.evaluate(() => window.sidestep.step(240));
      const [x, y] = await page.evaluate(() => window.sidestep.worldToClient(...window.sidestep.sim.agent(0).position));
      await page.touchscreen.tap(x, y);
      await page.tap('#sheet-handle');
    },
  },
  {
    file: 'presenter.png',
    size: [1280, 720],
    query: '?present=1',
    async setup(page) {
      // Presenter mode (P): the canvas and why the selected agent moves side by side, in large type.
      await open(page, 'whiskers-wall-end.json');
      await page.evaluate(() => {
        window.sidestep.compare(null);
        window.sidestep.step(150);
        window.sidestep.select('agent', 0);
      });
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
      await page.evaluate(() => {
        window.sidestep.select('agent', 0);
        window.sidestep.step(330);
      });
    },
  },
  {
    file: 'compare-overlay.png',
    size: [1280, 800],
    async setup(page) {
      // The same compare overlaid: the four runs in one world, each in its colour with its trail, the charts open.
      await open(page, 'compare-ray-behaviours.json');
      await page.evaluate(() => {
        window.sidestep.select('agent', 0);
        window.sidestep.step(330);
        window.sidestep.charts(true);
      });
      await page.click('#compare-overlay');
      await page.locator('#compare-panes .overlay-pane').waitFor();
    },
  },
  {
    file: 'charts.png',
    size: [1280, 800],
    async setup(page) {
      await open(page, 'welcome.json');
      await page.evaluate(() => {
        window.sidestep.select('agent', 0);
        window.sidestep.step(420);
        window.sidestep.charts(true);
      });
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
      await panelTo(page, '.events');
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
      await page.evaluate(() => {
        window.sidestep.compare(null);
        window.sidestep.select('agent', 0);
        window.sidestep.step(160);
      });
    },
  },
  ...[
    ['on', true],
    ['off', false],
  ].map(([tag, slope]) => ({
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
    },
  },
  {
    file: 'gallery.png',
    size: [1280, 800],
    async setup(page) {
      // The gallery opened with its button, scrolled to the n-proxy cards, one of them focused.
      await page.click('#gallery-open');
      await page.waitForSelector('dialog.gallery[open]');
      await page.focus('dialog.gallery .gallery-card[data-file="nproxy-cluster.json"]');
      await page.evaluate(() => {
        document.querySelectorAll('dialog.gallery h3')[2].scrollIntoView();
      });
      await page.waitForFunction(() =>
        [...document.querySelectorAll('dialog.gallery img')]
          .filter((i) => i.getBoundingClientRect().bottom > 0 && i.getBoundingClientRect().top < innerHeight)
          .every((i) => i.complete),
      );
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
      await page.evaluate(() => {
        window.sidestep.select('agent', 0);
        window.sidestep.step(40);
      });
      await panelTo(page, '#maps');
    },
  },
  {
    file: 'animation.png',
    size: [1280, 800],
    clip: '#animation-dialog .sheet',
    async setup(page) {
      // The Animation… dialog over the welcome scene, its estimate measured, as a user opens it under Edit.
      await page.evaluate(() => {
        window.sidestep.select('agent', 0);
        window.sidestep.step(300);
        window.sidestep.seek(120);
      });
      await page.click('#animation');
      await page.waitForFunction(() =>
        /frames of/.test(document.querySelector('#animation-dialog .anim-estimate')?.textContent ?? ''),
      );
    },
  },
];

async function open(page, file) {
  const ok = await page.evaluate(async (f) => window.sidestep.open(await (await fetch(`examples/${f}`)).json()), file);
  if (!ok) throw new Error(`could not open ${file}`);
}

/** Scrolls the panel so that a section starts right under the selection's dock (sticky at its top). */
async function panelTo(page, selector) {
  await page.evaluate((sel) => {
    const panel = document.getElementById('panel'),
      dock = document.getElementById('why-dock').getBoundingClientRect();
    panel.scrollTop += document.querySelector(sel).getBoundingClientRect().top - dock.bottom;
  }, selector);
}

/** The side view's box on the page (CSS pixels), as the last frame drew it. */
async function profileClip(page) {
  const box = await page.evaluate(() => window.sidestep.profile());
  const canvas = await page.locator('#world').boundingBox();
  if (!box?.shown) throw new Error('no side view drawn');
  return { x: canvas.x + box.x - 4, y: canvas.y + box.y - 4, width: box.w + 8, height: box.h + 8 };
}

shots.push(...lessonShots);

// `node scripts/screenshots.mjs orca.png terrain` takes only the pictures whose file names contain one of those;
// `thumbs` the gallery's thumbnails (examples/thumbs/), `thumbs orca` only those of the examples named orca*.
const only = process.argv.slice(2);
if (only[0] === 'thumbs') {
  await takeThumbnails(only.slice(1));
  process.exit(0);
}
if (only.length === 0) await takeThumbnails();
for (const shot of shots.filter((s) => only.length === 0 || only.some((name) => s.file.includes(name)))) {
  const pg = await openPlayground({
    width: shot.size[0],
    height: shot.size[1],
    hash: shot.query ?? '',
    ...(shot.phone ? { hasTouch: true, deviceScaleFactor: shot.scale ?? 2 } : {}),
  });
  try {
    await shot.setup(pg.page);
    await pg.page.waitForTimeout(500);
    const clip =
      shot.clip === 'profile'
        ? await profileClip(pg.page)
        : shot.clip
          ? await pg.page.locator(shot.clip).boundingBox()
          : undefined;
    await pg.page.screenshot({ path: new URL(shot.file, DOCS).pathname, clip });
    if (pg.errors.length) throw new Error(`${shot.file}: ${pg.errors.join('; ')}`);
    console.log(`docs/${shot.file}`);
  } finally {
    await pg.close();
  }
}
