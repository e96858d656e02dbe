#!/usr/bin/env bash
# Every test, after setup.sh has built everything: core ctest, Vitest,
# WebAssembly/native parity, Playwright against the production build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

step "web/src imports: no loop, only down the floors of web/src/README.md"
node web/scripts/check-layers.mjs
node --test --test-reporter=spec tests/layers/

step "core unit tests (ctest)"
ctest --test-dir wasm-core/build --output-on-failure -j2

step "core under AddressSanitizer + UndefinedBehaviorSanitizer, and a bounded fuzz run (wasm-core/docs/fuzzing.md)"
bash wasm-core/scripts/build-sanitize.sh
wasm-core/build-sanitize/commitlab_tests --gtest_brief=1
bash wasm-core/fuzz/run-fuzz.sh 25

step "fidelity: the articles' phenomena on the native core"
node --test --test-reporter=spec tests/fidelity/

step "directions: what a real 2-core server with sysbench on the host shows, on the model"
node --test --test-reporter=spec tests/directions/

step "lessons: every lesson parses, cites cited.json, runs in the native core"
node --test --test-reporter=spec tests/lessons/

step "machines: measure-machine and machine files on the native core"
node --test --test-reporter=spec tests/machines/

step "web unit tests (vitest)"
npx --no-install vitest run --config web/vite.config.ts

step "parity: WebAssembly vs native digests"
node --test --test-reporter=spec tests/parity/

step "end-to-end (playwright, production build in Chromium)"
npx --no-install playwright test --config tests/e2e/playwright.config.ts
