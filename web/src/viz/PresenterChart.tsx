// Presenter mode's live chart beside the animation's toolbar: lesson steps
// say "watch the TPS chart", and at 1280x720 the lab's charts start a
// screen and a half further down. The speaker picks the chart (TPS,
// latency, fsyncs, CPU) and can show it large, above the animation's lanes;
// the same chart component as the lab's charts, compact.
import { useState } from 'react';
import { CHARTS } from './chart-specs';
import { TimeSeriesChart } from './TimeSeriesChart';
import { useT } from '../lang/use-words';

const CHOICES = ['tps', 'latency', 'fsyncs', 'cpu'] as const;

export function PresenterChart() {
  const t = useT().lab;
  const [id, setId] = useState<(typeof CHOICES)[number]>('tps');
  const [large, setLarge] = useState(false);
  const spec = CHARTS.find((c) => c.id === id)!;
  return (
    <div className={large ? 'presenter-tps presenter-chart-large' : 'presenter-tps'} data-testid="presenter-tps" data-chart-shown={id} data-large={large || undefined}>
      <div className="presenter-chart-switch" role="group" aria-label={t.presenterChart}>
        {CHOICES.map((c) => (
          <button key={c} type="button" aria-pressed={c === id} onClick={() => setId(c)} data-testid={`presenter-chart-${c}`}>
            {t.presenterChartShort[c] ?? c}
          </button>
        ))}
        <button type="button" className="presenter-chart-size" aria-pressed={large} title={t.presenterChartLargeTitle} onClick={() => setLarge(!large)} data-testid="presenter-chart-large">
          {t.presenterChartLarge}
        </button>
      </div>
      <TimeSeriesChart key={id} spec={spec} compact />
    </div>
  );
}
