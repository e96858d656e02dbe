// npm run measure's pairing with npm run measure-machine: measures this
// machine in a directory (the one that holds, or will hold, the server's
// logs), each phase bounded, and returns the machine file it prints.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './native-cli.mjs';

/**
 * @param {string} dir where the fsync and write phases run
 * @param {{ phaseSeconds: number, name: string }} o
 * @param {(line: string) => void} log progress (measure-machine's stderr)
 * @returns {Promise<{ file: object, text: string }>}
 */
export function measureMachine(dir, { phaseSeconds, name }, log) {
  const args = [join(ROOT, 'web/scripts/measure-machine.sh'), '--dir', dir, '--fsyncs', '2000', '--write-mb', '64', '--switches', '20000', '--phase-seconds', String(phaseSeconds), '--name', name];
  return new Promise((resolve, reject) => {
    const child = spawn('bash', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => {
      err += d;
      for (const l of String(d).split('\n')) if (l.trim()) log(l.trim());
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`measure-machine failed (exit ${code}): ${err.trim().split('\n').slice(-3).join(' ')}`));
      try {
        resolve({ file: JSON.parse(out), text: out });
      } catch (e) {
        reject(new Error(`measure-machine printed no machine file: ${e.message}`));
      }
    });
  });
}
