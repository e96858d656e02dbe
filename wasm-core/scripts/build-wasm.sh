#!/usr/bin/env bash
# Builds the simulation core to WebAssembly with Debian's Emscripten.
#
# Two links of the same objects:
#   build-wasm/web/commitlab.mjs  + .wasm  ES module for the browser worker
#   build-wasm/node/commitlab.js  + .wasm  CommonJS for Node (parity, bench)
# Plain C exports only (no embind: it generates code at run time, which a
# strict CSP forbids), no exceptions, no filesystem, 64-bit ints as BigInt.
#
# Fast when nothing changed: objects are rebuilt only when their source or a
# header is newer, and the links are skipped when the outputs are current.
# Env: COMMITLAB_CORE_DIR (default: this script's wasm-core/),
#      COMMITLAB_WASM_OUT (default: $CORE/build-wasm), JOBS (default: nproc).
set -euo pipefail

core="${COMMITLAB_CORE_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
out="${COMMITLAB_WASM_OUT:-$core/build-wasm}"
jobs="${JOBS:-$(nproc)}"
# Debian's emcc finds its acorn (used by the JS optimizer) only through NODE_PATH.
export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"

command -v emcc >/dev/null || { echo "build-wasm: emcc not found (apt-get install -y emscripten)" >&2; exit 1; }

# Same language standard as the native build, when CMakeLists.txt says one.
std=20
if [[ -f "$core/CMakeLists.txt" ]]; then
  s=$(sed -n 's/.*CMAKE_CXX_STANDARD[[:space:]]\+\([0-9]\+\).*/\1/p' "$core/CMakeLists.txt" | head -n1)
  [[ -n "$s" ]] && std="$s"
fi

mapfile -t sources < <(cd "$core" && find src -name '*.cc' \
  -not -path '*/cli/*' -not -path '*/tests/*' -not -name '*_test.cc' | LC_ALL=C sort)
[[ ${#sources[@]} -gt 0 ]] || { echo "build-wasm: no sources under $core/src" >&2; exit 1; }

# Saturating float-to-int conversions and bulk memory (memory.copy/fill for
# memcpy/memset): every browser that runs the page's ES2022 has both. Measured
# side by side in Node (lesson 02's run to 10.95 s, 11 pairs): 0.99x the time,
# 1.7 % smaller, digests unchanged. -flto measured 1.07x the time (slower);
# emcc 3.1.6 has no -O4 (binaryen -O4 after the link: no gain either).
wasm_features=(-mnontrapping-fptoint -mbulk-memory)
cflags=(-O3 "${wasm_features[@]}" -std=c++"$std" -fno-exceptions -fno-rtti -DNDEBUG -I"$core/include" -I"$core/src")
mkdir -p "$out/obj" "$out/web" "$out/node"

# Newest header decides whether every object is stale (cheap and safe).
newest_header=$(find "$core/include" "$core/src" -name '*.h' -printf '%T@\n' 2>/dev/null | sort -n | tail -n1)
newest_header=${newest_header:-0}
script_time=$(stat -c %Y "${BASH_SOURCE[0]}")

stale=()
objects=()
for src in "${sources[@]}"; do
  obj="$out/obj/${src//\//__}.o"
  objects+=("$obj")
  if [[ ! -f "$obj" || "$core/$src" -nt "$obj" ]] || \
     awk -v h="$newest_header" -v s="$script_time" -v o="$(stat -c %Y "$obj")" 'BEGIN{exit !(h>o || s>o)}'; then
    stale+=("$src")
  fi
done

if [[ ${#stale[@]} -gt 0 ]]; then
  echo "build-wasm: compiling ${#stale[@]} of ${#sources[@]} sources (c++$std, $jobs jobs)"
  export core out
  printf '%s\n' "${stale[@]}" | xargs -P "$jobs" -I{} bash -c \
    'src="$1"; shift; obj="$out/obj/${src//\//__}.o"; emcc "$@" -c "$core/$src" -o "$obj.tmp" && mv "$obj.tmp" "$obj"' _ {} "${cflags[@]}"
fi

exports='_cl_schema_json,_cl_layout_version,_cl_create,_cl_destroy,_cl_clone,_cl_error,_cl_run_until,_cl_step,_cl_now_ns,_cl_set_knob,_cl_interval_count,_cl_interval_stride,_cl_intervals,_cl_snapshot,_cl_snapshot_words,_cl_thread_story_json,_cl_summary_json,_cl_digest,_cl_machine_file_check,_cl_invariant_violations,_cl_first_violation,_cl_memory_bytes,_cl_crash_json,_cl_crash_sweep_json,_cl_sweep_create,_cl_sweep_step,_cl_sweep_json,_cl_sweep_destroy,_malloc,_free'
ldflags=(-O3 "${wasm_features[@]}" -fno-exceptions -fno-rtti -sWASM_BIGINT=1 -sMODULARIZE=1 -sEXPORT_NAME=createCommitLab
  -sALLOW_MEMORY_GROWTH=1 -sDYNAMIC_EXECUTION=0 -sFILESYSTEM=0
  "-sEXPORTED_FUNCTIONS=[$exports]"
  "-sEXPORTED_RUNTIME_METHODS=['UTF8ToString','stringToUTF8','lengthBytesUTF8','HEAPU8','HEAP32','HEAPF64']")

link() { # $1 = output file, rest = extra flags
  local target="$1"; shift
  local newest_obj
  newest_obj=$(ls -t "${objects[@]}" | head -n1)
  if [[ -f "$target" && "$target" -nt "$newest_obj" && "$target" -nt "${BASH_SOURCE[0]}" ]]; then
    return 0
  fi
  echo "build-wasm: linking ${target#$out/}"
  emcc "${ldflags[@]}" "$@" "${objects[@]}" -o "$target"
}

link "$out/web/commitlab.mjs" -sENVIRONMENT=worker -sEXPORT_ES6=1
link "$out/node/commitlab.js" -sENVIRONMENT=node
# The repo's package.json says "type": "module"; this folder is CommonJS.
echo '{ "type": "commonjs" }' > "$out/node/package.json"

echo "build-wasm: $(stat -c %s "$out/web/commitlab.wasm") bytes -> $out/web/commitlab.wasm"
