// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** The rule messages ESLint (with the project's own config) gives `code` placed at `filePath`. */
async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: join(ROOT, filePath) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const EMULATOR_IMPORT = "import { createEmulator } from '../../emulator/app';\nexport const make = createEmulator;\n";

describe('lint keeps the layers', { timeout: 60_000 }, () => {
  it('refuses an emulator import in a feature, the app and the lib', async () => {
    expect(await lint('src/features/rules/fixture.ts', EMULATOR_IMPORT)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*App code does not import the emulator/),
    ]);
    expect(
      await lint(
        'src/app/fixture.ts',
        "import { createEmulator } from '../emulator/app';\nexport const make = createEmulator;\n",
      ),
    ).toEqual([expect.stringMatching(/App code does not import the emulator/)]);
    expect(
      await lint(
        'src/lib/fixture.ts',
        "import { createEmulator } from '../emulator/app';\nexport const make = createEmulator;\n",
      ),
    ).toEqual([expect.stringMatching(/App code does not import the emulator/)]);
  });

  it("keeps the emulator apart: it imports the contract, never the dashboard's code (its tests may)", async () => {
    const clientLib = "import { isMuted } from '../lib/mute-windows.ts';\nexport const m = isMuted;\n";
    expect(await lint('src/emulator/fixture.ts', clientLib)).toEqual([
      expect.stringMatching(/The emulator imports only src\/contract/),
    ]);
    expect(
      await lint(
        'src/emulator/routes/fixture.ts',
        "import { x } from '../../features/calls/timing';\nexport const y = x;\n",
      ),
    ).toEqual([expect.stringMatching(/The emulator imports only src\/contract/)]);
    expect(
      await lint(
        'src/emulator/fixture.ts',
        "import { errorTexts } from '../contract/index.ts';\nexport const e = errorTexts;\n",
      ),
    ).toEqual([]);
    expect(await lint('src/emulator/fixture.test.ts', clientLib)).toEqual([]);
  });

  it('refuses an import of the deploy folder in app code: the policy reaches the app through the build', async () => {
    const deploy = "import { apiSource } from '../../deploy/security-headers';\nexport const s = apiSource;\n";
    expect(await lint('src/lib/fixture.ts', deploy.replace('../../', '../'))).toEqual([
      expect.stringMatching(/App code does not import deploy/),
    ]);
    expect(await lint('src/features/connect/fixture.ts', deploy.replace("'../../", "'../../../"))).toEqual([
      expect.stringMatching(/App code does not import deploy/),
    ]);
  });

  it('lets tests use the emulator, and still keeps features apart in them', async () => {
    expect(await lint('src/features/rules/fixture.test.ts', EMULATOR_IMPORT)).toEqual([]);
    expect(
      await lint(
        'src/features/rules/fixture.test.ts',
        "import { callKeys } from '../calls/api';\nexport const k = callKeys;\n",
      ),
    ).toEqual([expect.stringMatching(/Features do not import each other/)]);
  });

  it('refuses a bare useMutation in a feature, the app, a shared component and the data layer', async () => {
    const bare = "import { useMutation } from '@tanstack/react-query';\nexport const m = useMutation;\n";
    for (const file of [
      'src/features/rules/fixture.ts',
      'src/app/fixture.ts',
      'src/components/fixture.ts',
      'src/data/rules/fixture.ts',
    ]) {
      expect(await lint(file, bare), file).toEqual([expect.stringMatching(/useAgentMutation/)]);
    }
    expect(await lint('src/data/agent-mutation.ts', bare)).toEqual([]);
  });

  it('keeps every read and write of the service in src/data', async () => {
    const options = "import { queryOptions } from '@tanstack/react-query';\nexport const o = queryOptions;\n";
    expect(await lint('src/features/rules/fixture.ts', options)).toEqual([expect.stringMatching(/live in src\/data/)]);
    expect(await lint('src/components/fixture.ts', options)).toEqual([expect.stringMatching(/live in src\/data/)]);
    expect(await lint('src/data/rules/fixture.ts', options)).toEqual([]);
    const fetchLayer = "import { apiRequest } from '../../lib/api-client';\nexport const r = apiRequest;\n";
    expect(await lint('src/features/rules/fixture.ts', fetchLayer)).toEqual([
      expect.stringMatching(/asked through src\/data/),
    ]);
    expect(await lint('src/data/rules/fixture.ts', fetchLayer)).toEqual([]);
  });

  it('refuses a query key written outside src/data, and still refuses inner HTML there', async () => {
    const literal =
      "import { useQuery } from '@tanstack/react-query';\nexport const useQ = () => useQuery({ queryKey: ['calls', 1], queryFn: () => 1 });\n";
    for (const file of [
      'src/features/rules/fixture.ts',
      'src/components/fixture.ts',
      'src/app/fixture.ts',
      'src/lib/fixture.ts',
    ]) {
      expect(await lint(file, literal), file).toEqual([
        expect.stringMatching(/^no-restricted-syntax: Query keys live in src\/data/),
      ]);
    }
    const spread =
      "import { useQuery } from '@tanstack/react-query';\nimport { callKeys } from '../../data/calls/keys';\nexport const useQ = () => useQuery({ queryKey: [...callKeys.all, 'x'], queryFn: () => 1 });\n";
    expect(await lint('src/features/rules/fixture.ts', spread)).toEqual([
      expect.stringMatching(/Query keys live in src\/data/),
    ]);
    const fromData =
      "import { useQuery } from '@tanstack/react-query';\nimport { callKeys } from '../../data/calls/keys';\nexport const useQ = () => useQuery({ queryKey: callKeys.all, queryFn: () => 1 });\n";
    expect(await lint('src/features/rules/fixture.ts', fromData)).toEqual([]);
    expect(await lint('src/data/rules/fixture.ts', literal)).toEqual([]);
    expect(
      await lint(
        'src/features/rules/fixture.tsx',
        'export const X = () => <div dangerouslySetInnerHTML={{ __html: "x" }} />;\n',
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-syntax: Service text is rendered as text/)]);
  });

  it('keeps the direction contract -> lib -> data -> components -> features -> app', async () => {
    const from = (spec: string) => `import { x } from '${spec}';\nexport const y = x;\n`;
    const refused: [string, string][] = [
      ['src/data/rules/fixture.ts', '../../components/page'],
      ['src/data/rules/fixture.ts', '../../features/rules/rules-page'],
      ['src/data/fixture.ts', '../app/router'],
      ['src/lib/fixture.ts', '../data/invalidation'],
      ['src/lib/fixture.ts', '../components/scroll-x'],
      ['src/lib/fixture.ts', '../features/rules/rules-page'],
      ['src/components/fixture.ts', '../features/rules/rules-page'],
      ['src/components/fixture.ts', '../app/router'],
    ];
    for (const [file, spec] of refused) {
      expect(await lint(file, from(spec)), `${file} -> ${spec}`).toEqual([
        expect.stringMatching(/layers go contract -> lib -> data/),
      ]);
    }
    const allowed: [string, string][] = [
      ['src/data/rules/fixture.ts', '../../lib/api-error'],
      ['src/data/rules/fixture.ts', '../../contract'],
      ['src/components/fixture.ts', '../data/rules/queries'],
      ['src/features/rules/fixture.ts', '../../data/rules/queries'],
      ['src/app/fixture.ts', '../data/agents/queries'],
    ];
    for (const [file, spec] of allowed) expect(await lint(file, from(spec)), `${file} -> ${spec}`).toEqual([]);
  });

  it('keeps every folder of src/features apart from the others', async () => {
    const features = readdirSync(join(ROOT, 'src/features'), { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(features.length).toBeGreaterThan(1);
    for (const { name } of features) {
      const other = features.find((f) => f.name !== name)?.name;
      expect(
        await lint(`src/features/${name}/fixture.ts`, `import { x } from '../${other}/page';\nexport const y = x;\n`),
        name,
      ).toEqual([expect.stringMatching(/Features do not import each other/)]);
    }
  });
});

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
