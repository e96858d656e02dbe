// Fixture files for the readers' tests, with their '#' citation header removed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function fixturePath(name: string): string {
  return join(__dirname, '..', '__fixtures__', name);
}

/** The file's text without its leading '#' lines (where it came from). */
export function fixture(name: string): string {
  const lines = readFileSync(fixturePath(name), 'utf8').split('\n');
  let i = 0;
  while (i < lines.length && lines[i]!.startsWith('#')) i += 1;
  return lines.slice(i).join('\n');
}
