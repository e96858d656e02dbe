// npm run measure's steal accounting (web/scripts/measure-lib.mjs): the
// hypervisor's share of the host's CPU time over a run, read from
// /proc/stat's first line as the kernel writes it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cpuTicks, stealShare, stolenRunError } from '../../web/scripts/measure-lib.mjs';

const stat = (user, system, idle, steal) => `cpu  ${user} 0 ${system} ${idle} 10 0 5 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 1\n`;

test('steal is the hypervisor\'s share of all CPU time between two readings', () => {
  const a = cpuTicks(stat(1000, 200, 5000, 100));
  assert.deepEqual(a, { total: 1000 + 200 + 5000 + 10 + 5 + 100, steal: 100 });
  const b = cpuTicks(stat(1600, 300, 5200, 400));
  assert.equal(stealShare(a, b), 300 / (600 + 100 + 200 + 300));
  assert.equal(stealShare(a, cpuTicks(stat(1600, 300, 5200, 100))), 0);
});

test('an unreadable /proc/stat gives no figure rather than a wrong one', () => {
  assert.equal(cpuTicks('intr 1\n'), null);
  assert.equal(cpuTicks('cpu  1 2 3\n'), null);
  assert.equal(cpuTicks('cpu  1 2 x 4 5 6 7 8\n'), null);
  assert.equal(stealShare(null, cpuTicks(stat(1, 1, 1, 1))), null);
  const a = cpuTicks(stat(1, 1, 1, 1));
  assert.equal(stealShare(a, a), null, 'no time passed');
});

test('this machine\'s /proc/stat reads', { skip: process.platform !== 'linux' }, () => {
  const t = cpuTicks();
  assert.ok(t && t.total > 0 && t.steal >= 0, JSON.stringify(t));
});

test('measure-refill refuses a run the hypervisor took CPU from, naming the run and the share', () => {
  assert.equal(stolenRunError(0.01, '16 threads, trx_commit=1'), null);
  assert.equal(stolenRunError(null, '16 threads, trx_commit=1'), null, 'steal not readable: no refusal');
  const why = stolenRunError(0.38, '16 threads, trx_commit=1');
  assert.match(why, /^16 threads, trx_commit=1: the hypervisor took 38% of this host's CPU time during the run/);
  assert.match(why, /allowed up to 2%/);
  assert.match(why, /nothing was written/);
});
