import { launch, openFile } from './tmp-trial-lib.mjs';
const delay = +(process.argv[2] || 0);
const what = process.argv[3] || 'down';
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
await page.waitForFunction(() => document.getElementById('grid-w').value === '512', null, { polling: 2, timeout: 10000 });
if (delay) await page.waitForTimeout(delay);
await log('ACT ' + what);
if (what === 'down') { await page.mouse.move(500, 400); await page.mouse.down(); await page.mouse.move(520, 420, { steps: 3 }); await page.mouse.up(); }
if (what === 'step') await page.click('#step');
if (what === 'space') { await page.locator('#world').focus(); await page.keyboard.press('Space'); }
await log('ACT done');
await page.waitForTimeout(400);
await page.screenshot({ path: `/tmp/trial/56-right-after-open-${what}-${delay}.png` });
await page.waitForTimeout(5000);
console.log((await page.evaluate(() => window.__ev)).filter(s => !/% read|LONG|pill: step [1-9]/.test(s)).join('\n'));
await browser.close();
