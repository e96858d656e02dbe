// The lesson file format, in one place, shared by the web app (bundled by
// Vite) and the node tests (tests/lessons/). Plain JavaScript with no
// dependencies so Node 20 imports it as is; types in lesson-format.d.ts.
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
//   ! explain: markdown, to the end of the step (the reveal)
//
// Measured figures are never typed in: {{cited:S000:t256-on-c16-d6:tps}}
// renders lessons/<lesson>/cited.json's figure, {{modelled:…}} the model's
// value from tests/fidelity/report.json; an optional |label names it in the
// chart. The key is the figure's scenario file name without .json, or for a
// comparison figure its "new" family (alisql_parallel_flush-11).
//
// cue: (optional, simulated seconds) is when the step's reveal is due: in
// presenter mode, running the step pauses the simulation exactly there and
// shows the answer. Without it the reveal comes when the run ends.
//
// start: (optional, simulated seconds) is where the step's phenomenon is:
// running the step fast-forwards there at full speed, then plays at the
// step's speed (a slow-motion look at a stall 11 s into the run). A run
// already past it (the learner stepped there) plays on from where it is.
// A cue, if any, comes after the start.

export const STEP_MARKER = /^--- step:\s*(\S+)(.*)$/;
export const REF_PATTERN = /\{\{(cited|modelled):([A-Za-z0-9_-]+):([A-Za-z0-9_.-]+):([A-Za-z0-9_]+)(?:\|([^}]*))?\}\}/g;
const STEP_ATTRS = ['scenario', 'compare', 'speed', 'start', 'cue', 'tune'];

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
    problems.push('the file must start with a front matter block (a line "---", key: value lines, a line "---")');
    return { meta, next: 0 };
  }
  let i = 1;
  for (; i < lines.length && lines[i] !== '---'; i++) {
    const m = /^([a-z_]+):\s*(.*)$/.exec(lines[i]);
    if (m) meta[m[1]] = m[2].trim();
    else if (lines[i].trim() !== '') problems.push(`front matter line ${i + 1} is not "key: value": ${JSON.stringify(lines[i])}`);
  }
  if (i >= lines.length) problems.push('the front matter block is not closed with "---"');
  for (const key of ['title', 'summary']) if (!meta[key]) problems.push(`front matter: "${key}" is missing`);
  return { meta, next: i + 1 };
}

function parseAttrs(rest, where, problems) {
  const attrs = {};
  const re = /([a-z]+):\s*(.*?)(?=\s+[a-z]+:|\s*$)/g;
  for (const m of rest.matchAll(re)) {
    if (!STEP_ATTRS.includes(m[1])) problems.push(`${where}: unknown attribute "${m[1]}" (known: ${STEP_ATTRS.join(', ')})`);
    else attrs[m[1]] = m[2].trim();
  }
  const out = { scenario: attrs.scenario };
  if (!out.scenario) problems.push(`${where}: every step needs "scenario: <path>"`);
  if (attrs.compare) out.compare = attrs.compare;
  if (attrs.speed) {
    const n = attrs.speed === 'max' ? 'max' : Number(attrs.speed);
    if (n !== 'max' && !(n > 0)) problems.push(`${where}: speed "${attrs.speed}" is not a number or "max"`);
    out.speed = n;
  }
  if (attrs.start) {
    const n = Number(attrs.start);
    if (!(n > 0) || !Number.isFinite(n)) problems.push(`${where}: start "${attrs.start}" is not allowed; expected simulated seconds greater than 0 (e.g. start: 11)`);
    else out.start = n;
  }
  if (attrs.cue) {
    const n = Number(attrs.cue);
    if (!(n > 0) || !Number.isFinite(n)) problems.push(`${where}: cue "${attrs.cue}" is not allowed; expected simulated seconds greater than 0 (e.g. cue: 13)`);
    else if (out.start !== undefined && n <= out.start) problems.push(`${where}: cue ${attrs.cue} is not after start ${attrs.start}; the run starts at ${attrs.start} s, so a cue must be later (e.g. cue: ${out.start + 1})`);
    else out.cue = n;
  }
  out.tune = attrs.tune ? attrs.tune.split(',').map((s) => s.trim()).filter(Boolean) : [];
  return out;
}

function parseNumberSpec(spec, where, problems) {
  // <answer> ±<tol>% [unit…]; the answer is a number or one {{…}} reference.
  const m = /^(\{\{[^}]+\}\}|-?[0-9][0-9_,.]*)\s+(?:±|\+-|\+\/-)\s*([0-9.]+)%\s*(.*)$/.exec(spec.trim());
  if (!m) {
    problems.push(`${where}: "? predict: number" needs "<answer> ±<tolerance>% [unit]", got ${JSON.stringify(spec)}`);
    return { answer: NaN, tolerancePct: NaN, unit: '' };
  }
  let answer;
  if (m[1].startsWith('{{')) {
    const refs = findRefs(m[1]);
    if (refs.length !== 1) problems.push(`${where}: the answer ${m[1]} is not a {{cited:…}} or {{modelled:…}} reference`);
    answer = refs[0] ?? NaN;
  } else answer = Number(m[1].replace(/[_,]/g, ''));
  return { answer, tolerancePct: Number(m[2]), unit: m[3].trim() };
}

