import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const repoRoot = here('..');
// Where wasm-core/scripts/build-wasm.sh puts the browser build.
const wasmOut = process.env.COMMITLAB_WASM_OUT ? `${process.env.COMMITLAB_WASM_OUT}/web` : here('../wasm-core/build-wasm/web');

/** Strict Content-Security-Policy in the production page: no CDN, no eval. */
function contentSecurityPolicy(): Plugin {
  const csp = [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
  return {
    name: 'commitlab-csp',
    apply: 'build',
    transformIndexHtml: (html) => html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${csp}" />`),
  };
}

export default defineConfig({
  root: here('.'),
  base: './',
  // One node_modules at the repo root, caches included.
  cacheDir: here('../node_modules/.vite'),
  publicDir: here('../public'),
  plugins: [contentSecurityPolicy()],
  resolve: { alias: { '@commitlab-wasm': wasmOut } },
  worker: { format: 'es' },
  build: {
    outDir: here('../dist'),
    // Two pages: the lab and "How close is the model?".
    rollupOptions: { input: { main: here('index.html'), fidelity: here('fidelity.html') } },
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
  server: { host: '127.0.0.1', fs: { allow: [repoRoot] } },
  preview: { host: '127.0.0.1' },
  test: {
    root: here('.'),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    pool: 'threads',
    maxWorkers: 2,
  },
} as Parameters<typeof defineConfig>[0]);
