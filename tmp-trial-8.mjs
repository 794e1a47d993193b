import { launch, openFile } from './tmp-trial-lib.mjs';
const key = process.argv[2] === 'key';
const { browser, page, logs } = await launch();
await page.evaluate(() => {
  const T = () => Math.round(performance.now());
  window.__ev = []; const log = (s) => window.__ev.push(`${T()} ${s}`); window.__log = log;
  const toast = document.getElementById('toast'); let lt = '', lw = '', lg = '';
  const poll = () => {
    const tt = toast.hidden ? '(hidden)' : toast.textContent; if (tt !== lt) { log('toast: ' + tt); lt = tt; }
    const w = (document.querySelector('#world-description')?.innerText || '').split('\n').find(s => /cells/.test(s)) || ''; if (w !== lw) { log('world: ' + w.slice(0, 90)); lw = w; }
    const g = document.querySelector('dialog.gallery[open], dialog[open]') ? 'open' : 'closed'; if (g !== lg) { log('dialog ' + g); lg = g; }
    requestAnimationFrame(poll);
  }; poll();
});
const act = async (label, fn) => { await page.evaluate(l => window.__log('ACT ' + l + ' start'), label); const t = Date.now(); await fn(); await page.evaluate(([l, d]) => window.__log(`ACT ${l} done (${d} ms node)`), [label, Date.now() - t]); };
await act('open', () => openFile(page, '/tmp/trial/huge.json'));
await page.waitForFunction(() => /read/.test(document.getElementById('toast').textContent) && !document.getElementById('toast').hidden, null, { polling: 5, timeout: 10000 });
if (key) { await page.locator('#world').focus(); await act('G key', () => page.keyboard.press('g')); }
else await act('click Gallery', () => page.click('#gallery-open'));
await page.waitForTimeout(100);
await page.screenshot({ path: `/tmp/trial/31-gallery-during-${key?'key':'btn'}.png` });
const open = await page.evaluate(() => !!document.querySelector('dialog[open]'));
if (open) await act('click card 4', () => page.locator('dialog[open] .gallery-card').nth(3).click());
await page.waitForTimeout(5000);
await page.screenshot({ path: `/tmp/trial/32-gallery-after-${key?'key':'btn'}.png` });
console.log((await page.evaluate(() => window.__ev)).join('\n'));
console.log(logs.join('\n'));
await browser.close();
