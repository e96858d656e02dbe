// A measured run in a link, by reference only: `measured=<fingerprint>~<file name>`
// (the lab's hash) or `b.measured=…` (the A/B comparison's B). The run itself
// never travels: opening the link asks the reader for that file again and
// checks its fingerprint (yourserver/run-fingerprint.js). Here, below the
// lab's panels, so the lab's URL sync (app/) and the panels that read a run
// (yourserver/, compare/) share it without importing each other.
//   shown   the run on screen now (its reference), written into the link;
//   wanted  the run a link named that is not on screen yet: the panels ask for it.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { inEachLang, type LocalText } from '../lang/local-text';
import type { Lang } from '../lang/lang';
import { URL_WORDS } from '../store/url-words';

export interface MeasuredRef {
  /** 16 hex digits (run-fingerprint.js). */
  fp: string;
  /** The file's name when it was read ("pasted" words it for pasted text). */
  name: string;
}

export interface MeasuredLinkState {
  shown: MeasuredRef | null;
  wanted: MeasuredRef | null;
  setShown(ref: MeasuredRef | null): void;
  setWanted(ref: MeasuredRef | null): void;
}

export const measuredLinkStore = createStore<MeasuredLinkState>()((set, get) => ({
  shown: null,
  wanted: null,
  // The run the link wanted is on screen: the link no longer waits for it.
  setShown: (shown) => set({ shown, wanted: shown && get().wanted?.fp === shown.fp ? null : get().wanted }),
  setWanted: (wanted) => set({ wanted: wanted && get().shown?.fp === wanted.fp ? null : wanted }),
}));

export function useMeasuredLink<T>(pick: (s: MeasuredLinkState) => T): T {
  return useStore(measuredLinkStore, pick);
}

export const MEASURED_KEY = 'measured';
const MAX_NAME = 120;

export function measuredRefText(ref: MeasuredRef): string {
  return `${ref.fp}~${ref.name.slice(0, MAX_NAME)}`;
}

const WORDS: Record<Lang, { shape: string; then: string; wanted: (name: string, fp: string) => string; wantedPasted: (fp: string) => string }> = {
  en: {
    shape: '<16 hex digits>~<file name>, as the lab writes it',
    then: 'No measured run is asked for.',
    wanted: (name, fp) => `This link names a measured run, the file ${name} (fingerprint ${fp}), which a link never carries: it is missing until you choose that file in "Compare with your server", below the charts.`,
    wantedPasted: (fp) => `This link names a measured run that was pasted (fingerprint ${fp}), which a link never carries: it is missing until you paste it again in "Compare with your server", below the charts.`,
  },
  zh: {
    shape: '<16 位十六进制>~<文件名>，即实验室写出的形式',
    then: '不要求加载实测运行。',
    wanted: (name, fp) => `这个链接指向一次实测运行：文件 ${name}（指纹 ${fp}），链接从不携带它：在图表下方的“与你的服务器对比”中选择该文件之前，它是缺失的。`,
    wantedPasted: (fp) => `这个链接指向一次粘贴的实测运行（指纹 ${fp}），链接从不携带它：在图表下方的“与你的服务器对比”中再次粘贴之前，它是缺失的。`,
  },
};

/** The run a link names that is not on screen: said at the top of the page until it is. */
export function wantedMessage(ref: MeasuredRef): LocalText {
  return inEachLang((lang) => (ref.name === 'pasted' ? WORDS[lang].wantedPasted(ref.fp) : WORDS[lang].wanted(ref.name, ref.fp)));
}

/** Reads a link's `measured` value: the reference, or why not (field, value, what is allowed). */
export function readMeasuredRef(field: string, value: string): { ref: MeasuredRef } | { problem: LocalText } {
  const m = /^([0-9a-f]{16})~(.{1,120})$/s.exec(value);
  if (m) return { ref: { fp: m[1]!, name: m[2]! } };
  return { problem: inEachLang((lang) => URL_WORDS[lang].notAllowed(URL_WORDS[lang].field(field), value, WORDS[lang].shape, WORDS[lang].then)) };
}

/** "&measured=…" for the lab's hash: the run on screen, else the one the link still waits for. */
export function measuredHashPart(s: Pick<MeasuredLinkState, 'shown' | 'wanted'> = measuredLinkStore.getState()): string {
  const ref = s.shown ?? s.wanted;
  return ref ? `&${new URLSearchParams({ [MEASURED_KEY]: measuredRefText(ref) }).toString()}` : '';
}
