// The lesson validator: a lesson file is parsed (lesson-format.js), then
// what it refers to is checked against the lab's data. Every {{cited:…}} and
// {{modelled:…}} names a figure of a cited.json (and the model has a value
// for it), every scenario path stays inside lessons/ and names a scenario
// file, every cue and start falls inside its step's run, and every source
// the front matter names has figures the lesson quotes. One validator for
// the trainers' preview (the web app) and the repository's lessons
// (node --test tests/lessons/). Plain JavaScript; types in lesson-check.d.ts.
import { answerText, figureKey, findFigure, findModelled, findRefs, parseLesson, resolveLessonPath } from './lesson-format.js';
import { problem } from './lesson-problem.js';

/** Anything shaped like a figure reference ({{cited:…}}, {{modelled:…}}, a typo like {{cite:…}}). */
const REF_LIKE = /\{\{\s*[A-Za-z]+\s*:[^}]*\}\}/g;
const SHAPE = '{{cited:<source>:<figure>:<metric>}} or {{modelled:<source>:<figure>:<metric>}}';
const SHAPE_ZH = '{{cited:<来源>:<图表数据>:<指标>}} 或 {{modelled:<来源>:<图表数据>:<指标>}}';

/**
 * Parses and checks a lesson file. The result is parseLesson's, with the
 * problems of both (in English and Chinese) in file order.
 *
 * ctx.lessonDir   the lesson's folder under lessons/ (a preview's stand-in)
 * ctx.preview     true for a trainer's file: the lab does not have its folder
 * ctx.citedDocs   every lessons/<x>/cited.json
 * ctx.report      tests/fidelity/report.json
 * ctx.scenarios   scenario JSON by path under lessons/ ("01-x/scenarios/y.json")
 */
export function validateLesson(text, ctx) {
  const lesson = parseLesson(text);
  const problems = [...lesson.problems, ...checkLesson(lesson, ctx)];
  // Stable: the file-wide problems (no line) first, then by line.
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { ...lesson, problems };
}

/** The problems of what a parsed lesson refers to (see validateLesson). */
export function checkLesson(lesson, ctx) {
  const problems = [];
  const quoted = [];
  const checkText = (where, text, seen) => {
    for (const p of refProblems(where, text, ctx, seen)) problems.push(p);
    quoted.push(...findRefs(text));
  };
  checkText(null, lesson.intro, new Set());
  for (const step of lesson.steps) {
    const where = { id: step.id, line: step.line };
    const seen = new Set();
    const p = step.prediction;
    for (const text of [step.body, p?.question ?? '', ...(p?.options ?? []).map((o) => o.text), answerText(p)]) checkText(where, text, seen);
    if (p && typeof p.answer === 'object' && !seen.has(p.answer.raw)) {
      seen.add(p.answer.raw);
      const why = figureProblem(p.answer, ctx);
      if (why) problems.push(problem(where, why.en, why.zh));
      quoted.push(p.answer);
    }
    problems.push(...scenarioProblems(where, step, ctx));
  }
  problems.push(...sourceProblems(lesson, quoted, ctx));
  return problems;
}

/** Each figure reference in a text that is malformed or names no figure, once per step. */
function refProblems(where, text, ctx, seen) {
  const out = [];
  const at = (en, zh) => out.push(where ? problem(where, en, zh) : problem(null, `introduction: ${en}`, `引言：${zh}`));
  for (const m of text.matchAll(REF_LIKE)) {
    const raw = m[0];
    if (seen.has(raw)) continue;
    seen.add(raw);
    const ref = findRefs(raw)[0];
    if (!ref || ref.raw !== raw) {
      at(`${raw} is not a figure reference; expected ${SHAPE} (e.g. {{cited:S000:t256-on-c16-d6:tps}}). It shows as typed.`, `${raw} 不是图表数据引用；应为 ${SHAPE_ZH}（例如 {{cited:S000:t256-on-c16-d6:tps}}）。它会按原样显示。`);
      continue;
    }
    const why = figureProblem(ref, ctx);
    if (why) at(why.en, why.zh);
  }
  return out;
}

