// Writes scenarios/*.json and the figures of cited.json from
// measurements.txt and machine.json (run it after measure.sh):
//   node tests/fidelity/published/r1-build-vm-mariadb1011/make-scenarios.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gridFigures, writeCited } from './grid.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const machine = JSON.parse(readFileSync(join(here, 'machine.json'), 'utf8'));
// The machine's one calibration figure (machine.json: calibration).
const figures = gridFigures({ dir: here, machine, file: 'measurements.txt', workload: 'oltp_update_index', fitted: 'off_tc0 t=1' });
writeCited(here, figures);
