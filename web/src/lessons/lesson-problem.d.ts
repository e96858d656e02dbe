// Types of lesson-problem.js (plain JavaScript so node tests import it too).
import type { LocalText } from '../lang/local-text';

/** A problem in a lesson file, in each of the lab's languages; `line` is its step's line, when it is in a step. */
export type LessonProblem = LocalText & { line?: number };

export function problem(where: { id: string; line: number } | null, en: string, zh: string): LessonProblem;