/** Why a well-formed reference names no figure (or no modelled value), or null. */
function figureProblem(ref, ctx) {
  const shown = { en: ' It shows as typed.', zh: '它会按原样显示。' };
  const docs = ctx.citedDocs.filter((d) => d.source.id === ref.source);
  if (!docs.length) {
    const ids = [...new Set(ctx.citedDocs.map((d) => d.source.id))].sort().join(', ');
    return {
      en: `${ref.raw}: source "${ref.source}" is not known; expected one of ${ids} (the sources of lessons/*/cited.json).${shown.en}`,
      zh: `${ref.raw}：来源 "${ref.source}" 不存在；应为 ${ids} 之一（lessons/*/cited.json 里的来源）。${shown.zh}`,
    };
  }
  const figures = docs.flatMap((d) => d.figures);
  const ofKey = figures.filter((f) => figureKey(f) === ref.key);
  if (!ofKey.length) {
    const withMetric = figures.filter((f) => f.metric === ref.metric);
    const keys = [...new Set((withMetric.length ? withMetric : figures).map(figureKey))].join(', ');
    const scope = withMetric.length ? { en: ` with metric "${ref.metric}"`, zh: `（指标 "${ref.metric}"）` } : { en: '', zh: '' };
    return {
      en: `${ref.raw}: figure "${ref.key}" is not among ${ref.source}'s figures; expected one of ${ref.source}'s figures${scope.en}: ${keys}.${shown.en}`,
      zh: `${ref.raw}：${ref.source} 中没有图表数据 "${ref.key}"；应为 ${ref.source} 的以下图表数据之一${scope.zh}：${keys}。${shown.zh}`,
    };
  }
  if (!findFigure(ctx.citedDocs, ref)) {
    const metrics = [...new Set(ofKey.map((f) => f.metric))].join(', ');
    return {
      en: `${ref.raw}: ${ref.source}'s figure "${ref.key}" has no metric "${ref.metric}"; expected one of ${metrics}.${shown.en}`,
      zh: `${ref.raw}：${ref.source} 的图表数据 "${ref.key}" 没有指标 "${ref.metric}"；应为 ${metrics} 之一。${shown.zh}`,
    };
  }
  if (ref.kind === 'modelled') {
    const hit = findFigure(ctx.citedDocs, ref);
    const m = findModelled(ctx.report, hit.doc, hit.figure);
    if (!m || m.modelled === null || m.modelled === undefined) {
      return {
        en: `${ref.raw}: the model has no value for this figure in tests/fidelity/report.json; expected a figure the fidelity run models (npm run fidelity), or {{cited:…}} for the measured value. It shows as "—".`,
        zh: `${ref.raw}：tests/fidelity/report.json 里没有模型对这个图表数据的值；应引用保真度运行（npm run fidelity）建模过的图表数据，或用 {{cited:…}} 引用实测值。它会显示为 "—"。`,
      };
    }
  }
  return null;
}

// What the lab can show of a scenario file, as its scenario fields allow
// (web/src/sim/scenario.ts SCENARIO_LIMITS): a file outside them, or with
// physics (calibration only), runs differently in the lab and in the
// npm run sim command the lesson prints.
const LAB_LIMITS = { duration_s: [1, 3600], report_interval_s: [0.1, 60] };

