import { launch, openFile } from './tmp-trial-lib.mjs';
const what = process.argv[2] || 'play';
const delay = +(process.argv[3] || 0);
const { browser, page, logs } = await launch();
await page.evaluate(() => {
  const T = () => Math.round(performance.now());
  window.__ev = []; const log = (s) => window.__ev.push(`${T()} ${s}`); window.__log = log;
  const toast = document.getElementById('toast');
  new MutationObserver(() => log(`toastMut hidden=${toast.hidden} ${toast.textContent.slice(0, 40)}`)).observe(toast, { subtree: true, childList: true, characterData: true, attributes: true });
  new PerformanceObserver(l => { for (const e of l.getEntries()) log(`LONGTASK start=${Math.round(e.startTime)} dur=${Math.round(e.duration)}`); }).observe({ type: 'longtask' });
  let lw = '', lp = '';
  const poll = () => {
    const w = document.getElementById('grid-w').value; if (w !== lw) { log('grid-w: ' + w); lw = w; }
    const p = document.querySelector('.stage')?.innerText.match(/step \d+[^\n]*/)?.[0]; if (p !== lp) { log('pill: ' + p); lp = p; }
    requestAnimationFrame(poll);
  }; poll();
});
const log = (s) => page.evaluate(x => window.__log(x), s);
await openFile(page, '/tmp/trial/huge.json');
await page.waitForFunction(() => /building/.test(document.getElementById('toast').textContent), null, { polling: 2, timeout: 10000 });
if (delay) await page.waitForTimeout(delay);
await log('ACT ' + what);
const world = await page.locator('#world').boundingBox();
const t = Date.now();
if (what === 'play') await page.mouse.click(...(await page.locator('#play').boundingBox().then(b => [b.x + b.width/2, b.y + b.height/2])));
if (what === 'step') await page.mouse.click(...(await page.locator('#step').boundingBox().then(b => [b.x + b.width/2, b.y + b.height/2])));
if (what === 'world') await page.mouse.click(world.x + 300, world.y + 300);
if (what === 'space') { await page.keyboard.press('Space'); }
await log(`ACT done ${Date.now() - t}ms`);
await page.waitForTimeout(1500);
await page.screenshot({ path: `/tmp/trial/55-after-build-${what}.png` });
await page.waitForTimeout(5000);
console.log((await page.evaluate(() => window.__ev)).filter(s => !/% read/.test(s)).join('\n'));
await browser.close();
