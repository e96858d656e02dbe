// The lesson file format, in one place, shared by the web app (bundled by
// Vite) and the node tests (tests/lessons/). Plain JavaScript with no
// package dependencies so Node 20 imports it as is; types in lesson-format.d.ts.
//
//   ---
//   title: …
//   summary: …
//   source: S000            (optional; the cited.json source ids, comma separated)
//   ---
//   (optional intro markdown, shown above the first step)
//   --- step: <id> scenario: <path> [compare: <path>] [speed: <stop>] [start: <s>] [cue: <s>] [tune: knob, knob]
//   ## Step title
//   markdown…
//   ? predict: choice                      ? predict: number <answer> ±<tol>% [unit]
//   The question                           The question
//   - [ ] a wrong option                   ! explain: …
//   - [x] the right option
//   ! takeaway: the answer in one or two sentences (shown first)
//   ! explain: markdown (the reveal's explanation)
//   ! model: optional, to the end of the step: what the model does
//     differently or leaves out ("About the model", folded under the answer)
//
// Measured figures are never typed in: {{cited:S000:t256-on-c16-d6:tps}}
// renders lessons/<lesson>/cited.json's figure, {{modelled:…}} the model's
// value from tests/fidelity/report.json; an optional |label names it in the
// chart. The key is the figure's scenario file name without .json, or for a
// comparison figure its "new" family (alisql_parallel_flush-11).
//
// cue: (optional, simulated seconds) is when the step's reveal is due, and
// where the step's speed stops applying: in presenter mode, running the
// step pauses the simulation exactly there and shows the answer; otherwise
// the answer shows there and the run goes on at full speed to its end (the
// figures are the whole run's). Without it the reveal comes when the run
// ends. Keep (cue - start) / speed to a few tens of seconds of real time.
//
// start: (optional, simulated seconds) is where the step's phenomenon is:
// running the step fast-forwards there at full speed, then plays at the
// step's speed (a slow-motion look at a stall 11 s into the run). A run
// already past it (the learner stepped there) plays on from where it is.
// A cue, if any, comes after the start.
//
// charts: (optional, chart ids: tps, latency, cpu, fsyncs, …) the lab's
// charts the step's text asks the learner to watch: the lesson shows them
// beside the animation while the step is open.
//
// tries: (optional, 2…10) a tuning step: the learner runs the step's
// `tune:` knobs at this many settings (kept in a table and a small plot)
// before the answer is offered.

import { SPEED_STOPS } from '../store/speed-stops.js';
import { problem } from './lesson-problem.js';

export const STEP_MARKER = /^--- step:\s*(\S+)(.*)$/;
export const REF_PATTERN = /\{\{(cited|modelled):([A-Za-z0-9_-]+):([A-Za-z0-9_.-]+):([A-Za-z0-9_]+)(?:\|([^}]*))?\}\}/g;
const STEP_ATTRS = ['scenario', 'compare', 'speed', 'start', 'cue', 'tune', 'charts', 'tries'];
/** The lab's charts a step may name (web/src/viz/chart-specs.ts ids). */
export const CHART_IDS = ['tps', 'latency', 'cpu', 'fsyncs', 'groups', 'bytes', 'queues', 'device', 'files', 'threads', 'purge'];
/** Settings a tuning step may ask for before its answer. */
export const MIN_TRIES = 2;
export const MAX_TRIES = 10;

/** Every {{cited:…}} / {{modelled:…}} reference in a text. */
export function findRefs(text) {
  const out = [];
  for (const m of text.matchAll(REF_PATTERN)) {
    out.push({ kind: m[1], source: m[2], key: m[3], metric: m[4], label: m[5] ? m[5].trim() : undefined, raw: m[0], index: m.index });
  }
  return out;
}

