// Types of server-variables.js (plain JavaScript so node scripts import it too).
import type { Said } from './reader-words';
import type { DroppedLine } from './sysbench-log';

export interface SchemaKnobLike {
  name: string;
  mysql?: string | null;
  group?: string;
  type: string;
  min?: number;
  max?: number;
  values?: string[];
  unit?: string;
}
export type ServerKnobValue = number | boolean | string;
export interface VariableEntry {
  line: number;
  variable: string;
  value: string;
}
export interface ServerVariables {
  format: 'variables' | 'mycnf';
  knobs: Record<string, ServerKnobValue>;
  applied: Array<VariableEntry & { knob: string; knobValue: ServerKnobValue }>;
  ignored: Array<VariableEntry & { reason: Said }>;
  refused: Array<VariableEntry & { message: Said }>;
  dropped: DroppedLine[];
}
export const SERVER_UNIT_DIVISOR: Record<string, number>;
export function parseServerBool(text: string): boolean | undefined;
export function parseSize(text: string): number;
export function commitAlgorithmOfVersion(version: string): { value?: string; reason?: Said };
export function knobValueFromServer(knob: SchemaKnobLike, variable: string, rawValue: string, fromMyCnf: boolean): { value?: ServerKnobValue; error?: Said };
export function readNameValueLine(line: string, mode: 'variables' | 'mycnf'): Record<string, unknown>;
export function parseServerVariables(text: string, knobs: SchemaKnobLike[]): ServerVariables;
