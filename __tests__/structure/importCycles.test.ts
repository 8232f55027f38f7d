/**
 * @jest-environment node
 *
 * No circles in src/: no file imports itself through others, and no room (first-level folder) imports a room that imports it back.
 */
import { cycles, importGraph, roomOf, sourceFiles } from '../helpers/importGraph';

const graph = importGraph(sourceFiles('src'));
const inSrc = (file: string) => file.startsWith('src/');

test('the graph covers the rooms of src/ and their imports', () => {
  expect(graph.get('src/content-model/check.ts')?.files).toContain('src/content-model/caseTruth.ts');
  expect([...new Set([...graph.keys()].map(roomOf))]).toEqual(
    expect.arrayContaining(['lib', 'content-model', 'gatsby-node', 'patches', 'hydration', 'sections', 'components']),
  );
});

test('no file circle', () => {
  const fileEdges = new Map([...graph].map(([file, imports]) => [file, imports.files.filter(inSrc)]));
  expect(cycles(fileEdges).map((circle) => circle.join(' ↔ '))).toEqual([]);
});

test('no folder circle', () => {
  const roomEdges = new Map<string, Set<string>>();
  const why = new Map<string, string>();
  for (const [file, imports] of graph) {
    const from = roomOf(file);
    if (!roomEdges.has(from)) roomEdges.set(from, new Set());
    for (const target of imports.files.filter(inSrc)) {
      const to = roomOf(target);
      if (to === from) continue;
      roomEdges.get(from)!.add(to);
      if (!why.has(`${from}>${to}`)) why.set(`${from}>${to}`, `${file} → ${target}`);
    }
  }
  const described = cycles(roomEdges).map((circle) => {
    const edges = circle.flatMap((from) => circle.filter((to) => why.has(`${from}>${to}`)).map((to) => why.get(`${from}>${to}`)));
    return `${circle.join(' ↔ ')} (${edges.join('; ')})`;
  });
  expect(described).toEqual([]);
});

test('the circle finder finds a circle and a self-import, and not a one-way chain', () => {
  const circle = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
    ['d', ['d']],
    ['e', ['a']],
  ]);
  expect(cycles(circle)).toEqual([['a', 'b', 'c'], ['d']]);
});
