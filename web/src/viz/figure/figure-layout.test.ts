import { describe, expect, it } from 'vitest';
import { FIGURE_STYLE, layoutFigure, wrapText, type FigureText } from './figure-layout';

// 7 px per character (CJK: 14), whatever the font: enough to check the arithmetic.
const width = (s: string) => [...s].reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 14 : 7), 0);
const measure = (s: string) => width(s);

const text = (over: Partial<FigureText> = {}): FigureText => ({
  title: 'Throughput (transactions per second)',
  legend: [
    { label: 'TPS', swatch: { kind: 'line', color: '#0072B2' } },
    { label: 'binlog rotated', swatch: { kind: 'mark', color: '#666666' } },
  ],
  caption: 'Preset: 112 cores, 16 threads, binlog OFF · seed 1 · Commit Pipeline Lab (modelled, not measured)',
  ...over,
});

describe('wrapping text for the image', () => {
  it('breaks between words and keeps every word', () => {
    const lines = wrapText('the quick brown fox jumps over the lazy dog', 70, width);
    for (const l of lines) expect(width(l)).toBeLessThanOrEqual(70);
    expect(lines.join(' ')).toBe('the quick brown fox jumps over the lazy dog');
    expect(lines.length).toBeGreaterThan(1);
  });

  it('breaks Chinese between any two characters', () => {
    const lines = wrapText('吞吐量（每秒事务数）吞吐量', 70, width);
    expect(lines.join('')).toBe('吞吐量（每秒事务数）吞吐量');
    for (const l of lines) expect(width(l)).toBeLessThanOrEqual(70);
    expect(lines.length).toBe(3);
  });

  it('keeps words joined by no-break spaces together, and Chinese punctuation with its character', () => {
    expect(wrapText('seed 1 · Commit\u00a0Pipeline\u00a0Lab', 140, width)).toEqual(['seed 1 ·', 'Commit\u00a0Pipeline\u00a0Lab']);
    // 56 px: four characters a line; "，" and "（" would start and end the second line if split alone.
    const lines = wrapText('随机种子，模型（结果）', 56, width);
    expect(lines.join('')).toBe('随机种子，模型（结果）');
    for (const l of lines) {
      expect(l).not.toMatch(/^[，）]/);
      expect(l).not.toMatch(/（$/);
    }
  });

  it('breaks a word wider than the line anywhere, and leaves empty text empty', () => {
    const lines = wrapText('innodb_flush_log_at_trx_commit=2', 70, width);
    expect(lines.join('')).toBe('innodb_flush_log_at_trx_commit=2');
    for (const l of lines) expect(width(l)).toBeLessThanOrEqual(70);
    expect(wrapText('', 70, width)).toEqual([]);
  });
});

describe('the image layout', () => {
  it('stacks title, legend, chart and caption without overlap, inside the image', () => {
    const chart = { width: 700, height: 150 };
    const l = layoutFigure(text(), chart, measure);
    expect(l.width).toBe(700 + 2 * FIGURE_STYLE.pad);
    expect(l.title.lines).toEqual(['Throughput (transactions per second)']);
    const titleBottom = l.title.top + l.title.lines.length * l.title.lineHeight;
    for (const e of l.legend) expect(e.top).toBeGreaterThanOrEqual(titleBottom);
    const legendBottom = Math.max(...l.legend.map((e) => e.top + FIGURE_STYLE.legend.lineHeight));
    expect(l.chart.top).toBeGreaterThanOrEqual(legendBottom);
    expect(l.chart).toMatchObject({ x: FIGURE_STYLE.pad, width: 700, height: 150 });
    expect(l.caption.top).toBeGreaterThanOrEqual(l.chart.top + 150);
    expect(l.caption.lines.length).toBeGreaterThan(0);
    expect(l.height).toBeGreaterThanOrEqual(l.caption.top + l.caption.lines.length * l.caption.lineHeight);
    // The old export was the chart alone: the frame adds room above and below it.
    expect(l.height - chart.height).toBeGreaterThan(FIGURE_STYLE.title.lineHeight + FIGURE_STYLE.legend.lineHeight + FIGURE_STYLE.caption.lineHeight);
  });

  it('puts legend entries side by side, and on a new row when the line is full', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ label: `series number ${i}`, swatch: { kind: 'area' as const, color: '#000' } }));
    const l = layoutFigure(text({ legend: many }), { width: 400, height: 150 }, measure);
    const rows = new Set(l.legend.map((e) => e.top));
    expect(rows.size).toBeGreaterThan(1);
    expect(l.legend[1]!.top).toBe(l.legend[0]!.top);
    expect(l.legend[1]!.x).toBeGreaterThan(l.legend[0]!.x);
    for (const e of l.legend) {
      const w = FIGURE_STYLE.legend.swatchWidth + FIGURE_STYLE.legend.swatchGap + measure(e.entry.label);
      expect(e.x + w).toBeLessThanOrEqual(l.width - FIGURE_STYLE.pad);
    }
  });

  it('centres a chart narrower than the minimum width, and wraps a long caption', () => {
    const l = layoutFigure(text({ caption: 'word '.repeat(80) }), { width: 200, height: 100 }, measure);
    expect(l.width).toBe(FIGURE_STYLE.minWidth);
    expect(l.chart.x).toBe((FIGURE_STYLE.minWidth - 200) / 2);
    expect(l.caption.lines.length).toBeGreaterThan(1);
    for (const line of l.caption.lines) expect(measure(line)).toBeLessThanOrEqual(l.width - 2 * FIGURE_STYLE.pad);
  });
});

describe('the frame in larger type', () => {
  it('grows with the chart’s type: presenter mode’s charts get a title, legend and caption to match', () => {
    const chart = { width: 900, height: 300 };
    const small = layoutFigure(text(), chart, measure);
    const big = layoutFigure(text(), chart, (s, font) => measure(s) * (parseFloat(font) / 12), 2);
    expect(big.style.title.lineHeight).toBe(2 * small.style.title.lineHeight);
    expect(big.style.caption.font).toMatch(/^22px /);
    expect(big.chart.top).toBeGreaterThan(small.chart.top);
    expect(big.height - chart.height).toBeGreaterThan(1.5 * (small.height - chart.height));
  });
});
