import { describe, expect, it } from 'vitest';
import { missingTranslations } from '../../lessons/testing/i18n-coverage';
import { CHARTS } from '../chart-specs';
import { FIGURE_STRINGS } from './figure-i18n';

describe('the words of exported chart images', () => {
  it('give every chart a title in both languages', () => {
    for (const lang of ['en', 'zh'] as const) for (const c of CHARTS) expect(FIGURE_STRINGS[lang].titles[c.id], `${lang}/${c.id}`).toBeTruthy();
  });

  it('have Chinese for every English word', () => {
    expect(missingTranslations(FIGURE_STRINGS.en, FIGURE_STRINGS.zh)).toEqual([]);
  });
});
