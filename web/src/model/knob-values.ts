// Validation of knob values from any source (URL, inputs, presets): one
// place that turns raw text into a typed value or a message that names the
// field, the value and what is allowed.
import { inEachLang, type LocalText } from '../lang/local-text';
import { REFUSAL_WORDS } from './refusal-words';
import { ALLOWED_EN, ALLOWED_ZH, type AllowedWords } from '../lang/allowed-words';
import type { Knob, KnobValue } from './schema';

/** A refusal's message is in each language (the page shows the reader's). */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: LocalText };

// Thousands separators by hand: Intl.NumberFormat's first use loads locale
// data (~90 ms on a phone, inside the task that first renders the knobs),
// and only integers of a million or more are grouped here.
function formatNumber(n: number): string {
  if (Number.isInteger(n) && Math.abs(n) >= 1e6) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }
  return String(n);
}

const ALLOWED = { en: ALLOWED_EN, zh: ALLOWED_ZH };

/** Human wording of what a knob accepts (English unless other words are given). */
export function allowedText(knob: Knob, words: AllowedWords = ALLOWED_EN): string {
  switch (knob.type) {
    case 'int':
      return words.int(formatNumber(knob.min), formatNumber(knob.max));
    case 'float':
      return words.float(formatNumber(knob.min), formatNumber(knob.max));
    case 'bool':
      return words.bool;
    case 'enum':
      return words.oneOf(knob.values);
  }
}

/**
 * "field: value is not allowed; expected …" in each language; `allowed`
 * words what is allowed with that language's AllowedWords.
 */
export function rejectMessage(field: string | LocalText, raw: unknown, allowed: (words: AllowedWords) => string): LocalText {
  const shown = typeof raw === 'string' ? raw : JSON.stringify(raw);
  return inEachLang((lang) => REFUSAL_WORDS[lang].notAllowed(typeof field === 'string' ? field : field[lang], shown, allowed(ALLOWED[lang])));
}

/** JSON's number grammar, the core's too (ParseJsonNumber): one grammar for boxes, links and files. */
const JSON_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?$/;

/** The number written in `raw` as JSON writes numbers (space around it aside), or null: not "0x10", ".5", "01", "", "Infinity". */
export function numberFromText(raw: unknown): number | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!JSON_NUMBER.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** Parses a knob value from text or a JSON scalar. `field` names it in messages (a side's knob: "B: threads"). */
export function checkKnobValue(knob: Knob, raw: unknown, field: string | LocalText = knob.name): Checked<KnobValue> {
  const fail = (): Checked<KnobValue> => ({ ok: false, message: rejectMessage(field, raw, (words) => allowedText(knob, words)) });
  switch (knob.type) {
    case 'int':
    case 'float': {
      const n = typeof raw === 'number' ? raw : numberFromText(raw);
      if (n === null || !Number.isFinite(n) || n < knob.min || n > knob.max) return fail();
      if (knob.type === 'int' && !Number.isInteger(n)) return fail();
      return { ok: true, value: n };
    }
    case 'bool': {
      if (typeof raw === 'boolean') return { ok: true, value: raw };
      const t = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
      if (t === 'true' || t === '1' || t === 'on' || t === 1) return { ok: true, value: true };
      if (t === 'false' || t === '0' || t === 'off' || t === 0) return { ok: true, value: false };
      return fail();
    }
    case 'enum': {
      const s = typeof raw === 'number' ? String(raw) : raw;
      if (typeof s === 'string' && knob.values.includes(s)) return { ok: true, value: s };
      return fail();
    }
  }
}

/** The JSON scalar the core's cl_set_knob expects for a value of this knob. */
export function knobValueJson(knob: Knob, value: KnobValue): string {
  if (knob.type === 'enum') return JSON.stringify(String(value));
  return JSON.stringify(value);
}

/** Text form used in URLs, exports and the log (machine-readable: true/false). */
export function knobValueText(value: KnobValue): string {
  return typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value);
}

/** A value as the page shows it to people: a switch reads ON or OFF, as MySQL shows it (SHOW VARIABLES). */
export function knobValueShown(value: KnobValue): string {
  return typeof value === 'boolean' ? (value ? 'ON' : 'OFF') : String(value);
}

/** At most this many integer values make a knob a choice (innodb_flush_log_at_trx_commit: 0, 1, 2). */
const MAX_INT_CHOICES = 3;

/**
 * The values a knob offers as a list to pick from: an enum's names, or every
 * value of an integer knob with so few that typing one is the wrong tool.
 * null: a free number (or a checkbox).
 */
export function knobChoices(knob: Knob): string[] | null {
  if (knob.type === 'enum') return knob.values;
  if (knob.type === 'int' && Number.isFinite(knob.min) && Number.isFinite(knob.max) && knob.max - knob.min < MAX_INT_CHOICES) {
    const out: string[] = [];
    for (let v = knob.min; v <= knob.max; v++) out.push(String(v));
    return out;
  }
  return null;
}
