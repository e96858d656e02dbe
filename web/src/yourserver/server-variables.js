// Reads a server's settings, pasted as SHOW GLOBAL VARIABLES output (the
// mysql client's table, tab-separated batch output, \G rows) or as a
// my.cnf, and maps them onto the lab's knobs through the core's schema
// (each knob's `mysql` field names its server variable). Every variable
// the lab has no knob for is listed in `ignored` with the reason; a value
// a knob cannot take is listed in `refused`; an unreadable line in
// `dropped`. Nothing is left out silently. Types in server-variables.d.ts.

import { said } from './reader-words.js';
import { parseDecimal, quoteLine, splitLines } from './text-lines.js';

/**
 * Server variables whose unit differs from their knob's: knob value =
 * server value / divisor. The recipe multiplies back.
 */
export const SERVER_UNIT_DIVISOR = {
  innodb_buffer_pool_size: 1024 ** 3, // bytes -> GB
  max_binlog_size: 1024 ** 2, // bytes -> MB
  'vm.dirty_expire_centisecs': 100, // centiseconds -> s
  'vm.dirty_writeback_centisecs': 100,
};

// my.cnf sections a MySQL or MariaDB server reads its settings from.
const SERVER_SECTION = /^(mysqld|server|mariadb|mariadbd|galera)(-\d+(\.\d+)*)?$/i;

/** "ON", "off", "1", "TRUE", "yes" -> true/false; anything else undefined. */
export function parseServerBool(text) {
  const s = String(text).trim().toLowerCase();
  if (['on', '1', 'true', 'yes'].includes(s)) return true;
  if (['off', '0', 'false', 'no'].includes(s)) return false;
  return undefined;
}

/** A my.cnf size: "8G", "512M", "134217728" -> bytes (NaN when not one). */
export function parseSize(text) {
  const m = /^\s*(\d+(?:[.,]\d+)?)\s*([kmgt])?b?\s*$/i.exec(String(text));
  if (!m) return NaN;
  const mult = { k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4 }[(m[2] ?? '').toLowerCase()] ?? 1;
  return parseDecimal(m[1]) * mult;
}

/** The commit algorithm a server version string runs, or a reason it has none. */
export function commitAlgorithmOfVersion(version) {
  const v = String(version).trim();
  if (/mariadb/i.test(v)) {
    return { reason: said((w) => w.mariadbOwnAlgorithm) };
  }
  const m = /^(\d+)\.(\d+)/.exec(v);
  if (!m) return { reason: said((w) => w.versionShape(v)) };
  const major = Number(m[1]);
  const minor = Number(m[2]);
  if (major === 5 && minor <= 5) return { value: 'mysql55_prepare_commit_mutex' };
  if (major === 5 && minor === 6) return { value: 'group_commit_56' };
  if ((major === 5 && minor >= 7) || major >= 8) return { value: 'group_commit_57' };
  return { reason: said((w) => w.versionTooOld(v)) };
}

