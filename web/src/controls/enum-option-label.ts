// What an enum knob's options read as. commit_algorithm's values are code
// names (alisql_binlog_in_redo) while the animation titles the algorithm by
// its human name (AliSQL binlog in redo V2): its options carry both, and the
// chosen one's human name shows under the dropdown (the closed dropdown is
// too narrow for both), so the dropdown and the title are seen to be the
// same thing. innodb_flush_log_at_trx_commit's three values name what each
// does with the redo log.
import { ALGORITHMS, type AlgorithmId } from '../viz/pipeline/topology';
import { type VizStrings } from '../lang/viz-words';
import { useVizT } from '../lang/use-words';

/** The human name of an enum value, when it has one other than the value. */
export function enumValueName(knob: string, value: string, vt: VizStrings): string | null {
  if (knob === 'commit_algorithm' && value !== 'binlog_off' && (ALGORITHMS as string[]).includes(value)) return vt.algorithms[value as AlgorithmId].title;
  if (knob === 'innodb_flush_log_at_trx_commit') return vt.trxCommitModes[value] ?? null;
  return null;
}

export function enumOptionLabel(knob: string, value: string, vt: VizStrings): string {
  // A digit reads best alone in a narrow dropdown; its meaning shows under it.
  if (knob === 'innodb_flush_log_at_trx_commit') return value;
  const name = enumValueName(knob, value, vt);
  return name ? `${value} — ${name}` : value;
}

/** The labeller and the namer in the page's language. */
export function useEnumText(): { optionLabel: (knob: string, value: string) => string; valueName: (knob: string, value: string) => string | null } {
  const vt = useVizT();
  return { optionLabel: (knob, value) => enumOptionLabel(knob, value, vt), valueName: (knob, value) => enumValueName(knob, value, vt) };
}
