// Every lesson, bundled at build time (so the static site works offline):
// lessons/<nn-slug>/lesson.{en,zh}.md, their step and article scenarios,
// the articles' figures (cited.json) and the model's (report.json).
import report from '../../../tests/fidelity/report.json';
import type { FidelityReport } from '../model/report-types';
import { findPreset, findMachine, findKnob, type KnobValue, type Schema } from '../model/schema';
import { checkKnobValue } from '../model/knob-values';
import { checkScenarioField } from '../model/scenario-fields';
import { defaultScenario, scenarioFromPreset, withOverride, type LabScenario, type ScheduledChange } from '../model/scenario';
import type { LocalText } from '../lang/local-text';
import type { Lang } from '../lang/lang';
import { validateLesson } from './lesson-check.js';
import { parseLesson, resolveLessonPath, type CitedDoc, type ParsedLesson } from './lesson-format.js';

const texts = import.meta.glob<string>('../../../lessons/*/lesson.*.md', { eager: true, query: '?raw', import: 'default' });
const scenarioFiles = import.meta.glob<unknown>(['../../../lessons/*/steps/*.json', '../../../lessons/*/scenarios/*.json'], { eager: true, import: 'default' });
const citedFiles = import.meta.glob<CitedDoc>('../../../lessons/*/cited.json', { eager: true, import: 'default' });

const rel = (globKey: string) => globKey.replace(/^(\.\.\/)+lessons\//, '');

export interface Lesson {
  id: string;
  /** Parsed text per language; English is always there. */
  text: Partial<Record<Lang, ParsedLesson>> & { en: ParsedLesson };
  preview?: boolean;
}

export const CITED: CitedDoc[] = Object.values(citedFiles);
/** The lesson folder each cited.json lives in (its figures' scenarios are relative to it). */
export const CITED_DIR = new Map<CitedDoc, string>(Object.entries(citedFiles).map(([k, v]) => [v, rel(k).replace(/\/cited\.json$/, '')]));
export const REPORT = report as FidelityReport;

/** Scenario JSON by path relative to lessons/ ("01-binlog-off-slower/scenarios/x.json"). */
export const SCENARIO_FILES: Record<string, unknown> = Object.fromEntries(Object.entries(scenarioFiles).map(([k, v]) => [rel(k), v]));

function buildLessons(): Lesson[] {
  const byDir = new Map<string, Partial<Record<Lang, ParsedLesson>>>();
  for (const [key, text] of Object.entries(texts)) {
    const m = /^([^/]+)\/lesson\.(en|zh)\.md$/.exec(rel(key));
    if (!m) continue;
    const entry = byDir.get(m[1]!) ?? {};
    entry[m[2] as Lang] = parseLesson(text);
    byDir.set(m[1]!, entry);
  }
  return [...byDir.entries()]
    .filter((e): e is [string, Lesson['text']] => !!e[1].en)
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([id, text]) => ({ id, text }));
}

export const LESSONS: Lesson[] = buildLessons();

export function findLesson(id: string): Lesson | undefined {
  return LESSONS.find((l) => l.id === id);
}

/** The lesson text in a language, falling back to English. */
export function lessonText(lesson: Lesson, lang: Lang): ParsedLesson {
  return lesson.text[lang] ?? lesson.text.en;
}

/**
 * A previewed lesson's stand-in folder: its paths resolve as if it lived in
 * lessons/preview/, so ../<lesson>/scenarios/… reaches the built lessons'.
 */
export const PREVIEW_ID = 'preview';

/**
 * A lesson file a trainer opened from disk: checked by the same validator as
 * the repository's lessons (tests/lessons/), never bundled or listed.
 */
export function previewLesson(text: string): Lesson {
  const parsed = validateLesson(text, { lessonDir: PREVIEW_ID, preview: true, citedDocs: CITED, report: REPORT, scenarios: SCENARIO_FILES });
  return { id: PREVIEW_ID, text: { en: parsed, zh: parsed }, preview: true };
}

export function stepScenarioPath(lesson: Lesson, path: string | undefined): string | null {
  return path ? resolveLessonPath(lesson.id, path) : null;
}

/** The CLI command that runs a lesson scenario natively. */
export function cliCommand(path: string): string {
  return `npm run sim -- --scenario lessons/${path} --format sysbench`;
}

/**
 * What the step's command line section shows: the command, when the
 * scenario is a file under lessons/; for a preview whose scenario is not
 * (its own folder is not in the lab), that it must be saved there first.
 */
export function stepCli(lesson: Lesson, path: string | undefined): { command: string } | { unsaved: string } | null {
  const rel = stepScenarioPath(lesson, path);
  if (!rel) return null;
  if (rel in SCENARIO_FILES || !lesson.preview) return { command: cliCommand(rel) };
  // The scenario's path within the lesson's own folder, once saved.
  const own = `${PREVIEW_ID}/`;
  return { unsaved: rel.startsWith(own) ? rel.slice(own.length) : rel };
}

/**
 * A lesson scenario file as the lab's scenario. Problems (unknown preset,
 * knob or value) are returned, the rest is applied. A file that is not
 * built in gives no scenario and no problem: the caller says so in the
 * lab's language (a previewed lesson's problems already say why).
 */
export function labScenarioFromFile(schema: Schema, path: string): { scenario: LabScenario | null; problems: LocalText[] } {
  const raw = SCENARIO_FILES[path] as Record<string, unknown> | undefined;
  if (!raw || typeof raw !== 'object') return { scenario: null, problems: [] };
  return labScenarioFromJson(schema, path, raw);
}

