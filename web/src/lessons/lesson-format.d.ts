// Types of lesson-format.js (plain JavaScript so node tests import it too).
import type { FidelityEntry, FidelityReport } from '../model/report-types';
import type { ArticleCitation } from '../model/article-citation';
import type { LessonProblem } from './lesson-problem.js';

export interface Ref {
  kind: 'cited' | 'modelled';
  source: string;
  key: string;
  metric: string;
  label?: string;
  raw: string;
  index: number;
}

export interface Prediction {
  kind: 'choice' | 'number';
  question: string;
  options: Array<{ text: string; correct: boolean }>;
  /** number predictions: a literal or a reference resolved at render time */
  answer?: number | Ref;
  tolerancePct?: number;
  unit?: string;
  /** The answer in one or two sentences, shown first ("! takeaway:"). */
  takeaway?: string;
  explain: string;
  /** What the model does differently or leaves out ("! model:"), folded under the answer. */
  model?: string;
}

export interface LessonStep {
  id: string;
  line: number;
  title: string;
  scenario: string;
  compare?: string;
  speed?: number | 'max';
  /** Simulated seconds where the step's run begins to matter: running fast-forwards there, then plays at `speed`. */
  start?: number;
  /** Simulated seconds at which the reveal is due (presenter mode pauses there; after `start`). */
  cue?: number;
  tune: string[];
  /** The lab's charts the step asks the learner to watch (chart-specs ids), shown beside the animation. */
  charts: string[];
  /** A tuning step: settings of the `tune` knobs to run before the answer is offered. */
  tries?: number;
  body: string;
  prediction?: Prediction;
}

export interface ParsedLesson {
  meta: Record<string, string>;
  intro: string;
  steps: LessonStep[];
  /** In English and Chinese, with the step's line when in a step. */
  problems: LessonProblem[];
}

// A text a reader sees has a Chinese twin beside it (`label_zh`…); the
// English shows where one is missing (lessons/cited-text.ts).
export interface CitedFigure {
  label: string;
  label_zh?: string;
  metric: string;
  unit: string;
  cited: number;
  scored: boolean;
  /** The machine's calibration used this figure (cited.json's `calibration` says which value); false: a prediction. */
  fitted: boolean;
  scenario?: string;
  note?: string;
  note_zh?: string;
  compare?: { base: string[]; new: string[] };
  /** Scenarios of one configuration at several thread counts: the figure is the best (a published maximum). */
  peak?: string[];
  /** Why the model cannot run this figure, in both languages (a published data set's column the model lacks). */
  not_modelled?: { en: string; zh: string };
}

export interface CitedDoc {
  experiment: string;
  source: {
    id: string;
    /** The article's language. */
    lang: string;
    /** The article's title in English. */
    title: string;
    /**
     * Its title in Chinese, the articles' own language: the article's own
     * words where they are known, else a Chinese rendering of `title`.
     */
    title_zh?: string;
    /** Where in the article the figures are (its tables, charts, text). */
    where: string;
    where_zh?: string;
    /** The article's citation: original title, author, site, date, address (null where the lab's copy does not state it). */
    article?: ArticleCitation;
  };
  setup: string;
  setup_zh?: string;
  /** Which of the machine's values were searched or chosen against these figures, and what was not fitted. */
  calibration: string;
  calibration_zh?: string;
  /** A published data set's citation (tests/fidelity/published/): author, year (null: not stated), title, address, where the numbers are. */
  citation?: { url: string; author: string; year: number | null; title: string; where: string };
  figures: CitedFigure[];
}

export const STEP_MARKER: RegExp;
export const CHART_IDS: string[];
export const MIN_TRIES: number;
export const MAX_TRIES: number;
export function answerText(p: Prediction | undefined): string;
export const REF_PATTERN: RegExp;
export function findRefs(text: string): Ref[];
export function parseLesson(text: string): ParsedLesson;
export function figureKey(figure: CitedFigure): string;
export function findFigure(citedDocs: CitedDoc[], ref: Pick<Ref, 'source' | 'key' | 'metric'>): { doc: CitedDoc; figure: CitedFigure } | undefined;
export function findModelled(report: FidelityReport, doc: CitedDoc, figure: CitedFigure): FidelityEntry | undefined;
export function resolveLessonPath(lessonDir: string, path: string): string | null;
export function compareTranslations(a: ParsedLesson, b: ParsedLesson): string[];
