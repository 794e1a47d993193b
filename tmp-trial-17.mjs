import { launch } from './tmp-trial-lib.mjs';
const lang = process.argv[2] || 'en';
const { browser, page, logs } = await launch({ query: `?lang=${lang}`, phone: true });
await page.evaluate(() => {
  const T = () => Math.round(performance.now());
  window.__ev = []; const log = (s) => window.__ev.push(`${T()} ${s}`); window.__log = log;
  const toast = document.getElementById('toast'); let lt = '';
  const poll = () => { const tt = toast.hidden ? '(hidden)' : toast.textContent; if (tt !== lt) { const r = toast.getBoundingClientRect(); log(`toast: ${tt} [x=${Math.round(r.x)} w=${Math.round(r.width)} y=${Math.round(r.y)} h=${Math.round(r.height)}]`); lt = tt; } requestAnimationFrame(poll); }; poll();
});
// open the sheet the way a user would: tap its handle
const sheetHandle = page.getByText(/Szene, gewählter|Scene, selected|المشهد/).first();
console.log('sheet handle visible', await sheetHandle.isVisible().catch(() => false));
await sheetHandle.tap().catch(e => console.log('tap sheet failed', e.message));
await page.waitForTimeout(600);
await page.screenshot({ path: `/tmp/trial/60-phone-${lang}-sheet.png` });
await page.locator('#import').scrollIntoViewIfNeeded();
await page.waitForTimeout(300);
await page.screenshot({ path: `/tmp/trial/61-phone-${lang}-import.png` });
const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 5000 }), page.locator('#import').tap()]).catch(e => { console.log('chooser failed', e.message); return [null]; });
if (!chooser) { await browser.close(); process.exit(); }
await chooser.setFiles('/tmp/trial/huge.json');
await page.waitForFunction(() => !document.getElementById('toast').hidden, null, { polling: 5, timeout: 10000 });
await page.waitForTimeout(100);
await page.screenshot({ path: `/tmp/trial/62-phone-${lang}-reading.png` });
// close sheet? tap world if visible
const wb = await page.locator('#world').boundingBox();
console.log('world box', JSON.stringify(wb));
await page.touchscreen.tap(195, 290);
await page.waitForTimeout(50);
await page.screenshot({ path: `/tmp/trial/63-phone-${lang}-wait.png` });
await page.waitForFunction(() => document.getElementById('grid-w').value === '512', null, { polling: 20, timeout: 20000 });
await page.waitForTimeout(1500);
await page.screenshot({ path: `/tmp/trial/64-phone-${lang}-opened.png` });
console.log((await page.evaluate(() => window.__ev)).join('\n'));
console.log(logs.filter(l => !/Blocking/.test(l)).join('\n'));
await browser.close();
