// Types of machine-facts.js (plain JavaScript so node scripts import it too).
export interface MachineFacts {
  name: string;
  fromFile: Array<{ field: string; value: unknown; unit: string }>;
  derived: Array<{ field: string; how: string }>;
  fitted: { field: string; value: number; fittedTo: string } | null;
}
export function machineFacts(file: Record<string, unknown>): MachineFacts;
export function machineFactsLines(facts: MachineFacts, source: string): string[];
