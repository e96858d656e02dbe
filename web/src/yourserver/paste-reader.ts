// What a DBA pasted or dropped into "Compare with your server": a run file
// from npm run measure, sysbench output, SHOW GLOBAL VARIABLES / my.cnf, or
// two SHOW GLOBAL STATUS snapshots. Tells which by its look, then reads it
// with that kind's reader. Pure: no store, no DOM.
import type { Said } from './reader-words.js';
import { readRunFile, type MeasuredRunFile } from './run-file.js';
import { parseStatusSnapshot, splitStatusSnapshots, statusRates, type StatusRates } from './server-status.js';
import { parseServerVariables, type SchemaKnobLike, type ServerVariables } from './server-variables.js';
import { parseSysbenchLog, type SysbenchLog } from './sysbench-log.js';

export type PasteKind = 'run-file' | 'sysbench' | 'status' | 'variables';

export type PasteResult =
  | { kind: 'run-file'; log: SysbenchLog; status: StatusRates | null; variables: ServerVariables | null; label: string; run: MeasuredRunFile }
  | { kind: 'sysbench'; log: SysbenchLog }
  | { kind: 'status'; status: StatusRates; droppedLines: number }
  | { kind: 'variables'; variables: ServerVariables }
  | { kind: 'error'; error: PasteError };

/** Why nothing was read; the panel words it in the reader's language. */
export type PasteError =
  | { code: 'empty' }
  | { code: 'run-file'; detail: Said }
  | { code: 'one-snapshot' }
  | { code: 'status'; detail: Said[] }
  | { code: 'nothing-read'; kind: PasteKind; firstDropped?: { line: number; text: string; expected: Said } };

const STATUS_NAME = /^\s*\|?\s*(Uptime|Innodb_[A-Za-z_]+|Com_[a-z_]+|Binlog_[A-Za-z_]+|Handler_[a-z_]+|Threads_[a-z_]+|Syncs)\s*(\||\t|\s)/m;

export function pasteKind(text: string): PasteKind {
  const t = text.trimStart();
  if (t.startsWith('{')) return 'run-file';
  if (/^\s*\[\s*\d+(?:[.,]\d+)?\s*s\s*\]/m.test(text) || /^\s*transactions:\s/m.test(text) || /^sysbench \d/m.test(text)) return 'sysbench';
  const lines = text.split(/\r\n|\r|\n/).filter((l) => l.trim());
  const statusLines = lines.filter((l) => STATUS_NAME.test(l)).length;
  if (statusLines > 0 && statusLines >= lines.length / 3 && /\bUptime\b|Innodb_|Binlog_/.test(text) && !/^\s*\[mysqld/m.test(text)) return 'status';
  return 'variables';
}

export function readPaste(text: string, knobs: SchemaKnobLike[]): PasteResult {
  if (!text.trim()) return { kind: 'error', error: { code: 'empty' } };
  const kind = pasteKind(text);
  if (kind === 'run-file') {
    const r = readRunFile(text);
    if (r.error !== undefined) return { kind: 'error', error: { code: 'run-file', detail: r.error } };
    const variables = r.run.server?.variables ? parseServerVariables(r.run.server.variables, knobs) : null;
    return { kind, log: r.log, status: r.status, variables, label: `${r.run.server?.version ?? ''} ${r.run.created_at ?? ''}`.trim(), run: r.run };
  }
  if (kind === 'sysbench') {
    const log = parseSysbenchLog(text);
    if (log.intervals.length === 0 && !log.final) return { kind: 'error', error: { code: 'nothing-read', kind, firstDropped: log.dropped[0] } };
    return { kind, log };
  }
  if (kind === 'status') {
    const parts = splitStatusSnapshots(text);
    if (parts.length < 2) return { kind: 'error', error: { code: 'one-snapshot' } };
    const before = parseStatusSnapshot(parts[0]!);
    const after = parseStatusSnapshot(parts[1]!);
    const status = statusRates(before, after);
    if (status.errors.length) return { kind: 'error', error: { code: 'status', detail: status.errors } };
    return { kind, status, droppedLines: before.dropped.length + after.dropped.length };
  }
  const variables = parseServerVariables(text, knobs);
  if (variables.applied.length === 0 && variables.ignored.length === 0 && variables.refused.length === 0) {
    return { kind: 'error', error: { code: 'nothing-read', kind, firstDropped: variables.dropped[0] } };
  }
  return { kind: 'variables', variables };
}
