import { launch, state, timed, openFile } from './tmp-trial-lib.mjs';
const { browser, page, logs } = await launch();
const out = [];
const world = await page.locator('#world').boundingBox();
const cx = world.x + world.width/2, cy = world.y + world.height/2;
const t0 = Date.now();
await openFile(page, '/tmp/trial/huge.json');
out.push(`open dispatched ${Date.now()-t0}`);
await page.waitForTimeout(150);
out.push('state0 ' + JSON.stringify(await state(page)));
await timed('mouse move over world', async () => { for (let i=0;i<10;i++) await page.mouse.move(cx + i*10, cy + i*5); }, out);
await timed('click world', () => page.mouse.click(cx, cy), out);
out.push('after click ' + JSON.stringify(await state(page)));
await page.screenshot({ path: '/tmp/trial/10-read-clickworld.png' });
await timed('wheel', () => page.mouse.wheel(0, -300), out);
await page.locator('#world').focus();
await timed('Space', () => page.keyboard.press('Space'), out);
await timed('N', () => page.keyboard.press('n'), out);
await timed('ArrowRight', () => page.keyboard.press('ArrowRight'), out);
await timed('F', () => page.keyboard.press('f'), out);
await timed('click Play', () => page.click('#play'), out);
out.push('after play ' + JSON.stringify(await state(page)));
await timed('click Step', () => page.click('#step'), out);
// drag started during read
await page.mouse.move(cx - 100, cy); await page.mouse.down();
await page.mouse.move(cx - 50, cy + 20, { steps: 5 });
out.push('mid-drag ' + JSON.stringify(await state(page)));
const tabs = [];
for (let i = 0; i < 6; i++) { const t=Date.now(); await page.keyboard.press('Tab'); tabs.push(`${await page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent?.slice(0,20))}(${Date.now()-t}ms)`); }
out.push('tabs: ' + tabs.join(', '));
out.push('state1 ' + JSON.stringify(await state(page)));
await page.screenshot({ path: '/tmp/trial/11-read-mid.png' });
// wait for open
let done = false;
for (let i = 0; i < 120 && !done; i++) { await page.waitForTimeout(250); const s = await state(page); if (i%2==0) out.push(`${Date.now()-t0}ms ` + JSON.stringify(s)); if (/80000/.test(await page.locator('#stats').innerText())) { done = true; out.push(`opened at ${Date.now()-t0}ms`);} }
await page.mouse.move(cx, cy + 60, { steps: 5 });
await page.mouse.up();
await page.waitForTimeout(500);
out.push('after release ' + JSON.stringify(await state(page)));
await page.screenshot({ path: '/tmp/trial/12-after-open.png' });
out.push('toast log ' + JSON.stringify(await page.evaluate(() => window.__t)));
console.log(out.join('\n')); console.log(logs.join('\n'));
await browser.close();
