// What Lighthouse scores, checked where it can be without timing anything
// (the scores themselves are in `npm run bench` / `npm run lighthouse`):
// nothing on screen moves while the lab loads (cumulative layout shift, at
// Lighthouse's desktop and phone sizes), every target is at least 24 px or
// spaced as WCAG 2.5.8 allows (axe's target-size), both pages describe
// themselves for search engines, robots.txt is a robots file, and a phone
// shows most text at 12 px or more (Lighthouse font-size).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Browser } from '@playwright/test';
import { OUT } from './helpers';

const require = createRequire(import.meta.url);

// Lighthouse's two form factors: desktop 1350x940; a phone 412x823 at 1.75x.
const SIZES = [
  { name: 'desktop', viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false },
  { name: 'phone', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true },
] as const;

async function pageAt(browser: Browser, size: (typeof SIZES)[number]) {
  const context = await browser.newContext({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor, isMobile: size.isMobile, hasTouch: size.isMobile, bypassCSP: true });
  return { context, page: await context.newPage() };
}

for (const size of SIZES) {
  test(`${size.name}: loading the lab moves nothing on screen (layout shift under 0.05)`, async ({ browser, baseURL }) => {
    const { context, page } = await pageAt(browser, size);
    try {
      // The core arrives a second late, as over a slow network: the page is
      // painted while the model loads, then again once it is in.
      await context.route(/\.wasm$|sim\.worker/, async (route) => {
        await new Promise((r) => setTimeout(r, 1000));
        await route.continue();
      });
      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: Array<{ value: number; what: string[] }> };
        w.__shifts = [];
        new PerformanceObserver((list) => {
          // Every shift counts: nothing is touched here, yet a phone-sized page's shifts come flagged hadRecentInput.
          for (const e of list.getEntries() as unknown as Array<{ value: number; sources: Array<{ node?: Node }> }>) {
            w.__shifts.push({ value: e.value, what: e.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName))) });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(baseURL!);
      await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
      await expect(page.locator('.chart').first()).toBeVisible();
      // Let the animation and the charts settle (two display frames, then a pause for late measurements).
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.waitForTimeout(1000);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; what: string[] }> }).__shifts);
      const total = shifts.reduce((n, s) => n + s.value, 0);
      expect(total, `layout shifts: ${JSON.stringify(shifts.map((s) => [Number(s.value.toFixed(4)), s.what.slice(0, 3)]))}`).toBeLessThan(0.05);
    } finally {
      await context.close();
    }
  });

  test(`${size.name}: every target is 24 px or spaced for it (axe target-size, WCAG 2.5.8)`, async ({ browser, baseURL }) => {
    const { context, page } = await pageAt(browser, size);
    try {
      await page.goto(baseURL!);
      await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
      await page.addScriptTag({ content: readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ nodes: Array<{ target: string[] }> }> }> } }).axe;
        const r = await axe.run(document, { runOnly: { type: 'rule', values: ['target-size'] } });
        return r.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
      });
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('phone: most of the text on the page is 12 px or more (Lighthouse font-size asks 60 %)', async ({ browser, baseURL }) => {
  const { context, page } = await pageAt(browser, SIZES[1]);
  try {
    await page.goto(baseURL!);
    await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
    await expect(page.locator('.chart').first()).toBeVisible();
    await page.screenshot({ path: `${OUT}site-phone-412.png` });
    const { legible, total, small } = await page.evaluate(() => {
      const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let legible = 0;
      let total = 0;
      const small = new Map<string, number>();
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const text = n.textContent?.trim() ?? '';
        const el = n.parentElement;
        if (!text || !el || !el.getClientRects().length || getComputedStyle(el).visibility === 'hidden') continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        total += text.length;
        if (size >= 12) legible += text.length;
        else small.set(`${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} ${size}px`, (small.get(`${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} ${size}px`) ?? 0) + text.length);
      }
      return { legible, total, small: [...small].sort((a, b) => b[1] - a[1]).slice(0, 5) };
    });
    expect(legible / total, `under 12 px: ${JSON.stringify(small)}`).toBeGreaterThan(0.8);
  } finally {
    await context.close();
  }
});

test('both pages describe themselves (meta description, lang, title) and robots.txt is a robots file', async ({ page, request, baseURL }) => {
  for (const path of ['', 'fidelity.html']) {
    await page.goto(`${baseURL}${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', /^(en|zh)/);
    expect(await page.title(), path).toMatch(/Commit Pipeline Lab/);
    const description = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '');
    expect(description.length, `${path || 'index.html'}: meta description`).toBeGreaterThan(50);
  }
  const robots = await request.get(`${baseURL}robots.txt`);
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^User-agent: \*$/m);
});
