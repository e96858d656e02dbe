// Types of lesson-check.js (plain JavaScript so node tests import it too).
import type { FidelityReport } from '../model/report-types';
import type { CitedDoc, ParsedLesson } from './lesson-format.js';
import type { LessonProblem } from './lesson-problem.js';

export interface LessonContext {
  /** The lesson's folder under lessons/ (a preview's stand-in folder). */
  lessonDir: string;
  /** A trainer's file: the lab does not have its folder. */
  preview: boolean;
  citedDocs: CitedDoc[];
  report: FidelityReport;
  /** Scenario JSON by path under lessons/ ("01-binlog-off-slower/scenarios/t16-on-c16-d6.json"). */
  scenarios: Record<string, unknown>;
}

export function validateLesson(text: string, ctx: LessonContext): ParsedLesson;
export function checkLesson(lesson: ParsedLesson, ctx: LessonContext): LessonProblem[];
