import { launch, openFile } from './tmp-trial-lib.mjs';
const runs = +(process.argv[2] || 8);
let stuck = 0;
for (let r = 0; r < runs; r++) {
  const { browser, page } = await launch();
  await page.evaluate(() => {
    const T = () => Math.round(performance.now());
    window.__ev = []; const log = (s) => window.__ev.push(`${T()} ${s}`); window.__log = log;
    const toast = document.getElementById('toast');
    new MutationObserver(() => log(`toastMut hidden=${toast.hidden} ${toast.textContent.slice(0, 30)}`)).observe(toast, { subtree: true, childList: true, characterData: true, attributes: true });
    let lw = '';
    const poll = () => { const w = document.getElementById('grid-w').value; if (w !== lw) { log('grid-w: ' + w); lw = w; } requestAnimationFrame(poll); }; poll();
  });
  const log = (s) => page.evaluate(x => window.__log(x), s);
  const world = await page.locator('#world').boundingBox();
  const cx = world.x + world.width/2, cy = world.y + world.height/2;
  await openFile(page, '/tmp/trial/huge.json');
  try { await page.waitForFunction(() => !document.getElementById('toast').hidden, null, { polling: 5, timeout: 10000 }); } catch (e) { console.log('NO TOAST in 10s', JSON.stringify(await page.evaluate(() => [document.getElementById('grid-w').value, window.__ev]))); await page.screenshot({ path: `/tmp/trial/58-notoast-run${r}.png` }); await browser.close(); continue; }
  const off = Math.round(Math.random() * 700);
  await page.waitForTimeout(off);
  const seq = [
    ['click world', () => page.mouse.click(cx, cy)],
    ['focus+Space', async () => { await page.locator('#world').focus(); await page.keyboard.press('Space'); }],
    ['F', () => page.keyboard.press('f')],
    ['click Play', () => page.click('#play')],
    ['click Step', () => page.click('#step')],
    ['drag', async () => { await page.mouse.move(cx - 100, cy); await page.mouse.down(); await page.mouse.move(cx - 50, cy + 20, { steps: 5 }); await page.mouse.up(); }],
  ];
  for (const [l, f] of seq) { await log('ACT ' + l); await f(); }
  await page.waitForFunction(() => document.getElementById('grid-w').value === '512', null, { polling: 20, timeout: 20000 });
  await page.waitForTimeout(1000);
  const st = await page.evaluate(() => [document.getElementById('toast').hidden, document.getElementById('toast').textContent]);
  const isStuck = !st[0] && /One moment/.test(st[1]);
  console.log(`run ${r} offset ${off}: 1s after open toast hidden=${st[0]}`);
  if (isStuck) { stuck++; await page.screenshot({ path: `/tmp/trial/57-stuck-run${r}.png` }); console.log((await page.evaluate(() => window.__ev)).filter(s => !/% read/.test(s)).join('\n')); }
  await browser.close();
}
console.log('stuck', stuck, 'of', runs);
