// Knobs the chosen workload never reads (wasm-core/src/workload/workload.cc,
// sim/derive.cc): oltp_update_index runs index_updates UPDATEs and nothing
// else, the oltp_* scripts ignore warehouses, TPC-C ignores the sysbench
// statement counts and table sizes. The panel dims them and says why, so a
// DBA does not change one and wonder why nothing moves.
import type { KnobValue } from './schema';

const OLTP_STATEMENTS = ['point_selects', 'range_selects', 'range_size', 'index_updates', 'non_index_updates', 'delete_inserts'];

/** Per workload, the knobs it does not read. */
const UNREAD: Record<string, string[]> = {
  oltp_update_index: ['point_selects', 'range_selects', 'range_size', 'non_index_updates', 'delete_inserts', 'warehouses'],
  oltp_write_only: ['point_selects', 'range_selects', 'range_size', 'warehouses'],
  oltp_read_write: ['warehouses'],
  tpcc: [...OLTP_STATEMENTS, 'tables', 'table_size'],
};

/** The workload that makes `knob` inert, or null when the knob is read. */
export function inertUnder(knob: string, values: Record<string, KnobValue>): string | null {
  const workload = String(values.workload ?? '');
  return UNREAD[workload]?.includes(knob) ? workload : null;
}
