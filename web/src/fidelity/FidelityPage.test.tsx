// "How close is the model?" cites its articles in the page's language: each
// article's heading, setup and source note, each row's configuration and
// note, the worst figure in the summary (Chinese from lessons/*/cited.json).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import report from '../../../tests/fidelity/report.json';
import { CITED } from '../lessons/catalog';
import { FidelityPage } from './FidelityPage';
import type { FidelityReport } from '../model/report-types';
import { langStore } from '../lang/lang-store';
import { PUBLISHED } from './published-sources';

const REPORT = report as FidelityReport;
/** The articles' cited figures and the published data sets', as the page is built with (main.tsx). */
const SOURCES = [...CITED, ...PUBLISHED];
/** English words of a citation (MySQL terms, knob names and ids stay). */
const ENGLISH = /\b(threads|no binlog|vs|gain|between|stalls?|dips?|article|tables?|figures?|text|given|lowest|steady|about|its|the|and|of|with|not|on \d+ cores)\b/;

afterEach(() => {
  cleanup();
  act(() => langStore.getState().setLang('en'));
});

const rowTexts = () => Array.from(document.querySelectorAll('.fidelity-table:not(.crash-table) tbody tr td:first-child')).map((td) => td.textContent!);

describe('the fidelity page\'s citations', () => {
  it('in Chinese: every article heading, setup and row, and the worst figure, from cited.json\'s Chinese; English again after', () => {
    act(() => langStore.getState().setLang('zh'));
    render(<FidelityPage report={REPORT} sources={SOURCES} />);
    for (const doc of CITED) {
      expect(screen.getByRole('heading', { name: `${doc.source.id}：《${doc.source.title_zh}》` })).toBeTruthy();
      const setup = document.getElementById(`h-${doc.experiment}`)!.nextElementSibling!;
      expect(setup.textContent).toBe(`${doc.setup_zh} 出处：${doc.source.where_zh}`);
    }
    const rows = rowTexts();
    expect(rows).toHaveLength(REPORT.entries.length);
    expect(rows.filter((r) => ENGLISH.test(r))).toEqual([]);
    expect(rows[0]).toBe(CITED.flatMap((d) => d.figures).find((f) => f.label === REPORT.entries[0]!.label)!.label_zh);
    const worst = CITED.flatMap((d) => d.figures).find((f) => f.label === REPORT.worst_scored.label)!;
    expect(screen.getByText(/偏差最大的是/).textContent).toContain(`${worst.label_zh}（`);

    act(() => langStore.getState().setLang('en'));
    expect(screen.getByRole('heading', { name: `S000: ${CITED.find((d) => d.source.id === 'S000')!.source.title}` })).toBeTruthy();
    expect(rowTexts()[0]).toBe(REPORT.entries[0]!.label);
  });
});

describe('what each machine was fitted to', () => {
  it('each article\'s section says it, from cited.json, in English and in Chinese', () => {
    render(<FidelityPage report={REPORT} sources={SOURCES} />);
    for (const doc of CITED) expect(screen.getByTestId(`calibration-${doc.experiment}`).textContent).toBe(`What the machine was fitted to: ${doc.calibration}`);
    act(() => langStore.getState().setLang('zh'));
    for (const doc of CITED) expect(screen.getByTestId(`calibration-${doc.experiment}`).textContent).toBe(`机器参数的拟合依据：${doc.calibration_zh}`);
  });
});

describe('the fidelity summary', () => {
  it('counts the phenomena as the list shows them: reproduced, of which in direction only, and missed', () => {
    render(<FidelityPage report={REPORT} sources={SOURCES} />);
    const held = REPORT.phenomena.filter((p) => p.held).length;
    const weak = REPORT.phenomena.filter((p) => p.held && p.weak).length;
    const missed = REPORT.phenomena.length - held;
    const text = screen.getByText(/phenomena the articles describe/).textContent!;
    expect(text).toContain(`the model reproduces ${held} by mechanism`);
    expect(text).toContain(`misses ${missed} `);
    if (weak > 0) expect(text).toContain(`(${weak} of them in direction only`);
    expect(document.querySelectorAll('li.phenomenon.missed')).toHaveLength(missed);
    expect(document.querySelectorAll('li.phenomenon.weak')).toHaveLength(weak);
  });

  it('shows each reproduced phenomenon\'s caveat on its card and counts them in the summary, in English and Chinese', () => {
    const withCaveat = REPORT.phenomena.filter((p) => p.held && p.caveat);
    // The fitted comparisons (S000's orderings, S002's collapse, S003's gains) carry one.
    expect(withCaveat.map((p) => p.id)).toEqual(expect.arrayContaining(['s000-on-beats-off-256', 's002-collapse', 's003-parallel-flush-11']));
    render(<FidelityPage report={REPORT} sources={SOURCES} />);
    expect(screen.getByText(/phenomena the articles describe/).textContent).toContain(`${withCaveat.length} of the reproduced carry a note`);
    for (const p of withCaveat) expect(screen.getByTestId(`caveat-${p.id}`).textContent).toBe(p.caveat);
    expect(document.querySelectorAll('[data-testid^="caveat-"]')).toHaveLength(withCaveat.length);
    act(() => langStore.getState().setLang('zh'));
    expect(screen.getByText(/个附有说明/).textContent).toContain(`有 ${withCaveat.length} 个附有说明`);
    for (const p of withCaveat) expect(screen.getByTestId(`caveat-${p.id}`).textContent).toBe(p.caveat_zh);
  });
});

