// One file to send: `node scripts/sidestep.mjs html` writes a scene made up here (among no example) as one HTML
// file under 1 MiB that opens from file:// with the network off, at the link's step, and steps to the native
// tool's hash; a bundled lesson written the same way plays its checkpoints, each caption, step and hash equal to
// `sidestep lesson --json`'s; nothing is fetched from any network, and the page logs no error.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';

import { chromium } from 'playwright-core';

import { ARGS, CHROMIUM } from './browser.mjs';
import { MADE_UP, nativeHash } from './made-up-scene.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LESSON = 'whiskers';

/** Writes the one file of `input` to `out` with the command line; its size in bytes. */
function writeHtml(input, out) {
  const r = spawnSync(process.execPath, [`${ROOT}scripts/sidestep.mjs`, 'html', input, '-o', out], {
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  return statSync(out).size;
}

describe('one file to send', () => {
  let dir, context;
  const errors = [],
    requests = [];
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sidestep-one-file-'));
    context = await chromium.launchPersistentContext(join(dir, 'profile'), {
      executablePath: CHROMIUM,
      headless: true,
      args: ARGS,
      viewport: { width: 1280, height: 800 },
    });
    await context.setOffline(true);
    context.on('request', (r) => requests.push(r.url()));
  });
  after(async () => {
    await context?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Opens `file` from file:// in a new tab and waits for the page to be ready. */
  async function open(file) {
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`file://${file}`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 30000 });
    return page;
  }

  it('a scene among no example: under 1 MiB, opens offline at the link step and steps to the native hash', async () => {
    const steps = 300;
    const expected = nativeHash(join(dir, 'made-up.json'), steps);
    // A link that says step 120 and a selected agent: the file opens there.
    const view = { ...MADE_UP, view: { step: 120, selected: 2 } };
    const link = `#s=${deflateRawSync(JSON.stringify(view)).toString('base64url')}`;
    const size = writeHtml(link, join(dir, 'scene.html'));
    assert.ok(size < 1 << 20, `${size} bytes: under 1 MiB`);
    const page = await open(join(dir, 'scene.html'));
    assert.equal(await page.textContent('#scene-title'), MADE_UP.title);
    assert.equal(await page.evaluate(() => window.sidestep.state().step), 120);
    const hash = await page.evaluate((n) => {
      window.sidestep.seek(n);
      return window.sidestep.hash();
    }, steps);
    assert.equal(hash, expected);
    assert.ok(
      requests.every((u) => u.startsWith('file:') || u.startsWith('data:') || u.startsWith('blob:')),
      requests.join(', '),
    );
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('a lesson plays its checkpoints offline, each equal to the native tool', async () => {
    const expected = JSON.parse(
      execFileSync(`${ROOT}build/native/sidestep`, ['lesson', `${ROOT}examples/lessons/${LESSON}.json`, '--json'], {
        encoding: 'utf8',
      }),
    ).checkpoints;
    writeHtml(`${ROOT}examples/lessons/${LESSON}.json`, join(dir, 'lesson.html'));
    const page = await open(join(dir, 'lesson.html'));
    await page.waitForFunction((id) => document.body.dataset.lesson === id, LESSON);
    for (let k = 0; k < expected.length; k++) {
      await page.waitForFunction((at) => document.getElementById('lesson').dataset.at === String(at), k);
      const shown = await page.evaluate(() => ({
        caption: document.getElementById('lesson-caption').textContent,
        step: window.sidestep.state().step,
        hash: window.sidestep.hash(),
      }));
      assert.equal(shown.caption, expected[k].caption, `checkpoint ${k + 1}`);
      assert.equal(shown.step, expected[k].step, `checkpoint ${k + 1}: step`);
      assert.equal(shown.hash, expected[k].hash, `checkpoint ${k + 1}: hash`);
      if (k < expected.length - 1) await page.click('#lesson-next');
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
});
