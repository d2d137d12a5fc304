// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The builder passes focus and what is being typed between its parts through React (refs, state,
 * a focus registry), never by looking elements up in the page or setting attributes on them.
 */
const FILES = [
  'components/builder.tsx',
  'components/value-editor.tsx',
  'components/definition-form.tsx',
  'use-tree-editor.ts',
  'tree-store.ts',
  'use-alert-preview.ts',
];
const DOM_LOOKUP = /querySelector|closest\(|getElementById|setAttribute|removeAttribute|document\./g;

describe('the alert builder keeps its state in React', () => {
  it.each(FILES)('%s neither looks elements up in the page nor sets attributes on them', (file) => {
    const source = readFileSync(resolve(import.meta.dirname, file), 'utf8');
    expect(source.match(DOM_LOOKUP) ?? []).toEqual([]);
  });
});
