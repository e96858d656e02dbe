// Lessons are data (lessons/<nn-slug>/lesson.{en,zh}.md + scenario JSON):
// every file passes the lesson validator (web/src/lessons/lesson-check.js,
// the one the trainers' preview runs: it parses, every figure a lesson quotes
// resolves to cited.json so it cannot drift, every scenario is inside
// lessons/, every cue and start inside its run), both languages ask the same
// questions of the same runs, and every scenario a lesson uses loads and runs
// in the native core.
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { compareTranslations, findRefs, parseLesson, resolveLessonPath } from '../../web/src/lessons/lesson-format.js';
import { validateLesson } from '../../web/src/lessons/lesson-check.js';
import { ZH_ONE_WORD } from '../../web/src/lessons/zh-terms.js';

const root = new URL('../../', import.meta.url).pathname;
const lessonsDir = join(root, 'lessons');
const sim = join(root, 'wasm-core/build/commitlab-sim');
const run = promisify(execFile);

const dirs = readdirSync(lessonsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && /^\d\d-/.test(d.name))
  .map((d) => d.name)
  .sort();
const citedDocs = dirs.filter((d) => existsSync(join(lessonsDir, d, 'cited.json'))).map((d) => JSON.parse(readFileSync(join(lessonsDir, d, 'cited.json'), 'utf8')));
const report = JSON.parse(readFileSync(join(root, 'tests/fidelity/report.json'), 'utf8'));
/** What the web app bundles: every lessons/<x>/{scenarios,steps}/*.json, by path under lessons/. */
const scenarios = {};
for (const dir of dirs) {
  for (const sub of ['scenarios', 'steps']) {
    const folder = join(lessonsDir, dir, sub);
    if (!existsSync(folder)) continue;
    for (const f of readdirSync(folder)) if (f.endsWith('.json')) scenarios[`${dir}/${sub}/${f}`] = JSON.parse(readFileSync(join(folder, f), 'utf8'));
  }
}

/** The validator's problems in English (each is in English and Chinese). */
const english = (problems) => problems.map((p) => p.en);

const lessons = dirs
  .filter((d) => existsSync(join(lessonsDir, d, 'lesson.en.md')))
  .map((dir) => {
    const read = (lang) => {
      const file = join(lessonsDir, dir, `lesson.${lang}.md`);
      return existsSync(file) ? validateLesson(readFileSync(file, 'utf8'), { lessonDir: dir, preview: false, citedDocs, report, scenarios }) : null;
    };
    return { dir, en: read('en'), zh: read('zh') };
  });

/** Every scenario file the lessons reference, plus every steps/*.json. */
const scenarioFiles = new Set();
for (const { dir, en } of lessons) {
  for (const s of en.steps) for (const p of [s.scenario, s.compare]) if (p) scenarioFiles.add(resolveLessonPath(dir, p));
  const steps = join(lessonsDir, dir, 'steps');
  if (existsSync(steps)) for (const f of readdirSync(steps)) if (f.endsWith('.json')) scenarioFiles.add(`${dir}/steps/${f}`);
}

test('there is an introduction, one lesson per article (S000-S004) and a closing lesson', () => {
  assert.ok(lessons.length >= 7, `found ${lessons.map((l) => l.dir).join(', ')}`);
  const sources = lessons.map((l) => l.en.meta.source ?? '');
  for (const id of ['S000', 'S001', 'S002', 'S003', 'S004']) assert.ok(sources.some((s) => s.split(/,\s*/).includes(id)), `no lesson has source ${id}`);
});

test('cue points: optional (older lessons parse unchanged), simulated seconds, bad values named', () => {
  const lesson = (attrs) => `---\ntitle: T\nsummary: S\n---\n--- step: a scenario: x.json${attrs}\n## Title\nBody\n? predict: choice\nQ\n- [ ] no\n- [x] yes\n! explain: E\n`;
  const plain = parseLesson(lesson(''));
  assert.deepEqual(plain.problems, []);
  assert.equal(plain.steps[0].cue, undefined);
  const cued = parseLesson(lesson(' speed: 0.1 cue: 2.5 tune: threads'));
  assert.deepEqual(cued.problems, []);
  assert.equal(cued.steps[0].cue, 2.5);
  assert.equal(cued.steps[0].speed, 0.1);
  assert.deepEqual(cued.steps[0].tune, ['threads']);
  const bad = parseLesson(lesson(' cue: soon'));
  assert.match(bad.problems[0].en, /cue "soon" is not allowed; expected simulated seconds greater than 0/);
  assert.equal(bad.steps[0].cue, undefined);
  assert.deepEqual(compareTranslations(parseLesson(lesson(' cue: 3')), plain), ['step "a": cue differs (3 vs undefined)']);
});

