import { launch } from './tmp-trial-lib.mjs';
const { browser, page, logs } = await launch();
const opts = await page.$$eval('#examples option', os => os.map(o => o.value).filter(Boolean));
for (const ex of [opts[3], opts[5], opts[3]]) {
  const before = await page.$eval('#world-description', e => e.innerText.split('\n').find(s => /cells/.test(s)));
  const t = Date.now();
  await page.selectOption('#examples', ex);
  await page.waitForFunction(b => document.querySelector('#world-description').innerText.split('\n').find(s => /cells/.test(s)) !== b, before, { polling: 'raf' });
  console.log(ex, 'baseline', Date.now() - t, 'ms');
  await page.waitForTimeout(1000);
}
console.log(logs.join('\n'));
await browser.close();