function parseFrontMatter(lines, problems) {
  const meta = {};
  if (lines[0] !== '---') {
    problems.push(problem(null, 'the file must start with a front matter block (a line "---", key: value lines, a line "---")', '文件必须以 front matter 块开头（一行 "---"，若干 "key: value" 行，再一行 "---"）'));
    return { meta, next: 0 };
  }
  let i = 1;
  for (; i < lines.length && lines[i] !== '---'; i++) {
    const m = /^([a-z_]+):\s*(.*)$/.exec(lines[i]);
    if (m) meta[m[1]] = m[2].trim();
    else if (lines[i].trim() !== '') problems.push(problem(null, `front matter line ${i + 1} is not "key: value": ${JSON.stringify(lines[i])}`, `front matter 第 ${i + 1} 行不是 "key: value" 格式：${JSON.stringify(lines[i])}`));
  }
  if (i >= lines.length) problems.push(problem(null, 'the front matter block is not closed with "---"', 'front matter 块没有以一行 "---" 结束'));
  for (const key of ['title', 'summary']) if (!meta[key]) problems.push(problem(null, `front matter: "${key}" is missing; expected a line "${key}: …"`, `front matter 缺少 "${key}"；应有一行 "${key}: …"`));
  return { meta, next: i + 1 };
}

/** "0.0001, 0.0002, …, 1000 or max", as the speed problem lists them. */
function speedStopsText(or) {
  const stops = SPEED_STOPS.filter((s) => s !== 'max');
  return `${stops.join(', ')} ${or} max`;
}

function parseAttrs(rest, where, problems) {
  const attrs = {};
  const re = /([a-z]+):\s*(.*?)(?=\s+[a-z]+:|\s*$)/g;
  for (const m of rest.matchAll(re)) {
    if (!STEP_ATTRS.includes(m[1])) problems.push(problem(where, `unknown attribute "${m[1]}" (known: ${STEP_ATTRS.join(', ')})`, `未知属性 "${m[1]}"（可用的属性：${STEP_ATTRS.join('、')}）`));
    else attrs[m[1]] = m[2].trim();
  }
  const out = { scenario: attrs.scenario };
  if (!out.scenario) problems.push(problem(where, 'every step needs "scenario: <path>" (a scenario JSON file, relative to the lesson\'s folder)', '每一步都需要 "scenario: <路径>"（场景 JSON 文件，路径相对于课程所在的文件夹）'));
  if (attrs.compare) out.compare = attrs.compare;
  if (attrs.speed) {
    // The lab plays at its speed stops only; a step without a (valid) speed plays at max.
    const n = attrs.speed === 'max' ? 'max' : Number(attrs.speed);
    if (SPEED_STOPS.includes(n)) out.speed = n;
    else problems.push(problem(where, `speed "${attrs.speed}" is not allowed; expected one of the lab's speed stops (times real time): ${speedStopsText('or')}. The step plays at max instead.`, `speed "${attrs.speed}" 不可用；应为实验的速度档位之一（真实时间的倍数）：${speedStopsText('或')}。这一步改为以 max 速度运行。`));
  }
  if (attrs.start) {
    const n = Number(attrs.start);
    if (!(n > 0) || !Number.isFinite(n)) problems.push(problem(where, `start "${attrs.start}" is not allowed; expected simulated seconds greater than 0 (e.g. start: 11)`, `start "${attrs.start}" 不可用；应为大于 0 的模拟秒数（例如 start: 11）`));
    else out.start = n;
  }
  if (attrs.cue) {
    const n = Number(attrs.cue);
    if (!(n > 0) || !Number.isFinite(n)) problems.push(problem(where, `cue "${attrs.cue}" is not allowed; expected simulated seconds greater than 0 (e.g. cue: 13)`, `cue "${attrs.cue}" 不可用；应为大于 0 的模拟秒数（例如 cue: 13）`));
    else if (out.start !== undefined && n <= out.start) problems.push(problem(where, `cue ${attrs.cue} is not after start ${attrs.start}; the run starts at ${attrs.start} s, so a cue must be later (e.g. cue: ${out.start + 1})`, `cue ${attrs.cue} 不在 start ${attrs.start} 之后；运行从 ${attrs.start} 秒开始，所以 cue 必须更晚（例如 cue: ${out.start + 1}）`));
    else out.cue = n;
  }
  out.tune = attrs.tune ? attrs.tune.split(',').map((s) => s.trim()).filter(Boolean) : [];
  out.charts = [];
  for (const id of attrs.charts ? attrs.charts.split(',').map((s) => s.trim()).filter(Boolean) : []) {
    if (CHART_IDS.includes(id)) out.charts.push(id);
    else problems.push(problem(where, `chart "${id}" is not one of the lab's charts; expected one of ${CHART_IDS.join(', ')}`, `图表 "${id}" 不是实验的图表；应为 ${CHART_IDS.join('、')} 之一`));
  }
  if (attrs.tries) {
    const n = Number(attrs.tries);
    if (!Number.isInteger(n) || n < MIN_TRIES || n > MAX_TRIES) problems.push(problem(where, `tries "${attrs.tries}" is not allowed; expected a whole number of settings from ${MIN_TRIES} to ${MAX_TRIES} (e.g. tries: 3)`, `tries "${attrs.tries}" 不可用；应为 ${MIN_TRIES} 到 ${MAX_TRIES} 之间的整数（例如 tries: 3）`));
    else if (!out.tune.length) problems.push(problem(where, `tries ${attrs.tries} needs knobs to try: add "tune: knob, knob" to the step`, `tries ${attrs.tries} 需要可调的参数：请在这一步加上 "tune: 参数, 参数"`));
    else out.tries = n;
  }
  return out;
}

