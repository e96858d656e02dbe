// Renders a piece of the lab the way the app mounts it: a fresh store, a
// controller on a fake worker that has reported ready, and the lab context.
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createLabController } from '../../controller/lab-controller';
import { FakeWorker } from '../../worker/testing/fake-worker';
import { createLabStore } from '../../store/lab-store';
import { LabContext } from '../../ui/lab-context';

/** `before` runs once the worker is ready and before the first render (e.g. to open a lesson step). */
export function renderInLab(ui: ReactElement, before?: () => void) {
  const store = createLabStore();
  const worker = new FakeWorker();
  const controller = createLabController(store, worker, { raf: (f) => f(), now: () => 0 });
  act(() => worker.ready());
  if (before) act(before);
  const utils = render(<LabContext.Provider value={{ store, controller }}>{ui}</LabContext.Provider>);
  return { store, worker, controller, ...utils };
}
