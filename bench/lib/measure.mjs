// What the scenarios share to measure and print: the machine's load and CPU steal, medians, and
// the emulator's test routes.
import { existsSync, readFileSync } from 'node:fs';

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

/** The load average over 1, 5 and 15 minutes (timings scale with it). */
export const loadAverage = () =>
  existsSync('/proc/loadavg') ? readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ') : 'n/a';

/** The middle value (the upper one of an even count), as every scenario reports it. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Whole milliseconds; what is not a number (NaN, "none") as it is. */
export const round = (x) => (Number.isFinite(x) ? Math.round(x) : x);

/** Tenths of a millisecond. */
export const round1 = (x) => (Number.isFinite(x) ? Math.round(x * 10) / 10 : x);

/** A comma list of numbers from the environment ("1,4"), or `fallback`. */
export const numbers = (name, fallback) => (process.env[name] ?? fallback).split(',').map(Number);

/**
 * The emulator's routes and the service's API at `base`, as the demo token: `post` and `send`
 * throw on an error answer, `reset` puts the emulator back to its seed.
 */
export function emulator(base) {
  const headers = { 'Content-Type': 'application/json', Authorization: 'Bearer demo-token' };
  const send = async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json().catch(() => null);
  };
  return {
    send,
    post: (path, body) => send('POST', path, body),
    get: (path) => send('GET', path),
    reset: () => send('POST', '/__emulator/reset'),
    /** The emulator's request log: how many requests it has answered so far. */
    requests: async () => (await send('GET', '/__emulator/requests')).length,
  };
}
