// A step's prediction: the question, and the learner's choice or number,
// locked once the step runs (StepView keeps the answer).
import type { Dispatch, SetStateAction } from 'react';
import type { Lang } from '../lang/lang';
import type { PanelStrings } from './lesson-i18n';
import type { LessonStep } from './lesson-format.js';
import type { readGuess } from './prediction-number';
import { md, RefValue } from './lesson-figures';
import { renderInline } from './markdown';

type Prediction = NonNullable<LessonStep['prediction']>;

export function StepPrediction({ p, locked, revealed, groupId, choice, setChoice, guess, setGuess, reading, t, lang }: {
  p: Prediction;
  locked: boolean;
  revealed: boolean;
  groupId: string;
  choice: number | null;
  setChoice: Dispatch<SetStateAction<number | null>>;
  guess: string;
  setGuess: Dispatch<SetStateAction<string>>;
  reading: ReturnType<typeof readGuess>;
  t: PanelStrings;
  lang: Lang;
}) {
  return (
    <fieldset className="prediction" disabled={locked} data-testid="prediction">
      <legend>{t.predict}</legend>
      <div className="md prediction-question" id={`${groupId}-q`}>
        {md(p.question, lang)}
      </div>
      {p.kind === 'choice' ? (
        <div role="radiogroup" aria-labelledby={`${groupId}-q`} className="prediction-options">
          {p.options.map((o, i) => (
            <label key={i} className={`prediction-option${revealed && o.correct ? ' is-answer' : ''}`}>
              <input type="radio" name={`${groupId}-choice`} checked={choice === i} onChange={() => setChoice(i)} data-testid={`option-${i + 1}`} />
              <span>{renderInline(o.text, { renderRef: (ref, key) => <RefValue key={key} ref={ref} lang={lang} /> })}</span>
            </label>
          ))}
        </div>
      ) : (
        <>
          <label className="prediction-number">
            {t.yourNumber}
            <input
              type="text"
              inputMode="decimal"
              value={guess}
              onChange={(e) => setGuess(e.target.value)}
              data-testid="prediction-number"
              aria-invalid={reading.kind === 'invalid' || undefined}
              aria-describedby={`${groupId}-q ${groupId}-err`}
            />
            <span className="prediction-unit">{p.unit}</span>
          </label>
          {/* Always present so screen readers hear the message as it appears; the typed text stays in the box. */}
          <p id={`${groupId}-err`} className="prediction-error" aria-live="polite" data-testid="prediction-error">
            {reading.kind === 'invalid' ? t.badGuess(reading.typed, p.unit ?? '') : null}
          </p>
        </>
      )}
    </fieldset>
  );
}
