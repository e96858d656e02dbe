// A labelled number box for scenario fields (seed, duration, interval):
// edits stay local until Enter / blur, refusals are shown beside it.
import { useEffect, useId, useRef, useState } from 'react';
import { useInvalidField } from './use-invalid-field';

export interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number | 'any';
  hint?: string;
  testId?: string;
  /** Returns false when the value was refused (the store reports why). */
  onCommit(text: string): boolean;
}

export function NumberField({ label, value, min, max, step = 'any', hint, testId, onCommit }: NumberFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // A refused value stays in the box: the page says runs use the value in force meanwhile.
  useInvalidField(label, invalid ? draft : null, String(value), inputRef);
  useEffect(() => {
    setDraft(String(value));
    setInvalid(false);
  }, [value]);
  const commit = () => {
    // Back to the value in use: nothing to apply, and nothing refused any more.
    if (draft === String(value)) {
      setInvalid(false);
      return;
    }
    setInvalid(!onCommit(draft));
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type="number"
        min={min}
        max={max}
        step={step}
        value={draft}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        data-testid={testId}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
