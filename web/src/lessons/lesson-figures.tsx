// The figures a lesson quotes ({{S000:key:metric}} in its text): found in
// the articles' cited.json and the model's report, and shown with their
// source, in the lab's language.
import type { ReactNode } from 'react';
import type { Lang } from '../lang/lang';
import { articleTitle, articleWhere, figureLabel } from './cited-text';
import { CITED, REPORT } from './catalog';
import { PANEL_STRINGS } from './lesson-i18n';
import { answerText, findFigure, findModelled, findRefs, type CitedDoc, type CitedFigure, type LessonStep, type Ref } from './lesson-format.js';
import { renderMarkdown } from './markdown';

const UNIT_TEXT: Record<Lang, Record<string, string>> = {
  en: { '1/s': 'TPS', ms: 'ms', s: 's', '%': '%', cores: 'cores', 'MB/s': 'MB/s' },
  zh: { '1/s': 'TPS', ms: '毫秒', s: '秒', '%': '%', cores: '核', 'MB/s': 'MB/s' },
};

export const METRIC_TEXT: Record<Lang, Record<string, string>> = {
  en: { tps: 'throughput', median_tps: 'median throughput', steady_tps: 'steady throughput', avg_latency_ms: 'average latency', p95_latency_ms: '95th percentile latency', max_latency_ms: 'maximum latency', min_latency_ms: 'minimum latency', peak_cpu_cores: 'peak CPU', binlog_mb_per_s: 'binlog write rate', stall_period_s: 'time between stalls', stall_min_tps: 'lowest 1-s throughput', stall_length_s: 'length of a stall', peak_tps_gain_pct: 'peak throughput gain' },
  zh: { tps: '吞吐', median_tps: '吞吐中位数', steady_tps: '稳定吞吐', avg_latency_ms: '平均延迟', p95_latency_ms: '95 分位延迟', max_latency_ms: '最大延迟', min_latency_ms: '最小延迟', peak_cpu_cores: 'CPU 峰值', binlog_mb_per_s: 'binlog 写入速率', stall_period_s: '停顿间隔', stall_min_tps: '最低的 1 秒吞吐', stall_length_s: '停顿时长', peak_tps_gain_pct: '峰值吞吐提升' },
};

export function formatValue(v: number, unit: string, lang: Lang): string {
  const digits = Math.abs(v) >= 100 ? 0 : Math.abs(v) >= 10 ? 1 : 2;
  const n = v.toLocaleString('en-US', { maximumFractionDigits: digits });
  const u = UNIT_TEXT[lang][unit] ?? unit;
  return u === '%' ? `${n} %` : `${n} ${u}`;
}

export interface Resolved {
  ref: Ref;
  doc: CitedDoc;
  figure: CitedFigure;
  modelled: number | null;
}

export function resolveRef(ref: Ref): Resolved | null {
  const hit = findFigure(CITED, ref);
  if (!hit) return null;
  const m = findModelled(REPORT, hit.doc, hit.figure);
  return { ref, doc: hit.doc, figure: hit.figure, modelled: m?.modelled ?? null };
}

export function RefValue({ ref, lang }: { ref: Ref; lang: Lang }) {
  const r = resolveRef(ref);
  // Shown as typed (the lesson's problems say why), so nothing written is lost.
  if (!r) return <span className="cite-missing">{ref.raw}</span>;
  const t = PANEL_STRINGS[lang];
  if (ref.kind === 'cited') {
    const where = t.citeTooltip(r.doc.source.id, articleTitle(r.doc, lang), articleWhere(r.doc, lang), figureLabel(r.figure, lang));
    return (
      <span className="cite cite-measured" title={where} data-cited={`${ref.source}:${ref.key}:${ref.metric}`}>
        {formatValue(r.figure.cited, r.figure.unit, lang)}
        <sup className="cite-tag">{r.doc.source.id}</sup>
      </span>
    );
  }
  return (
    <span className="cite cite-modelled" title={`${t.modelTag} — ${figureLabel(r.figure, lang)}`}>
      {r.modelled === null ? '—' : formatValue(r.modelled, r.figure.unit, lang)}
      <sup className="cite-tag">{t.modelTag}</sup>
    </span>
  );
}

export function md(text: string, lang: Lang): ReactNode[] {
  return renderMarkdown(text, { renderRef: (ref, key) => <RefValue key={key} ref={ref} lang={lang} /> });
}

/** The figures a step quotes, once each, in order. */
export function stepFigures(step: LessonStep): Resolved[] {
  const p = step.prediction;
  const text = [step.body, p?.question ?? '', ...(p?.options ?? []).map((o) => o.text), answerText(p)].join('\n');
  const refs = findRefs(text);
  if (p && typeof p.answer === 'object') refs.push(p.answer);
  const out = new Map<string, Resolved>();
  for (const ref of refs) {
    const k = `${ref.source}:${ref.key}:${ref.metric}`;
    const prev = out.get(k);
    if (prev) {
      if (!prev.ref.label && ref.label) prev.ref = ref;
      continue;
    }
    const r = resolveRef(ref);
    if (r) out.set(k, r);
  }
  return [...out.values()];
}

export function numberAnswer(step: LessonStep): number {
  const a = step.prediction?.answer;
  if (typeof a === 'number') return a;
  if (a && typeof a === 'object') return resolveRef(a)?.figure.cited ?? NaN;
  return NaN;
}

/** A figure's identity in the chart: source, key and metric. */
export function figureKey(f: Resolved): string {
  return `${f.ref.source}:${f.ref.key}:${f.ref.metric}`;
}

/** Simulated seconds as the lab writes them elsewhere: "4", "2.5". */
export function formatSeconds(s: number): string {
  return Number(s.toFixed(3)).toLocaleString('en-US');
}
