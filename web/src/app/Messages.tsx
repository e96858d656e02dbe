// Refusals and errors, each naming field, value and what is allowed.
import { useLab, useLabContext } from './lab-context';

export function Messages() {
  const { store } = useLabContext();
  const messages = useLab((s) => s.messages);
  return (
    <div className="messages" aria-live="polite" data-testid="messages">
      {messages.map((m) => (
        <div key={m.id} className={`message message-${m.kind}`} role={m.kind === 'error' ? 'alert' : 'status'}>
          <span>{m.text}</span>
          <button type="button" className="dismiss" aria-label="Dismiss message" onClick={() => store.getState().dismissMessage(m.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
