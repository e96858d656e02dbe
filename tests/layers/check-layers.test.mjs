// The import rule's check (web/scripts/check-layers.mjs) can fail: on a
// made-up tree it names a loop, an import up a floor, one sideways, one
// past a private floor and a folder on no floor. (npm test runs it on
// web/src itself, in the same step.)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { check, readFloors, readPrivate } from '../../web/scripts/check-layers.mjs';

const readme = `# x

## Floors

1. \`low/\`, \`hidden/\`
2. \`mid/\`, \`side/\`
3. \`top.ts\`

- Only \`mid/\` imports \`hidden/\`.
`;
const floors = readFloors(readme);
const privates = readPrivate(readme);
const edge = (from, to) => ({ from, to, typeOnly: false });

test('reads the floors and the private places from the README', () => {
  assert.deepEqual(floors, [
    { floor: 1, places: ['low/', 'hidden/'] },
    { floor: 2, places: ['mid/', 'side/'] },
    { floor: 3, places: ['top.ts'] },
  ]);
  assert.deepEqual(privates, [{ place: 'hidden/', from: ['mid/'] }]);
});

test('a tree that keeps the rule passes', () => {
  const modules = ['low/a.ts', 'mid/b.ts', 'hidden/h.ts', 'top.ts', 'mid/b.test.ts'];
  const edges = [edge('mid/b.ts', 'low/a.ts'), edge('mid/b.ts', 'hidden/h.ts'), edge('top.ts', 'mid/b.ts'), edge('mid/b.test.ts', 'top.ts')];
  assert.deepEqual(check({ floors, privates, modules, edges }).errors, []);
});

test('a loop, an import up, sideways, past a private floor, and a file on no floor each fail', () => {
  const modules = ['low/a.ts', 'low/b.ts', 'mid/c.ts', 'side/d.ts', 'hidden/h.ts', 'top.ts', 'attic/e.ts'];
  const edges = [edge('low/a.ts', 'low/b.ts'), edge('low/b.ts', 'low/a.ts'), edge('low/a.ts', 'mid/c.ts'), edge('mid/c.ts', 'side/d.ts'), edge('top.ts', 'hidden/h.ts')];
  const { errors, counts } = check({ floors, privates, modules, edges });
  assert.equal(counts.loops, 1);
  assert.equal(counts.up, 1);
  assert.equal(counts.sideways, 1);
  assert.equal(counts.private, 1);
  assert.ok(errors.some((e) => e.startsWith('attic/e.ts: on no floor')), errors.join('\n'));
  assert.ok(errors.some((e) => /^loop of 2 modules: low\/a\.ts -> low\/b\.ts -> low\/a\.ts$/.test(e)), errors.join('\n'));
});
