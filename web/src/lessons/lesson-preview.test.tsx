// A trainer's lesson file in the preview: the validator the repository's
// lessons pass (tests/lessons/) lists every problem, in English and Chinese,
// naming the field, the value and what is allowed; what was written stays
// on screen; the command line section never points at a folder that is not
// there.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findLesson, previewLesson, SCENARIO_FILES, stepCli } from './catalog';
import { LessonPanel } from './LessonPanel';
import { lessonStore } from './lesson-store';
import { renderInLab } from '../app/testing/render-in-lab';
import { langStore } from '../lang/lang-store';

/** A lesson file with one step; `attrs` go on its step line, `body` under its title. */
function lessonFile(attrs: string, body = 'Measured {{cited:S000:t256-on-c16-d6:tps}}.', source = 'S000'): string {
  return `---\ntitle: T\nsummary: S\nsource: ${source}\n---\nIntro.\n\n--- step: one ${attrs}\n## Step one\n${body}\n\n? predict: choice\nQ?\n- [ ] a\n- [x] b\n! explain: Because.\n`;
}

const BUILT = '../01-binlog-off-slower/scenarios/t256-off-c16-d6.json';
const problemsOf = (text: string) => previewLesson(text).text.en.problems;
const english = (text: string) => problemsOf(text).map((p) => p.en);
const HAN = /[\u4e00-\u9fff]/;

afterEach(() => {
  cleanup();
  act(() => lessonStore.getState().setOpen(false));
  act(() => langStore.getState().setLang('en'));
});

