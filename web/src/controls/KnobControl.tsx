// One control generated from one knob of the schema: number input for
// int/float, checkbox for bool, select for enum and for an int with only a
// few values (innodb_flush_log_at_trx_commit). Invalid input stays in the
// box with a message naming the value and what is allowed; it is not applied.
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { allowedText, checkKnobValue, knobChoices, knobValueText } from '../model/knob-values';
import type { Knob, KnobValue } from '../model/schema';
import { useSchemaText } from '../model/schema-i18n';
import { formatBytes } from '../viz/format';
import { useT } from '../lang/use-words';
import type { LocalText } from '../lang/local-text';
import { Breakable } from '../ui/Breakable';
import { useLang } from '../lang/lang-store';
import { IsolatedText } from '../ui/IsolatedText';
import { useInvalidField } from './use-invalid-field';
import { useEnumText } from './enum-option-label';
import { settingKind } from './knob-setting-name';
import { steppedText } from './number-text';

export interface KnobControlProps {
  knob: Knob;
  value: KnobValue | undefined;
  modified?: boolean;
  /** A short remark beside the name (e.g. "≠ A: 16" in the A/B comparison). */
  note?: string;
  /**
   * Shows the help line all the time instead of only while the control has
   * focus: where a button follows (a lesson's "Try these"), help that
   * collapses on blur moves the button away between mousedown and mouseup,
   * and the click is lost.
   */
  helpShown?: boolean;
  /**
   * The core's refusal of the configuration when it names this knob (a
   * combination of knobs that do not go together): shown under the control
   * like a bad value, without taking the value away.
   */
  conflict?: string;
  /** Why this knob has no effect in the current configuration (the workload does not read it). */
  inert?: string;
  /** Changed mid-run though MySQL could not change it on a running server: says so under the control. */
  liveNote?: string;
  /** Applies a value; returns false when the lab refused it. */
  onCommit(value: KnobValue): boolean;
}

const COMMIT_DELAY_MS = 600;

export function knobLabel(knob: Knob): string {
  return knob.label ?? knob.name;
}

