// The core's own texts (knob help, preset and machine labels, the machine's
// source note) follow the lab's language; English stays the default.
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KNOB_HELP_ZH, MACHINE_ZH, PRESET_LABEL_ZH } from '../lang/schema-words.zh';
import { fixtureSchema as schema } from '../worker/testing/fake-worker';
import { KnobPanel } from './KnobPanel';
import { ScenarioPanel } from './ScenarioPanel';
import { renderInLab } from './testing/render-in-lab';
import { langStore } from '../lang/lang-store';

afterEach(() => {
  cleanup();
  act(() => langStore.getState().setLang('en'));
});

function renderLab() {
  return renderInLab(
    <>
      <ScenarioPanel />
      <KnobPanel />
    </>,
  );
}

const helpOf = (container: HTMLElement, knob: string) => container.querySelector(`[data-knob="${knob}"]`)!.closest('.knob')!.querySelector('.knob-help')!.textContent;
const optionTexts = (select: HTMLSelectElement) => Array.from(select.options).map((o) => o.textContent);

describe('the core’s texts in the lab’s language', () => {
  it('English by default: the schema’s own help, labels and source', () => {
    const { container, getByTestId } = renderLab();
    expect(helpOf(container, 'max_binlog_size_mb')).toBe(
      'MySQL: max_binlog_size. Rotate to a new binlog file past this size. Rotation fsyncs the whole old file while holding LOCK_log. Allowed: a number from 0.004 to 1024 (MB).',
    );
    expect(optionTexts(getByTestId('preset') as HTMLSelectElement)).toEqual(schema.presets.map((p) => p.label));
    expect(optionTexts(getByTestId('machine') as HTMLSelectElement)).toEqual(schema.machines.map((m) => m.label));
    expect(getByTestId('machine-source').querySelector('p')!.textContent).toBe(schema.machines[0]!.source);
  });

  it('a Linux sysctl is introduced as one, not as a MySQL variable, in both languages', () => {
    const { container } = renderLab();
    expect(helpOf(container, 'dirty_expire_s')).toMatch(/^Linux sysctl: vm\.dirty_expire_centisecs\. /);
    expect(helpOf(container, 'dirty_background_ratio')).toMatch(/^Linux sysctl: vm\.dirty_background_ratio\. /);
    expect(helpOf(container, 'sync_binlog')).not.toMatch(/sysctl/);
    act(() => langStore.getState().setLang('zh'));
    expect(helpOf(container, 'dirty_expire_s')).toMatch(/^对应 Linux 内核参数（sysctl）：vm\.dirty_expire_centisecs。/);
    expect(helpOf(container, 'max_binlog_size_mb')).toMatch(/^对应参数：max_binlog_size。/);
  });

  it('units beside the knob names and in the help follow the language', () => {
    const { container } = renderLab();
    const unitOf = (knob: string) => container.querySelector(`[data-knob="${knob}"]`)!.closest('.knob')!.querySelector('.knob-unit')!.textContent;
    expect(unitOf('sync_binlog')).toBe(' (groups)');
    act(() => langStore.getState().setLang('zh'));
    expect(unitOf('sync_binlog')).toBe('（个组）');
    expect(unitOf('dirty_expire_s')).toBe('（秒）');
    expect(helpOf(container, 'dirty_expire_s')).toMatch(/取值范围：1 到 3600 的整数（秒）。$/);
  });

  it('in Chinese: every knob’s help line, every preset and machine label, the machine’s source; English again after', () => {
    const { container, getByTestId } = renderLab();
    act(() => langStore.getState().setLang('zh'));
    expect(helpOf(container, 'max_binlog_size_mb')).toBe(`对应参数：max_binlog_size。${KNOB_HELP_ZH.max_binlog_size_mb}取值范围：0.004 到 1024 的数（MB）。`);
    expect(helpOf(container, 'log_bin')).toBe(`${KNOB_HELP_ZH.log_bin}取值范围：true 或 false。`);
    for (const k of schema.knobs) expect(helpOf(container, k.name), k.name).toContain(KNOB_HELP_ZH[k.name]);
    const preset = getByTestId('preset') as HTMLSelectElement;
    expect(optionTexts(preset)).toEqual(schema.presets.map((p) => PRESET_LABEL_ZH[p.name]));
    expect(preset.title).toBe(PRESET_LABEL_ZH[preset.value]);
    const machine = getByTestId('machine') as HTMLSelectElement;
    expect(optionTexts(machine)).toEqual(schema.machines.map((m) => MACHINE_ZH[m.name]!.label));
    expect(machine.title).toBe(MACHINE_ZH[machine.value]!.label);
    const source = getByTestId('machine-source');
    expect(within(source).getByText('关于这台机器')).toBeTruthy();
    expect(source.querySelector('p')!.textContent).toBe(MACHINE_ZH[machine.value]!.source);

    fireEvent.change(machine, { target: { value: 'laptop' } });
    expect(source.querySelector('p')!.textContent).toBe(MACHINE_ZH.laptop!.source);

    act(() => langStore.getState().setLang('en'));
    expect(helpOf(container, 'log_bin')).toBe('Binary logging on or off (off: no two-phase commit). Allowed: true or false.');
    expect(optionTexts(machine)).toEqual(schema.machines.map((m) => m.label));
  });
});