function parseNumberSpec(spec, where, problems) {
  // <answer> ±<tol>% [unit…]; the answer is a number or one {{…}} reference.
  const m = /^(\{\{[^}]+\}\}|-?[0-9][0-9_,.]*)\s+(?:±|\+-|\+\/-)\s*([0-9.]+)%\s*(.*)$/.exec(spec.trim());
  if (!m) {
    problems.push(problem(where, `"? predict: number" needs "<answer> ±<tolerance>% [unit]" (e.g. "? predict: number 1400 ±10% TPS"), got ${JSON.stringify(spec)}`, `"? predict: number" 后面应为 "<答案> ±<容差>% [单位]"（例如 "? predict: number 1400 ±10% TPS"），实际是 ${JSON.stringify(spec)}`));
    return { answer: NaN, tolerancePct: NaN, unit: '' };
  }
  let answer;
  if (m[1].startsWith('{{')) {
    const refs = findRefs(m[1]);
    if (refs.length !== 1) problems.push(problem(where, `the answer ${m[1]} is not a {{cited:…}} or {{modelled:…}} reference (e.g. {{cited:S000:t256-on-c16-d6:tps}})`, `答案 ${m[1]} 不是 {{cited:…}} 或 {{modelled:…}} 引用（例如 {{cited:S000:t256-on-c16-d6:tps}}）`));
    answer = refs[0] ?? NaN;
  } else answer = Number(m[1].replace(/[_,]/g, ''));
  return { answer, tolerancePct: Number(m[2]), unit: m[3].trim() };
}

