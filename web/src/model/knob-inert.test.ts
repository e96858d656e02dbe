import { describe, expect, it } from 'vitest';
import { inertUnder } from './knob-inert';

describe('knobs the workload does not read', () => {
  it('oltp_update_index reads index_updates and the table knobs, not the other statement counts or warehouses', () => {
    const v = { workload: 'oltp_update_index' };
    for (const k of ['point_selects', 'range_selects', 'range_size', 'non_index_updates', 'delete_inserts', 'warehouses']) expect(inertUnder(k, v), k).toBe('oltp_update_index');
    for (const k of ['index_updates', 'tables', 'table_size', 'data_gb', 'threads', 'sync_binlog']) expect(inertUnder(k, v), k).toBeNull();
  });

  it('TPC-C ignores the sysbench statement counts and tables; oltp_read_write reads all of them', () => {
    expect(inertUnder('point_selects', { workload: 'tpcc' })).toBe('tpcc');
    expect(inertUnder('table_size', { workload: 'tpcc' })).toBe('tpcc');
    expect(inertUnder('warehouses', { workload: 'tpcc' })).toBeNull();
    expect(inertUnder('point_selects', { workload: 'oltp_read_write' })).toBeNull();
    expect(inertUnder('warehouses', { workload: 'oltp_read_write' })).toBe('oltp_read_write');
  });

  it('an unknown workload makes nothing inert', () => {
    expect(inertUnder('point_selects', {})).toBeNull();
  });
});
