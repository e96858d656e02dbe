#!/usr/bin/env bash
# One-stop setup for a fresh Debian 12 machine, and a fast no-op when
# everything is already there:
#   1. Debian packages (only if something is missing)
#   2. npm dependencies (only if node_modules is older than the lock file)
#   3. builds: native core, WebAssembly core, web app (each incremental)
# Usage: bash web/scripts/setup.sh [--web-only]   (--web-only: skip the native core)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
repo=$(pwd)
web_only=0
[[ "${1:-}" == "--web-only" ]] && web_only=1
log() { printf '\033[1msetup:\033[0m %s\n' "$*"; }

# --- 1. Debian packages -------------------------------------------------------
# fonts-wqy-microhei: a small CJK font, so the Chinese lessons render in a
# browser on this machine (tests and screenshots included).
# clang-14 + libclang-rt-14-dev: the sanitizer build and libFuzzer targets
# that npm test runs (wasm-core/docs/fuzzing.md).
# libnginx-mod-http-brotli-static: the nginx block's optional brotli_static,
# which tests/e2e/nginx.spec.ts turns on to check the build's .br files.
packages=(emscripten chromium cmake ninja-build g++ libgtest-dev nginx libnginx-mod-http-brotli-static fonts-wqy-microhei clang-14 libclang-rt-14-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [[ ${#missing[@]} -gt 0 ]]; then
  sudo_cmd=()
  if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || { echo "setup: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
    sudo_cmd=(sudo)
  fi
  log "installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -q
  "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# --- 2. npm dependencies ------------------------------------------------------
stamp=node_modules/.setup-stamp
if [[ ! -f "$stamp" || package.json -nt "$stamp" || ( -f package-lock.json && package-lock.json -nt "$stamp" ) ]]; then
  log "installing npm dependencies"
  if [[ -f package-lock.json ]]; then
    npm ci --no-audit --no-fund --loglevel=error
  else
    npm install --no-audit --no-fund --loglevel=error
  fi
  touch "$stamp"
fi

# --- 3. builds ----------------------------------------------------------------
if [[ $web_only -eq 0 ]]; then
  log "native core"
  bash wasm-core/scripts/build-native.sh
fi
log "WebAssembly core"
bash wasm-core/scripts/build-wasm.sh

# The web build is redone only when an input is newer than dist/index.html.
if [[ -f dist/index.html ]] && [[ -z "$(find web/src web/index.html web/fidelity.html web/vite.config.ts web/scripts/precompress.mjs public lessons tests/fidelity/report.json wasm-core/build-wasm/web package-lock.json \
      -newer dist/index.html -print -quit 2>/dev/null)" ]]; then
  log "web app up to date (dist/)"
else
  log "web app (vite build -> dist/)"
  npx --no-install vite build --config web/vite.config.ts --logLevel warn
fi
log "ready"
