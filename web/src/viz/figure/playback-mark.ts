// The playback mark of an exported chart. On the page the clock says which
// moment the charts show, and the chart's orange cursor appears only after
// seeking back; paused in the middle of a run, the lines simply stop there.
// A slide has no clock, so the image of a moment inside the run always
// carries the cursor (and the caption names the time, figure-caption.ts).
import type { LabState } from '../../store/lab-state';
import { chartEndS } from '../chart-domain';

export type MomentState = Pick<LabState, 'nowNs' | 'horizonNs' | 'durationNs' | 'scenario'>;

/** Whether the export marks the moment: it lies inside the time axis (not its start, not the run's end). */
export function marksMoment(s: MomentState): boolean {
  return s.nowNs > 0 && s.nowNs < chartEndS(s) * 1e9;
}

/** Shows the cursor in an exported copy of the chart (the live chart already placed it at the moment). */
export function showPlaybackMark(clone: SVGSVGElement): void {
  clone.querySelector('line.cursor')?.setAttribute('visibility', 'visible');
}
