// Presenter mode's small live throughput chart, beside the animation's
// toolbar: lesson steps say "watch the TPS chart", and at 1280x720 the
// lab's charts start a screen and a half further down. The same chart
// component as the lab's Throughput chart, compact.
import { CHARTS } from './chart-specs';
import { TimeSeriesChart } from './TimeSeriesChart';

const TPS = CHARTS.find((c) => c.id === 'tps')!;

export function PresenterTpsChart() {
  return (
    <div className="presenter-tps" data-testid="presenter-tps">
      <TimeSeriesChart spec={TPS} compact />
    </div>
  );
}
