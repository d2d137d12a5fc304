// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The source's import graph: no cycles, and one wiring of component tests to the emulator.
const ROOT = resolve(import.meta.dirname, '../..');

/** Relative imports (static, dynamic, re-exports, type-only too) of every source file. */
function importGraph(): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(name)) files.push(path);
    }
  };
  walk(join(ROOT, 'src'));
  files.push(join(ROOT, 'vite.config.ts'));
  const known = new Set(files);
  const resolveImport = (from: string, spec: string) =>
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => resolve(dirname(from), spec + ext))
      .find((p) => known.has(p));
  const graph = new Map<string, string[]>();
  const specifiers = /(?:from\s*|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]*)['"]/g;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(specifiers)].flatMap((m) => resolveImport(file, m[1] ?? '') ?? []);
    graph.set(
      relative(ROOT, file),
      targets.map((t) => relative(ROOT, t)),
    );
  }
  return graph;
}

/** The cycles of `graph`, each as the files on it (Tarjan's strongly connected components). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, order.get(w) ?? 0));
      }
    }
    if (low.get(v) === order.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!order.has(v)) visit(v);
  return found;
}

describe('imports', () => {
  it('finds a cycle where there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('form no cycle, the emulator and its seed files included', () => {
    const graph = importGraph();
    expect(graph.get('src/emulator/seed.ts')).toContain('src/emulator/seed-calls.ts');
    expect(cycles(graph)).toEqual([]);
  });
});

describe('component tests', () => {
  it('reach the service through setupEmulator(), one wiring for every test', () => {
    const wiring = [...importGraph()]
      // The emulator's own tests check the in-process fetch itself.
      .filter(
        ([file, targets]) => !/^src\/(test|emulator)\//.test(file) && targets.includes('src/emulator/in-process.ts'),
      )
      .map(([file]) => file);
    expect(wiring).toEqual([]);
  });
});
