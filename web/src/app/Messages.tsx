// Refusals and errors, each naming field, value and what is allowed, and
// the fields holding refused values (runs use the accepted ones meanwhile).
// Each message is worded in the lab's language when drawn (message-text.ts),
// so switching the language re-words the messages already shown.
import { useT } from '../lang/use-words';
import { useLab, useLabContext } from '../ui/lab-context';
import { useLang } from '../lang/lang-store';
import { IsolatedText } from '../ui/IsolatedText';
import { messageIn } from './message-text';
import type { Lang } from '../lang/lang';
import { REFUSAL_WORDS } from '../model/refusal-words';
import type { InvalidField } from '../store/lab-state';

/** A field's name with its A/B side, if any ("B: threads"; "B：threads" in Chinese). */
const fieldName = (f: InvalidField, lang: Lang) => (f.side ? REFUSAL_WORDS[lang].onSide(f.side, f.label) : f.label);

/** From this many messages on, one button clears them all. */
const DISMISS_ALL_FROM = 3;

export function Messages() {
  const { store } = useLabContext();
  const messages = useLab((s) => s.messages);
  const invalid = useLab((s) => s.invalidFields);
  const invalidList = Object.values(invalid);
  const lang = useLang();
  const t = useT().lab;
  return (
    <div className="messages" aria-live="polite" data-testid="messages">
      {/* Not a message to dismiss: it goes when the fields are fixed. */}
      {invalidList.length ? (
        <div className="message message-warning invalid-fields" role="status" data-testid="invalid-fields">
          <div>
            <p>{t.invalidFieldsIntro(invalidList.length)}</p>
            <ul>
              {invalidList.map((f) => (
                <li key={fieldName(f, 'en') + f.typed} data-field={fieldName(f, 'en')}>
                  <button type="button" className="link-button" title={t.invalidFieldFocus(fieldName(f, lang))} onClick={() => f.focus?.()}>
                    {fieldName(f, lang)}
                  </button>
                  {t.invalidFieldItem(f.typed, f.inUse)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      {messages.length >= DISMISS_ALL_FROM ? (
        <button type="button" className="messages-dismiss-all" onClick={() => store.getState().dismissAll()} data-testid="messages-dismiss-all">
          {t.dismissAll(messages.length)}
        </button>
      ) : null}
      {messages.map((m) => (
        <div key={m.id} className={`message message-${m.kind}`} role={m.kind === 'error' ? 'alert' : 'status'}>
          <span>
            <IsolatedText text={messageIn(m, lang)} />
          </span>
          <button type="button" className="dismiss" aria-label={t.dismissMessage} onClick={() => store.getState().dismissMessage(m.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
