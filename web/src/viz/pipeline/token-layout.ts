// Where each thread's token goes: box rectangles from D3 band scales (two
// lanes), then, every frame, each thread into its state's box on a grid,
// longest-waiting first; a group's leader leads its box.
import { scaleBand } from 'd3-scale';
import { SNAPSHOT_HEADER_WORDS, WORDS_PER_THREAD } from '../../model/snapshot';
import type { CompiledTopology } from './topology';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Title lines at the top of each box (HTML, up to two wrapped lines) at the
 * lab's 11 px type. Larger type (presenter mode) reserves more: TokenLayout.titleH.
 */
export const BOX_TITLE_LINES_H = 28;
/**
 * The box's count line, drawn on the canvas under the title, at text scale 1
 * (TokenLayout.textScale grows it). Tokens start below it: titles read in
 * full and counts never cover them.
 */
export const BOX_COUNT_LINE_H = 14;
export const LANE_LABEL_H = 16;
export const LANE_GAP = 8;

export function boxRects(topology: CompiledTopology, width: number, laneHeights: [number, number]): Rect[] {
  const rects: Rect[] = [];
  let y = 0;
  for (const lane of [0, 1] as const) {
    const ids = topology.boxes.filter((b) => b.lane === lane).map((b) => b.id);
    // A lane of one box (binlog OFF's commit lane) spans the whole width, flush with the other lane's edges.
    const band = scaleBand<string>().domain(ids).range([0, width]).paddingInner(ids.length > 1 ? 0.06 : 0).paddingOuter(0);
    const top = y + LANE_LABEL_H;
    for (const b of topology.boxes) if (b.lane === lane) rects.push({ x: band(b.id) ?? 0, y: top, w: band.bandwidth(), h: laneHeights[lane] });
    y = top + laneHeights[lane] + LANE_GAP;
  }
  return rects;
}

export function lanesHeight(laneHeights: [number, number]): number {
  return 2 * LANE_LABEL_H + laneHeights[0] + laneHeights[1] + LANE_GAP;
}

/** Per-thread targets and per-box facts, reused frame to frame. */
export class TokenLayout {
  x = new Float32Array(0);
  y = new Float32Array(0);
  r = new Float32Array(0);
  state = new Int16Array(0);
  box = new Int16Array(0);
  /** bit0 leader, bit1 holds an InnoDB slot, bit2 holds a latch (snapshot flags). */
  flags = new Int32Array(0);
  timeUs = new Int32Array(0);
  detail = new Int32Array(0);
  counts: number[] = [];
  /** The boxes the tokens were placed in (one per topology box). */
  rects: Rect[] = [];
  n = 0;
  /** Canvas text scale: the count line under each box title grows with it. */
  textScale = 1;
  /** Room for the box titles' two lines, px (box-title-room.ts measures the page's). */
  titleH = BOX_TITLE_LINES_H;

  private ensure(n: number): void {
    if (this.x.length >= n) return;
    this.x = new Float32Array(n);
    this.y = new Float32Array(n);
    this.r = new Float32Array(n);
    this.state = new Int16Array(n);
    this.box = new Int16Array(n);
    this.flags = new Int32Array(n);
    this.timeUs = new Int32Array(n);
    this.detail = new Int32Array(n);
  }

  update(words: Int32Array, topology: CompiledTopology, rects: Rect[]): void {
    const n = Math.max(0, Math.min(words[1] ?? 0, Math.floor((words.length - SNAPSHOT_HEADER_WORDS) / WORDS_PER_THREAD)));
    this.ensure(n);
    this.n = n;
    const members: number[][] = rects.map(() => []);
    for (let i = 0; i < n; i++) {
      const at = SNAPSHOT_HEADER_WORDS + WORDS_PER_THREAD * i;
      const st = words[at]!;
      this.state[i] = st;
      this.timeUs[i] = words[at + 1]!;
      this.flags[i] = words[at + 2]!;
      this.detail[i] = words[at + 3]!;
      const b = topology.stateBox[st] ?? rects.length - 1;
      this.box[i] = b;
      members[b]?.push(i);
    }
    this.counts = members.map((m) => m.length);
    this.rects = rects;
    members.forEach((list, b) => {
      const rect = rects[b];
      if (!rect || list.length === 0) return;
      // Leaders first, then grouped by leader, then longest in state first.
      list.sort((a, c) => (this.flags[c]! & 1) - (this.flags[a]! & 1) || this.detail[a]! - this.detail[c]! || this.timeUs[c]! - this.timeUs[a]! || a - c);
      placeGrid(list, rect, this, topology.boxes[b]?.stage !== undefined, this.titleH + Math.ceil(BOX_COUNT_LINE_H * this.textScale));
    });
  }
}

/**
 * Fills the box body row by row with the biggest cell that fits everyone.
 * In a stage box each group (same leader) starts a new row when there is room.
 */
function placeGrid(list: number[], rect: Rect, out: TokenLayout, groups: boolean, titleH: number): void {
  const pad = 4;
  const w = Math.max(4, rect.w - 2 * pad);
  const h = Math.max(4, rect.h - titleH - pad);
  const count = list.length;
  let cell = Math.min(16, Math.max(2, Math.floor(Math.sqrt((w * h) / count))));
  let cols = Math.max(1, Math.floor(w / cell));
  while (cell > 2 && Math.ceil(count / cols) * cell > h) {
    cell--;
    cols = Math.max(1, Math.floor(w / cell));
  }
  const r = Math.max(1, cell * 0.4);
  const x0 = rect.x + pad + cell / 2;
  const y0 = rect.y + titleH + cell / 2;
  // Slot of each token, with group breaks if they still fit.
  let breaks = false;
  if (groups) {
    let slot = 0;
    for (let k = 0; k < count; k++) {
      if (k > 0 && out.detail[list[k]!] !== out.detail[list[k - 1]!] && slot % cols !== 0) slot += cols - (slot % cols);
      slot++;
    }
    breaks = Math.ceil(slot / cols) * cell <= h;
  }
  let slot = 0;
  for (let k = 0; k < count; k++) {
    const i = list[k]!;
    if (breaks && k > 0 && out.detail[i] !== out.detail[list[k - 1]!] && slot % cols !== 0) slot += cols - (slot % cols);
    out.x[i] = x0 + (slot % cols) * cell;
    out.y[i] = Math.min(y0 + Math.floor(slot / cols) * cell, rect.y + rect.h - r);
    out.r[i] = r;
    slot++;
  }
}
