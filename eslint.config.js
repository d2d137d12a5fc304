import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

// Every folder of src/features is a feature, read from the disk: a new one is kept apart from the
// others (below) from its first file, without a list to update.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const TESTS = ['src/**/*.test.{ts,tsx}', 'src/test/**'];

// The app never ships the emulator: only tests, the Vite config and the emulator itself use it.
const noEmulator = {
  regex: '(^|/)emulator(/|$)',
  message: 'App code does not import the emulator (src/emulator); tests reach it through src/test/emulator.ts.',
};

// Nor the deploy folder: what the app needs of the policy reaches it through the build (vite.config.ts, `define`).
const noDeploy = {
  regex: '(^|/)deploy(/|$)',
  message:
    'App code does not import deploy/; what it needs of the deployment comes through the build (vite.config.ts `define`).',
};

/**
 * One `no-restricted-imports` for `files` (a later block replaces a rule's options, so each
 * layer states all of its restrictions at once): app code also may not import the emulator,
 * tests may.
 */
const restrictImports = (files, { patterns = [], paths = [] }) => {
  const tests = files
    .filter((f) => f.endsWith('/**/*.{ts,tsx}'))
    .map((f) => f.replace(/\*\.\{ts,tsx\}$/, '*.test.{ts,tsx}'));
  return [
    {
      files,
      ignores: TESTS,
      rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, noEmulator, noDeploy], paths }] },
    },
    ...(tests.length ? [{ files: tests, rules: { 'no-restricted-imports': ['error', { patterns, paths }] } }] : []),
  ];
};

// Every read and write of the service lives in src/data (query keys and options, mutations):
// above it, code uses what src/data offers.
const serviceOnlyThroughData = [
  {
    name: '@tanstack/react-query',
    importNames: ['useMutation', 'queryOptions', 'infiniteQueryOptions', 'mutationOptions'],
    message:
      'Reads and writes of the service live in src/data (one folder per resource); changes go through useAgentMutation (src/data/agent-mutation.ts), which refreshes every page they affect.',
  },
];
const fetchOnlyInData = {
  regex: '(^|/)lib/api-client$',
  message: 'The service is asked through src/data (query options, mutations), not the fetch layer directly.',
};

// A feature never imports another feature: what two share moves to components/, data/ or lib/.
const featureBoundaries = FEATURES.flatMap((feature) =>
  restrictImports([`src/features/${feature}/**/*.{ts,tsx}`], {
    patterns: [
      {
        regex: `^(\\.\\./)+(features/)?(${FEATURES.filter((f) => f !== feature).join('|')})(/|$)`,
        message: 'Features do not import each other; move shared code to src/components, src/data or src/lib.',
      },
      fetchOnlyInData,
    ],
    paths: serviceOnlyThroughData,
  }),
);

// Layers: contract -> lib -> data -> components -> features -> app. A layer imports only the ones before it.
const lowerLayer = (layer, above) => ({
  regex: `(^|/)(${above.join('|')})/`,
  message: `${layer} does not import ${above.join(', ')}: layers go contract -> lib -> data -> components -> features -> app.`,
});
const dataLayer = { patterns: [lowerLayer('src/data', ['components', 'features', 'app'])] };
const noBareMutation = [
  {
    name: '@tanstack/react-query',
    importNames: ['useMutation'],
    message:
      'Changes go through useAgentMutation (src/data/agent-mutation.ts), which refreshes every page they affect.',
  },
];

const noInnerHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Service text is rendered as text.',
};
const queryKeyOnlyInData = {
  selector: "Property[key.name='queryKey'] > ArrayExpression.value",
  message:
    'Query keys live in src/data/<resource>/keys.ts (with their queryOptions in queries.ts): use them from there.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.bench', '.vite-cache'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noInnerHtml],
    },
  },
  // Query keys are written in src/data (keys.ts) only: what refreshes what is decided there
  // (src/data/invalidation.ts), which a key spelled out in a page would escape.
  {
    files: ['src/{app,components,features,lib}/**/*.{ts,tsx}', 'src/main.tsx'],
    rules: { 'no-restricted-syntax': ['error', noInnerHtml, queryKeyOnlyInData] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
    },
  },
  ...restrictImports(['src/app/**/*.{ts,tsx}', 'src/main.tsx'], {
    patterns: [fetchOnlyInData],
    paths: serviceOnlyThroughData,
  }),
  ...featureBoundaries,
  ...restrictImports(['src/components/**/*.{ts,tsx}'], {
    patterns: [lowerLayer('src/components', ['features', 'app']), fetchOnlyInData],
    paths: serviceOnlyThroughData,
  }),
  ...restrictImports(['src/data/**/*.{ts,tsx}'], { ...dataLayer, paths: noBareMutation }),
  // The one useMutation of the app: every change goes through it.
  ...restrictImports(['src/data/agent-mutation.ts'], dataLayer),
  ...restrictImports(['src/lib/**/*.{ts,tsx}'], {
    patterns: [lowerLayer('src/lib', ['data', 'components', 'features', 'app'])],
  }),
  // The emulator is an independent implementation of the service: it shares the contract with the
  // dashboard and nothing else (its tests may compare it with the dashboard's code).
  {
    files: ['src/emulator/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(lib|data|components|features|app)/',
              message: 'The emulator imports only src/contract: it is an independent implementation of the service.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./', message: 'The contract depends on nothing but zod.' }] },
      ],
    },
  },
);
