import { launch, openFile } from './tmp-trial-lib.mjs';
const button = process.argv[2] || 'left';
const { browser, page, logs } = await launch();
await page.evaluate(() => {
  const T = () => Math.round(performance.now());
  window.__ev = []; const log = (s) => window.__ev.push(`${T()} ${s}`); window.__log = log;
  const toast = document.getElementById('toast'); let lt = '', lw = '', lp = '', ls = '';
  const poll = () => {
    const tt = toast.hidden ? '(hidden)' : toast.textContent; if (tt !== lt) { log('toast: ' + tt); lt = tt; }
    const w = (document.querySelector('#world-description')?.innerText || '').split('\n').find(s => /cells/.test(s)) || ''; if (w !== lw) { log('world: ' + w.slice(0, 90)); lw = w; }
    const p = document.querySelector('.stage')?.innerText.match(/step \d+[^\n]*/)?.[0]; if (p !== lp) { log('pill: ' + p); lp = p; }
    const s = document.querySelector('#panel h2, .inspector h2, .selected-name')?.textContent || document.querySelector('#panel')?.innerText.split('\n')[0]; if (s !== ls) { log('panel top: ' + (s||'').slice(0, 60)); ls = s; }
    requestAnimationFrame(poll);
  }; poll();
});
const log = (s) => page.evaluate(x => window.__log(x), s);
await openFile(page, '/tmp/trial/huge.json');
await page.waitForFunction(() => /read/.test(document.getElementById('toast').textContent) && !document.getElementById('toast').hidden, null, { polling: 5, timeout: 10000 });
// start a drag during read
await log('DRAG down (' + button + ')');
await page.mouse.move(500, 400);
await page.mouse.down({ button });
await page.mouse.move(560, 430, { steps: 4 });
await page.waitForFunction(() => document.getElementById('grid-w').value === '512', null, { polling: 20, timeout: 20000 });
await log('opened; moving further while still held');
await page.waitForTimeout(300);
const c1 = await page.locator('#world').screenshot();
await page.mouse.move(650, 500, { steps: 6 });
await page.waitForTimeout(300);
const c2 = await page.locator('#world').screenshot();
await log('canvas changed by held move: ' + !c1.equals(c2));
await page.mouse.up({ button });
await log('DRAG up');
await page.waitForTimeout(300);
await page.screenshot({ path: `/tmp/trial/40-after-drag-${button}.png` });
// free mouse moves after
await page.mouse.move(400, 300, { steps: 5 });
await page.waitForTimeout(200);
const c3 = await page.locator('#world').screenshot();
await page.mouse.move(450, 350, { steps: 5 });
await page.waitForTimeout(200);
const c4 = await page.locator('#world').screenshot();
await log('canvas changed by free move after up: ' + !c3.equals(c4));
// wheel zoom
await page.mouse.move(490, 320);
const z0 = await page.locator('#world').screenshot();
await page.mouse.wheel(0, -600);
await page.waitForTimeout(500);
const z1 = await page.locator('#world').screenshot();
await log('wheel changed canvas: ' + !z0.equals(z1));
await page.screenshot({ path: `/tmp/trial/41-after-wheel-${button}.png` });
// click an agent: click at canvas centre-ish in agent rows
await page.mouse.click(490, 320);
await page.waitForTimeout(500);
await page.screenshot({ path: `/tmp/trial/42-after-click-${button}.png` });
// play
await page.click('#play');
await page.waitForTimeout(3000);
await page.click('#play');
await page.waitForTimeout(300);
await page.screenshot({ path: `/tmp/trial/43-after-play-${button}.png` });
console.log((await page.evaluate(() => window.__ev)).filter(s => !/LONG/.test(s)).join('\n'));
console.log(logs.join('\n'));
await browser.close();
