// Types of server-settings.js (plain JavaScript so node scripts import it too).
import type { SchemaKnobLike } from './server-variables';

export type ServerFamily = 'mysql80' | 'mysql57' | 'mariadb';
export const SERVER_FAMILIES: Record<ServerFamily, { label: string }>;
export interface ServerSettings {
  family: ServerFamily;
  logBin: boolean;
  set: Array<{ knob: string; variable: string; value: string }>;
  missing: Array<{ knob: string; variable: string; value: unknown; why: string; same: boolean }>;
  sysctl: Array<{ knob: string; variable: string; value: string }>;
  commitAlgorithmOk: boolean;
  notes: string[];
}
export function serverValueText(knob: SchemaKnobLike, variable: string, value: unknown): string;
export function serverSettings(knobs: Record<string, unknown>, family: ServerFamily, schemaKnobs: SchemaKnobLike[]): ServerSettings;
export function unappliable(settings: ServerSettings): string[];
export const MISSING_REASONS: string[];
