// "Copy link to this moment": the scenario link plus the time cursor, so
// the link reopens exactly what is on screen (see moment.ts).
import { useState } from 'react';
import { useT } from '../lang/use-words';
import { labSaid } from '../lang/lab-said';
import { reasonOf } from '../lang/local-text';
import { copyText } from '../ui/copy-text';
import { useLab, useLabContext } from '../ui/lab-context';
import { captureMoment, momentHashPart } from './moment';
import { stateHash } from './url-sync';
import { answerHashPart } from '../lessons/lesson-hash';

export function CopyMomentButton() {
  const { store, controller } = useLabContext();
  const load = useLab((s) => s.load);
  const t = useT().lab;
  const [state, setState] = useState<'idle' | 'working' | 'copied'>('idle');

  const copy = async () => {
    setState('working');
    let link: string;
    try {
      const { atNs, horizonNs } = await captureMoment(store, controller);
      link = location.href.split('#')[0] + stateHash(store.getState()) + answerHashPart() + momentHashPart(atNs, horizonNs);
    } catch (e) {
      const why = reasonOf(e);
      store.getState().pushMessage('error', labSaid((w, lang) => w.momentFailed(why[lang])), 'copy');
      setState('idle');
      return;
    }
    if (await copyText(link)) {
      store.getState().clearTopic('copy');
      setState('copied');
      setTimeout(() => setState('idle'), 1500);
    } else {
      // No clipboard (permissions, insecure context): show the link to copy by hand.
      store.getState().pushMessage('info', labSaid((w) => w.copyMomentLink(link)), 'copy');
      setState('idle');
    }
  };

  return (
    <button type="button" onClick={() => void copy()} className="link-button" data-testid="copy-moment" disabled={load !== 'ready' || state === 'working'}>
      {state === 'copied' ? t.momentCopied : t.copyMoment}
    </button>
  );
}
