// "Import your machine": the example machine file, pasted, is checked by
// the core in its own worker and summarised; a bad one is refused naming
// the field, and the text stays; applied, the lab runs on it. Screenshots at
// three sizes, in English and Chinese.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { OUT, axePage, axeSerious } from './helpers';

const example = readFileSync(new URL('../../wasm-core/machines/example-2vcpu-vm.json', import.meta.url), 'utf8');
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

async function open(browser: Browser, size: { width: number; height: number }, lang: 'en' | 'zh') {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('commitlab.lang', l), lang);
  await page.goto('/');
  await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
  return page;
}

for (const lang of ['en', 'zh'] as const) {
  for (const size of SIZES) {
    test(`import a machine file at ${size.width}x${size.height} (${lang})`, async ({ browser }) => {
      const page = await open(browser, size, lang);
      const text = page.getByTestId('import-machine-text');
      const bad = example.replace('"cpu_class": "', '"cpu_class": "pentium_');
      await text.fill(bad);
      await page.getByTestId('import-machine-check').click();
      const error = page.getByTestId('import-machine-error');
      await expect(error).toContainText("'cpu_class'");
      await expect(error).toContainText('zen4');
      await expect(text).toHaveValue(bad);
      await error.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT}import-machine-refused-${lang}-${size.width}.png` });
      await text.fill(example);
      await page.getByTestId('import-machine-check').click();
      const summary = page.getByTestId('import-machine-summary');
      await expect(summary).toContainText('example_2vcpu_vm');
      await page.getByTestId('import-machine-apply').click();
      await summary.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT}import-machine-${lang}-${size.width}.png` });
      // The lab runs on it: the machine list shows it, the core took the file, the run advances.
      await expect(page.getByTestId('machine')).toHaveValue('example_2vcpu_vm');
      const cores = await page.evaluate(
        () => (window as unknown as { __commitlab: { store: { getState(): { scenario: { overrides: Record<string, unknown> } } } } }).__commitlab.store.getState().scenario.overrides['cores'],
      );
      expect(cores).toBe(JSON.parse(example).cores);
      const messages = await page.evaluate(
        () => (window as unknown as { __commitlab: { store: { getState(): { messages: unknown[] } } } }).__commitlab.store.getState().messages.length,
      );
      expect(messages).toBe(0);
      await expect(page.getByTestId('play')).toBeEnabled();
      await page.getByTestId('play').click();
      await expect.poll(async () => Number(await page.getByTestId('sim-clock').getAttribute('data-now-ns'))).toBeGreaterThan(0);
      await page.context().close();
    });
  }
}

test('the import panel has no serious accessibility problem, refused or accepted', async ({ browser }) => {
  const { context, page } = await axePage(browser, { width: 1280, height: 720 });
  await page.goto('/');
  await expect(page.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('import-machine-text').fill('{"name": 3}');
  await page.getByTestId('import-machine-check').click();
  await expect(page.getByTestId('import-machine-error')).toContainText("'name'");
  expect(await axeSerious(page, '.import-machine')).toEqual([]);
  await page.getByTestId('import-machine-text').fill(example);
  await page.getByTestId('import-machine-check').click();
  await page.getByTestId('import-machine-apply').click();
  expect(await axeSerious(page, '.import-machine')).toEqual([]);
  await context.close();
});