describe('the lesson preview lists what the file gets wrong', () => {
  it('a slow stretch longer than 30 s of real time is named, with the cue that would fit', () => {
    expect(english(lessonFile(`scenario: ${BUILT} speed: 0.01 start: 1 cue: 2`, 'A {{cited:S000:t256-on-c16-d6:tps}}.'))).toEqual([
      'step "one" (line 8): at speed 0.01 from 1 s to its cue at 2 s it plays in slow motion for 100 s of real time; expected at most 30 s: set a cue no later than 1.3 (the rest of the run then goes at full speed) or a higher speed',
    ]);
  });

  it('a lesson file using built scenarios and known figures has no problems', () => {
    expect(BUILT.replace('../', '') in SCENARIO_FILES).toBe(true);
    expect(english(lessonFile(`scenario: ${BUILT} speed: 0.01 start: 1 cue: 1.2`, 'A {{cited:S000:t256-on-c16-d6:tps}} and {{modelled:S000:t256-off-c16-d6:tps|label}}.'))).toEqual([]);
  });

  it('an unknown source: names the reference and lists the known sources', () => {
    const [p, ...rest] = english(lessonFile(`scenario: ${BUILT}`, 'Text {{cited:S999:nope:tps}} and again {{cited:S999:nope:tps}}.', ''));
    expect(rest).toEqual([]); // once per step, not once per mention
    expect(p).toBe('step "one" (line 8): {{cited:S999:nope:tps}}: source "S999" is not known; expected one of S000, S001, S002, S003, S004 (the sources of lessons/*/cited.json). It shows as typed.');
  });

  it('an unknown figure: names it and lists the source’s figures with that metric', () => {
    const [p] = english(lessonFile(`scenario: ${BUILT}`, 'A {{cited:S000:t256-on-c16-d6:tps}}, {{modelled:S000:nope:tps}}.'));
    expect(p).toMatch(/^step "one" \(line 8\): \{\{modelled:S000:nope:tps\}\}: figure "nope" is not among S000's figures; expected one of S000's figures with metric "tps": t256-on-c16-d6, .*t16-off-c16-d6\. It shows as typed\.$/);
  });

  it('an unknown metric of a known figure, and a malformed reference', () => {
    const ps = english(lessonFile(`scenario: ${BUILT}`, 'A {{cited:S000:t256-on-c16-d6:tps}} {{cited:S000:t256-on-c16-d6:p99}} {{cite:S000:t256-on-c16-d6:tps}}.'));
    expect(ps).toEqual([
      'step "one" (line 8): {{cited:S000:t256-on-c16-d6:p99}}: S000\'s figure "t256-on-c16-d6" has no metric "p99"; expected one of tps, avg_latency_ms, max_latency_ms, peak_cpu_cores. It shows as typed.',
      'step "one" (line 8): {{cite:S000:t256-on-c16-d6:tps}} is not a figure reference; expected {{cited:<source>:<figure>:<metric>}} or {{modelled:<source>:<figure>:<metric>}} (e.g. {{cited:S000:t256-on-c16-d6:tps}}). It shows as typed.',
    ]);
  });

  it('a figure in the introduction, an option or a numeric answer is checked too', () => {
    const text = `---\ntitle: T\nsummary: S\n---\nIntro {{cited:S001:nope:tps}}.\n\n--- step: one scenario: ${BUILT}\n## Step\nBody\n\n? predict: number {{cited:S000:nope:tps}} ±10% TPS\nHow many?\n! explain: Because.\n`;
    const ps = english(text);
    expect(ps[0]).toMatch(/^introduction: \{\{cited:S001:nope:tps\}\}: figure "nope" is not among S001's figures; expected one of S001's figures: rotation-500mb, /);
    expect(ps[1]).toMatch(/^step "one" \(line 7\): \{\{cited:S000:nope:tps\}\}: figure "nope"/);
    expect(ps).toHaveLength(2);
  });

  it('a scenario path leaving lessons/', () => {
    expect(english(lessonFile('scenario: ../../../etc/passwd'))).toEqual([
      'step "one" (line 8): scenario "../../../etc/passwd" leads outside lessons/; expected a path relative to the lesson\'s folder that stays inside lessons/, such as scenarios/<name>.json or ../01-binlog-off-slower/scenarios/<name>.json',
    ]);
  });

  it('a scenario in the previewed lesson’s own folder: says the lab does not have it, points at the built one of that name, and that cue and start cannot be checked', () => {
    const ps = english(lessonFile('scenario: scenarios/t256-off-c16-d6.json cue: 999'));
    expect(ps[0]).toBe(
      'step "one" (line 8): scenario "scenarios/t256-off-c16-d6.json" is in the lesson\'s own folder, which a previewed lesson does not have, so the lab keeps its current scenario; expected a built lesson\'s scenario, written from the lesson\'s folder as ../<lesson>/scenarios/<name>.json (../01-binlog-off-slower/scenarios/t256-off-c16-d6.json exists), or save the lesson under lessons/ beside its scenarios and rebuild the lab',
    );
    expect(ps[1]).toMatch(/^step "one" \(line 8\): cue 999 cannot be checked: the step's scenario "scenarios\/t256-off-c16-d6.json" is not loaded/);
    expect(ps).toHaveLength(2);
  });

  it('a built scenario that does not exist lists what its folder has', () => {
    const dir = '03-mysql55-prepare-commit-mutex/';
    const has = Object.keys(SCENARIO_FILES).filter((k) => k.startsWith(dir)).map((k) => k.slice(dir.length)).sort();
    expect(has).toContain('scenarios/mysql55-binlog-on.json');
    expect(english(lessonFile(`scenario: ../${dir}scenarios/nope.json`))).toEqual([
      `step "one" (line 8): scenario "../${dir}scenarios/nope.json" names no scenario file (lessons/${dir}scenarios/nope.json); expected a JSON file under lessons/<lesson>/scenarios/ or steps/; lessons/${dir} has: ${has.join(', ')}`,
    ]);
  });

  it('a cue or start beyond the end of the step’s run', () => {
    const seconds = (SCENARIO_FILES[BUILT.replace('../', '')] as { duration_s: number }).duration_s;
    expect(english(lessonFile(`scenario: ${BUILT} start: ${seconds} cue: 999`))).toEqual([
      `step "one" (line 8): start ${seconds} is beyond the step's run: ${BUILT} runs ${seconds} s; expected simulated seconds greater than 0 and less than ${seconds}`,
      `step "one" (line 8): cue 999 is beyond the step's run: ${BUILT} runs ${seconds} s; expected simulated seconds greater than 0 and less than ${seconds}`,
    ]);
  });

  it('a speed that is not one of the lab’s speed stops', () => {
    const lesson = previewLesson(lessonFile(`scenario: ${BUILT} speed: 5000`));
    expect(lesson.text.en.problems.map((p) => p.en)).toEqual([
      'step "one" (line 8): speed "5000" is not allowed; expected one of the lab\'s speed stops (times real time): 0.0001, 0.0002, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000 or max. The step plays at max instead.',
    ]);
    expect(lesson.text.en.steps[0]!.speed).toBeUndefined();
  });

  it('a source the front matter names but the lesson never quotes, and an unknown one', () => {
    expect(english(lessonFile(`scenario: ${BUILT}`, 'No figures.', 'S001, S042'))).toEqual([
      'front matter: source "S001" is named but none of its figures is quoted; expected at least one {{cited:S001:…}} or {{modelled:S001:…}} in the lesson, or remove S001 from "source"',
      'front matter: source "S042" is not known; expected S000, S001, S002, S003, S004 (the sources of lessons/*/cited.json), comma separated',
    ]);
  });

  it('every problem is in Chinese too, naming the same value', () => {
    const ps = problemsOf(lessonFile('scenario: ../../../etc/passwd speed: 5000 cue: 999', 'Text {{cited:S999:nope:tps}} {{modelled:S000:nope:tps}}', 'S000'));
    expect(ps.length).toBeGreaterThanOrEqual(5);
    for (const p of ps) {
      expect(p.zh).toMatch(HAN);
      // The value as written appears in both languages.
      const value = /"([^"]+)"|(\{\{[^}]+\}\})|(\d+)/.exec(p.en)!.slice(1).find(Boolean)!;
      expect(p.zh).toContain(value);
    }
    expect(ps.map((p) => p.zh)).toContain('步骤 "one"（第 8 行）：scenario "../../../etc/passwd" 指向 lessons/ 之外；应为相对于课程文件夹、且不离开 lessons/ 的路径，例如 scenarios/<名称>.json 或 ../01-binlog-off-slower/scenarios/<名称>.json');
  });
});

