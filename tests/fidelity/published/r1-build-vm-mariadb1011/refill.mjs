#!/usr/bin/env node
// The CPU a woken server thread spends beyond the model's switch and
// wake-up charges, per flush wait, from R1's own accounting:
// node refill.mjs  (reads sleeps.txt, measurements.txt, machine.json).
//
// With innodb_flush_log_at_trx_commit=1 each transaction waits for a redo
// flush (more voluntary sleeps than with 0) while other threads use the
// cores. Per extra sleep: the CPU it adds (mariadbd and sysbench, whose
// own wait spans it), less the flushes' own calls (fsync_cpu_us per
// group), less what the model already charges a busy wake-up. At 16 and
// 64 threads every core ran many others in between, so the rest is a whole
// working set fetched again: resume_refill_cpu_us. The arithmetic is
// npm run measure-refill's own (web/scripts/server-refill.mjs), here on the
// runs this data set kept.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { USER_HZ, perTransaction, refillPerExtraSleep, threadDelta } from '../../../../web/scripts/server-refill.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const machine = JSON.parse(readFileSync(join(here, 'machine.json'), 'utf8'));
const RUN_S = 10; // every run of sleeps.txt and measurements.txt lasted 10 s

// sleeps.txt: "== SETTING t=N tps=X SB user sys ..." then each mariadbd
// thread before (A) and after (B) the run: "A tid comm ticks voluntary n".
function readSleeps() {
  const runs = new Map();
  let cur = null;
  for (const line of readFileSync(join(here, 'sleeps.txt'), 'utf8').split('\n')) {
    const head = /^== (\S+) t=(\d+) tps=([\d.]+) SB ([\d.]+) ([\d.]+)/.exec(line);
    if (head) {
      cur = { tps: Number(head[3]), sysbenchCpuS: Number(head[4]) + Number(head[5]), A: new Map(), B: new Map() };
      runs.set(`${head[1]}/${head[2]}`, cur);
    } else if (cur && /^[AB] /.test(line)) {
      const [side, tid, , ticks, voluntary] = line.trim().split(/\s+/);
      cur[side].set(tid, { ticks: Number(ticks), voluntary: Number(voluntary) });
    }
  }
  return runs;
}

// measurements.txt: the scored runs' Innodb_data_fsyncs before and after.
function readTrxPerFlush() {
  const out = new Map();
  for (const line of readFileSync(join(here, 'measurements.txt'), 'utf8').split('\n')) {
    const m = /^(\S+) t=(\d+) tps=([\d.]+).*?Innodb_data_fsyncs\t(\d+).*?Innodb_data_fsyncs\t(\d+)/.exec(line);
    if (m) out.set(`${m[1]}/${m[2]}`, (Number(m[3]) * RUN_S) / (Number(m[5]) - Number(m[4])));
  }
  return out;
}

/** R1's runs per transaction (CPU, sleeps, trx per flush), read as npm run measure-refill reads a server. */
export function r1PerTransaction() {
  const runs = readSleeps();
  const trxPerFlush = readTrxPerFlush();
  return (setting, threads) => {
    const r = runs.get(`${setting}/${threads}`);
    const d = threadDelta(r.A, r.B);
    const transactions = r.tps * RUN_S;
    // The flush count comes from measurements.txt's runs (sleeps.sh did not read it).
    const fsyncs = transactions / trxPerFlush.get(`${setting}/${threads}`);
    return perTransaction({ transactions, serverTicks: d.ticks, serverSleeps: d.voluntary, sysbenchCpuS: r.sysbenchCpuS, fsyncs });
  };
}

/** The residual per extra sleep at 4, 16 and 64 threads, and the machine file's figure (the mean at 16 and 64). */
export function r1Refill() {
  const perTrx = r1PerTransaction();
  const residual = {};
  const rows = [];
  for (const t of [4, 16, 64]) {
    const [tc0, tc1] = [perTrx('off_tc0', t), perTrx('off_tc1', t)];
    residual[t] = refillPerExtraSleep(tc0, tc1, machine);
    rows.push({ threads: t, tc0, tc1, residual: residual[t] });
  }
  return { rows, residual, refill: (residual[16] + residual[64]) / 2 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const busyWake = machine.context_switch_us + machine.idle_wake_cpu_us * (1 - 1 / machine.cores);
  const { rows, refill } = r1Refill();
  for (const { threads: t, tc0, tc1, residual } of rows) {
    console.log(
      `${String(t).padStart(2)} threads: CPU/trx ${tc0.cpuUs.toFixed(1).padStart(5)} -> ${tc1.cpuUs.toFixed(1).padStart(5)} us, ` +
        `sleeps/trx ${tc0.sleeps.toFixed(2)} -> ${tc1.sleeps.toFixed(2)}, trx per flush ${tc1.trxPerFlush.toFixed(1).padStart(4)}: ` +
        `${residual.toFixed(1)} us per extra sleep beyond the model's ${busyWake.toFixed(1)}`,
    );
  }
  console.log(`resume_refill_cpu_us: ${refill.toFixed(1)} (mean of 16 and 64 threads, where every core ran others in between; USER_HZ ${USER_HZ})`);
}
