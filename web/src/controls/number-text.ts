// The arrow keys' step in a number typed as text (knobs and scenario fields
// are text boxes so that what was typed is never lost): one step up or down
// from the number in the box, kept within the field's range.
import { numberFromText } from '../model/knob-values';

export interface StepRule {
  min: number;
  max: number;
  step: number;
}

/** The text after one step; null when the box holds no number (leave it as typed). */
export function steppedText(text: string, direction: 1 | -1, rule: StepRule): string | null {
  const n = numberFromText(text);
  if (n === null) return null;
  const next = Math.min(rule.max, Math.max(rule.min, n + direction * rule.step));
  // Round away binary noise (0.1 + 1 = 1.1000000000000001).
  return String(Number(next.toPrecision(12)));
}
