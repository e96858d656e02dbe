// The durability settings R1's measure.sh runs (throwaway-server.sh's
// config_options, as model knobs) and the scenarios and cited figures a
// measurements file of that grid gives: shared by R1's and R2's
// make-scenarios.mjs.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const CONFIGS = {
  off_tc1: { knobs: { log_bin: false, innodb_flush_log_at_trx_commit: 1 }, en: 'binlog OFF, trx_commit=1', zh: 'binlog OFF，trx_commit=1' },
  off_tc0: { knobs: { log_bin: false, innodb_flush_log_at_trx_commit: 0 }, en: 'binlog OFF, trx_commit=0', zh: 'binlog OFF，trx_commit=0' },
  on00: { knobs: { log_bin: true, sync_binlog: 0, innodb_flush_log_at_trx_commit: 0 }, en: '(0,0)', zh: '(0,0)' },
  on11: { knobs: { log_bin: true, sync_binlog: 1, innodb_flush_log_at_trx_commit: 1 }, en: '(1,1)', zh: '(1,1)' },
  on1000_1: { knobs: { log_bin: true, sync_binlog: 1000, innodb_flush_log_at_trx_commit: 1 }, en: 'sync_binlog=1000, trx_commit=1', zh: 'sync_binlog=1000，trx_commit=1' },
};

/**
 * Writes dir/scenarios/<prefix><setting>-t<threads>.json for each line of
 * dir/<file> and returns their cited figures. `fitted` names the machine's
 * one calibration figure as "<label> t=<threads>" (e.g. "off_tc0 t=1"), or
 * null when this file holds none of it.
 */
export function gridFigures({ dir, machine, file, workload, prefix = '', en = '', zh = '', fitted }) {
  const figures = [];
  mkdirSync(join(dir, 'scenarios'), { recursive: true });
  for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
    const m = line.match(/^(\S+) t=(\d+) tps=([\d.]+)/);
    if (!m) continue;
    const [, label, threads, tps] = m;
    const c = CONFIGS[label];
    if (!c) throw new Error(`${file}: unknown configuration '${label}'`);
    const scenarioFile = `scenarios/${prefix}${label.replace('_', '-')}-t${threads}.json`;
    const scenario = {
      machine_file: machine,
      seed: 1,
      duration_s: 5,
      knobs: {
        workload, tables: 8, table_size: 100000, threads: Number(threads),
        commit_algorithm: 'mariadb_group_commit', ...c.knobs,
      },
    };
    writeFileSync(join(dir, scenarioFile), JSON.stringify(scenario, null, 2) + '\n');
    figures.push({
      label: `${en}${c.en}, ${threads} thread${threads === '1' ? '' : 's'}`,
      label_zh: `${zh}${c.zh}，${threads} 个线程`,
      metric: 'tps', unit: '1/s', cited: Number(tps), scored: true,
      fitted: `${label} t=${threads}` === fitted, scenario: scenarioFile,
    });
  }
  return figures;
}

/** Puts the figures into dir/cited.json and says how many are fitted. */
export function writeCited(dir, figures) {
  const citedFile = join(dir, 'cited.json');
  const cited = JSON.parse(readFileSync(citedFile, 'utf8'));
  cited.figures = figures;
  writeFileSync(citedFile, JSON.stringify(cited, null, 2) + '\n');
  console.log(`${figures.length} figures, ${figures.filter((f) => f.fitted).length} fitted`);
}
