// The screenshots of every lesson's first checkpoint, at 1280x800 and on a 390x844 phone, for docs/lessons/
// (`npm run screenshots`, or `node scripts/screenshots.mjs lessons/`): the page opened at the lesson's link, as
// a reader opens it. And an exercise checked (docs/lessons/exercise-*.png): the whiskers lesson's exercise
// opened from a link carrying tests/data/scripts/whiskers.js, with "Check my solution" run.
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';

const index = JSON.parse(readFileSync(new URL('../examples/lessons/index.json', import.meta.url), 'utf8')).lessons;

const open = (id) => async (page) => {
  await page.evaluate((lesson) => {
    location.hash = `#lesson=${lesson}&at=1`;
  }, id);
  await page.waitForFunction((lesson) => document.body.dataset.lesson === lesson, id);
};

const whiskers = JSON.parse(readFileSync(new URL('../examples/lessons/whiskers.json', import.meta.url), 'utf8'));
const code = deflateRawSync(readFileSync(new URL('../tests/data/scripts/whiskers.js', import.meta.url))).toString(
  'base64url',
);
const checked = async (page) => {
  await page.evaluate(
    ([at, c]) => {
      location.hash = `#lesson=whiskers&at=${at}&code=${c}`;
    },
    [whiskers.checkpoints.length, code],
  );
  await page.waitForSelector('#lesson-exercise:not([hidden])', { timeout: 60000 });
  await page.waitForFunction(() =>
    JSON.parse(window.sidestep.sim.module.scriptSources(window.sidestep.sim.world)).mine.startsWith('// Two-whisker'),
  );
  await page.click('#exercise-check');
  await page.waitForFunction(() => document.getElementById('lesson-exercise').dataset.checked === 'done', null, {
    timeout: 600000,
  });
  await page.evaluate(() => {
    window.sidestep.seek(400);
  });
  await page.evaluate(() => {
    // The card scrolled to the verdict and the table (on a phone the exercise's box comes before the caption).
    const card = document.getElementById('lesson');
    const verdict = document.getElementById('exercise-verdict');
    card.scrollTop += verdict.getBoundingClientRect().top - card.getBoundingClientRect().top - 8;
  });
};

export const lessonShots = [
  ...index.flatMap(({ id }) => [
    { file: `lessons/${id}-desktop.png`, size: [1280, 800], setup: open(id) },
    { file: `lessons/${id}-phone.png`, size: [390, 844], phone: true, scale: 1, setup: open(id) },
  ]),
  { file: 'lessons/exercise-desktop.png', size: [1280, 800], setup: checked },
  { file: 'lessons/exercise-phone.png', size: [390, 844], phone: true, scale: 1, setup: checked },
];
