// The scenario being edited: preset, machine, seed, duration, knob
// overrides and the schedule of mid-run changes. Every setter validates and
// reports refusals as messages instead of throwing.
import type { StateCreator } from 'zustand/vanilla';
import { allowedPresets } from '../model/allowed-presets';
import { checkKnobValue, rejectMessage } from '../model/knob-values';
import { REFUSAL_WORDS } from '../model/refusal-words';
import { checkScenarioField } from '../model/scenario-fields';
import {
  defaultScenario,
  knobsAt,
  scenarioFromPreset,
  withOverride,
  type LabScenario,
} from '../model/scenario';
import { findKnob, findMachine, findPreset } from '../model/schema';
import type { LabState, ScenarioSlice } from './lab-state';
import { inEachLang, type LocalText } from '../lang/local-text';


const EMPTY: LabScenario = {
  preset: null,
  machine: '',
  seed: 1,
  durationS: 60,
  reportIntervalS: 1,
  overrides: {},
  schedule: [],
};

/** Which field a refusal names, in each language. */
const named = (field: 'preset' | 'machine'): LocalText => inEachLang((lang) => REFUSAL_WORDS[lang].fields[field]);

export const createScenarioSlice: StateCreator<LabState, [], [], ScenarioSlice> = (set, get) => {
  const refuse = (topic: string, message: LocalText): false => {
    get().pushMessage('error', message, topic);
    return false;
  };
  const accept = (topic: string, scenario: LabScenario): true => {
    get().clearTopic(topic);
    set({ scenario });
    return true;
  };
  return {
    schema: null,
    scenario: EMPTY,
    setSchema: (schema) => set({ schema, scenario: defaultScenario(schema) }),
    setScenario: (scenario) => set({ scenario }),
    applyPreset: (name) => {
      const schema = get().schema;
      if (!schema) return false;
      if (!findPreset(schema, name)) {
        return refuse('preset', rejectMessage(named('preset'), name, allowedPresets(schema, name)));
      }
      const next = scenarioFromPreset(schema, name);
      return accept('preset', { ...next, seed: get().scenario.seed });
    },
    setMachine: (name) => {
      const schema = get().schema;
      if (!schema) return false;
      if (!findMachine(schema, name)) {
        return refuse('machine', rejectMessage(named('machine'), name, (w) => w.oneOf(schema.machines.map((m) => m.name))));
      }
      // The machine's own knob values (hardware) become explicit, so they win
      // over a preset's and the core receives exactly what is shown.
      const current = get().scenario;
      let next: LabScenario = { ...current, machine: name };
      for (const [k, v] of Object.entries(findMachine(schema, name)?.knobs ?? {})) {
        if (findKnob(schema, k)) next = withOverride(schema, next, k, v);
      }
      return accept('machine', next);
    },
    setSeed: (raw) => {
      const c = checkScenarioField('seed', raw);
      return c.ok ? accept('seed', { ...get().scenario, seed: c.value }) : refuse('seed', c.message);
    },
    setDuration: (raw) => {
      const c = checkScenarioField('duration', raw);
      return c.ok ? accept('duration', { ...get().scenario, durationS: c.value }) : refuse('duration', c.message);
    },
    setReportInterval: (raw) => {
      const c = checkScenarioField('reportInterval', raw);
      return c.ok ? accept('interval', { ...get().scenario, reportIntervalS: c.value }) : refuse('interval', c.message);
    },
    setInitialKnob: (name, raw) => {
      const schema = get().schema;
      if (!schema) return false;
      const knob = findKnob(schema, name);
      if (!knob) return refuse(`knob:${name}`, inEachLang((lang) => REFUSAL_WORDS[lang].unknownKnob(name)));
      const c = checkKnobValue(knob, raw);
      if (!c.ok) return refuse(`knob:${name}`, c.message);
      return accept(`knob:${name}`, withOverride(schema, get().scenario, name, c.value));
    },
    addScheduledChange: (change) => {
      const s = get().scenario;
      set({ scenario: { ...s, schedule: [...s.schedule, change].sort((a, b) => a.atNs - b.atNs) } });
    },
    removeScheduledChange: (index) => {
      const s = get().scenario;
      set({ scenario: { ...s, schedule: s.schedule.filter((_, i) => i !== index) } });
    },
    pendingKnobs: {},
    setPendingKnob: (name, value) =>
      set((s) => {
        const pendingKnobs = { ...s.pendingKnobs };
        if (value === undefined) delete pendingKnobs[name];
        else pendingKnobs[name] = value;
        return { pendingKnobs };
      }),
    currentKnobs: () => {
      const { schema, scenario, nowNs } = get();
      return schema ? knobsAt(schema, scenario, nowNs) : {};
    },
  };
};
