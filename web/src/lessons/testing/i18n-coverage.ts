// For the i18n tests: every leaf of an English string table (a string, a
// function, a list) with what the Chinese table has at the same path.

/** What `zh` lacks against `en`: a missing or empty string, a function of another arity, a list of another length. */
export function missingTranslations(en: unknown, zh: unknown, path = ''): string[] {
  if (typeof en === 'string') return typeof zh === 'string' && zh.trim() !== '' ? [] : [`${path}: no Chinese string`];
  if (typeof en === 'function') {
    if (typeof zh !== 'function') return [`${path}: no Chinese function`];
    return zh.length === en.length ? [] : [`${path}: takes ${zh.length} arguments, English takes ${en.length}`];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(zh) || zh.length !== en.length) return [`${path}: Chinese list of another length`];
    return en.flatMap((v, i) => missingTranslations(v, zh[i], `${path}[${i}]`));
  }
  if (en && typeof en === 'object') {
    if (!zh || typeof zh !== 'object') return [`${path}: no Chinese table`];
    return Object.entries(en).flatMap(([k, v]) => missingTranslations(v, (zh as Record<string, unknown>)[k], path ? `${path}.${k}` : k));
  }
  return [];
}
