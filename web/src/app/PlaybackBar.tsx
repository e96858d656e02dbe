// Play / pause / step / reset, the speed control and the simulated clock.
import { useId, useRef } from 'react';
import { effectiveStepKind, STEP_KINDS, stepKindPossible, type StepKind } from '../model/run';
import { formatAchievedSpeed } from '../controller/achieved-speed';
import { SPEED_STOPS } from '../store/playback-slice';
import { useT, useVizT } from '../lang/use-words';
import { labSaid } from '../lang/lab-said';
import { SimClock } from '../viz/SimClock';
import { CancelSearchButton } from '../ui/CancelSearchButton';
import { CopyMomentButton } from './CopyMomentButton';
import { copyText, useCopiedFlag } from '../ui/copy-text';
import { useLab, useLabContext } from '../ui/lab-context';
import { useFocusAfterSearch } from '../ui/use-focus-after-search';

/** `moments`: offer "Copy link to this moment" (the A/B view has its own link state, which a moment link would lose). */
export function PlaybackBar({ moments = true }: { moments?: boolean }) {
  const { store, controller } = useLabContext();
  const status = useLab((s) => s.status);
  const load = useLab((s) => s.load);
  const speed = useLab((s) => s.speed);
  const achieved = useLab((s) => s.achievedSpeed);
  const fast = useLab((s) => s.fastForwarding);
  // With the binlog OFF, group commits and rotations never happen: the step looks for the next fsync (the redo flush).
  const binlogOn = useLab((s) => s.currentKnobs()['log_bin'] !== false);
  const stepKind = useLab((s) => effectiveStepKind(s.stepKind, binlogOn));
  // The core refused the configuration: there is no run to play or step.
  const refused = useLab((s) => s.configError !== null);
  // Fields holding refused values: Play still runs, on the accepted values, and says so.
  const invalidCount = useLab((s) => Object.keys(s.invalidFields).length);
  const focusFirstInvalid = () => Object.values(store.getState().invalidFields)[0]?.focus?.();
  const t = useT().lab;
  const vt = useVizT();
  const speedId = useId();
  const stepId = useId();
  const [copied, flashCopied] = useCopiedFlag();
  const disabled = load !== 'ready';
  const speedIndex = Math.max(0, SPEED_STOPS.indexOf(speed));
  const speedShort = speed === 'max' ? t.speedMax : speed >= 1 ? `${speed}×` : `1/${Math.round(1 / speed).toLocaleString('en-US')}×`;
  const playing = status === 'playing';
  const searching = status === 'searching';
  const stepRef = useRef<HTMLButtonElement>(null);
  useFocusAfterSearch(searching, () => stepRef.current);

  const copyLink = async () => {
    const link = location.href;
    if (await copyText(link)) flashCopied();
    else store.getState().pushMessage('info', labSaid((w) => w.copyThisLink(link)), 'copy');
  };

  return (
    <div className="playback" role="toolbar" aria-label={t.playback}>
      <button
        type="button"
        className="primary"
        data-testid="play"
        disabled={disabled || refused}
        title={refused && !disabled ? t.playRefused : invalidCount > 0 ? t.playWithInvalid(invalidCount) : undefined}
        data-invalid-fields={invalidCount || undefined}
        onClick={controller.togglePlay}
        aria-keyshortcuts="k"
      >
        {playing ? t.pause : status === 'finished' ? t.replay : t.play}
      </button>
      <div className="step-group">
        <label htmlFor={stepId} className="visually-hidden">
          {t.stepTo}
        </label>
        <select id={stepId} data-testid="step-kind" value={stepKind} disabled={disabled} onChange={(e) => store.getState().setStepKind(Number(e.target.value) as StepKind)}>
          {STEP_KINDS.map((k) => (
            <option key={k.kind} value={k.kind} disabled={!stepKindPossible(k.kind, binlogOn)} title={stepKindPossible(k.kind, binlogOn) ? undefined : t.stepNeedsBinlog}>
              {vt.stepKinds[k.kind]}
            </option>
          ))}
        </select>
        <button type="button" ref={stepRef} data-testid="step" disabled={disabled || refused || status === 'finished'} onClick={() => controller.step()} aria-keyshortcuts=".">
          {t.step}
        </button>
        <CancelSearchButton testId="step-cancel" />
      </div>
      <button type="button" data-testid="reset" disabled={disabled} onClick={controller.reset}>
        {t.reset}
      </button>
      <div className="speed">
        <label htmlFor={speedId}>{t.speed}</label>
        <input
          id={speedId}
          type="range"
          min={0}
          max={SPEED_STOPS.length - 1}
          step={1}
          value={speedIndex}
          aria-valuetext={t.speedText(speed)}
          data-testid="speed"
          onChange={(e) => controller.setSpeed(SPEED_STOPS[Number(e.target.value)] ?? 1)}
        />
        {/* A lesson step's fast-forward shows as such: the chosen speed is not what the run goes at. */}
        <output className="speed-value" htmlFor={speedId} data-testid="speed-value" data-fast={fast || undefined} title={fast ? t.speedFastTitle(speedShort) : undefined}>
          {fast ? t.speedFast : speedShort}
        </output>
        {/* The run falls clearly short of the chosen speed: say by how much, and why. */}
        {achieved !== null ? (
          <span className="speed-lag" title={t.speedLagTitle(formatAchievedSpeed(achieved), speedShort)} data-testid="speed-lag" data-achieved={achieved.toPrecision(3)}>
            <span className="speed-lag-value">{t.speedLag(formatAchievedSpeed(achieved))}</span>
            <span className="speed-lag-why">{t.speedLagWhy}</span>
          </span>
        ) : null}
        <span className="visually-hidden" aria-live="polite">
          {achieved !== null ? t.speedLagAnnounce : ''}
        </span>
      </div>
      <SimClock />
      {/* data-status: the run status in English whatever the language (for tests and styles). */}
      <span
        className={`status status-${load === 'ready' && refused ? 'refused' : status}`}
        data-testid="status"
        data-status={load !== 'ready' ? load : refused ? 'refused' : status}
        title={load === 'ready' && refused ? t.playRefused : undefined}
        aria-live="polite"
      >
        {load === 'loading' ? t.loadingModel : load === 'failed' ? t.modelFailed : refused ? t.statusRefused : t.status[status]}
      </span>
      {/* In the sticky toolbar, so it shows wherever the page is scrolled; the list is under the toolbar. */}
      {invalidCount > 0 ? (
        <button type="button" className="invalid-chip" title={t.invalidChipTitle} onClick={focusFirstInvalid} data-testid="invalid-fields-chip">
          {t.invalidChip(invalidCount)}
        </button>
      ) : null}
      {/* One above the other: the toolbar keeps to one row with the chip above in it. */}
      <div className="copy-links">
        <button type="button" onClick={copyLink} className="link-button">
          {copied ? t.linkCopied : t.copyLink}
        </button>
        {moments ? <CopyMomentButton /> : null}
      </div>
    </div>
  );
}
