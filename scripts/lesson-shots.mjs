// The screenshots of every lesson's first checkpoint, at 1280x800 and on a 390x844 phone, for docs/lessons/
// (`npm run screenshots`, or `node scripts/screenshots.mjs lessons/`): the page opened at the lesson's link, as
// a reader opens it.
import { readFileSync } from 'node:fs';

const index = JSON.parse(readFileSync(new URL('../examples/lessons/index.json', import.meta.url), 'utf8')).lessons;

const open = (id) => async (page) => {
  await page.evaluate((lesson) => { location.hash = `#lesson=${lesson}&at=1`; }, id);
  await page.waitForFunction((lesson) => document.body.dataset.lesson === lesson, id);
};

export const lessonShots = index.flatMap(({ id }) => [
  { file: `lessons/${id}-desktop.png`, size: [1280, 800], setup: open(id) },
  { file: `lessons/${id}-phone.png`, size: [390, 844], phone: true, scale: 1, setup: open(id) },
]);
