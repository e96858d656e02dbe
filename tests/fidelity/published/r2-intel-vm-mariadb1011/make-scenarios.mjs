// Writes scenarios/*.json and the figures of cited.json from
// measurements.txt (oltp_update_index, measure.sh),
// measurements-write-only.txt (oltp_write_only, measure-write-only.sh) and
// machine.json (run it after those):
//   node tests/fidelity/published/r2-intel-vm-mariadb1011/make-scenarios.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gridFigures, writeCited } from '../r1-build-vm-mariadb1011/grid.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const machine = JSON.parse(readFileSync(join(here, 'machine.json'), 'utf8'));
writeCited(here, [
  // The machine's one calibration figure (machine.json: calibration), R1's own.
  ...gridFigures({ dir: here, machine, file: 'measurements.txt', workload: 'oltp_update_index', fitted: 'off_tc0 t=1' }),
  ...gridFigures({ dir: here, machine, file: 'measurements-write-only.txt', workload: 'oltp_write_only', prefix: 'wo-', en: 'oltp_write_only, ', zh: 'oltp_write_only，', fitted: null }),
]);
