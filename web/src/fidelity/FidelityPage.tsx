// "How close is the model?": every figure the articles measured next to
// what the model gives for the same configuration, worst residuals shown
// as plainly as the best.
import { useEffect } from 'react';
import { articleCalibration, articleSetup, articleTitle, articleWhere, citedFigureFor, figureLabel, figureNote } from '../lessons/cited-text';
import type { CitedDoc } from '../lessons/lesson-format.js';
import { LangSwitch } from '../lessons/LessonChrome';
import { ArticleSource } from '../lessons/ArticleSource';
import { langHashPart, useLang } from '../lang/lang-store';
import { figureDigits } from './figure-digits';
import { useFidelityT, type FidelityStrings } from './fidelity-i18n';
import { phenomenonText } from './phenomenon-text';
import type { FidelityEntry, FidelityReport, PhenomenonVerdict } from '../model/report-types';
import { CrashMatrix } from './CrashMatrix';

const metricName = (t: FidelityStrings, metric: string) => t.metrics[metric] ?? metric;

function fmt(v: number | null, unit: string, t: FidelityStrings): string {
  if (v === null) return t.noneSeen;
  const n = figureDigits(v);
  return unit === '1/s' ? n : `${n} ${t.units[unit] ?? unit}`;
}

/** How far off, in words a reader can scan. */
function verdict(e: FidelityEntry, t: FidelityStrings): { text: string; cls: string } {
  if (e.not_modelled) return { text: t.notModelled, cls: 'ratio-na' };
  if (e.ratio === null) return { text: e.modelled === null ? t.notReproduced : t.citedZero, cls: 'ratio-na' };
  const off = Math.abs(e.ratio - 1);
  const text = `${e.ratio >= 1 ? '+' : '−'}${(off * 100).toFixed(0)}%`;
  return { text, cls: off <= 0.1 ? 'ratio-good' : off <= 0.25 ? 'ratio-fair' : 'ratio-miss' };
}

/** Misses first, then matches in direction only, then the rest. */
const rank = (p: PhenomenonVerdict) => (!p.held ? 0 : p.weak ? 1 : 2);

/** R1, R2…: runs the lab measured itself on a real server, not an article's figures. */
const labMeasured = (source: string) => /^R\d+$/.test(source);

/** One phenomenon: the verdict in words and colour, the article's figures beside the model's, and why where it misses. */
function Phenomenon({ p }: { p: PhenomenonVerdict }) {
  const t = useFidelityT();
  const lang = useLang();
  const [cls, text, badge] = !p.held
    ? ['missed', t.missed, 'ratio-miss']
    : p.weak
      ? ['weak', t.weak, 'ratio-fair']
      : ['held', t.reproduced, 'ratio-good'];
  const words = phenomenonText(p, lang);
  return (
    <li className={`phenomenon ${cls}`} data-testid={`phenomenon-${p.id}`}>
      <span className={`verdict ${badge}`}>{text}</span>
      <div>
        <p className="phenomenon-title">
          <strong>{p.source}</strong> {p.predicted && <span className="basis basis-predicted" title={t.predictedHint}>{t.predicted}</span>} {words.title}
        </p>
        <dl>
          <dt>{labMeasured(p.source) ? t.measured : t.article}</dt>
          <dd>{words.article}</dd>
          <dt>{t.model}</dt>
          <dd>{words.model}</dd>
          {p.weak && (
            <>
              <dt>{t.whyWeak}</dt>
              <dd>{words.weak}</dd>
            </>
          )}
          {p.known_miss && (
            <>
              <dt>{t.whyMiss}</dt>
              <dd>{words.known_miss}</dd>
            </>
          )}
          {p.caveat && (
            <>
              <dt>{t.caveat}</dt>
              <dd data-testid={`caveat-${p.id}`}>{words.caveat}</dd>
            </>
          )}
        </dl>
        {p.lesson && p.step && (
          <a href={`./index.html#lesson=${encodeURIComponent(p.lesson)}&step=${p.step}${langHashPart(lang)}`}>{t.openLesson(p.step)}</a>
        )}
      </div>
    </li>
  );
}