function labRunProblems(where, field, path, json) {
  const out = [];
  if (json.physics !== undefined) {
    out.push(problem(where, `${field} "${path}" sets physics, which only calibration uses: the lab cannot apply it, so the lab's run would differ from the npm run sim command; expected no physics in a lesson scenario`, `${field} "${path}" 设置了 physics（只用于校准）：实验室无法应用，实验室中的运行会与 npm run sim 命令不同；课程场景中不应有 physics`));
  }
  for (const [key, [min, max]] of Object.entries(LAB_LIMITS)) {
    const v = json[key];
    if (v !== undefined && !(typeof v === 'number' && v >= min && v <= max)) {
      out.push(problem(where, `${field} "${path}": ${key} ${JSON.stringify(v)} is outside what the lab runs; expected ${min} to ${max}`, `${field} "${path}"：${key} ${JSON.stringify(v)} 超出实验室可运行的范围；应为 ${min} 到 ${max}`));
    }
  }
  return out;
}

/** The step's scenario and compare paths, and its cue and start against the run's length. */
function scenarioProblems(where, step, ctx) {
  const out = [];
  let run;
  for (const field of ['scenario', 'compare']) {
    const path = step[field];
    if (!path) continue;
    const rel = resolveLessonPath(ctx.lessonDir, path);
    if (rel === null) {
      out.push(problem(where, `${field} "${path}" leads outside lessons/; expected a path relative to the lesson's folder that stays inside lessons/, such as scenarios/<name>.json or ../01-binlog-off-slower/scenarios/<name>.json`, `${field} "${path}" 指向 lessons/ 之外；应为相对于课程文件夹、且不离开 lessons/ 的路径，例如 scenarios/<名称>.json 或 ../01-binlog-off-slower/scenarios/<名称>.json`));
      continue;
    }
    const json = ctx.scenarios[rel];
    if (json && typeof json === 'object') {
      if (field === 'scenario') run = { path, durationS: json.duration_s };
      out.push(...labRunProblems(where, field, path, json));
      continue;
    }
    out.push(missingScenario(where, field, path, rel, ctx));
  }
  for (const field of ['start', 'cue']) {
    const at = step[field];
    if (at === undefined) continue;
    if (!run) {
      if (step.scenario) out.push(problem(where, `${field} ${at} cannot be checked: the step's scenario "${step.scenario}" is not loaded (see above), so the length of its run is unknown; a ${field} must fall before the end of the run`, `${field} ${at} 无法检查：这一步的场景 "${step.scenario}" 没有载入（见上文），不知道运行有多长；${field} 必须在运行结束之前`));
    } else if (typeof run.durationS === 'number' && !(at < run.durationS)) {
      out.push(problem(where, `${field} ${at} is beyond the step's run: ${run.path} runs ${run.durationS} s; expected simulated seconds greater than 0 and less than ${run.durationS}`, `${field} ${at} 超出了这一步的运行：${run.path} 只运行 ${run.durationS} 秒；应为大于 0、小于 ${run.durationS} 的模拟秒数`));
    }
  }
  out.push(...watchProblems(where, step, run));
  return out;
}

/** Real seconds a step's slow motion may take: the learner watches it all before the answer. */
export const MAX_WATCH_S = 30;

/**
 * A step slower than max plays its speed from its start (or 0) to its cue,
 * then at full speed: without a cue the whole run would be in slow motion
 * (1/1000 x 5 s is 83 minutes), and the stretch must fit MAX_WATCH_S.
 */
function watchProblems(where, step, run) {
  if (step.speed === undefined || step.speed === 'max' || step.speed >= 1) return [];
  const from = step.start ?? 0;
  const slowUntil = step.cue ?? run?.durationS;
  if (typeof slowUntil !== 'number') return [];
  const realS = (slowUntil - from) / step.speed;
  if (realS <= MAX_WATCH_S) return [];
  const fits = Number((from + MAX_WATCH_S * step.speed).toPrecision(3));
  const what = step.cue === undefined ? { en: 'it has no cue, so the whole run', zh: '它没有 cue，整段运行都' } : { en: `from ${from} s to its cue at ${step.cue} s it`, zh: `从 ${from} 秒到 cue ${step.cue} 秒之间` };
  return [
    problem(
      where,
      `at speed ${step.speed} ${what.en} plays in slow motion for ${Math.round(realS)} s of real time; expected at most ${MAX_WATCH_S} s: set a cue no later than ${fits} (the rest of the run then goes at full speed) or a higher speed`,
      `以 ${step.speed} 的速度，${what.zh}要慢放 ${Math.round(realS)} 秒真实时间；最多应为 ${MAX_WATCH_S} 秒：把 cue 设在 ${fits} 或更早（之后的运行以最快速度进行），或者调高速度`,
    ),
  ];
}

