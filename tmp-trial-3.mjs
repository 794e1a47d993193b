import { launch, state, timed, openFile } from './tmp-trial-lib.mjs';
const file = process.argv[2] || '/tmp/trial/huge.json';
const throttle = +(process.argv[3] || 1);
const { browser, page, logs } = await launch();
if (throttle > 1) { const c = await page.context().newCDPSession(page); await c.send('Emulation.setCPUThrottlingRate', { rate: throttle }); }
await page.evaluate(() => { window.__long = []; new PerformanceObserver(l => { for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: false }); window.__p0 = performance.now(); });
const out = [];
const world = await page.locator('#world').boundingBox();
const cx = world.x + world.width/2, cy = world.y + world.height/2;
const t0 = Date.now();
await openFile(page, file);
const samples = [];
let opened = null;
for (let i = 0; i < 200; i++) {
  const t = Date.now();
  await page.mouse.move(cx + (i%20)*5, cy);
  const dt = Date.now() - t;
  const s = await page.evaluate(() => [document.getElementById('toast').hidden ? '-' : document.getElementById('toast').textContent, document.querySelector('#stats')?.innerText.match(/agents\s+(\d+)/)?.[1]]);
  samples.push(`${Date.now()-t0} move=${dt}ms toast=${s[0]} agents=${s[1]}`);
  if (s[1] === '80000' && opened === null) opened = Date.now()-t0;
  if (opened !== null && Date.now()-t0 > opened + 3000) break;
  await page.waitForTimeout(50);
}
console.log(samples.filter((s, i) => i % 3 === 0 || /One/.test(s)).join('\n'));
console.log('opened at', opened);
console.log('long tasks', JSON.stringify(await page.evaluate(() => window.__long.map(([s,d]) => [Math.round(s - window.__p0), d]))));
console.log('toast log', JSON.stringify(await page.evaluate(() => window.__t)));
console.log('final', JSON.stringify(await state(page)));
await page.screenshot({ path: '/tmp/trial/13-3s-after.png' });
console.log(logs.join('\n'));
await browser.close();