function parsePrediction(lines, where, problems) {
  const head = /^\? predict:\s*(choice|number)\b(.*)$/.exec(lines[0]);
  if (!head) {
    problems.push(problem(where, `"${lines[0]}" should be "? predict: choice" or "? predict: number <answer> ±<tol>% [unit]"`, `"${lines[0]}" 应为 "? predict: choice" 或 "? predict: number <答案> ±<容差>% [单位]"`));
    return undefined;
  }
  const p = { kind: head[1], question: '', options: [], explain: '' };
  if (p.kind === 'number') Object.assign(p, parseNumberSpec(head[2], where, problems));
  const question = [];
  let i = 1;
  const answerStart = (l) => l.startsWith('! explain:') || l.startsWith('! takeaway:');
  for (; i < lines.length && !answerStart(lines[i]); i++) {
    const opt = /^- \[( |x|X)\]\s+(.*)$/.exec(lines[i]);
    if (opt) {
      if (p.kind !== 'choice') problems.push(problem(where, `the option ${JSON.stringify(lines[i])} is not allowed here: options are only for "? predict: choice"`, `选项 ${JSON.stringify(lines[i])} 不能用在这里：只有 "? predict: choice" 才有选项`));
      p.options.push({ text: opt[2].trim(), correct: opt[1] !== ' ' });
    } else if (p.options.length && lines[i].trim() !== '') {
      problems.push(problem(where, `text after the options must start with "! explain:" (got ${JSON.stringify(lines[i])})`, `选项之后的文字必须以 "! explain:" 开头（实际是 ${JSON.stringify(lines[i])}）`));
    } else question.push(lines[i]);
  }
  p.question = question.join('\n').trim();
  if (i < lines.length && lines[i].startsWith('! takeaway:')) {
    const take = [lines[i].slice('! takeaway:'.length).trimStart()];
    for (i++; i < lines.length && !lines[i].startsWith('! explain:'); i++) take.push(lines[i]);
    p.takeaway = take.join('\n').trim();
  }
  if (i < lines.length) {
    const rest = [lines[i].slice('! explain:'.length).trimStart(), ...lines.slice(i + 1)];
    // "! model:" (outside a fenced block) starts the folded "About the model".
    let fenced = false;
    const at = rest.findIndex((l) => {
      if (/^\s*```/.test(l)) fenced = !fenced;
      return !fenced && l.startsWith('! model:');
    });
    if (at >= 0) {
      p.model = [rest[at].slice('! model:'.length).trimStart(), ...rest.slice(at + 1)].join('\n').trim();
      rest.length = at;
    }
    p.explain = rest.join('\n').trim();
  }
  if (!p.question) problems.push(problem(where, 'the prediction has no question text; write the question on the lines after "? predict:"', '预测没有问题文字；请在 "? predict:" 之后的行里写出问题'));
  if (!p.explain) problems.push(problem(where, 'the prediction needs "! explain:" followed by the explanation', '预测需要 "! explain:"，后面跟着解释'));
  if (p.kind === 'choice') {
    if (p.options.length < 2) problems.push(problem(where, `a choice needs at least two "- [ ]" options (found ${p.options.length})`, `选择题至少需要两个 "- [ ]" 选项（现有 ${p.options.length} 个）`));
    const marked = p.options.filter((o) => o.correct).length;
    if (marked !== 1) problems.push(problem(where, `mark exactly one option "- [x]" (found ${marked})`, `必须恰好有一个选项标为 "- [x]"（现有 ${marked} 个）`));
  }
  return p;
}

/**
 * Parses one lesson file. Never throws: problems are listed (with the step
 * they are in, in English and Chinese) and the parts that could be read are
 * returned. What the file refers to (figures, scenarios) is checked by
 * lesson-check.js.
 */
export function parseLesson(text) {
  const problems = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const { meta, next } = parseFrontMatter(lines, problems);
  const intro = [];
  const steps = [];
  let current = null;
  let fence = false;
  for (let i = next; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s*```/.test(line)) fence = !fence;
    const m = fence ? null : STEP_MARKER.exec(line);
    if (m) {
      const where = { id: m[1], line: i + 1 };
      if (steps.some((s) => s.id === m[1])) problems.push(problem(where, `the id "${m[1]}" is used twice; every step needs its own id`, `id "${m[1]}" 用了两次；每一步的 id 必须不同`));
      current = { id: m[1], line: i + 1, ...parseAttrs(m[2], where, problems), lines: [] };
      steps.push(current);
    } else if (current) current.lines.push(line);
    else intro.push(line);
  }
  if (!steps.length) problems.push(problem(null, 'no steps: add a line "--- step: <id> scenario: <path>"', '没有步骤：请加一行 "--- step: <id> scenario: <路径>"'));
  const out = steps.map((s) => {
    const where = { id: s.id, line: s.line };
    let body = s.lines;
    let title = '';
    const h = body.findIndex((l) => /^##\s+/.test(l));
    if (h >= 0 && body.slice(0, h).every((l) => l.trim() === '')) {
      title = body[h].replace(/^##\s+/, '').trim();
      body = body.slice(h + 1);
    } else problems.push(problem(where, 'start the step with a "## title" line', '步骤的第一行应为 "## 标题"'));
    let inFence = false;
    const p = body.findIndex((l) => {
      if (/^\s*```/.test(l)) inFence = !inFence;
      return !inFence && l.startsWith('? predict:');
    });
    let prediction;
    if (p >= 0) {
      prediction = parsePrediction(body.slice(p), where, problems);
      body = body.slice(0, p);
    } else problems.push(problem(where, 'every step asks for a prediction ("? predict: choice" or "? predict: number …") before the run', '每一步在运行之前都要先让学员预测（"? predict: choice" 或 "? predict: number …"）'));
    return { id: s.id, line: s.line, title, scenario: s.scenario, compare: s.compare, speed: s.speed, start: s.start, cue: s.cue, tune: s.tune, charts: s.charts, tries: s.tries, body: body.join('\n').trim(), prediction };
  });
  return { meta, intro: intro.join('\n').trim(), steps: out, problems };
}

/** Everything a step's answer says (takeaway, explanation, about the model): where its figures are quoted. */
export function answerText(p) {
  return p ? [p.takeaway ?? '', p.explain ?? '', p.model ?? ''].join('\n') : '';
}

/** The key a lesson uses to cite a figure of cited.json. */
export function figureKey(figure) {
  if (figure.scenario) return figure.scenario.replace(/^.*\//, '').replace(/\.json$/, '');
  const first = figure.compare && figure.compare.new && figure.compare.new[0];
  return first ? first.replace(/^.*\//, '').replace(/\.json$/, '').replace(/-t\d+$/, '') : '';
}

/** The figure a reference names, among cited.json documents (any lesson's). */
export function findFigure(citedDocs, ref) {
  for (const doc of citedDocs) {
    if (doc.source.id !== ref.source) continue;
    const f = doc.figures.find((x) => x.metric === ref.metric && figureKey(x) === ref.key);
    if (f) return { doc, figure: f };
  }
  return undefined;
}

/** The model's value for a figure, from tests/fidelity/report.json. */
export function findModelled(report, doc, figure) {
  return report.entries.find((e) => e.source === doc.source.id && e.label === figure.label && e.metric === figure.metric);
}

/** Joins a lesson-relative path; null when it leaves lessons/. */
export function resolveLessonPath(lessonDir, path) {
  const parts = [];
  for (const seg of `${lessonDir}/${path}`.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (!parts.length) return null;
      parts.pop();
    } else parts.push(seg);
  }
  return parts.join('/');
}

/** The two languages must ask the same questions of the same runs. */
export function compareTranslations(a, b) {
  const problems = [];
  const ids = (l) => l.steps.map((s) => s.id).join(', ');
  if (ids(a) !== ids(b)) {
    problems.push(`steps differ: [${ids(a)}] vs [${ids(b)}]`);
    return problems;
  }
  if ((a.meta.source ?? '') !== (b.meta.source ?? '')) problems.push(`front matter "source" differs: ${a.meta.source} vs ${b.meta.source}`);
  a.steps.forEach((s, i) => {
    const t = b.steps[i];
    for (const k of ['scenario', 'compare', 'speed', 'start', 'cue', 'tries']) if (String(s[k]) !== String(t[k])) problems.push(`step "${s.id}": ${k} differs (${s[k]} vs ${t[k]})`);
    if (s.tune.join(',') !== t.tune.join(',')) problems.push(`step "${s.id}": tune differs`);
    if (s.charts.join(',') !== t.charts.join(',')) problems.push(`step "${s.id}": charts differ`);
    const p = s.prediction;
    const q = t.prediction;
    if (!p || !q) return;
    for (const part of ['takeaway', 'model']) if (!p[part] !== !q[part]) problems.push(`step "${s.id}": one language has "! ${part}:" and the other not`);
    if (p.kind !== q.kind) problems.push(`step "${s.id}": prediction kind differs (${p.kind} vs ${q.kind})`);
    else if (p.kind === 'choice') {
      const shape = (x) => x.options.map((o) => (o.correct ? 'x' : ' ')).join('');
      if (shape(p) !== shape(q)) problems.push(`step "${s.id}": options differ ([${shape(p)}] vs [${shape(q)}])`);
    } else {
      const ans = (x) => (typeof x.answer === 'object' ? x.answer.raw.replace(/\|.*\}\}$/, '}}') : String(x.answer));
      if (ans(p) !== ans(q) || p.tolerancePct !== q.tolerancePct) problems.push(`step "${s.id}": numeric answer differs (${ans(p)} ±${p.tolerancePct}% vs ${ans(q)} ±${q.tolerancePct}%)`);
    }
    const refs = (x) => [...new Set(findRefs(`${x.body}\n${x.prediction?.question ?? ''}\n${answerText(x.prediction)}`).map((r) => `${r.kind}:${r.source}:${r.key}:${r.metric}`))].sort().join(' ');
    if (refs(s) !== refs(t)) problems.push(`step "${s.id}": cited figures differ:\n  ${refs(s)}\n  ${refs(t)}`);
  });
  return problems;
}
