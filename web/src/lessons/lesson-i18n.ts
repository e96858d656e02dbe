// The words only an open lesson step uses (predicting, running, the
// measured-vs-modelled chart and its caption, the preview, a lesson link's
// bad fields): kept apart from lang/lab-words.ts so they load with the
// lesson panel, not with the lab.
import type { Lang } from '../lang/lang';
import { STRINGS, type Strings } from '../lang/lab-words';
import { byLang } from '../lang/zh-words';
import { useLang } from '../lang/lang-store';

const en = {
  predict: 'Your prediction',
  predictFirst: 'Predict before you run.',
  /** Beside a disabled "Lock in and run" / "Run again" while the core refuses the configuration. */
  fixSettings: 'The model does not run this combination of settings (the message beside the knobs says why): change one of them to run.',
  yourNumber: 'Your estimate',
  badGuess: (typed: string, unit: string) => `“${typed}” is not a number. Type digits only, such as 1400, 1,400 or 12.5${unit ? ` (in ${unit})` : ''}.`,
  runStep: 'Lock in and run',
  running: 'Running…',
  /** "Lock in and run" pressed while the toolbar's step search is still looking. */
  runAfterSearch: 'Finding the next event you asked for… the run goes on from there.',
  /** A step that starts where its phenomenon is (start:), or an early answer, fast-forwarding. */
  skipping: (s: string) => `Fast-forwarding to ${s} s, then playing at the step’s speed…`,
  /** The bar of how far the run is toward the step's answer (a screen reader's name for it). */
  progressLabel: 'How far the run is',
  timeLeft: (s: number) => `about ${s} s left`,
  /** In the answer while the run is short of its end: the figures wait for the whole run. */
  runNotDone: (at: string, of: string) => `Your run is at ${at} of ${of} simulated seconds: its own figures appear here once it reaches the end, never a part of the run beside whole-run figures.`,
  runFinishing: 'It is finishing at full speed.',
  runPausedAtCue: 'Paused where the answer is due.',
  finishRun: 'Finish the run at full speed',
  revealNow: 'Show the answer now',
  rerun: 'Run again',
  right: 'Your prediction was right.',
  wrong: 'Not this time.',
  answerWas: 'The answer:',
  withinTol: (t: number) => `within ±${t} %`,
  /** The heading of the run's own row, when no row of the chart has its configuration. */
  liveOwn: (settings: string) => `your run: ${settings}`,
  chartTitle: 'Measured and modelled, same configuration',
  chartCaptionMeasured: 'Measured',
  /** After a figure's name in the chart: the article it comes from (the space is its own). */
  figureSource: (id: string) => ` (${id})`,
  /** After "Measured — S000" under the chart: the article's title, then where in it the figures are. */
  chartCaptionSource: (title: string, where: string) => `: “${title}”. ${where}`,
  chartCaptionModelled: 'Modelled: this model on the same scenario. How close it comes for every article:',
  fidelityLink: 'How close is the model?',
  chartCaptionLive: 'Your run: the whole run on this page (first second left out).',
  chartCaptionLiveSince: (s: string) => `Your run: the run on this page since your last knob change (at ${s} s), with the settings it has now, over the whole seconds after the change (the first one left out).`,
  chartCaptionLiveOwn: 'No row of the article has its settings, so it has its own row, named by the settings that differ.',
  chartCaptionLiveWaiting: (s: string) => `Your run appears here once a whole second has passed after your knob change at ${s} s.`,
  chartCaptionMethods: 'Its bars are computed like the model’s: throughput is the mean of the 1-s TPS, steady and median throughput their median, average latency is per transaction.',
  noLive: 'no live value for this figure',
  tune: 'Try these',
  /** Above the command: for trainers and whoever runs the lab from its source, not for a learner on the site. */
  cli: 'For those running the lab’s source: the same run on the command line',
  /** A previewed lesson's own scenario: the command line reads lessons/, where the file is not yet. */
  cliUnsaved: (path: string) => `This step’s scenario, ${path}, is in the lesson’s own folder, which the command line does not have yet: save the lesson under lessons/ (as lessons/<nn-name>/lesson.en.md, with ${path} beside it) and the command is`,
  nextLesson: (title: string) => `Next lesson: ${title}`,
  previewLabel: 'Preview a lesson file (for trainers)',
  previewNote: 'Previewed lesson: not part of the lab, not in the address. Scenarios outside the built lessons are not loaded.',
  problems: 'This lesson file has problems:',
  scenarioMissing: 'This step’s scenario is not among the built lessons; the lab keeps its current scenario.',
  /** A lesson link's bad fields: said in both languages when pushed, so they live here, loaded with both. */
  badLesson: (id: string, ids: string) => `URL field "lesson": "${id}" is not a lesson; expected one of ${ids}. Showing the lesson list.`,
  badStep: (raw: string, n: number) => `URL field "step": "${raw}" is not a step of this lesson; expected 1 to ${n}. Showing step 1.`,
  badAnswer: (raw: string) => `URL field "answer": "${raw}" is not allowed; expected 1 (the step's answer was showing). Showing the step's question.`,
  liveSummary: 'Your run',
  waitForSecond: 'The run’s per-second figures appear once a simulated second has passed: raise the speed in the toolbar to get there sooner.',
  /** Under the run's figures: what they cover and how each is averaged. */
  liveSummaryNote: 'Your run, the whole run without its first second: TPS and fsyncs/s are means of the intervals, latency is per transaction. After a knob change, “Averages between changes” gives each part apart.',
  /** Under an answer that describes one moment of the run (the step's cue). */
  showMoment: (s: string) => `Show me that moment (${s} s)`,
  showMomentHint: 'The run goes back to the moment the answer describes and stays paused there.',
  /** The fold under an answer's takeaway: the explanation (folded while presenting). */
  explanation: 'Why',
  /** The fold with what the model does differently or leaves out. */
  aboutModel: 'About the model',
  /** The charts a step asks the learner to watch, shown in the lesson beside the animation. */
  evidence: 'Watch these charts',
  /** A tuning step: the learner's runs, one row per setting tried. */
  triesTitle: 'Your tries',
  triesIntro: (n: number) => `Try ${n} settings of the knobs above: change them, run, and compare the rows. Each finished run adds a row (a setting run again replaces its row).`,
  triesLeft: (n: number) => (n === 1 ? 'One more setting, then the answer.' : `${n} more settings, then the answer.`),
  triesDone: 'Enough tries: compare them, then see the answer.',
  triesShowAnswer: 'Show the answer',
  triesNone: 'No finished run yet.',
  tryCol: 'Try',
  tpsCol: 'TPS',
  p95Col: 'p95 (ms)',
  cpuCol: 'CPU busy (cores)',
  triesPlotLabel: (knob: string) => `Throughput of each try against ${knob}`,
  triesPlotTry: 'try',
};

