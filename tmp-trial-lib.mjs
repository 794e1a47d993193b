import { chromium } from 'playwright-core';
export async function launch(opts = {}) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
  const ctx = await browser.newContext(opts.phone ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : { viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  const logs = [];
  page.on('console', m => { if (m.type() !== 'warning' || !/GL Driver/.test(m.text())) logs.push(`[${m.type()}] ${m.text()}`); });
  page.on('pageerror', e => logs.push(`[pageerror] ${e.message}`));
  page.on('dialog', d => { logs.push(`[dialog] ${d.message()}`); d.dismiss(); });
  await page.goto(`http://localhost:${opts.port || 8093}/${opts.query || ''}`);
  await page.waitForTimeout(2500);
  await page.evaluate(() => {
    window.__t = []; const t0 = performance.now();
    const toast = document.getElementById('toast');
    new MutationObserver(() => window.__t.push([Math.round(performance.now()-t0), toast.hidden, toast.textContent])).observe(toast, { subtree: true, childList: true, characterData: true, attributes: true });
    window.__raf = 0; window.__maxgap = 0; let last = performance.now();
    const f = (t) => { window.__raf++; window.__maxgap = Math.max(window.__maxgap, t - last); last = t; requestAnimationFrame(f); }; requestAnimationFrame(f);
  });
  return { browser, page, logs };
}
export const state = (page) => page.evaluate(() => ({ raf: window.__raf, maxgap: Math.round(window.__maxgap), toastHidden: document.getElementById('toast').hidden, toast: document.getElementById('toast').textContent, status: document.querySelector('.stage')?.innerText.slice(0,120).replace(/\n/g,' | '), active: document.activeElement?.id || document.activeElement?.tagName }));
export async function timed(label, fn, out) { const t = Date.now(); await fn(); out.push(`${label}: ${Date.now()-t} ms`); }
export async function openFile(page, path) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click('#import')]);
  await chooser.setFiles(path);
}
