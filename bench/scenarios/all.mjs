// Everything, over one build, server and browser: `npm run bench -- all [url] [flags]`, then a
// summary table (page, JS kB, Lighthouse at 4x and 16x, slowest interaction). Flags: --skip-<name>
// leaves a scenario out (--skip-lighthouse, --skip-interactions, --skip-clips, ...); --export adds
// the calls export (minutes for 100,000 calls on a shared machine); --record-sizes as in sizes.
import { FIRST_PAGES } from '../../scripts/first-load.mjs';

export const about = 'every scenario but the render counts, the build tricks and the export (--export), then a summary';
// After the summary, in this order: each named by its module.
const AFTER = [
  'clips',
  'alert-preview',
  'wide-tree',
  'editing',
  'export',
  'call',
  'find',
  'timing',
  'overview',
  'chart',
  'review',
  'history',
  'run-page',
  'audit',
];

export async function run(ctx) {
  const wanted = (name) => !ctx.flags.has(`--skip-${name}`) && (name !== 'export' || ctx.flags.has('--export'));
  const scenario = (name) => import(`./${name}.mjs`);
  // One row per page, filled in by each section, printed together at the end.
  const summary = new Map(FIRST_PAGES.map((p) => [p.name, { page: p.name }]));
  const jsKb = await (await scenario('sizes')).run(ctx);
  for (const [name, kb] of Object.entries(jsKb)) summary.get(name).jsKb = kb ?? 'not measured';
  await (await scenario('requests')).run(ctx);
  if (wanted('interactions'))
    for (const r of await (await scenario('interactions')).run(ctx)) {
      const row = summary.get(r.page);
      if (row && r.slowestMs !== undefined && (row.slowestMs ?? -1) < r.slowestMs)
        Object.assign(row, { slowestMs: r.slowestMs, slowestTask: r.task });
    }
  if (wanted('lighthouse')) {
    const lighthouse = await scenario('lighthouse');
    const missing = new Set(Object.keys(jsKb).filter((name) => jsKb[name] === null));
    const { rows, bareJsKb } = await lighthouse.run(ctx, missing);
    summary.set(lighthouse.BARE_STACK, { page: lighthouse.BARE_STACK, jsKb: bareJsKb });
    for (const row of rows.filter((r) => !r.error))
      Object.assign(summary.get(row.page), {
        [`lh${row.cpu}x`]: row.performance,
        [`a11y${row.cpu}x`]: row.a11yMin,
        [`cpuIndex${row.cpu}x`]: row.cpuIndex,
      });
  }
  console.log('\n== Summary ==');
  console.table(
    [...summary.values()].map((r) => ({
      page: r.page,
      jsKb: r.jsKb,
      'LH 4x': r.lh4x ?? '',
      'a11y 4x': r.a11y4x ?? '',
      'cpuIndex 4x': r.cpuIndex4x ?? '',
      'LH 16x': r.lh16x ?? '',
      'a11y 16x': r.a11y16x ?? '',
      'slowest interaction (ms, 4x)': r.slowestMs === undefined ? '' : `${r.slowestMs} (${r.slowestTask})`,
    })),
  );
  for (const name of AFTER.filter(wanted)) {
    const mod = await scenario(name);
    console.log(`\n== ${name}: ${mod.about} ==`);
    await mod.run(ctx);
  }
}
