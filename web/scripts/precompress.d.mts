// Types of precompress.mjs (imported by web/vite.config.ts).
export declare const COMPRESSIBLE: RegExp;
export declare const ENCODINGS: ReadonlyArray<{ name: 'br' | 'gzip'; ext: '.br' | '.gz' }>;
export declare function precompressDir(dir: string): Array<{ file: string; bytes: number; br: number; gzip: number }>;
