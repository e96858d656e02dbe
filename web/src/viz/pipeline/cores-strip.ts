// CPU cores: one cell per core (or per few cores when there are many),
// coloured by work, spin (a core burning on a latch) or idle.
import { OKABE_ITO } from '../palette';
import { fitText } from './canvas-text';
import { VIZ_STRINGS, type VizStrings } from '../../lang/viz-words';

export const CORES_H = 30;
const MAX_CELLS = 128;

export function coreCells(cores: number): { cells: number; perCell: number } {
  const perCell = Math.max(1, Math.ceil(cores / MAX_CELLS));
  return { cells: Math.ceil(cores / perCell), perCell };
}

export function drawCores(ctx: CanvasRenderingContext2D, w: number, cores: number, work: number, spin: number, t: VizStrings = VIZ_STRINGS.en): void {
  const labelW = 96;
  ctx.font = '11px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#1b1f24';
  ctx.textAlign = 'left';
  const { cells, perCell } = coreCells(cores);
  ctx.fillText(fitText(ctx, t.cores.title(perCell), labelW - 4), 0, 9);
  if (cells === 0) return;
  const bw = Math.max(40, w - labelW - 8);
  const cw = bw / cells;
  const gap = cw > 4 ? 1 : 0;
  for (let c = 0; c < cells; c++) {
    // Core j works if j < work, spins if work <= j < work + spin.
    const lo = c * perCell;
    const hi = Math.min(cores, lo + perCell);
    let nWork = 0;
    let nSpin = 0;
    for (let j = lo; j < hi; j++) {
      if (j < work) nWork++;
      else if (j < work + spin) nSpin++;
    }
    const idle = hi - lo - nWork - nSpin;
    ctx.fillStyle = nSpin > 0 && nSpin >= nWork && nSpin >= idle ? OKABE_ITO.vermillion : nWork > 0 && nWork >= idle ? OKABE_ITO.blue : '#e3e6ea';
    ctx.fillRect(labelW + c * cw, 1, Math.max(1, cw - gap), 16);
  }
  ctx.fillStyle = '#4f5863';
  ctx.font = '10px system-ui, sans-serif';
  ctx.fillText(fitText(ctx, t.cores.counts(cores, work, spin, Math.max(0, cores - work - spin)), Math.max(0, w - labelW)), labelW, 24);
}
