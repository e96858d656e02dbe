// Messages for the person using the lab: bad URL fields, refused knob
// values, core errors. Shown in one place, dismissible, never thrown.
import type { StateCreator } from 'zustand/vanilla';
import type { InvalidField, LabState, UiSlice } from './lab-state';


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
  logPercentile: 95,
  setLogPercentile: (logPercentile) => set({ logPercentile }),
});
