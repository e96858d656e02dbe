import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import schemaFixture from '../model/__fixtures__/schema.json';
import { measuredLinkStore } from '../ui/measured-link';
import { loadMeasured } from './measured-load';
import { measuredStore } from './measured-store';
import { runFingerprint } from './run-fingerprint.js';
import { fixture, fixturePath } from './testing/fixtures';

const knobs = schemaFixture.knobs;
const RUN = readFileSync(fixturePath('mariadb-10.11-run.json'), 'utf8');
const S002 = fixture('s002-mysql55-binlog-on.txt');

describe('loading a measured run, and a link that names one', () => {
  beforeEach(() => {
    measuredStore.getState().clear();
    measuredLinkStore.setState({ shown: null, wanted: null });
  });

  it('a run file is drawn with its reference, which the link then carries', () => {
    const out = loadMeasured(RUN, 'run.json', knobs);
    expect(out.mismatch).toBeNull();
    expect(out.ref).toEqual({ fp: runFingerprint(RUN), name: 'run.json' });
    expect(measuredStore.getState().run?.server?.version).toMatch(/MariaDB/);
    expect(measuredLinkStore.getState().shown).toEqual(out.ref);
  });

  it('the file a link names is drawn and ends the wait; another file is refused, saying which two differ, until forced', () => {
    measuredLinkStore.getState().setWanted({ fp: runFingerprint(RUN), name: 'run.json' });
    const wrong = loadMeasured(S002, 'other.txt', knobs);
    expect(wrong.mismatch).toEqual({ got: { fp: runFingerprint(S002), name: 'other.txt' }, wanted: { fp: runFingerprint(RUN), name: 'run.json' } });
    expect(measuredStore.getState().log).toBeNull(); // not drawn
    expect(measuredLinkStore.getState().wanted).not.toBeNull();
    const right = loadMeasured(RUN.replace(/\n/g, '\r\n'), 'renamed.json', knobs); // same run, Windows line ends, another name
    expect(right.mismatch).toBeNull();
    expect(measuredLinkStore.getState().wanted).toBeNull();
    measuredLinkStore.getState().setWanted({ fp: runFingerprint(RUN), name: 'run.json' });
    const forced = loadMeasured(S002, null, knobs, true);
    expect(forced.ref?.name).toBe('pasted');
    expect(measuredStore.getState().log?.intervals).toHaveLength(10);
    expect(measuredLinkStore.getState().wanted).toBeNull();
  });
});
