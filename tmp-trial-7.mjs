import { launch, openFile } from './tmp-trial-lib.mjs';
const { browser, page, logs } = await launch();
await page.click('#gallery-open');
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/trial/30-gallery-idle.png' });
console.log(await page.evaluate(() => { const d = document.querySelector('dialog[open]'); return d ? d.id + ' ' + d.className + ' ' + [...d.querySelectorAll('button,a')].slice(0, 8).map(b => `${b.tagName}#${b.id}.${b.className}:${b.textContent.trim().slice(0,30)}`).join(' | ') : 'no open dialog'; }));
console.log(logs.join('\n'));
await browser.close();
