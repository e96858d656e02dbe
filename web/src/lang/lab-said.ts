// What the lab says in its message list about its own buttons (a link to
// copy by hand, an export or a moment that failed, full screen refused),
// in English and Chinese. Kept apart from lang/lab-words.ts, whose Chinese
// half loads only for Chinese readers: a message is worded in both
// languages the moment it is pushed (lang/local-text.ts), so a later
// switch to 中文 re-words it.
import type { Lang } from './lang';
import { inEachLang, type LocalText } from './local-text';

const en = {
  copyThisLink: (link: string) => `Copy this link: ${link}`,
  copyMomentLink: (link: string) => `Copy this link to the moment: ${link}`,
  momentFailed: (why: string) => `The moment could not be captured: ${why}.`,
  fullScreenRefused: (why: string) => `Full screen was refused by the browser: ${why}`,
  exportFailed: (why: string) => `Export failed: ${why}`,
};

export type LabSaidWords = typeof en;

const zh: LabSaidWords = {
  copyThisLink: (link) => `请复制这个链接：${link}`,
  copyMomentLink: (link) => `请复制此刻的链接：${link}`,
  momentFailed: (why) => `无法记录此刻：${why}。`,
  fullScreenRefused: (why) => `浏览器拒绝了全屏：${why}`,
  exportFailed: (why) => `导出失败：${why}`,
};

export const LAB_SAID: Record<Lang, LabSaidWords> = { en, zh };

/** A lab message in each language, for the message store: a language switch re-words it. */
export function labSaid(say: (words: LabSaidWords, lang: Lang) => string): LocalText {
  return inEachLang((lang) => say(LAB_SAID[lang], lang));
}
