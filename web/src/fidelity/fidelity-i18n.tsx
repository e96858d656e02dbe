// "How close is the model?" in English and Chinese: the page's own words.
// The articles' titles, setups and figure labels come from
// lessons/*/cited.json in both languages (lessons/cited-text.ts picks one),
// the phenomena's texts from report.json (phenomenon-text.ts); experiment
// ids and numbers stay as they are. English is
// the default and what the e2e tests read; Chinese keeps the MySQL terms a
// DBA reads in English (binlog, fsync…) and says 实测 / 模型 as the lessons'
// lesson.zh.md do. A typed table per language: a key missing in Chinese does
// not compile, and fidelity-i18n.test.ts checks none is empty.
import type { ReactNode } from 'react';
import type { Lang } from '../lang/lang';
import { useLang } from '../lang/lang-store';
import type { BasisSummary } from '../model/report-types';

const en = {
  docTitle: 'How close is the model? · Commit Pipeline Lab',
  title: 'How close is the model?',
  tagline: 'Every figure the five source articles, five published data sets and the lab\'s own runs on a real server measured, next to what this model gives for the same configuration.',
  backToLab: 'Back to the lab',
  summary: 'Summary',
  /** The summary's first paragraph; within: the count, in bold. */
  summaryScored: (within: ReactNode, total: number, worstLabel: string, worstMetric: string, worstRatio: string) => (
    <>
      <strong>Measured</strong> figures come from the articles, the published data sets and the lab's own runs on a real server (cited below each table). <strong>Modelled</strong> figures come from this lab's
      simulation, with one physical parameter set per machine; nothing is fitted per table row. Throughput figures are marked ●. Some of the
      articles' machines were calibrated against several of their figures, which then show how well one parameter set fits them all, not a
      prediction; others against one, the rest predicted (each section says what was fitted and what was not; the next paragraph counts them): {within} of the articles' {total} are within ±25%. The worst: {worstLabel} ({worstMetric}), modelled/measured = {worstRatio}.
      Latency tails and other figures are shown for comparison, misses included. A maximum or minimum latency is one transaction out of the
      article's whole run (a minute or more); the model's runs last seconds and leave out rare stalls such as checkpoint flushes, so its maxima
      come out far lower.
    </>
  ),
  /** The fitted / predicted summary; worstFitted / worstPredicted: "source label (metric), ratio"; over: machines fitted to more than one figure. */
  summaryBasis: (fitted: BasisSummary, predicted: BasisSummary, worstFitted: string | null, worstPredicted: string | null, over: string[]) => (
    <>
      <strong>Fitted or predicted.</strong> Each figure is marked <em>fitted</em> (its machine was calibrated against it, so agreement holds
      partly by construction) or <em>predicted</em> (it was not). Scored throughput figures of the articles and the published data sets: fitted{' '}
      {fitted.within_10pct} within ±10% and {fitted.within_25pct} within ±25% of {fitted.total}
      {worstFitted ? <> (worst: {worstFitted})</> : null}; predicted {predicted.within_10pct} within ±10% and{' '}
      {predicted.within_25pct} within ±25% of {predicted.total}
      {worstPredicted ? <> (worst: {worstPredicted})</> : null}.{' '}
      {over.length > 0 ? <>The aim is at most one fitted figure per machine; fitted to more today: {over.join(', ')}.</> : <>Every machine is fitted to at most one figure.</>}
    </>
  ),
  fitted: 'fitted',
  predicted: 'predicted',
  fittedHint: 'its machine was calibrated against this figure',
  predictedHint: 'a prediction: its machine was not calibrated against this figure',
  notModelled: 'not modelled',
  notModelledWhy: (why: string) => `Not modelled: ${why}.`,
  /** A published data set's citation. */
  citation: (author: string, year: number | null, title: string, url: string) => `Cited: ${author}${year ? ` (${year})` : ''}, “${title}”, ${url}`,
  summaryPhenomena: (held: number, total: number, weak: number, caveats: number) => (
    <>
      Of the {total} phenomena the articles describe, the model reproduces <strong>{held}</strong> by mechanism
      {weak > 0 ? <> ({weak} of them in direction only: the effect is there but much smaller than the article's)</> : null} and misses{' '}
      {total - held} (listed next, misses first); each is a test in <code>npm test</code>.
      {caveats > 0 ? <> {caveats} of the reproduced carry a note to weigh beside the tick (most compare figures the machines were fitted to, so they hold partly by construction).</> : null}
    </>
  ),
  /** The summary's seed check; dependent: how many scored figures move by more than `pct` between seeds. */
  summarySeeds: (seeds: number[], pct: number, dependent: number) =>
    `Each throughput figure was also run with seeds ${seeds.join(', ')} (the lab's links use seed 1, the figure shown). ` +
    (dependent === 0
      ? `None moves by more than ${pct}%.`
      : `${dependent === 1 ? 'One moves' : `${dependent} move`} by more than ${pct}%: the model settles in a different state depending on the seed, so the range is shown under ${dependent === 1 ? 'it' : 'each'}.`),
  /** Under a seed-dependent modelled figure. */
  seedRange: (seeds: number[], lo: string, hi: string) => `seeds ${seeds.join(', ')}: ${lo} to ${hi}`,
  within10: 'within 10%',
  within25: 'within 25%',
  furtherOff: 'further off',
  regenerate: (cmd: ReactNode) => <>Regenerate with {cmd}.</>,
  phenomenaTitle: 'The published phenomena',
  missed: '✗ missed',
  weak: '≈ direction only',
  reproduced: '✓ reproduced',
  article: 'Article',
  measured: 'Measured',
  model: 'Model',
  whyWeak: 'Why only in direction',
  whyMiss: 'Why it misses',
  caveat: 'Keep in mind',
  openLesson: (step: number) => `Open the lesson at step ${step}`,
  source: 'Source: ',
  /** An article's section heading: its id, then its title. */
  articleHeading: (id: string, title: string) => `${id}: ${title}`,
  colConfiguration: 'Configuration',
  colFigure: 'Figure',
  colMeasured: 'Measured',
  colModelled: 'Modelled',
  colRatio: 'Model vs measured',
  calibrated: 'calibrated against',
  fittedTo: 'What the machine was fitted to: ',
  noneSeen: 'none seen',
  notReproduced: 'not reproduced',
  citedZero: 'n/a (cited 0)',
  /** report.json's units that read differently per language (others stay as written). */
  units: { cores: 'cores' } as Record<string, string>,
  /** report.json's metric ids. */
  metrics: {
    tps: 'throughput (TPS)',
    median_tps: 'median throughput (TPS)',
    steady_tps: 'steady throughput (TPS)',
    avg_latency_ms: 'average latency',
    p95_latency_ms: '95th percentile latency',
    max_latency_ms: 'maximum latency',
    min_latency_ms: 'minimum latency',
    peak_cpu_cores: 'peak CPU',
    binlog_mb_per_s: 'binlog write rate',
    stall_period_s: 'time between stalls',
    stall_min_tps: 'lowest 1-s TPS in a stall',
    stall_length_s: 'length of a stall',
    peak_tps_gain_pct: 'peak TPS gain',
    peak_tps: 'maximum throughput (TPS)',
    tps_ratio: 'throughput ratio',
  } as Record<string, string>,
};

export type FidelityStrings = typeof en;

const zh: FidelityStrings = {
  docTitle: '模型有多准？ · Commit Pipeline Lab',
  title: '模型有多准？',
  tagline: '五篇来源文章、五个已发表数据集和本实验室在真实服务器上实测的每个数字，旁边是本模型在相同配置下给出的结果。',
  backToLab: '回到实验室',
  summary: '概要',
  summaryScored: (within, total, worstLabel, worstMetric, worstRatio) => (
    <>
      <strong>实测</strong>数字来自文章、已发表的数据集和本实验室在真实服务器上的实测（出处列在每张表下方）。<strong>模型</strong>数字来自本实验的模拟，每台机器一套物理参数，不针对任何一行单独拟合。{''}
      吞吐量数字标记为 ●。有几篇文章的机器参数校准时对照过其中好几个数字，这些数字说明的是一套参数能否同时贴合它们，而不是预测；另几篇只对照了一个，其余都是预测（每一节都写明了哪些参与了拟合、哪些没有，下一段给出统计）：文章的 {total} 个中有 {within} 个在 ±25% 以内。偏差最大的是：{worstLabel}（{worstMetric}），模型/实测 = {worstRatio}。{''}
      延迟尾部和其他数字仅作对照，偏差大的也照样列出。最大或最小延迟只是文章整轮测试（一分钟或更长）中的某一个事务；模型每次只运行几秒，也不包含检查点刷脏这类少见的停顿，所以模型的最大延迟要低得多。
    </>
  ),
  summaryBasis: (fitted, predicted, worstFitted, worstPredicted, over) => (
    <>
      <strong>拟合还是预测。</strong>每个数字都标明是<em>拟合</em>（机器参数校准时对照过它，所以吻合有一部分是构造出来的）还是<em>预测</em>（没有对照过）。{''}
      文章和已发表数据集中计分的吞吐量数字：拟合的 {fitted.total} 个中 {fitted.within_10pct} 个在 ±10% 以内、{fitted.within_25pct} 个在 ±25% 以内
      {worstFitted ? <>（偏差最大：{worstFitted}）</> : null}；预测的 {predicted.total} 个中 {predicted.within_10pct} 个在 ±10% 以内、
      {predicted.within_25pct} 个在 ±25% 以内{worstPredicted ? <>（偏差最大：{worstPredicted}）</> : null}。{''}
      {over.length > 0 ? <>目标是每台机器最多拟合一个数字；目前拟合了多个数字的机器：{over.join('、')}。</> : <>每台机器最多只拟合了一个数字。</>}
    </>
  ),
  fitted: '拟合',
  predicted: '预测',
  fittedHint: '机器参数校准时对照过这个数字',
  predictedHint: '预测：机器参数校准时没有对照这个数字',
  notModelled: '没有建模',
  notModelledWhy: (why) => `没有建模：${why}。`,
  citation: (author, year, title, url) => `引用：${author}${year ? `（${year}）` : ''}，《${title}》，${url}`,
  summaryPhenomena: (held, total, weak, caveats) => (
    <>
      文章描述的 {total} 个现象中，模型按机制复现了 <strong>{held}</strong> 个
      {weak > 0 ? <>（其中 {weak} 个只在方向上吻合：效应存在，但比文章里小得多）</> : null}，未复现 {total - held} 个（下方列出，未复现的排在前面）；每个现象都是{' '}
      <code>npm test</code> 中的一项测试。
      {caveats > 0 ? <>已复现的现象中有 {caveats} 个附有说明，请与结论一并看待（多数比较的是机器参数拟合时对照过的数字，所以它们成立有一部分是拟合出来的）。</> : null}
    </>
  ),
  summarySeeds: (seeds, pct, dependent) =>
    `每个吞吐量数字还分别用种子 ${seeds.join('、')} 跑过（实验室链接用种子 1，即表中给出的数字）。` +
    (dependent === 0
      ? `没有一个的变化超过 ${pct}%。`
      : `其中 ${dependent} 个的变化超过 ${pct}%：模型随种子不同会落到不同的稳定状态，所以在该数字下方给出了范围。`),
  seedRange: (seeds, lo, hi) => `种子 ${seeds.join('、')}：${lo} 至 ${hi}`,
  within10: '相差 10% 以内',
  within25: '相差 25% 以内',
  furtherOff: '相差更大',
  regenerate: (cmd) => <>用 {cmd} 重新生成。</>,
  phenomenaTitle: '文章描述的现象',
  missed: '✗ 未复现',
  weak: '≈ 仅方向一致',
  reproduced: '✓ 已复现',
  article: '文章',
  measured: '实测',
  model: '模型',
  whyWeak: '为何仅方向一致',
  whyMiss: '为什么没有复现',
  caveat: '请注意',
  openLesson: (step) => `打开课程第 ${step} 步`,
  source: '出处：',
  articleHeading: (id, title) => `${id}：《${title}》`,
  colConfiguration: '配置',
  colFigure: '指标',
  colMeasured: '实测',
  colModelled: '模型',
  colRatio: '模型对比实测',
  calibrated: '校准目标',
  fittedTo: '机器参数的拟合依据：',
  noneSeen: '未出现',
  notReproduced: '未复现',
  citedZero: '不适用（实测为 0）',
  units: { cores: '核' },
  metrics: {
    tps: '吞吐量（TPS）',
    median_tps: '吞吐量中位数（TPS）',
    steady_tps: '稳态吞吐量（TPS）',
    avg_latency_ms: '平均延迟',
    p95_latency_ms: '95 分位延迟',
    max_latency_ms: '最大延迟',
    min_latency_ms: '最小延迟',
    peak_cpu_cores: 'CPU 峰值',
    binlog_mb_per_s: 'binlog 写入速率',
    stall_period_s: '停顿间隔',
    stall_min_tps: '停顿中最低的 1 秒 TPS',
    stall_length_s: '停顿时长',
    peak_tps_gain_pct: 'TPS 峰值提升',
    peak_tps: '最大吞吐量（TPS）',
    tps_ratio: '吞吐量倍数',
  },
};

export const FIDELITY_STRINGS: Record<Lang, FidelityStrings> = { en, zh };

export function useFidelityT(): FidelityStrings {
  return FIDELITY_STRINGS[useLang()];
}
