import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = import.meta.dirname;

/** Which module imports which, from the import lines of every non-test file under server/modules. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const moduleOf = (path: string) => relative(MODULES, path).split(/[\\/]/)[0];
  for (const entry of readdirSync(MODULES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const from = moduleOf(file);
    if (!from || from.endsWith('.ts')) continue;
    for (const [, target] of readFileSync(file, 'utf8').matchAll(/from\s+'(\.[^']+)'/g)) {
      const path = resolve(dirname(file), target!);
      const to = path.startsWith(MODULES) ? moduleOf(path) : undefined;
      if (to && to !== from) (graph.get(from) ?? graph.set(from, new Set()).get(from)!).add(to);
    }
  }
  return graph;
}

/** Every cycle's modules, found by a depth-first walk. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (node: string, path: string[]) => {
    if (path.includes(node)) {
      found.push([...path.slice(path.indexOf(node)), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) walk(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) walk(node, []);
  return found;
}

describe('module imports', () => {
  it('has no loops: a module that builds on another is never imported back by it', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(5);
    expect(cycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
