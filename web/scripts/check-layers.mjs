#!/usr/bin/env node
// The import rule of web/src (see web/src/README.md): no import loop, and
// imports only go down the floors that README lists. Reads every module's
// imports with the TypeScript parser (static, `import type`, re-exports,
// dynamic `import()` and `new URL('./x', import.meta.url)` workers) and
// exits 1 naming each loop and each import that runs up or sideways.
//
//   node web/scripts/check-layers.mjs            the check
//   node web/scripts/check-layers.mjs --folders  also print folder -> folder import counts
//
// Tests (*.test.*, testing/ helpers, __fixtures__) may import anything; code
// may not import them.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const srcDir = join(repoRoot, 'web/src');
const readmePath = join(srcDir, 'README.md');
const codeExt = /\.(ts|tsx|js|mjs)$/;
const isTestSupport = (rel) => /\.test\.[a-z]+$/.test(rel) || /(^|\/)(testing|__fixtures__)\//.test(rel);

/** Floors from web/src/README.md: lines `N. `a/`, `b.ts` — words` under "## Floors". */
export function readFloors(markdown) {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Floors'));
  if (!section) throw new Error(`${relative(repoRoot, readmePath)}: no "## Floors" section`);
  const floors = [];
  for (const line of section.split('\n')) {
    const m = /^(\d+)\.\s+((?:`[^`]+`[,\s]*)+)/.exec(line);
    if (!m) continue;
    const places = [...m[2].matchAll(/`([^`]+)`/g)].map((x) => x[1]);
    floors.push({ floor: Number(m[1]), places });
  }
  if (floors.length === 0) throw new Error(`${relative(repoRoot, readmePath)}: "## Floors" lists no floor`);
  return floors;
}

/** Places that only some others may import: lines `Only `a/` imports `b/`.` under "## Floors". */
export function readPrivate(markdown) {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Floors')) ?? '';
  return [...section.matchAll(/^[-*]?\s*Only ((?:`[^`]+`(?:,\s*|\s+and\s+|\s+))+)imports? `([^`]+)`/gm)].map((m) => ({
    place: m[2],
    from: [...m[1].matchAll(/`([^`]+)`/g)].map((x) => x[1]),
  }));
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? listFiles(join(dir, d.name)) : [join(dir, d.name)]));
}

/** One module per file; a hand-written foo.d.ts belongs to foo.js beside it. */
function moduleKey(rel) {
  if (rel.endsWith('.d.ts')) {
    const js = rel.replace(/\.d\.ts$/, '.js');
    if (existsSync(join(srcDir, js))) return js;
  }
  return rel;
}

/** The relative specifiers one file imports, each with whether only types are taken. */
export function importsOf(fileName, text) {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : undefined);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node)
        ? Boolean(node.importClause?.isTypeOnly || (node.importClause && !node.importClause.name && node.importClause.namedBindings && ts.isNamedImports(node.importClause.namedBindings) && node.importClause.namedBindings.elements.length > 0 && node.importClause.namedBindings.elements.every((e) => e.isTypeOnly)))
        : node.isTypeOnly;
      found.push({ spec: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push({ spec: node.arguments[0].text, typeOnly: false });
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL' && node.arguments?.length === 2 && ts.isStringLiteralLike(node.arguments[0]) && node.arguments[1].getText(sf) === 'import.meta.url') {
      found.push({ spec: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ spec: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found.filter((f) => f.spec.startsWith('.'));
}

/** A relative specifier to the web/src module it names, or null when it leaves web/src. */
function resolveSpec(fromRel, spec) {
  const bare = spec.replace(/\?.*$/, '');
  const abs = resolve(srcDir, dirname(fromRel), bare);
  const rel = relative(srcDir, abs).split('\\').join('/');
  if (rel.startsWith('..')) return null;
  const stem = rel.replace(/\.(js|ts|tsx|mjs)$/, '');
  for (const cand of [rel, `${stem}.ts`, `${stem}.tsx`, `${stem}.js`, `${stem}.mjs`, `${stem}.d.ts`, `${rel}/index.ts`, `${rel}/index.tsx`]) {
    if (codeExt.test(cand) && existsSync(join(srcDir, cand))) return moduleKey(cand);
  }
  if (existsSync(abs)) return null; // css, json, other assets
  return { missing: rel };
}

export function buildGraph() {
  const files = listFiles(srcDir)
    .map((f) => relative(srcDir, f).split('\\').join('/'))
    .filter((f) => codeExt.test(f));
  const edges = []; // { from, to, typeOnly }
  const problems = [];
  for (const rel of files) {
    const from = moduleKey(rel);
    for (const { spec, typeOnly } of importsOf(rel, readFileSync(join(srcDir, rel), 'utf8'))) {
      const to = resolveSpec(rel, spec);
      if (to === null) continue;
      if (typeof to === 'object') {
        problems.push(`${rel}: imports '${spec}', which names no file of web/src`);
        continue;
      }
      if (to !== from) edges.push({ from, to, typeOnly });
    }
  }
  return { modules: [...new Set(files.map(moduleKey))].sort(), edges, problems };
}

/** Loops: strongly connected components of two modules or more (Tarjan), each shown as one concrete cycle. */
export function findLoops(modules, edges) {
  const out = new Map(modules.map((m) => [m, []]));
  for (const e of edges) out.get(e.from)?.push(e.to);
  let index = 0;
  const idx = new Map(), low = new Map(), onStack = new Set(), stack = [], sccs = [];
  const strong = (v) => {
    idx.set(v, index); low.set(v, index); index++;
    stack.push(v); onStack.add(v);
    for (const w of out.get(v) ?? []) {
      if (!idx.has(w)) { strong(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do { w = stack.pop(); onStack.delete(w); scc.push(w); } while (w !== v);
      if (scc.length > 1) sccs.push(scc.sort());
    }
  };
  for (const m of modules) if (!idx.has(m)) strong(m);
  return sccs.map((scc) => {
    // One cycle through the component's first module, by breadth-first search back to it.
    const inScc = new Set(scc);
    const start = scc[0];
    const prev = new Map([[start, null]]);
    const queue = [start];
    let closing = null;
    while (queue.length && !closing) {
      const v = queue.shift();
      for (const w of out.get(v) ?? []) {
        if (!inScc.has(w)) continue;
        if (w === start) { closing = v; break; }
        if (!prev.has(w)) { prev.set(w, v); queue.push(w); }
      }
    }
    const cycle = [];
    for (let v = closing; v !== null; v = prev.get(v)) cycle.unshift(v);
    return { modules: scc, cycle: [...cycle, start] };
  });
}

/** The floor a module stands on: the longest place of the README that holds it. */
function placeOf(floors, mod) {
  let best = null;
  for (const { floor, places } of floors) {
    for (const p of places) {
      const holds = p.endsWith('/') ? mod.startsWith(p) : mod === p;
      if (holds && (!best || p.length > best.place.length)) best = { floor, place: p };
    }
  }
  return best;
}

export function check({ floors, privates = [], modules, edges }) {
  const errors = [];
  const code = modules.filter((m) => !isTestSupport(m));
  for (const m of code) if (!placeOf(floors, m)) errors.push(`${m}: on no floor of web/src/README.md (add its folder to "## Floors")`);
  const up = [], sideways = [], intoTests = [], intoPrivate = [];
  for (const e of edges) {
    if (isTestSupport(e.from)) continue;
    if (isTestSupport(e.to)) { intoTests.push(e); continue; }
    const a = placeOf(floors, e.from), b = placeOf(floors, e.to);
    if (!a || !b) continue;
    for (const p of privates) {
      if (b.place === p.place && a.place !== p.place && !p.from.includes(a.place)) intoPrivate.push({ ...e, only: p.from });
    }
    if (b.floor > a.floor) up.push({ ...e, a, b });
    else if (b.floor === a.floor && a.place !== b.place) sideways.push({ ...e, a, b });
  }
  const loops = findLoops(code, edges.filter((e) => !isTestSupport(e.from) && !isTestSupport(e.to)));
  for (const e of up) errors.push(`up: ${e.from} (floor ${e.a.floor}, ${e.a.place}) imports ${e.typeOnly ? 'types of ' : ''}${e.to} (floor ${e.b.floor}, ${e.b.place})`);
  for (const e of sideways) errors.push(`sideways: ${e.from} (${e.a.place}) imports ${e.typeOnly ? 'types of ' : ''}${e.to} (${e.b.place}), two places of floor ${e.a.floor}`);
  for (const e of intoTests) errors.push(`into tests: ${e.from} imports ${e.to}, which only tests may use`);
  for (const e of intoPrivate) errors.push(`only ${e.only.join(', ')} may import ${e.to}: ${e.from} does`);
  for (const l of loops) errors.push(`loop of ${l.modules.length} modules: ${l.cycle.join(' -> ')}`);
  return { errors, counts: { modules: code.length, imports: edges.length, loops: loops.length, up: up.length, sideways: sideways.length, private: intoPrivate.length } };
}

function folderOf(m) {
  const parts = m.split('/');
  return parts.length > 1 ? `${parts[0]}/` : m;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = buildGraph();
  if (process.argv.includes('--folders')) {
    const counts = new Map();
    for (const e of graph.edges) {
      if (isTestSupport(e.from) || isTestSupport(e.to)) continue;
      const k = `${folderOf(e.from)} -> ${folderOf(e.to)}`;
      if (folderOf(e.from) !== folderOf(e.to)) counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    for (const [k, n] of [...counts].sort()) console.log(`${String(n).padStart(4)}  ${k}`);
  }
  let floors, privates;
  try {
    const readme = readFileSync(readmePath, 'utf8');
    floors = readFloors(readme);
    privates = readPrivate(readme);
  } catch (e) {
    console.error(`check-layers: ${e.message}`);
    process.exit(1);
  }
  const { errors, counts } = check({ floors, privates, ...graph });
  errors.unshift(...graph.problems);
  for (const e of errors) console.error(e);
  const summary = `${counts.modules} modules, ${counts.imports} imports: ${counts.loops} loops, ${counts.up} up, ${counts.sideways} sideways, ${counts.private} past a private floor`;
  if (errors.length) {
    console.error(`check-layers: FAILED (${summary}); the floors and the rule are in web/src/README.md`);
    process.exit(1);
  }
  console.log(`check-layers: ok (${summary})`);
}