test('start: optional simulated seconds where the run fast-forwards to; bad values and a cue before it are named', () => {
  const lesson = (attrs) => `---\ntitle: T\nsummary: S\n---\n--- step: a scenario: x.json${attrs}\n## Title\nBody\n? predict: choice\nQ\n- [ ] no\n- [x] yes\n! explain: E\n`;
  assert.equal(parseLesson(lesson('')).steps[0].start, undefined);
  const started = parseLesson(lesson(' speed: 0.01 start: 11 cue: 11.3'));
  assert.deepEqual(started.problems, []);
  assert.equal(started.steps[0].start, 11);
  assert.equal(started.steps[0].cue, 11.3);
  for (const v of ['soon', '0', '-2', 'Infinity']) {
    const bad = parseLesson(lesson(` start: ${v}`));
    assert.deepEqual(english(bad.problems), [`step "a" (line 5): start "${v}" is not allowed; expected simulated seconds greater than 0 (e.g. start: 11)`]);
    assert.equal(bad.steps[0].start, undefined);
  }
  const early = parseLesson(lesson(' start: 11 cue: 5'));
  assert.deepEqual(english(early.problems), ['step "a" (line 5): cue 5 is not after start 11; the run starts at 11 s, so a cue must be later (e.g. cue: 12)']);
  assert.equal(early.steps[0].cue, undefined);
  assert.deepEqual(compareTranslations(parseLesson(lesson(' start: 3')), parseLesson(lesson(''))), ['step "a": start differs (3 vs undefined)']);
});

