// Lessons are data (lessons/<nn-slug>/lesson.{en,zh}.md + scenario JSON):
// every file parses, both languages ask the same questions of the same runs,
// every figure a lesson quotes resolves to cited.json (so it cannot drift),
// and every scenario a lesson uses loads and runs in the native core.
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { compareTranslations, findFigure, findModelled, findRefs, parseLesson, resolveLessonPath } from '../../web/src/lessons/lesson-format.js';

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
const SPEEDS = new Set(['max', 1000]);
for (let e = -4; e <= 2; e++) for (const m of [1, 2, 5]) SPEEDS.add(Number((m * 10 ** e).toPrecision(1)));

const lessons = dirs
  .filter((d) => existsSync(join(lessonsDir, d, 'lesson.en.md')))
  .map((dir) => {
    const read = (lang) => {
      const file = join(lessonsDir, dir, `lesson.${lang}.md`);
      return existsSync(file) ? parseLesson(readFileSync(file, 'utf8')) : null;
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
  assert.match(bad.problems[0], /cue "soon" is not allowed; expected simulated seconds greater than 0/);
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
    assert.deepEqual(bad.problems, [`step "a" (line 5): start "${v}" is not allowed; expected simulated seconds greater than 0 (e.g. start: 11)`]);
    assert.equal(bad.steps[0].start, undefined);
  }
  const early = parseLesson(lesson(' start: 11 cue: 5'));
  assert.deepEqual(early.problems, ['step "a" (line 5): cue 5 is not after start 11; the run starts at 11 s, so a cue must be later (e.g. cue: 12)']);
  assert.equal(early.steps[0].cue, undefined);
  assert.deepEqual(compareTranslations(parseLesson(lesson(' start: 3')), parseLesson(lesson(''))), ['step "a": start differs (3 vs undefined)']);
});

for (const { dir, en, zh } of lessons) {
  test(`${dir}: both languages parse cleanly and match step for step`, () => {
    assert.ok(zh, `${dir}/lesson.zh.md is missing`);
    assert.deepEqual(en.problems, [], `lesson.en.md:\n${en.problems.join('\n')}`);
    assert.deepEqual(zh.problems, [], `lesson.zh.md:\n${zh.problems.join('\n')}`);
    assert.deepEqual(compareTranslations(en, zh), []);
    assert.ok(en.steps.length >= 3, 'a lesson has at least three steps');
    for (const s of en.steps) assert.ok(s.speed === undefined || SPEEDS.has(s.speed), `step "${s.id}": speed ${s.speed} is not a speed stop`);
  });

  test(`${dir}: every cue point and start falls inside its step's run`, () => {
    for (const s of en.steps) {
      if (s.cue === undefined && s.start === undefined) continue;
      const scenario = JSON.parse(readFileSync(join(lessonsDir, resolveLessonPath(dir, s.scenario)), 'utf8'));
      if (s.cue !== undefined) assert.ok(s.cue < scenario.duration_s, `step "${s.id}": cue ${s.cue} s is not before the end of its run (${scenario.duration_s} s)`);
      if (s.start !== undefined) assert.ok(s.start < scenario.duration_s, `step "${s.id}": start ${s.start} s is not before the end of its run (${scenario.duration_s} s)`);
    }
  });

  test(`${dir}: every referenced scenario exists inside lessons/ and is JSON`, () => {
    for (const s of en.steps) {
      for (const p of [s.scenario, s.compare]) {
        if (!p) continue;
        const rel = resolveLessonPath(dir, p);
        assert.ok(rel, `step "${s.id}": ${p} leaves lessons/`);
        const file = join(lessonsDir, rel);
        assert.ok(existsSync(file), `step "${s.id}": ${p} does not exist`);
        JSON.parse(readFileSync(file, 'utf8'));
      }
    }
  });

  test(`${dir}: every quoted figure resolves to cited.json (and the model's value to report.json)`, () => {
    for (const [lang, lesson] of [['en', en], ['zh', zh]]) {
      const texts = [lesson.intro, ...lesson.steps.flatMap((s) => [s.body, s.prediction?.question ?? '', s.prediction?.explain ?? '', ...(s.prediction?.options ?? []).map((o) => o.text)])];
      const refs = texts.flatMap(findRefs);
      for (const s of lesson.steps) if (s.prediction && typeof s.prediction.answer === 'object') refs.push(s.prediction.answer);
      for (const r of refs) {
        const hit = findFigure(citedDocs, r);
        assert.ok(hit, `${lang}: ${r.raw} names no figure of lessons/*/cited.json`);
        if (r.kind === 'modelled') {
          const m = findModelled(report, hit.doc, hit.figure);
          assert.ok(m && m.modelled !== null, `${lang}: ${r.raw} has no modelled value in tests/fidelity/report.json`);
        }
      }
      for (const s of lesson.steps) {
        if (s.prediction?.kind === 'number') assert.ok(typeof s.prediction.answer === 'object' || Number.isFinite(s.prediction.answer), `${lang} step "${s.id}": bad numeric answer`);
      }
      // A lesson about an article cites it.
      for (const id of (lesson.meta.source ?? '').split(/,\s*/).filter(Boolean)) {
        assert.ok(citedDocs.some((d) => d.source.id === id), `${lang}: source ${id} has no cited.json`);
        assert.ok(refs.some((r) => r.source === id), `${lang}: the lesson names source ${id} but quotes none of its figures`);
      }
    }
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