describe('the command line section of a step', () => {
  it('a built lesson and a preview using a built scenario show the command; a preview’s own scenario says to save it under lessons/ first', () => {
    const built = findLesson('01-binlog-off-slower')!;
    expect(stepCli(built, 'scenarios/t256-off-c16-d6.json')).toEqual({ command: 'npm run sim -- --scenario lessons/01-binlog-off-slower/scenarios/t256-off-c16-d6.json --format sysbench' });
    const preview = previewLesson(lessonFile(`scenario: ${BUILT}`));
    expect(stepCli(preview, BUILT)).toEqual({ command: 'npm run sim -- --scenario lessons/01-binlog-off-slower/scenarios/t256-off-c16-d6.json --format sysbench' });
    expect(stepCli(preview, 'scenarios/mine.json')).toEqual({ unsaved: 'scenarios/mine.json' });
    expect(stepCli(preview, '../../../etc/passwd')).toBeNull();
  });
});

describe('the preview on screen', () => {
  function renderPreview(text: string, lang: 'en' | 'zh') {
    return renderInLab(<LessonPanel />, () => {
      langStore.getState().setLang(lang);
      lessonStore.getState().setPreview(previewLesson(text));
      lessonStore.getState().show('preview', 0);
    });
  }
  const BAD = lessonFile('scenario: scenarios/t256-off-c16-d6.json speed: 5000 cue: 999', 'Figure {{cited:S000:t256-on-c16-d6:tps}} and {{modelled:S000:nope:tps}}.');

  it('lists the problems in the lab’s language and keeps every reference that resolves nothing as typed', () => {
    renderPreview(BAD, 'zh');
    const items = Array.from(screen.getByTestId('lesson-problems').querySelectorAll('li')).map((li) => li.textContent ?? '');
    expect(items).toEqual(previewLesson(BAD).text.en.problems.map((p) => p.zh));
    expect(items.join('\n')).toContain('speed "5000" 不可用');
    expect(screen.getByTestId('lesson-step').textContent).toContain('{{modelled:S000:nope:tps}}');
  });

  it('never shows a command for a folder that does not exist', () => {
    renderPreview(BAD, 'en');
    expect(screen.queryByTestId('lesson-cli')).toBeNull();
    const note = screen.getByTestId('lesson-cli-unsaved').textContent ?? '';
    expect(note).toContain('save the lesson under lessons/');
    expect(note).toContain('npm run sim -- --scenario lessons/<nn-name>/scenarios/t256-off-c16-d6.json --format sysbench');
    expect(note).not.toContain('lessons/preview/');
  });
});
