import { readFileSync } from 'node:fs';

// CPU time the host took from this virtual machine (Linux's "steal"), in percent over a span.
// Benchmarks time real tasks, so a run with much steal is slower for reasons outside the app.
const cpuTimes = () => {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { steal: f[7] ?? 0, total: f.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
};

/** Starts a span; the returned function gives the steal over it in percent (null off Linux). */
export function stealMeter() {
  const before = cpuTimes();
  return () => {
    const after = cpuTimes();
    return before && after && after.total > before.total
      ? Math.round((100 * (after.steal - before.steal)) / (after.total - before.total))
      : null;
  };
}
