// Plain HTTP for the serving tests: a GET whose body is not decoded, to see
// what a server really sends for a given Accept-Encoding.
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';

/** A raw GET (no automatic decoding), with the Accept-Encoding given. */
export function rawGet(url: string, acceptEncoding: string | null): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((ok, fail) => {
    const req = httpRequest(url, { headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** The page, its largest script and the core, as dist/ names them. */
export function siteFiles(dist: string): string[] {
  const assets = readdirSync(join(dist, 'assets'));
  const js = assets.filter((f) => f.endsWith('.js')).sort((a, b) => readFileSync(join(dist, 'assets', b)).length - readFileSync(join(dist, 'assets', a)).length)[0];
  const wasm = assets.find((f) => f.endsWith('.wasm'));
  return ['index.html', `assets/${js}`, `assets/${wasm}`, 'sw.js'];
}