test('every answer opens with a takeaway of one or two sentences, in both languages; model caveats fold under "! model:"', () => {
  // A sentence ends with . ! ? (or their Chinese forms) followed by a space or the end.
  const sentences = (text) => text.split(/(?<=[.!?])\s+(?=[A-Z(`*])|(?<=[。！？])/u).filter((x) => x.trim()).length;
  for (const { dir, en, zh } of lessons) {
    for (const [lang, lesson] of [['en', en], ['zh', zh]]) {
      for (const step of lesson.steps) {
        const p = step.prediction;
        assert.ok(p?.takeaway, `${dir} ${lang} step "${step.id}": no "! takeaway:"`);
        assert.ok(sentences(p.takeaway) <= 2, `${dir} ${lang} step "${step.id}": the takeaway has ${sentences(p.takeaway)} sentences: ${p.takeaway}`);
        assert.ok(p.takeaway.length <= (lang === 'en' ? 240 : 110), `${dir} ${lang} step "${step.id}": the takeaway is ${p.takeaway.length} characters long`);
        assert.ok(!/\{\{/.test(p.takeaway), `${dir} ${lang} step "${step.id}": a takeaway quotes no figure (they are charted with the explanation)`);
        if (p.model !== undefined) assert.ok(p.model.length > 0 && !p.explain.includes(p.model), `${dir} ${lang} step "${step.id}": "! model:" is empty or repeats the explanation`);
      }
    }
  }
  // The format: takeaway and model are parsed apart from the explanation.
  const one = parseLesson('---\ntitle: T\nsummary: S\n---\n--- step: a scenario: x.json\n## T\nB\n? predict: choice\nQ\n- [ ] no\n- [x] yes\n! takeaway: Short.\n! explain: Long.\n\nMore.\n! model: Caveat.\n');
  assert.deepEqual(one.problems, []);
  assert.equal(one.steps[0].prediction.takeaway, 'Short.');
  assert.equal(one.steps[0].prediction.explain, 'Long.\n\nMore.');
  assert.equal(one.steps[0].prediction.model, 'Caveat.');
});

test('charts: and tries: are optional step attributes; unknown charts and bad tries are named with what is allowed', () => {
  const lesson = (attrs) => `---\ntitle: T\nsummary: S\n---\n--- step: a scenario: x.json${attrs}\n## Title\nBody\n? predict: choice\nQ\n- [ ] no\n- [x] yes\n! explain: E\n`;
  const ok = parseLesson(lesson(' tune: threads charts: tps, cpu tries: 3'));
  assert.deepEqual(ok.problems, []);
  assert.deepEqual(ok.steps[0].charts, ['tps', 'cpu']);
  assert.equal(ok.steps[0].tries, 3);
  assert.deepEqual(parseLesson(lesson('')).steps[0].charts, []);
  assert.match(parseLesson(lesson(' charts: tpss')).problems[0].en, /chart "tpss" is not one of the lab's charts; expected one of tps, latency/);
  assert.match(parseLesson(lesson(' tune: threads tries: 40')).problems[0].en, /tries "40" is not allowed; expected a whole number of settings from 2 to 10/);
  assert.match(parseLesson(lesson(' tries: 3')).problems[0].en, /tries 3 needs knobs to try: add "tune: knob, knob"/);
  // Lesson 01's tuning step asks for three tries of its two knobs.
  const tune = lessons.find((l) => l.dir.startsWith('01-')).en.steps.find((s) => s.id === 'tune');
  assert.equal(tune.tries, 3);
  assert.deepEqual(tune.charts, ['tps', 'cpu']);
});

test('the validator (the preview\'s too) refuses a broken copy of a real lesson, naming field and value', () => {
  const dir = '01-binlog-off-slower';
  const text = readFileSync(join(lessonsDir, dir, 'lesson.en.md'), 'utf8');
  const ctx = { lessonDir: dir, preview: false, citedDocs, report, scenarios };
  assert.deepEqual(english(validateLesson(text, ctx).problems), []);
  const ref = findRefs(text)[0];
  const step = /^--- step: (\S+) scenario: (\S+)/m.exec(text);
  const broken = text.replace(ref.raw, `{{${ref.kind}:${ref.source}:nope:${ref.metric}}}`).replace(step[0], `--- step: ${step[1]} scenario: ../../${step[2]} speed: 3`);
  const problems = english(validateLesson(broken, ctx).problems);
  assert.ok(problems.some((p) => p.includes(`scenario "../../${step[2]}" leads outside lessons/`)), problems.join('\n'));
  assert.ok(problems.some((p) => p.includes('speed "3" is not allowed; expected one of the lab\'s speed stops')), problems.join('\n'));
  assert.ok(problems.some((p) => p.includes(`{{${ref.kind}:${ref.source}:nope:${ref.metric}}}: figure "nope" is not among ${ref.source}'s figures`)), problems.join('\n'));
});

test('the Chinese lessons use the lab\'s word for each thing, Chinese quotes, and no space between two Chinese characters', () => {
  const problems = [];
  for (const dir of dirs) {
    const file = join(lessonsDir, dir, 'lesson.zh.md');
    if (!existsSync(file)) continue;
    readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      const prose = line.replace(/`[^`]*`/g, '`code`').replace(/\{\{[^}]*\}\}/g, '{{ref}}');
      const at = `${dir}/lesson.zh.md:${i + 1}`;
      for (const { avoid, say } of ZH_ONE_WORD) if (avoid.test(prose)) problems.push(`${at}: "${prose.match(avoid)[0]}": say ${say}`);
      if (/[\u3400-\u9fff] +[\u3400-\u9fff]/.test(prose)) problems.push(`${at}: a space between two Chinese characters`);
      if (/"[^"]*[\u3400-\u9fff][^"]*"/.test(prose)) problems.push(`${at}: ASCII quotes around Chinese text: use “”`);
    });
  }
  assert.deepEqual(problems, []);
});

for (const { dir, en, zh } of lessons) {
  test(`${dir}: both languages pass the lesson validator and match step for step`, () => {
    assert.ok(zh, `${dir}/lesson.zh.md is missing`);
    assert.deepEqual(english(en.problems), [], `lesson.en.md:\n${english(en.problems).join('\n')}`);
    assert.deepEqual(english(zh.problems), [], `lesson.zh.md:\n${english(zh.problems).join('\n')}`);
    assert.deepEqual(compareTranslations(en, zh), []);
    assert.ok(en.steps.length >= 3, 'a lesson has at least three steps');
  });
}

test('every lesson scenario runs in the native core (1 simulated second each)', async () => {
  if (!existsSync(sim)) {
    const b = spawnSync('bash', [join(root, 'wasm-core/scripts/build-native.sh')], { stdio: 'inherit' });
    assert.equal(b.status, 0, 'build-native.sh failed');
  }
  const files = [...scenarioFiles].sort();
  assert.ok(files.length > 0);
  const queue = [...files];
  const failures = [];
  const worker = async () => {
    for (let f = queue.shift(); f; f = queue.shift()) {
      try {
        const { stdout } = await run(sim, ['--scenario', join(lessonsDir, f), '--duration', '1', '--format', 'json'], { maxBuffer: 64 << 20 });
        const out = JSON.parse(stdout);
        if (!(out.summary?.transactions > 0) || !(out.intervals?.length >= 1)) failures.push(`${f}: ran but committed nothing`);
      } catch (e) {
        failures.push(`${f}: ${String(e.stderr || e.message).trim().split('\n')[0]}`);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  assert.deepEqual(failures, []);
});