/** The fields a lesson scenario file may hold (the core's scenario fields, less physics: see below). */
const LESSON_SCENARIO_FIELDS = ['preset', 'machine', 'seed', 'duration_s', 'report_interval_s', 'knobs', 'schedule', 'name', 'label', 'article', 'description'];

/**
 * labScenarioFromFile's work on the file's JSON: everything the printed
 * `npm run sim` command applies is applied here too (the schedule, the lab's
 * limits on duration, interval and seed) or refused by name, so the lab
 * never shows a different run from the command without saying so.
 */
export function labScenarioFromJson(schema: Schema, path: string, raw: Record<string, unknown>): { scenario: LabScenario | null; problems: LocalText[] } {
  const problems: LocalText[] = [];
  const problem = (said: LocalText) => problems.push({ en: `lessons/${path}: ${said.en}`, zh: `lessons/${path}：${said.zh}` });
  let sc: LabScenario;
  const preset = typeof raw.preset === 'string' ? raw.preset : null;
  if (preset && findPreset(schema, preset)) sc = scenarioFromPreset(schema, preset);
  else {
    if (preset) problem({ en: `preset "${preset}" is not known.`, zh: `预设 "${preset}" 不存在。` });
    sc = { ...defaultScenario(schema), preset: null, overrides: {}, schedule: [] };
  }
  if (typeof raw.machine === 'string') {
    if (findMachine(schema, raw.machine)) sc = { ...sc, machine: raw.machine };
    else problem({ en: `machine "${raw.machine}" is not known.`, zh: `机器 "${raw.machine}" 不存在。` });
  }
  for (const key of Object.keys(raw)) {
    if (key === 'physics') {
      problem({
        en: 'physics is for calibration only: the lab cannot apply it, so the run here would differ from the npm run sim command; ignored (remove it from lesson scenarios).',
        zh: 'physics 只用于校准：实验室无法应用它，这里的运行会与 npm run sim 命令不同；已忽略（请从课程场景中删去）。',
      });
    } else if (!LESSON_SCENARIO_FIELDS.includes(key)) {
      problem({ en: `field "${key}" is not known; expected ${LESSON_SCENARIO_FIELDS.join(', ')}.`, zh: `字段 "${key}" 无法识别；应为 ${LESSON_SCENARIO_FIELDS.join('、')}。` });
    }
  }
  const field = (key: 'seed' | 'duration_s' | 'report_interval_s', name: 'seed' | 'duration' | 'reportInterval', set: (n: number) => void) => {
    if (raw[key] === undefined) return;
    const c = checkScenarioField(name, raw[key]);
    if (c.ok) set(c.value);
    else problem(c.message);
  };
  field('seed', 'seed', (n) => (sc = { ...sc, seed: n }));
  field('duration_s', 'duration', (n) => (sc = { ...sc, durationS: n }));
  field('report_interval_s', 'reportInterval', (n) => (sc = { ...sc, reportIntervalS: n }));
  for (const [name, v] of Object.entries((raw.knobs ?? {}) as Record<string, KnobValue>)) {
    const knob = findKnob(schema, name);
    if (!knob) {
      problem({ en: `knob "${name}" is not known.`, zh: `参数 "${name}" 不存在。` });
      continue;
    }
    const c = checkKnobValue(knob, v);
    if (c.ok) sc = withOverride(schema, sc, name, c.value);
    else problem(c.message);
  }
  // Mid-run changes, as the core reads them: {at_s, knob, value} within the run.
  const schedule: ScheduledChange[] = [];
  const entries = raw.schedule === undefined ? [] : Array.isArray(raw.schedule) ? raw.schedule : null;
  if (entries === null) problem({ en: 'schedule is not a list; expected [{"at_s": seconds, "knob": name, "value": value}].', zh: 'schedule 不是列表；应为 [{"at_s": 秒, "knob": 参数名, "value": 值}]。' });
  (entries ?? []).forEach((e: unknown, i: number) => {
    const c = e as Record<string, unknown>;
    const where = `schedule[${i}]`;
    const shapeOk = c && typeof c === 'object' && Object.keys(c).every((k) => k === 'at_s' || k === 'knob' || k === 'value') && typeof c.knob === 'string' && 'value' in c;
    const atS = shapeOk ? c.at_s : undefined;
    if (!shapeOk || typeof atS !== 'number' || !(atS >= 0 && atS <= sc.durationS)) {
      problem({
        en: `${where} is not allowed; expected {"at_s": seconds from 0 to ${sc.durationS}, "knob": name, "value": value}; ignored.`,
        zh: `${where} 不可用；应为 {"at_s": 0 到 ${sc.durationS} 之间的秒数, "knob": 参数名, "value": 值}；已忽略。`,
      });
      return;
    }
    const knob = findKnob(schema, c.knob as string);
    if (!knob) {
      problem({ en: `${where}: knob "${c.knob as string}" is not known; ignored.`, zh: `${where}：参数 "${c.knob as string}" 不存在；已忽略。` });
      return;
    }
    const v = checkKnobValue(knob, c.value, `${where}.value`);
    if (v.ok) schedule.push({ atNs: Math.round(atS * 1e9), knob: knob.name, value: v.value });
    else problem(v.message);
  });
  schedule.sort((a, b) => a.atNs - b.atNs);
  return { scenario: { ...sc, schedule }, problems };
}
