// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
