import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { langStore } from '../lang/lang-store';
import type { MachineCheck, MachineChecker } from '../model/machine-file';
import { ImportMachine } from './ImportMachine';
import { renderInLab } from './testing/render-in-lab';

afterEach(() => {
  cleanup();
  act(() => langStore.getState().setLang('en'));
});

const GOOD: MachineCheck = {
  ok: true,
  file: { name: 'vm2', label: '2-vCPU VM' },
  machine: {
    name: 'vm2',
    label: '2-vCPU VM',
    source: 'measured',
    knobs: { cores: 2, cpu_ghz: 2.6, cpu_class: 'zen4', device: 'nvme_enterprise', ram_gb: 8 },
    device: { fsync_us: 70, fsync_p99_us: 300, write_us: 15, read_us: 80, mbps: 200, flush_exclusive_us: 0, volatile_cache_ignores_flush: false },
    cpu_scale: 1,
  },
};

/** Answers like the core: refuses any text that has no "label". */
const fakeChecker: MachineChecker = async (text) =>
  text.includes('"label"') ? GOOD : { ok: false, error: "machine file: field 'label' is missing" };

function paste(container: HTMLElement, text: string) {
  fireEvent.change(container.querySelector('[data-testid="import-machine-text"]')!, { target: { value: text } });
  fireEvent.click(container.querySelector('[data-testid="import-machine-check"]')!);
}

describe('Import your machine', () => {
  it('shows the core refusal, keeps the text, then summarises a good file and runs the lab on it', async () => {
    const { container, store, worker, controller } = renderInLab(<ImportMachine checker={fakeChecker} />);
    paste(container, '{"name":"vm2"}');
    await waitFor(() => expect(container.querySelector('[data-testid="import-machine-error"]')).not.toBeNull());
    expect(container.querySelector('[data-testid="import-machine-error"]')!.textContent).toContain("field 'label' is missing");
    expect((container.querySelector('[data-testid="import-machine-text"]') as HTMLTextAreaElement).value).toBe('{"name":"vm2"}');
    paste(container, '{"name":"vm2","label":"x"}');
    await waitFor(() => expect(container.querySelector('[data-testid="import-machine-summary"]')).not.toBeNull());
    expect(container.querySelector('[data-testid="import-machine-error"]')).toBeNull();
    expect(container.textContent).toContain('2 cores at 2.6 GHz (zen4)');
    expect(container.textContent).toContain('fsync p50 70 µs, p99 300 µs, 200 MB/s');
    fireEvent.click(container.querySelector('[data-testid="import-machine-apply"]')!);
    const scenario = store.getState().scenario;
    expect(scenario.machine).toBe('vm2');
    expect(scenario.overrides['cores']).toBe(2); // explicit, as choosing a machine makes them
    expect(store.getState().messages).toEqual([]); // knobs the schema lacks are skipped, not refused
    // The core receives the file itself, under its name.
    const sent = worker.last('configure')!;
    expect(sent.scenario.machine).toBe('vm2');
    expect(sent.scenario.machine_file).toEqual({ name: 'vm2', label: '2-vCPU VM' });
    // Choosing a built-in machine again leaves the file unused.
    expect(store.getState().setMachine(store.getState().schema!.machines[0]!.name)).toBe(true);
    controller.configure();
    expect(worker.last('configure')!.scenario.machine_file).toBeUndefined();
  });

  it('speaks Chinese', async () => {
    await act(async () => {
      langStore.getState().setLang('zh');
      await langStore.getState().whenLangShown();
    });
    const { container } = renderInLab(<ImportMachine checker={fakeChecker} />);
    expect(container.textContent).toContain('导入你的机器');
    paste(container, '{}');
    await waitFor(() => expect(container.textContent).toContain('此机器文件无效'));
  });
});
