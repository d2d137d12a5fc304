import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'connect',
  'intents',
  'sip',
  'data-extraction',
  'rules',
  'alerts',
  'simulation-profiles',
  'voice-clip-sets',
  'calls',
  'quality',
];

const TESTS = ['src/**/*.test.{ts,tsx}', 'src/test/**'];

// The app never ships the emulator: only tests, the Vite config and the emulator itself use it.
const noEmulator = {
  regex: '(^|/)emulator(/|$)',
  message: 'App code does not import the emulator (src/emulator); tests reach it through src/test/emulator.ts.',
};

/**
 * One `no-restricted-imports` for `files` (a later block replaces a rule's options, so each
 * layer states all of its restrictions at once): app code also may not import the emulator,
 * tests may.
 */
const restrictImports = (files, { patterns = [], paths = [] }) => {
  const tests = files.filter((f) => f.endsWith('/**/*.{ts,tsx}')).map((f) => f.replace(/\*\.\{ts,tsx\}$/, '*.test.{ts,tsx}'));
  return [
    { files, ignores: TESTS, rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, noEmulator], paths }] } },
    ...(tests.length ? [{ files: tests, rules: { 'no-restricted-imports': ['error', { patterns, paths }] } }] : []),
  ];
};

// A feature never imports another feature: what two share moves to components/ or lib/.
const featureBoundaries = FEATURES.flatMap((feature) =>
  restrictImports([`src/features/${feature}/**/*.{ts,tsx}`], {
    patterns: [
      {
        regex: `^(\\.\\./)+(features/)?(${FEATURES.filter((f) => f !== feature).join('|')})(/|$)`,
        message: 'Features do not import each other; move shared code to src/components or src/lib.',
      },
    ],
    paths: [
      {
        name: '@tanstack/react-query',
        importNames: ['useMutation'],
        message: 'Changes go through useAgentMutation (src/lib/agent-mutation.ts), which refreshes every page they affect.',
      },
    ],
  }),
);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.bench'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Service text is rendered as text.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
    },
  },
  ...restrictImports(['src/app/**/*.{ts,tsx}', 'src/main.tsx'], {}),
  ...featureBoundaries,
  ...restrictImports(['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'], {
    patterns: [{ regex: '(^|/)(features|app)/', message: 'Lower layers do not import features or the app.' }],
  }),
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
