// A message as the page shows it, in the lab's language. The store keeps
// each message in English (the core's words, or the lab's) and, for the
// lab's own messages such as a link's bad fields, in Chinese too. The core's
// known refusals are worded in Chinese by model/config-error-i18n.ts; the rest
// of the core's words stay as the core wrote them.
import type { Lang } from '../lang/lang';
import { refusalMessageIn } from '../model/config-error-i18n';
import type { LabMessage } from '../store/lab-state';

export function messageIn(m: Pick<LabMessage, 'text' | 'zh'>, lang: Lang): string {
  return lang === 'zh' && m.zh ? m.zh : refusalMessageIn(m.text, lang);
}
