import { launch, openFile } from './tmp-trial-lib.mjs';
const file = process.argv[2] || '/tmp/trial/huge.json';
const throttle = +(process.argv[3] || 1);
const { browser, page, logs } = await launch();
if (throttle > 1) { const c = await page.context().newCDPSession(page); await c.send('Emulation.setCPUThrottlingRate', { rate: throttle }); }
await page.evaluate(() => {
  const T = () => Math.round(performance.now());
  window.__ev = [];
  const log = (s) => window.__ev.push(`${T()} ${s}`);
  window.__log = log;
  new PerformanceObserver(l => { for (const e of l.getEntries()) log(`LONGTASK start=${Math.round(e.startTime)} dur=${Math.round(e.duration)}`); }).observe({ type: 'longtask' });
  document.getElementById('import-file').addEventListener('change', () => log('input change event'), true);
  const toast = document.getElementById('toast');
  let lastToast = '';
  const pill = () => document.querySelector('.stage')?.innerText.match(/step \d+[^\n]*/)?.[0];
  let lastG = '', lastP = '';
  const poll = () => {
    const tt = toast.hidden ? '(hidden)' : toast.textContent;
    if (tt !== lastToast) { log('toast: ' + tt); lastToast = tt; }
    const g = document.getElementById('grid-w').value; if (g !== lastG) { log('grid-w=' + g); lastG = g; }
    const p = pill(); if (p !== lastP) { log('pill: ' + p); lastP = p; }
    requestAnimationFrame(poll);
  };
  poll();
});
const world = await page.locator('#world').boundingBox();
const cx = world.x + world.width/2, cy = world.y + world.height/2;
const act = async (label, fn) => { await page.evaluate(l => window.__log('ACT ' + l + ' start'), label); const t = Date.now(); await fn(); const d = Date.now() - t; await page.evaluate(([l, d]) => window.__log(`ACT ${l} done (${d} ms node)`), [label, d]); };
await act('open', () => openFile(page, file));
const mode = process.argv[4] || 'actions';
if (mode === 'actions') {
  // hammer actions until grid-w = 512
  const actions = [
    ['click world', () => page.mouse.click(cx, cy)],
    ['Space', async () => { await page.locator('#world').focus(); await page.keyboard.press('Space'); }],
    ['click Play', () => page.click('#play', { timeout: 3000, force: true })],
    ['ArrowRight', () => page.keyboard.press('ArrowRight')],
    ['wheel', async () => { await page.mouse.move(cx, cy); await page.mouse.wheel(0, -400); }],
    ['N', () => page.keyboard.press('n')],
    ['F', () => page.keyboard.press('f')],
    ['click Step', () => page.click('#step', { timeout: 3000, force: true })],
    ['click Back', () => page.click('#back', { timeout: 3000, force: true })],
    ['click Reset', () => page.click('#reset', { timeout: 3000, force: true })],
    ['Tab', () => page.keyboard.press('Tab')],
  ];
  for (let i = 0; i < 200; i++) {
    const g = await page.evaluate(() => document.getElementById('grid-w').value);
    if (g === '512') break;
    const [l, f] = actions[i % actions.length];
    await act(l, f);
  }
}
await page.waitForTimeout(6000);
await page.screenshot({ path: `/tmp/trial/14-${mode}-x${throttle}.png` });
console.log((await page.evaluate(() => window.__ev)).join('\n'));
console.log(logs.join('\n'));
await browser.close();
