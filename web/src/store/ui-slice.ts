// Messages for the person using the lab: bad URL fields, refused knob
// values, core errors. Shown in one place, dismissible, never thrown.
import type { StateCreator } from 'zustand/vanilla';
import type { LabState } from './lab-store';
import type { LocalText } from '../lang/local-text';

export type MessageKind = 'error' | 'warning' | 'info';
export interface LabMessage {
  id: number;
  kind: MessageKind;
  /** In English: the core's words, or the lab's. */
  text: string;
  /**
   * The same message in Chinese, where the lab wrote one (its own messages
   * are pushed in each language). Without it the page shows `text` (the
   * core's known refusals are worded in Chinese when shown:
   * sim/config-error-i18n.ts).
   */
  zh?: string;
  /** Messages with the same topic replace each other (e.g. 'url', 'knob:threads'). */
  topic?: string;
}

/**
 * A field that holds a value the lab does not accept (left in the box so
 * nothing typed is lost): runs go on with the value in use until it is fixed.
 */
export interface InvalidField {
  /** The field's name as the page shows it ("threads", "Duration (s)"). */
  label: string;
  /** The A/B comparison's side ("A", "B") the field belongs to, named before it. */
  side?: string;
  /** What the user typed. */
  typed: string;
  /** The value the run uses instead. */
  inUse: string;
  /** Puts the cursor in the field. */
  focus?: () => void;
}

export interface UiSlice {
  messages: LabMessage[];
  /** `text` in English only, or in every language (shown in the reader's). */
  pushMessage(kind: MessageKind, text: string | LocalText, topic?: string): void;
  dismissMessage(id: number): void;
  /** Clears every message at once (a link with many bad fields shows many). */
  dismissAll(): void;
  clearTopic(topic: string): void;
  /** Fields holding values not accepted, by a key of the field's own. */
  invalidFields: Record<string, InvalidField>;
  /** Records (or with null, forgets) a field's value that is not accepted. */
  setInvalidField(key: string, field: InvalidField | null): void;
}

const sameField = (a: InvalidField | undefined, b: InvalidField) =>
  !!a && a.label === b.label && a.side === b.side && a.typed === b.typed && a.inUse === b.inUse && a.focus === b.focus;

let nextId = 1;

export const createUiSlice: StateCreator<LabState, [], [], UiSlice> = (set) => ({
  messages: [],
  pushMessage: (kind, said, topic) =>
    set((s) => {
      const words = typeof said === 'string' ? { text: said } : { text: said.en, zh: said.zh };
      return {
        messages: [...s.messages.filter((m) => !topic || m.topic !== topic || m.text !== words.text), { id: nextId++, kind, ...words, topic }].slice(-12),
      };
    }),
  dismissMessage: (id) => set((s) => ({ messages: s.messages.filter((m) => m.id !== id) })),
  dismissAll: () => set({ messages: [] }),
  clearTopic: (topic) => set((s) => ({ messages: s.messages.filter((m) => m.topic !== topic) })),
  invalidFields: {},
  setInvalidField: (key, field) =>
    set((s) => {
      if (field ? sameField(s.invalidFields[key], field) : !(key in s.invalidFields)) return s;
      const next = { ...s.invalidFields };
      if (field) next[key] = field;
      else delete next[key];
      return { invalidFields: next };
    }),
});
