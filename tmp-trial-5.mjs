import { launch, openFile } from './tmp-trial-lib.mjs';
const how = process.argv[2] || 'example';
const query = process.argv[3] || '';
const { browser, page, logs } = await launch({ query });
await page.evaluate(() => {
  const T = () => Math.round(performance.now());
  window.__ev = []; const log = (s) => window.__ev.push(`${T()} ${s}`); window.__log = log;
  new PerformanceObserver(l => { for (const e of l.getEntries()) log(`LONGTASK start=${Math.round(e.startTime)} dur=${Math.round(e.duration)}`); }).observe({ type: 'longtask' });
  const toast = document.getElementById('toast'); let lt = '', lw = '';
  const poll = () => {
    const tt = toast.hidden ? '(hidden)' : toast.textContent; if (tt !== lt) { log('toast: ' + tt); lt = tt; }
    const w = (document.querySelector('#world-description')?.innerText || '').split('\n').find(s => /cells/.test(s)) || ''; if (w !== lw) { log('world: ' + w.slice(0, 110)); lw = w; }
    requestAnimationFrame(poll);
  }; poll();
});
const opts = await page.$$eval('#examples option', os => os.map(o => o.value).filter(Boolean));
console.log('examples', opts.length, opts.slice(0, 5));
const world = await page.locator('#world').boundingBox();
// an edit first: add a wall with Walls tool at an empty cell
await page.click('#tools >> text=Walls').catch(e => console.log('no walls button', e.message));
await page.mouse.click(250, 330); await page.waitForTimeout(300);
await page.click('#tools >> text=Select').catch(() => {});
await page.evaluate(() => window.__log('--- edit done'));
const act = async (label, fn) => { await page.evaluate(l => window.__log('ACT ' + l + ' start'), label); const t = Date.now(); await fn(); await page.evaluate(([l, d]) => window.__log(`ACT ${l} done (${d} ms node)`), [label, Date.now() - t]); };
await act('open', () => openFile(page, '/tmp/trial/huge.json'));
await page.waitForFunction(() => /read/.test(document.getElementById('toast').textContent) && !document.getElementById('toast').hidden, null, { polling: 5, timeout: 10000 });
await page.waitForTimeout(40);
await page.screenshot({ path: `/tmp/trial/20-${how}-during.png` });
if (how === 'example') await act('select example', () => page.selectOption('#examples', opts[3]));
if (how === 'gallery') { await act('click Gallery', () => page.click('#gallery-open')); }
if (how === 'undo-button') await act('click undo', () => page.click('#undo'));
if (how === 'ctrlz') { await act('Ctrl+Z', () => page.keyboard.press('Control+z')); }
if (how === 'ctrlz-world') { await page.locator('#world').focus(); await act('Ctrl+Z', () => page.keyboard.press('Control+z')); }
await page.waitForTimeout(300);
await page.screenshot({ path: `/tmp/trial/21-${how}-300ms.png` });
if (how === 'gallery') {
  const card = page.locator('dialog[open] button, dialog[open] a, .gallery button').filter({ hasText: /./ });
  console.log('gallery items', await card.count(), await card.allInnerTexts().then(a => a.slice(0, 6)));
}
await page.waitForTimeout(5000);
await page.screenshot({ path: `/tmp/trial/22-${how}-5s.png` });
const tryClick = async (sel) => { if (await page.$eval(sel, b => b.disabled)) { await page.evaluate(s => window.__log(s + ' DISABLED'), sel); return; } await page.click(sel); };
await act('undo btn', () => tryClick('#undo'));
await page.waitForTimeout(500);
await act('undo btn 2', () => tryClick('#undo'));
await page.waitForTimeout(500);
await act('redo btn', () => tryClick('#redo'));
await page.waitForTimeout(500);
await act('redo btn 2', () => tryClick('#redo'));
await page.waitForTimeout(500);
console.log('undo disabled?', await page.$eval('#undo', b => b.disabled + ' ' + b.title), 'redo', await page.$eval('#redo', b => b.disabled + ' ' + b.title));
console.log((await page.evaluate(() => window.__ev)).join('\n'));
console.log('errors box:', await page.evaluate(() => [...document.querySelectorAll('[role=alert], .errors, #errors')].filter(e => !e.hidden && e.offsetParent).map(e => e.innerText.slice(0, 200))));
console.log(logs.join('\n'));
await browser.close();
