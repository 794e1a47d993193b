import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const logs = [];
page.on('console', m => logs.push(`[${m.type()}] ${m.text()}`));
page.on('pageerror', e => logs.push(`[pageerror] ${e.message}`));
await page.goto('http://localhost:8093/');
await page.waitForTimeout(3000);
console.log('isolated', await page.evaluate(() => crossOriginIsolated));
await page.screenshot({ path: '/tmp/trial/01-initial.png' });
// poll toast
await page.evaluate(() => {
  window.__t = []; const t0 = performance.now();
  const toast = document.getElementById('toast');
  new MutationObserver(() => window.__t.push([Math.round(performance.now()-t0), toast.hidden, toast.textContent])).observe(toast, { subtree: true, childList: true, characterData: true, attributes: true });
  window.__raf = 0; const f = () => { window.__raf++; requestAnimationFrame(f); }; requestAnimationFrame(f);
});
const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click('#import')]);
const t0 = Date.now();
await chooser.setFiles('/tmp/trial/big.json');
console.log('setFiles took', Date.now()-t0);
for (let i = 0; i < 30; i++) {
  await page.waitForTimeout(250);
  const s = await page.evaluate(() => [window.__raf, document.getElementById('toast').hidden, document.getElementById('toast').textContent]);
  console.log(Date.now()-t0, JSON.stringify(s));
  if (i === 2) await page.screenshot({ path: '/tmp/trial/02-reading.png' });
}
await page.screenshot({ path: '/tmp/trial/03-after.png' });
console.log(JSON.stringify(await page.evaluate(() => window.__t)));
console.log(logs.join('\n'));
await browser.close();
