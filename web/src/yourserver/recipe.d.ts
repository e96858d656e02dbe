// Types of recipe.js (plain JavaScript so node scripts import it too).
import type { ServerFamily } from './server-settings';
import type { SchemaKnobLike } from './server-variables';

export interface Recipe {
  family: ServerFamily;
  server: string;
  mycnf: string;
  sysctl: string[];
  commands: { prepare: string[]; run: string[]; cleanup: string[] } | null;
  warnings: string[];
  machine: string[];
}
export interface RecipeWords {
  header: (label: string, server: string) => string;
  defaultLabel: string;
  serverId: string;
  missingSame: (variable: string, value: unknown, server: string, why: string) => string;
  missingDiffers: (variable: string, value: unknown, server: string, why: string) => string;
  cannotSet: (knob: string, value: unknown, server: string, variable: string, why: string) => string;
  noScript: (workload: string) => string;
  note: (n: string) => string;
  why: Record<string, string>;
  mycnf: (server: string) => string;
  sysctl: string;
  commands: string;
  machine: string;
  warning: string;
}
export const RECIPE_WORDS: { en: RecipeWords; zh: RecipeWords };
export function sysbenchWorkloadOptions(knobs: Record<string, unknown>): { common: string[]; run: string[] };
export function buildRecipe(
  scenario: { knobs: Record<string, unknown>; duration_s: number; report_interval_s?: number },
  family: ServerFamily,
  schemaKnobs: SchemaKnobLike[],
  options?: { connection?: string[]; label?: string; lang?: 'en' | 'zh' },
): Recipe;
export function recipeText(recipe: Recipe, words?: RecipeWords): string;
