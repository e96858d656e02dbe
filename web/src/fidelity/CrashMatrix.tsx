// The measured loss matrix on the fidelity page: lesson 06's pairs, each
// crashed at many instants (tests/fidelity/crash-matrix.mjs). Power cuts
// on these machines' devices (which honour flushes) equal OS crashes, so
// the table shows mysqld and OS crashes.
import { useLang } from '../lang/lang-store';
import type { Lang } from '../lang/lang';
import type { CrashMatrix as Matrix, CrashMatrixRow } from '../model/report-types';

const WORDS: Record<Lang, {
  title: string;
  intro: (n: number, seed: number) => string;
  pair: string;
  kind: Record<'mysqld' | 'os', string>;
  crashes: string;
  lost: string;
  engineOnly: string;
  binlogOnly: string;
  ahead: string;
  cell: (mean: string, max: string) => string;
  aheadCell: (crashes: number, n: number, max: string) => string;
  regenerate: string;
}> = {
  en: {
    title: 'What each setting loses: crashes measured',
    intro: (n, seed) =>
      `Lesson 06's pairs, each run with a replica and crashed at ${n} instants drawn from seed ${seed}, then recovered as the server does it (binlog scan, commit by XID or rollback). Figures are acknowledged transactions per crash: mean (max). A power cut on these devices, which honour flushes, loses what an OS crash loses.`,
    pair: '(sync_binlog, trx_commit)',
    kind: { mysqld: 'mysqld crash', os: 'OS crash / power cut' },
    crashes: 'crashes losing any',
    lost: 'LOST',
    engineOnly: 'ENGINE-ONLY',
    binlogOnly: 'BINLOG-ONLY',
    ahead: 'replica ahead',
    cell: (mean, max) => `${mean} (${max})`,
    aheadCell: (c, n, max) => (c ? `${c} of ${n} (max ${max})` : 'never'),
    regenerate: 'node tests/fidelity/crash-matrix.mjs --write',
  },
  zh: {
    title: '每种配置会丢什么：实测的崩溃',
    intro: (n, seed) =>
      `第 06 课的各组配置，各自带一个从库运行，在由种子 ${seed} 决定的 ${n} 个时刻崩溃，再按服务器的方式恢复（扫描 binlog，按 XID 提交或回滚）。数字是每次崩溃中已确认事务的个数：平均值（最大值）。这些设备遵守 flush，断电丢的和操作系统崩溃一样。`,
    pair: '(sync_binlog, trx_commit)',
    kind: { mysqld: 'mysqld 崩溃', os: '操作系统崩溃 / 断电' },
    crashes: '有损失的崩溃次数',
    lost: '丢失',
    engineOnly: '只在 InnoDB 中',
    binlogOnly: '只在 binlog 中',
    ahead: '从库领先',
    cell: (mean, max) => `${mean}（${max}）`,
    aheadCell: (c, n, max) => (c ? `${n} 次中 ${c} 次（最多 ${max}）` : '从不'),
    regenerate: 'node tests/fidelity/crash-matrix.mjs --write',
  },
};

export function CrashMatrix({ matrix }: { matrix: Matrix }) {
  const lang = useLang();
  const w = WORDS[lang];
  const n = (x: number) => x.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-US');
  const rows = matrix.rows.filter((r): r is CrashMatrixRow & { kind: 'mysqld' | 'os' } => r.kind !== 'power');
  return (
    <section className="panel" aria-labelledby="crash-matrix-h" data-testid="crash-matrix">
      <h2 id="crash-matrix-h">{w.title}</h2>
      <p>{w.intro(matrix.instants, matrix.seed)}</p>
      <div style={{ overflowX: 'auto' }}>
        <table className="fidelity-table crash-table">
          <thead>
            <tr>
              <th scope="col">{w.pair}</th>
              <th scope="col" />
              <th scope="col">{w.crashes}</th>
              <th scope="col">{w.lost}</th>
              <th scope="col">{w.engineOnly}</th>
              <th scope="col">{w.binlogOnly}</th>
              <th scope="col">{w.ahead}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.step}-${r.kind}`} data-pair={`${r.sync_binlog},${r.trx_commit}`} data-kind={r.kind}>
                <th scope="row">{`(${r.sync_binlog}, ${r.trx_commit})`}</th>
                <td>{w.kind[r.kind]}</td>
                <td>{`${r.crashes_losing} / ${r.crashes}`}</td>
                <td>{w.cell(n(r.lost.mean), n(r.lost.max))}</td>
                <td>{w.cell(n(r.engine_only.mean), n(r.engine_only.max))}</td>
                <td>{w.cell(n(r.binlog_only.mean), n(r.binlog_only.max))}</td>
                <td>{w.aheadCell(r.replica_ahead.crashes, r.crashes, n(r.replica_ahead.max))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="legend-line">
        <code>{w.regenerate}</code>
      </p>
    </section>
  );
}
