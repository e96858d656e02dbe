// The Emscripten ES module built by wasm-core/scripts/build-wasm.sh
// (typed precisely in commitlab-module.ts).
declare module '@commitlab-wasm/commitlab.mjs' {
  const createCommitLab: (options?: {
    wasmBinary?: ArrayBuffer | Uint8Array;
    print?: (s: string) => void;
    printErr?: (s: string) => void;
  }) => Promise<unknown>;
  export default createCommitLab;
}