export function KnobControl({ knob, value, modified, note, helpShown, conflict, inert, liveNote, onCommit }: KnobControlProps) {
  const t = useT().lab;
  const lang = useLang();
  const { knobHelp, knobUnit } = useSchemaText();
  const { optionLabel, valueName } = useEnumText();
  const unit = knobUnit(knob);
  const id = useId();
  const helpId = `${id}-help`;
  const errId = `${id}-err`;
  const [draft, setDraft] = useState(value === undefined ? '' : knobValueText(value));
  // In each language, so a language switch re-words a refusal already shown.
  const [error, setError] = useState<LocalText | null>(null);
  const editing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const choices = knobChoices(knob);
  // A refused number stays in the box: the page says runs use the value in force meanwhile.
  useInvalidField(knobLabel(knob), error !== null && knob.type !== 'bool' && choices === null ? draft : null, value === undefined ? '' : knobValueText(value), inputRef);

  useEffect(() => {
    if (!editing.current && value !== undefined) {
      setDraft(knobValueText(value));
      setError(null);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commitText = (text: string) => {
    clearTimeout(timer.current);
    const c = checkKnobValue(knob, text);
    if (!c.ok) {
      setError(c.message);
      return;
    }
    setError(null);
    if (value !== undefined && knobValueText(value) === knobValueText(c.value)) return;
    onCommit(c.value);
  };

  /** The box's new text: checked at once, applied after a pause in typing. */
  const editDraft = (text: string) => {
    setDraft(text);
    const c = checkKnobValue(knob, text);
    setError(c.ok ? null : c.message);
    clearTimeout(timer.current);
    if (c.ok) timer.current = setTimeout(() => commitText(text), COMMIT_DELAY_MS);
  };

  const help = t.knobHelpLine(
    [
      knob.mysql && knob.mysql !== knob.name ? (settingKind(knob.mysql) === 'sysctl' ? t.knobSysctl(knob.mysql) : t.knobMysql(knob.mysql)) : '',
      knobHelp(knob),
      t.knobAllowed(allowedText(knob, t.allowed), unit),
    ].filter(Boolean),
  );
  // A bad value typed here comes first; the combination is the core's verdict on accepted values.
  const problem = error?.[lang] ?? conflict ?? null;
  const describedBy = problem ? `${helpId} ${errId}` : helpId;
  const label = (
    <>
      <span className="knob-name"><Breakable text={knobLabel(knob)} /></span>
      {unit && knob.type !== 'bool' && choices === null ? <span className="knob-unit">{t.knobUnit(unit)}</span> : null}
      {modified ? (
        <span className="modified" title={t.changedTitle}>
          {' '}
          • {t.changed}
        </span>
      ) : null}
      {note ? <span className="knob-note"> {note}</span> : null}
      {inert ? <span className="knob-inert-note" data-testid={`knob-inert-${knob.name}`}> {inert}</span> : null}
    </>
  );

  let control: ReactElement;
  if (knob.type === 'bool') {
    control = (
      <label className="knob-row knob-bool" htmlFor={id} title={help}>
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          data-knob={knob.name}
          onChange={(e) => onCommit(e.target.checked)}
        />
        <span>{label}</span>
      </label>
    );
  } else if (choices !== null || knob.type === 'enum') {
    const enumName = valueName(knob.name, String(value ?? knob.default));
    control = (
      <>
        <label className="knob-row" htmlFor={id} title={help}>
          {label}
        </label>
        <select
          id={id}
          value={String(value ?? knob.default)}
          title={optionLabel(knob.name, String(value ?? knob.default))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          data-knob={knob.name}
          onChange={(e) => commitText(e.target.value)}
        >
          {(choices ?? []).map((v) => (
            <option key={v} value={v}>
              {optionLabel(knob.name, v)}
            </option>
          ))}
        </select>
        {enumName ? (
          <span className="knob-hint" data-testid={`knob-name-${knob.name}`}>
            = {enumName}
          </span>
        ) : null}
      </>
    );
  } else {
    const n = Number(draft);
    control = (
      <>
        <label className="knob-row" htmlFor={id} title={help}>
          {label}
        </label>
        {/* A text box, not type="number": browsers report "" for "abc" there, so what was typed would be lost. */}
        <input
          ref={inputRef}
          id={id}
          type="text"
          className="number-box"
          inputMode={knob.type === 'int' ? 'numeric' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          value={draft}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          data-knob={knob.name}
          onFocus={() => (editing.current = true)}
          onChange={(e) => editDraft(e.target.value)}
          onBlur={() => {
            editing.current = false;
            commitText(draft);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commitText(draft);
            // The arrows still step the value, as they did in a number box.
            const stepped = e.key === 'ArrowUp' || e.key === 'ArrowDown' ? steppedText(draft, e.key === 'ArrowUp' ? 1 : -1, { min: knob.min, max: knob.max, step: knob.step ?? 1 }) : null;
            if (stepped !== null) {
              e.preventDefault();
              editDraft(stepped);
            }
            if (e.key === 'Escape' && value !== undefined) {
              setDraft(knobValueText(value));
              setError(null);
            }
          }}
        />
        {knob.unit === 'bytes' && Number.isFinite(n) ? <span className="knob-hint">= {formatBytes(n)}</span> : null}
      </>
    );
  }

  return (
    <div className={`knob${problem ? ' knob-invalid' : ''}${helpShown ? ' knob-help-shown' : ''}${inert ? ' knob-inert' : ''}`} data-knob-type={knob.type}>
      {control}
      <p id={helpId} className="knob-help">
        {help}
      </p>
      {liveNote ? (
        <p className="knob-live-note" data-testid={`knob-live-note-${knob.name}`}>
          {liveNote}
        </p>
      ) : null}
      {error ? (
        <p id={errId} className="knob-error" role="alert">
          <IsolatedText text={error[lang]} />
        </p>
      ) : conflict ? (
        // No role="alert": the message banner already announces the refusal.
        <p id={errId} className="knob-error knob-conflict" data-testid="knob-conflict">
          {conflict}
        </p>
      ) : null}
    </div>
  );
}
