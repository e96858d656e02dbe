// The refill after a wait (a machine file's resume_refill_cpu_us), from a
// real server's own accounting: per extra voluntary sleep that
// innodb_flush_log_at_trx_commit=1 adds over 0, the CPU it adds (server and
// sysbench), less the flushes' own calls and less what the model already
// charges a busy wake-up. wasm-core/docs/machine-file.md, "The refill after
// a wait"; tests/fidelity/published/r1-build-vm-mariadb1011/refill.mjs does
// the same arithmetic on the R1 data set.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/PID/stat's utime and stime (USER_HZ: 100 on Linux). */
export const USER_HZ = 100;

/** Every thread of a process: CPU ticks (utime + stime) and voluntary switches, by thread id. */
export function threadTimes(pid, proc = '/proc') {
  const out = new Map();
  for (const tid of readdirSync(`${proc}/${pid}/task`)) {
    try {
      const stat = readFileSync(`${proc}/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const status = readFileSync(`${proc}/${pid}/task/${tid}/status`, 'utf8');
      const voluntary = Number(/^voluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      out.set(tid, { ticks: Number(fields[11]) + Number(fields[12]), voluntary });
    } catch {
      // the thread ended between the listing and the read: it counts from its next snapshot
    }
  }
  return out;
}

/** What every thread did between two snapshots (threads born meanwhile count from zero). */
export function threadDelta(before, after) {
  let ticks = 0;
  let voluntary = 0;
  for (const [tid, b] of after) {
    const a = before.get(tid) ?? { ticks: 0, voluntary: 0 };
    ticks += b.ticks - a.ticks;
    voluntary += b.voluntary - a.voluntary;
  }
  return { ticks, voluntary };
}

/** bash's `times` after sysbench: its second line is the children's user and system time. */
export function childrenCpuSeconds(timesOutput) {
  const lines = timesOutput.trim().split('\n').filter((l) => /\d+m[\d.]+s/.test(l));
  const m = /(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/.exec(lines[lines.length - 1] ?? '');
  if (!m) throw new Error(`sysbench's CPU: expected bash's "times" output (e.g. "0m1.5s 0m2.1s"), got ${JSON.stringify(timesOutput.trim())}`);
  return Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4]);
}

/**
 * One run's figures per transaction.
 * @param {{transactions: number, serverTicks: number, serverSleeps: number, sysbenchCpuS: number, fsyncs: number}} r
 */
export function perTransaction(r) {
  if (!(r.transactions > 0)) throw new Error(`a run with no transactions (${r.transactions}) cannot be measured`);
  return {
    cpuUs: ((r.serverTicks / USER_HZ + r.sysbenchCpuS) * 1e6) / r.transactions,
    sleeps: r.serverSleeps / r.transactions,
    trxPerFlush: r.fsyncs > 0 ? r.transactions / r.fsyncs : Infinity,
  };
}

/**
 * The refill per extra sleep at one thread count.
 * @param {{cpuUs: number, sleeps: number}} tc0 trx_commit=0, per transaction
 * @param {{cpuUs: number, sleeps: number, trxPerFlush: number}} tc1 trx_commit=1
 * @param {{fsync_cpu_us: number, context_switch_us: number, idle_wake_cpu_us?: number, cores: number,
 *   log_device?: {odirect_write_cpu_us?: number, odirect_flush_cpu_us?: number}}} machine
 */
export function refillPerExtraSleep(tc0, tc1, machine) {
  const extraSleeps = tc1.sleeps - tc0.sleeps;
  if (!(extraSleeps > 0.2)) {
    throw new Error(`trx_commit=1 added ${extraSleeps.toFixed(2)} sleeps per transaction over trx_commit=0 (expected at least 0.2): the runs do not wait for flushes`);
  }
  const busyWake = machine.context_switch_us + (machine.idle_wake_cpu_us ?? 0) * (1 - 1 / machine.cores);
  return (tc1.cpuUs - tc0.cpuUs - flushCallsCpuUs(machine) / tc1.trxPerFlush) / extraSleeps - busyWake;
}

/**
 * The CPU of one redo flush's calls in MariaDB (O_DIRECT write, then
 * fdatasync), as the model charges it: the two measured O_DIRECT figures
 * where the machine file has them, else one buffered fsync's.
 * @param {{fsync_cpu_us: number, log_device?: {odirect_write_cpu_us?: number, odirect_flush_cpu_us?: number}}} machine
 */
export function flushCallsCpuUs(machine) {
  const d = machine.log_device ?? {};
  if (d.odirect_write_cpu_us > 0 && d.odirect_flush_cpu_us > 0) return d.odirect_write_cpu_us + d.odirect_flush_cpu_us;
  return machine.fsync_cpu_us;
}

/** The halted vCPU figures measure-machine reports in a machine file's source, or null. */
export function haltedFromSource(source) {
  const m = /halted_wake_cpu_us ([\d.]+), halt_after_idle_us ([\d.]+)/.exec(String(source ?? ''));
  return m ? { halted_wake_cpu_us: Number(m[1]), halt_after_idle_us: Number(m[2]) } : null;
}

/**
 * The machine file with the refill (and, where its source reports them, the
 * halted vCPU's figures, taken off its fsync's CPU: the fsync loop's caller
 * idled through each fsync), as docs/machine-file.md says they go in together.
 * @param {Record<string, any>} file a machine file
 * @param {number} refillUs
 * @param {string} how one sentence for `source`
 */
export function withRefill(file, refillUs, how) {
  if (!(refillUs >= 0)) {
    throw new Error(`the refill came out at ${refillUs.toFixed(1)} us per extra sleep, below 0: the runs cost less per flush wait than the machine file's switch and wake-up charges already do; check context_switch_us and idle_wake_cpu_us, and measure on a quiet machine`);
  }
  const out = { ...file };
  const halted = haltedFromSource(file.source);
  let note = ` resume_refill_cpu_us ${refillUs.toFixed(1)}: ${how}`;
  if (halted && !(file.halted_wake_cpu_us > 0)) {
    const fsyncP50 = file.log_device?.fsync_p50_us ?? 0;
    const share = Math.min(1, Math.max(0, (fsyncP50 - 0.5 * halted.halt_after_idle_us) / halted.halt_after_idle_us));
    const fsyncCpu = Math.max(0.1, Math.round((file.fsync_cpu_us - share * halted.halted_wake_cpu_us) * 10) / 10);
    note += ` halted_wake_cpu_us and halt_after_idle_us from the idle-gap sweep above; fsync_cpu_us ${file.fsync_cpu_us} -> ${fsyncCpu}, less its caller's halted wake-up.`;
    Object.assign(out, { fsync_cpu_us: fsyncCpu, ...halted });
  }
  out.resume_refill_cpu_us = Math.round(refillUs * 10) / 10;
  out.source = `${file.source ?? ''}${note}`.trim();
  if (out.calibration) {
    // the one fitted figure stays last, where a reader looks for it
    const { calibration, ...rest } = out;
    return { ...rest, calibration };
  }
  return out;
}
