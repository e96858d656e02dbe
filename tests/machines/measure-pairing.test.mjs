// npm run measure's pairing with measure-machine, before any server starts:
// the ways to say which machine the model runs on exclude one another, and a
// machine file the core refuses stops the run, naming the field.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';

const root = new URL('../../', import.meta.url).pathname;
const measure = join(root, 'web/scripts/measure.mjs');
const run = promisify(execFile);
const SCENARIO = 'lessons/00-commit-pipeline/steps/one-client-binlog-on.json';

async function refused(args) {
  try {
    await run('node', [measure, ...args], { cwd: root, timeout: 30000 });
  } catch (e) {
    return { code: e.code, stderr: e.stderr };
  }
  assert.fail(`measure ${args.join(' ')} ran`);
}

test('one machine at a time: --machine-file, --measure-machine, --no-machine and --machine exclude one another', async () => {
  const r = await refused(['--scenario', SCENARIO, '--local', '--machine-file', 'x.json', '--no-machine']);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /give one of --machine-file, --no-machine: each says which machine the model runs on/);
  const r2 = await refused(['--scenario', SCENARIO, '--local', '--machine', 'laptop', '--measure-machine', '/tmp']);
  assert.match(r2.stderr, /give one of --measure-machine, --machine/);
  const r3 = await refused(['--scenario', SCENARIO, '--local', '--machine-seconds', '99']);
  assert.match(r3.stderr, /--machine-seconds: "99" is not allowed; expected whole seconds from 1 to 15/);
});

test('a machine file the core refuses stops measure before any server starts, naming the field', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'commitlab-pairing-'));
  try {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ format: 'commitlab-machine/1', name: 'bad_box', label: 'x', cores: 0 }));
    const r = await refused(['--scenario', SCENARIO, '--local', '--machine-file', bad]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--machine-file .*bad\.json: .*cores/);
    assert.doesNotMatch(r.stderr, /starting MariaDB/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
