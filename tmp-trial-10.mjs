import { launch, openFile } from './tmp-trial-lib.mjs';
const phase = process.argv[2] || 'building';
const query = process.argv[3] || '';
const phone = process.argv[4] === 'phone';
const tag = process.argv[5] || phase;
const { browser, page, logs } = await launch({ query, phone });
await page.evaluate(() => {
  const T = () => Math.round(performance.now());
  window.__ev = []; const log = (s) => window.__ev.push(`${T()} ${s}`); window.__log = log;
  const toast = document.getElementById('toast'); let lt = '', lw = '';
  const poll = () => {
    const tt = toast.hidden ? '(hidden)' : toast.textContent; if (tt !== lt) { log('toast: ' + tt); lt = tt; }
    const w = document.getElementById('grid-w').value; if (w !== lw) { log('grid-w: ' + w); lw = w; }
    requestAnimationFrame(poll);
  }; poll();
});
const log = (s) => page.evaluate(x => window.__log(x), s);
if (phone) {
  // find the import button: maybe in a panel
  const vis = await page.locator('#import').isVisible();
  await log('import visible on phone: ' + vis);
  await page.screenshot({ path: `/tmp/trial/50-phone-initial-${tag}.png` });
}
const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('#import').click()]);
await chooser.setFiles('/tmp/trial/huge.json');
const re = phase === 'building' ? /building|بناء|Szene|aufgebaut/ : /%/;
await page.waitForFunction(() => !document.getElementById('toast').hidden && /%|building/.test(document.getElementById('toast').textContent) || !document.getElementById('toast').hidden, null, { polling: 5, timeout: 10000 });
const first = await page.evaluate(() => document.getElementById('toast').textContent);
await log('first toast seen: ' + first);
if (phase === 'building') {
  // wait for 3rd distinct toast text roughly: wait until text stops having a digit
  await page.waitForFunction(() => !/\d/.test(document.getElementById('toast').textContent), null, { polling: 5, timeout: 10000 });
}
const world = await page.locator('#world').boundingBox();
const pt = [world.x + world.width / 2, world.y + world.height / 2];
await log('click/tap world');
if (phone) await page.touchscreen.tap(...pt); else await page.mouse.click(...pt);
await page.waitForTimeout(60);
await page.screenshot({ path: `/tmp/trial/51-wait-toast-${tag}.png` });
await page.waitForFunction(() => document.getElementById('grid-w').value === '512', null, { polling: 20, timeout: 20000 });
await page.waitForTimeout(1000);
await page.screenshot({ path: `/tmp/trial/52-1s-after-open-${tag}.png` });
await page.waitForTimeout(5000);
console.log((await page.evaluate(() => window.__ev)).join('\n'));
console.log(logs.join('\n'));
await browser.close();
