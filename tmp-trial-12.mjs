import { launch, openFile } from './tmp-trial-lib.mjs';
const runs = +(process.argv[2] || 6);
let stuck = 0;
for (let r = 0; r < runs; r++) {
  const { browser, page, logs } = await launch();
  await page.evaluate(() => {
    const T = () => Math.round(performance.now());
    window.__ev = []; const log = (s) => window.__ev.push(`${T()} ${s}`); window.__log = log;
    const toast = document.getElementById('toast'); let lt = '', lw = '';
    const poll = () => {
      const tt = toast.hidden ? '(hidden)' : toast.textContent; if (tt !== lt) { log('toast: ' + tt); lt = tt; }
      const w = document.getElementById('grid-w').value; if (w !== lw) { log('grid-w: ' + w); lw = w; window.__openAt = T(); }
      requestAnimationFrame(poll);
    }; poll();
  });
  const log = (s) => page.evaluate(x => window.__log(x), s);
  const world = await page.locator('#world').boundingBox();
  const acts = [
    ['click world', () => page.mouse.click(world.x + 300, world.y + 300)],
    ['Space', () => page.keyboard.press('Space')],
    ['ArrowRight', () => page.keyboard.press('ArrowRight')],
    ['click Play', () => page.locator('#play').click({ force: true })],
    ['click Step', () => page.locator('#step').click({ force: true })],
    ['wheel', () => page.mouse.wheel(0, -100)],
  ];
  await openFile(page, '/tmp/trial/huge.json');
  await page.locator('#world').focus();
  await page.waitForFunction(() => !document.getElementById('toast').hidden, null, { polling: 5, timeout: 10000 });
  let openedAt = 0;
  for (let i = 0; i < 200; i++) {
    const [l, f] = acts[Math.floor(Math.random() * acts.length)];
    await log('ACT ' + l); await f();
    if (!openedAt && await page.evaluate(() => document.getElementById('grid-w').value === '512')) openedAt = Date.now();
    if (openedAt && Date.now() - openedAt > 300) break;
    await page.waitForTimeout(20 + Math.random() * 120);
  }
  await log('stop');
  await page.waitForTimeout(800);
  const st = await page.evaluate(() => [document.getElementById('toast').hidden, document.getElementById('toast').textContent]);
  const isStuck = !st[0] && /One moment/.test(st[1]);
  if (isStuck) { stuck++; await page.screenshot({ path: `/tmp/trial/54-stuck-run${r}.png` }); }
  console.log(`run ${r}: 800ms after stop toast hidden=${st[0]} text=${st[1]}`);
  if (isStuck) { await page.waitForTimeout(5000); console.log((await page.evaluate(() => window.__ev)).slice(-40).join('\n')); }
  await browser.close();
}
console.log('stuck', stuck, 'of', runs);
