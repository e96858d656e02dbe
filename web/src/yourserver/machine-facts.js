// Which of the model's machine figures come from a machine file (measured
// by npm run measure-machine, or written by hand from fio and perf), which
// the model derives because the file leaves them out, and the one fitted
// figure, if any (calibration.cpu_scale; the format has room for no other).
// npm run measure prints it beside the model's prediction, so a reader
// knows what the prediction stands on. Types in machine-facts.d.ts.

/** The machine file's facts, in the order a DBA reads them, with units. */
const FACTS = [
  { field: 'cores', unit: '' },
  { field: 'cpu_ghz', unit: ' GHz' },
  { field: 'cpu_class', unit: '' },
  { field: 'ram_gb', unit: ' GB' },
  { field: 'filesystem', unit: '' },
  { field: 'client_on_host', unit: '' },
  { field: 'log_device.class', unit: '', derived: 'the class nearest the measured fsync p50' },
  { field: 'log_device.fsync_p50_us', unit: ' µs' },
  { field: 'log_device.fsync_p99_us', unit: ' µs' },
  { field: 'log_device.seq_write_mbps', unit: ' MB/s' },
  { field: 'log_device.read_us', unit: ' µs', derived: "the device class's 16 KiB read" },
  { field: 'context_switch_us', unit: ' µs', derived: "the reference core's 3 µs scaled to this CPU" },
  { field: 'fsync_cpu_us', unit: ' µs', derived: "the reference core's 12 µs scaled to this CPU" },
  // Shown when the file has them. Absent: no wake-up or refill cost, l2_cache_kb 1024, the O_DIRECT figures from the device class
  // (and their CPU: one write syscall, and fsync_cpu_us for the flush).
  { field: 'log_device.odirect_write_p50_us', unit: ' µs' },
  { field: 'log_device.odirect_flush_p50_us', unit: ' µs' },
  { field: 'log_device.odirect_write_cpu_us', unit: ' µs' },
  { field: 'log_device.odirect_flush_cpu_us', unit: ' µs' },
  { field: 'idle_wake_cpu_us', unit: ' µs' },
  { field: 'halted_wake_cpu_us', unit: ' µs' },
  { field: 'halt_after_idle_us', unit: ' µs' },
  { field: 'resume_refill_cpu_us', unit: ' µs' },
  { field: 'l2_cache_kb', unit: ' KiB' },
];

function at(file, path) {
  return path.split('.').reduce((o, k) => (o && typeof o === 'object' ? o[k] : undefined), file);
}

/**
 * @param {Record<string, unknown>} file a machine file (commitlab-machine/1)
 * @returns {{ name: string, fromFile: Array<{field: string, value: unknown, unit: string}>, derived: Array<{field: string, how: string}>, fitted: {field: string, value: number, fittedTo: string} | null }}
 */
export function machineFacts(file) {
  const fromFile = [];
  const derived = [];
  for (const f of FACTS) {
    const value = at(file, f.field);
    if (value !== undefined && value !== null) fromFile.push({ field: f.field, value, unit: f.unit });
    else if (f.derived) derived.push({ field: f.field, how: f.derived });
  }
  const cal = file?.calibration;
  const fitted =
    cal && typeof cal.cpu_scale === 'number' ? { field: 'calibration.cpu_scale', value: cal.cpu_scale, fittedTo: String(cal.fitted_to ?? '') } : null;
  return { name: String(file?.name ?? ''), fromFile, derived, fitted };
}

/** The facts as lines for the command line's printout. */
export function machineFactsLines(facts, source) {
  const out = [`machine the model ran on: ${facts.name} (${source})`];
  out.push(`  from the machine file (measured): ${facts.fromFile.map((f) => `${f.field} ${typeof f.value === 'boolean' ? String(f.value) : f.value}${f.unit}`).join(', ')}`);
  for (const d of facts.derived) out.push(`  not in the file, derived by the model: ${d.field} (${d.how})`);
  if (facts.fromFile.some((f) => f.field === 'resume_refill_cpu_us')) {
    out.push('  taken from runs of a server on this machine (a residual of its CPU accounting, npm run measure-refill): resume_refill_cpu_us');
  }
  out.push(
    facts.fitted
      ? `  fitted (the one fitted figure): ${facts.fitted.field} = ${facts.fitted.value}, fitted to: ${facts.fitted.fittedTo}`
      : '  fitted: none; every model figure above is a prediction from the measured facts',
  );
  return out;
}