/** A scenario path inside lessons/ that names no scenario file. */
function missingScenario(where, field, path, rel, ctx) {
  const own = `${ctx.lessonDir}/`;
  if (ctx.preview && rel.startsWith(own)) {
    // A previewed file's own folder is not in the lab: point at a built scenario of the same name, if any.
    const tail = rel.slice(own.length);
    const same = Object.keys(ctx.scenarios).filter((k) => k.slice(k.indexOf('/') + 1) === tail).map((k) => `../${k}`);
    const instead = same.length ? { en: ` (${same.join(', ')} exists)`, zh: `（${same.join('、')} 存在）` } : { en: '', zh: '' };
    return problem(
      where,
      `${field} "${path}" is in the lesson's own folder, which a previewed lesson does not have, so the lab keeps its current scenario; expected a built lesson's scenario, written from the lesson's folder as ../<lesson>/scenarios/<name>.json${instead.en}, or save the lesson under lessons/ beside its scenarios and rebuild the lab`,
      `${field} "${path}" 位于课程自己的文件夹中，而预览的课程没有这个文件夹，所以实验保留当前场景；应引用已构建课程的场景，从课程文件夹写作 ../<课程>/scenarios/<名称>.json${instead.zh}，或者把课程与它的场景一起保存到 lessons/ 下并重新构建实验`,
    );
  }
  const dir = rel.slice(0, rel.indexOf('/') + 1);
  const nearby = Object.keys(ctx.scenarios).filter((k) => k.startsWith(dir)).map((k) => k.slice(dir.length)).sort();
  const list = nearby.length ? nearby.join(', ') : 'none';
  return problem(
    where,
    `${field} "${path}" names no scenario file (lessons/${rel}); expected a JSON file under lessons/<lesson>/scenarios/ or steps/; lessons/${dir} has: ${list}`,
    `${field} "${path}" 找不到场景文件（lessons/${rel}）；应为 lessons/<课程>/scenarios/ 或 steps/ 下的 JSON 文件；lessons/${dir} 下有：${list}`,
  );
}

/** Every source the front matter names has a cited.json, and the lesson quotes it. */
function sourceProblems(lesson, quoted, ctx) {
  const out = [];
  const known = [...new Set(ctx.citedDocs.map((d) => d.source.id))].sort().join(', ');
  for (const id of (lesson.meta.source ?? '').split(/,\s*/).filter(Boolean)) {
    if (!ctx.citedDocs.some((d) => d.source.id === id)) {
      out.push(problem(null, `front matter: source "${id}" is not known; expected ${known} (the sources of lessons/*/cited.json), comma separated`, `front matter：来源 "${id}" 不存在；应为 ${known}（lessons/*/cited.json 里的来源），多个时用逗号分隔`));
    } else if (!quoted.some((r) => r.source === id && findFigure(ctx.citedDocs, r))) {
      out.push(problem(null, `front matter: source "${id}" is named but none of its figures is quoted; expected at least one {{cited:${id}:…}} or {{modelled:${id}:…}} in the lesson, or remove ${id} from "source"`, `front matter：列出了来源 "${id}"，但课程没有引用它的任何图表数据；课程里应至少有一个 {{cited:${id}:…}} 或 {{modelled:${id}:…}}，否则把 ${id} 从 "source" 中删掉`));
    }
  }
  return out;
}
