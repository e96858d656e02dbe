// Messages for the person using the lab: bad URL fields, refused knob
// values, core errors. Shown in one place, dismissible, never thrown.
import type { StateCreator } from 'zustand/vanilla';
import type { LabState } from './lab-store';

export type MessageKind = 'error' | 'warning' | 'info';
export interface LabMessage {
  id: number;
  kind: MessageKind;
  text: string;
  /** Messages with the same topic replace each other (e.g. 'url', 'knob:threads'). */
  topic?: string;
}

export interface UiSlice {
  messages: LabMessage[];
  pushMessage(kind: MessageKind, text: string, topic?: string): void;
  dismissMessage(id: number): void;
  /** Clears every message at once (a link with many bad fields shows many). */
  dismissAll(): void;
  clearTopic(topic: string): void;
}

let nextId = 1;

export const createUiSlice: StateCreator<LabState, [], [], UiSlice> = (set) => ({
  messages: [],
  pushMessage: (kind, text, topic) =>
    set((s) => ({
      messages: [...s.messages.filter((m) => !topic || m.topic !== topic || m.text !== text), { id: nextId++, kind, text, topic }].slice(-12),
    })),
  dismissMessage: (id) => set((s) => ({ messages: s.messages.filter((m) => m.id !== id) })),
  dismissAll: () => set({ messages: [] }),
  clearTopic: (topic) => set((s) => ({ messages: s.messages.filter((m) => m.topic !== topic) })),
});
