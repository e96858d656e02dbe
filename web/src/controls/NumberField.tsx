// A labelled number box for scenario fields (seed, duration, interval):
// edits stay local until Enter / blur. Like a knob, a refused value stays in
// the box as typed, with one message under it naming the field by its label;
// the page's summary lists it too (use-invalid-field). A text box, not
// type="number": browsers report "" for "abc" there, losing what was typed.
import { useEffect, useId, useRef, useState } from 'react';
import { checkScenarioField, scenarioFieldRule, type ScenarioField } from '../model/scenario-fields';
import type { LocalText } from '../lang/local-text';
import { steppedText } from './number-text';
import { useInvalidField } from './use-invalid-field';
import { useLang } from '../lang/lang-store';
import { IsolatedText } from '../ui/IsolatedText';

export interface NumberFieldProps {
  field: ScenarioField;
  label: string;
  value: number;
  hint?: string;
  testId?: string;
  /** Applies an accepted value; returns false when the lab refused it anyway. */
  onCommit(text: string): boolean;
}

export function NumberField({ field, label, value, hint, testId, onCommit }: NumberFieldProps) {
  const id = useId();
  const lang = useLang();
  const [draft, setDraft] = useState(String(value));
  // In each language, so a language switch re-words a refusal already shown.
  const [error, setError] = useState<LocalText | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const rule = scenarioFieldRule(field);
  // A refused value stays in the box: the page says runs use the value in force meanwhile.
  useInvalidField(label, error ? draft : null, String(value), inputRef);
  useEffect(() => {
    setDraft(String(value));
    setError(null);
  }, [value]);
  const commit = (text: string) => {
    // Back to the value in use: nothing to apply, and nothing refused any more.
    if (text.trim() === String(value)) {
      setError(null);
      return;
    }
    const c = checkScenarioField(field, text);
    if (!c.ok) {
      setError(c.message);
      return;
    }
    setError(null);
    onCommit(text);
  };
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        className="number-box"
        inputMode={rule.integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        value={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-testid={testId}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => commit(draft)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(draft);
          if (e.key === 'Escape') {
            setDraft(String(value));
            setError(null);
          }
          // The arrows still step the value, as they did in a number box.
          const stepped = e.key === 'ArrowUp' || e.key === 'ArrowDown' ? steppedText(draft, e.key === 'ArrowUp' ? 1 : -1, { ...rule, step: 1 }) : null;
          if (stepped !== null) {
            e.preventDefault();
            setDraft(stepped);
          }
        }}
      />
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={`${id}-err`} className="field-error" role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          <IsolatedText text={error[lang]} />
        </p>
      ) : null}
    </div>
  );
}
