// Time control for both scales: slow motion to follow one commit
// (microseconds), fast-forward to see stalls every 10-40 s, and scrubbing
// backwards through the worker's checkpoints. Play and Step (next event /
// group commit / fsync / stall) are the playback bar's: one of each on the page.
import { useEffect, useId, useRef } from 'react';
import { useLab, useLabContext } from '../../ui/lab-context';
import type { Speed } from '../../model/run';
import { formatSimTime } from '../format';
import { type VizStrings } from '../../lang/viz-words';
import { useVizT } from '../../lang/use-words';

type Key = { [K in keyof VizStrings['controls']]: VizStrings['controls'][K] extends string ? K : never }[keyof VizStrings['controls']];

const SPEEDS: Array<{ speed: Speed; label: Key; title: Key }> = [
  { speed: 0.0001, label: 'slowMotion', title: 'slowMotionTitle' },
  { speed: 0.01, label: 'hundredth', title: 'hundredthTitle' },
  { speed: 1, label: 'realTime', title: 'realTimeTitle' },
  { speed: 'max', label: 'fastForward', title: 'fastForwardTitle' },
];

export function PipelineControls({ reduced }: { reduced: boolean }) {
  const { store, controller } = useLabContext();
  const load = useLab((s) => s.load);
  // A lesson step fast-forwarding: "Fast forward" is what the run does, whatever speed was picked.
  const shownSpeed = useLab((s) => (s.fastForwarding ? 'max' : s.speed));
  const status = useLab((s) => s.status);
  // The core refused the configuration: nothing to play, step or travel through.
  const refused = useLab((s) => s.configError !== null);
  const vt = useVizT();
  const t = vt.controls;
  const scrubText = useRef(t.scrubValue);
  scrubText.current = t.scrubValue;
  const scrubRef = useRef<HTMLInputElement>(null);
  const scrubId = useId();
  const dragging = useRef(false);
  const disabled = load !== 'ready';
  const noRun = disabled || refused;

  // The slider follows the clock transiently (no re-render per frame).
  useEffect(() => {
    const sync = () => {
      const el = scrubRef.current;
      const s = store.getState();
      if (!el) return;
      const horizonUs = Math.max(1, Math.round(s.horizonNs / 1000));
      if (el.max !== String(horizonUs)) el.max = String(horizonUs);
      if (!dragging.current) el.value = String(Math.round(s.nowNs / 1000));
      el.setAttribute('aria-valuetext', scrubText.current(formatSimTime(s.nowNs), formatSimTime(s.horizonNs)));
    };
    sync();
    return store.subscribe((s, prev) => {
      if (s.nowNs !== prev.nowNs || s.horizonNs !== prev.horizonNs) sync();
    });
  }, [store, t]);

  const back = (ns: number) => controller.seek(Math.max(0, store.getState().nowNs - ns));
  const forward = (ns: number) => controller.seek(store.getState().nowNs + ns);

  return (
    <div className="pl-controls" role="toolbar" aria-label={t.toolbar}>
      <span className="pl-group" role="group" aria-label={t.speedGroup}>
        {SPEEDS.map((s) => (
          <button key={String(s.speed)} type="button" disabled={disabled} title={t[s.title]} aria-pressed={shownSpeed === s.speed} onClick={() => controller.setSpeed(s.speed)}>
            {t[s.label]}
          </button>
        ))}
      </span>
      <span className="pl-group pl-scrub">
        <button type="button" disabled={noRun} onClick={() => back(100e6)} data-testid="pl-back-100ms" title={t.back100Title}>
          ◂ 100 ms
        </button>
        <button type="button" disabled={noRun} onClick={() => back(1e6)} title={t.back1Title}>
          ◂ 1 ms
        </button>
        <button type="button" disabled={noRun || status === 'finished'} onClick={() => forward(1e6)} title={t.fwd1Title} data-testid="pl-fwd-1ms">
          1 ms ▸
        </button>
        <button type="button" disabled={noRun || status === 'finished'} onClick={() => forward(100e6)} title={t.fwd100Title} data-testid="pl-fwd-100ms">
          100 ms ▸
        </button>
        <label htmlFor={scrubId}>{t.timeTravel}</label>
        <input
          id={scrubId}
          ref={scrubRef}
          type="range"
          min={0}
          max={1}
          step={1}
          defaultValue={0}
          disabled={noRun}
          data-testid="pl-scrub"
          onPointerDown={() => (dragging.current = true)}
          onPointerUp={() => (dragging.current = false)}
          onBlur={() => (dragging.current = false)}
          onChange={(e) => controller.seek(Number(e.currentTarget.value) * 1000)}
        />
      </span>
      {reduced && <span className="hint">{t.reduced}</span>}
    </div>
  );
}
