// Time control for both scales: slow motion to follow one commit
// (microseconds), fast-forward to see stalls every 10-40 s, steps to the
// next event / group commit / fsync / stall, and scrubbing backwards
// through the worker's checkpoints.
import { useEffect, useId, useRef } from 'react';
import { useLab, useLabContext } from '../../app/lab-context';
import { CancelSearchButton } from '../../app/CancelSearchButton';
import { useFocusAfterSearch } from '../../app/use-focus-after-search';
import { STEP_KINDS, type Speed } from '../../sim/protocol';
import { formatSimTime } from '../format';

const SPEEDS: Array<{ speed: Speed; label: string; title: string }> = [
  { speed: 0.0001, label: 'Slow motion', title: '1/10,000 of real time: follow one commit through the stages' },
  { speed: 0.01, label: '1/100×', title: '1/100 of real time' },
  { speed: 1, label: 'Real time', title: 'Simulated time runs as fast as wall time' },
  { speed: 'max', label: 'Fast forward', title: 'As fast as the core runs: see stalls every 10–40 s' },
];

export function PipelineControls({ reduced }: { reduced: boolean }) {
  const { store, controller } = useLabContext();
  const load = useLab((s) => s.load);
  const speed = useLab((s) => s.speed);
  const status = useLab((s) => s.status);
  const scrubRef = useRef<HTMLInputElement>(null);
  const scrubId = useId();
  const dragging = useRef(false);
  const disabled = load !== 'ready';
  const searching = status === 'searching';
  const stepButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const lastStep = useRef(0);
  useFocusAfterSearch(searching, () => stepButtons.current[lastStep.current]);

  // The slider follows the clock transiently (no re-render per frame).
  useEffect(() => {
    const sync = () => {
      const el = scrubRef.current;
      const s = store.getState();
      if (!el) return;
      const horizonUs = Math.max(1, Math.round(s.horizonNs / 1000));
      if (el.max !== String(horizonUs)) el.max = String(horizonUs);
      if (!dragging.current) el.value = String(Math.round(s.nowNs / 1000));
      el.setAttribute('aria-valuetext', `${formatSimTime(s.nowNs)} of ${formatSimTime(s.horizonNs)} simulated`);
    };
    sync();
    return store.subscribe((s, prev) => {
      if (s.nowNs !== prev.nowNs || s.horizonNs !== prev.horizonNs) sync();
    });
  }, [store]);

  const back = (ns: number) => controller.seek(Math.max(0, store.getState().nowNs - ns));
  const forward = (ns: number) => controller.seek(store.getState().nowNs + ns);

  return (
    <div className="pl-controls" role="toolbar" aria-label="Animation time control">
      <button type="button" className="primary" disabled={disabled} onClick={controller.togglePlay} data-testid="pl-play">
        {status === 'playing' ? 'Pause' : 'Play'}
      </button>
      <span className="pl-group" role="group" aria-label="Speed">
        {SPEEDS.map((s) => (
          <button key={String(s.speed)} type="button" disabled={disabled} title={s.title} aria-pressed={speed === s.speed} onClick={() => controller.setSpeed(s.speed)}>
            {s.label}
          </button>
        ))}
      </span>
      <span className="pl-group" role="group" aria-label="Step forward to">
        {STEP_KINDS.map((k) => (
          <button
            key={k.kind}
            type="button"
            disabled={disabled || status === 'finished'}
            onClick={() => {
              lastStep.current = k.kind;
              controller.step(k.kind);
            }}
            ref={(el) => {
              stepButtons.current[k.kind] = el;
            }}
            data-testid={`pl-step-${k.kind}`}
          >
            {k.label} ▸
          </button>
        ))}
        <CancelSearchButton testId="pl-step-cancel" />
      </span>
      <span className="pl-group pl-scrub">
        <button type="button" disabled={disabled} onClick={() => back(100e6)} data-testid="pl-back-100ms" title="Back 100 ms of simulated time (checkpoints: exact replay)">
          ◂ 100 ms
        </button>
        <button type="button" disabled={disabled} onClick={() => back(1e6)} title="Back 1 ms of simulated time">
          ◂ 1 ms
        </button>
        <button type="button" disabled={disabled || status === 'finished'} onClick={() => forward(1e6)} title="Forward 1 ms of simulated time" data-testid="pl-fwd-1ms">
          1 ms ▸
        </button>
        <button type="button" disabled={disabled || status === 'finished'} onClick={() => forward(100e6)} title="Forward 100 ms of simulated time" data-testid="pl-fwd-100ms">
          100 ms ▸
        </button>
        <label htmlFor={scrubId}>Time travel</label>
        <input
          id={scrubId}
          ref={scrubRef}
          type="range"
          min={0}
          max={1}
          step={1}
          defaultValue={0}
          disabled={disabled}
          data-testid="pl-scrub"
          onPointerDown={() => (dragging.current = true)}
          onPointerUp={() => (dragging.current = false)}
          onBlur={() => (dragging.current = false)}
          onChange={(e) => controller.seek(Number(e.currentTarget.value) * 1000)}
        />
      </span>
      {reduced && <span className="hint">Reduced motion: tokens jump between states; use the step buttons to move on.</span>}
    </div>
  );
}
