// The lab's languages. Everything the lab says comes in each of them.
export type Lang = 'en' | 'zh';
export const LANGS: Lang[] = ['en', 'zh'];

export function isLang(v: string | null | undefined): v is Lang {
  return v === 'en' || v === 'zh';
}
