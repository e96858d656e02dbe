// Downloads of the run: metrics as CSV / JSON (the core's own layouts, as
// `npm run sim -- --format csv|json` writes them) and the interval log as
// sysbench text. The export code is loaded on first use.
import { toCoreScenario, toReplayableScenario } from '../model/scenario';
import type { LabState } from '../store/lab-state';
import { useT } from '../lang/use-words';
import { labSaid } from '../lang/lab-said';
import { useLab, useLabContext } from '../ui/lab-context';

type RunKind = 'csv' | 'json' | 'sysbench';

/** Interval rows up to the simulated clock (after seeking back, the rows beyond it are not on screen). */
export function runTable(s: LabState): { fields: string[]; rows: number[][] } {
  const fields = s.schema ? s.schema.interval_fields.map((f) => f.name) : [];
  const tCol = fields.indexOf('t_s');
  const rows: number[][] = [];
  for (let r = 0; r < s.rows.count; r++) {
    if (tCol >= 0 && s.rows.get(r, tCol) * 1e9 > s.nowNs + 1) break;
    rows.push(fields.map((_, c) => s.rows.get(r, c)));
  }
  return { fields, rows };
}

export function fileBase(s: LabState): string {
  const sc = s.scenario;
  return `commitlab-${sc.preset ?? sc.machine}-seed${sc.seed}-${(s.nowNs / 1e9).toFixed(3)}s`;
}

export function ExportPanel() {
  const { store, controller } = useLabContext();
  const load = useLab((s) => s.load);
  const disabled = load !== 'ready';
  const t = useT().lab;

  const exportRun = async (kind: RunKind) => {
    try {
      const ex = await import('../viz/export');
      const s = store.getState();
      const table = runTable(s);
      const base = fileBase(s);
      if (kind === 'csv') ex.download(new Blob([ex.runCsv(table)], { type: 'text/csv' }), `${base}.csv`);
      else if (kind === 'sysbench') {
        const text = ex.runSysbench(table, s.scenario.reportIntervalS, Number(s.currentKnobs()['threads'] ?? 0), s.logPercentile);
        ex.download(new Blob([text], { type: 'text/plain' }), `${base}.sysbench.txt`);
      } else {
        const summary = await controller.requestSummary();
        // Replayable as is: npm run sim -- --scenario <file> (at_s, the core's layout version).
        const scenario = toReplayableScenario(s.scenario);
        const text = ex.runJson(table, scenario, { ...(JSON.parse(summary.json) as object), at_ns: summary.nowNs }, s.schema?.layout_version ?? 0);
        ex.download(new Blob([text], { type: 'application/json' }), `${base}.json`);
      }
    } catch (e) {
      store.getState().pushMessage('error', labSaid((w) => w.exportFailed((e as Error).message)), 'export');
    }
  };

  return (
    <section className="panel export-panel" aria-labelledby="export-title">
      <h2 id="export-title">{t.exportRun}</h2>
      <div className="export-buttons">
        <button type="button" disabled={disabled} onClick={() => void exportRun('csv')} aria-label={t.exportCsv} data-testid="export-csv">
          CSV
        </button>
        <button type="button" disabled={disabled} onClick={() => void exportRun('json')} aria-label={t.exportJson} data-testid="export-json">
          JSON
        </button>
        <button type="button" disabled={disabled} onClick={() => void exportRun('sysbench')} aria-label={t.exportSysbench} data-testid="export-sysbench">
          sysbench log
        </button>
      </div>
      <p className="hint">{t.exportHint}</p>
    </section>
  );
}