function parsePrediction(lines, where, problems) {
  const head = /^\? predict:\s*(choice|number)\b(.*)$/.exec(lines[0]);
  if (!head) {
    problems.push(`${where}: "${lines[0]}" should be "? predict: choice" or "? predict: number <answer> ±<tol>% [unit]"`);
    return undefined;
  }
  const p = { kind: head[1], question: '', options: [], explain: '' };
  if (p.kind === 'number') Object.assign(p, parseNumberSpec(head[2], where, problems));
  const question = [];
  let i = 1;
  for (; i < lines.length && !lines[i].startsWith('! explain:'); i++) {
    const opt = /^- \[( |x|X)\]\s+(.*)$/.exec(lines[i]);
    if (opt) {
      if (p.kind !== 'choice') problems.push(`${where}: options are only for "? predict: choice"`);
      p.options.push({ text: opt[2].trim(), correct: opt[1] !== ' ' });
    } else if (p.options.length && lines[i].trim() !== '') {
      problems.push(`${where}: text after the options must start with "! explain:" (got ${JSON.stringify(lines[i])})`);
    } else question.push(lines[i]);
  }
  p.question = question.join('\n').trim();
  if (i < lines.length) p.explain = [lines[i].slice('! explain:'.length).trimStart(), ...lines.slice(i + 1)].join('\n').trim();
  if (!p.question) problems.push(`${where}: the prediction has no question text`);
  if (!p.explain) problems.push(`${where}: the prediction needs "! explain:" followed by the explanation`);
  if (p.kind === 'choice') {
    if (p.options.length < 2) problems.push(`${where}: a choice needs at least two "- [ ]" options`);
    if (p.options.filter((o) => o.correct).length !== 1) problems.push(`${where}: mark exactly one option "- [x]"`);
  }
  return p;
}

/**
 * Parses one lesson file. Never throws: problems are listed (with the step
 * they are in) and the parts that could be read are returned.
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
      const where = `step "${m[1]}" (line ${i + 1})`;
      if (steps.some((s) => s.id === m[1])) problems.push(`${where}: the id "${m[1]}" is used twice`);
      current = { id: m[1], line: i + 1, ...parseAttrs(m[2], where, problems), lines: [] };
      steps.push(current);
    } else if (current) current.lines.push(line);
    else intro.push(line);
  }
  if (!steps.length) problems.push('no steps: add a line "--- step: <id> scenario: <path>"');
  const out = steps.map((s) => {
    const where = `step "${s.id}" (line ${s.line})`;
    let body = s.lines;
    let title = '';
    const h = body.findIndex((l) => /^##\s+/.test(l));
    if (h >= 0 && body.slice(0, h).every((l) => l.trim() === '')) {
      title = body[h].replace(/^##\s+/, '').trim();
      body = body.slice(h + 1);
    } else problems.push(`${where}: start the step with a "## title" line`);
    let inFence = false;
    const p = body.findIndex((l) => {
      if (/^\s*```/.test(l)) inFence = !inFence;
      return !inFence && l.startsWith('? predict:');
    });
    let prediction;
    if (p >= 0) {
      prediction = parsePrediction(body.slice(p), where, problems);
      body = body.slice(0, p);
    } else problems.push(`${where}: every step asks for a prediction ("? predict: …") before the run`);
    return { id: s.id, line: s.line, title, scenario: s.scenario, compare: s.compare, speed: s.speed, start: s.start, cue: s.cue, tune: s.tune, body: body.join('\n').trim(), prediction };
  });
  return { meta, intro: intro.join('\n').trim(), steps: out, problems };
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
    for (const k of ['scenario', 'compare', 'speed', 'start', 'cue']) if (String(s[k]) !== String(t[k])) problems.push(`step "${s.id}": ${k} differs (${s[k]} vs ${t[k]})`);
    if (s.tune.join(',') !== t.tune.join(',')) problems.push(`step "${s.id}": tune differs`);
    const p = s.prediction;
    const q = t.prediction;
    if (!p || !q) return;
    if (p.kind !== q.kind) problems.push(`step "${s.id}": prediction kind differs (${p.kind} vs ${q.kind})`);
    else if (p.kind === 'choice') {
      const shape = (x) => x.options.map((o) => (o.correct ? 'x' : ' ')).join('');
      if (shape(p) !== shape(q)) problems.push(`step "${s.id}": options differ ([${shape(p)}] vs [${shape(q)}])`);
    } else {
      const ans = (x) => (typeof x.answer === 'object' ? x.answer.raw.replace(/\|.*\}\}$/, '}}') : String(x.answer));
      if (ans(p) !== ans(q) || p.tolerancePct !== q.tolerancePct) problems.push(`step "${s.id}": numeric answer differs (${ans(p)} ±${p.tolerancePct}% vs ${ans(q)} ±${q.tolerancePct}%)`);
    }
    const refs = (x) => [...new Set(findRefs(`${x.body}\n${x.prediction?.question ?? ''}\n${x.prediction?.explain ?? ''}`).map((r) => `${r.kind}:${r.source}:${r.key}:${r.metric}`))].sort().join(' ');
    if (refs(s) !== refs(t)) problems.push(`step "${s.id}": cited figures differ:\n  ${refs(s)}\n  ${refs(t)}`);
  });
  return problems;
}
