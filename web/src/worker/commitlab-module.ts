// The subset of the Emscripten module (wasm-core/scripts/build-wasm.sh) we use.
// int64 parameters and results are BigInt (-sWASM_BIGINT).
export type Ptr = number;

export interface CommitLabModule {
  HEAPU8: Uint8Array;
  HEAP32: Int32Array;
  HEAPF64: Float64Array;
  UTF8ToString(ptr: Ptr): string;
  stringToUTF8(s: string, ptr: Ptr, maxBytes: number): void;
  lengthBytesUTF8(s: string): number;
  _malloc(n: number): Ptr;
  _free(p: Ptr): void;
  _cl_schema_json(): Ptr;
  _cl_layout_version(): number;
  _cl_create(json: Ptr): Ptr;
  _cl_destroy(h: Ptr): void;
  _cl_clone(h: Ptr): Ptr;
  _cl_error(h: Ptr): Ptr;
  _cl_run_until(h: Ptr, tNs: bigint, maxEvents: bigint): bigint;
  _cl_step(h: Ptr, kind: number, tLimitNs: bigint): number;
  _cl_now_ns(h: Ptr): bigint;
  _cl_set_knob(h: Ptr, name: Ptr, valueJson: Ptr): number;
  _cl_interval_count(h: Ptr): number;
  _cl_interval_stride(): number;
  _cl_intervals(h: Ptr): Ptr;
  _cl_snapshot(h: Ptr): Ptr;
  _cl_snapshot_words(h: Ptr): number;
  _cl_thread_story_json(h: Ptr, thread: number): Ptr;
  _cl_summary_json(h: Ptr): Ptr;
  _cl_digest(h: Ptr): Ptr;
  _cl_invariant_violations(h: Ptr): bigint;
  _cl_first_violation(h: Ptr): Ptr;
  _cl_memory_bytes(h: Ptr): bigint;
  _cl_crash_json(h: Ptr, kind: Ptr, target: Ptr): Ptr;
  _cl_sweep_create(json: Ptr, n: number, kind: Ptr, target: Ptr): Ptr;
  _cl_sweep_step(h: Ptr, maxEvents: bigint): number;
  _cl_sweep_json(h: Ptr): Ptr;
  _cl_sweep_destroy(h: Ptr): void;
}

export interface CommitLabModuleOptions {
  wasmBinary?: ArrayBuffer | Uint8Array;
  print?: (s: string) => void;
  printErr?: (s: string) => void;
}

export type CreateCommitLab = (options?: CommitLabModuleOptions) => Promise<CommitLabModule>;
