// Types of lesson-problem.js (plain JavaScript so node tests import it too).

/** A problem in a lesson file, in both languages; `line` is its step's line, when it is in a step. */
export interface LessonProblem {
  en: string;
  zh: string;
  line?: number;
}

export function problem(where: { id: string; line: number } | null, en: string, zh: string): LessonProblem;