/** Knob value for a server value, or { error } (en, zh) naming the knob and what it allows. */
export function knobValueFromServer(knob, variable, rawValue, fromMyCnf) {
  const raw = String(rawValue).trim().replace(/^(['"])(.*)\1$/, '$2');
  const allowed = (w) =>
    knob.type === 'bool'
      ? w.onOff
      : knob.type === 'enum'
        ? knob.values.join(', ')
        : w.numberRange(
            knob.type === 'int',
            fromKnob(variable, knob.min),
            fromKnob(variable, knob.max),
            SERVER_UNIT_DIVISOR[variable] ? (variable.startsWith('vm.') ? w.unitCentiseconds : w.unitBytes) : knob.unit ? ` ${knob.unit}` : '',
          );
  if (knob.type === 'bool') {
    const b = parseServerBool(raw);
    return b === undefined ? { error: said((w) => w.expected(variable, raw, allowed(w))) } : { value: b };
  }
  if (knob.type === 'enum') {
    return knob.values.includes(raw) ? { value: raw } : { error: said((w) => w.expectedOneOf(variable, raw, allowed(w))) };
  }
  const divisor = SERVER_UNIT_DIVISOR[variable] ?? 1;
  const n = fromMyCnf && divisor > 1 && !variable.startsWith('vm.') ? parseSize(raw) : parseDecimal(raw);
  if (!Number.isFinite(n)) return { error: said((w) => w.expected(variable, raw, allowed(w))) };
  const value = n / divisor;
  if ((knob.type === 'int' && !Number.isInteger(value)) || value < knob.min || value > knob.max) {
    return { error: said((w) => w.knobAllows(variable, raw, knob.name, allowed(w))) };
  }
  return { value };
}

function fromKnob(variable, v) {
  const divisor = SERVER_UNIT_DIVISOR[variable] ?? 1;
  return Math.round(v * divisor * 1000) / 1000;
}

/** Knob definition for a server variable name (underscored, lowercase), if any. */
function knobFor(knobs, variable) {
  return knobs.find((k) => k.mysql && k.mysql.toLowerCase() === variable);
}

/** Reads one line into { name, value } or a reason it is not a setting (also used for SHOW STATUS). */
export function readNameValueLine(line, mode) {
  let m;
  if (/^\+[-+]+\+?$/.test(line)) return { skip: true }; // table border
  if (/^\|?\s*Variable_name\s*(\||\t|\s)\s*Value\s*\|?$/i.test(line)) return { skip: true }; // header
  if (/^\d+ rows? in set/i.test(line) || /^(mysql|mariadb|MariaDB \[[^\]]*\])>/i.test(line) || /^Empty set/i.test(line)) return { skip: true };
  if (/^\*+ \d+\. row \*+$/.test(line)) return { skip: true };
  if ((m = /^Variable_name:\s*(\S+)$/i.exec(line))) return { verticalName: m[1] };
  if ((m = /^Value:\s?(.*)$/i.exec(line))) return { verticalValue: m[1] };
  if ((m = /^\|\s*([^|]+?)\s*\|\s*([^|]*?)\s*\|$/.exec(line))) return { name: m[1], value: m[2] };
  if ((m = /^([A-Za-z_][\w.-]*)\s*\|\s*(.*?)\s*\|?$/.exec(line))) return { name: m[1], value: m[2] };
  if ((m = /^([^\t]+)\t(.*)$/.exec(line))) return { name: m[1].trim(), value: m[2].trim() };
  // my.cnf: a # after a space starts a comment, unless the value is quoted.
  if ((m = /^([A-Za-z_][\w.-]*)\s*=\s*(.*?)\s*$/.exec(line))) return { name: m[1], value: /^['"]/.test(m[2]) ? m[2] : m[2].replace(/\s+#.*$/, ''), cnf: true };
  if (mode === 'mycnf' && (m = /^([A-Za-z_][\w.-]*)$/.exec(line))) return { name: m[1], value: null, cnf: true };
  if ((m = /^([A-Za-z_][\w.]*)\s+(\S+)$/.exec(line))) return { name: m[1], value: m[2] };
  return { expected: said((w) => (mode === 'mycnf' ? w.mycnfLine : w.variableLine)) };
}

/**
 * Reads SHOW GLOBAL VARIABLES output or a my.cnf into knob values.
 * @param {string} text
 * @param {Array<{name:string, mysql?:string|null, type:string, min?:number, max?:number, values?:string[], unit?:string}>} knobs the schema's knobs
 */
export function parseServerVariables(text, knobs) {
  const lines = splitLines(text);
  const mode = lines.some((l) => /^\s*\[[^\]]+\]\s*$/.test(l)) ? 'mycnf' : 'variables';
  const result = { format: mode, knobs: {}, applied: [], ignored: [], refused: [], dropped: [] };
  let section = null;
  let pendingName = null;
  const seen = new Map(); // knob name -> index in applied

  const take = (lineNo, rawName, rawValue, fromCnf) => {
    let name = rawName.trim();
    const value = rawValue === null ? null : String(rawValue).trim();
    const entry = { line: lineNo, variable: name, value: value ?? '' };
    if (mode === 'mycnf' && !(section && SERVER_SECTION.test(section))) {
      result.ignored.push({ ...entry, reason: said((w) => (section ? w.sectionNotRead(section) : w.beforeSection)) });
      return;
    }
    if (!name.startsWith('vm.')) name = name.toLowerCase().replace(/-/g, '_');
    name = name.replace(/^loose_/, '');
    let v = value;
    // my.cnf flags: log-bin, skip-log-bin, disable-log-bin, enable-x.
    const flag = /^(skip|disable|enable)_(.+)$/.exec(name);
    if (fromCnf && flag && knobFor(knobs, flag[2])) {
      name = flag[2];
      v = flag[1] === 'enable' ? 'ON' : 'OFF';
    }
    if (name === 'log_bin' && fromCnf && v !== 'OFF' && parseServerBool(v ?? '') !== false) v = 'ON'; // log-bin[=basename]
    entry.variable = name;
    if (name === 'version') {
      const algo = commitAlgorithmOfVersion(v ?? '');
      if (algo.reason) result.ignored.push({ ...entry, reason: algo.reason });
      else apply(entry, 'commit_algorithm', algo.value);
      return;
    }
    const knob = knobFor(knobs, name);
    if (!knob) {
      result.ignored.push({ ...entry, reason: said((w) => w.noKnob) });
      return;
    }
    if (v === null) {
      result.refused.push({ ...entry, message: said((w) => w.valueNeeded(name)) });
      return;
    }
    const got = knobValueFromServer(knob, name, v, fromCnf);
    if (got.error) result.refused.push({ ...entry, message: got.error });
    else apply(entry, knob.name, got.value);
  };
  const apply = (entry, knobName, knobValue) => {
    if (seen.has(knobName)) {
      const earlier = result.applied[seen.get(knobName)];
      result.ignored.push({ line: earlier.line, variable: earlier.variable, value: earlier.value, reason: said((w) => w.setAgain(entry.line)) });
      result.applied[seen.get(knobName)] = { ...entry, knob: knobName, knobValue };
    } else {
      seen.set(knobName, result.applied.length);
      result.applied.push({ ...entry, knob: knobName, knobValue });
    }
    result.knobs[knobName] = knobValue;
  };

  lines.forEach((raw, i) => {
    // Keep a trailing tab: batch output prints an empty value as "name<TAB>".
    const line = /^\s*[^\t]+\t/.test(raw) ? raw.trimStart().replace(/\r$/, '') : raw.trim();
    const lineNo = i + 1;
    if (line === '' || /^[#;]/.test(line)) return;
    let m;
    if ((m = /^\[([^\]]+)\]$/.exec(line))) {
      section = m[1].trim();
      return;
    }
    if (/^!include(dir)?\s/.test(line)) {
      result.ignored.push({ line: lineNo, variable: line.split(/\s+/)[0], value: line.split(/\s+/).slice(1).join(' '), reason: said((w) => w.include) });
      return;
    }
    const r = readNameValueLine(line, mode);
    if (r.skip) return;
    if (r.verticalName !== undefined) {
      pendingName = { name: r.verticalName, line: lineNo };
      return;
    }
    if (r.verticalValue !== undefined) {
      if (!pendingName) return result.dropped.push({ line: lineNo, text: quoteLine(raw), expected: said((w) => w.valueBeforeName) });
      take(pendingName.line, pendingName.name, r.verticalValue, false);
      pendingName = null;
      return;
    }
    if (r.expected) return result.dropped.push({ line: lineNo, text: quoteLine(raw), expected: r.expected });
    take(lineNo, r.name, r.value, mode === 'mycnf' || r.cnf === true);
  });
  if (pendingName) result.dropped.push({ line: pendingName.line, text: `Variable_name: ${pendingName.name}`, expected: said((w) => w.valueAfterName) });
  return result;
}
