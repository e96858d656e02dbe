// Writes scenarios/*.json and the figures of cited.json from
// measurements.txt (oltp_update_index, measure.sh),
// measurements-write-only.txt (oltp_write_only, measure-write-only.sh) and
// machine.json (run it after those):
//   node tests/fidelity/published/r2-intel-vm-mariadb1011/make-scenarios.mjs
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const machine = JSON.parse(readFileSync(join(here, 'machine.json'), 'utf8'));
// The machine's one calibration figure (machine.json: calibration), R1's own.
const FITTED = 'oltp_update_index off_tc0 t=1';
const CONFIGS = {
  off_tc1: { knobs: { log_bin: false, innodb_flush_log_at_trx_commit: 1 }, en: 'binlog OFF, trx_commit=1', zh: 'binlog OFF，trx_commit=1' },
  off_tc0: { knobs: { log_bin: false, innodb_flush_log_at_trx_commit: 0 }, en: 'binlog OFF, trx_commit=0', zh: 'binlog OFF，trx_commit=0' },
  on00: { knobs: { log_bin: true, sync_binlog: 0, innodb_flush_log_at_trx_commit: 0 }, en: '(0,0)', zh: '(0,0)' },
  on11: { knobs: { log_bin: true, sync_binlog: 1, innodb_flush_log_at_trx_commit: 1 }, en: '(1,1)', zh: '(1,1)' },
  on1000_1: { knobs: { log_bin: true, sync_binlog: 1000, innodb_flush_log_at_trx_commit: 1 }, en: 'sync_binlog=1000, trx_commit=1', zh: 'sync_binlog=1000，trx_commit=1' },
};
const WORKLOADS = [
  { file: 'measurements.txt', workload: 'oltp_update_index', prefix: '', en: '', zh: '' },
  { file: 'measurements-write-only.txt', workload: 'oltp_write_only', prefix: 'wo-', en: 'oltp_write_only, ', zh: 'oltp_write_only，' },
];

const figures = [];
mkdirSync(join(here, 'scenarios'), { recursive: true });
for (const w of WORKLOADS) {
  for (const line of readFileSync(join(here, w.file), 'utf8').split('\n')) {
    const m = line.match(/^(\S+) t=(\d+) tps=([\d.]+)/);
    if (!m) continue;
    const [, label, threads, tps] = m;
    const c = CONFIGS[label];
    if (!c) throw new Error(`${w.file}: unknown configuration '${label}'`);
    const file = `scenarios/${w.prefix}${label.replace('_', '-')}-t${threads}.json`;
    const scenario = {
      machine_file: machine,
      seed: 1,
      duration_s: 5,
      knobs: {
        workload: w.workload, tables: 8, table_size: 100000, threads: Number(threads),
        commit_algorithm: 'mariadb_group_commit', ...c.knobs,
      },
    };
    writeFileSync(join(here, file), JSON.stringify(scenario, null, 2) + '\n');
    figures.push({
      label: `${w.en}${c.en}, ${threads} thread${threads === '1' ? '' : 's'}`,
      label_zh: `${w.zh}${c.zh}，${threads} 个线程`,
      metric: 'tps', unit: '1/s', cited: Number(tps), scored: true,
      fitted: `${w.workload} ${label} t=${threads}` === FITTED, scenario: file,
    });
  }
}
const citedFile = join(here, 'cited.json');
const cited = JSON.parse(readFileSync(citedFile, 'utf8'));
cited.figures = figures;
writeFileSync(citedFile, JSON.stringify(cited, null, 2) + '\n');
console.log(`${figures.length} figures, ${figures.filter((f) => f.fitted).length} fitted`);
