// Where a lesson says where its figures come from, in Chinese: the measured
// figures' tooltips in the text, the chart's figure names and its caption
// (article, title, where in it), the lesson's sources. No English is left
// in any step of any lesson; English comes back with English.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CITED, LESSONS, lessonText } from './catalog';
import { type Lang } from '../lang/lang';
import { LessonPanel } from './LessonPanel';
import { lessonStore } from './lesson-store';
import { renderInLab } from '../app/testing/render-in-lab';
import { langStore } from '../lang/lang-store';

/** English words of a citation line (MySQL terms, knob names and ids are kept in Chinese). */
const ENGLISH = /\b(Source|Measured|threads|no binlog|vs|gain|between|stalls?|dips?|article|tables?|figures?|text|given|lowest|steady|about|its|the|and|of|from|restored|excerpts?)\b/;

function renderLessons() {
  return renderInLab(<LessonPanel />);
}

/** Every citation text a revealed step shows: tooltips, the chart's figure names and its caption's article lines, the sources. */
function citationTexts(container: HTMLElement): string[] {
  const titles = Array.from(container.querySelectorAll('.cite[title]')).map((e) => e.getAttribute('title')!);
  const names = Array.from(container.querySelectorAll('.fc-name')).map((e) => e.textContent!);
  const caption = Array.from(container.querySelectorAll('.fc-caption > p')).filter((p) => p.querySelector('strong')).map((p) => p.textContent!);
  const source = Array.from(container.querySelectorAll('.lesson-source')).map((e) => e.textContent!);
  return [...titles, ...names, ...caption, ...source];
}

function showRevealed(lessonId: string, step: number, lang: Lang) {
  act(() => {
    langStore.getState().setLang(lang);
    lessonStore.getState().show(lessonId, step);
    lessonStore.getState().setPhase('revealed');
  });
}

afterEach(() => {
  cleanup();
  act(() => {
    langStore.getState().setLang('en');
    lessonStore.getState().setOpen(false);
  });
});

describe('a lesson\'s citations in the lab\'s language', () => {
  it('in Chinese, every step of every lesson cites its articles in Chinese', () => {
    const { container } = renderLessons();
    const english: string[] = [];
    let seen = 0;
    for (const lesson of LESSONS) {
      for (let i = 0; i < lessonText(lesson, 'zh').steps.length; i++) {
        showRevealed(lesson.id, i, 'zh');
        const texts = citationTexts(container);
        seen += texts.length;
        for (const text of texts) if (ENGLISH.test(text)) english.push(`${lesson.id} step ${i + 1}: ${text}`);
      }
    }
    expect(seen).toBeGreaterThan(50);
    expect(english).toEqual([]);
  });

  it('the first lesson\'s first step: the tooltip, the caption and the sources read in Chinese, then in English again', () => {
    const { container } = renderLessons();
    const s000 = CITED.find((d) => d.source.id === 'S000')!;
    showRevealed('01-binlog-off-slower', 0, 'zh');
    const measured = container.querySelector('.cite-measured[data-cited="S000:t256-on-c16-d6:tps"]')!;
    expect(measured.getAttribute('title')).toBe(`S000：《${s000.source.title_zh}》，256 线程，binlog ON，innodb_thread_concurrency=16，innodb_spin_wait_delay=6。${s000.source.where_zh}`);
    const caption = screen.getByTestId('figure-chart').querySelector('.fc-caption > p')!;
    expect(caption.textContent).toBe(`实测 — S000：《${s000.source.title_zh}》。${s000.source.where_zh}`);
    expect(container.querySelector('.lesson-source')!.textContent).toBe('来源：S000');
    expect(container.querySelector('.fc-name')!.textContent).toBe('256 线程，binlog ON · 吞吐（S000）');

    act(() => langStore.getState().setLang('en'));
    expect(measured.getAttribute('title')).toBe(`S000: ${s000.source.title}. ${s000.source.where} (256 threads, binlog ON, innodb_thread_concurrency=16, innodb_spin_wait_delay=6)`);
    expect(caption.textContent).toBe(`Measured — S000: “${s000.source.title}”. ${s000.source.where}`);
    expect(container.querySelector('.lesson-source')!.textContent).toBe('Source: S000');
    expect(container.querySelector('.fc-name')!.textContent).toBe('256 threads, binlog ON · throughput (S000)');
  });
});