describe('the seed check', () => {
  it('shows the seed range under each seed-dependent figure and nowhere else, and counts them in the summary, in both languages', () => {
    render(<FidelityPage report={REPORT} sources={SOURCES} />);
    const dependent = REPORT.entries.filter((e) => e.seed_dependent);
    const seeds = REPORT.seeds_checked.join(', ');
    const ranges = () => Array.from(document.querySelectorAll('.fidelity-table:not(.crash-table) td.num .note')).map((n) => n.textContent);
    expect(ranges()).toHaveLength(dependent.length);
    for (const e of dependent) {
      const lo = Math.round(e.seed_range![0]).toLocaleString('en-US');
      const hi = Math.round(e.seed_range![1]).toLocaleString('en-US');
      expect(ranges()).toContain(`seeds ${seeds}: ${lo} to ${hi}`);
    }
    expect(screen.getByText(/was also run with seeds/).textContent).toContain(dependent.length === 0 ? 'None moves' : 'by more than 5%: the model settles');

    act(() => langStore.getState().setLang('zh'));
    expect(ranges().every((r) => r!.startsWith(`种子 ${REPORT.seeds_checked.join('、')}：`))).toBe(true);
    expect(screen.getByText(/还分别用种子/)).toBeTruthy();
  });
});

describe('the fidelity table\'s numbers', () => {
  it('a cited or modelled zero (a stall down to 0 TPS) reads "0", not "0.00"', () => {
    render(<FidelityPage report={REPORT} sources={SOURCES} />);
    const zeros = REPORT.entries.filter((e) => e.cited === 0 || e.modelled === 0);
    expect(zeros.length).toBeGreaterThan(0);
    const cells = Array.from(document.querySelectorAll('.fidelity-table:not(.crash-table) td.num')).map((td) => td.firstChild?.textContent);
    expect(cells).toContain('0');
    expect(cells).not.toContain('0.00');
  });
});

describe('fitted or predicted', () => {
  it('marks every figure the model runs fitted or predicted, as report.json says, and summarises the two apart, in English and in Chinese', () => {
    render(<FidelityPage report={REPORT} sources={SOURCES} />);
    const marks = () =>
      Array.from(document.querySelectorAll('.fidelity-table:not(.crash-table) tbody tr td:nth-child(2)')).map((td) => td.querySelector('.basis')?.textContent ?? null);
    const run = (e: (typeof REPORT.entries)[number], fitted: string, predicted: string) => (e.not_modelled ? null : e.fitted ? fitted : predicted);
    expect(marks()).toEqual(REPORT.entries.map((e) => run(e, 'fitted', 'predicted')));
    expect(REPORT.entries.some((e) => e.fitted) && REPORT.entries.some((e) => !e.fitted && !e.not_modelled)).toBe(true);
    const summary = screen.getByTestId('basis-summary').textContent!;
    const { fitted, predicted } = REPORT.by_basis;
    expect(summary).toContain(`fitted ${fitted.within_10pct} within ±10% and ${fitted.within_25pct} within ±25% of ${fitted.total}`);
    expect(summary).toContain(`predicted ${predicted.within_10pct} within ±10% and ${predicted.within_25pct} within ±25% of ${predicted.total}`);
    for (const m of REPORT.over_fitted_machines) expect(summary).toContain(`${m.machine} (${m.fitted})`);
    act(() => langStore.getState().setLang('zh'));
    expect(marks()).toEqual(REPORT.entries.map((e) => run(e, '拟合', '预测')));
    expect(screen.getByTestId('basis-summary').textContent).toContain(`预测的 ${predicted.total} 个中 ${predicted.within_10pct} 个在 ±10% 以内`);
  });

  it('a published data set shows its citation, and a figure the model cannot run says why instead of a ratio', () => {
    expect(PUBLISHED.map((d) => d.source.id)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'R1', 'R2']);
    render(<FidelityPage report={REPORT} sources={SOURCES} />);
    for (const d of PUBLISHED) expect(screen.getByTestId(`citation-${d.experiment}`).textContent).toContain(d.citation!.url);
    const notModelled = REPORT.entries.filter((e) => e.not_modelled);
    expect(notModelled.length).toBeGreaterThan(0);
    const verdicts = Array.from(document.querySelectorAll('.fidelity-table:not(.crash-table) td.num:last-child')).map((td) => td.textContent);
    expect(verdicts.filter((v) => v === 'not modelled')).toHaveLength(notModelled.length);
    expect(screen.getAllByText(`Not modelled: ${notModelled[0]!.not_modelled}.`).length).toBeGreaterThan(0);
  });
});

describe('whose figures a phenomenon puts beside the model', () => {
  it('an article\'s, or the lab\'s own measured runs (R1) as measured, in both languages', () => {
    render(<FidelityPage report={REPORT} sources={SOURCES} />);
    const label = (id: string) => document.querySelector(`[data-testid="phenomenon-${id}"] dt`)!.textContent;
    const r1 = REPORT.phenomena.find((p) => p.source === 'R1')!;
    const seed = REPORT.phenomena.find((p) => /^S\d+$/.test(p.source))!;
    expect(label(r1.id)).toBe('Measured');
    expect(label(seed.id)).toBe('Article');
    act(() => langStore.getState().setLang('zh'));
    expect(label(r1.id)).toBe('实测');
    expect(label(seed.id)).toBe('文章');
  });
});
