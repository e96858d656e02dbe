import { describe, expect, it } from 'vitest';
import report from '../../../tests/fidelity/report.json';
import { missingTranslations } from '../lessons/testing/i18n-coverage';
import { FIDELITY_STRINGS } from './fidelity-i18n';

describe('"How close is the model?" in Chinese', () => {
  it('fidelity-i18n.tsx: every English string has a Chinese one, functions of the same arity', () => {
    expect(missingTranslations(FIDELITY_STRINGS.en, FIDELITY_STRINGS.zh)).toEqual([]);
  });

  it("every metric of report.json has a name in both languages", () => {
    for (const e of report.entries) {
      expect(FIDELITY_STRINGS.en.metrics[e.metric], e.metric).toBeTruthy();
      expect(FIDELITY_STRINGS.zh.metrics[e.metric], e.metric).toBeTruthy();
    }
  });
});
