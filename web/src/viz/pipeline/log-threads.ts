// MySQL 8.0's redo log threads beside the animation: one chip per thread
// (log_writer, log_flusher and the two notifiers) saying what it does now,
// read off snapshot word 30, and how many user threads wait on them (word
// 31). Written straight into the DOM by the animation loop, like the
// summary, so a new snapshot never re-renders React.
import type { VizStrings } from '../../lang/viz-words';

export type LogThreadPhase = 'none' | 'asleep' | 'runnable' | 'running' | 'spinning' | 'fsync';
const PHASES: LogThreadPhase[] = ['none', 'asleep', 'runnable', 'running', 'spinning', 'fsync'];

export interface LogThreadsView {
  phases: LogThreadPhase[]; // writer, flusher, write notifier, flush notifier
  flushWaiters: number;
  writeWaiters: number;
}

/** Null when the run has no 8.0 log threads (another algorithm, or innodb_log_writer_threads was never ON). */
export function decodeLogThreads(words: Int32Array): LogThreadsView | null {
  if (words.length < 32) return null;
  const phaseWord = words[30] ?? 0;
  const waiters = words[31] ?? 0;
  const phases = [0, 1, 2, 3].map((i) => PHASES[(phaseWord >>> (4 * i)) & 15] ?? 'none');
  if (phases.every((p) => p === 'none')) return null;
  return { phases, flushWaiters: waiters & 0xffff, writeWaiters: (waiters >>> 16) & 0xffff };
}

/** Each chip's words, then the waiters line. */
export function logThreadsText(view: LogThreadsView, t: VizStrings['logThreads']): { chips: string[]; waiting: string } {
  return {
    chips: view.phases.map((p, i) => `${t.names[i] ?? ''}: ${t.phases[p]}`),
    waiting: t.waiting(view.flushWaiters, view.writeWaiters),
  };
}

/** Fills `el` (title, four chips, the waiters line); hides it when there is nothing to show. */
export function renderLogThreads(el: HTMLElement, view: LogThreadsView | null, t: VizStrings['logThreads']): void {
  el.hidden = view === null;
  if (!view) return;
  if (el.children.length !== 6) {
    el.replaceChildren();
    const title = document.createElement('span');
    title.className = 'pl-log-title';
    el.appendChild(title);
    for (let i = 0; i < 4; ++i) el.appendChild(document.createElement('span'));
    el.appendChild(document.createElement('span')).className = 'pl-log-waiting';
  }
  const { chips, waiting } = logThreadsText(view, t);
  el.children[0]!.textContent = t.title;
  chips.forEach((text, i) => {
    const chip = el.children[i + 1] as HTMLElement;
    if (chip.textContent !== text) chip.textContent = text;
    chip.className = `pl-log-chip pl-log-${view.phases[i]}`;
  });
  if (el.children[5]!.textContent !== waiting) el.children[5]!.textContent = waiting;
}
