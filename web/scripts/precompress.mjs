// Precompressed copies of the built site: beside every text file and the
// WebAssembly core, a .br (brotli, quality 11) and a .gz (gzip -9), so a
// server sends the smaller file without compressing on each request (nginx
// gzip_static / brotli_static, web/scripts/serve.mjs). A copy is kept only
// when it is smaller than the file.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing (images here are PNG: already compressed). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|wasm|json|svg|txt|xml|webmanifest)$/;

/** The encodings written, in the order a server prefers them. */
export const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
];

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? listFiles(join(dir, d.name)) : [join(dir, d.name)]));
}

const encode = {
  br: (buf) =>
    brotliCompressSync(buf, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (buf) => gzipSync(buf, { level: 9 }),
};

/**
 * Writes the .br and .gz copies for every compressible file under dir
 * (stale copies from an earlier run are removed first). Returns, per file,
 * its size and its copies' sizes (0: not kept, no smaller).
 */
export function precompressDir(dir) {
  const all = listFiles(dir);
  for (const f of all) if (ENCODINGS.some((e) => f.endsWith(e.ext))) rmSync(f);
  const out = [];
  for (const file of all.filter((f) => COMPRESSIBLE.test(f))) {
    const buf = readFileSync(file);
    const row = { file, bytes: buf.length };
    for (const { name, ext } of ENCODINGS) {
      const packed = encode[name](buf);
      row[name] = packed.length < buf.length ? packed.length : 0;
      if (row[name]) writeFileSync(file + ext, packed);
    }
    out.push(row);
  }
  return out;
}
