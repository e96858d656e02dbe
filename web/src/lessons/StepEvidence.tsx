// The charts a step asks the learner to watch (charts: in the lesson
// file), drawn in the lesson beside the animation while the step is open,
// instead of a screen or more further down the page.
import { CHARTS } from '../viz/chart-specs';
import { TimeSeriesChart } from '../viz/TimeSeriesChart';

export function StepEvidence({ charts, title }: { charts: string[]; title: string }) {
  const specs = charts.flatMap((id) => CHARTS.filter((c) => c.id === id));
  if (!specs.length) return null;
  return (
    <section className="lesson-evidence" data-testid="lesson-evidence" aria-label={title}>
      <p className="lesson-evidence-title">{title}</p>
      {specs.map((spec) => (
        <div className="lesson-evidence-chart" key={spec.id} data-testid={`evidence-${spec.id}`}>
          <TimeSeriesChart spec={spec} compact place="lesson" />
        </div>
      ))}
    </section>
  );
}
