// End-to-end tests: the production build (dist/, made by `npm run build`)
// served on 127.0.0.1, in Debian's Chromium. Never downloads a browser.
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const SUB_PORT = PORT + 1;
export const SUB_PATH = '/some/sub/path/';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './.output/test-results',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1600, height: 1000 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: [
    { command: `node web/scripts/serve.mjs --port ${PORT} --quiet`, cwd: '../..', url: `http://127.0.0.1:${PORT}/`, reuseExistingServer: false, timeout: 30_000 },
    { command: `node web/scripts/serve.mjs --port ${SUB_PORT} --base ${SUB_PATH} --quiet`, cwd: '../..', url: `http://127.0.0.1:${SUB_PORT}${SUB_PATH}`, reuseExistingServer: false, timeout: 30_000 },
  ],
});
