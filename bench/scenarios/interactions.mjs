// Interaction latency at 4x CPU slowdown: `npm run bench -- interactions [url]` (Event Timing,
// INP-style: the slowest interaction of each task, bench/lib/interactions.mjs).
import { measureInteractions } from '../lib/interactions.mjs';

export const about =
  'the slowest interaction at 4x CPU: typing in a form, opening a dialog, a filter, a clip selection';
const TARGET_MS = 100;

/** Returns one row per task (page, slowestMs, ...). */
export async function run({ browser, base }) {
  await fetch(`${base}/__emulator/reset`, { method: 'POST' });
  const rows = await measureInteractions(browser, base, 4);
  console.log('\n== Interaction latency at 4x CPU slowdown (Event Timing, slowest interaction) ==');
  console.table(rows);
  console.log(
    `target: slowest < ${TARGET_MS} ms (Event Timing rounds durations to 8 ms; interactions under 16 ms are not listed)`,
  );
  return rows;
}