export type LessonStrings = typeof en;

const zh: LessonStrings = {
  predict: '你的预测',
  predictFirst: '运行之前先做预测。',
  fixSettings: '模型不能运行这组设置（旋钮旁的说明给出原因）：改掉其中一个才能运行。',
  yourNumber: '你的估计',
  badGuess: (typed, unit) => `“${typed}”不是数字。请只输入数字，例如 1400、1,400 或 12.5${unit ? `（单位：${unit}）` : ''}。`,
  runStep: '锁定预测并运行',
  running: '运行中……',
  runAfterSearch: '正在查找你要的下一个事件……找到后从那里接着运行。',
  skipping: (s) => `先快进到 ${s} 秒，再按这一步的速度播放……`,
  progressLabel: '运行进度',
  timeLeft: (s) => `大约还要 ${s} 秒`,
  runNotDone: (at, of) => `你的运行目前在第 ${at} 秒（共 ${of} 模拟秒）：跑完之后这里才显示它自己的数据，不会拿半截运行去和整段运行的数据对比。`,
  runFinishing: '正在以最快速度跑完。',
  runPausedAtCue: '已停在该揭晓答案的地方。',
  finishRun: '以最快速度跑完',
  revealNow: '现在就看答案',
  rerun: '再运行一次',
  right: '预测正确。',
  wrong: '这次没猜中。',
  answerWas: '答案：',
  withinTol: (t) => `误差 ±${t}% 以内`,
  liveOwn: (settings) => `你的运行：${settings}`,
  chartTitle: '实测与模型，相同配置',
  chartCaptionMeasured: '实测',
  figureSource: (id) => `（${id}）`,
  chartCaptionSource: (title, where) => `：《${title}》。${where}`,
  chartCaptionModelled: '模型：本模型在相同场景下的结果。它与每篇文章的实测差多少，见：',
  fidelityLink: '模型有多准？',
  chartCaptionLive: '你的运行：本页面上的整段运行（不计第一秒）。',
  chartCaptionLiveSince: (s) => `你的运行：本页面上的这次运行，从你最后一次修改参数（${s} 秒时）算起，用的是它现在的设置，只计修改之后的整秒区间（不计其中第一秒）。`,
  chartCaptionLiveOwn: '文章里没有哪一行与它的设置相同，所以它单独占一行，行名列出不同的设置。',
  chartCaptionLiveWaiting: (s) => `你在 ${s} 秒时修改了参数，再过一个整秒，你的运行就会出现在这里。`,
  chartCaptionMethods: '它的各项数值按与模型相同的方法计算：吞吐取每秒 TPS 的平均值，稳定吞吐和吞吐中位数取它们的中位数，平均延迟按事务计算。',
  noLive: '这个数字没有实时值',
  tune: '试试这些参数',
  cli: '供运行本实验源代码的人使用：在命令行上跑同一个场景',
  cliUnsaved: (path: string) => `这一步的场景 ${path} 位于课程自己的文件夹中，命令行还读不到它：先把课程保存到 lessons/ 下（保存为 lessons/<nn-name>/lesson.zh.md，并把 ${path} 放在它旁边），命令就是`,
  nextLesson: (title: string) => `下一课：${title}`,
  previewLabel: '预览课程文件（供讲师使用）',
  previewNote: '预览中的课程：不属于实验内容，也不写入地址栏。不在已构建课程中的场景不会载入。',
  problems: '这个课程文件有问题：',
  scenarioMissing: '这一步的场景不在已构建的课程中；实验保留当前场景。',
  badLesson: (id, ids) => `URL 字段 "lesson"：没有名为 "${id}" 的课程；可选：${ids}。显示课程列表。`,
  badStep: (raw, n) => `URL 字段 "step"："${raw}" 不是这一课的步骤；应为 1 到 ${n}。显示第 1 步。`,
  badAnswer: (raw) => `URL 字段 "answer"："${raw}" 不允许；应为 1（当时显示着这一步的答案）。显示这一步的问题。`,
  liveSummary: '你的运行',
  waitForSecond: '模拟时间走完一秒后，这里会显示每秒的数据：调高工具栏里的速度可以更快看到。',
  liveSummaryNote: '你的运行：整段运行，不计第一秒。TPS 和每秒 fsync 次数是各区间的平均值，延迟按事务计算。中途改过参数的话，“两次改动之间的平均值”会把各段分开给出。',
  showMoment: (s) => `带我回到那一刻（${s} 秒）`,
  showMomentHint: '运行会回到答案所说的那一刻，并暂停在那里。',
  explanation: '为什么',
  aboutModel: '关于模型',
  evidence: '请看这些图表',
  triesTitle: '你的尝试',
  triesIntro: (n) => `请把上面的参数试 ${n} 种设置：修改、运行，再比较各行。每跑完一次就加一行（同一设置再跑一次会替换它那一行）。`,
  triesLeft: (n) => `再试 ${n} 种设置，就可以看答案。`,
  triesDone: '已经试够了：比较一下，再看答案。',
  triesShowAnswer: '看答案',
  triesNone: '还没有跑完的运行。',
  tryCol: '尝试',
  tpsCol: 'TPS',
  p95Col: 'p95（毫秒）',
  cpuCol: 'CPU 忙碌（核）',
  triesPlotLabel: (knob) => `每次尝试的吞吐与 ${knob} 的关系`,
  triesPlotTry: '尝试',
};

export const LESSON_STRINGS: Record<Lang, LessonStrings> = { en, zh };

/** The lesson panel's words: the lab's and the lesson's, in one object per language. */
export type PanelStrings = Strings & LessonStrings;
export const PANEL_STRINGS: Record<Lang, PanelStrings> = byLang({ ...STRINGS.en, ...en }, () => ({ ...STRINGS.zh, ...zh }));

export function usePanelT(): PanelStrings {
  return PANEL_STRINGS[useLang()];
}
