// Every lesson step's own run against its figure chart, with the real
// core's schema: run unchanged, it is drawn on the rows of the article's
// same configuration (the step's scenario, or the one it names with
// `compare:`), and a changed run is never drawn on a row it does not match.
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { initialKnobs, withOverride } from '../model/scenario';
import type { Schema } from '../model/schema';
import { CITED, CITED_DIR, labScenarioFromFile, LESSONS, stepScenarioPath } from './catalog';
import { answerText, findFigure, findRefs, resolveLessonPath, type LessonStep } from './lesson-format.js';
import { hasLiveMetric } from './live-metrics';
import { placeLiveRun, settingsText, type FigureSlot, type RunSettings } from './live-placement';

const CLI = resolve(dirname(fileURLToPath(import.meta.url)), '../../../wasm-core/build/commitlab-sim');
const schema = JSON.parse(execFileSync(CLI, ['--schema'], { encoding: 'utf8' })) as Schema;

function settingsOf(path: string, change: Record<string, number | boolean> = {}): RunSettings {
  let sc = labScenarioFromFile(schema, path).scenario!;
  for (const [k, v] of Object.entries(change)) sc = withOverride(schema, sc, k, v);
  return { machine: sc.machine, knobs: initialKnobs(schema, sc) };
}

/** The chart's rows for a step, with each row's scenario path. */
function slots(step: LessonStep): Array<FigureSlot & { path: string | null }> {
  const p = step.prediction;
  const text = [step.body, p?.question ?? '', ...(p?.options ?? []).map((o) => o.text), answerText(p)].join('\n');
  const out = new Map<string, FigureSlot & { path: string | null }>();
  for (const ref of findRefs(text)) {
    const hit = findFigure(CITED, ref);
    if (!hit) continue;
    const path = hit.figure.scenario ? resolveLessonPath(CITED_DIR.get(hit.doc) ?? '', hit.figure.scenario) : null;
    out.set(`${ref.source}:${ref.key}:${ref.metric}`, { key: `${ref.source}:${ref.key}:${ref.metric}`, metric: hit.figure.metric, settings: path ? settingsOf(path) : null, path });
  }
  return [...out.values()];
}

describe('the learner’s run in each lesson step’s figure chart', () => {
  for (const lesson of LESSONS) {
    lesson.text.en.steps.forEach((step, i) => {
      const figures = slots(step);
      const own = stepScenarioPath(lesson, step.scenario)!;
      const compare = stepScenarioPath(lesson, step.compare ?? step.scenario);
      const expected = figures.filter((f) => f.path === compare && hasLiveMetric(f.metric)).map((f) => f.key);
      if (!expected.length) return;
      it(`${lesson.id} step ${i + 1}: the step's run lands on the rows of ${compare}`, () => {
        const place = placeLiveRun(settingsOf(own), figures, hasLiveMetric);
        expect(place).toEqual({ kind: 'rows', keys: expected });
      });
    });
  }

  it('lesson 01 step 4 at concurrency 80 (spin delay still 2) gets its own row, not the concurrency-16 one', () => {
    const lesson = LESSONS.find((l) => l.id === '01-binlog-off-slower')!;
    const step = lesson.text.en.steps[3]!;
    const run = settingsOf(stepScenarioPath(lesson, step.scenario)!, { innodb_thread_concurrency: 80 });
    const place = placeLiveRun(run, slots(step), hasLiveMetric);
    expect(place.kind).toBe('own');
    if (place.kind === 'own') expect(settingsText(run, place.settings)).toBe('innodb_thread_concurrency=80, innodb_spin_wait_delay=2');
    // With spin delay 3 as well it is the article's best run, and is drawn there.
    const best = settingsOf(stepScenarioPath(lesson, step.scenario)!, { innodb_thread_concurrency: 80, innodb_spin_wait_delay: 3 });
    expect(placeLiveRun(best, slots(step), hasLiveMetric)).toEqual({ kind: 'rows', keys: ['S000:t256-off-c80-d3:tps'] });
  });

  it('lesson 03 step 3 (5.7 group commit on the 5.5 box) is drawn beside both 5.5 figures, named by what differs', () => {
    const lesson = LESSONS.find((l) => l.id === '03-mysql55-prepare-commit-mutex')!;
    const step = lesson.text.en.steps[2]!;
    const figures = slots(step);
    expect(figures.map((f) => f.key)).toEqual(['S002:mysql55-binlog-off:tps', 'S002:mysql55-binlog-on:tps']);
    const run = settingsOf(stepScenarioPath(lesson, step.scenario)!);
    const place = placeLiveRun(run, figures, hasLiveMetric);
    expect(place.kind).toBe('own');
    if (place.kind === 'own') expect(settingsText(run, place.settings)).toMatch(/commit_algorithm=group_commit_57/);
  });
});
