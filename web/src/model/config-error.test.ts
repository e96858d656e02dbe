import { describe, expect, it } from 'vitest';
import { knobsNamedBy } from './config-error';

describe('knobsNamedBy', () => {
  it("reads the two knobs of the core's combination messages", () => {
    expect(
      knobsNamedBy("knobs 'commit_algorithm' and 'binlog_order_commits': alisql_binlog_in_redo_v1 needs binlog_order_commits=false (got true): like AliSQL, V1 lets each thread commit itself"),
    ).toEqual({
      knobs: ['commit_algorithm', 'binlog_order_commits'],
      reason: 'alisql_binlog_in_redo_v1 needs binlog_order_commits=false (got true): like AliSQL, V1 lets each thread commit itself',
    });
    expect(
      knobsNamedBy("knobs 'commit_algorithm' and 'innodb_flush_log_at_trx_commit': alisql_binlog_in_redo makes the binlog durable through the redo fsync, so it needs innodb_flush_log_at_trx_commit=1 (got 2)"),
    ).toEqual({
      knobs: ['commit_algorithm', 'innodb_flush_log_at_trx_commit'],
      reason: 'alisql_binlog_in_redo makes the binlog durable through the redo fsync, so it needs innodb_flush_log_at_trx_commit=1 (got 2)',
    });
    expect(knobsNamedBy("knobs 'commit_algorithm' and 'log_bin': x needs log_bin=true")).toEqual({ knobs: ['commit_algorithm', 'log_bin'], reason: 'x needs log_bin=true' });
  });

  it('reads a single knob and a longer list', () => {
    expect(knobsNamedBy("knob 'threads': \"0\" is not allowed; expected an integer from 1 to 4096")).toEqual({ knobs: ['threads'], reason: '"0" is not allowed; expected an integer from 1 to 4096' });
    expect(knobsNamedBy("knobs 'a', 'b' and 'c': why")).toEqual({ knobs: ['a', 'b', 'c'], reason: 'why' });
  });

  it("reads the side the A/B comparison put in front", () => {
    expect(knobsNamedBy("B: knobs 'commit_algorithm' and 'binlog_order_commits': why")).toEqual({ side: 'b', knobs: ['commit_algorithm', 'binlog_order_commits'], reason: 'why' });
    expect(knobsNamedBy("A: knob 'threads': why")).toEqual({ side: 'a', knobs: ['threads'], reason: 'why' });
  });

  it('names nothing for other messages', () => {
    expect(knobsNamedBy('machine: "bad" is not allowed')).toBeNull();
    expect(knobsNamedBy('A/B comparison: the scenario has no "b" side.')).toBeNull();
    expect(knobsNamedBy("the knobs 'a' and 'b': not at the start")).toBeNull();
    expect(knobsNamedBy("knobs 'a' and 'b' without the colon")).toBeNull();
    expect(knobsNamedBy('')).toBeNull();
  });
});
