// The lab's own words in English and Chinese: lesson UI and the chrome
// around it. Lesson content lives in lessons/*/lesson.<lang>.md. The
// Chinese half is lab-words.zh.ts, loaded only for Chinese readers
// (zh-loader.ts); the messages the lab pushes are worded in
// lang/lab-said.ts, whose Chinese must be at hand when one is pushed.
import type { Lang } from './lang';
import { byLang } from './zh-words';
import { KEY_HELP } from './key-help';
import { ALLOWED_EN } from './allowed-words';

/** A playback speed in words: simulated time per wall time, or 'max'. */
function speedLabel(speed: number | 'max'): string {
  if (speed === 'max') return 'as fast as possible';
  if (speed >= 1) return `${speed}× real time`;
  return `1/${Math.round(1 / speed).toLocaleString('en-US')} of real time`;
}

const en = {
  tagline: 'A discrete-event model of the MySQL/InnoDB commit pipeline, running in your browser.',
  newHere: 'New here? Start with the guided lessons, one per article.',
  skip: 'Skip to charts',
  lessons: 'Lessons',
  hideLessons: 'Hide lessons',
  language: 'Language',
  lessonList: 'Guided labs',
  lessonListIntro: 'Each lesson reproduces a published benchmark on the model: predict, run, compare with what was measured, then tune.',
  steps: (n: number) => `${n} steps`,
  /** A lesson's articles, at its top. */
  sources: (ids: string[]) => `Source: ${ids.join(', ')}`,
  back: 'All lessons',
  stepOf: (i: number, n: number) => `Step ${i} of ${n}`,
  stepNav: 'Steps',
  measured: 'measured',
  modelled: 'modelled',
  live: 'your run',
  listSep: ', ',
  /** Sentences as one paragraph (Chinese full stops take no space after them). */
  joinSentences: (parts: string[]) => parts.join(' '),
  /** A measured figure's tooltip in the lesson text: the article, the figure's row or setting, where in the article. */
  citeTooltip: (id: string, title: string, where: string, label: string) => `${id}: ${title}. ${where} (${label})`,
  copy: 'Copy',
  copied: 'Copied',
  next: 'Next step',
  prev: 'Previous step',
  finish: 'Back to all lessons',
  tps: 'TPS (mean)',
  lat: 'avg latency (per trx)',
  redoFs: 'redo fsyncs/s',
  binlogFs: 'binlog fsyncs/s',
  /** Tag on a modelled figure in lesson text (beside the source id on a measured one). */
  modelTag: 'model',
  // The lab's charts: English titles and series names live in
  // viz/chart-specs.ts (they double as test ids); other languages map them here.
  chartTitles: {} as Record<string, string>,
  seriesLabels: {} as Record<string, string>,
  chartHelp: {} as Record<string, string>,
  rotation: 'rotation',
  exportChart: (title: string, kind: string) => `Export chart ${title} as ${kind}`,
  /** The hover readout's first line: the interval the values cover (one instant for a sample). */
  readoutTime: (from: string, to: string) => (from === to ? `at ${from} s` : `${from}–${to} s`),
  /** The lab's fixed chrome: header toolbar, header buttons, page landmarks, footer. */
  lab: {
    playback: 'Playback',
    play: 'Play',
    pause: 'Pause',
    replay: 'Replay',
    stepTo: 'Step to',
    step: 'Step',
    reset: 'Reset',
    speed: 'Speed',
    /** The speed slider's value as words (aria-valuetext). */
    speedText: speedLabel,
    speedMax: 'max',
    /** In place of the chosen speed while a lesson step fast-forwards (to its start, or past its slow motion). */
    speedFast: 'max ▸▸',
    speedFastTitle: (chosen: string) => `Fast-forwarding at full speed through the part of this lesson step there is nothing to watch in; the speed you chose (${chosen}) applies where there is.`,
    /** Beside the speed control when the run falls clearly short of the chosen speed (controller/achieved-speed.ts). */
    speedLag: (achieved: string) => `running at ${achieved}`,
    speedLagWhy: ' — this machine can’t keep up',
    speedLagTitle: (achieved: string, chosen: string) =>
      `The run goes at ${achieved} of real time, not ${chosen} (measured over the last second): this machine cannot simulate these settings that fast. Pick a lower speed or fewer threads to see them at the speed you chose.`,
    /** Said once by screen readers when it appears. */
    speedLagAnnounce: 'This machine can’t keep up: the run goes slower than the speed chosen.',
    simTime: 'Simulated time',
    status: { idle: 'idle', playing: 'playing', paused: 'paused', finished: 'finished', searching: 'searching…' },
    loadingModel: 'loading model…',
    modelFailed: 'model failed to load',
    /** The status while the core refuses the configuration (e.g. two knobs that do not go together): there is no run. */
    statusRefused: 'settings refused',
    /** Play's tooltip then, and what the animation shows instead of its summary. */
    playRefused: 'The model does not run these settings (the message above says why): change them to play.',
    /** Fields holding values the lab refused: runs go on with the values in use. */
    invalidFieldsIntro: (n: number) =>
      n === 1
        ? 'This field holds a value the lab does not accept, so runs use the last accepted value. Fix it to run with what you typed:'
        : `These ${n} fields hold values the lab does not accept, so runs use the last accepted values. Fix them to run with what you typed:`,
    /** Follows the field's name, separator included. */
    invalidFieldItem: (typed: string, inUse: string) => `: typed “${typed}”, running with ${inUse}`,
    invalidFieldFocus: (label: string) => `Go to ${label}`,
    /** Short, so the toolbar keeps its row at 1366 px; the summary under the toolbar and the title say the rest. */
    invalidChip: (n: number) => `⚠ ${n} field${n === 1 ? '' : 's'} to fix`,
    invalidChipTitle: 'Runs use the last accepted values. Go to the first field holding a value that is not accepted',
    playWithInvalid: (n: number) => `Runs with the last accepted values: ${n === 1 ? 'one field holds a value' : `${n} fields hold values`} not accepted (see the notice under the toolbar).`,
    noRunRefused: 'No run: the model does not run these settings (the message above says why).',
    /** Under a knob the refusal names: the other knobs, then the core's reason (in Chinese where model/config-error-i18n.ts knows it). */
    conflictWith: (others: string[], reason: string) => `Conflicts with ${others.join(' and ')}: ${reason}`,
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    copyMoment: 'Copy link to this moment',
    momentCopied: 'Moment copied',
    compare: 'Compare A/B',
    compareLoading: 'Loading the A/B comparison…',
    presenting: 'Presenting',
    presenterMode: 'Presenter mode',
    fullScreen: 'Full screen',
    keys: 'Keys',
    moreControls: 'More',
    moreControlsTitle: 'The other controls: step picker, full screen, keys, A/B comparison, copy links',
    blanked: 'Screen blanked: press any key to show the lab.',
    sidebar: 'Scenario and knobs',
    /** While a lesson is open the knob column is folded behind this button (the step's own knobs are in the lesson). */
    knobsFolded: 'All settings',
    knobsFoldedHint: 'The step’s own knobs are in the lesson; every other setting is here.',
    /** Presenter mode's live chart beside the animation: which chart it shows, and its size. */
    presenterChart: 'Live chart',
    presenterChartShort: { tps: 'TPS', latency: 'Latency', fsyncs: 'fsyncs', cpu: 'CPU' } as Record<string, string>,
    presenterChartLarge: 'Large',
    presenterChartLargeTitle: 'Show this chart large, above the animation',
    charts: 'Pipeline animation and live charts',
    sideRight: 'Interval log and averages',
    loadFailed: 'The model could not be loaded.',
    loading: 'Loading the model…',
    /** The footer, in pieces around its <kbd> keys and its link (spaces around the link are the pieces' own). */
    footerKeys: 'Keys:',
    footerPlay: 'play/pause,',
    footerStep: 'step (outside form fields);',
    footerHelp: 'lists every key, including the presenter\'s.',
    footerModel: 'Everything shown is modelled, not measured: see ',
    footerLink: 'how close the model is',
    footerAfterLink: ' to the articles\' measurements. The whole scenario is in the address: copy it to share this state.',
    /** The side panels: scenario, knob groups, interval log, averages, changes, export. */
    scenario: 'Scenario',
    preset: 'Preset',
    machine: 'Machine',
    /** Opens the machine profile's source note: what its article states and what the model assumes. */
    machineSource: 'About this machine',
    seed: 'Seed',
    duration: 'Duration (s)',
    reportEvery: 'Report every (s)',
    fromArticle: (id: string) => `From article ${id}.`,
    changed: 'changed',
    changedTitle: 'Changed from the preset',
    /** A knob's help line, around the core's help text (model/schema-i18n.ts): its MySQL name, then what it accepts. */
    knobMysql: (name: string) => `MySQL: ${name}.`,
    /** The same for a Linux kernel setting (vm.dirty_expire_centisecs). */
    knobSysctl: (name: string) => `Linux sysctl: ${name}.`,
    /** A knob's unit beside its name. */
    knobUnit: (unit: string) => ` (${unit})`,
    /** Beside a knob the chosen workload does not read. */
    knobInert: (workload: string) => `unused by ${workload}`,
    knobAllowed: (what: string, unit: string) => `Allowed: ${what}${unit ? ` (${unit})` : ''}.`,
    allowed: ALLOWED_EN,
    /** The help line's sentences as one line (Chinese full stops need no space after them). */
    knobHelpLine: (parts: string[]) => parts.join(' '),
    /** Beside a knob changed mid-run that MySQL cannot change on a running server (the schema's `change`). */
    notLiveInMysql: {
      restart: 'In MySQL this needs a restart; the lab switches live to show the effect.',
      server_version: 'In MySQL this is another server version or build; the lab switches live to show the effect.',
    },
    /** The chosen preset in its closed select once the scenario changes knobs on top of it. */
    presetWithChanges: (preset: string, n: number) => `${preset} (${n === 1 ? '1 knob' : `${n} knobs`} changed)`,
    presetChangedKnobs: (names: readonly string[]) => `changed: ${names.join(', ')}`,
    presetChanged: (names: string[]) => `The starting point: this scenario changes ${names.join(', ')} (marked “changed” in the knobs).`,
    /** Knob group titles: English ones live in model/schema.ts (GROUP_TITLES); other languages map them here. */
    groupTitles: {} as Record<string, string>,
    intervalLog: 'Interval log (sysbench format)',
    intervalLogLabel: 'Interval log',
    /** A step kind that cannot happen with the binlog OFF (its option is disabled). */
    stepNeedsBinlog: 'Needs the binlog ON: with log_bin OFF there is no binlog group commit and no rotation.',
    /** The log's latency column, as sysbench's --percentile option chooses it. */
    logPercentile: 'Latency percentile',
    logPercentileHint: 'sysbench prints the 95th percentile unless run with --percentile=99. A stall that holds every commit for a moment shows in p99 when the held commits are more than 1 % of the interval’s; the Latency chart’s max always shows it.',
    noInterval: 'No complete interval yet. Press Play.',
    averages: 'Averages between changes',
    averagesHint: 'The first interval after each change is left out. TPS is the mean of the intervals, average latency is per transaction (each interval weighted by its commits), p95 and p99 the mean of the intervals’ p95 and p99, max the longest transaction in the segment (a stall shows there).',
    colFrom: 'From',
    colChange: 'Change',
    colIntervals: 'Intervals',
    colTps: 'TPS (mean)',
    colAvg: 'avg ms (per trx)',
    /** Short: the table has eight columns in a 440 px column (and on a phone); the hint says these are the intervals' means. */
    colP95: 'p95 ms',
    colP99: 'p99 ms',
    colMax: 'max ms',
    segmentStart: 'start of the run',
    dismissMessage: 'Dismiss message',
    dismissAll: (n: number) => `Dismiss all ${n} messages`,
    changes: 'Changes during the run',
    changesHint: 'Change a knob while the run plays or is paused: it applies from that instant, is marked on the charts, and is replayed by Reset.',
    changeAt: (s: string) => `at ${s} s: `,
    removeChange: (knob: string, s: string) => `Remove change of ${knob} at ${s} s and restart`,
    exportRun: 'Export this run',
    exportCsv: 'Export run metrics as CSV',
    exportJson: 'Export run metrics and summary as JSON',
    exportSysbench: 'Export the sysbench log (interval lines as text)',
    exportHint: "Interval records up to the simulated clock, with the core's field names; each chart has its own SVG and PNG buttons (the PNG adds the chart's title, legend and scenario, ready for a slide).",
    /** The `?` list of keys. */
    keysOn: 'Presenter mode is on: every key below works (outside form fields).',
    keysOff: 'Keys marked “presenter” work in presenter mode (turn it on in the header, or add layout=presenter to the link).',
    keysColKey: 'Key',
    keysColWhat: 'What it does',
    keysPresenterTag: ' (presenter)',
    keysClose: 'Close',
    /** What each key of presenter/presenter-keys.ts KEY_HELP does, in its order. */
    keyHelp: KEY_HELP.map((k) => k.what),
    /** The same rows in the A/B comparison (KEY_HELP's `compare`); null rows are not shown there. */
    keyHelpCompare: KEY_HELP.map((k) => (k.compare === undefined ? k.what : k.compare)) as (string | null)[],
  },
};

export type Strings = typeof en;

export const STRINGS: Record<Lang, Strings> = byLang(en, 'lab');
