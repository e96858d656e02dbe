// Compression as `npm start` serves the site (web/scripts/serve.mjs): the
// build's precompressed .br/.gz copies (web/scripts/precompress.mjs) go to a
// client that accepts them, with Vary: Accept-Encoding, and decode to the
// very bytes of the file; a client that accepts neither gets the file.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { rawGet, siteFiles } from './raw-get';

const repo = resolve(new URL('../..', import.meta.url).pathname);
const dist = join(repo, 'dist');

test('serve.mjs sends the brotli or gzip copy a browser accepts, with Vary, and the plain file otherwise', async ({ baseURL }) => {
  for (const file of siteFiles(dist)) {
    const plain = readFileSync(join(dist, file));
    const url = `${baseURL}${file === 'index.html' ? '' : file}`;

    const br = await rawGet(url, 'gzip, deflate, br');
    expect(br.status, file).toBe(200);
    expect(br.headers['content-encoding'], file).toBe('br');
    expect(br.headers.vary, file).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length']), file).toBe(br.body.length);
    expect(br.body.length, `${file}: brotli is smaller`).toBeLessThan(plain.length);
    expect(brotliDecompressSync(br.body).equals(plain), `${file}: br decodes to the file`).toBe(true);

    const gz = await rawGet(url, 'gzip');
    expect(gz.headers['content-encoding'], file).toBe('gzip');
    expect(gz.headers.vary, file).toBe('Accept-Encoding');
    expect(gunzipSync(gz.body).equals(plain), `${file}: gzip decodes to the file`).toBe(true);
    expect(br.body.length, `${file}: brotli beats gzip`).toBeLessThanOrEqual(gz.body.length);

    // br refused by q=0: gzip; nothing accepted: the file itself, still with Vary (caches must keep them apart).
    expect((await rawGet(url, 'br;q=0, gzip')).headers['content-encoding'], file).toBe('gzip');
    const none = await rawGet(url, null);
    expect(none.headers['content-encoding'], file).toBeUndefined();
    expect(none.headers.vary, file).toBe('Accept-Encoding');
    expect(none.body.equals(plain), `${file}: identity is the file`).toBe(true);
  }
});

test('robots.txt is a real robots file, and a missing file is a 404, not the lab page', async ({ baseURL }) => {
  const robots = await rawGet(`${baseURL}robots.txt`, null);
  expect(robots.status).toBe(200);
  expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(robots.body.toString()).toMatch(/^User-agent: \*$/m);
  const missing = await rawGet(`${baseURL}no-such-file.js`, null);
  expect(missing.status).toBe(404);
  expect(missing.body.toString()).not.toContain('<html');
});
