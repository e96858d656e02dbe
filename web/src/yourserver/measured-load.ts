// Reads what a DBA pasted or chose into the measured store, for the lab's
// panel and the A/B comparison's B side alike. A run (run file or sysbench
// output) gets its reference (fingerprint, file name) for links; when a link
// asked for another run, the new one is not drawn unless the reader says so
// (`force`), and the caller says which two differ. Nothing is lost: the
// text stays where the reader put it.
import { measuredLinkStore, type MeasuredRef } from '../ui/measured-link';
import { measuredStore } from './measured-store';
import { readPaste, type PasteResult } from './paste-reader';
import { runFingerprint } from './run-fingerprint.js';
import type { SchemaKnobLike } from './server-variables.js';

/** The name a pasted run goes by in a link (worded per language on screen). */
export const PASTED = 'pasted';

export interface LoadOutcome {
  result: PasteResult;
  /** A run that is not the one the link named: not drawn. */
  mismatch: { got: MeasuredRef; wanted: MeasuredRef } | null;
  /** The run now drawn, if this text was one. */
  ref: MeasuredRef | null;
}

export function loadMeasured(text: string, fileName: string | null, knobs: SchemaKnobLike[], force = false): LoadOutcome {
  const result = readPaste(text, knobs);
  const store = measuredStore.getState();
  if (result.kind === 'sysbench' || result.kind === 'run-file') {
    const ref: MeasuredRef = { fp: runFingerprint(text), name: fileName ?? PASTED };
    const wanted = measuredLinkStore.getState().wanted;
    if (wanted && wanted.fp !== ref.fp && !force) return { result, mismatch: { got: ref, wanted }, ref: null };
    if (result.kind === 'sysbench') store.set({ source: ref.name, ref, log: result.log, status: null, variables: null, run: null });
    else store.set({ source: ref.name, ref, log: result.log, status: result.status, variables: result.variables, run: result.run });
    if (force) measuredLinkStore.getState().setWanted(null);
    return { result, mismatch: null, ref };
  }
  if (result.kind === 'status') store.set({ status: result.status, source: store.source ?? fileName ?? PASTED });
  if (result.kind === 'variables') store.set({ variables: result.variables });
  return { result, mismatch: null, ref: null };
}