export function FidelityPage({ report, sources }: { report: FidelityReport; sources: CitedDoc[] }) {
  const experiments = [...new Set(report.entries.map((e) => e.experiment))];
  const t = useFidelityT();
  const lang = useLang();
  // A report line's label and note in the page's language: the Chinese live beside the English in cited.json.
  const lineText = (line: Pick<FidelityEntry, 'experiment' | 'label' | 'metric' | 'note' | 'not_modelled'>) => {
    const cited = citedFigureFor(sources, line);
    const figure = cited ?? line;
    // Why the model cannot run it, in the page's language (cited.json has both).
    const why = cited?.not_modelled ? (lang === 'zh' ? cited.not_modelled.zh : cited.not_modelled.en) : line.not_modelled;
    return { label: figureLabel(figure, lang), note: figureNote(figure, lang), why };
  };
  const worstOf = (w: FidelityReport['by_basis']['fitted']['worst']) => {
    if (!w) return null;
    const line = report.entries.find((e) => e.source === w.source && e.label === w.label && e.metric === w.metric);
    return `${w.source} ${line ? lineText(line).label : w.label} (${metricName(t, w.metric)}), ${w.ratio.toFixed(2)}`;
  };
  const worst = report.entries.find((e) => e.label === report.worst_scored.label && e.metric === report.worst_scored.metric);
  useEffect(() => {
    document.title = t.docTitle;
  }, [t]);
  const back = langHashPart(lang);
  return (
    <div className="fidelity">
      <header className="app-header">
        <div className="brand">
          <h1>{t.title}</h1>
          <p className="tagline">
            {t.tagline} <a href={back ? `./index.html#${back.slice(1)}` : './index.html'}>{t.backToLab}</a>
          </p>
        </div>
        <LangSwitch />
      </header>
      <main className="fidelity-main">
        <section className="panel" aria-labelledby="summary-h">
          <h2 id="summary-h">{t.summary}</h2>
          <p>
            {t.summaryScored(
              <strong>{report.scored_within_25pct}</strong>,
              report.scored_total,
              worst ? lineText(worst).label : report.worst_scored.label,
              metricName(t, report.worst_scored.metric),
              report.worst_scored.ratio.toFixed(2),
            )}
          </p>
          <p>
            {t.summarySeeds(
              report.seeds_checked,
              Math.round(report.seed_spread_shown * 100),
              report.entries.filter((e) => e.seed_dependent).length,
            )}
          </p>
          {report.by_basis && (
            <p data-testid="basis-summary">
              {t.summaryBasis(
                report.by_basis.fitted,
                report.by_basis.predicted,
                worstOf(report.by_basis.fitted.worst),
                worstOf(report.by_basis.predicted.worst),
                report.over_fitted_machines.map((m) => `${m.machine} (${m.fitted})`),
              )}
            </p>
          )}
          <p>{t.summaryPhenomena(report.phenomena_held, report.phenomena_total, report.phenomena.filter((p) => p.held && p.weak).length, report.phenomena.filter((p) => p.held && p.caveat).length)}</p>
          <p className="legend-line">
            <span className="ratio-good">{t.within10}</span> <span className="ratio-fair">{t.within25}</span>{' '}
            <span className="ratio-miss">{t.furtherOff}</span>{' '}
            {t.regenerate(<code>npm run fidelity</code>)}
          </p>
        </section>
        <section className="panel" aria-labelledby="phenomena-h">
          <h2 id="phenomena-h">{t.phenomenaTitle}</h2>
          <ul className="phenomena">
            {[...report.phenomena]
              .sort((a, b) => rank(a) - rank(b))
              .map((p) => (
                <Phenomenon key={p.id} p={p} />
              ))}
          </ul>
        </section>
        {report.crash_matrix && <CrashMatrix matrix={report.crash_matrix} />}
        {experiments.map((exp) => {
          const rows = report.entries.filter((e) => e.experiment === exp);
          const src = sources.find((s) => s.experiment === exp);
          return (
            <section className="panel" key={exp} aria-labelledby={`h-${exp}`}>
              <h2 id={`h-${exp}`}>{src ? t.articleHeading(src.source.id, articleTitle(src, lang)) : exp}</h2>
              {src && (
                <p className="setup">
                  {articleSetup(src, lang)} <em>{t.source}{articleWhere(src, lang)}</em>
                </p>
              )}
              {src?.source.article && <ArticleSource docs={[src]} lang={lang} />}
              {src?.citation && (
                <p className="citation" data-testid={`citation-${exp}`}>
                  {t.citation(src.citation.author, src.citation.year, src.citation.title, src.citation.url)}
                </p>
              )}
              {src && (
                <p className="calibration" data-testid={`calibration-${exp}`}>
                  <strong>{t.fittedTo}</strong>
                  {articleCalibration(src, lang)}
                </p>
              )}
              <table className="fidelity-table">
                <thead>
                  <tr>
                    <th scope="col">{t.colConfiguration}</th>
                    <th scope="col">{t.colFigure}</th>
                    <th scope="col">{t.colMeasured}</th>
                    <th scope="col">{t.colModelled}</th>
                    <th scope="col">{t.colRatio}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((e, i) => {
                    const v = verdict(e, t);
                    const { label, note, why } = lineText(e);
                    return (
                      <tr key={i}>
                        <td>
                          {label}
                          {note && <div className="note">{note}</div>}
                          {why && <div className="note">{t.notModelledWhy(why)}</div>}
                        </td>
                        <td>
                          {e.scored && <span title={t.calibrated}>● </span>}
                          {metricName(t, e.metric)}{' '}
                          {!e.not_modelled && (
                            <span className={`basis basis-${e.fitted ? 'fitted' : 'predicted'}`} title={e.fitted ? t.fittedHint : t.predictedHint}>
                              {e.fitted ? t.fitted : t.predicted}
                            </span>
                          )}
                        </td>
                        <td className="num">{fmt(e.cited, e.unit, t)}</td>
                        <td className="num">
                          {e.not_modelled ? '—' : fmt(e.modelled, e.unit, t)}
                          {e.seed_dependent && e.seed_range && (
                            <div className="note">
                              {t.seedRange(report.seeds_checked, fmt(e.seed_range[0], e.unit, t), fmt(e.seed_range[1], e.unit, t))}
                            </div>
                          )}
                        </td>
                        <td className={`num ${v.cls}`}>{v.text}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
          );
        })}
      </main>
    </div>
  );
}
