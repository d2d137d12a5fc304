import { startFiles } from './preload';

// index.html preloads what every page's start runs, found from the bundle's graph, not by name.
const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = [], isEntry = false) => ({
  fileName,
  imports,
  dynamicImports,
  isEntry,
});

test('the files every start runs: what the entry imports once React runs, and what that imports', () => {
  const chunks = [
    chunk('index.js', [], ['root.js'], true),
    chunk('root.js', ['shared.js'], ['settings-page.js']),
    chunk('shared.js', ['zod.js']),
    chunk('zod.js'),
    chunk('settings-page.js', ['forms.js']),
    chunk('forms.js'),
  ];
  expect(startFiles(chunks).sort()).toEqual(['root.js', 'shared.js', 'zod.js']);
});
