// Every key the lab answers to and what it does, in English: the list the
// presenter's `?` overlay shows (presenter/presenter-keys.ts maps keys to
// actions). The Chinese is lab-words.zh.ts's keyHelp, row for row.

export interface KeyHelp {
  keys: string[];
  what: string;
  /** Only in presenter mode (in the normal lab these keys scroll as usual). */
  presenterOnly: boolean;
  /** What it does in the A/B comparison (compare-shortcuts.ts) where that differs; null: nothing there. */
  compare?: string | null;
}

/** Every key the lab answers to, for the overlay (and the README). */
export const KEY_HELP: KeyHelp[] = [
  { keys: ['Page Down', 'Space', '→'], what: 'Next: run the lesson step (pausing at its cue point), show its answer, go to the next step. No lesson open: play / pause.', presenterOnly: true, compare: 'Play / pause both sides' },
  { keys: ['Page Up', '←'], what: 'Previous lesson step', presenterOnly: true, compare: null },
  { keys: ['r', 'Home'], what: 'Reset the demo to its start: the lesson step’s scenario, or the current scenario, at 0 s', presenterOnly: true, compare: 'Start both sides again at 0 s' },
  { keys: ['f'], what: 'Full screen on / off', presenterOnly: true },
  { keys: ['b'], what: 'Blank the screen; any key brings it back', presenterOnly: true },
  { keys: ['k'], what: 'Play / pause', presenterOnly: false, compare: 'Play / pause both sides' },
  { keys: ['.'], what: 'Step the simulation to the next event of the kind chosen in the toolbar', presenterOnly: false, compare: 'Step A to its next event of the kind chosen in the toolbar; B follows to the same instant' },
  { keys: ['c'], what: 'Crash mysqld now (the crash lab): the run freezes and recovers; running or paused', presenterOnly: false, compare: 'Crash mysqld on both sides at the same instant' },
  { keys: ['Shift+C'], what: 'Crash the OS / cut the power now (the crash lab)', presenterOnly: false, compare: 'Crash the OS / cut the power on both sides at the same instant' },
  { keys: ['v'], what: 'Crash the replica now (with the replica knob ON)', presenterOnly: false, compare: 'Crash the replicas of both sides at the same instant' },
  { keys: ['?'], what: 'This list of keys', presenterOnly: false },
  { keys: ['Esc'], what: 'Close this list', presenterOnly: false },
];
