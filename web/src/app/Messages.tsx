// Refusals and errors, each naming field, value and what is allowed. The
// store keeps the core's words; the core's refused combinations are shown
// in the lab's language (sim/config-error-i18n.ts), the rest as written.
import { useLessons } from '../lessons/lesson-store';
import { useT } from '../lessons/i18n';
import { refusalMessageIn } from '../sim/config-error-i18n';
import { useLab, useLabContext } from './lab-context';

/** From this many messages on, one button clears them all. */
const DISMISS_ALL_FROM = 3;

export function Messages() {
  const { store } = useLabContext();
  const messages = useLab((s) => s.messages);
  const lang = useLessons((s) => s.lang);
  const t = useT().lab;
  return (
    <div className="messages" aria-live="polite" data-testid="messages">
      {messages.length >= DISMISS_ALL_FROM ? (
        <button type="button" className="messages-dismiss-all" onClick={() => store.getState().dismissAll()} data-testid="messages-dismiss-all">
          {t.dismissAll(messages.length)}
        </button>
      ) : null}
      {messages.map((m) => (
        <div key={m.id} className={`message message-${m.kind}`} role={m.kind === 'error' ? 'alert' : 'status'}>
          <span>{refusalMessageIn(m.text, lang)}</span>
          <button type="button" className="dismiss" aria-label={t.dismissMessage} onClick={() => store.getState().dismissMessage(m.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
