// What the run produced: interval rows (the core's report records),
// per-frame samples from snapshots, and marks (knob changes, rotations).
// Buffers are mutated in place; `resultsVersion` tells subscribers to redraw.
import type { StateCreator } from 'zustand/vanilla';
import type { LabState, Mark, ResultsSlice } from './lab-state';
import { RowBuffer } from './row-buffer';
import { MAX_SAMPLES, SAMPLE_FIELDS, SAMPLE_INDEX, sampleFromSnapshot } from './samples';


export const createResultsSlice: StateCreator<LabState, [], [], ResultsSlice> = (set, get) => ({
  rows: new RowBuffer(1),
  horizonNs: 0,
  story: null,
  samples: new RowBuffer(SAMPLE_FIELDS.length),
  marks: [],
  snapshot: null,
  resultsVersion: 0,
  frameStats: { handleMs: [], eventsPerS: 0 },
  resetResults: (stride) =>
    set((s) => ({
      rows: new RowBuffer(stride),
      samples: new RowBuffer(SAMPLE_FIELDS.length),
      marks: [],
      snapshot: null,
      nowNs: 0,
      horizonNs: 0,
      story: null,
      resultsVersion: s.resultsVersion + 1,
    })),
  ingestFrame: (frame) => {
    const s = get();
    const { rows, samples } = s;
    // Rows must continue where we are; a stale frame from before a reset is dropped.
    if (frame.firstRow !== rows.count) return;
    rows.append(frame.rows);
    const newMarks: Mark[] = [];
    const sample = sampleFromSnapshot(frame.nowNs, frame.snapshot);
    if (sample) {
      const last = samples.count - 1;
      const fileCol = SAMPLE_INDEX.binlog_file_bytes;
      // A binlog file that shrank was rotated.
      if (last >= 0 && sample[fileCol]! < samples.get(last, fileCol) * 0.5 && !rotationsFromIntervals(s)) {
        newMarks.push({ atNs: frame.nowNs, kind: 'rotation', label: 'binlog rotated' });
      }
      // Only forward in time: replaying the past after a seek adds nothing.
      if (last < 0 || sample[0]! > samples.get(last, 0)) samples.push(sample);
      if (samples.count > MAX_SAMPLES) samples.halve();
    }
    const stats = s.frameStats;
    if (frame.busyMs > 0) stats.eventsPerS = (frame.events / frame.busyMs) * 1000;
    set({
      nowNs: frame.nowNs,
      horizonNs: Math.max(s.horizonNs, frame.nowNs),
      status: frame.status,
      snapshot: frame.snapshot,
      marks: newMarks.length ? [...s.marks, ...newMarks] : s.marks,
      resultsVersion: s.resultsVersion + 1,
    });
  },
  setStory: (story) => set({ story }),
  truncateResults: (atNs, rowCount) => {
    const s = get();
    if (s.rows.count > rowCount) s.rows.count = rowCount;
    const samples = s.samples;
    while (samples.count > 0 && samples.get(samples.count - 1, 0) > atNs / 1e9) samples.count--;
    set({
      horizonNs: atNs,
      marks: s.marks.filter((m) => m.atNs <= atNs),
      scenario: { ...s.scenario, schedule: s.scenario.schedule.filter((c) => c.atNs <= atNs) },
      resultsVersion: s.resultsVersion + 1,
    });
  },
  addMark: (mark) => set((s) => ({ marks: [...s.marks, mark].sort((a, b) => a.atNs - b.atNs), resultsVersion: s.resultsVersion + 1 })),
});

/** True when the core reports rotations per interval (then those are used). */
function rotationsFromIntervals(s: LabState): boolean {
  return !!s.schema?.interval_fields.some((f) => f.name === 'rotations');
}
