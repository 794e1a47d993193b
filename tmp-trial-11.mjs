import { launch, openFile } from './tmp-trial-lib.mjs';
const what = process.argv[2] || 'world';
const { browser, page, logs } = await launch();
await page.evaluate(() => {
  const T = () => Math.round(performance.now());
  window.__ev = []; const log = (s) => window.__ev.push(`${T()} ${s}`); window.__log = log;
  const toast = document.getElementById('toast'); let lt = '', lw = '', lp = '';
  const poll = () => {
    const tt = toast.hidden ? '(hidden)' : toast.textContent; if (tt !== lt) { log('toast: ' + tt); lt = tt; }
    const w = document.getElementById('grid-w').value; if (w !== lw) { log('grid-w: ' + w); lw = w; }
    const p = document.querySelector('.stage')?.innerText.match(/step \d+[^\n]*/)?.[0]; if (p !== lp) { log('pill: ' + p); lp = p; }
    requestAnimationFrame(poll);
  }; poll();
});
const log = (s) => page.evaluate(x => window.__log(x), s);
await openFile(page, '/tmp/trial/huge.json');
await page.waitForFunction(() => !document.getElementById('toast').hidden, null, { polling: 5, timeout: 10000 });
const world = await page.locator('#world').boundingBox();
let openedAt = 0;
for (let i = 0; i < 100; i++) {
  const t = Date.now();
  if (what === 'world') await page.mouse.click(world.x + 100 + (i % 10) * 30, world.y + 200);
  else if (what === 'step') await page.click('#step');
  else if (what === 'space') { await page.locator('#world').focus(); await page.keyboard.press('Space'); }
  const g = await page.evaluate(() => document.getElementById('grid-w').value);
  if (g === '512' && !openedAt) { openedAt = Date.now(); await log('seen open'); }
  if (openedAt && Date.now() - openedAt > 800) break;
  await page.waitForTimeout(30);
}
await log('stopped input');
await page.screenshot({ path: `/tmp/trial/53-stick-${what}.png` });
await page.waitForTimeout(6000);
console.log((await page.evaluate(() => window.__ev)).join('\n'));
await browser.close();
