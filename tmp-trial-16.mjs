import { launch, openFile } from './tmp-trial-lib.mjs';
for (let r = 0; r < 10; r++) {
  const { browser, page, logs } = await launch();
  await page.evaluate(() => { window.__chg = 0; document.getElementById('import-file').addEventListener('change', () => window.__chg = performance.now()); });
  const t = Date.now();
  await openFile(page, '/tmp/trial/huge.json');
  let toastAt = 0, openAt = 0;
  while (Date.now() - t < 15000 && !openAt) {
    const [h, g] = await page.evaluate(() => [document.getElementById('toast').hidden, document.getElementById('grid-w').value]);
    if (!h && !toastAt) toastAt = Date.now() - t;
    if (g === '512') openAt = Date.now() - t;
    await page.waitForTimeout(10);
  }
  console.log(`run ${r}: change=${await page.evaluate(() => !!window.__chg)} toast at ${toastAt} open at ${openAt}`, logs.filter(l => !/Blocking/.test(l)).join(' '));
  await browser.close();
}
